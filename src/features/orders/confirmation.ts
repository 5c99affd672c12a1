/**
 * What the order confirmation page shows (docs/rules.md §2 Order confirmation), built from the live order (getOrder) and/or
 * the last order saved in this browser session. Pure, so the island stays a thin view.
 */
import type { Locale } from '../../lib/i18n';
import { arrivingInDays, arrivingLabel } from './order-number';
import { statusStep } from './status';
import type { StoredLastOrder } from './last-order';
import { isFinalStatus } from './lifecycle';
import type { OrderCustomerView, OrderView, StatusTimes } from './view';

export interface ConfirmationItem {
  id: string;
  name: string;
  /** The product's Nepali name when the order was placed, shown first on Nepali pages. */
  nameNe?: string;
  /** Site-relative image the shopper saw ("" when unknown: the placeholder is shown). */
  image: string;
  unit: string;
  price: number;
  quantity: number;
  lineTotal: number;
  /** The harvest lot the line came from (live orders only). */
  lot?: string;
}

/** Not OrderView: the page's merge of the live order and this session's copy (images, delivery details, step). */
export interface ConfirmationOrder {
  orderNumber: string;
  /**
   * False when only the status tracker is known (looked up by number alone): the page then shows the tracker and asks
   * for the phone number the order was placed with; items, amounts and dates are empty.
   */
  details: boolean;
  orderDate: string;
  status: string;
  /** docs/rules.md §2 tracker: 0 Order Confirmed, 1 Out for Delivery, 2 Delivered. */
  step: 0 | 1 | 2;
  items: ConfirmationItem[];
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  deliveryDiscount: number;
  total: number;
  couponApplied: boolean;
  couponCode: string | null;
  estimatedDelivery: string;
  /** Delivery details: only when this browser placed the order (or holds its token). */
  customer: OrderCustomerView | null;
  /** Why the order stopped (Cancelled, Delivery failed); "" otherwise. */
  statusReason: string;
  times: StatusTimes;
}

const NO_TIMES: StatusTimes = { confirmed: '', outForDelivery: '', delivered: '', cancelled: '', failed: '' };

/** The stored last order applies to this page when the page names no order, or names that same order. */
export function storedForPage(pageOrderNumber: string, stored: StoredLastOrder | null): StoredLastOrder | null {
  if (!stored) return null;
  return pageOrderNumber === '' || pageOrderNumber === stored.orderNumber ? stored : null;
}

/** docs/rules.md §3: the session copy as the page shows it (status "confirmed" → step 0). */
export function fromLastOrder(stored: StoredLastOrder): ConfirmationOrder {
  const c = stored.customerDetails;
  return {
    orderNumber: stored.orderNumber,
    details: true,
    orderDate: stored.orderDate,
    status: stored.status,
    step: statusStep(stored.status),
    items: stored.items.map((i) => ({ ...i, unit: i.unit ?? '', lineTotal: i.price * i.quantity })),
    subtotal: stored.subtotal,
    deliveryCharge: stored.deliveryCharge,
    discount: stored.discount_amount,
    deliveryDiscount: stored.delivery_discount_amount,
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
            landmark: c.landmark,
            notes: c.notes,
          }
        : null,
    statusReason: '',
    times: NO_TIMES,
  };
}

/**
 * The live order wins (status and amounts as PocketBase has them now); the session copy of the same order fills in
 * what the public view leaves out: item images and, for the browser that placed it, the delivery details.
 */
export function fromLiveOrder(live: OrderView, stored: StoredLastOrder | null): ConfirmationOrder {
  const own = stored && stored.orderNumber === live.orderNumber ? fromLastOrder(stored) : null;
  const images = new Map(own?.items.map((i) => [i.id, i.image]) ?? []);
  if (!live.details && own) return { ...own, status: live.status, step: statusStep(live.status), times: live.times };
  return {
    orderNumber: live.orderNumber,
    details: live.details,
    orderDate: live.orderDate || own?.orderDate || '',
    status: live.status,
    step: statusStep(live.status),
    items: live.items.map((i) => ({
      id: i.id,
      name: i.name,
      ...(i.nameNe ? { nameNe: i.nameNe } : {}),
      image: images.get(i.id) || i.image || '',
      unit: i.unit,
      price: i.price,
      quantity: i.quantity,
      lineTotal: i.lineTotal,
      ...(i.lot ? { lot: i.lot } : {}),
    })),
    subtotal: live.subtotal,
    deliveryCharge: live.deliveryCharge,
    discount: live.discount_amount,
    deliveryDiscount: live.delivery_discount_amount,
    total: live.total,
    couponApplied: live.couponApplied,
    couponCode: live.couponCode ?? own?.couponCode ?? null,
    estimatedDelivery: live.estimatedDelivery || own?.estimatedDelivery || '',
    customer: live.customer ?? own?.customer ?? null,
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
export function isFinalOrder(order: ConfirmationOrder): boolean {
  return isFinalStep(order.step) || isFinalStatus(order.status);
}
