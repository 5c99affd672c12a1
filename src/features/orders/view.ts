/**
 * Orders as the shop shows them: the public order view the getOrder action returns, made from the order the pb_hooks
 * routes answer (ShopOrder, parsed by src/lib/data/orders.parse.ts), and the docs/rules.md §3 "Last order" kept in the
 * browser session. Pure.
 *
 * Privacy: a lookup by number alone carries the status tracker only (`details: false`: no items, totals, dates or
 * reason). With the phone number the order was placed with it carries items, totals and dates too. The customer's
 * name, phone and address appear only when the caller proved it placed the order (the access token returned at
 * placement).
 */
import type { OrderLine, ShopOrder } from '../../lib/data/orders.parse';
import type { Closure } from '../../lib/data/closed-days.parse';
import type { Locale } from '../../lib/i18n';
import { UNKNOWN_PICKUP_PLACE, type PickupPlace } from '../../lib/data/delivery-days.parse';

/** A name the operator typed in English and in Nepali ("" when they gave none). */
export interface BilingualName {
  name: string;
  nameNe: string;
}

/** One order line as the order page shows it: the stored line (OrderLine) with a thumbnail for its picture. */
export interface OrderItemView extends Omit<OrderLine, 'image'> {
  /** Thumbnail URL of the product's picture, when the line stored one (item-images.server.ts) or the session kept it. */
  image?: string;
}

/** The delivery details of an order: only ever shown to the holder of the order's access token. */
export interface OrderCustomerView {
  name: string;
  phone: string;
  /** District name (the record stores names, docs/rules.md §3). */
  district: string;
  /** City / area (delivery branch) name. */
  city: string;
  /** The district's and branch's Nepali names ('' or absent when they have none): looked up, as orders store English names. */
  districtNe?: string;
  cityNe?: string;
  landmark: string;
  notes: string;
}

/**
 * The delivery address as the order page shows it: landmark, city and district, the places by their Nepali names on
 * a Nepali page where they have them (the landmark is the shopper's own words, as typed).
 */
export function addressText(customer: OrderCustomerView, locale: Locale): string {
  const place = (english: string, nepali: string | undefined) =>
    locale === 'ne' && nepali?.trim() ? nepali.trim() : english;
  return [customer.landmark, place(customer.city, customer.cityNe), place(customer.district, customer.districtNe)]
    .filter(Boolean)
    .join(', ');
}

/**
 * The one shape of an order as the shopper sees it: what the getOrder action answers, and what the order page shows
 * (confirmation.ts builds it from the session's last order too). `ShopOrder` (src/lib/data/orders.parse.ts) is
 * PocketBase's answer and `LastOrder` the session copy in the shape docs/rules.md §3 sets; both are read into this.
 */
export interface OrderView {
  orderNumber: string;
  /**
   * False when the caller gave only the number: then `items` is empty, the amounts are 0, the dates and the reason
   * are "" (nothing but the status and its step times was sent by PocketBase).
   */
  details: boolean;
  /** Live status from PocketBase: one of src/features/orders/lifecycle.ts (older records may differ, see status.ts). */
  status: string;
  items: OrderItemView[];
  subtotal: number;
  deliveryCharge: number;
  discount_amount: number;
  delivery_discount_amount: number;
  couponApplied: boolean;
  /** The coupon's code, only with the access token. */
  couponCode: string | null;
  total: number;
  /** The total quoted at checkout when packing changed it (docs/rules.md "Packing: weights and substitutions"), else 0. */
  quotedTotal?: number;
  /** ISO instants ("" when unknown). */
  orderDate: string;
  estimatedDelivery: string;
  /** Why the order comes on another day than the shopper chose (its last delivery-day move), or null. */
  deliveryMove?: { from: string; to: string; reason: string } | null;
  /** The closure (a festival, a strike) of its day, closed after it was placed: the page says a new day will come. */
  dayClosed?: Closure;
  /** Its route or pickup point, which no longer delivers on its day's weekday: the page says a new day will come. */
  dayNotServed?: BilingualName;
  customer: OrderCustomerView | null;
  /**
   * Collected at a pickup point (docs/rules.md "Delivery days"): where, and its hours (UNKNOWN_PICKUP_PLACE when the
   * point is gone); absent for delivery to the address. Its charge is then `deliveryCharge`, named "Pickup charge".
   */
  pickupPoint?: PickupPlace;
  /** Why the order was cancelled or could not be delivered ("" otherwise). */
  statusReason: string;
  /** When each lifecycle step happened (ISO instants, "" when it has not). */
  times: StatusTimes;
  /** docs/payments.md: cod, esewa or khalti, and its state (cod, awaiting, paid, unpaid, refund_due, …). */
  paymentMethod?: string;
  paymentState?: string;
  /** The cash the rider recorded at the door, when it differs from the total (a short payment): the page says so. */
  cashCollected?: number;
}

