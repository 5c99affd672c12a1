/// <reference lib="webworker" />
/**
 * The shop's service worker (docs/offline.md), built with Workbox: bundled and given its precache list at the end of
 * every build (service-worker-build.mjs), served as /sw.js and registered after the page has loaded (register.ts).
 *
 * - Precache: a small shell only (the offline page, the header's islands and the cart/checkout scripts they load, the
 *   logo); never catalogue pages, so a rebuild costs a phone only what changed in that shell.
 * - Pages: network-first with a short timeout, then the saved copy with a "Saved ... ago" note; a page never saved
 *   shows the offline page. Images and hashed scripts: cache-first (their URLs change when they do). All bounded.
 *   An image is kept only as its URL's own picture, never the placeholder shown while it was missing (ownImage).
 * - The page that installed the worker and the installed app's start page are saved at install (savePagesOfInstall),
 *   so the first visit's page opens offline too.
 * - Never cached: see neverCached in cache-names.ts (checkout actions, order pages, the desk, the API, live JSON).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  ASSETS_CACHE,
  IMAGES_CACHE,
  MAX_AGE_SECONDS,
  MAX_ASSETS,
  MAX_IMAGES,
  MAX_PAGES,
  NEPALI_OFFLINE_PATH,
  OFFLINE_CACHE,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PATH,
  PAGES_CACHE,
  PLACEHOLDER_PATH,
  SAVED_AT_HEADER,
  START_URLS,
  neverCached,
} from './cache-names';
import { LANGUAGE_COOKIE } from '../../lib/language-choice.mjs';
import { withSavedNote } from './saved-note';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  /** The Cookie Store API (Chromium; absent in some browsers). */
  cookieStore?: { get(name: string): Promise<{ value?: string } | null> };
};

// A new build's worker takes over at once: no tab keeps the old shell past one online visit.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Stamps a page with when it was saved; shows the stamp as a note when the saved copy is used. */
const savedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    // A redirected answer (the start page sent to /ne) is another page's: never kept under this URL.
    if (response.status !== 200 || response.redirected || !response.headers.get('content-type')?.includes('text/html'))
      return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const stamp = Number(cachedResponse?.headers.get(SAVED_AT_HEADER));
    if (!cachedResponse || !Number.isFinite(stamp) || stamp <= 0) return cachedResponse ?? null;
    const html = withSavedNote(await cachedResponse.text(), stamp, Date.now());
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(html, { status: 200, headers });
  },
};

/**
 * True when an answer is the picture its request asked for: a 200 image from that very URL. When PocketBase lacks a
 * file for a moment (or is down), `/_image` redirects to the placeholder (src/lib/images/image-endpoint.ts); kept
 * under the product image's URL, cache-first would show the placeholder for a month after the picture came back.
 */
function ownImage(request: Request, response: Response): boolean {
  if (response.status !== 200 || response.redirected) return false;
  // A kept answer has no `redirected` flag to read, but it keeps the address it came from (an answer's address has
  // no fragment; a request's may).
  if (response.url && response.url !== request.url.split('#')[0]) return false;
  return response.headers.get('content-type')?.startsWith('image/') ?? false;
}

/** Keeps only an image's own answer; a placeholder an earlier worker kept is dropped and the picture fetched again. */
const ownImagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (ownImage(request, response) ? response : null),
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (!cachedResponse || ownImage(request, cachedResponse)) return cachedResponse ?? null;
    await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
    return null;
  },
};

/**
 * The bare home page `/` is sent to `/ne` for a shopper who chose Nepali (src/lib/language-choice.mjs); that redirect
 * is never saved, so offline `/` is read from the saved `/ne` for that shopper (when the browser lets a worker read
 * the cookie).
 */
const homeInChosenLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, mode }) => {
    if (mode !== 'read' || new URL(request.url).pathname !== '/') return request;
    const choice = await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
    return choice?.value === 'ne' ? new URL('/ne', self.location.origin).href : request;
  },
};

/**
 * "Network first" asks the shop, not the browser's HTTP cache: a page the shop lets browsers keep for a minute (a
 * Nepali product page, rendered on demand: src/features/catalog/live-product.server.ts) came from that cache offline,
 * without its "saved" note. Revalidated instead (an unchanged page is a 304); offline that fails and the saved copy,
 * with its note, is shown. A navigation's own request cannot be given another cache mode, so it is asked afresh
 * (redirects left to the browser, as a navigation's are). It carries the navigation's referrer when that is one of
 * the shop's pages, and none otherwise (a bookmark, a typed address, another site): the shop tells a link on its own
 * pages by it, as it sends a returning Nepali shopper from `/` to `/ne` (src/lib/language-choice.mjs).
 */
