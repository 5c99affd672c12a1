// The coupon collection (docs/rules.md §7 "Coupon lookup"): readable by the service account only. The desk reads
// coupon codes through its own route (pocketbase/pb_hooks/desk.pb.js), with the staff member's client.
import { pbStatus, withService } from '../pocketbase.server';
import { parseCouponCodes, parseFoundCoupon, type FoundCoupon } from './coupon.parse';
import type { CampaignsResponse, CouponResponse } from './pocketbase-types';
import type { StaffClient } from './staff.server';

/** A coupon with its campaign expanded (absent when the campaign no longer exists). */
type CouponWithCampaign = CouponResponse<{ campaign?: CampaignsResponse }>;

/**
 * The coupon with exactly this code, with its campaign, parsed (coupon.parse.ts), or null when there is none or it
 * has no code (page 1, perPage 1). The code only reaches PocketBase as a pb.filter() placeholder value, so quotes or
 * operators in it are just characters of a code.
 */
export async function findCoupon(code: string): Promise<FoundCoupon | null> {
  const page = await withService((pb) =>
    pb.collection('coupon').getList<CouponWithCampaign>(1, 1, {
      filter: pb.filter('code = {:code}', { code }),
      expand: 'campaign',
      skipTotal: true,
    }),
  );
  const record = page.items[0];
  return record ? parseFoundCoupon(record) : null;
}

/** The code of a coupon by id; null when it no longer exists. */
export async function findCouponCode(id: string): Promise<string | null> {
  try {
    const record = await withService((pb) =>
      pb.collection('coupon').getOne<Pick<CouponResponse, 'code'>>(id, { fields: 'code' }),
    );
    return typeof record.code === 'string' ? record.code : null;
  } catch (err) {
    if (pbStatus(err) === 404) return null;
    throw err;
  }
}

/** Most orders one call to the desk's coupon-codes route names. */
const ORDERS_PER_CODE_LOOKUP = 1000;

/** POST /api/desk/coupon-codes: the codes of the coupons used on these orders, by order id. */
export async function postCouponCodesOfOrders(
  pb: StaffClient,
  orderIds: readonly string[],
): Promise<Record<string, string>> {
  const body = { orderIds: orderIds.slice(0, ORDERS_PER_CODE_LOOKUP) };
  return parseCouponCodes(await pb.send('/api/desk/coupon-codes', { method: 'POST', body }));
}
