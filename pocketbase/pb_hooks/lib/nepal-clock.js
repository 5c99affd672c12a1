// Nepal's clock, written once for the hooks and the shop: its zone and offset, when its day begins
// (src/lib/nepal-time.mjs re-exports them for the shop's code and scripts), and when a coupon's campaign ends
// (docs/rules.md §5 step 3, §9 "Coupons"), which the shop server applies when a coupon is typed
// (src/features/checkout/coupon.ts) and the order hook again when the order is placed (orders.js, chargeCampaign).
// Plain CommonJS without require() of its own, so PocketBase, Node and the shop's bundler all load it as it is.
// tests/unit/repo/nepal-time-zone.test.ts fails on a copy elsewhere.

/** The IANA zone for Intl.DateTimeFormat's `timeZone`. */
const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

/** Nepal is UTC+5:45 all year (no daylight saving), so a fixed offset reads its clock without Intl. */
const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

/** The same offset as an ISO 8601 suffix ("16:00:00+05:45"). */
const NEPAL_UTC_OFFSET = '+05:45';

/**
 * The instant (ms since epoch) at which the Nepal day holding the instant `ms` began: 00:00 Nepal time. The desk's
 * "today" and the SMS sender's daily cap both count from it.
 * @param {number} ms
 * @returns {number}
 */
function nepalDayStart(ms) {
  const offset = NEPAL_OFFSET_MINUTES * 60000;
  return Math.floor((ms + offset) / 86400000) * 86400000 - offset;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The instant (ms since epoch) at which a campaign ends.
 * - "" / null / undefined → null (no expiry).
 * - A string with a zone ("2026-01-01 10:00:00.000Z" from PocketBase, ISO with Z or ±hh:mm) is that instant.
 * - A date-time without a zone is Kathmandu wall-clock time.
 * - A date only ("2026-01-01") means the end of that day in Kathmandu: 23:59:59.999 Nepal time.
 * - Anything else → NaN, which isCampaignExpired reads as expired (fail closed: an unreadable end never grants money).
 * @param {string | null | undefined} endTime
 * @returns {number | null}
 */
function campaignEndInstant(endTime) {
  if (endTime === null || endTime === undefined) return null;
  const text = String(endTime).trim();
  if (text === '') return null;

  const day = DATE_ONLY.exec(text);
  if (day) {
    const utc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 23, 59, 59, 999);
    return utc - NEPAL_OFFSET_MINUTES * 60000;
  }

  const parts = DATE_TIME.exec(text);
  if (!parts) return NaN;
  const seconds = parts[3] === undefined ? '00' : parts[3];
  const millis = `${parts[4] === undefined ? '' : parts[4]}000`.slice(0, 3);
  const zone = parts[5];
  let offset = NEPAL_UTC_OFFSET;
  if (zone !== undefined) {
    if (zone.toUpperCase() === 'Z') offset = 'Z';
    else offset = zone.indexOf(':') !== -1 ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  }
  return Date.parse(`${parts[1]}T${parts[2]}:${seconds}.${millis}${offset}`);
}

/**
 * Expired when the end lies strictly before `now`, or cannot be read; no end → never.
 * @param {string | null | undefined} endTime
 * @param {Date} now
 * @returns {boolean}
 */
function isCampaignExpired(endTime, now) {
  const end = campaignEndInstant(endTime);
  if (end === null) return false;
  if (Number.isNaN(end)) return true;
  return end < now.getTime();
}

module.exports = {
  NEPAL_TIME_ZONE,
  NEPAL_OFFSET_MINUTES,
  NEPAL_UTC_OFFSET,
  nepalDayStart,
  campaignEndInstant,
  isCampaignExpired,
};
