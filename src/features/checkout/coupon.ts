/**
 * Coupon rules, docs/rules.md §5 "Promocode", "Coupon validation order", "Discounts" and §9 "Coupons". Pure: the caller looks
 * the coupon up (server only, docs/architecture.md) and passes the record and a fixed `now`. The checkout island imports this
 * module too, so it stays free of zod; the typed code is read in coupon-schema.server.ts, and the coupon records
 * (Coupon, Campaign) in src/lib/data/coupon.parse.ts.
 */
import type { Coupon } from '../../lib/data/coupon.parse';
import type { Locale } from '../../lib/i18n';
import { formatNumber } from '../../lib/money';
import { latinDigits } from '../../lib/text';
import { NEPAL_OFFSET_MINUTES, NEPAL_TIME_ZONE } from '../../lib/nepal-time.mjs';
import nepalClock from '../../../pocketbase/pb_hooks/lib/nepal-clock.js';
import * as m from '../../paraglide/messages.js';
import { ASSUMED_DELIVERY_CHARGE } from './delivery-charge';

// docs/rules.md §5's messages (verbatim in English), in the language of the page that asked.
/** docs/rules.md §5 step 1. */
export const couponNotValid = (locale: Locale = 'en') => m.checkout_coupon_not_valid({}, { locale });
/** docs/rules.md §5 steps 2 and 5. */
export const couponNotAvailable = (locale: Locale = 'en') => m.checkout_coupon_not_available({}, { locale });
/** docs/rules.md §5 step 3. */
export const couponExpired = (locale: Locale = 'en') => m.checkout_coupon_expired({}, { locale });
/** docs/rules.md §5 step 6. */
export const couponUsageLimit = (locale: Locale = 'en') => m.checkout_coupon_usage_limit({}, { locale });
/** docs/rules.md §5 step 7. */
export const couponApplied = (locale: Locale = 'en') => m.checkout_coupon_applied({}, { locale });

/** docs/rules.md §5 step 4 message with the minimum filled in ("A minimum order of Rs. 500 is required ..."). */
export function minOrderMessage(min: number, locale: Locale = 'en'): string {
  return m.checkout_coupon_min_order({ min: formatNumber(min, locale) }, { locale });
}

/** docs/rules.md §9: coupons are judged in Nepal's zone. Nepal has no DST, so it is a fixed offset. */
export const COUPON_TIME_ZONE = NEPAL_TIME_ZONE;
/** Nepal's offset from UTC in minutes. */
export const KATHMANDU_OFFSET_MINUTES = NEPAL_OFFSET_MINUTES;

/**
 * docs/rules.md §5 Promocode: the code is trimmed and upper-cased before lookup and in client state; digits typed on a
 * Nepali keyboard ("DASHAIN१००") are the code's own digits. A code never has spaces (the dashboard refuses them:
 * pocketbase/pb_hooks/lib/operators.js CODE), so any typed inside it ("dashain 100") go too.
 */
export function normalizeCode(s: string | null | undefined): string {
  return typeof s === 'string' ? latinDigits(s).replace(/\s+/g, '').toUpperCase() : '';
}

type DiscountKind = 'flat' | 'percent' | 'none' | 'unknown';

/**
 * The coupon's discount types are select fields (flat, percent, none); an empty type is no discount as in the
 * original backend, and "percentage" is the original backend's other spelling of percent. Anything else is
 * 'unknown' and the whole coupon is refused (evaluateCoupon): the code never guesses what an operator meant.
 */
export function discountKind(type: unknown): DiscountKind {
  const t = typeof type === 'string' ? type.trim().toLowerCase() : '';
  if (t === '' || t === 'none') return 'none';
  if (t === 'flat') return 'flat';
  if (t === 'percent' || t === 'percentage') return 'percent';
  return 'unknown';
}

/** True when both discount types are ones the shop knows (see discountKind). */
export function couponTypesKnown(coupon: Pick<Coupon, 'discount_type' | 'delivery_discount_type'>): boolean {
  return discountKind(coupon.discount_type) !== 'unknown' && discountKind(coupon.delivery_discount_type) !== 'unknown';
}

/** Negative / non-finite coupon values are treated as 0 so a bad record can never add money. */
function nonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * docs/rules.md §5 Discounts: flat gives the value, percent gives floor(subtotal × value / 100); empty type gives 0.
 * Either result is capped at the subtotal (a discount never makes the items cost less than nothing).
 */
