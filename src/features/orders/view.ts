/**
 * Orders as the shop shows them: the stored record (docs/rules.md §3 Order) parsed from the pb_hooks answers, the public
 * order view the getOrder action returns, and the docs/rules.md §3 "Last order" kept in the browser session. Pure.
 *
 * Privacy: a lookup by number alone carries the status tracker only (`details: false`: no items, totals, dates or
 * reason). With the phone number the order was placed with it carries items, totals and dates too. The customer's
 * name, phone and address appear only when the caller proved it placed the order (the access token returned at
 * placement).
 */
import { z } from 'zod';
import lotCode from '../../../pocketbase/pb_hooks/lib/lot-code.js';
import { lineNepaliName } from './line-image';

/** One stored order line (docs/rules.md §3: id, slug, name, price, quantity; the checkout adds unit and line total). */
export interface OrderItemView {
  id: string;
  slug: string;
  name: string;
  /** The product's Nepali name when the order was placed (absent when it had none). */
  nameNe?: string;
  unit: string;
  price: number;
  quantity: number;
  lineTotal: number;
  /** Thumbnail URL of the product's picture, when the line stored one (item-images.server.ts) or the session kept it. */
  image?: string;
  /** Code of the line's first lot (its trace page is /t/{lot}); older orders: the product's latest lot then. */
  lot?: string;
  /** Every lot the line was drawn from, with how many units (docs/rules.md §5 Stock allocation). */
  lots?: { code: string; quantity: number }[];
  /** YYYY-MM-DD: a pre-order line ships from this day (the lot's expected harvest). */
  shipsFrom?: string;
}

/** The delivery details of an order: only ever shown to the holder of the order's access token. */
export interface OrderCustomerView {
  name: string;
  phone: string;
  /** District name (the record stores names, docs/rules.md §3). */
  district: string;
  /** City / area (delivery branch) name. */
  city: string;
  landmark: string;
  notes: string;
}

/**
 * The one shape of an order as the shopper sees it: what the getOrder action answers, and what the order page shows
 * (confirmation.ts builds it from the session's last order too). `HookOrder` below is PocketBase's raw answer and
 * `LastOrder` the session copy in the shape docs/rules.md §3 sets; both are read into this.
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
  /** ISO instants ("" when unknown). */
  orderDate: string;
  estimatedDelivery: string;
  customer: OrderCustomerView | null;
  /** Why the order was cancelled or could not be delivered ("" otherwise). */
  statusReason: string;
  /** When each lifecycle step happened (ISO instants, "" when it has not). */
  times: StatusTimes;
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
    /** City (delivery branch) record id. */
    city: string;
    cityName: string;
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
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing what PocketBase (through pb_hooks/lib/orders.js) answers
// ---------------------------------------------------------------------------------------------------------------

const num = z
  .unknown()
  .optional()
  .transform((v): number => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? n : 0;
  });
const str = z
  .unknown()
  .optional()
  .transform((v): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));

const isDraw = (d: unknown): d is { code: string; quantity: number } =>
  typeof d === 'object' &&
  d !== null &&
  lotCode.isLotCode((d as { code?: unknown }).code) &&
  Number.isInteger((d as { quantity?: unknown }).quantity);

const storedItemSchema = z.object({
  id: str,
  slug: str,
  name: str,
  nameNe: z.unknown().optional().transform(lineNepaliName),
  unit: str,
  price: num,
  quantity: num,
  lineTotal: z.unknown().optional(),
  lot: z
    .unknown()
    .optional()
    .transform((v) => (lotCode.isLotCode(v) ? v : undefined)),
  lots: z
    .unknown()
    .optional()
    .transform((v) =>
      Array.isArray(v) ? v.flatMap((d) => (isDraw(d) ? [{ code: d.code, quantity: d.quantity }] : [])) : [],
    ),
  shipsFrom: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined)),
});

