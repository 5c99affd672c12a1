/**
 * The header search's product index (spec §3 Product, trimmed to what search shows): built into the static file
 * /search-index.json at build time and read back by the browser, from the network or from its cached copy.
 */
import { z } from 'zod';

/** One product in the search index. `image` is a small optimised thumbnail path, never a PocketBase URL. */
export interface SearchIndexEntry {
  id: string;
  slug: string;
  name: string;
  nepaliName: string;
  image: string;
}

/** Thumbnail size (CSS px × 2 for dense screens: results show 40×40). */
export const THUMBNAIL_SIZE = 80;

export const SEARCH_INDEX_PATH = '/search-index.json';

const entrySchema = z.object({
  id: z.string().min(1),
  slug: z.string().catch(''),
  name: z.string().min(1),
  nepaliName: z.string().catch(''),
  image: z.string().catch(''),
});

/**
 * Reads an index from outside (the fetched file or localStorage): a list of entries, each needing an id and a name;
 * an entry without them is dropped, missing optional text becomes "". Anything that is not a list gives null.
 */
export function parseSearchIndex(value: unknown): SearchIndexEntry[] | null {
  if (!Array.isArray(value)) return null;
  const out: SearchIndexEntry[] = [];
  for (const item of value) {
    const r = entrySchema.safeParse(item);
    if (r.success) out.push(r.data);
  }
  return out;
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
 * `thumbnail(imageUrl)` (the optimiser; it handles "" itself). Only the fields search needs, to keep the file small.
 */
export async function buildSearchIndex(
  products: readonly IndexableProduct[],
  thumbnail: (imageUrl: string) => Promise<string>,
): Promise<SearchIndexEntry[]> {
  const visible = products.filter((p) => p.isVisible);
  return Promise.all(
    visible.map(async (p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      nepaliName: p.nepaliName,
      image: await thumbnail(p.imageUrl),
    })),
  );
}