export function itemDiscount(coupon: Pick<Coupon, 'discount_type' | 'discount_value'>, subtotal: number): number {
  const base = nonNegative(subtotal);
  const value = nonNegative(coupon.discount_value);
  switch (discountKind(coupon.discount_type)) {
    case 'flat':
      return Math.min(value, base);
    case 'percent':
      return Math.min(Math.floor((base * value) / 100), base);
    default:
      return 0;
  }
}

/**
 * docs/rules.md §5 Discounts: delivery discount is the flat value, or floor(350 × value / 100) for a percent type
 * (350 = assumed delivery charge, docs/rules.md §9); 0 when the type is empty. Capping to the real charge happens in totals.ts.
 */
export function deliveryDiscount(coupon: Pick<Coupon, 'delivery_discount_type' | 'discount_discount_value'>): number {
  const value = nonNegative(coupon.discount_discount_value);
  switch (discountKind(coupon.delivery_discount_type)) {
    case 'flat':
      return value;
    case 'percent':
      return Math.floor((ASSUMED_DELIVERY_CHARGE * value) / 100);
    default:
      return 0;
  }
}

/**
 * docs/rules.md §5 step 3 / §9: the instant (ms since epoch) at which a campaign ends; null for no end, NaN when it
 * cannot be read. The order hook's rule, from its one copy (pocketbase/pb_hooks/lib/nepal-clock.js).
 */
export const campaignEndInstant = nepalClock.campaignEndInstant;

/** docs/rules.md §5 step 3: expired when the end instant lies strictly before `now` (or cannot be read). No end → never. */
export const isCampaignExpired = nepalClock.isCampaignExpired;

/** Why a coupon was refused; one value per failing step of docs/rules.md §5. */
export type CouponFailureReason =
  | 'not_found' // step 1
  | 'unavailable' // step 2: campaign missing or inactive
  | 'expired' // step 3
  | 'min_order' // step 4
  | 'budget_exceeded' // step 5 (same message as step 2)
  | 'usage_limit' // step 6
  | 'misconfigured'; // a discount type the shop does not know: refused rather than guessed

export type CouponResult =
  | {
      ok: true;
      /** couponApplied: "Coupon applied successfully". */
      message: string;
      discount: number;
      deliveryDiscount: number;
      couponId: string;
      /** Trimmed, upper-cased code (docs/rules.md §3 applied coupon). */
      code: string;
    }
  | { ok: false; reason: CouponFailureReason; message: string };

/**
 * docs/rules.md §5 "Coupon validation order", applied exactly in order 1→7; the first failing step wins (so an inactive AND
 * expired coupon reports "currently not available"). Note the literal order means step 6 (budget ≤ 0) is only reached
 * when the total discount is 0 — any positive discount with a budget of 0 already fails step 5.
 */
export function evaluateCoupon(
  coupon: Coupon | null,
  subtotal: number,
  now: Date,
  locale: Locale = 'en',
): CouponResult {
  if (!coupon) return { ok: false, reason: 'not_found', message: couponNotValid(locale) };

  // Before any amount is computed: an unknown discount type is never read as flat or percent.
  if (!couponTypesKnown(coupon)) return { ok: false, reason: 'misconfigured', message: couponNotAvailable(locale) };

  const campaign = coupon.campaign;
  if (campaign?.is_active !== true) {
    return { ok: false, reason: 'unavailable', message: couponNotAvailable(locale) };
  }

  if (isCampaignExpired(campaign.end_time, now)) {
    return { ok: false, reason: 'expired', message: couponExpired(locale) };
  }

  const min = Number.isFinite(coupon.min_order_amount) ? coupon.min_order_amount : 0;
  if (subtotal < min) {
    return { ok: false, reason: 'min_order', message: minOrderMessage(min, locale) };
  }

  const discount = itemDiscount(coupon, subtotal);
  const delivery = deliveryDiscount(coupon);
  const budget = Number.isFinite(campaign.remaining_budget) ? campaign.remaining_budget : 0;

  if (discount + delivery > budget) {
    return { ok: false, reason: 'budget_exceeded', message: couponNotAvailable(locale) };
  }
  if (budget <= 0) {
    return { ok: false, reason: 'usage_limit', message: couponUsageLimit(locale) };
  }

  return {
    ok: true,
    message: couponApplied(locale),
    discount,
    deliveryDiscount: delivery,
    couponId: coupon.id,
    code: normalizeCode(coupon.code),
  };
}