/**
 * docs/rules.md §3: items are JSON (an array, or the JSON text of one in older records). Lines that are not objects are
 * dropped; a missing line total is price × quantity.
 */
export function parseOrderItems(value: unknown): OrderItemView[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const out: OrderItemView[] = [];
  for (const raw of list) {
    const r = storedItemSchema.safeParse(raw);
    if (!r.success) continue;
    const { lineTotal, lot, lots, shipsFrom, nameNe, ...line } = r.data;
    const total = num.parse(lineTotal);
    out.push({
      ...line,
      ...(nameNe ? { nameNe } : {}),
      lineTotal: lineTotal === undefined ? line.price * line.quantity : total,
      ...(lot ? { lot } : {}),
      ...(lots.length > 0 ? { lots } : {}),
      ...(shipsFrom ? { shipsFrom } : {}),
    });
  }
  return out;
}

/** PocketBase dates ("2026-05-01 10:00:00.000Z") as ISO strings; "" when unreadable. */
export function toIsoDate(value: string): string {
  const s = value.trim();
  if (s === '') return '';
  const ms = Date.parse(s.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  return Number.isFinite(ms) ? new Date(ms).toISOString() : '';
}

/** An order as the pb_hooks routes answer it (public fields, plus private ones for the shop server). */
export const hookOrderSchema = z.object({
  orderNumber: z.string().min(1),
  status: str,
  items: z.unknown().optional(),
  subtotal: num,
  deliveryCharge: num,
  discount_amount: num,
  delivery_discount_amount: num,
  total: num,
  coupon_used: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && v !== '' ? v : null)),
  orderDate: str,
  estimatedDelivery: str,
  private: z.boolean().optional(),
  /** False for a lookup by number alone: only the status and its step times came back. */
  details: z.boolean().optional(),
  customerName: str.optional(),
  phone: str.optional(),
  district: str.optional(),
  city: str.optional(),
  landmark: str.optional(),
  notes: str.optional(),
  accessToken: z.string().optional(),
  replayed: z.boolean().optional(),
  // The lifecycle (src/features/orders/lifecycle.ts); older answers may lack them.
  status_reason: str.optional(),
  confirmed_at: str.optional(),
  out_for_delivery_at: str.optional(),
  delivered_at: str.optional(),
  cancelled_at: str.optional(),
  failed_at: str.optional(),
});
export type HookOrder = z.output<typeof hookOrderSchema>;

/** The delivery details of a hook answer, or null when the answer did not include them. */
export function customerOf(order: HookOrder): OrderCustomerView | null {
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
 */
export function toOrderView(order: HookOrder, withPrivate: boolean, couponCode: string | null = null): OrderView {
  const view = fullView(order, withPrivate, couponCode);
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
    orderDate: '',
    estimatedDelivery: '',
    customer: null,
    statusReason: '',
  };
}

function fullView(order: HookOrder, withPrivate: boolean, couponCode: string | null): OrderView {
  return {
    orderNumber: order.orderNumber,
    details: true,
    status: order.status || 'Open',
    items: parseOrderItems(order.items),
    subtotal: order.subtotal,
    deliveryCharge: order.deliveryCharge,
    discount_amount: order.discount_amount,
    delivery_discount_amount: order.delivery_discount_amount,
    couponApplied: order.coupon_used !== null,
    couponCode: withPrivate ? couponCode : null,
    total: order.total,
    orderDate: toIsoDate(order.orderDate),
    estimatedDelivery: toIsoDate(order.estimatedDelivery),
    customer: withPrivate ? customerOf(order) : null,
    statusReason: order.status_reason ?? '',
    times: {
      confirmed: toIsoDate(order.confirmed_at ?? ''),
      outForDelivery: toIsoDate(order.out_for_delivery_at ?? ''),
      delivered: toIsoDate(order.delivered_at ?? ''),
      cancelled: toIsoDate(order.cancelled_at ?? ''),
      failed: toIsoDate(order.failed_at ?? ''),
    },
  };
}
