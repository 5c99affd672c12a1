// Bikram Sambat (BS) dates, the calendar Nepali shoppers read, beside the AD
// dates the shop stores. Conversion comes from the maintained
// `nepali-date-converter` library (BS 2000/01/01 to 2090/12/30, i.e. AD
// 1943-04-14 to 2034-04-13); this module only fixes the shop's messages and
// formats (BS, and the two AD styles the pages use: "23 November 2026" and the
// blog's "November 23, 2026"); pages draw a date with
// src/components/layout/ShopDate.astro. It is about 7 KB compressed, so islands
// may import it.
//
// Calendar days, not instants: an order placed at 23:30 in Kathmandu belongs
// to that Kathmandu day, so instants are first read as a Kathmandu date.
import NepaliDateImport from 'nepali-date-converter';
import { NEPAL_OFFSET_MS, NEPAL_TIME_ZONE } from './nepal-time.mjs';
import nepaliWords from '../../pocketbase/pb_hooks/lib/nepali-words.js';

// Bundlers load the package's ES module (default export: the class); Node on the server loads its CommonJS build,
// whose default import is the whole exports object. Take the class from either.
const NepaliDate: typeof NepaliDateImport =
  (NepaliDateImport as unknown as { default?: typeof NepaliDateImport }).default ?? NepaliDateImport;

/** Thrown for a BS date outside the supported years (verbatim, shown to people). */
export const BS_OUT_OF_RANGE = "The date doesn't fall within 2000/01/01 - 2090/12/30";
/** Thrown for a BS date string that is not year, month, day separated by slash, dash or space. */
export const BS_INVALID_FORMAT = 'Invalid date format';

export const BS_MIN_YEAR = 2000;
export const BS_MAX_YEAR = 2090;

const MONTHS_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;
const MONTHS_NE = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'] as const;
// The Devanagari digits and the Nepali names of the Gregorian months (Nepali pages show the AD date beside the BS
// one), shared with the hooks' messages to shoppers.
const { NEPALI_DIGITS, AD_MONTHS_NE } = nepaliWords;

export interface BsDate {
  year: number;
  /** 1-12 (Baisakh = 1). */
  month: number;
  day: number;
}

/** A calendar day in AD: "YYYY-MM-DD". */
export type AdDay = string;

const AD_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Year, month, day separated by slash, dash or space (each part digits only).
const BS_TEXT = /^(\d{4})[/\- ](\d{1,2})[/\- ](\d{1,2})$/;

function rethrow(err: unknown): never {
  const message = err instanceof Error ? err.message : String(err);
  if (message === BS_OUT_OF_RANGE || /fall within/i.test(message)) throw new RangeError(BS_OUT_OF_RANGE);
  throw new Error(message === BS_INVALID_FORMAT ? BS_INVALID_FORMAT : message);
}

/** An instant (Date, or an ISO/PocketBase date string) on Kathmandu's clock, as "YYYY-MM-DDTHH:MM:SS.sssZ"; "" when unreadable. */
function kathmanduClock(instant: Date | string): string {
  const ms =
    instant instanceof Date ? instant.getTime() : Date.parse(instant.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  if (!Number.isFinite(ms)) return '';
  // Nepal keeps one offset all year (no daylight saving).
  return new Date(ms + NEPAL_OFFSET_MS).toISOString();
}

/** The calendar day in Kathmandu of an instant (Date, or an ISO/PocketBase date string), as "YYYY-MM-DD"; "" when unreadable. */
export function kathmanduDay(instant: Date | string): AdDay {
  return kathmanduClock(instant).slice(0, 10);
}

/** Whether `value` is a real calendar day written "YYYY-MM-DD" ("2026-02-30" and "2026-13-01" are not). */
export function isAdDay(value: string): value is AdDay {
  try {
    adParts(value);
    return true;
  } catch {
    return false;
  }
}

function adParts(day: AdDay): [number, number, number] {
  const m = AD_DAY.exec(day);
  if (!m) throw new Error(BS_INVALID_FORMAT);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    throw new Error(BS_INVALID_FORMAT);
  return [y, mo, d];
}

/** AD calendar day ("2026-11-23") → BS date. Throws BS_OUT_OF_RANGE outside BS 2000-2090. */
export function adToBs(day: AdDay): BsDate {
  const [y, mo, d] = adParts(day);
  try {
    // The library reads a Date's local calendar fields: build the Date from them so the host's time zone cannot shift it.
    const bs = new NepaliDate(new Date(y, mo - 1, d, 12));
    const { year, month, date } = bs.getBS();
    if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) throw new RangeError(BS_OUT_OF_RANGE);
    return { year, month: month + 1, day: date };
  } catch (err) {
    rethrow(err);
  }
}

