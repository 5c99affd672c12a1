// Order placement (docs/rules.md §4 Checkout flow step 2): the browser says what it
// wants and what it saw; the server recomputes everything from PocketBase,
// refuses when the two differ (CONFLICT, naming the change), and writes the
// order through the atomic pb_hooks route. Client prices and totals are only
// ever compared, never stored.
import { ActionError } from 'astro:actions';
import type { FoundCoupon } from '../../lib/data/coupon.parse';
import type { ShopOrder } from '../../lib/data/orders.parse';
import type { z } from 'zod';
import type { Locale } from '../../lib/i18n';
import { couponExpired, couponNotAvailable, normalizeCode, type CouponResult } from './coupon';
import { checkCoupon } from './coupons.server';
import { parseCustomer } from './customer-schema.server';
import { nepaliPlaceNames } from '../orders/place-names.server';
import { resolvePlace, type DeliveryPlace } from './delivery.server';
import {
  buildLastOrder,
  buildPlacement,
  cartTotals,
  changeMessage,
  lineChanges,
  linesDeliveryCharge,
  priceLines,
  safeImage,
  shownName,
  totalChange,
  type CartChange,
  type OrderCustomer,
} from './order';
import { loadOrderProducts, type OrderProducts } from '../catalog/product-facts.server';
import { CUSTOMER_RULES, noLetterMessage, validationToastText } from './validation';
import { findOrderByKey, placeThroughHook } from '../orders/orders.server';
import { requestFingerprint } from './request-fingerprint.server';
import { duplicateProduct, keyReused, placeOrderFailed, walletNotOffered } from './messages';
import { walletsOffered } from '../payments/flow.server';
import { dayRefusalMessage } from '../delivery/words';
import { findPickupPlace, forgetDeliveryOffers, pickupPointCharge } from '../../lib/data/delivery-days.server';
import type { PlaceOrderResult, placeOrderInput } from './contract';
import { withLineImages, withLineNepaliNames } from '../orders/line-image';

type PlaceOrderRequest = z.output<typeof placeOrderInput>;

/**
 * A CONFLICT naming what changed (in `locale`), with the changes as machine-readable `details` (in the HTTP answer).
 */
function conflict(changes: CartChange[], locale: Locale): ActionError {
  return Object.assign(new ActionError({ code: 'CONFLICT', message: changeMessage(changes, locale) }), {
    details: { changes },
  });
}

/**
 * docs/rules.md §5 checkout rules on the submitted customer (the rule table in validation.ts, parsed by
 * customer-schema.server.ts); BAD_REQUEST with the toast text ("Name is required. ..."), in `locale`.
 */
export function checkCustomer(
  input: PlaceOrderRequest['customer'],
  locale: Locale = 'en',
): Omit<OrderCustomer, 'districtName' | 'cityName'> {
  const result = parseCustomer({ ...input, district: input.districtId, city: input.cityId }, locale);
  if (!result.ok) throw new ActionError({ code: 'BAD_REQUEST', message: validationToastText(result.messages, locale) });
  const { district, city, ...c } = result.customer;
  return { ...c, districtId: district, cityId: city };
}

/** The answer for a stored order (a new one or the one a repeated key already placed). */
async function placed(
  order: ShopOrder,
  input: PlaceOrderRequest,
  couponCode: string | null,
): Promise<PlaceOrderResult> {
  const images = new Map(input.items.map((i) => [i.id, safeImage(i.image)] as const));
  // The places' Nepali names, so the confirmation kept in the browser names them in Nepali (docs/i18n.md "Orders").
  const [{ districtNe, cityNe }, pickup] = await Promise.all([
    nepaliPlaceNames(order.district ?? '', order.city ?? ''),
    // Where a pickup order is collected, for its confirmation (docs/rules.md "Delivery days"); the order stands without.
    order.pickup_point ? findPickupPlace(order.pickup_point).catch(() => null) : null,
  ]);
  const ids = {
    districtId: input.customer.districtId?.trim() ?? '',
    cityId: input.customer.cityId?.trim() ?? '',
    districtNameNe: districtNe,
    cityNameNe: cityNe,
  };
  return {
    orderNumber: order.orderNumber,
    accessToken: order.accessToken ?? '',
    order: buildLastOrder(order, ids, images, couponCode, pickup),
  };
}

