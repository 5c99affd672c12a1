// BS (Bikram Sambat) dates for the dashboard's closed days (docs/operators.md "Closed days", docs/rules.md "Delivery
// days"): an operator may write a festival's first and last day in BS ("2083-06-15", or with Devanagari digits), and
// the hook (delivery-days.pb.js) stores the AD day it is. The calendar is the table bs-calendar.json beside this file,
// written from `nepali-date-converter` by scripts/bs-calendar.mjs and checked against it by
// tests/unit/delivery/bs-calendar.test.ts. Pure; in PocketBase through its hooks folder, in Node beside this file.

const inHooks = typeof __hooks === 'string';
/** @type {{ firstYear: number, lastYear: number, months: [string, number][] }} */
const table = require(inHooks ? `${__hooks}/lib/bs-calendar.json` : './bs-calendar.json');
const { NEPALI_DIGITS } = require(inHooks ? `${__hooks}/lib/nepali-words.js` : './nepali-words.js');

const DAY_MS = 86400000;
const BS_TEXT = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$/;

/**
 * Devanagari digits as Latin ones, the rest kept ("२०८३-०६-१५" → "2083-06-15").
 * @param {string} text
 */
function latinDigits(text) {
  return String(text).replace(/[०-९]/g, (c) => String(NEPALI_DIGITS.indexOf(c)));
}

/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');
/** @param {string} day @param {number} n */
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * A BS date as an operator writes it → { ad: "YYYY-MM-DD", bs: "YYYY-MM-DD" (the BS date, Latin digits) } or
 * { problem: a sentence for under the field }.
 * @param {string} text
 * @returns {{ ad: string, bs: string } | { problem: string }}
 */
function bsToAd(text) {
  const match = BS_TEXT.exec(latinDigits(text).trim());
  if (!match)
    return { problem: 'Write the BS date as year-month-day, for example 2083-06-15 (Nepali digits are fine too).' };
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < table.firstYear || year > table.lastYear)
    return {
      problem: `BS dates from ${table.firstYear} to ${table.lastYear} can be written here: for ${year}, choose the AD date instead.`,
    };
  if (month < 1 || month > 12)
    return { problem: `There is no BS month ${month}: months go from 1 (Baisakh) to 12 (Chaitra).` };
  const entry = table.months[(year - table.firstYear) * 12 + month - 1];
  if (day < 1 || day > entry[1])
    return { problem: `Month ${month} of BS ${year} has ${entry[1]} days: there is no day ${day}.` };
  return { ad: addDays(entry[0], day - 1), bs: `${year}-${pad(month)}-${pad(day)}` };
}

/**
 * The BS date ("YYYY-MM-DD", Latin digits) of an AD day, or "" outside the covered years.
 * @param {string} ad "YYYY-MM-DD"
 */
function adToBs(ad) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(ad))) return '';
  for (let i = table.months.length - 1; i >= 0; i--) {
    const [start, days] = table.months[i];
    if (ad < start) continue;
    const offset = Math.round((Date.parse(`${ad}T00:00:00.000Z`) - Date.parse(`${start}T00:00:00.000Z`)) / DAY_MS);
    if (offset >= days) return '';
    return `${table.firstYear + Math.floor(i / 12)}-${pad((i % 12) + 1)}-${pad(offset + 1)}`;
  }
  return '';
}

module.exports = { bsToAd, adToBs, latinDigits, FIRST_YEAR: table.firstYear, LAST_YEAR: table.lastYear };