/** BS date text ("2081/08/07", "2081-8-7", "2081 08 07") → AD calendar day. The docs/rules.md two messages on bad input. */
export function bsToAd(text: string): AdDay {
  const m = BS_TEXT.exec(text.trim());
  if (!m) throw new Error(BS_INVALID_FORMAT);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) throw new RangeError(BS_OUT_OF_RANGE);
  if (month < 1 || month > 12 || day < 1 || day > 32) throw new Error(BS_INVALID_FORMAT);
  try {
    const bs = new NepaliDate(year, month - 1, day);
    const back = bs.getBS();
    // The library rolls an impossible day (e.g. 2081/01/32 in a 31-day month) into the next month: refuse it.
    if (back.year !== year || back.month !== month - 1 || back.date !== day) throw new Error(BS_INVALID_FORMAT);
    const { year: y, month: mo, date: d } = bs.getAD();
    return `${String(y).padStart(4, '0')}-${String(mo + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  } catch (err) {
    rethrow(err);
  }
}

/** Latin digits as Devanagari ones, every other character kept ("10:05" → "१०:०५"). */
export const toNepaliDigits = (n: number | string) => String(n).replace(/\d/g, (c) => NEPALI_DIGITS[Number(c)]);

/** "7 Mangsir 2083 BS" (English month names, for English pages). */
export function formatBs(date: BsDate): string {
  return `${date.day} ${MONTHS_EN[date.month - 1]} ${date.year} BS`;
}

/** "७ मंसिर २०८३" (Nepali digits and month names). */
export function formatBsNepali(date: BsDate): string {
  return `${toNepaliDigits(date.day)} ${MONTHS_NE[date.month - 1]} ${toNepaliDigits(date.year)}`;
}

/** "23 November 2026" for an AD calendar day. */
export function formatAd(day: AdDay): string {
  const [y, mo, d] = adParts(day);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, mo - 1, d),
  );
}

/** "२३ नोभेम्बर २०२६" for an AD calendar day (Nepali digits and month names: no browser has Nepali date data). */
export function formatAdNepali(day: AdDay): string {
  const [y, mo, d] = adParts(day);
  return `${toNepaliDigits(d)} ${AD_MONTHS_NE[mo - 1]} ${toNepaliDigits(y)}`;
}

const LONG_US_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: NEPAL_TIME_ZONE,
});

/**
 * docs/rules.md §2 (the blog's dates): long US date ("November 22, 2026") of the instant, as the calendar day in Nepal
 * (NEPAL_TIME_ZONE). Accepts ISO strings and PocketBase dates ("2026-11-22 10:00:00.000Z"); unreadable input → "".
 */
export function formatLongUSDate(iso: string | Date | null | undefined): string {
  if (iso === null || iso === undefined) return '';
  const date = iso instanceof Date ? iso : new Date(iso.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  return Number.isNaN(date.getTime()) ? '' : LONG_US_DATE.format(date);
}

/**
 * What pages show for a day: the AD date and the BS date beside it, or the AD date alone when the day is outside
 * the BS range (never an error on a page). `instant` may be an AD day or any instant (read in Kathmandu).
 */
export function dualDate(
  instant: Date | string,
): { ad: string; adNepali: string; bs: string; bsNepali: string; day: AdDay } | null {
  const day = typeof instant === 'string' && AD_DAY.test(instant.trim()) ? instant.trim() : kathmanduDay(instant);
  if (!day) return null;
  let ad: string;
  let adNepali: string;
  try {
    ad = formatAd(day);
    adNepali = formatAdNepali(day);
  } catch {
    return null;
  }
  try {
    const bs = adToBs(day);
    return { ad, adNepali, bs: formatBs(bs), bsNepali: formatBsNepali(bs), day };
  } catch {
    return { ad, adNepali, bs: '', bsNepali: '', day };
  }
}

/**
 * A day as one line of text in the page's language: English pages "2 December 2026 · 16 Mangsir 2083 BS", Nepali
 * pages BS first, "१६ मंसिर २०८३ (२ डिसेम्बर २०२६)"; AD alone outside the BS range, "" for an unreadable date.
 */
export function dateLine(instant: Date | string, locale: 'en' | 'ne'): string {
  const date = dualDate(instant);
  if (!date) return '';
  if (locale === 'ne') return date.bsNepali ? `${date.bsNepali} (${date.adNepali})` : date.adNepali;
  return date.bs ? `${date.ad} · ${date.bs}` : date.ad;
}

/**
 * An instant as Nepali pages write it: `day` its day as one line (`dateLine`, "८ मंसिर २०८३ (२४ नोभेम्बर २०२६)", AD
 * alone outside the BS range), `bs` the BS date alone ("८ मंसिर २०८३", "" outside the BS range) and `time` the
 * 24-hour time in Kathmandu in Devanagari digits ("१५:२७"); null for an unreadable instant.
 */
export function nepaliDayAndTime(instant: Date | string): { day: string; bs: string; time: string } | null {
  const clock = kathmanduClock(instant);
  const date = clock ? dualDate(instant) : null;
  if (!date) return null;
  return { day: dateLine(instant, 'ne'), bs: date.bsNepali, time: toNepaliDigits(clock.slice(11, 16)) };
}
