/**
 * Every shop page's start-up (docs/offline.md): registers the service worker once the page has loaded (so a first
 * view pays nothing for it), links the web app manifest a moment later, and asks to keep storage once the shop is
 * installed. No imports, so it stays a few hundred bytes inlined in the page. (Waiting orders are woken by the cart
 * drawer: src/features/checkout/CartDrawer.tsx.)
 */
const keepStorage = () => void navigator.storage?.persist?.().catch(() => undefined);

/**
 * How long after the load event the manifest is linked. Chrome's install check starts when a page with a manifest
 * finishes loading and fetches the manifest and the 192-pixel icon, each on a connection of its own; on a 3G phone
 * they shared the network with the main image while it was still being drawn. A second later the first view is
 * done, and nobody installs a shop sooner than that (bench/README.md "One first view, no extra requests").
 */
const MANIFEST_AFTER_LOAD_MS = 1000;

const linkManifest = () => {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  // A Nepali page links the Nepali manifest (its start page the Nepali home: src/features/offline/manifest.ts).
  link.href = document.documentElement.lang === 'ne' ? '/ne/manifest.webmanifest' : '/manifest.webmanifest';
  document.head.append(link);
};

const afterLoad = () => {
  if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  setTimeout(linkManifest, MANIFEST_AFTER_LOAD_MS);
};
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
addEventListener('appinstalled', keepStorage);
if (matchMedia('(display-mode: standalone)').matches) keepStorage();
