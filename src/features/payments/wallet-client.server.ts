// The shop's calls to the wallets' servers: eSewa's status API, Khalti's initiate, lookup and refund. Every answer is
// read by the pure rules (esewa.server.ts, khalti.ts); a wallet that cannot be reached or answers something unknown
// is "unknown", never paid or failed, and the background check asks again later.
import type { EsewaConfig, KhaltiConfig } from './config.server';
import { type EsewaStatusAnswer, readEsewaStatus } from './esewa.server';
import {
  type KhaltiInitiate,
  type KhaltiLookup,
  type KhaltiStarted,
  readKhaltiInitiate,
  readKhaltiLookup,
} from './khalti';

/** `unsure`: the wallet may have done what was asked (no answer came, or a server error), so it must not be retried. */
export type Asked<T> = { ok: true; value: T } | { ok: false; problem: string; unsure?: true };

const TIMEOUT_MS = 10_000;

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown } | { problem: string }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: res.status, body };
  } catch (err) {
    return { problem: `could not reach the wallet: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** eSewa's status API for one transaction, asked with the amount the shop expects. */
export async function esewaStatus(
  config: EsewaConfig,
  transactionUuid: string,
  totalRupees: number,
): Promise<Asked<EsewaStatusAnswer>> {
  const url = new URL(config.statusUrl);
  url.searchParams.set('product_code', config.productCode);
  url.searchParams.set('total_amount', String(totalRupees));
  url.searchParams.set('transaction_uuid', transactionUuid);
  const answer = await call(url.toString(), { method: 'GET', headers: { accept: 'application/json' } });
  if ('problem' in answer) return { ok: false, problem: answer.problem };
  if (answer.status !== 200) return { ok: false, problem: `eSewa status API answered ${answer.status}` };
  const read = readEsewaStatus(answer.body);
  if (!read.ok) return read;
  if (read.value.transactionUuid !== transactionUuid)
    return { ok: false, problem: 'eSewa answered about another transaction' };
  return read;
}

const khaltiHeaders = (config: KhaltiConfig) => ({
  authorization: `Key ${config.key}`,
  'content-type': 'application/json',
  accept: 'application/json',
});

function khaltiError(status: number, body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const said = typeof b.detail === 'string' ? b.detail : typeof b.error_key === 'string' ? b.error_key : '';
  return `Khalti answered ${status}${said ? `: ${said}` : ''}`;
}

export async function khaltiInitiate(config: KhaltiConfig, body: KhaltiInitiate): Promise<Asked<KhaltiStarted>> {
  const answer = await call(`${config.apiUrl}epayment/initiate/`, {
    method: 'POST',
    headers: khaltiHeaders(config),
    body: JSON.stringify(body),
  });
  if ('problem' in answer) return { ok: false, problem: answer.problem };
  if (answer.status !== 200) return { ok: false, problem: khaltiError(answer.status, answer.body) };
  return readKhaltiInitiate(answer.body);
}

export async function khaltiLookup(config: KhaltiConfig, pidx: string): Promise<Asked<KhaltiLookup>> {
  const answer = await call(`${config.apiUrl}epayment/lookup/`, {
    method: 'POST',
    headers: khaltiHeaders(config),
    body: JSON.stringify({ pidx }),
  });
  if ('problem' in answer) return { ok: false, problem: answer.problem };
  if (answer.status !== 200) return { ok: false, problem: khaltiError(answer.status, answer.body) };
  const read = readKhaltiLookup(answer.body);
  if (read.ok && read.value.pidx !== pidx) return { ok: false, problem: 'Khalti answered about another payment' };
  return read;
}

/** Khalti's refund: the whole payment without `paisa`, else that part of it. */
export async function khaltiRefund(
  config: KhaltiConfig,
  transactionId: string,
  paisa?: number,
): Promise<Asked<{ detail: string }>> {
  const answer = await call(config.refundUrl(transactionId), {
    method: 'POST',
    headers: khaltiHeaders(config),
    body: JSON.stringify(paisa === undefined ? {} : { amount: paisa }),
  });
  // No answer (a timeout, a dropped connection) or Khalti's own error: the refund may have been made all the same.
  if ('problem' in answer) return { ok: false, problem: answer.problem, unsure: true };
  if (answer.status >= 500) return { ok: false, problem: khaltiError(answer.status, answer.body), unsure: true };
  if (answer.status !== 200) return { ok: false, problem: khaltiError(answer.status, answer.body) };
  const b = (answer.body ?? {}) as Record<string, unknown>;
  return { ok: true, value: { detail: typeof b.detail === 'string' ? b.detail : '' } };
}
