// The orders collection's records and the answers of the shop's order routes (pocketbase/pb_hooks/orders.pb.js,
// lib/orders.js), parsed (docs/rules.md §3 Order): what src/lib/data/orders.server.ts hands out. Pure: no client,
// no I/O. Numbers may come as numeric strings and are 0 when unreadable, text is "" when missing, dates are ISO
// instants ("" when none), and the `items` JSON (an array, or the JSON text of one in older records) is read into
// typed lines once, here.
import { z } from 'zod';
import lotCode from '../../../pocketbase/pb_hooks/lib/lot-code.js';
import { num, parseJsonList, text, toIsoDate } from './fields';
import { lineImageRef, lineNepaliName } from './orders';

/** One stored order line (docs/rules.md §3: id, slug, name, price, quantity; the checkout adds unit and line total). */
export interface OrderLine {
  id: string;
  slug: string;
  name: string;
  /** The product's Nepali name when the order was placed (absent when it had none). */
  nameNe?: string;
  unit: string;
  price: number;
  quantity: number;
  lineTotal: number;
  /**
   * The product's picture when the order was placed, as stored (a file name of the product record, a site path or
   * an http(s) URL: ./orders.ts lineImageRef); absent when the line kept none.
   */
  image?: string;
  /** Code of the line's first lot (its trace page is /t/{lot}); older orders: the product's latest lot then. */
  lot?: string;
  /** Every lot the line was drawn from, with how many units (docs/rules.md §5 Stock allocation). */
  lots?: { code: string; quantity: number }[];
  /** YYYY-MM-DD: a pre-order line ships from this day (the lot's expected harvest). */
  shipsFrom?: string;
  /** Packing (docs/rules.md "Packing: weights and substitutions"): the rest are absent on a line packing never touched. */
  packing?: LinePacking;
}

/**
 * What packing did to a line. After packing the line's `quantity`, `lineTotal` and `lots` say what was packed;
 * `ordered` keeps what was ordered (set once, at the first change).
 */
export interface LinePacking {
  /** Sold by weight: the price of one kg when the order was placed, one unit's nominal kg and the tolerance (%). */
  pricePerKg?: number;
  nominalKg?: number;
  tolerance?: number;
  /** The packed kg of the whole line, once weighed, and why when it is outside the tolerance. */
  weightKg?: number;
  weightReason?: string;
  /** Why the line was packed short. */
  shortReason?: string;
  /** A substitute: the product id of the line it replaces, why, and the shopper's yes when it needed one. */
  substituteFor?: string;
  substituteReason?: string;
  approval?: { by: string; at: string };
  ordered?: { quantity: number; lineTotal: number };
}

const str = text;

import { choiceOf } from './substitution';

export { choiceOf, SUBSTITUTION_CHOICES, type SubstitutionChoice } from './substitution';

const positive = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined));
const shortText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.slice(0, 300) : undefined));
const date = z.unknown().optional().transform(toIsoDate);

const isDraw = (d: unknown): d is { code: string; quantity: number } =>
  typeof d === 'object' &&
  d !== null &&
  lotCode.isLotCode((d as { code?: unknown }).code) &&
  Number.isInteger((d as { quantity?: unknown }).quantity);

