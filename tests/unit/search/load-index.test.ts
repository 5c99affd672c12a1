import { describe, expect, it } from 'vitest';
import {
  INDEX_CACHE_KEY,
  INDEX_CACHE_TTL_MS,
  writeCachedIndex,
  type CacheStorage,
} from '@/features/search/index-cache';
import { loadSearchIndex, type IndexLoadDeps } from '@/features/search/load-index';

function memoryStorage(): CacheStorage & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => void delete data[k],
  };
}

const NOW = 1_700_000_000_000;
const FRESH = [{ id: 'n', slug: 'new', name: 'New Honey', nepaliName: 'मह', image: '/n.webp' }];
const OLD = [{ id: 'o', slug: 'old', name: 'Old Apple', nepaliName: 'स्याउ', image: '/o.webp' }];

function deps(
  overrides: Partial<IndexLoadDeps> & { storage: CacheStorage },
): IndexLoadDeps & { waits: number[]; fetches: () => number } {
  const waits: number[] = [];
  let fetches = 0;
  const fetchIndex = overrides.fetchIndex ?? (async () => FRESH);
  return {
    now: () => NOW,
    wait: async (ms) => void waits.push(ms),
    ...overrides,
    fetchIndex: async () => {
      fetches++;
      return fetchIndex();
    },
    waits,
    fetches: () => fetches,
  };
}

const failing = async (): Promise<unknown> => {
  throw new TypeError('Failed to fetch');
};

describe('loadSearchIndex (docs/rules.md §8 search load failure)', () => {
  it('uses the fetched index and keeps a copy stamped now', async () => {
    const storage = memoryStorage();
    const d = deps({ storage });
    expect(await loadSearchIndex(d)).toEqual({ status: 'ready', products: FRESH, fromCache: false });
    expect(JSON.parse(storage.data[INDEX_CACHE_KEY]!)).toEqual({ data: FRESH, timestamp: NOW, version: '1.0' });
    expect(d.fetches()).toBe(1);
  });

  it('an empty index is a successful load (the box then offers "Load products")', async () => {
    expect(await loadSearchIndex(deps({ storage: memoryStorage(), fetchIndex: async () => [] }))).toEqual({
      status: 'ready',
      products: [],
      fromCache: false,
    });
  });

  it('retries 3 times (waits 1, 2, 4 s) and succeeds when a retry does', async () => {
    let n = 0;
    const d = deps({ storage: memoryStorage(), fetchIndex: async () => (++n < 3 ? failing() : FRESH) });
    expect(await loadSearchIndex(d)).toMatchObject({ status: 'ready', fromCache: false });
    expect(d.waits).toEqual([1000, 2000]);
  });

  it('a response that is not a list counts as a failure', async () => {
    const d = deps({ storage: memoryStorage(), fetchIndex: async () => ({ error: 'oops' }) });
    expect(await loadSearchIndex(d)).toEqual({ status: 'error' });
    expect(d.fetches()).toBe(4);
  });

  it('after the retries fail, uses a cached copy under 24 hours old', async () => {
    const storage = memoryStorage();
    writeCachedIndex(storage, OLD, NOW - INDEX_CACHE_TTL_MS + 1);
    const d = deps({ storage, fetchIndex: failing });
    expect(await loadSearchIndex(d)).toEqual({ status: 'ready', products: OLD, fromCache: true });
    expect(d.fetches()).toBe(4);
    expect(d.waits).toEqual([1000, 2000, 4000]);
  });

  it('after the retries fail without a usable copy, reports the error', async () => {
    const storage = memoryStorage();
    writeCachedIndex(storage, OLD, NOW - INDEX_CACHE_TTL_MS);
    expect(await loadSearchIndex(deps({ storage, fetchIndex: failing }))).toEqual({ status: 'error' });
    expect(await loadSearchIndex(deps({ storage: memoryStorage(), fetchIndex: failing }))).toEqual({ status: 'error' });
  });
});
