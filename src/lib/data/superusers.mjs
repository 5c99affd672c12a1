// @ts-check
// The _superusers auth collection: PocketBase's operators, signed in as by the runtime under server/ (setting up the
// accounts) and the test harness. Plain JavaScript so both import it as Node runs them.
import { signInWithPassword } from './sign-in.mjs';

/**
 * Signs `pb` in as a superuser, patient with PocketBase's sign-in limit (sign-in.mjs); `retryOn` adds the statuses
 * to wait out besides 429. Any other refusal, and the last one, is thrown as it came.
 * @param {import('pocketbase').default} pb
 * @param {string} email
 * @param {string} password
 * @param {{ retryOn?: number[], attempts?: number, waitMs?: number }} [options]
 */
export function signInAsSuperuser(pb, email, password, options) {
  return signInWithPassword(pb, '_superusers', email, password, options);
}