const storedLineSchema = z
  .object({
    id: str,
    slug: str,
    name: str,
    nameNe: z.unknown().optional().transform(lineNepaliName),
    unit: str,
    price: num,
    quantity: num,
    lineTotal: z.unknown().optional(),
    image: z.unknown().optional().transform(lineImageRef),
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
    pricePerKg: positive,
    nominalKg: positive,
    tolerance: positive,
    weightKg: positive,
    weightReason: shortText,
    shortReason: shortText,
    substituteFor: shortText,
    substituteReason: shortText,
    approval: z
      .object({ by: z.string().max(100), at: z.string().max(40) })
      .optional()
      .catch(undefined),
    ordered: z
      .object({ quantity: z.number().int().min(0), lineTotal: z.number().min(0) })
      .optional()
      .catch(undefined),
  })
  .transform(
    ({
      lineTotal,
      nameNe,
      image,
      lot,
      lots,
      shipsFrom,
      pricePerKg,
      nominalKg,
      tolerance,
      weightKg,
      weightReason,
      shortReason,
      substituteFor,
      substituteReason,
      approval,
      ordered,
      ...line
    }): OrderLine => ({
      ...line,
      ...(nameNe ? { nameNe } : {}),
      // A missing line total is price × quantity.
      lineTotal: lineTotal === undefined ? line.price * line.quantity : num.parse(lineTotal),
      ...(image ? { image } : {}),
      ...(lot ? { lot } : {}),
      ...(lots.length > 0 ? { lots } : {}),
      ...(shipsFrom ? { shipsFrom } : {}),
      ...packingOf({
        pricePerKg,
        nominalKg,
        tolerance,
        weightKg,
        weightReason,
        shortReason,
        substituteFor,
        substituteReason,
        approval,
        ordered,
      }),
    }),
  );

/** The line's packing facts, only those present; none → no `packing` key (lines packing never touched). */
function packingOf(facts: LinePacking): { packing?: LinePacking } {
  const present = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined && v !== ''));
  return Object.keys(present).length > 0 ? { packing: present as LinePacking } : {};
}

/**
 * docs/rules.md §3: an order's `items` JSON (an array, or the JSON text of one in older records) → its lines. Lines
 * that are not objects are dropped; a missing line total is price × quantity.
 */
export function parseOrderLines(value: unknown): OrderLine[] {
  return parseJsonList(value, storedLineSchema);
}

const items = z.unknown().optional().transform(parseOrderLines);

// ---------------------------------------------------------------------------------------------------------------
// The shop's order routes (POST /api/shop/orders, /orders/by-key, /order-lookup)
// ---------------------------------------------------------------------------------------------------------------

const shopOrderSchema = z.object({
  orderNumber: z.string().min(1),
  status: str,
  items,
  subtotal: num,
  deliveryCharge: num,
  discount_amount: num,
  delivery_discount_amount: num,
  total: num,
  /** docs/rules.md "Packing: weights and substitutions": the total quoted at checkout once packing changed it, else 0. */
  quoted_total: num.optional(),
  coupon_used: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && v !== '' ? v : null)),
  orderDate: date,
  estimatedDelivery: date,
  /** The delivery day (Nepal date, "" for orders placed before delivery days), and its last move (docs/rules.md "Delivery days"). */
  delivery_day: str.optional(),
  /** The pickup point the shopper collects the order at ("" or absent: delivered to the address). */
  pickup_point: str.optional(),
  delivery_move: z
    .object({ from: z.string().max(10), to: z.string().max(10), reason: z.string().max(40) })
    .nullish()
    .catch(null),
  /** The closure of its delivery day, closed after it was placed (pocketbase/pb_hooks/lib/orders.js dayClosed). */
  day_closed: z
    .object({ name: z.string().max(100), name_ne: z.string().max(100) })
    .nullish()
    .catch(null),
  /**
   * Its route or pickup point, when that no longer delivers on its day's weekday
   * (pocketbase/pb_hooks/lib/delivery-schedule.js offDayPlace).
   */
  day_not_served: z
    .object({ name: z.string().max(200), name_ne: z.string().max(200) })
    .nullish()
    .catch(null),
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
  confirmed_at: date.optional(),
  out_for_delivery_at: date.optional(),
  delivered_at: date.optional(),
  cancelled_at: date.optional(),
  failed_at: date.optional(),
  /** docs/payments.md; absent from answers before wallets: cash on delivery. */
  payment_method: str.optional(),
  payment_state: str.optional(),
  /** The cash a rider recorded at the door; null or absent before (and from answers that do not carry it). */
  cash_collected: z.number().nullish().catch(null),
});

/**
 * An order as the shop's order routes answer it (public fields, plus private ones for the shop server), parsed:
 * amounts are numbers, `items` typed lines, `orderDate`, `estimatedDelivery` and the step times (`confirmed_at`, …)
 * ISO instants ("" when none). The delivery details (`customerName`, …) are absent when the route withheld them.
 */
