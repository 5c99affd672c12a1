// The order_history collection, written only by PocketBase's hooks (pocketbase/pb_hooks/lib/order-history.js) and
// read by the desk with the staff member's client; entries handed out parsed (order-history.parse.ts).
import { parseOrderHistoryEntry, parseStaffNames, type OrderHistoryEntry } from './order-history.parse';
import type { OrderHistoryResponse } from './pocketbase-types';
import type { StaffClient } from './staff.server';

/** An order's history record as the desk reads it. */
type HistoryRecord = Pick<OrderHistoryResponse, 'kind' | 'status' | 'reason' | 'actor' | 'created' | 'details'>;

/** The order's history entries, oldest first (at most 200: more than any order goes through). */
export async function readOrderHistory(pb: StaffClient, orderId: string): Promise<OrderHistoryEntry[]> {
  const page = await pb.collection('order_history').getList<HistoryRecord>(1, 200, {
    filter: pb.filter('order = {:id}', { id: orderId }),
    sort: 'seq,created,id',
    fields: 'kind,status,reason,actor,created,details',
  });
  return page.items.map(parseOrderHistoryEntry);
}

/** POST /api/desk/staff-names: the names of these staff members, by email (those without a name left out). */
export async function readStaffNames(pb: StaffClient, emails: readonly string[]): Promise<Record<string, string>> {
  const wanted = [...new Set(emails.filter(Boolean))].slice(0, 100);
  if (wanted.length === 0) return {};
  const raw = await pb.send('/api/desk/staff-names', { method: 'POST', body: { emails: wanted } });
  return parseStaffNames(raw);
}
