/**
 * The header search's product index (docs/rules.md §3 Product, trimmed to what search shows): built into the static file
 * /search-index.json at build time and read back by the browser, from the network or from its cached copy.
 */
import { isNonEmptyText, isRecord, listOf, text } from '../../lib/read';
import { THUMB_SIZE } from '../../lib/image-sizes';
import { isShopperVisible } from '../../lib/visibility.mjs';
import { productSearchKeys, type SynonymGroup } from './keys';

/** One product in the search index. `image` is a small optimised thumbnail path, never a PocketBase URL. */
export interface SearchIndexEntry {
  id: string;
  slug: string;
  name: string;
  nepaliName: string;
  image: string;
  /**
   * Folded names and synonyms (src/features/search/keys.ts): what loose search compares the query with. Missing in
   * a copy cached before the keys existed; search then folds the names itself.
   */
  keys?: string;
}

/** Results show 40×40; the gallery's thumbnail size, so the build encodes each product's thumbnail once for both. */
export const THUMBNAIL_SIZE = THUMB_SIZE;

export const SEARCH_INDEX_PATH = '/search-index.json';

/** One entry as read from outside: id and name are required, missing optional text becomes "". */
function readEntry(v: unknown): SearchIndexEntry | null {
  if (!isRecord(v) || !isNonEmptyText(v.id) || !isNonEmptyText(v.name)) return null;
  const entry = { id: v.id, slug: text(v.slug), name: v.name, nepaliName: text(v.nepaliName), image: text(v.image) };
  return isNonEmptyText(v.keys) ? { ...entry, keys: v.keys } : entry;
}

/**
 * Reads an index from outside (the fetched file or localStorage): a list of entries, each needing an id and a name;
 * an entry without them is dropped, missing optional text becomes "". Anything that is not a list gives null.
 */
export function parseSearchIndex(value: unknown): SearchIndexEntry[] | null {
  return Array.isArray(value) ? listOf(value, readEntry) : null;
}

/** The product fields the index is built from (a parsed Product has them all). */
export interface IndexableProduct {
  id: string;
  slug: string;
  name: string;
  nepaliName: string;
  imageUrl: string;
  isVisible: boolean;
}

/**
 * Build time: the index entries for the visible products, in the given order, with each image replaced by
 * `thumbnail(imageUrl)` (the optimiser; it handles "" itself), and its search keys with the operators' synonym groups.
 * Only the fields search needs, to keep the file small.
 */
export async function buildSearchIndex(
  products: readonly IndexableProduct[],
  thumbnail: (imageUrl: string) => Promise<string>,
  synonyms: readonly SynonymGroup[] = [],
): Promise<SearchIndexEntry[]> {
  const visible = products.filter((p) => isShopperVisible(p));
  return Promise.all(
    visible.map(async (p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      nepaliName: p.nepaliName,
      image: await thumbnail(p.imageUrl),
      keys: productSearchKeys(p, synonyms),
    })),
  );
}
