/**
 * Every shop page's start-up (docs/offline.md): registers the service worker once the page has loaded (so a first
 * view pays nothing for it), asks to keep storage once the shop is installed, and wakes the order outbox when an order
 * waits on this phone: at start, on `online` and when the page becomes visible. The outbox's code is only downloaded
 * then (outbox-flag.ts says whether an order waits), so this stays a few hundred bytes.
 */
import { OUTBOX_FLAG } from './outbox-flag';

const keepStorage = () => void navigator.storage?.persist?.().catch(() => undefined);

function wakeOutbox() {
  try {
    if (!localStorage.getItem(OUTBOX_FLAG)) return;
  } catch {
    return;
  }
  void import('../checkout/outbox-sender').then((sender) => sender.sendWaitingOrders());
}

if ('serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
addEventListener('appinstalled', keepStorage);
if (matchMedia('(display-mode: standalone)').matches) keepStorage();
addEventListener('online', wakeOutbox);
document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && wakeOutbox());
wakeOutbox();
