// A branch's next delivery days, read live through PocketBase's route for the shop server
// (pocketbase/pb_hooks/delivery-days.pb.js), kept a short while per branch: the days change as orders fill them and as
// cut-offs pass, and the order hook checks the day again when the order is placed (docs/rules.md "Delivery days").
import { ClientResponseError } from 'pocketbase';
import { withService } from '../pocketbase.server';
import type { PickupPointsResponse } from './pocketbase-types';
import { parseDeliveryOffer, parsePickupPlace, type DeliveryOffer, type PickupPlace } from './delivery-days.parse';

/** How long one read serves other shoppers of the same branch. */
export const DELIVERY_DAYS_TTL_MS = 30_000;
const MAX_CACHED = 500;
const cache = new Map<string, { at: number; offer: DeliveryOffer | null }>();
/** Bumped by forgetDeliveryOffers: a read begun before it is not kept (it may hold the day just refused). */
let generation = 0;

/**
 * Drops every kept answer: the order hook has just refused a day that an answer offered (closed, full, past its
 * cut-off), so kept answers may offer it still, to this branch or to others of its route. The next read of each
 * branch asks PocketBase again (src/features/checkout/place-order.server.ts calls this on such a refusal).
 */
export function forgetDeliveryOffers(): void {
  generation++;
  cache.clear();
}

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
  const asked = generation;
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
  if (asked !== generation) return offer;
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

/** How long a pickup point's place serves the order pages that name it (they ask again every 10 s while open). */
export const PICKUP_PLACE_TTL_MS = 60_000;
const places = new Map<string, { at: number; place: PickupPlace | null }>();

/**
 * Where a pickup order is collected (the point's names, address and hours: docs/rules.md "Delivery days"), for the
 * order page and the confirmation the checkout keeps; null when there is no such point (deleted since the order).
 */
export async function findPickupPlace(pointId: string, now = Date.now()): Promise<PickupPlace | null> {
  const hit = places.get(pointId);
  if (hit && now - hit.at < PICKUP_PLACE_TTL_MS) return hit.place;
  let place: PickupPlace | null;
  try {
    place = parsePickupPlace(
      await withService((pb) =>
        pb
          .collection('pickup_points')
          .getOne<Pick<PickupPointsResponse, 'name' | 'name_ne' | 'address' | 'address_ne' | 'opens_at' | 'closes_at'>>(
            pointId,
            {
              fields: 'name,name_ne,address,address_ne,opens_at,closes_at',
              requestKey: null,
            },
          ),
      ),
    );
  } catch (err) {
    if (!(err instanceof ClientResponseError) || err.status !== 404) throw err;
    place = null;
  }
  if (places.size >= MAX_CACHED) places.clear();
  places.set(pointId, { at: now, place });
  return place;
}