/** When an order entered each status after Open (src/features/orders/lifecycle.ts). */
export interface StatusTimes {
  confirmed: string;
  outForDelivery: string;
  delivered: string;
  cancelled: string;
  failed: string;
}

/** docs/rules.md §3 "Last order" (browser session key `lastOrder`). */
export interface LastOrder {
  orderNumber: string;
  orderDate: string;
  customerDetails: {
    name: string;
    phone: string;
    /** District record id. */
    district: string;
    districtName: string;
    /** Addition: the district's Nepali name at placement ('' or absent when it had none). */
    districtNameNe?: string;
    /** City (delivery branch) record id. */
    city: string;
    cityName: string;
    /** Addition: the branch's Nepali name at placement ('' or absent when it had none). */
    cityNameNe?: string;
    landmark: string;
    notes: string;
    deliveryCharge: number;
  };
  items: { id: string; name: string; nameNe?: string; image: string; price: number; quantity: number; unit?: string }[];
  subtotal: number;
  deliveryCharge: number;
  discount_amount: number;
  delivery_discount_amount: number;
  /** Coupon record id, or null. */
  coupon_used: string | null;
  /** Addition: the code the shopper applied, for display. */
  couponCode?: string | null;
  total: number;
  status: 'confirmed';
  estimatedDelivery: string;
  notes: string;
  /** Addition: where the order is collected, when the shopper chose a pickup point (absent: delivered). */
  pickupPoint?: PickupPlace;
}

/** The delivery details of a hook answer, or null when the answer did not include them. */
export function customerOf(order: ShopOrder): OrderCustomerView | null {
  if (order.customerName === undefined) return null;
  return {
    name: order.customerName ?? '',
    phone: order.phone ?? '',
    district: order.district ?? '',
    city: order.city ?? '',
    landmark: order.landmark ?? '',
    notes: order.notes ?? '',
  };
}

/**
 * The getOrder answer. `withPrivate` decides whether delivery details may be included (the hook already withholds
 * them without a valid token; this is a second guard). `couponCode` is looked up separately, token holders only.
 * `pickup`: the place of the order's pickup point, read by the caller (null when the point is gone or the order has
 * none); shown with the details, as the charge it names is.
 */
export function toOrderView(
  order: ShopOrder,
  withPrivate: boolean,
  couponCode: string | null = null,
  pickup: PickupPlace | null = null,
): OrderView {
  const view = fullView(order, withPrivate, couponCode, pickup);
  if (order.details === true || withPrivate) return view;
  // A second guard: whatever the answer held, a number-only lookup passes on the tracker alone.
  return {
    ...view,
    details: false,
    items: [],
    subtotal: 0,
    deliveryCharge: 0,
    discount_amount: 0,
    delivery_discount_amount: 0,
    couponApplied: false,
    couponCode: null,
    total: 0,
    quotedTotal: undefined,
    cashCollected: undefined,
    orderDate: '',
    estimatedDelivery: '',
    deliveryMove: undefined,
    dayClosed: undefined,
    dayNotServed: undefined,
    customer: null,
    pickupPoint: undefined,
    statusReason: '',
  };
}

function fullView(
  order: ShopOrder,
  withPrivate: boolean,
  couponCode: string | null,
  pickup: PickupPlace | null,
): OrderView {
  return {
    orderNumber: order.orderNumber,
    details: true,
    status: order.status || 'Open',
    items: order.items.map(({ image: _stored, ...line }) => line),
    subtotal: order.subtotal,
    deliveryCharge: order.deliveryCharge,
    discount_amount: order.discount_amount,
    delivery_discount_amount: order.delivery_discount_amount,
    couponApplied: order.coupon_used !== null,
    couponCode: withPrivate ? couponCode : null,
    total: order.total,
    ...(order.quoted_total ? { quotedTotal: order.quoted_total } : {}),
    orderDate: order.orderDate,
    estimatedDelivery: order.estimatedDelivery,
    deliveryMove: order.delivery_move ?? undefined,
    ...(order.day_closed ? { dayClosed: { name: order.day_closed.name, nameNe: order.day_closed.name_ne } } : {}),
    ...(order.day_not_served
      ? { dayNotServed: { name: order.day_not_served.name, nameNe: order.day_not_served.name_ne } }
      : {}),
    customer: withPrivate ? customerOf(order) : null,
    ...(order.pickup_point ? { pickupPoint: pickup ?? UNKNOWN_PICKUP_PLACE } : {}),
    statusReason: order.status_reason ?? '',
    times: {
      confirmed: order.confirmed_at ?? '',
      outForDelivery: order.out_for_delivery_at ?? '',
      delivered: order.delivered_at ?? '',
      cancelled: order.cancelled_at ?? '',
      failed: order.failed_at ?? '',
    },
    paymentMethod: order.payment_method || 'cod',
    paymentState: order.payment_state || 'cod',
    ...(typeof order.cash_collected === 'number' && order.cash_collected !== order.total
      ? { cashCollected: order.cash_collected }
      : {}),
  };
}
