// A branch's next delivery days, read live through PocketBase's route for the shop server
// (pocketbase/pb_hooks/delivery-days.pb.js), kept a short while per branch: the days change as orders fill them and as
// cut-offs pass, and the order hook checks the day again when the order is placed (docs/rules.md "Delivery days").
import { ClientResponseError } from 'pocketbase';
import { withService } from '../pocketbase.server';
import type { PickupPointsResponse } from './pocketbase-types';
import { parseDeliveryOffer, type DeliveryOffer } from './delivery-days.parse';

/** How long one read serves other shoppers of the same branch. */
export const DELIVERY_DAYS_TTL_MS = 30_000;
const MAX_CACHED = 500;
const cache = new Map<string, { at: number; offer: DeliveryOffer | null }>();

/**
 * The offer for a branch (in a district, when given), or null when PocketBase knows no such branch (or the branch is
 * not in that district). `from`: the first day that may be offered (a pre-order's ships-from day, YYYY-MM-DD; "" for
 * today). Ids and the day are checked by the caller.
 */
export async function deliveryOffer(
  branchId: string,
  districtId = '',
  now = Date.now(),
  from = '',
): Promise<DeliveryOffer | null> {
  const key = `${districtId}/${branchId}/${from}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < DELIVERY_DAYS_TTL_MS) return hit.offer;
  let offer: DeliveryOffer | null;
  try {
    const query = new URLSearchParams({
      branch: branchId,
      ...(districtId ? { district: districtId } : {}),
      ...(from ? { from } : {}),
    });
    offer = parseDeliveryOffer(
      await withService((pb) => pb.send(`/api/shop/delivery-days?${query}`, { method: 'GET', requestKey: null })),
    );
  } catch (err) {
    if (!(err instanceof ClientResponseError) || err.status !== 404) throw err;
    offer = null;
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, { at: now, offer });
  return offer;
}

/**
 * What a pickup point charges in whole rupees (0: free), read fresh for each placement: the order's delivery charge
 * when the shopper collects there (docs/rules.md "Delivery days", "Pickup charge"). null when there is no such point
 * or it is not in this branch (the order hook would refuse it too).
 */
export async function pickupPointCharge(pointId: string, branchId: string): Promise<number | null> {
  try {
    const point = await withService((pb) =>
      pb.collection('pickup_points').getOne<Pick<PickupPointsResponse, 'branch' | 'charge'>>(pointId, {
        fields: 'branch,charge',
        requestKey: null,
      }),
    );
    if (point.branch !== branchId) return null;
    const charge = Number(point.charge);
    return Number.isInteger(charge) && charge > 0 ? charge : 0;
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return null;
    throw err;
  }
}
