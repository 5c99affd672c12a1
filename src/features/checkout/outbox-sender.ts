/**
 * Sends the orders waiting in the outbox (outbox.ts; docs/offline.md "Order outbox"). Called from the checkout for a
 * new order, from the cart's "Send now", and by every page's start-up script (src/features/offline/register.ts) at
 * start, on `online` and when the page becomes visible. Not Background Sync: it is missing outside Chromium.
 *
 * One tab at a time sends an order (a Web Lock per order); the key makes a second sending return the first order
 * anyway. What the server says settles the order: placed (the shopper lands on its page), refused because the cart
 * changed (its lines go back to the cart with the server's prices and the change named, to confirm again), or no
 * answer (it keeps waiting).
 */
import type { Locale } from '../../lib/i18n';
import { $cart, $cartNotice, $cartOpen, finishOrder, replaceCart, showCart } from '../cart/store';
import { placeOrder, quote, type PlaceOrderOutcome } from './checkout-api';
import { saveLastOrder } from '../orders/last-order';
import { orderPagePath, quoteItems, refreshCartFromQuote } from './checkout-flow';
import {
  getWaitingOrder,
  mergeLines,
  putWaitingOrder,
  refreshWaitingOrders,
  removeWaitingOrder,
  withOrderLock,
  type WaitingOrder,
} from './outbox';
import { orderNotSent } from './messages';
import { forgetDayWish } from '../delivery/day-wish';
import { onDrawerEntry } from '../cart/drawer-history';

export type SendOutcome = PlaceOrderOutcome | { ok: false; kind: 'busy' | 'gone'; message: string };

/** docs/offline.md: asked once the shopper has placed an order (or installed the app: register.ts). */
export function keepStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}

async function landOnOrderPage(order: WaitingOrder, outcome: Extract<PlaceOrderOutcome, { ok: true }>, locale: Locale) {
  saveLastOrder(outcome.placed.order, outcome.placed.accessToken);
  if (!order.cartCleared) finishOrder();
  forgetDayWish();
  keepStorage();
  // Paid by wallet: the order page sends the shopper on to it (src/features/payments/PaymentBox.tsx).
  const wallet = order.input.paymentMethod;
  const pay = wallet === 'esewa' || wallet === 'khalti' ? `?pay=${wallet}` : '';
  // The order's page in the language it was placed in, whichever page sent it from the outbox. In place of the cart
  // drawer's own history entry, when it has one: Back from the order then returns to the page, not to a closed drawer.
  const page = `${orderPagePath(outcome.placed.orderNumber, order.input.language ?? locale)}${pay}`;
  if (onDrawerEntry()) window.location.replace(page);
  else window.location.assign(page);
}

/** A waiting order the server refused: its lines back in the cart at today's prices, with what changed. */
async function giveBack(order: WaitingOrder, message: string) {
  let cart = order.cartCleared ? mergeLines($cart.get(), order.items) : $cart.get();
  try {
    const q = await quote(quoteItems(cart), order.input.customer.cityId || undefined);
    cart = refreshCartFromQuote(cart, q.lines);
  } catch {
    // The message still tells the shopper what changed.
  }
  replaceCart(cart);
  $cartNotice.set(message);
  showCart();
  $cartOpen.set(true);
}

/**
 * Sends one order under its lock and settles it. `fromCheckout`: the checkout that is placing it shows refusals
 * itself (its cart is still full); a waiting order's refusal gives its lines back to the cart. What is said is in
 * `locale`, the page's language (the server answers in it too: it reads the page from the request).
 */
async function sendLocked(key: string, fromCheckout: boolean, locale: Locale): Promise<SendOutcome> {
  const result = await withOrderLock(key, async (): Promise<SendOutcome> => {
    const order = await getWaitingOrder(key);
    if (!order) return { ok: false, kind: 'gone', message: '' };
    // Sent again from the outbox, unattended: a day past its cut-off moves to the next open one instead of being
    // refused (docs/rules.md "Delivery days"); the shopper's first try from the checkout is refused, and they choose.
    const queued = !fromCheckout || order.tries > 0;
    const outcome = await placeOrder(queued ? { ...order.input, queued: true } : order.input, locale);
    if (outcome.ok) {
      await removeWaitingOrder(key);
      await landOnOrderPage(order, outcome, locale);
    } else if (outcome.kind === 'conflict' || outcome.kind === 'day' || outcome.kind === 'invalid') {
      await removeWaitingOrder(key);
      if (!fromCheckout || order.cartCleared) await giveBack(order, outcome.message);
    } else if (fromCheckout && outcome.kind === 'limited') {
      await removeWaitingOrder(key); // the checkout says "try again later" and keeps its confirmation open
    } else {
      await putWaitingOrder({
        ...order,
        tries: order.tries + 1,
        lastTriedAt: Date.now(),
        lastProblem: outcome.kind === 'unsent' ? orderNotSent(locale) : outcome.message,
      });
    }
    return outcome;
  });
  return result ?? { ok: false, kind: 'busy', message: '' };
}

/**
 * A new order from the checkout: kept in the outbox first, then sent. Without IndexedDB (some private modes) it is
 * sent as before, with nothing kept.
 */
export async function placeNewOrder(order: WaitingOrder, locale: Locale = 'en'): Promise<SendOutcome> {
  try {
    await putWaitingOrder(order);
  } catch {
    const outcome = await placeOrder(order.input, locale);
    if (outcome.ok) await landOnOrderPage(order, outcome, locale);
    return outcome;
  }
  return sendLocked(order.key, true, locale);
}

/** The checkout's order got no answer: it now waits on the phone, and the cart is free for the next one. */
export async function keepWaiting(key: string): Promise<boolean> {
  let order: WaitingOrder | null;
  try {
    order = await getWaitingOrder(key);
  } catch {
    return false; // no IndexedDB: nothing was kept
  }
  if (!order) return false;
  await putWaitingOrder({ ...order, cartCleared: true });
  finishOrder();
  forgetDayWish();
  $cartOpen.set(true);
  keepStorage();
  return true;
}

/** "Send now" in the cart. */
export function sendWaitingOrder(key: string, locale: Locale = 'en'): Promise<SendOutcome> {
  return sendLocked(key, false, locale);
}

/** Cancels a waiting order (after any sending in progress): its lines go back to the cart. False if it was sent. */
export async function cancelWaitingOrder(key: string): Promise<boolean> {
  const cancelled = await withOrderLock(
    key,
    async () => {
      const order = await getWaitingOrder(key);
      if (!order) return false;
      await removeWaitingOrder(key);
      if (order.cartCleared) replaceCart(mergeLines($cart.get(), order.items));
      return true;
    },
    true,
  );
  return cancelled === true;
}

let sending = false;

/**
 * Every waiting order, oldest first (the start-up script's entry point), with what is said in `locale`, the page's
 * language. Does nothing while offline.
 */
export async function sendWaitingOrders(locale: Locale = 'en'): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    const waiting = await refreshWaitingOrders();
    if (!navigator.onLine) return;
    for (const order of waiting) {
      const outcome = await sendLocked(order.key, false, locale);
      if (outcome.ok) return; // this tab is on its way to the order page; the next start sends the rest
    }
  } finally {
    sending = false;
  }
}
