import { describe, expect, it, vi } from 'vitest';
import {
  DISTRICT_CACHE_KEY,
  DISTRICT_CACHE_MS,
  createDistrictCache,
  type District,
} from '@/features/checkout/district-cache';

const ktm: District[] = [{ id: 'd1', districtName: 'Kathmandu' }];
const both: District[] = [...ktm, { id: 'd2', districtName: 'Lalitpur' }];

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return {
    data,
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => {
      data[k] = v;
    },
  };
}

function setup(fetchDistricts: () => Promise<District[]>, storage = memoryStorage()) {
  let time = 1_000_000;
  const clock = { advance: (ms: number) => (time += ms) };
  const cache = createDistrictCache({ fetchDistricts, storage, now: () => time });
  return { cache, clock, storage };
}

describe('district cache (docs/rules.md §9: 5 minutes, stale on error)', () => {
  it('fetches once and serves memory for 5 minutes', async () => {
    const fetch = vi.fn().mockResolvedValue(ktm);
    const { cache, clock } = setup(fetch);
    expect(await cache.get()).toEqual(ktm);
    clock.advance(DISTRICT_CACHE_MS - 1);
    expect(await cache.get()).toEqual(ktm);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refetches after 5 minutes', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(ktm).mockResolvedValueOnce(both);
    const { cache, clock } = setup(fetch);
    await cache.get();
    clock.advance(DISTRICT_CACHE_MS);
    expect(await cache.get()).toEqual(both);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('writes localStorage and a fresh stored copy spares the fetch on the next page', async () => {
    const { cache: first, storage } = setup(vi.fn().mockResolvedValue(ktm));
    await first.get();
    expect(JSON.parse(storage.data[DISTRICT_CACHE_KEY]!)).toEqual({ timestamp: 1_000_000, districts: ktm });

    const fetch = vi.fn();
    const { cache: second } = setup(fetch, storage);
    expect(await second.get()).toEqual(ktm);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses a stale copy when the fetch fails', async () => {
    const storage = memoryStorage({ [DISTRICT_CACHE_KEY]: JSON.stringify({ timestamp: 0, districts: ktm }) });
    const { cache } = setup(vi.fn().mockRejectedValue(new Error('offline')), storage);
    expect(await cache.get()).toEqual(ktm);
  });

  it('uses the stale memory copy when a refetch fails', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(ktm).mockRejectedValueOnce(new Error('offline'));
    const { cache, clock } = setup(fetch);
    await cache.get();
    clock.advance(DISTRICT_CACHE_MS + 1);
    expect(await cache.get()).toEqual(ktm);
  });

  it('throws when the fetch fails and nothing is cached', async () => {
    const { cache } = setup(vi.fn().mockRejectedValue(new Error('offline')));
    await expect(cache.get()).rejects.toThrow('offline');
  });

  it('ignores a damaged stored copy', async () => {
    const storage = memoryStorage({ [DISTRICT_CACHE_KEY]: '{"timestamp":1000000,"districts":[{"id":1}]}' });
    const fetch = vi.fn().mockResolvedValue(ktm);
    const { cache } = setup(fetch, storage);
    expect(await cache.get()).toEqual(ktm);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shares one request between concurrent callers', async () => {
    const fetch = vi.fn().mockResolvedValue(ktm);
    const { cache } = setup(fetch);
    await Promise.all([cache.get(), cache.get()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('works without localStorage', async () => {
    const fetch = vi.fn().mockResolvedValue(ktm);
    const cache = createDistrictCache({ fetchDistricts: fetch, storage: null, now: () => 0 });
    expect(await cache.get()).toEqual(ktm);
  });

  it('with nothing cached, a failed fetch is answered by the delivery areas kept on the phone, not cached', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(both);
    const fallback = vi.fn().mockResolvedValue(ktm);
    const storage = memoryStorage();
    const cache = createDistrictCache({ fetchDistricts: fetch, storage, fallback });
    expect(await cache.get()).toEqual(ktm);
    expect(storage.data[DISTRICT_CACHE_KEY]).toBeUndefined();
    // Online again: the server's list, at once.
    expect(await cache.get()).toEqual(both);
  });

  it('prefers a stale cached list to the kept one, and throws the fetch error when the kept one fails too', async () => {
    const stored = memoryStorage({ [DISTRICT_CACHE_KEY]: JSON.stringify({ timestamp: 1, districts: both }) });
    const failing = () => Promise.reject(new TypeError('offline'));
    const fallback = vi.fn().mockResolvedValue(ktm);
    expect(await createDistrictCache({ fetchDistricts: failing, storage: stored, fallback }).get()).toEqual(both);
    expect(fallback).not.toHaveBeenCalled();
    const none = createDistrictCache({
      fetchDistricts: failing,
      storage: null,
      fallback: () => Promise.reject(new Error('not kept')),
    });
    await expect(none.get()).rejects.toThrow('offline');
  });
});
