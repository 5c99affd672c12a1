// Nepal's time zone, the shop's clock (docs/rules.md §9), for the shop's code and the scripts Node runs directly
// (server/publish/record-format.ts). Written once, in pocketbase/pb_hooks/lib/nepal-clock.js, because PocketBase's
// hooks cannot import from src/ and the shop can import from them; tests/unit/repo/nepal-time-zone.test.ts fails on a
// copy anywhere else.
import nepalClock from '../../pocketbase/pb_hooks/lib/nepal-clock.js';

/** The IANA zone for Intl.DateTimeFormat's `timeZone`. */
export const NEPAL_TIME_ZONE = nepalClock.NEPAL_TIME_ZONE;

/** Nepal is UTC+5:45 all year (no daylight saving), so a fixed offset reads its clock without Intl. */
export const NEPAL_OFFSET_MINUTES = nepalClock.NEPAL_OFFSET_MINUTES;

/** The same offset in milliseconds. */
export const NEPAL_OFFSET_MS = NEPAL_OFFSET_MINUTES * 60_000;

/** The same offset as an ISO 8601 suffix, to follow a wall-clock time ("16:00:00" and this). */
export const NEPAL_UTC_OFFSET = nepalClock.NEPAL_UTC_OFFSET;

/** The instant (ms) at which the Nepal day holding the instant `ms` began (00:00 Nepal time). */
export const nepalDayStart = nepalClock.nepalDayStart;
