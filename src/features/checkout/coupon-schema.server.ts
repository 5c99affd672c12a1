/**
 * Coupon input read with zod on the server (docs/rules.md §5 "Promocode", §7 "Coupon lookup"): the code a shopper types and
 * the PocketBase coupon record. Server-only so the checkout island, which shares coupon.ts, does not ship zod.
 */
import { z } from 'zod';
import type { CouponRecord } from './coupon';

/** docs/rules.md §5 Promocode: the code a shopper may submit (Apply is disabled when empty); 50 chars is a sanity cap. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .transform((s) => s.toUpperCase());

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

/**
 * Parses a raw PocketBase coupon record (campaign expanded under `expand.campaign`, docs/rules.md §7 Coupon lookup) into a
 * CouponRecord. Returns null when the record has no id or code (treated as "not found", docs/rules.md §5 step 1).
 */
export function parseCouponRecord(raw: unknown): CouponRecord | null {
  const parsed = z
    .object({
      id: z.string().min(1),
      code: z.string().min(1),
      min_order_amount: numberish,
      discount_type: text,
      discount_value: numberish,
      delivery_discount_type: text,
      discount_discount_value: numberish,
      expand: z.object({ campaign: z.unknown().optional() }).partial().nullish(),
    })
    .safeParse(raw);
  if (!parsed.success) return null;
  const { expand, ...rest } = parsed.data;
  const c = campaignSchema.safeParse(expand?.campaign);
  return { ...rest, campaign: c.success ? c.data : null };
}
