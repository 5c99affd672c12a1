// The hooks' BS calendar (pocketbase/pb_hooks/lib/bs-calendar.json, written by scripts/bs-calendar.mjs) is the
// package's (`nepali-date-converter`, which the pages use through src/lib/bikram-sambat.ts) for every month of the
// covered years, so it cannot drift; and the closed days' BS conversion (pocketbase/pb_hooks/lib/bs-date.js) agrees
// with the pages' own conversion and refuses impossible dates with a sentence.
import { describe, expect, it } from 'vitest';
import calendar from '../../../pocketbase/pb_hooks/lib/bs-calendar.json';
import bsDate from '../../../pocketbase/pb_hooks/lib/bs-date.js';
import { adToBs, bsToAd } from '@/lib/bikram-sambat';
import { calendarTable, FIRST_YEAR, LAST_YEAR } from '../../../scripts/bs-calendar.mjs';

const table = calendar as { firstYear: number; lastYear: number; months: [string, number][] };
const pad = (n: number) => String(n).padStart(2, '0');

describe('the BS calendar table of the hooks', () => {
  it('is what the script writes from the package today', () => {
    expect(table).toEqual(calendarTable());
  });

  it('covers every month of BS 2080 to 2090 as the package (and the pages) count it', () => {
    expect([table.firstYear, table.lastYear]).toEqual([FIRST_YEAR, LAST_YEAR]);
    expect(table.months).toHaveLength((LAST_YEAR - FIRST_YEAR + 1) * 12);
    table.months.forEach(([start, days], i) => {
      const year = FIRST_YEAR + Math.floor(i / 12);
      const month = (i % 12) + 1;
      expect(start, `${year}-${month}`).toBe(bsToAd(`${year}/${pad(month)}/01`));
      expect(bsToAd(`${year}/${pad(month)}/${pad(days)}`)).toBeTruthy();
      // One day more is the next month (or outside the calendar), never a day of this one.
      expect(() => bsToAd(`${year}/${pad(month)}/${pad(days + 1)}`)).toThrow();
    });
  });
});

describe('closed days written in BS', () => {
  it('read Latin or Devanagari digits, with dashes, slashes or spaces, as the AD day the pages show', () => {
    expect(bsDate.bsToAd('2083-06-15')).toEqual({ ad: bsToAd('2083/06/15'), bs: '2083-06-15' });
    expect(bsDate.bsToAd('२०८३-०६-१५')).toEqual({ ad: bsToAd('2083/06/15'), bs: '2083-06-15' });
    expect(bsDate.bsToAd(' 2083/6/5 ')).toEqual({ ad: bsToAd('2083/06/05'), bs: '2083-06-05' });
  });

  it('turn back into the same BS date for every day of a year', () => {
    let day = bsToAd('2083/01/01');
    for (let i = 0; i < 366; i++) {
      const bs = adToBs(day);
      expect(bsDate.adToBs(day)).toBe(`${bs.year}-${pad(bs.month)}-${pad(bs.day)}`);
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    expect(bsDate.adToBs('2020-01-01')).toBe('');
  });

  it.each([
    ['2083-13-01', 'There is no BS month 13'],
    ['2083-06-33', 'has 3'],
    ['2079-01-01', 'BS dates from 2080 to 2090'],
    ['15 Asoj 2083', 'year-month-day'],
    ['', 'year-month-day'],
  ])('refuse %s with a sentence', (text, sentence) => {
    const read = bsDate.bsToAd(text);
    expect(read).toHaveProperty('problem');
    expect((read as { problem: string }).problem).toContain(sentence);
  });

  it('refuse a day past the end of its month, naming how many days it has', () => {
    const [, days] = table.months[(2083 - FIRST_YEAR) * 12 + 5]!;
    expect(bsDate.bsToAd(`2083-06-${days + 1}`)).toEqual({
      problem: `Month 6 of BS 2083 has ${days} days: there is no day ${days + 1}.`,
    });
  });
});
