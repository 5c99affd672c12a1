// The web_products collection at request time, read as the catalogue reader or the service account
// (src/lib/pocketbase.server.ts): both see hidden products too, so callers apply visibility themselves.
import type PocketBase from 'pocketbase';
import { idFilter, pbStatus, withCatalogReader, withService } from '../pocketbase.server';
import { VISIBLE_FILTER } from '../visibility.mjs';
import { PRODUCTS_COLLECTION } from './products';
import type { WebProductsResponse } from './pocketbase-types';

/** Ids per lookup: keeps each filter well under PocketBase's filter length limit. */
const IDS_PER_LOOKUP = 40;

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (pbStatus(err) === 404) return null;
    throw err;
  }
}

async function lookUp(pb: PocketBase, slug: string, id: string | null): Promise<WebProductsResponse | null> {
  const records = pb.collection(PRODUCTS_COLLECTION);
  const bySlug = await orNull(
    records.getFirstListItem<WebProductsResponse>(pb.filter(`slug = {:slug} && ${VISIBLE_FILTER}`, { slug })),
  );
  if (bySlug || id === null) return bySlug;
  return orNull(records.getOne<WebProductsResponse>(id));
}

/**
 * The visible product with this slug, else (when `id` is given) the product with this id, visible or not; null when
 * there is none. As the catalogue reader, signed in again once after a refused token.
 */
export function findProductRecord(slug: string, id: string | null): Promise<WebProductsResponse | null> {
  return withCatalogReader((pb) => lookUp(pb, slug, id));
}

/**
 * These products' `fields` (a comma-separated list: each record holds those and no others), as the service account
 * (hidden ones too); ids that do not exist are absent.
 */
export async function readProductsByIds(
  ids: readonly string[],
  fields: string,
): Promise<Partial<WebProductsResponse>[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_LOOKUP) chunks.push(ids.slice(i, i + IDS_PER_LOOKUP));
  const pages = await withService((pb) =>
    Promise.all(
      chunks.map((chunk) =>
        pb.collection(PRODUCTS_COLLECTION).getList<Partial<WebProductsResponse>>(1, chunk.length, {
          filter: idFilter(pb, chunk),
          fields,
          skipTotal: true,
        }),
      ),
    ),
  );
  return pages.flatMap((page) => page.items);
}
