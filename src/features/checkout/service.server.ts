// How checkout and order code talks to PocketBase: through the least-privilege
// service client, with one retry when PocketBase refuses a stale token, and a
// clear split between "PocketBase is down" and "we sent something wrong".
import { ActionError } from 'astro:actions';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { resetServiceClient, serviceClient } from '../../lib/pocketbase.server';

/** Runs `fn` with the signed-in service client; signs in again once if PocketBase says the token is no longer valid. */
export async function withService<T>(fn: (pb: PocketBase) => Promise<T>): Promise<T> {
  try {
    return await fn(await serviceClient());
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 401) {
      resetServiceClient();
      return fn(await serviceClient());
    }
    throw err;
  }
}

/** The HTTP status of a PocketBase error (0 when PocketBase could not be reached). */
export function pbStatus(err: unknown): number | null {
  return err instanceof ClientResponseError ? err.status : null;
}

/**
 * True when the failure is PocketBase's side: unreachable (status 0, or a fetch/sign-in error that is not a
 * PocketBase answer), busy (429: its rate limit also covers the service sign-in) or a 5xx. Anything else (a 4xx
 * we caused) is a bug in this code.
 */
export function isServiceDown(err: unknown): boolean {
  const status = pbStatus(err);
  return status === null || status === 0 || status === 429 || status >= 500;
}

/**
 * Turns any failure into an ActionError with the user message docs/rules.md gives: SERVICE_UNAVAILABLE when PocketBase is down,
 * INTERNAL_SERVER_ERROR for a true bug. ActionErrors raised on purpose pass through unchanged.
 */
export function toActionError(err: unknown, message: string, context: string): ActionError {
  if (err instanceof ActionError) return err;
  const down = isServiceDown(err);
  console.error(`[${context}] ${down ? 'PocketBase unavailable' : 'unexpected failure'}:`, err);
  return new ActionError({ code: down ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR', message });
}

/** pb.filter() placeholders for "id is one of": `id = {:id0} || id = {:id1} ...` (values are escaped by PocketBase). */
export function idFilter(pb: PocketBase, ids: readonly string[], field = 'id'): string {
  const params: Record<string, string> = {};
  const terms = ids.map((id, i) => {
    params[`id${i}`] = id;
    return `${field} = {:id${i}}`;
  });
  return pb.filter(terms.join(' || '), params);
}
