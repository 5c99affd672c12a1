/**
 * Pure pieces of the quick checkout in the browser (docs/rules.md §4 "Checkout flow"): payloads for the server actions, the
 * totals shown before the server has spoken, and what to keep after an order. No I/O here; CheckoutView wires it up.
 */
import { localizedPath, type Locale } from '../../lib/i18n';
import { orderPath } from '../../lib/paths';
import { cartSubtotal, type CartItem } from '../cart/rules';
import type { AppliedCoupon, CustomerInfo } from '../cart/store';
import { orderTotals, type OrderTotals } from './totals';
import type { QuoteLine } from './contract';

// The last order's key and value are the orders feature's (one definition); outbox-sender.ts saves it through these.

/**
 * A fresh idempotency key for one confirmation: 32 hex characters from 16 random bytes. getRandomValues (unlike
 * randomUUID) also works on plain-http origins. The server accepts 16-100 of [A-Za-z0-9_-].
 */
export function newIdempotencyKey(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What quote, validateCoupon and checkStock need from the cart. */
export function quoteItems(items: readonly CartItem[]): { id: string; quantity: number }[] {
  return items.map(({ id, quantity }) => ({ id, quantity }));
}

/** What placeOrder needs: the prices the shopper saw, so the server can tell when they changed. */
export function orderItems(items: readonly CartItem[]): { id: string; quantity: number; price: number }[] {
  return items.map(({ id, quantity, price }) => ({ id, quantity, price }));
}

/**
 * docs/rules.md §9 totals as shown in the drawer, from the same pure rules the server uses; the server's figures win when the
 * order is placed (its total is compared with `total` here).
 */
export function checkoutTotals(
  items: readonly CartItem[],
  deliveryCharge: number,
  coupon: Pick<AppliedCoupon, 'discount' | 'deliveryDiscount'> | null,
): OrderTotals {
  return orderTotals({
    subtotal: cartSubtotal(items),
    deliveryCharge,
    discount: coupon?.discount ?? 0,
    deliveryDiscount: coupon?.deliveryDiscount ?? 0,
  });
}

/** The customer part of placeOrder's input (district and city travel as ids plus their names). */
export function customerPayload(c: CustomerInfo) {
  const notes = c.notes.trim();
  const email = c.email.trim();
  return {
    name: c.name.trim(),
    phone: c.phone.trim(),
    ...(email ? { email } : {}),
    districtId: c.district,
    districtName: c.districtName,
    cityId: c.city,
    cityName: c.cityName,
    landmark: c.landmark.trim(),
    ...(notes ? { notes } : {}),
  };
}

/** One line of the server's quote, as far as refreshing the cart is concerned. */
export type QuotedLine = Pick<QuoteLine, 'id' | 'price'> & Partial<Pick<QuoteLine, 'available'>>;

/**
 * After the server refused an order because prices or items changed: the cart with the server's current prices.
 * A line the server no longer quotes (product hidden or gone) or reports unavailable is marked unavailable, so the
 * cart shows it as Out of Stock and the stock check blocks it until the shopper removes it.
 */
export function refreshCartFromQuote(items: readonly CartItem[], lines: readonly QuotedLine[]): CartItem[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return items.map((item) => {
    const line = byId.get(item.id);
    if (!line) return { ...item, is_available: false };
    const price = Number.isFinite(line.price) && line.price >= 0 ? line.price : item.price;
    return { ...item, price, is_available: line.available ?? item.is_available };
  });
}

/** docs/rules.md §4: after placing, the shopper lands on /order/{orderNumber}, in the language they ordered in. */
export function orderPagePath(orderNumber: string, locale: Locale = 'en'): string {
  return localizedPath(orderPath(orderNumber), locale);
}

/** The cart after a stock check: the lines the server reported unavailable are flagged (shown as Out of Stock). */
export function markUnavailable(items: readonly CartItem[], ids: readonly string[]): CartItem[] {
  const gone = new Set(ids);
  return items.map((item) => (gone.has(item.id) ? { ...item, is_available: false } : item));
}
