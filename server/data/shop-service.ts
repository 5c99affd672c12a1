// The shop_service collection: the least-privilege account the shop's server and the publisher sign in as
// (server/pocketbase-process.ts makes it, server/publish/live.ts keeps the publisher's token fresh). The sign-in
// itself is src/lib/data/shop-service.mjs (signInAsService).
import type PocketBase from 'pocketbase';
import type { ShopServiceRecord, ShopServiceResponse } from '../../src/lib/data/pocketbase-types.ts';

/** What the account is written with (the password twice, as PocketBase asks). */
export type ServiceAccountFields = Pick<ShopServiceRecord, 'email' | 'password' | 'verified'> & {
  passwordConfirm: string;
};

/** The account with this email, or null (superuser client). */
export function findServiceAccount(pb: PocketBase, email: string): Promise<ShopServiceResponse | null> {
  return pb
    .collection('shop_service')
    .getFirstListItem<ShopServiceResponse>(pb.filter('email = {:email}', { email }))
    .catch(() => null);
}

export function createServiceAccount(pb: PocketBase, fields: ServiceAccountFields): Promise<ShopServiceResponse> {
  return pb.collection('shop_service').create<ShopServiceResponse>(fields);
}

export function updateServiceAccount(
  pb: PocketBase,
  id: string,
  fields: ServiceAccountFields,
): Promise<ShopServiceResponse> {
  return pb.collection('shop_service').update<ShopServiceResponse>(id, fields);
}

/** A fresh token for the account `pb` is signed in as. Throws PocketBase's refusal. */
export async function refreshServiceToken(pb: PocketBase): Promise<void> {
  await pb.collection('shop_service').authRefresh<ShopServiceResponse>();
}
