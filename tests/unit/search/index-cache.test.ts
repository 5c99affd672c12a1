import { describe, expect, it } from 'vitest';
import {
  INDEX_CACHE_KEY,
  INDEX_CACHE_TTL_MS,
  INDEX_CACHE_VERSION,
  readCachedIndex,
  writeCachedIndex,
  type CacheStorage,
} from '@/features/search/index-cache';

/** An in-memory stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}): CacheStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k]! : null),
    setItem: (k, v) => {
      data[k] = String(v);
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

const ENTRY = {
  id: 'p1',
  slug: 'jumla-apple',
  name: 'Jumla Apple',
  nepaliName: 'जुम्लाको स्याउ',
  image: '/_astro/a.webp',
};
const T0 = 1_700_000_000_000;

describe('search index cache (docs/rules.md §3 data, timestamp, version "1.0"; §9 valid 24 hours)', () => {
  it('writes data, timestamp and version 1.0 under one key', () => {
    const storage = memoryStorage();
    writeCachedIndex(storage, [ENTRY], T0);
    expect(JSON.parse(storage.data[INDEX_CACHE_KEY]!)).toEqual({ data: [ENTRY], timestamp: T0, version: '1.0' });
    expect(INDEX_CACHE_VERSION).toBe('1.0');
  });

  it.each<[string, number, boolean]>([
    ['just written', 0, true],
    ['23 h 59 min old', INDEX_CACHE_TTL_MS - 60_000, true],
    ['exactly 24 h old', INDEX_CACHE_TTL_MS, false],
    ['two days old', 2 * INDEX_CACHE_TTL_MS, false],
    ['stamped in the future (clock changed)', -60_000, false],
  ])('a copy %s is usable: %s', (_label, age, usable) => {
    const storage = memoryStorage();
    writeCachedIndex(storage, [ENTRY], T0);
    const cached = readCachedIndex(storage, T0 + age);
    expect(cached === null ? null : cached.data).toEqual(usable ? [ENTRY] : null);
  });

  it.each<[string, string]>([
    ['another version', JSON.stringify({ data: [ENTRY], timestamp: T0, version: '0.9' })],
    ['no timestamp', JSON.stringify({ data: [ENTRY], version: '1.0' })],
    ['data that is not a list', JSON.stringify({ data: { id: 'x' }, timestamp: T0, version: '1.0' })],
    ['broken JSON', '{"data": ['],
    ['a bare list', JSON.stringify([ENTRY])],
    ['null', 'null'],
  ])('ignores a stored value with %s', (_label, raw) => {
    expect(readCachedIndex(memoryStorage({ [INDEX_CACHE_KEY]: raw }), T0)).toBeNull();
  });

  it('gives null without a copy or without storage', () => {
    expect(readCachedIndex(memoryStorage(), T0)).toBeNull();
    expect(readCachedIndex(null, T0)).toBeNull();
  });

  it('drops damaged entries but keeps the good ones', () => {
    const raw = JSON.stringify({
      data: [ENTRY, { id: '', name: 'x' }, { name: 'no id' }, 42],
      timestamp: T0,
      version: '1.0',
    });
    expect(readCachedIndex(memoryStorage({ [INDEX_CACHE_KEY]: raw }), T0)?.data).toEqual([ENTRY]);
  });

  it('survives storage that throws (disabled or full)', () => {
    const throwing: CacheStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeCachedIndex(throwing, [ENTRY], T0)).not.toThrow();
    expect(readCachedIndex(throwing, T0)).toBeNull();
  });
});
