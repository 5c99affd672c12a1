// Catalogue data for pages: the visible products (build-time content
// collection) and their card data with image endpoint URLs.
//
// Why a prerendered JSON file (src/pages/products/cards.json.ts)? The /products
// page is rendered on demand so the query string is applied on the server; the
// build writes the card data once to `client/products/cards.json`, and the
// on-demand page reads that file from disk once per server start instead of
// asking PocketBase on every request. In `astro dev` (no build) the cards are
// computed on the fly instead.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCollection } from 'astro:content';
import type { Locale } from '../../lib/i18n';
import { optimisedImage } from '../../lib/images/page-images';
import { newestFirst } from '../../lib/newest-first';
import { readAllCategories } from '../../lib/data/categories.server';
import { districtNameNe } from '../../lib/data/districts.server';
import { distinctLocations } from './filters';
import { type CategoryNames, readCategoryNames } from './category-names';
import { CARD_IMAGE_SIZE, toCardData, type ProductCardData } from './card-data';
import { productSearchKeys } from '../search/keys';
import { loadSynonyms } from '../search/synonyms.server';
import type { Product } from '../../lib/data/products.parse';

/** All visible products (the loader already dropped hidden ones), newest first (docs/rules.md §7 sort -created). */
export async function visibleProducts(): Promise<Product[]> {
  const entries = await getCollection('products');
  return entries.map((e) => e.data).sort(newestFirst);
}

let cardsOfBuild: Promise<ProductCardData[]> | null = null;

/**
 * Card data of every visible product, newest first, with resized images and search keys. Made once per build: the
 * content collections do not change within one, and cards.json and both home pages each made all 5,000 again. Not in
 * `astro dev`, where the collections follow PocketBase.
 */
export function buildProductCards(): Promise<ProductCardData[]> {
  if (import.meta.env.DEV) return makeProductCards();
  cardsOfBuild ??= makeProductCards().catch((err: unknown) => {
    cardsOfBuild = null;
    throw err;
  });
  return cardsOfBuild;
}

async function makeProductCards(): Promise<ProductCardData[]> {
  const [products, synonyms] = await Promise.all([visibleProducts(), loadSynonyms()]);
  return Promise.all(
    products.map(async (p) => ({
      ...toCardData(p, (await optimisedImage(p.imageUrl, CARD_IMAGE_SIZE, CARD_IMAGE_SIZE)).src),
      keys: productSearchKeys(p, synonyms),
    })),
  );
}

/** Where the build wrote cards.json: `<outDir>/client/products/cards.json`, found by walking up from this chunk. */
async function readBuiltCards(): Promise<ProductCardData[] | null> {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const parsed: unknown = JSON.parse(await readFile(join(dir, 'client', 'products', 'cards.json'), 'utf8'));
      if (Array.isArray(parsed)) return parsed as ProductCardData[];
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

let builtCards: Promise<ProductCardData[] | null> | undefined;

/** Card data for on-demand pages: the build's cards.json (read once), or computed now in `astro dev`. */
export async function loadProductCards(): Promise<ProductCardData[]> {
  builtCards ??= readBuiltCards();
  const cards = await builtCards;
  if (cards) return cards;
  if (import.meta.env.PROD)
    console.warn('[catalog] cards.json not found next to the server build; reading the catalogue now');
  return buildProductCards();
}

/** On-demand pages reuse the category names for this long (a build reads them once anyway). */
const CATEGORY_NAMES_TTL_MS = 60_000;
let categoryNames: { at: number; names: Promise<CategoryNames> } | null = null;

/**
 * The operators' Nepali category names (the `categories` collection's `name_ne`, docs/operators.md "Nepali texts"),
 * read as the catalogue reader at most once a minute. A failed read shows the English names (logged) rather than
 * failing the page, and is not kept.
 */
export function loadCategoryNames(now = Date.now()): Promise<CategoryNames> {
  if (categoryNames && now - categoryNames.at < CATEGORY_NAMES_TTL_MS) return categoryNames.names;
  const names = readAllCategories().then(readCategoryNames, (err: unknown) => {
    console.warn(`[catalog] could not read the category names: ${(err as Error)?.message ?? err}`);
    if (categoryNames?.names === names) categoryNames = null;
    return {};
  });
  categoryNames = { at: now, names };
  return names;
}

/**
 * The category names a page in `locale` hands its islands (categoryNameIn in ./category-names.ts): the Nepali names
 * on Nepali pages; nothing on English pages, which show the English names and whose HTML stays as it was.
 */
export async function categoryNamesFor(locale: Locale): Promise<CategoryNames | undefined> {
  return locale === 'ne' ? loadCategoryNames() : undefined;
}

/**
 * The Nepali names of the districts products come from (their `location`), for the Nepali filter sheet: each from the
 * districts' `districtName_ne` (districtNameNe, read at most once a minute); a location without one is left out (shown
 * in English, marked).
 */
export async function locationNamesNe(all: readonly ProductCardData[]): Promise<Record<string, string>> {
  const locations = distinctLocations(all);
  const names = await Promise.all(locations.map((location) => districtNameNe(location)));
  return Object.fromEntries(locations.flatMap((location, i) => (names[i] ? [[location, names[i]]] : [])));
}
