// Browser state of the header search, shared by every variant of the box
// (inline, dialog, mobile bar): the lazily loaded index and recent searches.
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { allOf, isFiniteNumber, isNonEmptyText, isRecord, parseJson } from '../../lib/read';
import { showToast } from '../../components/ui/toast';
import { SEARCH_INDEX_PATH, type SearchIndexEntry } from './index-data';
import { loadSearchIndex } from './load-index';
import { pushRecent, type RecentSearch } from './match';

export type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; products: SearchIndexEntry[] }
  | { status: 'error' };

/** Not loaded until the shopper first focuses the box (no request on page load). */
export const $searchIndex = atom<IndexState>({ status: 'idle' });

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the index still loads, just is not cached
  }
}

async function fetchIndex(): Promise<unknown> {
  const res = await fetch(SEARCH_INDEX_PATH);
  if (!res.ok) throw new Error(`${SEARCH_INDEX_PATH}: HTTP ${res.status}`);
  return res.json();
}

let inFlight: Promise<void> | null = null;

/**
 * Loads the index (once at a time); used for the first focus and by the Retry / Load products buttons. `locale` is the
 * page's language, for the "Using cached data" toast.
 */
export function reloadSearchIndex(locale: Locale): Promise<void> {
  inFlight ??= (async () => {
    $searchIndex.set({ status: 'loading' });
    const result = await loadSearchIndex({ fetchIndex, storage: browserStorage(), now: Date.now });
    if (result.status === 'ready' && result.fromCache) {
      showToast({
        title: m.search_cached_title({}, { locale }),
        description: m.search_cached_text({}, { locale }),
      });
    }
    $searchIndex.set(result.status === 'ready' ? { status: 'ready', products: result.products } : { status: 'error' });
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Loads the index the first time only. */
export function ensureSearchIndex(locale: Locale): void {
  if ($searchIndex.get().status === 'idle') void reloadSearchIndex(locale);
}

const isOptionalText = (v: unknown): v is string | null | undefined =>
  v === undefined || v === null || typeof v === 'string';

/** One stored entry; an absent slug or image stays absent (null is kept, as saved). */
function readRecent(v: unknown): RecentSearch | null {
  if (!isRecord(v)) return null;
  const { id, slug, name, image, timestamp } = v;
  if (!isNonEmptyText(id) || typeof name !== 'string' || !isFiniteNumber(timestamp)) return null;
  if (!isOptionalText(slug) || !isOptionalText(image)) return null;
  return {
    id,
    ...(slug !== undefined ? { slug } : {}),
    name,
    ...(image !== undefined ? { image } : {}),
    timestamp,
  };
}

// A damaged or foreign value in localStorage (or one damaged entry) yields no recent searches, not a crash.
export function decodeRecent(raw: string): RecentSearch[] {
  return allOf(parseJson(raw), readRecent) ?? [];
}

/** docs/rules.md §3 recent search entries, newest first (at most 5, docs/rules.md §9). */
export const $recentSearches = persistentAtom<RecentSearch[]>('krishi-recent-searches', [], {
  encode: JSON.stringify,
  decode: decodeRecent,
});

/** docs/rules.md §4: a picked product becomes the most recent search. */
export function rememberSearch(p: Pick<SearchIndexEntry, 'id' | 'slug' | 'name' | 'image'>): void {
  const entry: RecentSearch = { id: p.id, slug: p.slug, name: p.name, image: p.image, timestamp: Date.now() };
  $recentSearches.set(pushRecent($recentSearches.get(), entry));
}

export function clearRecentSearches(): void {
  $recentSearches.set([]);
}
