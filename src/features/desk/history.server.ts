// An order's history for the desk (the order_history collection, written only by PocketBase's hooks:
// pocketbase/pb_hooks/lib/order-history.js): every status change with who, when and why, oldest first, so a
// re-sent delivery keeps the reason the last one failed (docs/order-desk.md "History").
import { readOrderHistory } from '../../lib/data/order-history.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { toIsoDate } from '../orders/view';

export interface HistoryEntry {
  kind: string;
  status: string;
  reason: string;
  actor: string;
  /** ISO instant. */
  at: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The order's history entries, oldest first (at most 200: more than any order goes through). */
export async function orderHistory(pb: StaffClient, orderId: string): Promise<HistoryEntry[]> {
  const records = await readOrderHistory(pb, orderId);
  return records.map((r) => ({
    kind: text(r.kind),
    status: text(r.status),
    reason: text(r.reason),
    actor: text(r.actor),
    at: toIsoDate(text(r.created)),
  }));
}
