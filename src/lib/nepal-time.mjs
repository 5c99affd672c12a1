// Nepal's time zone, the shop's clock (docs/rules.md §9), written once here. Plain JavaScript so that the scripts
// Node runs directly (server/publish/record-format.mjs) import it as the shop's TypeScript does.
// tests/unit/repo/nepal-time-zone.test.ts fails when the zone or its offset is written anywhere else in src/ or
// scripts/. pocketbase/pb_hooks cannot import from src/ (PocketBase runs the hooks itself).

/** The IANA zone for Intl.DateTimeFormat's `timeZone`. */
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

/** Nepal is UTC+5:45 all year (no daylight saving), so a fixed offset reads its clock without Intl. */
export const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

/** The same offset in milliseconds. */
export const NEPAL_OFFSET_MS = NEPAL_OFFSET_MINUTES * 60_000;

/** The same offset as an ISO 8601 suffix ("16:00:00+05:45"). */
export const NEPAL_UTC_OFFSET = '+05:45';
