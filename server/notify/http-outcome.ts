// How an SMS transport (server/notify/sms-*.ts) turns a failed HTTP call into a SendOutcome: a gateway that cannot be
// reached, times out or answers 5xx / 429 is worth another try; the rest is said by each provider's answers.
import type { SendOutcome } from './transport.ts';

/** How long one call to a gateway may take. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/** POSTs or GETs and returns the status and body, or the retry outcome when the gateway could not be reached. */
export async function callGateway(
  url: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<{ status: number; body: string } | SendOutcome> {
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.any([signal, AbortSignal.timeout(GATEWAY_TIMEOUT_MS)]),
    });
    return { status: response.status, body: await response.text() };
  } catch (err) {
    const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    return { kind: 'retry', reason: `the gateway could not be reached (${reason})` };
  }
}

export const isOutcome = (value: unknown): value is SendOutcome =>
  typeof value === 'object' && value !== null && 'kind' in value;

/** An answer no provider documents: 5xx and 429 are retried, other statuses given up. */
export function unexpected(status: number, body: string): SendOutcome {
  const said = body.trim().slice(0, 200);
  if (status >= 500 || status === 429) return { kind: 'retry', reason: `the gateway answered ${status}: ${said}` };
  return { kind: 'give_up', reason: `the gateway answered ${status}: ${said}` };
}

/** Parses JSON, or null. */
export function jsonOf(body: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
