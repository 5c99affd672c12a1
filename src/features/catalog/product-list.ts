/**
 * One page of the /products list: the server filters the whole catalogue and sends only the cards a shopper sees
 * first (page weight stays flat as the catalogue grows to thousands of products); "Show more" asks for the next
 * page. Pure: used by the on-demand page, its JSON endpoint and the island.
 */
import type { FilterOptions } from './FilterSheet';
import {
  applyFilters,
  distinctCategories,
  distinctCooperatives,
  distinctLocations,
  parseFilters,
  priceSliderMax,
} from './filters';
import { withoutSearchKeys, type ProductCardData } from './card-data';
import type { CategoryNames } from './category-names';

/**
 * Cards per page: three rows on wide screens, six on phones. Each card is DOM that a phone must style, lay out and
 * hydrate before it responds (Lighthouse's blocking time on /products doubled with 24).
 */
export const LIST_PAGE_SIZE = 12;
/** The most cards one answer carries (a no-JavaScript "Show more" chain stops growing here). */
export const MAX_LIST_LIMIT = 480;

/** Query parameter with how many cards the no-JavaScript page shows ("Show more" links raise it). */
export const SHOWN_PARAM = 'shown';

export interface ProductListPage {
  /** How many products match the filters (the heading's count). */
  total: number;
  cards: ProductCardData[];
}

/** The filter sheet's options, with the categories' names in the page's language when it is not English. */
export type ListOptions = FilterOptions & {
  /** Nepali category names (categoryNameIn in ./category-names.ts); absent on English pages. */
  categoryNames?: CategoryNames;
};

/**
 * Filter options from the whole catalogue, so the sheet offers every value whatever the current page shows. The
 * options stay the categories as written on products (what the filter compares); `categoryNames` (from
 * categoryNamesFor in catalog.server.ts) only names them on screen.
 */
export function listOptions(
  all: readonly ProductCardData[],
  categoryNames?: CategoryNames,
  nepali?: { locationNames: Record<string, string> },
): ListOptions {
  const cooperatives = distinctCooperatives(all);
  return {
    categories: distinctCategories(all),
    cooperatives,
    locations: distinctLocations(all),
    sliderMax: priceSliderMax(all),
    ...(categoryNames ? { categoryNames } : {}),
    ...(nepali ? { cooperativeNames: cooperativeNamesNe(all, cooperatives), locationNames: nepali.locationNames } : {}),
  };
}

/** The Nepali names of the cooperatives (as the filter lists them: trimmed), from the first card that gives one. */
function cooperativeNamesNe(all: readonly ProductCardData[], cooperatives: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {};
  const listed = new Set(cooperatives);
  for (const card of all) {
    const english = card.cooperativeName.trim();
    if (card.cooperativeName_ne && listed.has(english) && !Object.hasOwn(names, english))
      names[english] = card.cooperativeName_ne;
  }
  return names;
}

/** `shown` from a query: a whole number of pages between one page and the cap; garbage means one page. */
export function parseShown(raw: string | null): number {
  const n = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : LIST_PAGE_SIZE;
  return Math.min(MAX_LIST_LIMIT, Math.max(LIST_PAGE_SIZE, Math.ceil(n / LIST_PAGE_SIZE) * LIST_PAGE_SIZE));
}

/** The cards matching the query's filters, from `offset`, at most `limit` of them; without their search keys (the island never needs them). */
export function listPage(
  all: readonly ProductCardData[],
  params: URLSearchParams,
  offset: number,
  limit: number,
): ProductListPage {
  const matching = applyFilters(all, parseFilters(params, priceSliderMax(all)));
  return {
    total: matching.length,
    cards: matching.slice(offset, offset + limit).map(withoutSearchKeys),
  };
}
