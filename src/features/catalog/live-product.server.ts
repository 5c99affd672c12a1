// Products newer than the last build, looked up in PocketBase at request time
// as the shop's service account (src/lib/pocketbase.server.ts, catalogReader:
// never spending a guest budget), so hidden products are filtered here,
// explicitly, by slug and by id. docs/rules.md §7: by slug, then, for parameters of at
// least 15 characters, by id.
import type { default as PocketBase, RecordModel } from 'pocketbase';
import { fileUrl } from '../../lib/pocketbase';
import { withCatalogReader } from '../../lib/pocketbase.server';
import { type Locale, localizedPath } from '../../lib/i18n';
import { markNotFound } from '../../lib/not-found';
import { isSlug } from '../../lib/slug.mjs';
import { isShopperVisible, VISIBLE_FILTER } from '../../lib/visibility.mjs';
import { productPath } from './card-data';
import { parseProductRecord, type Product } from './product-parse';

const ID_LOOKUP_MIN_LENGTH = 15;

export async function findLiveProduct(param: string): Promise<Product | null> {
  // Neither a slug PocketBase stores nor a record id (which has a slug's shape): no record to ask for.
  if (!isSlug(param)) return null;
  // A token PocketBase no longer accepts (it restarted with other accounts) signs in again, once (withCatalogReader).
  return withCatalogReader((pb) => lookUp(pb, param)).catch(() => null);
}

async function lookUp(pb: PocketBase, param: string): Promise<Product | null> {
  const records = pb.collection('web_products');
  const quiet404 = (err: { status?: number }) => {
    if (err?.status === 404) return null;
    throw err;
  };
  let record: RecordModel | null = await records
    .getFirstListItem(pb.filter(`slug = {:slug} && ${VISIBLE_FILTER}`, { slug: param }))
    .catch(quiet404);
  if (!record && param.length >= ID_LOOKUP_MIN_LENGTH) record = await records.getOne(param).catch(quiet404);
  if (!isShopperVisible(record)) return null;
  return parseProductRecord(record, { fileUrl: (id, file) => fileUrl('web_products', id, file) });
}

/** The answer of a page rendered on demand: its status and headers (Astro.response). */
type PageResponse = ResponseInit & { readonly headers: Headers };

/**
 * What /products/{param} answers when it is not a prebuilt page, in either language (src/pages/products/[...rest].astro
 * and its Nepali twin): a permanent redirect when the parameter is a visible product's id (one address per product),
 * the product (kept a minute by browsers), or null with a 404 status.
 */
export async function liveProductAnswer(
  param: string,
  locale: Locale,
  response: PageResponse,
): Promise<Response | Product | null> {
  const product = await findLiveProduct(param);
  if (!product) {
    markNotFound(response);
    return null;
  }
  const own = productPath(product);
  if (own !== `/products/${encodeURIComponent(param)}`) {
    const headers = { Location: localizedPath(own, locale), 'Cache-Control': 'public, max-age=3600' };
    return new Response(null, { status: 301, headers });
  }
  response.headers.set('Cache-Control', 'public, max-age=60');
  return product;
}
