// Some outcomes turn at a fixed hour of Nepal's clock: a route's cut-off (the day on offer changes), the quiet hours
// at 21:00 and 07:00 (a message is held or sent), midnight (a new day's SMS cap, a rider's new cash day). A test that
// begins moments before such an hour can see the shop change under it, and fail only when CI happens to run then.
// These helpers wait until the hour has passed, so a test sees one side of it: a few minutes a day at most, and
// nothing at any other time.
import days from '../../pocketbase/pb_hooks/lib/delivery-days.js';
import { pickupPoints, routes } from '../../scripts/seed/data.mjs';
import { nepalDayStart } from '@/lib/nepal-time.mjs';

const DAY_MS = 86_400_000;

/** How close to an hour a test may not begin (ms before it), and how long after it the shop may still show the old side. */
export type EdgeMargin = { beforeMs: number; afterMs: number };

/**
 * How long (ms) to wait from the instant `nowMs` so that no Nepal hour in `edges` ("HH:MM") lies within
 * `beforeMs` ahead of it or `afterMs` behind it; 0 when none does.
 */
export function msPastNepalEdges(nowMs: number, edges: string[], { beforeMs, afterMs }: EdgeMargin): number {
  const msOfDay = nowMs - nepalDayStart(nowMs);
  let wait = 0;
  for (const edge of edges) {
    const edgeMs = days.minutesOf(edge) * 60_000;
    // the edge's nearest occurrence around now, yesterday's and tomorrow's included (a midnight edge at 23:59)
    for (const at of [edgeMs - DAY_MS, edgeMs, edgeMs + DAY_MS]) {
      if (msOfDay >= at - beforeMs && msOfDay < at + afterMs) wait = Math.max(wait, at + afterMs - msOfDay);
    }
  }
  return wait;
}

/**
 * Waits until no hour in `edges` is near (msPastNepalEdges): at once, at most times. `beforeWaiting` hears of a wait
 * first (a browser test grows its time by it).
 */
export async function waitPastNepalEdges(
  edges: string[],
  margin: EdgeMargin,
  beforeWaiting: (ms: number) => void = () => {},
): Promise<void> {
  const wait = msPastNepalEdges(Date.now(), edges, margin);
  if (wait === 0) return;
  beforeWaiting(wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The seeded routes' and pickup points' cut-offs. */
export const SEEDED_CUTOFFS = [...new Set([...routes, ...pickupPoints].map((r) => r.cutoff_time))];

/**
 * A checkout open from before a cut-off to the shopper's tap must not see it pass: the day it offered would be
 * refused. The shop keeps a branch's days for 30 s (src/lib/data/delivery-days.server.ts DELIVERY_DAYS_TTL_MS), so it
 * may offer the old day until then.
 */
export const CHECKOUT_MARGIN: EdgeMargin = { beforeMs: 90_000, afterMs: 35_000 };

/** Nepal's midnight: a new day's SMS cap (pocketbase/pb_hooks/lib/message-claims.js), a rider's new cash day. */
export const NEPAL_MIDNIGHT = ['00:00'];

/** The quiet hours' ends (pocketbase/pb_hooks/lib/message-rules.js), for a sender test that sends as it walks. */
export const QUIET_HOURS_EDGES = ['21:00', '07:00'];

/**
 * For a test of up to 2 min 20 s whose outcome turns at an hour, with half a minute after it for what the shop keeps
 * (a sender's batch). The wait, 170 s at most, fits in vitest's hook time (vitest.config.ts hookTimeout) as a
 * `beforeEach`.
 */
export const LONG_TEST_MARGIN: EdgeMargin = { beforeMs: 140_000, afterMs: 30_000 };
