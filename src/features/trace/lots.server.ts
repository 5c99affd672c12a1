// Harvest lots from PocketBase (the lots collection is public: trace pages
// show everything in it). At build time every lot is loaded once; at request
// time a lot newer than the build is looked up by its code, and product pages
// rendered on demand ask for their product's recent lots. Read as the shop's
// catalogue reader (src/lib/data/lots.server.ts: never a guest budget), which
// also sees hidden products: their lots keep their trace pages (parseLot marks them no longer sold).
import type { Lot } from '../../lib/data/lots.parse';
import { findLot, readAllLots } from '../../lib/data/lots.server';
import { codeFromParam, gtin14 } from './lot';
import { markNotFound } from '../../lib/not-found';

/** How many lots a product page lists. */
export const RECENT_LOTS = 3;
/** On-demand pages reuse a lot list for this long (build-time loads are once per build anyway). */
const LIST_TTL_MS = 60_000;

let all: { at: number; lots: Promise<Lot[]> } | null = null;

/** Every lot, newest harvest first (hidden products' too: `product.visible`). Unreadable records are skipped (and named in the log and the build record). */
export function allLots(now = Date.now()): Promise<Lot[]> {
  if (all && now - all.at < LIST_TTL_MS) return all.lots;
  const lots = readAllLots();
  all = { at: now, lots };
  // A failed load is not kept: the next caller tries again.
  lots.catch(() => {
    if (all?.lots === lots) all = null;
  });
  return lots;
}

/** The newest lots of a product (for its product page), newest harvest first. */
export async function recentLotsOf(productId: string, limit = RECENT_LOTS): Promise<Lot[]> {
  try {
    return (await allLots()).filter((lot) => lot.product.id === productId).slice(0, limit);
  } catch (err) {
    console.warn(`[lots] could not load lots: ${(err as Error).message}`);
    return [];
  }
}

/** A lot by its code, asked of PocketBase now (lots created after the last build). */
export async function findLiveLot(param: string | undefined): Promise<Lot | null> {
  const code = codeFromParam(param);
  if (!code) return null;
  try {
    return await findLot(code);
  } catch {
    return null;
  }
}

/** The lot at a GS1 Digital Link path: its code must belong to a product with this GTIN. */
export async function findLiveLotByGtin(gtin: string, param: string | undefined): Promise<Lot | null> {
  const wanted = gtin14(gtin);
  if (!wanted) return null;
  const lot = await findLiveLot(param);
  return lot && gtin14(lot.product.gtin) === wanted ? lot : null;
}

/** What a trace path that is not a prebuilt page shows: a lot's trace page, its label sheet, or not found. */
export interface LiveTraceAnswer {
  lot: Lot | null;
  labels: boolean;
  /** The code the shopper asked for (the not-found view repeats it). */
  code: string;
}

/**
 * The answer for /t/{rest} on demand, in either language (src/pages/t/[...rest].astro and its Nepali twin): a lot
 * newer than the last build (a freshly printed label works at once), its printable sheet (/t/{code}/labels, never
 * kept), or a 404. Sets the response's status and cache header.
 */
export async function liveTraceAnswer(
  rest: string,
  response: ResponseInit & { readonly headers: Headers },
): Promise<LiveTraceAnswer> {
  const parts = rest.split('/');
  const labels = parts.length === 2 && parts[1] === 'labels';
  const lot = parts.length === 1 || labels ? await findLiveLot(parts[0]) : null;
  if (!lot) markNotFound(response);
  else response.headers.set('Cache-Control', labels ? 'no-store' : 'public, max-age=60');
  return { lot, labels, code: parts[0] };
}
