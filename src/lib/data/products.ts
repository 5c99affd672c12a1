// The web_products collection: what the build publishes and where its files are served from. Importable anywhere
// (no client); the reads at request time are in products.server.ts.
import { fileUrl } from '../pocketbase';
import { VISIBLE_FILTER } from '../visibility.mjs';

export const PRODUCTS_COLLECTION = 'web_products';

/** What the build loads (src/content.config.ts): the products shoppers may see, newest first (docs/rules.md §7). */
export const PUBLISHED_PRODUCTS = { collection: PRODUCTS_COLLECTION, filter: VISIBLE_FILTER, sort: '-created' };

/** The address of a product record's file (docs/rules.md §3). */
export function productFileUrl(recordId: string, file: string): string {
  return fileUrl(PRODUCTS_COLLECTION, recordId, file);
}