export type ShopOrder = z.output<typeof shopOrderSchema>;

/** A route's answer → ShopOrder; throws (zod) when it is not an order (no order number). */
export function parseShopOrder(raw: unknown): ShopOrder {
  return shopOrderSchema.parse(raw);
}

// ---------------------------------------------------------------------------------------------------------------
// The records, as the order desk reads them with the staff member's client
// ---------------------------------------------------------------------------------------------------------------

const deskListOrderSchema = z.object({
  id: z.string(),
  orderNumber: str,
  status: str,
  customerName: str,
  phone: str,
  city: str,
  district: str,
  total: num,
  created: date,
  /** docs/payments.md: how it is paid ("" on older records: cash on delivery) and where that payment stands. */
  payment_method: str.optional().default(''),
  payment_state: str.optional().default(''),
});

/** An order as the desk's list reads it (orders.server.ts DESK_LIST_FIELDS); `created` an ISO instant. */
export type DeskListOrder = z.output<typeof deskListOrderSchema>;

const orderSchema = deskListOrderSchema.extend({
  items,
  subtotal: num,
  deliveryCharge: num,
  discount_amount: num,
  delivery_discount_amount: num,
  landmark: str,
  notes: str,
  /** The shopper's optional email address ("" when none). */
  email: str,
  coupon_used: str,
  status_reason: str,
  /** docs/rules.md §4 "Delivery days": the day (Nepal date, "" for older orders). */
  delivery_day: str.optional().default(''),
  /** The pickup point the shopper collects it at ("" when delivered to the address). */
  pickup_point: str.optional().default(''),
  /** The route whose van brings it ("" for a pickup, or an order placed before routes). */
  route: str.optional().default(''),
  /** docs/rules.md "Packing: weights and substitutions": the shopper's choice, and when the packing was marked done. */
  substitution: z.unknown().optional().transform(choiceOf),
  packed_at: date,
  confirmed_at: date,
  out_for_delivery_at: date,
  delivered_at: date,
  cancelled_at: date,
  failed_at: date,
  /** docs/rules.md "Cash and payouts": the cash a rider recorded at the door (null before), and why it differs. */
  cash_collected: z.number().nullish().catch(null),
  cash_reason: str.optional().default(''),
  /** When it was last saved, as PocketBase writes it: the desk's forms send it back (lib/order-change.js). */
  updated: z.string().optional().default(''),
});

/**
 * An order record in full, parsed: text fields "" when empty, amounts numbers, `items` typed lines, `created` and
 * the step times (`confirmed_at`, …) ISO instants ("" when the order has not reached the step).
 */
export type Order = z.output<typeof orderSchema>;

const dayOrderSchema = deskListOrderSchema.extend({
  items,
  landmark: str,
  /** docs/rules.md §4 "Delivery days": the day, and the route or pickup point ("" when none). */
  delivery_day: str,
  route: str,
  pickup_point: str,
});

/** An order of a delivery day, as the desk's packing list and route sheet read it (orders.server.ts DAY_FIELDS). */
export type DayOrder = z.output<typeof dayOrderSchema>;

/** A desk list record → DeskListOrder; throws (zod) when it has no id. */
export function parseDeskListOrder(raw: unknown): DeskListOrder {
  return deskListOrderSchema.parse(raw);
}

/** An order record → Order; throws (zod) when it has no id. */
export function parseOrder(raw: unknown): Order {
  return orderSchema.parse(raw);
}

/** An order record of a delivery day → DayOrder; throws (zod) when it has no id. */
export function parseDayOrder(raw: unknown): DayOrder {
  return dayOrderSchema.parse(raw);
}

const statusChangeSchema = z.object({ order: z.object({ status: z.string() }).loose() });

/** The desk's status route's answer (`{ order: { status, … } }`) → the order's status now; throws (zod) otherwise. */
export function parseStatusChange(raw: unknown): { status: string } {
  return { status: statusChangeSchema.parse(raw).order.status };
}
