// Products newer than the last build, looked up in PocketBase at request time
// as the shop's catalogue reader (src/lib/data/products.server.ts: never spending a
// guest budget), which sees hidden products too, so they are filtered here,
// explicitly, by slug and by id. docs/rules.md §7: by slug, then, for parameters of at
// least 15 characters, by id.
import type { Product } from '../../lib/data/products.parse';
import { findProduct } from '../../lib/data/products.server';
import { type Locale, localizedPath } from '../../lib/i18n';
import { markNotFound } from '../../lib/not-found';
import { isSlug } from '../../lib/slug.mjs';
import { isShopperVisible } from '../../lib/visibility.mjs';
import { productPath, productSegment } from '../../lib/paths';

const ID_LOOKUP_MIN_LENGTH = 15;

export async function findLiveProduct(param: string): Promise<Product | null> {
  // Neither a slug PocketBase stores nor a record id (which has a slug's shape): no record to ask for.
  if (!isSlug(param)) return null;
  const product = await findProduct(param, param.length >= ID_LOOKUP_MIN_LENGTH ? param : null).catch(() => null);
  return isShopperVisible(product) ? product : null;
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
  if (productSegment(product) !== param) {
    const headers = { Location: localizedPath(productPath(product), locale), 'Cache-Control': 'public, max-age=3600' };
    return new Response(null, { status: 301, headers });
  }
  response.headers.set('Cache-Control', 'public, max-age=60');
  return product;
}
