// The shop server's own PocketBase client, signed in as the least-privilege
// shop_service account (credentials from the environment, never shipped to
// browsers). The token is reused and refreshed on expiry. A failed sign-in
// (PocketBase down) is not cached: the next request tries again, so the
// server recovers by itself once PocketBase is back. A token PocketBase no
// longer accepts is handled in one place: withService signs in again, once.
import PocketBase, { ClientResponseError } from 'pocketbase';
import { PB_REQUEST_TIMEOUT_MS, pocketbaseUrl, publicClient, withRequestTimeout } from './pocketbase';
import { pocketbaseFetch } from './pocketbase-fetch.server';
import { serverSetting } from './env.server';
import { signInAsService } from './data/shop-service.mjs';

/** `pb` as the shop server sends: a deadline on every request, through the server's own fetch. */
export function serverClient(pb: PocketBase = new PocketBase(pocketbaseUrl())): PocketBase {
  return withRequestTimeout(pb, PB_REQUEST_TIMEOUT_MS, pocketbaseFetch);
}

let client: PocketBase | null = null;
let signingIn: Promise<PocketBase> | null = null;

async function signIn(): Promise<PocketBase> {
  const email = serverSetting('SHOP_SERVICE_EMAIL');
  const password = serverSetting('SHOP_SERVICE_PASSWORD');
  if (!email || !password) throw new Error('SHOP_SERVICE_EMAIL and SHOP_SERVICE_PASSWORD are not set');
  const pb = serverClient();
  pb.autoCancellation(false);
  await signInAsService(pb, email, password);
  client = pb;
  return pb;
}

/** A signed-in service client; concurrent callers share one sign-in. */
export async function serviceClient(): Promise<PocketBase> {
  if (client?.authStore.isValid) return client;
  signingIn ??= signIn().finally(() => {
    signingIn = null;
  });
  return signingIn;
}

/** Drops the cached client, e.g. after PocketBase restarted and the token is refused. */
export function resetServiceClient(): void {
  client = null;
}

/** The HTTP status of a PocketBase error (0 when PocketBase could not be reached), null for any other failure. */
export function pbStatus(err: unknown): number | null {
  return err instanceof ClientResponseError ? err.status : null;
}

/**
 * True only when PocketBase could not do the work for reasons of its own availability: it could not be reached
 * (status 0: connection refused, reset or timed out) or it is busy (429: its rate limit also covers the service
 * sign-in). The failure may be wrapped: a `cause` chain is followed. Anything else is not an outage: a TypeError
 * or a refused request (4xx) is a bug in this code, and a 500 from PocketBase is a bug in its hooks; both are
 * answered 500 and logged as such (src/lib/actions/errors.server.ts).
 */
export function isServiceDown(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const status = pbStatus(e);
    if (status !== null) return status === 0 || status === 429;
  }
  return false;
}

/** PocketBase's answer when it no longer accepts the token we sent (it restarted with other keys, the account changed). */
function tokenRefused(err: unknown): boolean {
  return err instanceof ClientResponseError && err.status === 401;
}

/**
 * Runs `fn` with a client from `connect` (the signed-in service client unless told otherwise); when PocketBase
 * refuses the token, drops the cached sign-in and runs `fn` once more with a fresh one. The shop's one place that
 * signs in again after a refused token.
 */
export async function withService<T>(
  fn: (pb: PocketBase) => Promise<T>,
  connect: () => Promise<PocketBase> = serviceClient,
): Promise<T> {
  try {
    return await fn(await connect());
  } catch (err) {
    if (!tokenRefused(err)) throw err;
    resetServiceClient();
    return fn(await connect());
  }
}

/** withService with the catalogue reader (below): signs in again once after a refused token. */
export function withCatalogReader<T>(fn: (pb: PocketBase) => Promise<T>): Promise<T> {
  return withService(fn, catalogReader);
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

/**
 * The client the server reads the catalogue with at request time: the service account, so shoppers' page traffic
 * never spends PocketBase's guest budget for the shop's own address (PocketBase limits guests per address, and every
 * on-demand page would come from this one). The account may read hidden records too: callers filter visibility
 * themselves. Without the account in the environment (`astro dev`), an anonymous client.
 */
export async function catalogReader(): Promise<PocketBase> {
  try {
    if (serverSetting('SHOP_SERVICE_EMAIL') && serverSetting('SHOP_SERVICE_PASSWORD')) return await serviceClient();
  } catch {
    // PocketBase unreachable, the sign-in refused or the account's settings unreadable: the anonymous client
    // answers what it can
  }
  return serverClient(publicClient());
}
