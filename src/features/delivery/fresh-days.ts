// The browser's reads of /delivery-days.json (docs/rules.md "Delivery days"): the checkout's day picker and the cart's
// "would arrive" line. Browsers may keep an answer a minute (src/pages/delivery-days.json.ts), which is fine until the
// shop refuses an order: the refused day (closed, full or past its cut-off since the answer) would be offered and
// chosen again. So a refusal marks the days changed: the islands showing them read again, and for the next minute
// every read goes to the shop (`cache: 'no-cache'`), whose own kept answers the refusal dropped
// (src/lib/data/delivery-days.server.ts forgetDeliveryOffers). The mark outlives a reload of the tab (sessionStorage).
import { atom } from 'nanostores';
import { sessionRead, sessionWrite } from '../../lib/session-store';

/** Browsers keep an answer this long (`max-age=60` of /delivery-days.json). */
export const BROWSER_KEEPS_MS = 60_000;
const KEY = 'krishi-days-changed';

function saved(): number {
  const at = Number(sessionRead(KEY));
  return Number.isFinite(at) ? at : 0;
}

/** When the shop last refused an order (0: not in this tab); a change makes the day islands read again. */
export const $daysChangedAt = atom(typeof window === 'undefined' ? 0 : saved());

/** The shop refused an order (a day, or anything else the shopper saw): what was kept of the days is not trusted. */
export function deliveryDaysChanged(now = Date.now()): void {
  $daysChangedAt.set(now);
  sessionWrite(KEY, String(now));
}

/** The fetch options of a read at `now`: past the browser's copy while a refusal's mark is younger than its minute. */
export function daysRequestInit(now = Date.now(), changedAt = $daysChangedAt.get()): RequestInit | undefined {
  return changedAt > 0 && now - changedAt < BROWSER_KEEPS_MS ? { cache: 'no-cache' } : undefined;
}

/** GET /delivery-days.json with this query, fresh from the shop after a refusal. */
export function fetchDeliveryDays(query: URLSearchParams): Promise<Response> {
  return fetch(`/delivery-days.json?${query}`, daysRequestInit());
}
