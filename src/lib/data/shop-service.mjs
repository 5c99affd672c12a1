// @ts-check
// The shop_service auth collection: the least-privilege account the shop's server, its publisher and the build sign
// in as (pocketbase/pb_migrations, SECURITY.md). Plain JavaScript so the runtime under server/ and the scripts import
// it as the shop's server does; the runtime's writes to the account and its token refresh are its twin's
// (server/data/shop-service.ts).
import { signInWithPassword } from './sign-in.mjs';

/**
 * Signs `pb` in as the shop's service account, patient with PocketBase's sign-in limit (sign-in.mjs); any other
 * refusal, and the last one, is thrown as it came.
 * @param {import('pocketbase').default} pb
 * @param {string} email
 * @param {string} password
 * @param {{ retryOn?: number[], attempts?: number, waitMs?: number }} [options]
 */
export function signInAsService(pb, email, password, options) {
  return signInWithPassword(pb, 'shop_service', email, password, options);
}
