// An order's history for the desk (the order_history collection, written only by PocketBase's hooks:
// pocketbase/pb_hooks/lib/order-history.js): every placement, status change, edit and correction with who, when and why, oldest first, so a
// re-sent delivery keeps the reason the last one failed (docs/order-desk.md "History"). The entries come parsed
// (src/lib/data/order-history.parse.ts).
import type { OrderHistoryEntry } from '../../lib/data/order-history.parse';
import { readOrderHistory, readStaffNames } from '../../lib/data/order-history.server';
import { staffEmailOf } from '../../lib/data/order-history.parse';
import type { StaffClient } from '../../lib/data/staff.server';

/** An entry, with the name of the staff member who made it when the account has one (`staff: <email>` otherwise). */
export type HistoryEntry = OrderHistoryEntry & { staffName?: string };

/** The order's history entries, oldest first (at most 200: more than any order goes through), staff by their names. */
export async function orderHistory(pb: StaffClient, orderId: string): Promise<HistoryEntry[]> {
  const entries = await readOrderHistory(pb, orderId);
  const emails = entries.map((h) => staffEmailOf(h.actor));
  // The names only dress the entries: without them (the route failing) the history still shows, with emails.
  const names = await readStaffNames(pb, emails).catch(() => ({}) as Record<string, string>);
  return entries.map((h, i) => {
    const name = names[emails[i] ?? ''];
    return name ? { ...h, staffName: name } : h;
  });
}
