// An order's history for the desk (the order_history collection, written only by PocketBase's hooks:
// pocketbase/pb_hooks/lib/order-history.js): every placement, status change, edit and correction with who, when and why, oldest first, so a
// re-sent delivery keeps the reason the last one failed (docs/order-desk.md "History"). The entries come parsed
// (src/lib/data/order-history.parse.ts).
import type { OrderHistoryEntry } from '../../lib/data/order-history.parse';
import { readOrderHistory } from '../../lib/data/order-history.server';
import type { StaffClient } from '../../lib/data/staff.server';

export type HistoryEntry = OrderHistoryEntry;

/** The order's history entries, oldest first (at most 200: more than any order goes through). */
export function orderHistory(pb: StaffClient, orderId: string): Promise<HistoryEntry[]> {
  return readOrderHistory(pb, orderId);
}
