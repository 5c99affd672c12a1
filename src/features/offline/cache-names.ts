/**
 * What the service worker (sw.ts) keeps and where, shared with the offline page that lists the saved pages
 * (src/pages/offline.astro). docs/offline.md says why these numbers.
 */

/** Pages the shopper opened, newest kept: network-first, so a page comes from here only when the network does not. */
export const PAGES_CACHE = 'kb-pages-v1';
/** Product photos and other images of the pages above (resized by /_image, ~20-120 KB each on a phone). */
export const IMAGES_CACHE = 'kb-images-v1';
/** Hashed scripts (/_astro/) of pages the shopper opened, so their islands run offline too. */
export const ASSETS_CACHE = 'kb-assets-v1';

/** At most this many pages (the oldest used is dropped first). */
export const MAX_PAGES = 60;
/** At most this many images: ~150 x ~100 KB keeps the image cache near 15 MB on a phone. */
export const MAX_IMAGES = 150;
/** At most this many hashed scripts (a build has ~40; two builds' worth). */
export const MAX_ASSETS = 100;
/** Images and scripts unused this long are dropped. */
export const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** How long a page request may take before the saved copy is shown (a slow 3G page answers within ~2 s). */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The precached offline page (English and Nepali). */
export const OFFLINE_PATH = '/offline';
/**
 * The same page with the shop around it in Nepali: not precached (a shopper who never opens a Nepali page never needs
 * it), but kept in its own cache once a Nepali page is opened, and shown offline for a Nepali page never saved.
 */
export const NEPALI_OFFLINE_PATH = '/ne/offline';
export const OFFLINE_CACHE = 'kb-offline-v1';
/**
 * The installed app's start page in each language (the web app manifests' start_url, src/features/offline/manifest.ts):
 * the home page, `/ne` being the Nepali home's address everywhere (links, canonical, the language redirect).
 */
export const START_URLS = { en: '/', ne: '/ne' } as const;
/** The image shown for a picture that cannot be had (public/placeholder.svg), precached with the shell. */
export const PLACEHOLDER_PATH = '/placeholder.svg';
/** Header the worker adds to a saved page: when it was saved (ms since 1970). */
export const SAVED_AT_HEADER = 'x-kb-saved-at';

/**
 * Never cached and never answered from a cache: checkout actions, order pages (they hold delivery details), the
 * staff's desk, the API, live JSON and the worker itself, in either language (/ne/order/..., /ne/desk). The browser
 * never calls PocketBase (it is another origin).
 */
export function neverCached(pathname: string): boolean {
  return (
    /^(\/ne)?\/(_actions|order|order-confirmation|desk|api)(\/|$)/.test(pathname) ||
    pathname.endsWith('.json') ||
    pathname === '/sw.js'
  );
}
