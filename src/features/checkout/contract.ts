/**
 * The checkout actions' contract: input schemas (zod, strict, bounded) and answer types. Pure, so islands can import
 * the types and tests can reuse the limits. The actions themselves live in actions.ts; server I/O in *.server.ts.
 *
 * Every object is strict (unknown keys are refused) and every string, number and list is bounded, so nothing a
 * browser can send makes the server do unbounded work or answer with a 500.
 */
import { z } from 'zod';
import { MAX_QUANTITY, type AppliedCoupon } from '../cart/rules';
import type { LastOrder } from '../orders/view';
import { SUBSTITUTION_CHOICES } from '../packing/choice';
import { CUSTOMER_RULES, type CustomerField } from './validation';

/** At most this many cart lines per request (a real cart has a handful). */
export const MAX_LINES = 100;
/** Upper bound for any money figure a client sends (whole rupees). */
export const MAX_MONEY = 100_000_000;

/** A PocketBase record id as sent by clients (PocketBase's own ids are 15 lower-case letters and digits). */
export const recordIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,50}$/, { error: 'must be a record id' });

/** docs/rules.md §5/§9 quantity: a whole number up to 99 (the product's own minimum is checked against PocketBase). */
export const quantitySchema = z.number().int().min(1).max(MAX_QUANTITY);

/** Whole or fractional rupees as the shopper saw them; compared, never stored. */
export const moneySchema = z.number().min(0).max(MAX_MONEY);

/**
 * Display-only hints a client may add to a line: the name (used in messages only when the product no longer exists)
 * and the image it showed (copied into the session's last order when it is a site-relative path). Never stored.
 */
const lineHints = {
  name: z.string().max(300).optional(),
  image: z.string().max(2000).optional(),
};

/** docs/rules.md §3 cart line as far as pricing is concerned. */
export const cartLineSchema = z.strictObject({ id: recordIdSchema, quantity: quantitySchema, ...lineHints });

export const listDistrictsInput = z.strictObject({}).optional();

export const listBranchesInput = z.strictObject({ districtName: z.string().trim().min(1).max(100) });

/** A coupon code as typed; normalised (trim + upper case) on the server. Longer than 50 is simply "not valid". */
const couponCodeInput = z.string().max(200);

export const quoteInput = z.strictObject({
  items: z.array(cartLineSchema).max(MAX_LINES),
  branchId: recordIdSchema.optional(),
  couponCode: couponCodeInput.nullish(),
});

export const validateCouponInput = z.strictObject({
  code: couponCodeInput,
  items: z.array(cartLineSchema).max(MAX_LINES),
  branchId: recordIdSchema.optional(),
});

export const checkStockInput = z.strictObject({
  items: z
    .array(z.strictObject({ id: recordIdSchema, name: lineHints.name, quantity: quantitySchema.optional() }))
    .min(1)
    .max(MAX_LINES),
});

/**
 * docs/rules.md §5 checkout fields as they travel (district and city as ids plus their names). Only the shape is checked
 * here; the rules (required, lengths, Nepali mobile, messages) are the rule table's in validation.ts, applied by
 * checkCustomer (place-order.server.ts). A field may be up to ten times its rule's limit here, so an over-long value
 * gets the rule's readable message rather than a bare schema error, while megabytes are refused at the door.
 */
const customerText = (max: number) => z.string().max(max).nullish();
const ruledText = (field: CustomerField) => customerText(CUSTOMER_RULES[field].max * 10);
export const customerInput = z.strictObject({
  name: ruledText('name'),
  phone: ruledText('phone'),
  email: ruledText('email'),
  districtId: ruledText('district'),
  districtName: customerText(200),
  cityId: ruledText('city'),
  cityName: customerText(300),
  landmark: ruledText('landmark'),
  notes: ruledText('notes'),
});

/** Client-generated, random, reused for retries of the same submission (one order per key). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, {
  error: 'idempotencyKey must be 16-100 letters, digits, "-" or "_"',
});

/** A calendar day, YYYY-MM-DD (Nepal date). */
export const deliveryDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date, YYYY-MM-DD' });

