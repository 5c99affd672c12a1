// The order desk's reads and writes, made with the signed-in staff member's PocketBase client, so PocketBase's
// rules decide what staff may see and do (SECURITY.md "Order desk").
import { z } from 'zod';
import { postCouponCodesOfOrders } from '../../lib/data/coupon.server';
import { UNKNOWN_PICKUP_PLACE, type PickupPlace } from '../../lib/data/delivery-days.parse';
import { findPickupPlace } from '../../lib/data/delivery-days.server';
import type { DeskListOrder, Order, OrderLine, SubstitutionChoice } from '../../lib/data/orders.parse';
import {
  postDeliveryDayMove,
  postStatusChange,
  readDeskListOrders,
  readOrder,
  readOrdersPlaced,
  type OrderPlace,
} from '../../lib/data/orders.server';
import type { SiteBuild } from '../../lib/data/site-builds.parse';
import { findLatestSiteBuild, queueSiteBuild } from '../../lib/data/site-builds.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { pbStatus } from '../../lib/pocketbase.server';
import { nepalDayStart } from '../../lib/nepal-time.mjs';
import { nepalDateTime, pbDate } from './nepal-time';
import { toCsv } from './csv';
import type { Locale } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { deskDigits } from './language';
import type { DeskOrderRow } from './rows';
import { deskPaymentText, methodName, orderPaymentStateName } from '../payments/words';
import { deskStatusName } from './words';
import { nepaliPlaceNames } from '../orders/place-names.server';
import { readRefundsDue } from '../../lib/data/payments.server';
import { refundsDue, type RefundDueRow } from './refunds-due';

/** The order's places by their Nepali names on the Nepali desk, where they have them (orders store the English names). */
export async function placesIn<T extends { district: string; city: string }>(r: T, locale: Locale): Promise<T> {
  if (locale === 'en') return r;
  const { districtNe, cityNe } = await nepaliPlaceNames(r.district, r.city);
  return { ...r, district: districtNe || r.district, city: cityNe || r.city };
}

/** A list row in the desk's language (the status's name, money and time; the rest as stored). */
export function toRow(r: DeskListOrder, locale: Locale = 'en'): DeskOrderRow {
  return {
    id: r.id,
    orderNumber: r.orderNumber,
    status: r.status,
    statusText: deskStatusName(r.status, locale),
    customerName: r.customerName,
    phone: r.phone,
    place: [r.city, r.district].filter(Boolean).join(', '),
    total: r.total,
    totalText: formatMoney(r.total, locale),
    created: r.created,
    timeText: deskDigits(nepalDateTime(r.created).slice(11), locale),
    paymentText: deskPaymentText(r.payment_method, r.payment_state, locale),
  };
}

/**
 * Today's orders (Nepal time) and every order still open, newest first; with `day`, that delivery day's orders
 * instead (docs/order-desk.md "Delivery days"); either on one route or pickup point when `place` names one.
 */
export async function listDeskOrders(
  pb: StaffClient,
  locale: Locale = 'en',
  now = Date.now(),
  day = '',
  place: OrderPlace = {},
): Promise<DeskOrderRow[]> {
  const records = await readDeskListOrders(pb, pbDate(nepalDayStart(now)), day, place);
  return Promise.all(records.map(async (r) => toRow(await placesIn(r, locale), locale)));
}

/** Every order owing a wallet payment back, whatever its day (refunds-due.ts). */
export async function listRefundsDue(pb: StaffClient, locale: Locale = 'en'): Promise<RefundDueRow[]> {
  return refundsDue(await readRefundsDue(pb), locale);
}

