/**
 * Header product search rules, docs/rules.md §4 "Product search box", §5 "Product search" and §9 "Search".
 */

/** docs/rules.md §5/§9: search runs only for trimmed input of at least 2 characters. */
export const SEARCH_MIN_CHARS = 2;
/** docs/rules.md §9: recent searches kept. */
export const MAX_RECENT_SEARCHES = 5;

/** docs/rules.md §4: shown under 2 characters when there are no recent searches (verbatim). */
export const START_TYPING_TEXT = 'Start typing to search for products';
/** docs/rules.md §4: no match (verbatim). */
export const NO_RESULTS_TEXT = 'No products found';

/** The product fields search reads. */
export interface Searchable {
  name: string;
  nepaliName?: string | null;
}

/** docs/rules.md §3 Recent search entry. */
export interface RecentSearch {
  id: string;
  slug?: string | null;
  name: string;
  image?: string | null;
  timestamp: number;
}

/** docs/rules.md §5: true when the trimmed query is long enough to search (≥ 2 UTF-16 characters). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_CHARS;
}

/**
 * docs/rules.md §5: the products whose name (case-insensitive) or Nepali name contains the trimmed query, in index order;
 * [] for a query shorter than 2 characters after trimming. The Nepali-name match is also case-insensitive, which
 * only matters for Latin letters in it.
 */
export function searchProducts<T extends Searchable>(index: readonly T[], query: string): T[] {
  if (!isSearchable(query)) return [];
  const q = query.trim().toLowerCase();
  return index.filter((p) => p.name.toLowerCase().includes(q) || (p.nepaliName ?? '').toLowerCase().includes(q));
}

/** A piece of text for highlighting; `match` pieces are rendered highlighted (docs/rules.md §5 "matches highlighted"). */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * docs/rules.md §5: splits `text` into matching and non-matching parts for the trimmed query (case-insensitive, every
 * non-overlapping occurrence). Concatenating the parts gives `text` back. A blank query gives one plain part;
 * empty text gives [].
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  if (text === '') return [];
  const q = query.trim();
  if (q === '') return [{ text, match: false }];
  const re = new RegExp(escapeRegExp(q), 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** docs/rules.md §5: the count line, literally "N results found" for every N (including "1 results found"). */
export function resultsLabel(n: number): string {
  return `${n} results found`;
}

/** docs/rules.md §4: picking a result saves it as the most recent search — de-duplicated by id, newest first, at most `max`. */
export function pushRecent<T extends { id: string }>(list: readonly T[], entry: T, max = MAX_RECENT_SEARCHES): T[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, Math.max(0, max));
}

/** docs/rules.md §4: a picked result navigates to /products/{slug, or id if no slug}. */
export function productPath(p: { id: string; slug?: string | null }): string {
  const slug = p.slug?.trim();
  return `/products/${encodeURIComponent(slug ? slug : p.id)}`;
}
