/**
 * How the search index is obtained (docs/rules.md §8 "Search load failure"), with every effect passed in so the rules are
 * unit-tested: fetch the build's index (retrying 3 times with waits of 1, 2, 4 s); on success keep a copy in the
 * browser cache; when every try fails, fall back to a cached copy under 24 hours old, otherwise report the error.
 *
 * Why network first: the index is a static file of the current build, so the browser's HTTP cache makes the
 * request cheap, and it is always as fresh as the pages; the localStorage copy keeps search working offline.
 */
import { readCachedIndex, writeCachedIndex, type CacheStorage } from './index-cache';
import { parseSearchIndex, type SearchIndexEntry } from './index-data';
import { RETRY_DELAYS_MS, sleep, withRetries } from './retry';

export type IndexLoadResult =
  | { status: 'ready'; products: SearchIndexEntry[]; fromCache: boolean }
  | { status: 'error' };

export interface IndexLoadDeps {
  /** Fetches and returns the raw index JSON; throws on a network or HTTP error. */
  fetchIndex: () => Promise<unknown>;
  storage: CacheStorage | null | undefined;
  now: () => number;
  wait?: (ms: number) => Promise<void>;
  delays?: readonly number[];
}

export async function loadSearchIndex(deps: IndexLoadDeps): Promise<IndexLoadResult> {
  try {
    const products = await withRetries(
      async () => {
        const parsed = parseSearchIndex(await deps.fetchIndex());
        if (!parsed) throw new Error('The search index is not a list');
        return parsed;
      },
      deps.delays ?? RETRY_DELAYS_MS,
      deps.wait ?? sleep,
    );
    writeCachedIndex(deps.storage, products, deps.now());
    return { status: 'ready', products, fromCache: false };
  } catch {
    const cached = readCachedIndex(deps.storage, deps.now());
    return cached ? { status: 'ready', products: cached.data, fromCache: true } : { status: 'error' };
  }
}
