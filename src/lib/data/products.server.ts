// The web_products collection at request time, read as the catalogue reader or the service account
// (src/lib/pocketbase.server.ts): both see hidden products too, so callers apply visibility themselves. Records are
// handed out parsed (products.parse.ts): a Product, or a product's ProductFacts.
import type PocketBase from 'pocketbase';
import { idFilter, pbStatus, withCatalogReader, withService } from '../pocketbase.server';
import { VISIBLE_FILTER } from '../visibility.mjs';
import { PRODUCTS_COLLECTION, productFileUrl } from './products';
import {
  PRODUCT_FACT_FIELDS,
  parseProduct,
  parseProductFacts,
  type Product,
  type ProductFacts,
} from './products.parse';
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
 * The visible product with this slug, else (when `id` is given) the product with this id, visible or not, parsed;
 * null when there is none or it cannot be parsed (no name, no numeric price). As the catalogue reader, signed in
 * again once after a refused token.
 */
export async function findProduct(slug: string, id: string | null): Promise<Product | null> {
  const record = await withCatalogReader((pb) => lookUp(pb, slug, id));
  return record && parseProduct(record, { fileUrl: productFileUrl });
}

/** A product's facts with its record's `updated` stamp (PocketBase changes it on every save). */
export interface StampedProductFacts {
  facts: ProductFacts;
  updated: string;
}

/**
 * The facts of these products (PRODUCT_FACT_FIELDS, parsed) with their stamps, as the service account (hidden ones
 * too); ids that do not exist, and records that cannot be parsed (no numeric price), are absent.
 */
export async function readProductFacts(ids: readonly string[]): Promise<StampedProductFacts[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_LOOKUP) chunks.push(ids.slice(i, i + IDS_PER_LOOKUP));
  const pages = await withService((pb) =>
    Promise.all(
      chunks.map((chunk) =>
        pb.collection(PRODUCTS_COLLECTION).getList<Partial<WebProductsResponse>>(1, chunk.length, {
          filter: idFilter(pb, chunk),
          fields: `${PRODUCT_FACT_FIELDS},updated`,
          skipTotal: true,
        }),
      ),
    ),
  );
  return pages.flatMap((page) =>
    page.items.flatMap((record) => {
      const facts = parseProductFacts(record);
      return facts ? [{ facts, updated: typeof record.updated === 'string' ? record.updated : '' }] : [];
    }),
  );
}