const askTheShop: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      headers: request.headers,
      credentials: 'same-origin',
      redirect: 'manual',
      cache: 'no-cache',
      referrer: sameOrigin(new URL(request.referrer || 'about:blank')) ? request.referrer : '',
    }),
};

const savedPage = (url: URL) =>
  sameOrigin(url) &&
  !neverCached(url.pathname) &&
  url.pathname !== OFFLINE_PATH &&
  url.pathname !== NEPALI_OFFLINE_PATH;

const isNepaliPage = (url: URL) => url.pathname === '/ne' || url.pathname.startsWith('/ne/');

/**
 * Keeps the Nepali offline page once a Nepali page was saved (about one page's bytes, once per phone and build):
 * offline, a Nepali page never saved then shows the shop around it in Nepali, not in English.
 */
async function keepNepaliOffline(): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  if (await cache.match(NEPALI_OFFLINE_PATH)) return;
  const answer = await fetch(NEPALI_OFFLINE_PATH, { credentials: 'same-origin' });
  if (answer.ok && !answer.redirected) await cache.put(NEPALI_OFFLINE_PATH, answer);
}

/** After a Nepali page the shopper opened was saved (not the start pages the install saves for every phone). */
const nepaliOfflineAlongside: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, event }) => {
    if (event instanceof FetchEvent && isNepaliPage(new URL(request.url)))
      await keepNepaliOffline().catch(() => undefined);
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    askTheShop,
    homeInChosenLanguage,
    savedAt,
    nepaliOfflineAlongside,
    new ExpirationPlugin({ maxEntries: MAX_PAGES, purgeOnQuotaError: true }),
  ],
});

// Pages: the network first (a rebuild's pages reach an online phone at once), the saved copy when it is slow or gone.
registerRoute(({ request, url }) => request.mode === 'navigate' && savedPage(url), pages);

/**
 * The worker installs after the first page of the first visit has loaded, so that page went by before it: it is
 * asked for again now (an unchanged page costs a 304) and saved, with the installed app's start pages (English and
 * Nepali: whichever manifest the app was installed from), so the first page and the app's start open offline as
 * themselves, not as the offline page. A page already saved is left
 * alone; a failure (the connection dropped) costs only that page, never the install.
 */
async function savePagesOfInstall(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set<string>(Object.values(START_URLS).map((path) => new URL(path, self.location.origin).href));
  let nepaliTab = false;
  for (const client of windows) {
    const url = new URL(client.url);
    url.hash = '';
    if (savedPage(url)) urls.add(url.href);
    nepaliTab ||= isNepaliPage(url);
  }
  if (nepaliTab) await keepNepaliOffline().catch(() => undefined);
  const cache = await caches.open(PAGES_CACHE);
  await Promise.all(
    [...urls].map(async (url) => {
      if (await cache.match(url)) return;
      const [answer, done] = pages.handleAll({ event, request: new Request(url, { credentials: 'same-origin' }) });
      await Promise.allSettled([answer, done]);
    }),
  );
}

// A new build's Nepali offline page replaces the last one's (its scripts are the new build's) when a page is saved next.
self.addEventListener('install', (event) =>
  event.waitUntil(
    caches
      .delete(OFFLINE_CACHE)
      .then(() => savePagesOfInstall(event))
      .catch(() => undefined),
  ),
);

// Pages that are never saved still get the offline page when there is no connection (below).
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Images (resized product photos, the logo): their URLs change when the picture does.
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && !neverCached(url.pathname) && (request.destination === 'image' || url.pathname === '/_image'),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      ownImagesOnly,
      new ExpirationPlugin({
        maxEntries: MAX_IMAGES,
        maxAgeSeconds: MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
        // Product images vary with the Accept header (AVIF or WebP, docs/images.md). The plugin deletes an expired
        // entry by its URL alone, which matches a stored answer only when the Vary header is ignored: without it,
        // nothing was ever deleted and the cache grew past its bound.
        matchOptions: { ignoreVary: true },
      }),
    ],
  }),
);

// Hashed scripts of the pages opened (the shell's are precached): the name changes when the content does.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_astro/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: MAX_ASSETS, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// No network and nothing saved: the offline page for a page, the placeholder for a picture (a gallery's slide never
// shown online), an error for anything else.
setCatchHandler(async ({ request }) => {
  const standIn =
    request.mode === 'navigate'
      ? (isNepaliPage(new URL(request.url)) &&
          (await caches.match(NEPALI_OFFLINE_PATH, { cacheName: OFFLINE_CACHE }))) ||
        (await matchPrecache(OFFLINE_PATH))
      : request.destination === 'image'
        ? await matchPrecache(PLACEHOLDER_PATH)
        : undefined;
  return standIn ?? Response.error();
});
