// GET /delivery-days.json?district=<id>&branch=<id>[&from=YYYY-MM-DD][&lang=en|ne]: the next delivery days of the
// shopper's route (date, weekday, cut-off instant, full) and the pickup points of that branch with their next days,
// live (docs/rules.md "Delivery days"; the rule: pocketbase/pb_hooks/lib/delivery-days.js). `from`: a pre-order's
// ships-from day, the first day that may be offered. `lang`: each day also gets its words (`label`), so the product
// page's "would arrive" line needs no calendar of its own (src/features/delivery/arrives.ts). Browsers and the shop
// keep an answer a minute at most: the order hook checks the chosen day again when the order is placed. Bad ids or
// day: 400; unknown ones: 404.
import type { APIRoute } from 'astro';
import { recordIdSchema } from '../features/checkout/contract';
import { labelledOffer } from '../features/delivery/arrives';
import { deliveryOffer } from '../lib/data/delivery-days.server';
import { failureStatus } from '../lib/failure-status.server';
import { jsonResponse } from '../lib/json-response';
import { locales, type Locale } from '../lib/i18n';

export const prerender = false;

const CACHE = 'public, max-age=60';

/** "YYYY-MM-DD" when it is a real calendar day. */
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);

export const GET: APIRoute = async ({ url }) => {
  const district = url.searchParams.get('district') ?? '';
  const branch = url.searchParams.get('branch') ?? '';
  const from = url.searchParams.get('from') ?? '';
  const lang = url.searchParams.get('lang') ?? '';
  if (
    !recordIdSchema.safeParse(branch).success ||
    (district !== '' && !recordIdSchema.safeParse(district).success) ||
    (from !== '' && !isDay(from)) ||
    (lang !== '' && !(locales as readonly string[]).includes(lang))
  )
    return jsonResponse(
      { error: 'Invalid request: branch (and district) must be record ids, from a day (YYYY-MM-DD), lang en or ne.' },
      400,
    );
  try {
    const offer = await deliveryOffer(branch, district, Date.now(), from);
    if (!offer) return jsonResponse({ error: 'No such delivery branch in this district.' }, 404, CACHE);
    const answer = { route: offer.route, pickupPoints: offer.pickupPoints };
    return jsonResponse(lang ? labelledOffer(answer, lang as Locale) : answer, 200, CACHE);
  } catch (err) {
    return jsonResponse(
      { error: 'Delivery days could not be read. Please try again.' },
      failureStatus(err, 'delivery-days'),
    );
  }
};
