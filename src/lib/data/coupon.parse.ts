// The coupon collection's records with their campaign expanded (docs/rules.md §3 Coupon, Campaign; §7 "Coupon
// lookup"), parsed for checkout: what src/lib/data/coupon.server.ts hands out. Pure: no client, no I/O. Numbers may
// come as numeric strings and are 0 when blank or unreadable; text is "" when missing.
import { z } from 'zod';

/** docs/rules.md §3 Campaign (the coupon's expanded `campaign` relation). */
export interface Campaign {
  is_active: boolean;
  /** PocketBase date ("2026-01-01 10:00:00.000Z"), ISO string, date-only "2026-01-01", or "" for no expiry. */
  end_time: string;
  remaining_budget: number;
}

/** docs/rules.md §3 Coupon. The delivery discount value really is spelled `discount_discount_value` in the backend. */
export interface Coupon {
  id: string;
  code: string;
  min_order_amount: number;
  /** "flat", "percent" (or "percentage"), or "none"/empty for no item discount; anything else refuses the coupon. */
  discount_type: string;
  discount_value: number;
  /** "flat", "percent" (or "percentage"), or "none"/empty for no delivery discount; anything else refuses the coupon. */
  delivery_discount_type: string;
  discount_discount_value: number;
  /** The expanded campaign; null when it was not expanded (it no longer exists) or cannot be read. */
  campaign: Campaign | null;
}

/** A coupon as the lookup finds it: the coupon, and the id of the campaign whose budget an order deducts. */
export interface FoundCoupon {
  coupon: Coupon;
  /** The campaign relation's id ("" when the coupon has none). */
  campaignId: string;
}

/** Numbers in PocketBase records may arrive as numeric strings; blank/null/garbage become 0. */
const numberish = z
  .unknown()
  .optional()
  .transform((v): number => {
    if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
    if (typeof v === 'string' && v.trim() !== '') {
      const n = Number(v.trim());
      return Number.isFinite(n) ? n : 0;
    }
    return 0;
  });
const text = z
  .unknown()
  .optional()
  .transform((v): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : ''));

const campaignSchema = z.object({
  is_active: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 'true'),
  end_time: text,
  remaining_budget: numberish,
});

const couponSchema = z.object({
  id: z.string().min(1),
  code: z.string().min(1),
  min_order_amount: numberish,
  discount_type: text,
  discount_value: numberish,
  delivery_discount_type: text,
  discount_discount_value: numberish,
  expand: z.object({ campaign: z.unknown().optional() }).partial().nullish(),
});

/**
 * A PocketBase coupon record (campaign expanded under `expand.campaign`, docs/rules.md §7 Coupon lookup) → Coupon.
 * Returns null when the record has no id or code (treated as "not found", docs/rules.md §5 step 1).
 */
export function parseCoupon(raw: unknown): Coupon | null {
  const parsed = couponSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { expand, ...rest } = parsed.data;
  const c = campaignSchema.safeParse(expand?.campaign);
  return { ...rest, campaign: c.success ? c.data : null };
}

/** A coupon record → FoundCoupon (the coupon, and its campaign relation's id); null as parseCoupon. */
export function parseFoundCoupon(raw: unknown): FoundCoupon | null {
  const coupon = parseCoupon(raw);
  if (!coupon) return null;
  const campaign = (raw as { campaign?: unknown }).campaign;
  return { coupon, campaignId: typeof campaign === 'string' ? campaign : '' };
}

const couponCodesSchema = z.object({ codes: z.record(z.string(), z.string()) });

/** The desk's coupon-codes route's answer (`{ codes: { <order id>: <code> } }`) → the codes by order id; throws (zod) otherwise. */
export function parseCouponCodes(raw: unknown): Record<string, string> {
  return couponCodesSchema.parse(raw).codes;
}
