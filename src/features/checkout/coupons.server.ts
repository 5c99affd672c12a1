// Coupon lookup (docs/rules.md §7 "Coupon lookup": filter on code, expand campaign,
// page 1, perPage 1). Coupons are readable by the service account only; a
// browser learns nothing but the outcome and the amounts.
import { ActionError } from 'astro:actions';
import type { Locale } from '../../lib/i18n';
import { couponNotValid, evaluateCoupon, normalizeCode, type CouponResult } from './coupon';
import { couponBadFilter, couponCheckFailed, couponForbidden } from './messages';
import type { FoundCoupon } from '../../lib/data/coupon.parse';
import { findCoupon } from '../../lib/data/coupon.server';
import { isServiceDown, pbStatus } from '../../lib/pocketbase.server';

/** Longest code worth looking up (the schema allows 64; couponCodeSchema caps typed codes at 50). */
const MAX_CODE = 64;

/**
 * docs/rules.md §8: a lookup failure as an ActionError carrying the message docs/rules.md gives for its status, in
 * `locale`.
 */
export function couponLookupError(err: unknown, locale: Locale = 'en'): ActionError {
  const status = pbStatus(err);
  console.error('[coupon lookup] failed:', err);
  if (status === 400) return new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: couponBadFilter(locale) });
  if (status === 403) return new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: couponForbidden(locale) });
  return new ActionError({
    code: isServiceDown(err) ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR',
    message: couponCheckFailed(locale),
  });
}

/**
 * The coupon with exactly this normalised code, or null (a code of quotes or operators is just a code that does not
 * exist: src/lib/data/coupon.server.ts). Throws the PocketBase error on failure (see couponLookupError).
 */
export async function lookUpCoupon(rawCode: string): Promise<FoundCoupon | null> {
  const code = normalizeCode(rawCode);
  if (code === '' || code.length > MAX_CODE) return null;
  const found = await findCoupon(code);
  return found && normalizeCode(found.coupon.code) === code ? found : null;
}

/** docs/rules.md §5 validation order for a code against a server-computed subtotal, now; messages in `locale`. */
export async function checkCoupon(
  rawCode: string,
  subtotal: number,
  now = new Date(),
  locale: Locale = 'en',
): Promise<{ result: CouponResult; found: FoundCoupon | null }> {
  const found = await lookUpCoupon(rawCode);
  if (!found) return { result: { ok: false, reason: 'not_found', message: couponNotValid(locale) }, found: null };
  // A coupon without a campaign id cannot be charged; evaluateCoupon already refuses it (campaign missing).
  const coupon = found.campaignId ? found.coupon : { ...found.coupon, campaign: null };
  return { result: evaluateCoupon(coupon, subtotal, now, locale), found };
}
