/**
 * Every shop page's start-up (docs/offline.md): registers the service worker once the page has loaded (so a first
 * view pays nothing for it) and asks to keep storage once the shop is installed. No imports, so it stays a few hundred
 * bytes inlined in the page. (Waiting orders are woken by the cart drawer: src/features/checkout/CartDrawer.tsx.)
 */
const keepStorage = () => void navigator.storage?.persist?.().catch(() => undefined);

if ('serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
addEventListener('appinstalled', keepStorage);
if (matchMedia('(display-mode: standalone)').matches) keepStorage();
