/**
 * A product's search keys (docs/rules.md §5 "How people type"), made at build time: its English and Nepali names and
 * the words of every synonym group (operators' search_synonyms records, docs/operators.md "Search synonyms") that
 * names it, all folded by src/features/search/fold.ts. The header search index and the product list both carry them,
 * so the browser only folds the query.
 */
import { searchKey } from './fold';

/** One synonym group: words meaning the same produce, as typed by an operator ("potato, aalu, aloo, आलु"). */
export type SynonymGroup = readonly string[];

/** Between a product's own words and its synonyms' in its keys: search ranks its own names first. */
export const SYNONYMS_MARK = ' | ';

/** Most words a group may hold (the field's length keeps it small anyway). */
const MAX_GROUP_WORDS = 20;

/**
 * A search_synonyms record's words: split on commas (Latin or Devanagari full stops are not separators), trimmed,
 * empty ones dropped. null when fewer than two words remain: a group of one word adds nothing.
 */
export function readSynonymGroup(words: unknown): SynonymGroup | null {
  if (typeof words !== 'string') return null;
  const list = words
    .split(/[,،、\n]/)
    .map((w) => w.trim())
    .filter((w) => w !== '' && searchKey(w) !== '')
    .slice(0, MAX_GROUP_WORDS);
  return list.length >= 2 ? list : null;
}

/**
 * A group's words folded, once per group: a build passes the same groups for every product (loadSynonyms keeps them),
 * and folding them again for each of 5,000 products was most of an incremental build's CPU (bench/README.md).
 */
const foldedGroups = new WeakMap<SynonymGroup, readonly string[]>();
function foldedGroup(group: SynonymGroup): readonly string[] {
  let keys = foldedGroups.get(group);
  if (!keys) {
    keys = group.map(searchKey).filter((k) => k !== '');
    foldedGroups.set(group, keys);
  }
  return keys;
}

/**
 * The product's keys: the folded words of its names, then (after SYNONYMS_MARK) those of every group one of whose
 * words (or phrases) its names contain as whole words. Each word once.
 */
export function productSearchKeys(
  product: { name: string; nepaliName?: string | null },
  groups: readonly SynonymGroup[],
): string {
  const own = searchKey(`${product.name} ${product.nepaliName ?? ''}`);
  const ownWords = new Set(own.split(' ').filter((w) => w !== ''));
  const synonymWords = new Set<string>();
  const padded = ` ${own} `;
  for (const group of groups) {
    const keys = foldedGroup(group);
    if (!keys.some((k) => padded.includes(` ${k} `))) continue;
    for (const k of keys) for (const w of k.split(' ')) if (!ownWords.has(w)) synonymWords.add(w);
  }
  const names = [...ownWords].join(' ');
  return synonymWords.size > 0 ? `${names}${SYNONYMS_MARK}${[...synonymWords].join(' ')}` : names;
}
