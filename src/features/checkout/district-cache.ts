/**
 * docs/rules.md §4/§9 "Districts": cached in memory and local storage for 5 minutes; a stale cache is used on error.
 * I/O is injected (fetcher, storage, clock) so the rules are unit-tested without a browser.
 */
import type { DistrictOption } from './contract';

/** A district as listDistricts answers (contract.ts). */
export type District = DistrictOption;

/** docs/rules.md §9: districts are cached 5 minutes. */
export const DISTRICT_CACHE_MS = 5 * 60 * 1000;
export const DISTRICT_CACHE_KEY = 'krishi-districts';

interface Entry {
  timestamp: number;
  districts: District[];
}

/** The part of localStorage the cache uses (localStorage itself, or a stand-in in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface DistrictCacheOptions {
  fetchDistricts: () => Promise<District[]>;
  /** null when the browser has no usable localStorage (private mode, quota): memory only. */
  storage: KeyValueStorage | null;
  /**
   * Asked when the fetch fails and nothing is cached: the delivery areas kept on the phone (delivery-areas.ts), so a
   * checkout opened for the first time offline still lists the districts. Its failure throws the fetch's error.
   */
  fallback?: () => Promise<District[]>;
  now?: () => number;
}

function isDistrict(v: unknown): v is District {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.id === 'string' && typeof d.districtName === 'string';
}

function readStored(storage: KeyValueStorage | null): Entry | null {
  try {
    const raw = storage?.getItem(DISTRICT_CACHE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Entry>;
    if (typeof v.timestamp !== 'number' || !Array.isArray(v.districts) || !v.districts.every(isDistrict)) return null;
    return { timestamp: v.timestamp, districts: v.districts };
  } catch {
    return null;
  }
}

function writeStored(storage: KeyValueStorage | null, entry: Entry): void {
  try {
    storage?.setItem(DISTRICT_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // A full or blocked localStorage only costs the next page a fetch.
  }
}

/**
 * Returns `get()`: the districts from memory or localStorage when under 5 minutes old, else fetched (and cached).
 * When the fetch fails, the newest cached list is returned however old; with none, the fallback's list (not cached:
 * the next call asks the server again); without either, the fetch's error is thrown.
 * Concurrent calls share one request.
 */
export function createDistrictCache({ fetchDistricts, storage, fallback, now = Date.now }: DistrictCacheOptions) {
  let memory: Entry | null = null;
  let pending: Promise<District[]> | null = null;

  const fresh = (entry: Entry | null): entry is Entry =>
    entry !== null && now() - entry.timestamp >= 0 && now() - entry.timestamp < DISTRICT_CACHE_MS;

  async function load(): Promise<District[]> {
    try {
      const districts = await fetchDistricts();
      memory = { timestamp: now(), districts };
      writeStored(storage, memory);
      return districts;
    } catch (error) {
      const stale = memory ?? readStored(storage);
      if (stale) return stale.districts;
      if (!fallback) throw error;
      try {
        return await fallback();
      } catch {
        throw error;
      }
    }
  }

  return {
    get(): Promise<District[]> {
      if (fresh(memory)) return Promise.resolve(memory.districts);
      const stored = readStored(storage);
      if (fresh(stored)) {
        memory = stored;
        return Promise.resolve(stored.districts);
      }
      pending ??= load().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
