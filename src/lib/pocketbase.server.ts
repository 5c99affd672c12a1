// The shop server's own PocketBase client, signed in as the least-privilege
// shop_service account (credentials from the environment, never shipped to
// browsers). The token is reused and refreshed on expiry. A failed sign-in
// (PocketBase down) is not cached: the next request tries again, so the
// server recovers by itself once PocketBase is back.
import PocketBase from 'pocketbase';
import { pocketbaseUrl, publicClient, withRequestTimeout } from './pocketbase';
import { setting } from './settings.mjs';

let client: PocketBase | null = null;
let signingIn: Promise<PocketBase> | null = null;

async function signIn(): Promise<PocketBase> {
  const email = setting('SHOP_SERVICE_EMAIL');
  const password = setting('SHOP_SERVICE_PASSWORD');
  if (!email || !password) throw new Error('SHOP_SERVICE_EMAIL and SHOP_SERVICE_PASSWORD are not set');
  const pb = withRequestTimeout(new PocketBase(pocketbaseUrl()));
  pb.autoCancellation(false);
  await pb.collection('shop_service').authWithPassword(email, password);
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

/**
 * The client the server reads the catalogue with at request time: the service account, so shoppers' page traffic
 * never spends PocketBase's guest budget for the shop's own address (PocketBase limits guests per address, and every
 * on-demand page would come from this one). The account may read hidden records too: callers filter visibility
 * themselves. Without the account in the environment (`astro dev`), an anonymous client.
 */
export async function catalogReader(): Promise<PocketBase> {
  try {
    if (setting('SHOP_SERVICE_EMAIL') && setting('SHOP_SERVICE_PASSWORD')) return await serviceClient();
  } catch {
    // PocketBase unreachable, the sign-in refused or the account's settings unreadable: the anonymous client
    // answers what it can
  }
  return withRequestTimeout(publicClient());
}
