// The shop_health collection (pocketbase/pb_migrations/1732002510_shop_health.js): one record per concern the running
// shop watches, written as the superuser (server/shop-health.ts).
import type PocketBase from 'pocketbase';
import type {
  ShopHealthConcernOptions,
  ShopHealthRecord,
  ShopHealthResponse,
} from '../../src/lib/data/pocketbase-types.ts';

export type ShopHealthFields = Omit<ShopHealthRecord, 'id' | 'updated'>;

/** The record of `concern`, or null when there is none yet. Throws any other refusal. */
export function findShopHealth(pb: PocketBase, concern: ShopHealthConcernOptions): Promise<ShopHealthResponse | null> {
  return pb
    .collection('shop_health')
    .getFirstListItem<ShopHealthResponse>(pb.filter('concern = {:concern}', { concern }))
    .catch((err: { status?: number }) => (err.status === 404 ? null : Promise.reject(err)));
}

export function createShopHealth(pb: PocketBase, fields: ShopHealthFields): Promise<ShopHealthResponse> {
  return pb.collection('shop_health').create<ShopHealthResponse>(fields);
}

export function updateShopHealth(pb: PocketBase, id: string, fields: ShopHealthFields): Promise<ShopHealthResponse> {
  return pb.collection('shop_health').update<ShopHealthResponse>(id, fields);
}
