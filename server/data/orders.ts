// The orders collection as the checkout bench (scripts/bench/checkout.mjs) reads it back, as a superuser (the shop
// itself reaches orders through the hooks' routes: src/lib/data/orders.server.ts).
import type PocketBase from 'pocketbase';
import type { OrdersResponse } from '../../src/lib/data/pocketbase-types.ts';

export type StoredOrder = Pick<
  OrdersResponse,
  'id' | 'orderNumber' | 'idempotencyKey' | 'total' | 'payment_method' | 'payment_state'
>;

/** Every order whose idempotency key starts with `prefix-`. */
export function readOrdersByKeyPrefix(pb: PocketBase, prefix: string): Promise<StoredOrder[]> {
  return pb.collection('orders').getFullList<StoredOrder>({
    filter: pb.filter('idempotencyKey ~ {:prefix}', { prefix: `${prefix}-%` }),
    fields: 'id,orderNumber,idempotencyKey,total,payment_method,payment_state',
    batch: 1000,
  });
}