export interface DeskOrderDetail extends DeskOrderRow {
  items: OrderLine[];
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  deliveryDiscount: number;
  landmark: string;
  city: string;
  district: string;
  notes: string;
  /** The shopper's email address, "" when they gave none. */
  email: string;
  couponCode: string;
  reason: string;
  /** Its delivery day (Nepal date, "" for older orders: docs/rules.md §4 "Delivery days"). */
  deliveryDay: string;
  /** When the order entered each status after Open; `label` is the English desk's wording. */
  times: { status: string; label: string; at: string }[];
  /** Packing (docs/rules.md "Packing: weights and substitutions"): the shopper's choice, when packing was marked done. */
  choice: SubstitutionChoice;
  packedAt: string;
  /** docs/payments.md: cod | esewa | khalti, and the order's payment state (cod, awaiting, paid, ...). */
  paymentMethod: string;
  paymentState: string;
  /** The cash the rider recorded at the door (null before), and why it differs ("short", "no_change", "refused"). */
  cashCollected: number | null;
  cashReason: string;
  /**
   * Collected at a pickup point: its names, address and hours (UNKNOWN_PICKUP_PLACE when the point was deleted since);
   * null when it is delivered to the address.
   */
  pickup: PickupPlace | null;
  /** Its route's and pickup point's ids ("" when none): where its day's weekday is checked (readPlaceDays). */
  routeId: string;
  pickupPointId: string;
  /** When it was last saved (PocketBase's `updated`): its forms send it back, so a page left open is refused. */
  updated: string;
}

/** An order's step times (ISO instants, "" when it has not reached the step). */
type StepTime = 'confirmed_at' | 'out_for_delivery_at' | 'delivered_at' | 'failed_at' | 'cancelled_at';

const TIMES: [status: string, label: string, field: StepTime][] = [
  ['Confirmed', 'Confirmed', 'confirmed_at'],
  ['Out for Delivery', 'Out for delivery', 'out_for_delivery_at'],
  ['Delivered', 'Delivered', 'delivered_at'],
  ['Delivery failed', 'Delivery failed', 'failed_at'],
  ['Cancelled', 'Cancelled', 'cancelled_at'],
];

function toDetail(r: Order, couponCode: string, pickup: PickupPlace | null, locale: Locale = 'en'): DeskOrderDetail {
  return {
    ...toRow(r, locale),
    items: r.items,
    subtotal: r.subtotal,
    deliveryCharge: r.deliveryCharge,
    discount: r.discount_amount,
    deliveryDiscount: r.delivery_discount_amount,
    landmark: r.landmark,
    city: r.city,
    district: r.district,
    notes: r.notes,
    email: r.email,
    couponCode,
    reason: r.status_reason,
    deliveryDay: r.delivery_day ?? '',
    times: TIMES.map(([status, label, field]) => ({ status, label, at: r[field] })).filter((t) => t.at !== ''),
    choice: r.substitution,
    packedAt: r.packed_at,
    paymentMethod: r.payment_method || 'cod',
    paymentState: r.payment_state || 'cod',
    cashCollected: r.cash_collected ?? null,
    cashReason: r.cash_reason,
    pickup,
    routeId: r.route,
    pickupPointId: r.pickup_point,
    updated: r.updated,
  };
}

/** The codes of the coupons used on these orders (through the desk's PocketBase route). */
async function couponCodes(pb: StaffClient, orderIds: string[]): Promise<Record<string, string>> {
  if (orderIds.length === 0) return {};
  return postCouponCodesOfOrders(pb, orderIds);
}

/** One order in full, or null when there is none with this id (or staff may not see it). */
export async function getDeskOrder(
  pb: StaffClient,
  id: string,
  locale: Locale = 'en',
): Promise<DeskOrderDetail | null> {
  if (!/^[a-z0-9]{15}$/.test(id)) return null;
  try {
    const record = await readOrder(pb, id);
    const [codes, pickup] = await Promise.all([
      record.coupon_used ? couponCodes(pb, [id]) : ({} as Record<string, string>),
      record.pickup_point ? findPickupPlace(record.pickup_point) : null,
    ]);
    const place = record.pickup_point ? (pickup ?? UNKNOWN_PICKUP_PLACE) : null;
    return toDetail(await placesIn(record, locale), codes[id] ?? '', place, locale);
  } catch (err) {
    if (pbStatus(err) === 404) return null;
    throw err;
  }
}

export type ChangeOutcome =
  | { kind: 'changed'; status: string }
  | { kind: 'conflict'; message: string; status: string }
  | { kind: 'refused'; message: string }
  | { kind: 'missing' };

// A desk route's refusal (pocketbase/pb_hooks/desk.pb.js): its sentence, and for some the key and values the desk
// words it by, or the order as it is now.
const refusalAnswer = z.object({
  message: z.string(),
  problem: z.string().optional(),
  values: z.record(z.string(), z.string()).optional(),
  order: z.object({ status: z.string() }).loose().optional(),
});

