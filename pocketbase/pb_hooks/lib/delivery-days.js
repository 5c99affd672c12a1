// Delivery days a co-op can keep (docs/rules.md §4 "Delivery days"): which days a route (or a pickup point) delivers,
// until when an order can still make each of them (its cut-off), which days are closed (festivals) and which are full.
// Pure rules on plain values: the I/O is lib/delivery-schedule.js, which the hooks use to answer the shop
// (delivery-days.pb.js, read by src/pages/delivery-days.json.ts) and to check a shopper's choice (orders.pb.js).
// Nepal's offset comes from its one home, lib/nepal-clock.js: through PocketBase's hooks folder in PocketBase, beside
// this file in Node (the tests). Tests: tests/unit/delivery/delivery-days.test.ts.

/** Nepal's clock (lib/nepal-clock.js), from PocketBase's hooks folder or, in Node, beside this file. */
const nepalClock = typeof __hooks === 'string' ? require(`${__hooks}/lib/nepal-clock.js`) : require('./nepal-clock.js');
/** Devanagari digits read as Latin ones (lib/bs-date.js). */
const { latinDigits } = typeof __hooks === 'string' ? require(`${__hooks}/lib/bs-date.js`) : require('./bs-date.js');
/** Nepal is UTC+5:45 all year. */
const NEPAL_OFFSET_MS = nepalClock.NEPAL_OFFSET_MINUTES * 60000;
const DAY_MS = 86400000;

/** Weekday codes as the schema stores them (routes.weekdays, pickup_points.weekdays), Sunday first. */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** How far ahead a schedule is searched for open days (a route closed longer than this offers none). */
const HORIZON_DAYS = 120;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A delivery schedule: the weekdays it delivers, its cut-off (`cutoffTime` Nepal time, `cutoffDaysBefore` days before
 * the delivery day: 1 is the day before, 0 the day itself), and how many orders a day takes (0: no limit).
 * @typedef {object} Schedule
 * @property {string[]} weekdays codes from WEEKDAYS
 * @property {string} cutoffTime "HH:MM", Nepal time
 * @property {number} cutoffDaysBefore whole days, 0 or more
 * @property {number} [capacity] orders per day; 0 or missing: no limit
 * @property {string} [opensAt] "HH:MM" a pickup point opens (a same-day cut-off must come before it)
 */

/**
 * A closed range of days, both ends included, Nepal dates ("YYYY-MM-DD").
 * @typedef {{ from: string, to: string, name?: string, name_ne?: string }} ClosedRange
 */

/**
 * One delivery day as the shop offers it.
 * @typedef {{ date: string, weekday: string, cutoff: string, full: boolean }} DeliveryDay
 */

/**
 * "YYYY-MM-DD" when `value` is a real calendar day in that form; "" otherwise.
 * @param {unknown} value
 */
function calendarDay(value) {
  const match = DAY.exec(String(value === undefined || value === null ? '' : value).slice(0, 10));
  if (!match) return '';
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(ms).toISOString().slice(0, 10);
  return back === match[0] ? back : '';
}

/**
 * The Nepal calendar day of an instant (ms since epoch): "YYYY-MM-DD".
 * @param {number} instant
 */
function nepalDay(instant) {
  return new Date(instant + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The Nepal day an operator meant by a date field's value: the dashboard's date picker sends the day's midnight in
 * the browser's time zone, so a browser on Nepal time sends 25 December as "2026-12-24 18:15:00.000Z". Read as the
 * Nepal day of that instant; a value stored as a day ("2026-12-25" or its UTC midnight, 05:45 in Nepal) stays that
 * day. "" when `value` is no date.
 * @param {unknown} value
 */
function pickedDay(value) {
  const text = String(value === undefined || value === null ? '' : value).trim();
  const day = calendarDay(text);
  if (!day) return '';
  const time = /^\d{4}-\d{2}-\d{2}[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z)?$/.exec(text);
  if (!time) return day;
  const [, hours, minutes, seconds] = time;
  const ms =
    Date.parse(`${day}T00:00:00.000Z`) + ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds || 0)) * 1000;
  return Number.isFinite(ms) ? nepalDay(ms) : day;
}

/**
 * The day `n` days after `day` ("YYYY-MM-DD"; n may be negative).
 * @param {string} day
 * @param {number} n
 */
