/**
 * Pure cart reducers, docs/rules.md §3 "Cart item", §4 "Cart", §5/§9 "Quantity". Each function returns a new array; the
 * nanostores cart store and the server both use them.
 */
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import type { WeightFacts } from '../packing/words';

/** docs/rules.md §5/§9: maximum quantity of one cart line. */
export const MAX_QUANTITY = 99;

export { ONLY_LEFT_BELOW } from './only-left';

/** The quantity stepper's maximum: the smaller of 99 and what is left (`left` undefined: not stock-tracked). */
export function stepperMax(left: number | undefined): number {
  return left === undefined ? MAX_QUANTITY : Math.max(0, Math.min(MAX_QUANTITY, left));
}

/** docs/rules.md §3 cart item, plus optional minOf (product minimum order quantity) so quantity bounds can be enforced. */
export interface CartItem {
  id: string;
  slug: string;
  name: string;
  nepaliName?: string;
  price: number;
  unit: string;
  image: string;
  /** "Honey", "Fruits" or anything else (drives the delivery charge, docs/rules.md §9). */
  category: string;
  badges: string[];
  farmerName: string;
  location: string;
  hasTraceability: boolean;
  is_available: boolean;
  quantity: number;
  minOf?: number;
  /** What a stock-tracked product had left when last seen (docs/rules.md §5 Stock allocation): the line's maximum. */
  maxQuantity?: number;
  /** A pre-order's "Ships from {AD} · {BS}", as the product showed it. */
  ships?: string;
  /** Sold by weight: its nominal kg and price per kg or per 100 g, for "final price on packing" (packing/words.ts). */
  weight?: WeightFacts;
}

/** What is added to the cart: a cart item without its quantity. */
export type CartProduct = Omit<CartItem, 'quantity'>;

/**
 * docs/rules.md §5/§9: quantity bounds are [max(1, minOf), 99]. A fractional minOf is rounded up; a minOf above 99 is
 * capped at 99 so the range is never empty.
 */
export function quantityBounds(minOf?: number | null, left?: number): { min: number; max: number } {
  const m = typeof minOf === 'number' && Number.isFinite(minOf) ? Math.ceil(minOf) : 1;
  const min = Math.min(MAX_QUANTITY, Math.max(1, m));
  // A stock-tracked product: no more than is left (never below the minimum, so the range is never empty).
  const max = typeof left === 'number' && left >= 0 ? Math.max(min, Math.min(MAX_QUANTITY, left)) : MAX_QUANTITY;
  return { min, max };
}

/** Clamp a quantity into the bounds of docs/rules.md §5 (fractions are floored first). */
export function clampQuantity(q: number, minOf?: number | null, left?: number): number {
  const { min, max } = quantityBounds(minOf, left);
  return Math.min(max, Math.max(min, Math.floor(q)));
}

/**
 * docs/rules.md §4 Cart: adding a product already present raises its quantity (by 1 by default), capped at 99. A new product
 * enters with quantity 1 per docs/rules.md — raised to max(1, minOf) here because the quantity minimum (docs/rules.md §5) would
 * otherwise be violated. `count` lets the product page add its chosen quantity in one call (new line: max(min,
 * count)); the docs/rules.md "added once per unit" loop with count=1 would otherwise over-count when minOf > 1.
 * A non-positive or non-finite count leaves the cart unchanged.
 */
export function addItem(items: readonly CartItem[], product: CartProduct, count = 1): CartItem[] {
  const n = Math.floor(count);
  if (!Number.isFinite(n) || n < 1) return [...items];
  const index = items.findIndex((i) => i.id === product.id);
  if (index === -1) {
    return [...items, { ...product, quantity: clampQuantity(n, product.minOf, product.maxQuantity) }];
  }
  return items.map((item, i) =>
    i === index
      ? {
          ...item,
          maxQuantity: product.maxQuantity,
          ships: product.ships,
          weight: product.weight,
          quantity: clampQuantity(item.quantity + n, item.minOf, product.maxQuantity),
        }
      : item,
  );
}

/**
 * docs/rules.md §4: setting a quantity of 0 or less removes the item; otherwise it is clamped to [max(1, minOf), 99].
 * A non-finite quantity or unknown id leaves the cart unchanged.
 */
export function setQuantity(items: readonly CartItem[], id: string, q: number): CartItem[] {
  if (Number.isNaN(q)) return [...items];
  if (q <= 0) return removeItem(items, id);
  if (!Number.isFinite(q)) return [...items];
  return items.map((item) =>
    item.id === id ? { ...item, quantity: clampQuantity(q, item.minOf, item.maxQuantity) } : item,
  );
}

/** docs/rules.md §2 cart view remove button: drops the line with this id. */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** docs/rules.md §2 header badge: the total quantity of all cart items. */
export function totalQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** docs/rules.md §2 cart view "line total": price × quantity (0 for non-finite or negative input). */
export function lineTotal(price: number, qty: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(qty) || price < 0 || qty < 0) return 0;
  return price * qty;
}

/** docs/rules.md §2 cart view subtotal: Σ price × quantity. */
export function cartSubtotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, i) => sum + lineTotal(i.price, i.quantity), 0);
}

/**
 * docs/rules.md §3 Applied coupon: what the server confirmed for a code (client state only; the server re-checks it when
 * the order is placed). The server's answers (checkout/contract.ts Quote, CouponCheck) carry the same fields.
 */
export interface AppliedCoupon {
  /** Upper-cased code, as the server confirmed it. */
  code: string;
  couponId: string;
  /** Item discount per docs/rules.md §5 Discounts (before capping to the subtotal). */
  discount: number;
  /** Delivery discount per docs/rules.md §5 (flat, or percent of the assumed Rs. 350), before capping to the charge. */
  deliveryDiscount: number;
}

/**
 * docs/rules.md §4: any change of item count or subtotal discards an applied coupon. True when the number of lines, the total
 * quantity or the subtotal differs between the two carts.
 */
export function shouldDiscardCoupon(
  before: readonly Pick<CartItem, 'price' | 'quantity'>[],
  after: readonly Pick<CartItem, 'price' | 'quantity'>[],
): boolean {
  return (
    before.length !== after.length ||
    totalQuantity(before) !== totalQuantity(after) ||
    cartSubtotal(before) !== cartSubtotal(after)
  );
}

/** docs/rules.md §8 out-of-stock add: toast title ("Out of Stock" in English, verbatim), in the page's language. */
export function outOfStockTitle(locale: Locale = 'en'): string {
  return m.cart_out_of_stock_title({}, { locale });
}

/** docs/rules.md §8 out-of-stock add: toast description "{product name} is currently out of stock." */
export function outOfStockMessage(name: string, locale: Locale = 'en'): string {
  return m.cart_out_of_stock_text({ name }, { locale });
}

/** docs/rules.md §5 Stock check: items whose fresh record has is_available explicitly false (missing records are ignored). */
export function unavailableItems<T extends Pick<CartItem, 'id'>>(
  items: readonly T[],
  availability: ReadonlyMap<string, boolean> | Readonly<Record<string, boolean>>,
): T[] {
  const get = (id: string): boolean | undefined =>
    availability instanceof Map ? availability.get(id) : (availability as Record<string, boolean>)[id];
  return items.filter((i) => get(i.id) === false);
}

/** docs/rules.md §8 stock check message, names joined by ", " (verbatim template in English). */
export function unavailableItemsMessage(names: readonly string[], locale: Locale = 'en'): string {
  return m.cart_unavailable_items({ names: names.join(', ') }, { locale });
}
