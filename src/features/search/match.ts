/**
 * Header product search rules, docs/rules.md §4 "Product search box", §5 "Product search" and §9 "Search".
 */
import type { Locale } from '../../lib/i18n';
import { formatNumber } from '../../lib/money';
import * as m from '../../paraglide/messages.js';
import { nearlyContains, searchKey } from './fold';
import { SYNONYMS_MARK } from './keys';

/** docs/rules.md §5/§9: search runs only for trimmed input of at least 2 characters. */
export const SEARCH_MIN_CHARS = 2;
/** docs/rules.md §9: recent searches kept. */
export const MAX_RECENT_SEARCHES = 5;
// The dropdown's words ("Start typing to search for products", "No products found", "N results found") are messages:
// search_start_typing, search_no_results, search_results_found_one/_other (messages/en.json).

/** The dropdown's count line: "1 result found", "12 results found"; Nepali pages count in Devanagari digits. */
export function resultsFoundText(count: number, locale: Locale): string {
  const n = formatNumber(count, locale);
  return count === 1
    ? m.search_results_found_one({ count: n }, { locale })
    : m.search_results_found_other({ count: n }, { locale });
}

/** The product fields search reads. */
export interface Searchable {
  name: string;
  nepaliName?: string | null;
  /**
   * The product's search keys, made at build time (src/features/search/keys.ts): its names and the synonyms operators
   * gave them, folded (src/features/search/fold.ts). Without them only the spec's substring rule applies.
   */
  keys?: string | null;
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

/** Loose matching (below) needs at least this many characters: two letters are too ambiguous to read loosely. */
export const LOOSE_MIN_CHARS = 3;
/** One typo is allowed once the folded query has this many letters. */
const TYPO_MIN_LETTERS = 4;

/** docs/rules.md §5: the spec's own rule, a case-insensitive substring of the name or the Nepali name. */
function containsQuery(p: Searchable, q: string): boolean {
  return p.name.toLowerCase().includes(q) || (p.nepaliName ?? '').toLowerCase().includes(q);
}

/**
 * How well a product's key words meet one folded query word, best first: 1 a key word starts with it (or is it, for
 * two letters), 2 a key word contains it (3 letters or more), 3 a key word contains it with one typo (4 letters or
 * more); null for no match.
 */
function wordRank(words: readonly string[], folded: string): number | null {
  // Two letters of key ("aap" is "ap") must be a whole word: as a prefix they would meet half the catalogue.
  if (folded.length < 3) return folded.length === 2 && words.includes(folded) ? 1 : null;
  if (words.some((w) => w.startsWith(folded))) return 1;
  if (folded.length >= 3 && words.some((w) => w.includes(folded))) return 2;
  if (folded.length >= TYPO_MIN_LETTERS && words.some((w) => nearlyContains(w, folded))) return 3;
  return null;
}

/** A word met only through a synonym ranks just after the same match on the product's own names. */
const SYNONYM_PENALTY = 0.5;

/**
 * Every word of the query must meet the keys; the product ranks as its worst-met word. Keys are the product's own
 * words, then, after SYNONYMS_MARK, its synonyms' (src/features/search/keys.ts).
 */
function looseRank(keys: string, queryWords: readonly string[]): number | null {
  const [own = '', synonyms = ''] = keys.split(SYNONYMS_MARK);
  const ownWords = own.split(' ');
  const synonymWords = synonyms.split(' ').filter((w) => w !== '');
  let worst = 0;
  for (const q of queryWords) {
    const direct = wordRank(ownWords, q);
    const through = wordRank(synonymWords, q);
    const rank = direct ?? (through === null ? null : through + SYNONYM_PENALTY);
    if (rank === null) return null;
    worst = Math.max(worst, rank);
  }
  return worst > 0 ? worst : null;
}

/**
 * docs/rules.md §5: the products whose name (case-insensitive) or Nepali name contains the trimmed query, in index
 * order; then, for a query of 3 characters or more, the products its search key meets loosely ("aalu" → आलु,
 * "golveda" → गोलभेडा, "potato" → आलु through an operator's synonym, one typo allowed), best match first.
 * No length minimum: the product list filters on any text; the header search asks for 2 characters first.
 */
export function findProducts<T extends Searchable>(index: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...index];
  const exact = index.filter((p) => containsQuery(p, q));
  if ([...q].length < LOOSE_MIN_CHARS) return exact;
  const queryWords = searchKey(q)
    .split(' ')
    .filter((w) => w !== '');
  const loose: { product: T; rank: number }[] = [];
  for (const p of index) {
    if (exact.includes(p)) continue;
    const rank = looseRank(p.keys || searchKey(`${p.name} ${p.nepaliName ?? ''}`), queryWords);
    if (rank !== null) loose.push({ product: p, rank });
  }
  // Array.prototype.sort is stable: index order within a rank.
  return [...exact, ...loose.sort((a, b) => a.rank - b.rank).map((l) => l.product)];
}

/** docs/rules.md §5: the header search's results; [] for a query shorter than 2 characters after trimming. */
export function searchProducts<T extends Searchable>(index: readonly T[], query: string): T[] {
  return isSearchable(query) ? findProducts(index, query) : [];
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

/** docs/rules.md §4: picking a result saves it as the most recent search — de-duplicated by id, newest first, at most `max`. */
export function pushRecent<T extends { id: string }>(list: readonly T[], entry: T, max = MAX_RECENT_SEARCHES): T[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, Math.max(0, max));
}