/** The coupon message after the hook refused the coupon: re-checked against the campaign as it is now. */
async function refusedCouponChange(
  code: string,
  subtotal: number,
  refusal: string,
  locale: Locale,
): Promise<CartChange> {
  const { result } = await checkCoupon(code, subtotal, new Date(), locale);
  if (!result.ok) return { kind: 'coupon', reason: result.reason, message: result.message };
  return refusal === 'coupon_expired'
    ? { kind: 'coupon', reason: 'expired', message: couponExpired(locale) }
    : { kind: 'coupon', reason: 'unavailable', message: couponNotAvailable(locale) };
}

/**
 * Places the order, or refuses it with a sentence in `locale` (the language of the page that sent it). The order is
 * kept in the language it was placed in (`input.language`; the sending page's when missing), which its messages
 * follow; nothing else of it depends on the language.
 */
export async function placeOrder(
  input: PlaceOrderRequest,
  now = new Date(),
  locale: Locale = 'en',
): Promise<PlaceOrderResult> {
  const customer = checkCustomer(input.customer, locale);
  const ids = input.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) {
    throw new ActionError({ code: 'BAD_REQUEST', message: duplicateProduct(locale) });
  }
  const couponCode = normalizeCode(input.couponCode) || null;
  const requestHash = requestFingerprint({
    items: input.items,
    customer,
    couponCode,
    delivery: { day: input.deliveryDay, pickupPoint: input.pickupPoint },
    // Only a wallet changes the fingerprint: cash orders keep the fingerprint they always had.
    ...(input.paymentMethod && input.paymentMethod !== 'cod' ? { paymentMethod: input.paymentMethod } : {}),
  });
  try {
    return await placeNewOrder(input, customer, couponCode, requestHash, now, locale);
  } catch (err) {
    // A retried submission (same key, same content) gets the order it already placed, even if prices, places or
    // the budget moved since. (Without a refusal the hook itself answers a repeated key with its order: no extra
    // lookup then.) The same key with other content finds nothing here.
    if (err instanceof ActionError && (err.code === 'CONFLICT' || err.code === 'BAD_REQUEST')) {
      const existing = await findOrderByKey(input.idempotencyKey, requestHash);
      if (existing) return await placed(existing, input, couponCode);
    }
    throw err;
  }
}

/** The order hook found a product changed since the facts the order was priced from were read. */
class ProductsChanged extends Error {}

/**
 * Prices and places the order from the server's short-lived copy of its products first
 * (src/features/catalog/product-facts.server.ts): the hook refuses it if a product changed since, and any refusal is
 * checked again against a fresh read, so an order is only ever stored or refused on the products as they are in
 * PocketBase.
 */
async function placeNewOrder(
  input: PlaceOrderRequest,
  customer: ReturnType<typeof checkCustomer>,
  couponCode: string | null,
  requestHash: string,
  now: Date,
  locale: Locale,
): Promise<PlaceOrderResult> {
  const ids = input.items.map((i) => i.id);
  const attempt = async (fresh: boolean) => {
    const [products, place] = await Promise.all([
      loadOrderProducts(ids, { fresh }),
      resolvePlace(customer.districtId, customer.cityId, locale),
    ]);
    return priceAndPlace(input, customer, couponCode, requestHash, now, products, place, locale);
  };
  try {
    return await attempt(false);
  } catch (err) {
    const refused = err instanceof ActionError && err.code === 'CONFLICT';
    if (!refused && !(err instanceof ProductsChanged)) throw err;
  }
  // Fresh reads; a product edited in the moment between the read and the hook's check is simply read again.
  for (let tries = 1; ; tries++) {
    try {
      return await attempt(true);
    } catch (err) {
      if (!(err instanceof ProductsChanged)) throw err;
      // An operator saving the products over and over: the shop is busy, not broken (503, not 500). The outbox
      // keeps the order and sends it again.
      if (tries >= 3) throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: placeOrderFailed(locale) });
    }
  }
}

/**
 * The chosen day or pickup point refused, in the shopper's language. Its own code, not CONFLICT: the checkout stays
 * open for the shopper to choose again (the cart and its prices are as they saw them).
 */
function dayRefused(refusal: Parameters<typeof dayRefusalMessage>[0], locale: Locale): ActionError {
  return new ActionError({ code: 'PRECONDITION_FAILED', message: dayRefusalMessage(refusal, locale) });
}

/**
 * docs/rules.md "Delivery days", "Pickup charge": an order collected at a pickup point costs the point's charge (0
 * unless the operator set one) instead of the delivery charge, read here, never taken from the browser. A point that
 * is gone or of another branch is refused as the order hook would refuse it.
 */
