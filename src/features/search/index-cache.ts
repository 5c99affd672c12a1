/**
 * docs/rules.md §3 "Browser-cached products: data, timestamp, version" and §9 "product cache 24 hours": the search index copy
 * kept in localStorage. Storage and clock are passed in, so the rules are testable without a browser.
 */
import { parseSearchIndex, type SearchIndexEntry } from './index-data';

export const INDEX_CACHE_KEY = 'krishi-search-index';
export const INDEX_CACHE_VERSION = '1.0';
/** docs/rules.md §9: a cached copy is usable while it is under 24 hours old. */
export const INDEX_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** The part of localStorage the cache uses. */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CachedIndex {
  data: SearchIndexEntry[];
  timestamp: number;
  version: string;
}

/**
 * The cached index when there is one of this version that is under 24 hours old at `now` (a timestamp in the
 * future counts as invalid: the clock was changed); otherwise null. Damaged values and storage errors give null.
 */
export function readCachedIndex(storage: CacheStorage | null | undefined, now: number): CachedIndex | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(INDEX_CACHE_KEY) ?? null;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { data, timestamp, version } = value as Record<string, unknown>;
  if (version !== INDEX_CACHE_VERSION || typeof timestamp !== 'number') return null;
  const age = now - timestamp;
  if (!(age >= 0 && age < INDEX_CACHE_TTL_MS)) return null;
  const entries = parseSearchIndex(data);
  return entries ? { data: entries, timestamp, version } : null;
}

/** Stores `data` stamped with `now`. Storage that is full or disabled is ignored: the cache is only a fallback. */
export function writeCachedIndex(
  storage: CacheStorage | null | undefined,
  data: SearchIndexEntry[],
  now: number,
): void {
  const value: CachedIndex = { data, timestamp: now, version: INDEX_CACHE_VERSION };
  try {
    storage?.setItem(INDEX_CACHE_KEY, JSON.stringify(value));
  } catch {
    /* quota exceeded or storage disabled */
  }
}