function addDays(day, n) {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The weekday code of a day: "tue" for "2026-11-03".
 * @param {string} day
 */
function weekdayOf(day) {
  return WEEKDAYS[new Date(`${day}T00:00:00.000Z`).getUTCDay()];
}

/**
 * Whether a route or pickup point with these weekdays delivers on a day (a placement's, a move's, and the orders
 * booked on a weekday taken off it since: lib/delivery-schedule.js, src/features/desk/day-sheets.ts).
 * @param {readonly string[]} weekdays
 * @param {string} day YYYY-MM-DD
 */
function servesOn(weekdays, day) {
  return weekdays.indexOf(weekdayOf(day)) !== -1;
}

/**
 * A time as an operator may type it in the dashboard, written the one way the rule reads ("HH:MM"): Devanagari digits
 * as Latin ones, a dot for the colon, a one-digit hour given its zero ("९.३०" → "09:30", " 18:00 " → "18:00").
 * Anything else comes back trimmed, for minutesOf to refuse.
 * @param {unknown} text
 */
function typedTime(text) {
  const typed = latinDigits(String(text === undefined || text === null ? '' : text)).trim();
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(typed);
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : typed;
}

/**
 * Minutes after midnight of an "HH:MM" time (00:00 to 23:59), or -1 when it is not one.
 * @param {unknown} time
 */
function minutesOf(time) {
  const match = TIME.exec(String(time === undefined || time === null ? '' : time).trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
}

/**
 * The cut-off instant (ms) of delivery day `day` on a schedule: `cutoffDaysBefore` days before it, at `cutoffTime`
 * Nepal time. NaN when the schedule's time cannot be read.
 * @param {string} day
 * @param {Schedule} schedule
 */
function cutoffInstant(day, schedule) {
  const minutes = minutesOf(schedule.cutoffTime);
  if (minutes < 0) return NaN;
  const before = Math.max(0, Math.floor(Number(schedule.cutoffDaysBefore) || 0));
  const midnightUtc = Date.parse(`${addDays(day, -before)}T00:00:00.000Z`);
  return midnightUtc + minutes * 60000 - NEPAL_OFFSET_MS;
}

/**
 * The closed range holding `day`, or null.
 * @param {string} day
 * @param {ClosedRange[]} closed
 */
function closedRangeOf(day, closed) {
  for (const range of closed || []) {
    const from = calendarDay(range.from);
    const to = calendarDay(range.to) || from;
    if (from && day >= from && day <= to) return range;
  }
  return null;
}

/**
 * Why a schedule cannot be used, or "" when it can: what the hooks refuse when an operator saves a route or a pickup
 * point (sentences shown under the field), keyed by field.
 * @param {Schedule} schedule
 * @returns {Record<string, string>}
 */
function scheduleProblems(schedule) {
  /** @type {Record<string, string>} */
  const problems = {};
  const days = Array.isArray(schedule.weekdays) ? schedule.weekdays : [];
  if (days.filter((d) => WEEKDAYS.indexOf(d) !== -1).length === 0)
    problems.weekdays = 'Choose at least one weekday on which deliveries are made.';
  const cutoff = minutesOf(schedule.cutoffTime);
  if (cutoff < 0)
    problems.cutoff_time = 'Write the cut-off as a time of day, hours and minutes from 00:00 to 23:59. Example: 18:00.';
  const before = Number(schedule.cutoffDaysBefore);
  if (!Number.isInteger(before) || before < 0 || before > 14)
    problems.cutoff_days_before = 'Write how many days before the delivery orders close: a whole number from 0 to 14.';
  else if (before === 0 && cutoff >= 0) {
    const opens = minutesOf(schedule.opensAt);
    if (opens < 0)
      problems.cutoff_days_before =
        'With 0 days the cut-off falls on the delivery day itself, after the delivery has started. Use 1 (the day before) or more.';
    else if (cutoff >= opens)
      problems.cutoff_time = `A cut-off at ${schedule.cutoffTime} on the same day falls after the opening at ${schedule.opensAt}: choose an earlier time, or close orders the day before.`;
  }
  const capacity = schedule.capacity === undefined || schedule.capacity === null ? 0 : Number(schedule.capacity);
  if (!Number.isInteger(capacity) || capacity < 0)
    problems.capacity = 'Write how many orders a day can take as a whole number, or 0 for no limit.';
  return problems;
}

/**
 * The next delivery days of a schedule from instant `now` (ms): each a weekday of the schedule, outside every closed
 * range, whose cut-off is still ahead (now < cut-off), from day `from` on ("YYYY-MM-DD", e.g. a pre-order's ships-from
 * day; "" for no limit). Full days (as many orders as the capacity, counted in `counts`: day → orders) are listed with
 * `full: true` but do not count towards `wanted`, the number of open days to find. An empty list when the schedule
 * cannot be read or has no day within HORIZON_DAYS.
 * @param {{ schedule: Schedule, closed?: ClosedRange[], counts?: Record<string, number>, now: number, from?: string, wanted?: number }} input
 * @returns {DeliveryDay[]}
 */
function nextDays(input) {
  const schedule = input.schedule;
  const wanted = input.wanted === undefined ? 3 : input.wanted;
  /** @type {DeliveryDay[]} */
  const out = [];
  if (Object.keys(scheduleProblems(schedule)).length > 0 || !Number.isFinite(input.now)) return out;
  const capacity = Number(schedule.capacity) || 0;
  const counts = input.counts || {};
  const today = nepalDay(input.now);
  const from = calendarDay(input.from);
  const start = from && from > today ? from : today;
  let open = 0;
  for (let i = 0; i <= HORIZON_DAYS && open < wanted; i++) {
    const day = addDays(start, i);
    const weekday = weekdayOf(day);
    if (schedule.weekdays.indexOf(weekday) === -1) continue;
    const cutoff = cutoffInstant(day, schedule);
    if (!(input.now < cutoff)) continue;
    if (closedRangeOf(day, input.closed || [])) continue;
    const full = capacity > 0 && (Number(counts[day]) || 0) >= capacity;
    out.push({ date: day, weekday, cutoff: new Date(cutoff).toISOString(), full });
    if (!full) open++;
  }
  return out;
}

/**
 * The first open (not full) day of a schedule, or null.
 * @param {{ schedule: Schedule, closed?: ClosedRange[], counts?: Record<string, number>, now: number, from?: string }} input
 */
function firstOpenDay(input) {
  const days = nextDays(Object.assign({}, input, { wanted: 1 }));
  for (const d of days) if (!d.full) return d;
  return null;
}

/**
 * Whether `day` is more than HORIZON_DAYS after the latest of `from` (days YYYY-MM-DD; empty ones left out): the
 * furthest the shop offers a day, from today or a later day an order cannot come before.
 * @param {string} day @param {string[]} from
 */
function pastHorizon(day, from) {
  const latest = from
    .filter((d) => d)
    .sort()
    .pop();
  return latest !== undefined && day > addDays(latest, HORIZON_DAYS);
}

/**
 * Whether a shopper's chosen day can be kept: null when it can, or why not ("closed", "full", "past_cutoff",
 * "not_a_delivery_day", "too_early", "too_far", "invalid") with the first open day after it (null when there is
 * none).
 * @param {{ schedule: Schedule, closed?: ClosedRange[], counts?: Record<string, number>, now: number, from?: string, day: string }} input
 * @returns {null | { reason: string, next: DeliveryDay | null, closedName?: string }}
 */
function checkDay(input) {
  const day = calendarDay(input.day);
  const later = () =>
    firstOpenDay(Object.assign({}, input, { from: day && (!input.from || day > input.from) ? day : input.from }));
  if (!day) return { reason: 'invalid', next: firstOpenDay(input) };
  const from = calendarDay(input.from);
  const today = nepalDay(input.now);
  if (day < today || (from && day < from)) return { reason: 'too_early', next: firstOpenDay(input) };
  // No day is offered past the horizon (nextDays): a day sent beyond it was not chosen from the shop's list.
  if (pastHorizon(day, [today, from])) return { reason: 'too_far', next: firstOpenDay(input) };
  if (!servesOn(input.schedule.weekdays, day)) return { reason: 'not_a_delivery_day', next: later() };
  if (!(input.now < cutoffInstant(day, input.schedule))) return { reason: 'past_cutoff', next: later() };
  const range = closedRangeOf(day, input.closed || []);
  if (range) return { reason: 'closed', next: later(), closedName: range.name || '' };
  const capacity = Number(input.schedule.capacity) || 0;
  if (capacity > 0 && (Number(input.counts?.[day]) || 0) >= capacity) return { reason: 'full', next: later() };
  return null;
}

/**
 * A closed range's problems (keyed by field): a missing or unreadable day, or an end before its start.
 * @param {{ from: string, to: string }} range
 * @returns {Record<string, string>}
 */
function closedRangeProblems(range) {
  /** @type {Record<string, string>} */
  const problems = {};
  const from = calendarDay(range.from);
  const to = calendarDay(range.to);
  if (!from) problems.from = 'Choose the first closed day.';
  if (!to) problems.to = 'Choose the last closed day (the same as the first for a single day).';
  if (from && to && to < from) problems.to = `The last closed day (${to}) comes before the first (${from}).`;
  else if (from && to && Date.parse(to) - Date.parse(from) > 60 * DAY_MS)
    problems.to = 'A closed period may last at most 61 days: split a longer one in two.';
  return problems;
}

module.exports = {
  WEEKDAYS,
  typedTime,
  HORIZON_DAYS,
  pastHorizon,
  calendarDay,
  pickedDay,
  nepalDay,
  addDays,
  weekdayOf,
  servesOn,
  minutesOf,
  cutoffInstant,
  closedRangeOf,
  scheduleProblems,
  closedRangeProblems,
  nextDays,
  firstOpenDay,
  checkDay,
};
