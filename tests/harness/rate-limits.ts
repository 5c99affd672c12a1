// Fresh rate-limit budgets for a test, instead of waiting for a window to end. Two limiters count a test's calls:
// the shop server's, whose counters are rows of the `rate_limits` collection (pocketbase/pb_hooks/lib/rate-limits.js),
// and PocketBase's own guest limits (pb_migrations/*_settings.js), which PocketBase keeps in memory and starts afresh
// whenever its settings are saved (saving settings reloads them, and a reload drops every limiter).
import type PocketBase from 'pocketbase';
import { adminPb } from './stack';

/**
 * Deletes the shop's counters whose key matches `filter` (a PocketBase filter on `key`, e.g. `key ~ ":127.0.0.1"`),
 * as the superuser. Returns how many were deleted.
 */
export async function resetShopRateLimits(filter: string, admin?: PocketBase): Promise<number> {
  const pb = admin ?? (await adminPb());
  const rows = await pb.collection('rate_limits').getFullList({ filter, fields: 'id' });
  for (const row of rows) await pb.collection('rate_limits').delete(row.id);
  return rows.length;
}

/**
 * Go's own answer to a request it could not read, which PocketBase never saw. PocketBase answers a rate-limited
 * request without reading its body; a client that sends the next request at once on that connection (a 1 MB body
 * refused with 429, then anything) can get this instead of PocketBase's answer. Repeating the request is safe.
 */
export function unreadRequest(status: number, text: string): boolean {
  return status === 400 && text.startsWith('400 Bad Request');
}

/**
 * Starts every client's PocketBase guest budget afresh: the superuser saves PocketBase's rate-limit settings
 * unchanged. A superuser is never limited, so this works while the guest budgets are spent.
 */
export async function resetPocketBaseRateLimits(admin?: PocketBase): Promise<void> {
  const pb = admin ?? (await adminPb());
  const { rateLimits } = await pb.settings.getAll();
  const init = {
    method: 'PATCH',
    headers: { Authorization: pb.authStore.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ rateLimits }),
  };
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(pb.buildURL('/api/settings'), init);
    const text = await res.text();
    if (res.ok) return;
    if (!unreadRequest(res.status, text) || attempt >= 3)
      throw new Error(`Saving PocketBase's settings answered ${res.status}: ${text}`);
  }
}
