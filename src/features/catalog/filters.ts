/**
 * /products filter state, query string and filtering/sorting, docs/rules.md §2 "Products list", §4 "Filters (products)",
 * §5 "Products filters", §9 "Price filter" and "Sort options".
 */
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { findProducts } from '../search/match';

/** docs/rules.md §9 sort option values. */
export type SortValue = 'default' | 'price-low' | 'price-high' | 'name-asc' | 'name-desc';
/** docs/rules.md §9 product type values. */
export type ProductType = 'organic' | 'featured' | 'new';

/** docs/rules.md §9 sort option values, in the order the sort menu lists them. */
export const SORT_VALUES_IN_ORDER: readonly SortValue[] = [
  'default',
  'price-low',
  'price-high',
  'name-asc',
  'name-desc',
];

/**
 * docs/rules.md §9 sort options with their labels in the page's language ("default" has no quoted label in
 * docs/rules.md; "Default" is used).
 */
export function sortOptions(locale: Locale = 'en'): { value: SortValue; label: string }[] {
  const labels: Record<SortValue, string> = {
    default: m.list_sort_default({}, { locale }),
    'price-low': m.list_sort_price_low({}, { locale }),
    'price-high': m.list_sort_price_high({}, { locale }),
    'name-asc': m.list_sort_name_asc({}, { locale }),
    'name-desc': m.list_sort_name_desc({}, { locale }),
  };
  return SORT_VALUES_IN_ORDER.map((value) => ({ value, label: labels[value] }));
}

/** docs/rules.md §9 product type values, in the order the filter lists them. */
export const PRODUCT_TYPE_VALUES: readonly ProductType[] = ['organic', 'featured', 'new'];

/** docs/rules.md §9 product types with their labels in the page's language. */
export function productTypes(locale: Locale = 'en'): { value: ProductType; label: string }[] {
  const labels: Record<ProductType, string> = {
    organic: m.list_type_organic({}, { locale }),
    featured: m.list_type_featured({}, { locale }),
    new: m.list_type_new({}, { locale }),
  };
  return PRODUCT_TYPE_VALUES.map((value) => ({ value, label: labels[value] }));
}

/** docs/rules.md §2: the category value meaning "All Products". */
export const ALL_CATEGORIES = 'all';
/** docs/rules.md §5/§9: default price range 0..10000. */
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 10000;
/** docs/rules.md §9: price slider step. */
export const PRICE_STEP = 10;

/** The product fields the filters read (docs/rules.md §3 Product). Cooperative filtering uses cooperativeName. */
export interface FilterableProduct {
  name: string;
  nepaliName?: string | null;
  /** Search keys from the build (src/features/search/keys.ts); without them the names are folded on the fly. */
  keys?: string | null;
  price: number;
  category?: string | null;
  cooperativeName?: string | null;
  location?: string | null;
  isOrganic?: boolean | null;
  isFeatured?: boolean | null;
  isNew?: boolean | null;
}

/** docs/rules.md §2 query parameters as state. */
export interface FilterState {
  category: string;
  cooperatives: string[];
  locations: string[];
  types: ProductType[];
  minPrice: number;
  maxPrice: number;
  search: string;
  sort: SortValue;
}

/** docs/rules.md §9: slider maximum is 10000, raised to the (rounded-up) highest price when that is larger. */
export function sliderMaxFor(highestPrice: number): number {
  return Number.isFinite(highestPrice) ? Math.max(DEFAULT_MAX_PRICE, Math.ceil(highestPrice)) : DEFAULT_MAX_PRICE;
}

/** docs/rules.md §9: slider maximum for a product list (10000 or the highest product price if larger). */
export function priceSliderMax(products: readonly Pick<FilterableProduct, 'price'>[]): number {
  return sliderMaxFor(products.reduce((max, p) => (Number.isFinite(p.price) && p.price > max ? p.price : max), 0));
}

/** docs/rules.md §4 Reset / Clear Filters: category all, empty selections, price 0..max, empty search, default sort. */
export function defaultFilters(highestPrice = 0): FilterState {
  return {
    category: ALL_CATEGORIES,
    cooperatives: [],
    locations: [],
    types: [],
    minPrice: DEFAULT_MIN_PRICE,
    maxPrice: sliderMaxFor(highestPrice),
    search: '',
    sort: 'default',
  };
}

const SORT_VALUES = new Set<string>(SORT_VALUES_IN_ORDER);
const TYPE_VALUES = new Set<string>(PRODUCT_TYPE_VALUES);

/**
 * Comma list → trimmed, non-empty, de-duplicated values in order. Repeated parameters are merged, so a plain HTML
 * form with one checkbox per value (`cooperatives=A&cooperatives=B`, the filter sheet with JavaScript off) reads
 * the same as the comma list `cooperatives=A,B`.
 */
