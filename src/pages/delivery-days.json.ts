// GET /delivery-days.json?district=<id>&branch=<id>[&from=YYYY-MM-DD][&products=<id>,<id>][&lang=en|ne]: the next
// delivery days of the shopper's route (date, weekday, cut-off instant, full) and the pickup points of that branch with
// their next days, live (docs/rules.md "Delivery days"; the rule: pocketbase/pb_hooks/lib/delivery-days.js). `from`: a
// pre-order's ships-from day, the first day that may be offered. `products`: the cart's products (the checkout's
// picker); the days start from the latest ships-from day among those on pre-order as the shop knows them now, so a
// cart holding a pre-order is never offered a day the order hook refuses, and the answer's `shipsFrom` names that day
// while it is still to come. `lang`: each day also gets its words
// (`label`), so the product
// page's "would arrive" line needs no calendar of its own (src/features/delivery/arrives.ts). Browsers and the shop
// keep an answer a minute at most: the order hook checks the chosen day again when the order is placed. Bad ids or
// day: 400; unknown ones: 404.
import type { APIRoute } from 'astro';
import { recordIdSchema } from '../features/checkout/contract';
import { MAX_LIVE_IDS, liveFactsOf } from '../features/catalog/live-facts.server';
import { labelledOffer } from '../features/delivery/arrives';
import { deliveryOffer } from '../lib/data/delivery-days.server';
import { isAdDay, kathmanduDay } from '../lib/bikram-sambat';
import { failureStatus } from '../lib/failure-status.server';
import { jsonResponse } from '../lib/json-response';
import { locales, type Locale } from '../lib/i18n';

export const prerender = false;

const CACHE = 'public, max-age=60';

/** The products of `products=` (comma-separated record ids, at most a page of cards), or null when malformed. */
function productIds(value: string): string[] | null {
  if (value === '') return [];
  const ids = [...new Set(value.split(','))];
  return ids.length <= MAX_LIVE_IDS && ids.every((id) => recordIdSchema.safeParse(id).success) ? ids : null;
}

/** The first day the cart's products may arrive: the latest ships-from day among them ("" when none is a pre-order). */
async function shipsFromOf(ids: string[]): Promise<string> {
  if (ids.length === 0) return '';
  const facts = await liveFactsOf(ids);
  return latestDay(ids.map((id) => facts[id]?.shipsFrom ?? ''));
}

/** The latest of these days ("" when none): YYYY-MM-DD sorts as the calendar does. */
const latestDay = (days: string[]) => days.filter(Boolean).sort().at(-1) ?? '';

export const GET: APIRoute = async ({ url }) => {
  const district = url.searchParams.get('district') ?? '';
  const branch = url.searchParams.get('branch') ?? '';
  const from = url.searchParams.get('from') ?? '';
  const lang = url.searchParams.get('lang') ?? '';
  const products = productIds(url.searchParams.get('products') ?? '');
  if (
    products === null ||
    !recordIdSchema.safeParse(branch).success ||
    (district !== '' && !recordIdSchema.safeParse(district).success) ||
    (from !== '' && !isAdDay(from)) ||
    (lang !== '' && !(locales as readonly string[]).includes(lang))
  )
    return jsonResponse(
      {
        error:
          'Invalid request: branch (and district) must be record ids, from a day (YYYY-MM-DD), products at most 48 record ids, lang en or ne.',
      },
      400,
    );
  try {
    const ships = await shipsFromOf(products);
    const offer = await deliveryOffer(branch, district, Date.now(), latestDay([ships, from]));
    if (!offer) return jsonResponse({ error: 'No such delivery branch in this district.' }, 404, CACHE);
    // The cart's pre-order day, when it is still to come: the checkout says why no earlier day is offered.
    const waitsFor = ships > kathmanduDay(new Date()) ? { shipsFrom: ships } : {};
    const answer = { route: offer.route, pickupPoints: offer.pickupPoints, ...waitsFor };
    return jsonResponse(lang ? labelledOffer(answer, lang as Locale) : answer, 200, CACHE);
  } catch (err) {
    return jsonResponse(
      { error: 'Delivery days could not be read. Please try again.' },
      failureStatus(err, 'delivery-days'),
    );
  }
};
