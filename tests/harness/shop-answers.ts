// Waiting for a freshly started shop server (tests/harness/other-shop.ts) to answer actions.
import { callAction } from './actions-client';

/**
 * Resolves once the shop at `shopUrl` answers `listDistricts` without an error; throws with its last answer after
 * `timeoutMs`. Its first call signs in to PocketBase, and PocketBase allows 2 sign-ins per 3 s for everyone
 * (`*:auth` in pocketbase/pb_migrations/1732000100_shop_settings.js), so a refused call means that window is full
 * with other tests' sign-ins. Nothing tells when it has room again: the next try comes 1 s later, since quicker
 * tries would spend sign-ins other tests need.
 */
export async function untilShopAnswers(shopUrl: string, headers: Record<string, string>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { error } = await callAction('listDistricts', {}, { shopUrl, headers });
    if (!error) return;
    if (Date.now() > deadline) {
      throw new Error(`${shopUrl} did not answer within ${timeoutMs} ms: ${error.status} ${error.message}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
