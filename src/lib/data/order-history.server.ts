// The order_history collection, written only by PocketBase's hooks (pocketbase/pb_hooks/lib/order-history.js) and
// read by the desk with the staff member's client.
import type { PocketRecord } from './record';
import type { StaffClient } from './staff.server';

/** The order's history entries, oldest first (at most 200: more than any order goes through). */
export async function readOrderHistory(pb: StaffClient, orderId: string): Promise<PocketRecord[]> {
  const page = await pb.collection('order_history').getList(1, 200, {
    filter: pb.filter('order = {:id}', { id: orderId }),
    sort: 'created,id',
    fields: 'kind,status,reason,actor,created',
  });
  return page.items;
}
