// GET /products/availability.json?id=<product id>: whether a product on a
// prebuilt page is still for sale, and its price now (hidden, deleted or
// unavailable since the build → available false). ?ids=<id>,<id>… answers for
// up to 48 cards at once. A plain GET keeps the actions client out of product
// pages; one PocketBase lookup per 40 ids, nothing cached (prices change).
import type { APIRoute } from 'astro';
import { recordIdSchema } from '../../features/checkout/contract';
import { STOCK_CHECK_FAILED } from '../../features/checkout/messages';
import { liveFactsOf, MAX_LIVE_IDS } from '../../features/catalog/live-facts.server';
import { failureStatus } from '../../lib/failure-status.server';
import { jsonResponse } from '../../lib/json-response';
import { requestLocale } from '../../lib/request-locale';

export const prerender = false;

export const GET: APIRoute = async ({ url, request }) => {
  const single = url.searchParams.get('id');
  const list = url.searchParams.get('ids');
  const ids = single !== null ? [single] : (list ?? '').split(',').filter((s) => s !== '');
  if (ids.length > MAX_LIVE_IDS)
    return jsonResponse({ error: `Invalid ids: at most ${MAX_LIVE_IDS} product ids.` }, 400);
  if (ids.length === 0 || !ids.every((id) => recordIdSchema.safeParse(id).success)) {
    return jsonResponse({ error: 'Invalid id: must be a product record id.' }, 400);
  }
  try {
    // The page asking is the Referer: its pre-order dates come back in its language (src/lib/request-locale.ts).
    const facts = await liveFactsOf(ids, requestLocale(request));
    return jsonResponse(single !== null ? facts[single] : { products: facts });
  } catch (err) {
    // The spec's one sentence either way; only an outage is a 503, a bug is a 500 (src/lib/failure-status.server.ts).
    return jsonResponse({ error: STOCK_CHECK_FAILED }, failureStatus(err, 'availability'));
  }
};