/** Compare-and-set: changes the status only if the order is still `from` (pocketbase/pb_hooks/desk.pb.js). */
export async function changeStatus(
  pb: StaffClient,
  id: string,
  from: string,
  to: string,
  reason: string,
  seenUpdated = '',
): Promise<ChangeOutcome> {
  try {
    const { status } = await postStatusChange(pb, id, { from, seenUpdated, to, reason });
    return { kind: 'changed', status };
  } catch (err) {
    const status = pbStatus(err);
    if (status === null) throw err;
    const refusal = refusalAnswer.safeParse((err as { response?: unknown }).response);
    if (status === 404) return { kind: 'missing' };
    if (status === 409 && refusal.success) {
      return { kind: 'conflict', message: refusal.data.message, status: refusal.data.order?.status ?? '' };
    }
    if (status === 400 && refusal.success) return { kind: 'refused', message: refusal.data.message };
    throw err;
  }
}

/**
 * Moves an order to another delivery day with the staff member's reason (pocketbase/pb_hooks/desk.pb.js): null when
 * it moved, else PocketBase's sentence why not (nothing changed).
 */
export async function moveDeliveryDay(
  pb: StaffClient,
  id: string,
  move: { day: string; reason: string; seenDay: string; seenUpdated: string },
): Promise<{ status: 400 | 409; message: string; problem: string; values: Record<string, string> } | null> {
  try {
    await postDeliveryDayMove(pb, id, move);
    return null;
  } catch (err) {
    const status = pbStatus(err);
    const refusal = refusalAnswer.safeParse((err as { response?: unknown }).response);
    if ((status === 400 || status === 409) && refusal.success)
      return {
        status,
        message: refusal.data.message,
        problem: refusal.data.problem ?? '',
        values: refusal.data.values ?? {},
      };
    throw err;
  }
}

export const EXPORT_HEADER = [
  'Order number',
  'Placed (Nepal time)',
  'Status',
  'Customer',
  'Phone',
  'District',
  'City / area',
  'Address',
  'Notes',
  'Items',
  'Subtotal',
  'Delivery charge',
  'Discount',
  'Delivery discount',
  'Total',
  'Coupon',
  'Reason',
  'Confirmed at',
  'Out for delivery at',
  'Delivered at',
  'Cancelled at',
  'Delivery failed at',
  'Paid by',
  'Payment state',
];

/** The orders placed in [start, end) as CSV rows (header first), oldest first. */
export async function exportOrders(pb: StaffClient, start: number, end: number): Promise<string> {
  const records = await readOrdersPlaced(pb, pbDate(start), pbDate(end));
  const codes = await couponCodes(
    pb,
    records.filter((r) => r.coupon_used).map((r) => r.id),
  );
  const at = (r: Order, field: StepTime) => nepalDateTime(r[field]);
  const rows = records.map((r) => {
    const d = toDetail(r, codes[r.id] ?? '', null);
    return [
      d.orderNumber,
      nepalDateTime(d.created),
      d.status,
      d.customerName,
      d.phone,
      d.district,
      d.city,
      d.landmark,
      d.notes,
      d.items.map((i) => `${i.name} × ${i.quantity}`).join('; '),
      d.subtotal,
      d.deliveryCharge,
      d.discount,
      d.deliveryDiscount,
      d.total,
      d.couponCode,
      d.reason,
      at(r, 'confirmed_at'),
      at(r, 'out_for_delivery_at'),
      at(r, 'delivered_at'),
      at(r, 'cancelled_at'),
      at(r, 'failed_at'),
      // docs/payments.md: how it was paid, so the day's money reconciles with the wallets' statements.
      methodName(r.payment_method || 'cod', 'en'),
      orderPaymentStateName(r.payment_state || 'cod', 'en'),
    ];
  });
  return toCsv([EXPORT_HEADER, ...rows]);
}

export type BuildInfo = SiteBuild;

/** The latest site build (site_builds), or null when there has been none. */
export function latestBuild(pb: StaffClient): Promise<BuildInfo | null> {
  return findLatestSiteBuild(pb);
}

/** Asks the publisher for a build now (a queued site_builds record, as the dashboard does). */
export async function publishNow(pb: StaffClient): Promise<void> {
  await queueSiteBuild('staff', pb);
}
