/**
 * Pure order building for the server: price the cart from PocketBase's products, find what changed since the
 * shopper looked (docs/rules.md §8 stock check, plus prices, minimums, coupon and total), and assemble the order record of
 * docs/rules.md §3 and the session's "Last order". No I/O: *.server.ts fetches the facts and passes them in. What a
 * product's facts are and whether it can be ordered is the catalogue's (src/features/catalog/product-facts.ts).
 */
import type { ProductFacts } from '../../lib/data/products.parse';
import { isOrderable } from '../catalog/product-facts';
import { quantityBounds, unavailableItemsMessage } from '../cart/rules';
import type { Locale } from '../../lib/i18n';
import { formatMoney, formatNumber } from '../../lib/money';
import * as m from '../../paraglide/messages.js';
import { estimatedDelivery } from '../orders/order-number';
import type { ShopOrder } from '../../lib/data/orders.parse';
import { customerOf, type LastOrder } from '../orders/view';
import { UNKNOWN_PICKUP_PLACE, type PickupPlace } from '../../lib/data/delivery-days.parse';
import type { OrderPlacement } from '../orders/placement';
import { deliveryCharge } from './delivery-charge';
import { lineTotal, orderTotals, type OrderTotals } from './totals';
import type { CouponResult } from './coupon';
import type { QuoteLine } from './contract';
import type { Customer } from './validation';

/** Units left when the line asks for more than a stock-tracked product has, else null. */
export function shortBy(product: ProductFacts, quantity: number | undefined): number | null {
  return product.stock && quantity !== undefined && quantity > product.stock.left ? product.stock.left : null;
}

/** A name with what is left, for the docs/rules.md §8 stock-check sentence: "Chiuri Honey (Only 3 left)". */
export function nameWithLeft(name: string, left: number | null | undefined, locale: Locale = 'en'): string {
  return typeof left === 'number' && left > 0
    ? m.checkout_name_only_left({ name, count: formatNumber(left, locale) }, { locale })
    : name;
}

/**
 * The stock sentences for lines that cannot be ordered as they are: the docs/rules.md §8 "no longer available"
 * sentence for those with nothing left, and for those with fewer left than the cart holds a sentence that asks to
 * choose what is left ("… (Only 3 left). Choose what is left to continue."), which the checkout offers as a button.
 */
export function stockLinesMessage(
  lines: readonly { name: string; left?: number | null }[],
  locale: Locale = 'en',
): string {
  const gone = lines.filter((l) => !(typeof l.left === 'number' && l.left > 0)).map((l) => l.name);
  const short = lines.flatMap((l) =>
    typeof l.left === 'number' && l.left > 0 ? [nameWithLeft(l.name, l.left, locale)] : [],
  );
  const parts: string[] = [];
  if (gone.length > 0) parts.push(unavailableItemsMessage(gone, locale));
  if (short.length > 0) parts.push(m.checkout_short_stock({ names: short.join(', ') }, { locale }));
  return parts.join(' ');
}

/**
 * A name for messages: the product's, else the client's hint for a deleted product, else a neutral phrase in the
 * page's language.
 */
function displayName(product: ProductFacts | undefined, hint: string | undefined, locale: Locale): string {
  if (product) return product.name;
  const h = hint?.trim();
  return h ? h.slice(0, 100) : m.checkout_product_in_cart({}, { locale });
}

/** The name a message shows the shopper: the Nepali name on Nepali pages where the operator wrote one. */
export function shownName(product: ProductFacts | undefined, hint: string | undefined, locale: Locale): string {
  if (locale === 'ne' && product?.nepaliName) return product.nepaliName;
  return displayName(product, hint, locale);
}

/**
 * docs/rules.md §5 Stock check over fresh facts: every line that is gone, hidden, unavailable or asks for more than
 * its lots have left (then with `left`), with its name.
 */
export function unavailableLines(
  items: readonly { id: string; name?: string; quantity?: number }[],
  products: ReadonlyMap<string, ProductFacts>,
  locale: Locale = 'en',
): { id: string; name: string; left?: number }[] {
  const out: { id: string; name: string; left?: number }[] = [];
  for (const item of items) {
    const product = products.get(item.id);
    const name = shownName(product, item.name, locale);
    // A stock-tracked product that cannot be ordered has nothing left to offer (hidden, unavailable or sold out).
    const tracked = Boolean(product?.stock);
    if (!isOrderable(product)) out.push({ id: item.id, name, ...(tracked ? { left: 0 } : {}) });
    else {
      const left = shortBy(product, item.quantity);
      if (left !== null) out.push({ id: item.id, name, left });
    }
  }
  return out;
}

/**
 * Prices each requested line from the facts; unorderable lines are priced but counted 0 in totals. `locale` names a
 * line whose product is gone and that came without a name.
 */
