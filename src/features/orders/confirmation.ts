/**
 * What the order confirmation page shows (docs/rules.md §2 Order confirmation), built from the live order (getOrder) and/or
 * the last order saved in this browser session. Both are turned into the one shopper's order view (`OrderView`,
 * src/features/orders/view.ts), so the page, the status tracker and the getOrder action speak of the same shape. Pure,
 * so the island stays a thin view.
 */
import type { Locale } from '../../lib/i18n';
import { arrivingInDays, arrivingLabel } from './order-number';
import { statusStep } from './status';
import type { StoredLastOrder } from './last-order';
import { isFinalStatus } from './lifecycle';
import type { OrderView, StatusTimes } from './view';

const NO_TIMES: StatusTimes = { confirmed: '', outForDelivery: '', delivered: '', cancelled: '', failed: '' };

/** The stored last order applies to this page when the page names no order, or names that same order. */
export function storedForPage(pageOrderNumber: string, stored: StoredLastOrder | null): StoredLastOrder | null {
  if (!stored) return null;
  return pageOrderNumber === '' || pageOrderNumber === stored.orderNumber ? stored : null;
}

/**
 * docs/rules.md §3: the session copy as the page shows it (status "confirmed", the tracker's first step). The session
 * copy keeps no slug, so its lines have none (the page links lines by lot, not by product).
 */
export function fromLastOrder(stored: StoredLastOrder): OrderView {
  const c = stored.customerDetails;
  return {
    orderNumber: stored.orderNumber,
    details: true,
    orderDate: stored.orderDate,
    status: stored.status,
    items: stored.items.map(({ image, unit, ...line }) => ({
      ...line,
      slug: '',
      unit: unit ?? '',
      lineTotal: line.price * line.quantity,
      ...(image ? { image } : {}),
    })),
    subtotal: stored.subtotal,
    deliveryCharge: stored.deliveryCharge,
    discount_amount: stored.discount_amount,
    delivery_discount_amount: stored.delivery_discount_amount,
    total: stored.total,
    couponApplied: stored.coupon_used !== null,
    couponCode: stored.couponCode ?? null,
    estimatedDelivery: stored.estimatedDelivery,
    customer:
      c.name || c.phone
        ? {
            name: c.name,
            phone: c.phone,
            district: c.districtName,
            city: c.cityName,
            ...(c.districtNameNe ? { districtNe: c.districtNameNe } : {}),
            ...(c.cityNameNe ? { cityNe: c.cityNameNe } : {}),
            landmark: c.landmark,
            notes: c.notes,
          }
        : null,
    ...(stored.pickupPoint ? { pickupPoint: stored.pickupPoint } : {}),
    statusReason: '',
    times: NO_TIMES,
  };
}

/**
 * The live order wins (status and amounts as PocketBase has them now); the session copy of the same order fills in
 * what the public view leaves out: item images and, for the browser that placed it, the delivery details.
 */
export function fromLiveOrder(live: OrderView, stored: StoredLastOrder | null): OrderView {
  const own = stored && stored.orderNumber === live.orderNumber ? fromLastOrder(stored) : null;
  const images = new Map(own?.items.map((i) => [i.id, i.image]) ?? []);
  if (!live.details && own) return { ...own, status: live.status, times: live.times };
  // Where a pickup order is collected: the live one, unless its point is gone since and this tab kept it named.
  const pickupPoint = live.pickupPoint?.name ? live.pickupPoint : (own?.pickupPoint ?? live.pickupPoint);
  return {
    ...live,
    orderDate: live.orderDate || own?.orderDate || '',
    items: live.items.map((i) => {
      const image = images.get(i.id) || i.image;
      return { ...i, ...(image ? { image } : {}) };
    }),
    couponCode: live.couponCode ?? own?.couponCode ?? null,
    estimatedDelivery: live.estimatedDelivery || own?.estimatedDelivery || '',
    customer: live.customer ?? own?.customer ?? null,
    ...(pickupPoint ? { pickupPoint } : {}),
    statusReason: live.statusReason ?? '',
    times: live.times ?? NO_TIMES,
  };
}

/** docs/rules.md §2 estimated delivery: "Arriving in N day(s)" when N > 0, else null. */
export function arrivingText(estimatedDelivery: string, now: Date, locale: Locale = 'en'): string | null {
  return estimatedDelivery ? arrivingLabel(arrivingInDays(estimatedDelivery, now), locale) : null;
}

/** docs/rules.md §2 statuses after which nothing changes any more (polling stops). */
export function isFinalStep(step: number): boolean {
  return step >= 2;
}

/** Nothing will change any more: Delivered or Cancelled (polling stops). */
export function isFinalOrder(order: Pick<OrderView, 'status'>): boolean {
  return isFinalStep(statusStep(order.status)) || isFinalStatus(order.status);
}
