// The shop server's side of the pb_hooks order routes (pocketbase/pb_hooks/
// orders.pb.js). Orders are never written through the generic records API:
// the hook writes the order and deducts the coupon's campaign budget in one
// SQLite transaction, dedupes by idempotency key and numbers the order.
import { z } from 'zod';
import type { ShopOrder } from '../../lib/data/orders.parse';
import { postOrder, postOrderByKey, postOrderLookup } from '../../lib/data/orders.server';
import { pbStatus } from '../../lib/pocketbase.server';
import type { OrderPlacement } from './placement';
import { parseDeliveryDay, type DeliveryDay } from '../../lib/data/delivery-days.parse';

export type PlacementOutcome =
  | { kind: 'placed'; order: ShopOrder }
  /** 409 from the hook: the campaign could not pay this coupon any more (inactive, expired or out of budget). */
  | { kind: 'coupon_refused'; code: string }
  /** 409 from the hook: the idempotency key already placed an order with other content (nothing more is said). */
  | { kind: 'key_reused' }
  /** 409 from the hook: a product changed since the server read the facts it priced the order from; nothing written. */
  | { kind: 'products_changed' }
  /** 409 from the hook: lines its lots cannot fill (pocketbase/pb_hooks/lib/stock.js), with what is left; nothing written. */
  | { kind: 'out_of_stock'; items: { id: string; left: number }[] }
  /** 409 from the hook: the chosen delivery day cannot be kept (pocketbase/pb_hooks/lib/delivery-days.js checkDay). */
  | { kind: 'delivery_day'; refusal: DayRefusal }
  /**
   * 400 from the hook: the name or landmark has no letter its check can see. The shop's check (src/lib/visible-text.ts)
   * ran first with the same pattern, but Node knows a newer Unicode than PocketBase's Go (a letter of a script added
   * since), so the two may disagree on such a letter: the shopper's input, refused, not a failure of the shop.
   */
  | { kind: 'no_letter'; field: 'name' | 'landmark' };

/** The hook's words for a name or landmark without a visible letter (pocketbase/pb_hooks/lib/orders.js). */
const NO_LETTER = /^(customerName|landmark) must contain at least one letter or digit$/;

/** Why a delivery day was refused, and the next open day (null when there is none). */
export interface DayRefusal {
  reason: string;
  day: string;
  next: DeliveryDay | null;
  closedName: string;
}

/** The hook's code for a repeated idempotency key whose request does not match the stored order. */
const KEY_REUSED_CODE = 'idempotency_key_reused';
/** The hook's code for a product whose `updated` stamp is not the one the order was priced with. */
const PRODUCTS_CHANGED_CODE = 'products_changed';

const refusalSchema = z.object({ code: z.string() });
const outOfStockSchema = z.object({
  code: z.literal('out_of_stock'),
  items: z.array(z.object({ id: z.string(), left: z.number().int().min(0) })).max(100),
});

const daySchema = z.object({
  code: z.literal('delivery_day_unavailable'),
  reason: z.string().max(40),
  day: z.string().max(10).optional(),
  next: z.unknown(),
  closedName: z.string().max(200).optional(),
});

/**
 * Placements sent to PocketBase at once; the rest wait here, in arrival order. PocketBase writes through a single
 * SQLite connection and hands it to a random one of the requests waiting for it (Go's database/sql), so fifty
 * placements at once made some wait many turns (checkout p99 at 50 connections: bench/README.md). A few at a time
 * keep that connection busy; the queue here is first come, first served.
 */
export const PLACEMENTS_AT_ONCE = 4;
let placing = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (placing < PLACEMENTS_AT_ONCE) placing++;
  else await new Promise<void>((start) => queue.push(start));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = queue.shift();
    if (next) next();
    else placing--;
  }
}

/**
 * POST /api/shop/orders: places the order atomically (or returns the one already placed with this key, when
 * `requestHash` — src/features/checkout/request-fingerprint.server.ts — matches the one stored with it).
 */
export async function placeThroughHook(
  placement: OrderPlacement & { requestHash: string; productStamps?: Record<string, string> },
): Promise<PlacementOutcome> {
  try {
    return { kind: 'placed', order: await inTurn(() => postOrder(placement)) };
  } catch (err) {
    if (pbStatus(err) === 409) {
      const refusal = refusalSchema.safeParse((err as { response?: unknown }).response);
      if (refusal.success && refusal.data.code === KEY_REUSED_CODE) return { kind: 'key_reused' };
      if (refusal.success && refusal.data.code === PRODUCTS_CHANGED_CODE) return { kind: 'products_changed' };
      const short = outOfStockSchema.safeParse((err as { response?: unknown }).response);
      if (short.success) return { kind: 'out_of_stock', items: short.data.items };
      const day = daySchema.safeParse((err as { response?: unknown }).response);
      if (day.success) {
        const { reason, day: asked, next, closedName } = day.data;
        return {
          kind: 'delivery_day',
          refusal: { reason, day: asked ?? '', next: parseDeliveryDay(next), closedName: closedName ?? '' },
        };
      }
      if (refusal.success && refusal.data.code === 'pickup_point_unknown')
        return { kind: 'delivery_day', refusal: { reason: 'pickup_point', day: '', next: null, closedName: '' } };
      return { kind: 'coupon_refused', code: refusal.success ? refusal.data.code : 'coupon_unavailable' };
    }
    const noLetter =
      pbStatus(err) === 400
        ? NO_LETTER.exec(String((err as { response?: { message?: unknown } }).response?.message ?? ''))
        : null;
    if (noLetter) return { kind: 'no_letter', field: noLetter[1] === 'landmark' ? 'landmark' : 'name' };
    throw err;
  }
}

/** POST /api/shop/orders/by-key: the order already placed with this idempotency key and request, or null. */
export async function findOrderByKey(idempotencyKey: string, requestHash: string): Promise<ShopOrder | null> {
  try {
    return await postOrderByKey(idempotencyKey, requestHash);
  } catch (err) {
    // 409: the key placed an order with other content; the caller learns nothing more than "not yours".
    if (pbStatus(err) === 404 || pbStatus(err) === 409) return null;
    throw err;
  }
}

/**
 * POST /api/shop/order-lookup: the order with this number (null when there is none). The number alone gives the
 * status tracker only; `phone`, when it is the one the order was placed with, adds items and totals; `token`, when it
 * is the order's access token, adds the delivery details too (pocketbase/pb_hooks/lib/orders.js, lookupView).
 */
export async function lookupOrder(orderNumber: string, token: string, phone = ''): Promise<ShopOrder | null> {
  try {
    return await postOrderLookup(orderNumber, token, phone);
  } catch (err) {
    if (pbStatus(err) === 404) return null;
    throw err;
  }
}

/** The code of a coupon by id (for the token holder's order view); null when it no longer exists. */
export { findCouponCode as couponCodeById } from '../../lib/data/coupon.server';