async function pickupCharge(pointId: string, branchId: string, locale: Locale): Promise<number> {
  const charge = await pickupPointCharge(pointId, branchId);
  if (charge === null) throw dayRefused({ reason: 'pickup_point', day: '', next: null, closedName: '' }, locale);
  return charge;
}

async function priceAndPlace(
  input: PlaceOrderRequest,
  customer: ReturnType<typeof checkCustomer>,
  couponCode: string | null,
  requestHash: string,
  now: Date,
  { products, stamps }: OrderProducts,
  place: DeliveryPlace,
  locale: Locale,
): Promise<PlaceOrderResult> {
  if (!place.ok) throw new ActionError({ code: 'BAD_REQUEST', message: place.message });

  const changes = lineChanges(input.items, products, locale);
  if (changes.length > 0) throw conflict(changes, locale);

  const lines = priceLines(input.items, products, locale);
  const delivery = input.pickupPoint
    ? await pickupCharge(input.pickupPoint, customer.cityId, locale)
    : linesDeliveryCharge(lines, place.branch.amount);
  const subtotal = cartTotals(lines, delivery, null).subtotal;

  let coupon: CouponResult | null = null;
  let found: FoundCoupon | null = null;
  if (couponCode) {
    ({ result: coupon, found } = await checkCoupon(couponCode, subtotal, now, locale));
    if (!coupon.ok) throw conflict([{ kind: 'coupon', reason: coupon.reason, message: coupon.message }], locale);
  }

  const totals = cartTotals(lines, delivery, coupon);
  const total = totalChange(input.expectedTotal, totals.total);
  if (total) throw conflict([total], locale);

  const placement = buildPlacement({
    idempotencyKey: input.idempotencyKey,
    customer: { ...customer, districtName: place.district.districtName, cityName: place.branch.branchName },
    lines,
    totals,
    coupon:
      coupon?.ok && found
        ? {
            couponId: coupon.couponId,
            campaignId: found.campaignId,
            discount: coupon.discount,
            deliveryDiscount: coupon.deliveryDiscount,
          }
        : null,
    now,
  });
  // Each line keeps its product's picture and Nepali name, so the order page can show them on any device, in Nepali too.
  const images = new Map<string, string | undefined>();
  const nepaliNames = new Map<string, string | undefined>();
  for (const [id, p] of products) {
    images.set(id, p.image);
    nepaliNames.set(id, p.nepaliName);
  }
  placement.order.items = withLineNepaliNames(withLineImages(placement.order.items, images), nepaliNames);
  placement.order.language = input.language ?? locale;
  placement.order.substitution = input.substitution ?? 'call';
  // The hook decides the day in its write transaction (docs/rules.md "Delivery days"); the route follows the branch.
  placement.delivery = {
    branch: customer.cityId,
    day: input.deliveryDay ?? '',
    pickupPoint: input.pickupPoint ?? '',
    queued: input.queued === true,
  };
  // A wallet is accepted only while the operator has it on and its keys are set (docs/payments.md).
  const paymentMethod = input.paymentMethod ?? 'cod';
  if (paymentMethod !== 'cod' && !(await walletsOffered()).includes(paymentMethod))
    throw new ActionError({ code: 'BAD_REQUEST', message: walletNotOffered(locale) });
  const outcome = await placeThroughHook({ ...placement, requestHash, productStamps: stamps, paymentMethod });
  if (outcome.kind === 'products_changed') throw new ProductsChanged('a product changed while the order was placed');
  if (outcome.kind === 'key_reused') throw new ActionError({ code: 'CONFLICT', message: keyReused(locale) });
  // The lots' stock as the hook counted it, in its write transaction: the numbers the shopper is told.
  if (outcome.kind === 'out_of_stock') {
    throw conflict(
      outcome.items.map((s) => ({
        kind: 'stock',
        id: s.id,
        name: shownName(products.get(s.id), s.id, locale),
        left: s.left,
      })),
      locale,
    );
  }
  if (outcome.kind === 'delivery_day') {
    // The days the shopper was offered were out of date: the next read (the checkout's, right after this refusal)
    // asks PocketBase again instead of offering the refused day once more.
    forgetDeliveryOffers();
    throw dayRefused(outcome.refusal, locale);
  }
  if (outcome.kind === 'no_letter') {
    throw new ActionError({ code: 'BAD_REQUEST', message: noLetterMessage(CUSTOMER_RULES[outcome.field], locale) });
  }
  if (outcome.kind === 'coupon_refused') {
    throw conflict([await refusedCouponChange(couponCode ?? '', subtotal, outcome.code, locale)], locale);
  }
  return await placed(outcome.order, input, couponCode);
}
