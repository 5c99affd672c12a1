// GET /delivery-days.json?district=<id>&branch=<id>: the next delivery days of the shopper's route (date, weekday,
// cut-off instant, full) and the pickup points of that branch with their next days, live (docs/rules.md "Delivery
// days"; the rule: pocketbase/pb_hooks/lib/delivery-days.js). Browsers and the shop keep an answer a minute at most:
// the order hook checks the chosen day again when the order is placed. Bad ids: 400; unknown ones: 404.
import type { APIRoute } from 'astro';
import { recordIdSchema } from '../features/checkout/contract';
import { deliveryOffer } from '../lib/data/delivery-days.server';
import { failureStatus } from '../lib/failure-status.server';
import { jsonResponse } from '../lib/json-response';

export const prerender = false;

const CACHE = 'public, max-age=60';

export const GET: APIRoute = async ({ url }) => {
  const district = url.searchParams.get('district') ?? '';
  const branch = url.searchParams.get('branch') ?? '';
  if (!recordIdSchema.safeParse(branch).success || (district !== '' && !recordIdSchema.safeParse(district).success))
    return jsonResponse({ error: 'Invalid request: branch (and district) must be record ids.' }, 400);
  try {
    const offer = await deliveryOffer(branch, district);
    if (!offer) return jsonResponse({ error: 'No such delivery branch in this district.' }, 404, CACHE);
    return jsonResponse({ route: offer.route, pickupPoints: offer.pickupPoints }, 200, CACHE);
  } catch (err) {
    return jsonResponse(
      { error: 'Delivery days could not be read. Please try again.' },
      failureStatus(err, 'delivery-days'),
    );
  }
};
