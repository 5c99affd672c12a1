// The web_products collection as the runtime under server/ and the bench (scripts/bench/) read and write it: the
// publisher's snapshot of what a build shows, the demo seed's "is the catalogue empty", the bench's catalogue.
// Visible is what the shop shows (src/lib/visibility.mjs).
import type PocketBase from 'pocketbase';
import type { WebProductsRecord, WebProductsResponse } from '../../src/lib/data/pocketbase-types.ts';
import { VISIBLE_FILTER } from '../../src/lib/visibility.mjs';

/** A product's last change (the publisher's snapshot, products.json in a build). */
export type ProductStamp = Pick<WebProductsResponse, 'id' | 'updated'>;
/** A product as a shopper's cart holds it (the checkout bench). */
export type CartProduct = Pick<WebProductsResponse, 'id' | 'name' | 'price' | 'category' | 'unit' | 'minOf'>;
/** A product's price, to edit it (the build bench). */
export type ProductPrice = Pick<WebProductsResponse, 'id' | 'price'>;
/** A product's page address. */
export type ProductSlug = Pick<WebProductsResponse, 'id' | 'slug'>;

/** Every visible product and when it last changed. */
export function readAllVisibleProductStamps(pb: PocketBase): Promise<ProductStamp[]> {
  return pb
    .collection('web_products')
    .getFullList<ProductStamp>({ filter: VISIBLE_FILTER, fields: 'id,updated', batch: 1000 });
}

/** How many products there are, visible or not; only the visible ones with `visible`. */
export async function readProductCount(pb: PocketBase, { visible = false } = {}): Promise<number> {
  const page = await pb
    .collection('web_products')
    .getList<{ id: string }>(1, 1, { ...(visible ? { filter: VISIBLE_FILTER } : {}), fields: 'id' });
  return page.totalItems;
}

/** Every visible product that can be ordered (a shopper's choice at the checkout). */
export function readAllCartProducts(pb: PocketBase): Promise<CartProduct[]> {
  return pb.collection('web_products').getFullList<CartProduct>({
    filter: `${VISIBLE_FILTER} && is_available != false`,
    fields: 'id,name,price,category,unit,minOf',
    batch: 500,
  });
}

/** The first `count` visible products as the product list orders them (newest first, docs/rules.md §7). */
export async function listNewestVisibleProducts(pb: PocketBase, count: number): Promise<ProductSlug[]> {
  const page = await pb
    .collection('web_products')
    .getList<ProductSlug>(1, count, { filter: VISIBLE_FILTER, sort: '-created,-id', fields: 'id,slug' });
  return page.items;
}

/** Every visible product, newest first. */
export function readAllVisibleProductSlugs(pb: PocketBase): Promise<ProductSlug[]> {
  return pb
    .collection('web_products')
    .getFullList<ProductSlug>({ filter: VISIBLE_FILTER, sort: '-created,-id', fields: 'id,slug', batch: 500 });
}

/** The newest visible product's price, or null when none is visible. */
export async function findNewestVisibleProductPrice(pb: PocketBase): Promise<ProductPrice | null> {
  const page = await pb.collection('web_products').getList<ProductPrice>(1, 1, {
    filter: VISIBLE_FILTER,
    sort: '-created',
    fields: 'id,price',
  });
  return page.items[0] ?? null;
}

/** Writes `fields` of the product `id` (files as File objects, as a superuser). Throws PocketBase's refusal. */
export function updateProduct(
  pb: PocketBase,
  id: string,
  fields: Partial<Record<keyof WebProductsRecord, unknown>>,
): Promise<WebProductsResponse> {
  return pb.collection('web_products').update<WebProductsResponse>(id, fields);
}