function splitList(values: string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((v) => v.split(','))
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

/** docs/rules.md §5: minPrice/maxPrice are parsed as integers (decimals truncated); anything else → the default. */
function parsePrice(value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const s = value.trim();
  if (!/^\d+(\.\d+)?$/.test(s)) return fallback;
  const n = Math.trunc(Number(s));
  return Number.isSafeInteger(n) ? n : fallback;
}

/**
 * docs/rules.md §2: read filter state from the address query (category, cooperatives, locations, types — comma lists or
 * repeated parameters —,
 * minPrice, maxPrice, search, sort). Unknown types and sorts are dropped; garbage prices fall back to 0 and the
 * slider maximum (10000, or highestPrice when larger).
 */
export function parseFilters(params: URLSearchParams, highestPrice = 0): FilterState {
  const defaults = defaultFilters(highestPrice);
  const category = params.get('category')?.trim();
  const sort = params.get('sort')?.trim() ?? '';
  return {
    category: category ? category : ALL_CATEGORIES,
    cooperatives: splitList(params.getAll('cooperatives')),
    locations: splitList(params.getAll('locations')),
    types: splitList(params.getAll('types')).filter((t): t is ProductType => TYPE_VALUES.has(t)),
    minPrice: parsePrice(params.get('minPrice'), defaults.minPrice),
    maxPrice: parsePrice(params.get('maxPrice'), defaults.maxPrice),
    search: params.get('search') ?? '',
    sort: SORT_VALUES.has(sort) ? (sort as SortValue) : 'default',
  };
}

/**
 * docs/rules.md §2: the query string (without "?") for a state, writing only non-default values, lists as comma lists with
 * literal commas. Parameter order: category, cooperatives, locations, types, minPrice, maxPrice, search, sort.
 */
export function filtersToQuery(state: FilterState, highestPrice = 0): string {
  const defaults = defaultFilters(highestPrice);
  const p = new URLSearchParams();
  if (state.category && state.category !== ALL_CATEGORIES) p.set('category', state.category);
  if (state.cooperatives.length) p.set('cooperatives', state.cooperatives.join(','));
  if (state.locations.length) p.set('locations', state.locations.join(','));
  if (state.types.length) p.set('types', state.types.join(','));
  if (state.minPrice !== defaults.minPrice) p.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== defaults.maxPrice) p.set('maxPrice', String(state.maxPrice));
  if (state.search.trim() !== '') p.set('search', state.search);
  if (state.sort !== 'default') p.set('sort', state.sort);
  return p.toString().replace(/%2C/gi, ',');
}

/** docs/rules.md §5 Product Type: a product matches a type when its flag is set. */
function hasType(p: FilterableProduct, t: ProductType): boolean {
  if (t === 'organic') return p.isOrganic === true;
  if (t === 'featured') return p.isFeatured === true;
  return p.isNew === true;
}

/**
 * docs/rules.md §5 Products filters, then the chosen sort: price outside min..max (inclusive) is hidden; search as the header search reads it (findProducts,
 * src/features/search/match.ts: the spec's substring first, then loose matches for 3 characters or more);
 * category exact match (unless "all"; surrounding spaces in the record are ignored, like the option lists); cooperative (by cooperativeName) and location match any selected value;
 * product type matches if any selected type applies. Empty selections do not filter.
 */
export function applyFilters<T extends FilterableProduct>(products: readonly T[], state: FilterState): T[] {
  const found = state.search.trim() === '' ? null : new Set(findProducts(products, state.search));
  const filtered = products.filter(
    (p) =>
      p.price >= state.minPrice &&
      p.price <= state.maxPrice &&
      (found === null || found.has(p)) &&
      (state.category === ALL_CATEGORIES || (p.category ?? '').trim() === state.category) &&
      (state.cooperatives.length === 0 || state.cooperatives.includes((p.cooperativeName ?? '').trim())) &&
      (state.locations.length === 0 || state.locations.includes((p.location ?? '').trim())) &&
      (state.types.length === 0 || state.types.some((t) => hasType(p, t))),
  );
  return sortProducts(filtered, state.sort);
}

/** docs/rules.md §9 sort options. "default" keeps the given order (the list arrives newest first); sorts are stable. */
export function sortProducts<T extends Pick<FilterableProduct, 'name' | 'price'>>(
  products: readonly T[],
  sort: SortValue,
): T[] {
  const list = [...products];
  switch (sort) {
    case 'price-low':
      return list.sort((a, b) => a.price - b.price);
    case 'price-high':
      return list.sort((a, b) => b.price - a.price);
    case 'name-asc':
      return list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    case 'name-desc':
      return list.sort((a, b) => b.name.localeCompare(a.name, 'en'));
    default:
      return list;
  }
}

/**
 * docs/rules.md §2 Filters button badge: counts what the filter sheet controls — 1 for a category, 1 per selected
 * cooperative, location and type, and 1 when the price range differs from 0..slider max. Search and sort live
 * outside the sheet and are not counted.
 */
export function activeFilterCount(state: FilterState, highestPrice = 0): number {
  const defaults = defaultFilters(highestPrice);
  return (
    (state.category !== ALL_CATEGORIES ? 1 : 0) +
    state.cooperatives.length +
    state.locations.length +
    state.types.length +
    (state.minPrice !== defaults.minPrice || state.maxPrice !== defaults.maxPrice ? 1 : 0)
  );
}

/** Distinct non-empty trimmed values in first-seen order. */
function distinct(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const v of values) {
    const s = typeof v === 'string' ? v.trim() : '';
    if (s !== '') seen.add(s);
  }
  return [...seen];
}

/** docs/rules.md §2 home tabs / list Categories: each distinct non-empty category, in first-seen (newest product) order. */
export function distinctCategories(products: readonly Pick<FilterableProduct, 'category'>[]): string[] {
  return distinct(products.map((p) => p.category));
}

/** docs/rules.md §2: cooperative options derived from the product list, distinct non-empty names sorted A to Z. */
export function distinctCooperatives(products: readonly Pick<FilterableProduct, 'cooperativeName'>[]): string[] {
  return distinct(products.map((p) => p.cooperativeName)).sort((a, b) => a.localeCompare(b, 'en'));
}

/** docs/rules.md §2: location options derived from the product list, distinct non-empty values sorted A to Z. */
export function distinctLocations(products: readonly Pick<FilterableProduct, 'location'>[]): string[] {
  return distinct(products.map((p) => p.location)).sort((a, b) => a.localeCompare(b, 'en'));
}