export function priceLines(
  items: readonly { id: string; quantity: number; name?: string }[],
  products: ReadonlyMap<string, ProductFacts>,
  locale: Locale = 'en',
): QuoteLine[] {
  return items.map((item) => {
    const product = products.get(item.id);
    const available = isOrderable(product);
    const price = product?.price ?? 0;
    return {
      id: item.id,
      slug: product?.slug ?? '',
      name: displayName(product, item.name, locale),
      unit: product?.unit ?? '',
      category: product?.category ?? '',
      price,
      quantity: item.quantity,
      lineTotal: lineTotal(price, item.quantity),
      minQuantity: quantityBounds(product?.minOf).min,
      available,
    };
  });
}

/** docs/rules.md §2 subtotal over the lines that can be ordered. */
export function linesSubtotal(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + (line.available ? line.lineTotal : 0), 0);
}

/** docs/rules.md §9 delivery charge for the orderable lines at a branch's rate (0 without a branch). */
export function linesDeliveryCharge(lines: readonly QuoteLine[], rate: number | string | null): number {
  if (rate === null) return 0;
  return deliveryCharge(
    lines.filter((l) => l.available).map((l) => ({ category: l.category, unit: l.unit, quantity: l.quantity })),
    rate,
  );
}

/** docs/rules.md §9 totals for a priced cart, a delivery charge and a coupon outcome (failed or absent coupon = no discount). */
export function cartTotals(lines: readonly QuoteLine[], delivery: number, coupon: CouponResult | null): OrderTotals {
  const applied = coupon?.ok ? coupon : null;
  return orderTotals({
    subtotal: linesSubtotal(lines),
    deliveryCharge: delivery,
    discount: applied?.discount ?? 0,
    deliveryDiscount: applied?.deliveryDiscount ?? 0,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What changed since the shopper looked
// ---------------------------------------------------------------------------------------------------------------

/** One difference between what the shopper saw and PocketBase's truth; `details` of a CONFLICT answer. */
export type CartChange =
  | { kind: 'unavailable'; id: string; name: string }
  /** More than the product's lots have left (docs/rules.md §5 Stock allocation); `left` may be 0. */
  | { kind: 'stock'; id: string; name: string; left: number }
  | { kind: 'price'; id: string; name: string; seen: number; now: number }
  | { kind: 'minimum'; id: string; name: string; quantity: number; min: number }
  | { kind: 'coupon'; reason: string; message: string }
  | { kind: 'total'; seen: number; now: number };

/** A line as the shopper submitted it. */
export interface SeenLine {
  id: string;
  quantity: number;
  price: number;
  name?: string;
}

/**
 * Lines that cannot be ordered as seen: gone/hidden/unavailable (docs/rules.md §8), a different current price, or a quantity
 * below the product's current minimum (docs/rules.md §5). Ordered as the cart is.
 */
export function lineChanges(
  seen: readonly SeenLine[],
  products: ReadonlyMap<string, ProductFacts>,
  locale: Locale = 'en',
): CartChange[] {
  const changes: CartChange[] = [];
  for (const line of seen) {
    const product = products.get(line.id);
    if (!isOrderable(product)) {
      changes.push({ kind: 'unavailable', id: line.id, name: displayName(product, line.name, locale) });
      continue;
    }
    const left = shortBy(product, line.quantity);
    if (left !== null) changes.push({ kind: 'stock', id: line.id, name: product.name, left });
    if (product.price !== line.price) {
      changes.push({ kind: 'price', id: line.id, name: product.name, seen: line.price, now: product.price });
    }
    const { min } = quantityBounds(product.minOf);
    if (line.quantity < min) {
      changes.push({ kind: 'minimum', id: line.id, name: product.name, quantity: line.quantity, min });
    }
  }
  return changes;
}

/** The total check, made only when nothing else explains a difference. */
export function totalChange(seenTotal: number, total: number): CartChange | null {
  return seenTotal === total ? null : { kind: 'total', seen: seenTotal, now: total };
}

/**
 * One message naming every change, in the page's language, e.g. "The price of Jumla Apple changed from Rs. 250 to
 * Rs. 280. Please review your cart.". Unavailable items use the docs/rules.md §8 stock-check sentence; a coupon change
 * uses the docs/rules.md §5 message (already in that language: the coupon was checked in it).
 */
export function changeMessage(changes: readonly CartChange[], locale: Locale = 'en'): string {
  const parts: string[] = [];
  const stock = changes.flatMap((c) =>
    c.kind === 'unavailable' ? [{ name: c.name }] : c.kind === 'stock' ? [{ name: c.name, left: c.left }] : [],
  );
  if (stock.length > 0) parts.push(stockLinesMessage(stock, locale));
  const money = (n: number) => formatMoney(n, locale);
  const review: string[] = [];
  for (const c of changes) {
    if (c.kind === 'price')
      review.push(m.checkout_price_changed({ name: c.name, before: money(c.seen), after: money(c.now) }, { locale }));
    if (c.kind === 'minimum')
      review.push(m.checkout_minimum_changed({ name: c.name, min: formatNumber(c.min, locale) }, { locale }));
    if (c.kind === 'total')
      review.push(m.checkout_total_changed({ before: money(c.seen), after: money(c.now) }, { locale }));
    if (c.kind === 'coupon') parts.push(c.message);
  }
  if (review.length > 0) parts.push(`${review.join(' ')} ${m.checkout_review_cart({}, { locale })}`);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// The order record and the session's last order
// ---------------------------------------------------------------------------------------------------------------

/**
 * docs/rules.md §5 checkout fields after validation (Customer, validation.ts) with district and city as the ids they are,
 * plus the names PocketBase holds for the chosen district and branch.
 */
export type OrderCustomer = Omit<Customer, 'district' | 'city'> & {
  districtId: string;
  districtName: string;
  cityId: string;
  cityName: string;
};

/**
 * docs/rules.md §3 Order fields for a priced, checked cart (every line orderable). Status, channel, failed attempts, the
 * order number and the access token are set by the hook. Prices and totals come only from the facts.
 */
export function buildPlacement(args: {
  idempotencyKey: string;
  customer: OrderCustomer;
  lines: readonly QuoteLine[];
  totals: OrderTotals;
  coupon: { couponId: string; campaignId: string; discount: number; deliveryDiscount: number } | null;
  now: Date;
}): OrderPlacement {
  const { customer, totals, coupon, now } = args;
  const placement: OrderPlacement = {
    idempotencyKey: args.idempotencyKey,
    order: {
      customerName: customer.name,
      phone: customer.phone,
      email: customer.email,
      district: customer.districtName,
      city: customer.cityName,
      landmark: customer.landmark,
      notes: customer.notes,
      items: args.lines.map((l) => ({
        id: l.id,
        slug: l.slug,
        name: l.name,
        price: l.price,
        quantity: l.quantity,
        unit: l.unit,
        lineTotal: l.lineTotal,
      })),
      subtotal: totals.subtotal,
      deliveryCharge: totals.deliveryCharge,
      discount_amount: totals.discount,
      delivery_discount_amount: totals.deliveryDiscount,
      total: totals.total,
      coupon_used: coupon?.couponId ?? '',
      orderDate: now.toISOString(),
      estimatedDelivery: estimatedDelivery(now).toISOString(),
    },
  };
  if (coupon) {
    placement.campaignId = coupon.campaignId;
    placement.budgetCharge = totals.discount + totals.deliveryDiscount;
    placement.budgetRequired = coupon.discount + coupon.deliveryDiscount;
  }
  return placement;
}

/** Only site-relative image paths are kept from a client's hint ("/_astro/x.webp"), never other origins. */
export function safeImage(hint: string | undefined): string {
  return typeof hint === 'string' && /^\/(?![/\\])[^\s"'<>]*$/.test(hint) ? hint : '';
}

/**
 * docs/rules.md §3 "Last order" from the stored order (the hook's answer, with its delivery details) — so a retried
 * submission gets exactly the order that was stored. District and city ids are the submitted ones (the record
 * stores names), with the places' Nepali names when they have them; images are the shopper's own hints. `pickup`: the
 * place of the order's pickup point (docs/rules.md "Delivery days"), read by the caller; null when it could not be.
 */
export function buildLastOrder(
  order: ShopOrder,
  ids: { districtId: string; cityId: string; districtNameNe?: string; cityNameNe?: string },
  images: ReadonlyMap<string, string>,
  couponCode: string | null,
  pickup: PickupPlace | null = null,
): LastOrder {
  const customer = customerOf(order);
  const orderDate = order.orderDate || new Date().toISOString();
  return {
    orderNumber: order.orderNumber,
    orderDate,
    customerDetails: {
      name: customer?.name ?? '',
      phone: customer?.phone ?? '',
      district: ids.districtId,
      districtName: customer?.district ?? '',
      ...(ids.districtNameNe ? { districtNameNe: ids.districtNameNe } : {}),
      city: ids.cityId,
      cityName: customer?.city ?? '',
      ...(ids.cityNameNe ? { cityNameNe: ids.cityNameNe } : {}),
      landmark: customer?.landmark ?? '',
      notes: customer?.notes ?? '',
      deliveryCharge: order.deliveryCharge,
    },
    items: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      ...(item.nameNe ? { nameNe: item.nameNe } : {}),
      image: images.get(item.id) ?? '',
      price: item.price,
      quantity: item.quantity,
      unit: item.unit,
    })),
    subtotal: order.subtotal,
    deliveryCharge: order.deliveryCharge,
    discount_amount: order.discount_amount,
    delivery_discount_amount: order.delivery_discount_amount,
    coupon_used: order.coupon_used,
    couponCode: order.coupon_used ? couponCode : null,
    total: order.total,
    status: 'confirmed',
    estimatedDelivery: order.estimatedDelivery || estimatedDelivery(new Date(orderDate)).toISOString(),
    notes: customer?.notes ?? '',
    ...(order.pickup_point ? { pickupPoint: pickup ?? UNKNOWN_PICKUP_PLACE } : {}),
  };
}