export const placeOrderInput = z.strictObject({
  idempotencyKey: idempotencyKeySchema,
  customer: customerInput,
  items: z
    .array(z.strictObject({ id: recordIdSchema, quantity: quantitySchema, price: moneySchema, ...lineHints }))
    .min(1)
    .max(MAX_LINES),
  couponCode: couponCodeInput.nullish(),
  expectedTotal: moneySchema,
  /** docs/rules.md "Delivery days": the day chosen (Nepal date); missing (older pages): the first open day. */
  deliveryDay: deliveryDaySchema.optional(),
  /** A pickup point of the shopper's branch instead of delivery to the address. */
  pickupPoint: recordIdSchema.optional(),
  /** Sent from the phone's outbox (docs/offline.md): a day past its cut-off moves on instead of being refused. */
  queued: z.boolean().optional(),
  /** docs/rules.md "Packing: weights and substitutions": what to do with a line the harvest cannot give (default call). */
  substitution: z.enum(SUBSTITUTION_CHOICES).optional(),
  /** docs/payments.md: cash on delivery (missing: cod), or a wallet the operator turned on. */
  paymentMethod: z.enum(['cod', 'esewa', 'khalti']).optional(),
  /**
   * The language the shopper placed the order in: its messages and order page follow it, even when the phone's outbox
   * sends it later from a page in the other language. Missing (an order waiting on the phone since before it was
   * sent): the sending page's.
   */
  language: z.enum(['en', 'ne']).optional(),
});

export type ListBranchesInput = z.input<typeof listBranchesInput>;
export type QuoteInput = z.input<typeof quoteInput>;
export type ValidateCouponInput = z.input<typeof validateCouponInput>;
export type CheckStockInput = z.input<typeof checkStockInput>;
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

export interface DistrictOption {
  id: string;
  /** The English name: the district's key (branches and orders name it by this). */
  districtName: string;
  /** Its Nepali name, '' when the operator left it empty (the English one is shown then). */
  districtName_ne?: string;
}

export interface BranchOption {
  id: string;
  branchName: string;
  /** Its Nepali name, '' when the operator left it empty (the English one is shown then). */
  branchName_ne?: string;
  districtName: string;
  /** Base delivery rate in rupees (stored as a number or a numeric string; always a number here). */
  amount: number;
  branchArea: string;
  /** The areas in Nepali, '' or absent when the operator left it empty (the English ones are shown, marked English). */
  branchArea_ne?: string;
}

/** One priced cart line, recomputed from PocketBase. */
export interface QuoteLine {
  id: string;
  slug: string;
  name: string;
  unit: string;
  category: string;
  price: number;
  quantity: number;
  lineTotal: number;
  /** docs/rules.md §5/§9: the product's minimum quantity, max(1, minOf). */
  minQuantity: number;
  /** False when the product is gone, hidden or is_available is false; such lines count 0 in the subtotal. */
  available: boolean;
}

/** A coupon as the server applied it (cart/rules.ts AppliedCoupon), with its success message. */
export type QuotedCoupon = AppliedCoupon & { message: string };

export interface Quote {
  lines: QuoteLine[];
  subtotal: number;
  deliveryCharge: number;
  /** Discounts as applied (capped to what they discount), ready for display. */
  discount: number;
  deliveryDiscount: number;
  total: number;
  coupon: QuotedCoupon | null;
  couponError: string | null;
}

export type CouponCheck = ({ ok: true } & QuotedCoupon) | { ok: false; message: string };

export interface StockCheck {
  /** `left`: what a stock-tracked product has left (docs/rules.md §5 Stock allocation). */
  unavailable: { id: string; name: string; left?: number }[];
  message: string | null;
  /** docs/payments.md: the wallets offered beside cash on delivery now (none: cash only, as always). */
  wallets?: ('esewa' | 'khalti')[];
}

export interface PlaceOrderResult {
  orderNumber: string;
  /** Lets this browser see the order's delivery details later (getOrder token). Keep it in the session only. */
  accessToken: string;
  /** docs/rules.md §3 "Last order": saved under LAST_ORDER_KEY with lastOrderForSession (orders/last-order.ts). */
  order: LastOrder;
}
