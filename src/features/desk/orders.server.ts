// The order desk's reads and writes, made with the signed-in staff member's PocketBase client, so PocketBase's
// rules decide what staff may see and do (SECURITY.md "Order desk").
import { z } from 'zod';
import { postCouponCodesOfOrders } from '../../lib/data/coupon.server';
import {
  type DeskListOrder,
  postStatusChange,
  readDeskListOrders,
  readOrder,
  readOrdersPlaced,
} from '../../lib/data/orders.server';
import type { OrdersResponse } from '../../lib/data/pocketbase-types';
import { findLatestSiteBuild, queueSiteBuild } from '../../lib/data/site-builds.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { pbStatus } from '../../lib/pocketbase.server';
import { parseOrderItems, toIsoDate, type OrderItemView } from '../orders/view';
import { nepalDateTime, nepalDayStart, pbDate } from './nepal-time';
import { toCsv } from './csv';
import type { Locale } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { deskDigits } from './language';
import type { DeskOrderRow } from './rows';
import { deskStatusName } from './words';

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A list row in the desk's language (the status's name, money and time; the rest as stored). */
export function toRow(r: DeskListOrder, locale: Locale = 'en'): DeskOrderRow {
  const created = toIsoDate(text(r.created));
  return {
    id: r.id,
    orderNumber: text(r.orderNumber),
    status: text(r.status),
    statusText: deskStatusName(text(r.status), locale),
    customerName: text(r.customerName),
    phone: text(r.phone),
    place: [text(r.city), text(r.district)].filter(Boolean).join(', '),
    total: num(r.total),
    totalText: formatMoney(num(r.total), locale),
    created,
    timeText: deskDigits(nepalDateTime(created).slice(11), locale),
  };
}

/** Today's orders (Nepal time) and every order still open, newest first. */
export async function listDeskOrders(
  pb: StaffClient,
  locale: Locale = 'en',
  now = Date.now(),
): Promise<DeskOrderRow[]> {
  const records = await readDeskListOrders(pb, pbDate(nepalDayStart(now)));
  return records.map((r) => toRow(r, locale));
}

export interface DeskOrderDetail extends DeskOrderRow {
  items: OrderItemView[];
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  deliveryDiscount: number;
  landmark: string;
  city: string;
  district: string;
  notes: string;
  couponCode: string;
  reason: string;
  /** When the order entered each status after Open; `label` is the English desk's wording. */
  times: { status: string; label: string; at: string }[];
}

const TIMES: [status: string, label: string, field: keyof OrdersResponse][] = [
  ['Confirmed', 'Confirmed', 'confirmed_at'],
  ['Out for Delivery', 'Out for delivery', 'out_for_delivery_at'],
  ['Delivered', 'Delivered', 'delivered_at'],
  ['Delivery failed', 'Delivery failed', 'failed_at'],
  ['Cancelled', 'Cancelled', 'cancelled_at'],
];

function toDetail(r: OrdersResponse, couponCode: string, locale: Locale = 'en'): DeskOrderDetail {
  return {
    ...toRow(r, locale),
    items: parseOrderItems(r.items),
    subtotal: num(r.subtotal),
    deliveryCharge: num(r.deliveryCharge),
    discount: num(r.discount_amount),
    deliveryDiscount: num(r.delivery_discount_amount),
    landmark: text(r.landmark),
    city: text(r.city),
    district: text(r.district),
    notes: text(r.notes),
    couponCode,
    reason: text(r.status_reason),
    times: TIMES.map(([status, label, field]) => ({ status, label, at: toIsoDate(text(r[field])) })).filter(
      (t) => t.at !== '',
    ),
  };
}

const codesSchema = z.object({ codes: z.record(z.string(), z.string()) });

/** The codes of the coupons used on these orders (through the desk's PocketBase route). */
async function couponCodes(pb: StaffClient, orderIds: string[]): Promise<Record<string, string>> {
  if (orderIds.length === 0) return {};
  return codesSchema.parse(await postCouponCodesOfOrders(pb, orderIds)).codes;
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
    const codes = record.coupon_used ? await couponCodes(pb, [id]) : {};
    return toDetail(record, codes[id] ?? '', locale);
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

const changeAnswer = z.object({ order: z.object({ status: z.string() }).loose() });
const refusalAnswer = z.object({ message: z.string(), order: z.object({ status: z.string() }).loose().optional() });

/** Compare-and-set: changes the status only if the order is still `from` (pocketbase/pb_hooks/desk.pb.js). */
export async function changeStatus(
  pb: StaffClient,
  id: string,
  from: string,
  to: string,
  reason: string,
): Promise<ChangeOutcome> {
  try {
    const answer = changeAnswer.parse(await postStatusChange(pb, id, { from, to, reason }));
    return { kind: 'changed', status: answer.order.status };
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
];

/** The orders placed in [start, end) as CSV rows (header first), oldest first. */
export async function exportOrders(pb: StaffClient, start: number, end: number): Promise<string> {
  const records = await readOrdersPlaced(pb, pbDate(start), pbDate(end));
  const codes = await couponCodes(
    pb,
    records.filter((r) => r.coupon_used).map((r) => r.id),
  );
  const at = (r: OrdersResponse, field: keyof OrdersResponse) => nepalDateTime(toIsoDate(text(r[field])));
  const rows = records.map((r) => {
    const d = toDetail(r, codes[r.id] ?? '');
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
    ];
  });
  return toCsv([EXPORT_HEADER, ...rows]);
}

export interface BuildInfo {
  status: string;
  created: string;
  finished: string;
}

/** The latest site build (site_builds), or null when there has been none. */
export async function latestBuild(pb: StaffClient): Promise<BuildInfo | null> {
  const r = await findLatestSiteBuild(pb);
  if (!r) return null;
  return { status: text(r.status), created: toIsoDate(text(r.created)), finished: toIsoDate(text(r.finishedAt)) };
}

/** Asks the publisher for a build now (a queued site_builds record, as the dashboard does). */
export async function publishNow(pb: StaffClient): Promise<void> {
  await queueSiteBuild('staff', pb);
}
