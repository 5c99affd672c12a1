// @ts-check
// Signing in to PocketBase with a password, patient with its rate limit. PocketBase takes 2 sign-ins per 3 s from one
// address (the `*:auth` rule, pocketbase/pb_migrations/1732000100_shop_settings.js), and the shop's server, its
// publisher and every build sign in from the same one. A sign-in refused for that reason (429) is tried again once the
// window has passed, so a publish or a shopper's request does not fail because another process signed in that second.
// Plain JavaScript so the scripts (publisher, test harness) can import it as the shop's server does. The auth
// collections' own modules name the collection (shop-service.mjs, superusers.mjs): import those.

/** PocketBase's window for sign-ins (`duration` of the `*:auth` rule), in ms. */
export const SIGN_IN_WINDOW_MS = 3000;

/**
 * `pb.collection(collection).authWithPassword(email, password)`, tried up to `attempts` times while PocketBase answers
 * one of `retryOn` (429 by default), `waitMs` apart. Any other refusal, and the last one, is thrown as it came.
 * @param {import('pocketbase').default} pb
 * @param {string} collection
 * @param {string} email
 * @param {string} password
 * @param {{ retryOn?: number[], attempts?: number, waitMs?: number }} [options]
 */
export async function signInWithPassword(
  pb,
  collection,
  email,
  password,
  { retryOn = [429], attempts = 4, waitMs = SIGN_IN_WINDOW_MS } = {},
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pb.collection(collection).authWithPassword(email, password);
    } catch (err) {
      const status = err && typeof err === 'object' && 'status' in err ? err.status : undefined;
      if (attempt >= attempts || !retryOn.some((code) => code === status)) throw err;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
