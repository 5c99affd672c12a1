import { describe, expect, it } from 'vitest';
import {
  BS_INVALID_FORMAT,
  BS_OUT_OF_RANGE,
  adToBs,
  bsToAd,
  dateLine,
  dualDate,
  formatBs,
  formatBsNepali,
  formatLongUSDate,
  isAdDay,
  kathmanduDay,
  nepaliDayAndTime,
} from '@/lib/bikram-sambat';

describe('Bikram Sambat calendar (BS 2000 to 2090, through nepali-date-converter)', () => {
  it('keeps the two messages verbatim', () => {
    expect(BS_OUT_OF_RANGE).toBe("The date doesn't fall within 2000/01/01 - 2090/12/30");
    expect(BS_INVALID_FORMAT).toBe('Invalid date format');
  });

  it.each([
    // range edges
    ['2000/01/01', '1943-04-14'],
    ['2090/12/30', '2034-04-13'],
    // year boundary (New Year 2081)
    ['2080/12/30', '2024-04-12'],
    ['2081/01/01', '2024-04-13'],
    // month boundary (Kartik 30 → Mangsir 1, 2081)
    ['2081/07/30', '2024-11-15'],
    ['2081/08/01', '2024-11-16'],
    // AD year boundary inside Poush 2081
    ['2081/09/16', '2024-12-31'],
    ['2081/09/17', '2025-01-01'],
  ])('BS %s is AD %s, both ways', (bs, ad) => {
    expect(bsToAd(bs)).toBe(ad);
    const [year, month, day] = bs.split('/').map(Number);
    expect(adToBs(ad)).toEqual({ year, month, day });
  });

  it('accepts slash, dash or space between year, month and day', () => {
    expect(bsToAd('2081-01-01')).toBe('2024-04-13');
    expect(bsToAd('2081 1 1')).toBe('2024-04-13');
  });

  it.each(['1999/12/30', '2091/01/01', '1900/01/01'])('refuses %s: out of range', (bs) => {
    expect(() => bsToAd(bs)).toThrow(BS_OUT_OF_RANGE);
  });

  it('refuses AD days outside the BS range with the same message', () => {
    expect(() => adToBs('1943-04-13')).toThrow(BS_OUT_OF_RANGE);
    expect(() => adToBs('2034-04-14')).toThrow(BS_OUT_OF_RANGE);
  });

  it.each([
    '',
    '2081',
    '2081/01',
    '2081.01.01',
    'abcd/01/01',
    '01/01/2081 extra',
    '2081/13/01',
    '2081/00/10',
    '2081/01/33',
    '2081/07/31',
  ])('refuses %j: invalid format', (bs) => {
    expect(() => bsToAd(bs)).toThrow(BS_INVALID_FORMAT);
  });

  it('formats in English and Nepali', () => {
    const bs = adToBs('2024-11-16');
    expect(formatBs(bs)).toBe('1 Mangsir 2081 BS');
    expect(formatBsNepali(bs)).toBe('१ मंसिर २०८१');
  });

  it('reads instants as Kathmandu days (UTC+05:45)', () => {
    expect(kathmanduDay('2024-11-15T18:14:00Z')).toBe('2024-11-15');
    expect(kathmanduDay('2024-11-15 18:15:00.000Z')).toBe('2024-11-16');
    expect(kathmanduDay('nonsense')).toBe('');
  });

  it('dualDate gives AD and BS, and AD alone outside the BS range', () => {
    expect(dualDate('2024-04-13')).toMatchObject({ ad: '13 April 2024', bs: '1 Baisakh 2081 BS' });
    expect(dualDate('2040-01-01')).toMatchObject({ ad: '1 January 2040', bs: '' });
    expect(dualDate('')).toBeNull();
  });

  it('dualDate gives both dates in Nepali digits and month names for Nepali pages', () => {
    expect(dualDate('2024-04-13')).toMatchObject({ adNepali: '१३ अप्रिल २०२४', bsNepali: '१ बैशाख २०८१' });
    expect(dualDate('2026-11-26')).toMatchObject({ adNepali: '२६ नोभेम्बर २०२६' });
    expect(dualDate('2040-01-01')).toMatchObject({ adNepali: '१ जनवरी २०४०', bsNepali: '' });
  });
});

describe('formatLongUSDate (en-US long, Asia/Kathmandu)', () => {
  it.each<[string | Date | null | undefined, string]>([
    ['2026-11-22T10:00:00Z', 'November 22, 2026'],
    ['2026-11-22 10:00:00.000Z', 'November 22, 2026'], // PocketBase date
    ['2026-11-21T18:15:00Z', 'November 22, 2026'], // 00:00 in Kathmandu
    ['2026-11-21T18:14:59Z', 'November 21, 2026'], // 23:59 in Kathmandu
    ['2026-01-05T00:00:00+05:45', 'January 5, 2026'],
    [new Date('2026-03-01T12:00:00Z'), 'March 1, 2026'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(formatLongUSDate(input)).toBe(expected);
  });
});

describe('dateLine', () => {
  it('English pages: AD, then BS', () => {
    expect(dateLine('2026-12-02', 'en')).toBe('2 December 2026 · 16 Mangsir 2083 BS');
    expect(dateLine('2040-01-01', 'en')).toBe('1 January 2040');
  });

  it('Nepali pages: BS first in Nepali, AD beside it', () => {
    expect(dateLine('2026-12-02', 'ne')).toBe('१६ मंसिर २०८३ (२ डिसेम्बर २०२६)');
    expect(dateLine('2040-01-01', 'ne')).toBe('१ जनवरी २०४०');
    expect(dateLine('not a day', 'ne')).toBe('');
  });
});

// The order page's step times and "delivered on", and the Nepali desk's times, are built from these parts: the
// strings below are what those places showed before they shared this helper.
describe('nepaliDayAndTime', () => {
  it.each([
    // midnight in Kathmandu (18:15 UTC the day before), also as PocketBase writes it
    ['2026-11-23T18:15:00Z', '८ मंसिर २०८३ (२४ नोभेम्बर २०२६)', '८ मंसिर २०८३', '००:००'],
    ['2026-11-23 18:15:00.000Z', '८ मंसिर २०८३ (२४ नोभेम्बर २०२६)', '८ मंसिर २०८३', '००:००'],
    ['2026-11-27T09:42:00.000Z', '११ मंसिर २०८३ (२७ नोभेम्बर २०२६)', '११ मंसिर २०८३', '१५:२७'],
    // an AD day is its UTC midnight
    ['2026-11-24', '८ मंसिर २०८३ (२४ नोभेम्बर २०२६)', '८ मंसिर २०८३', '०५:४५'],
    // BS New Year 2084
    ['2027-04-13T23:59:00Z', '१ बैशाख २०८४ (१४ अप्रिल २०२७)', '१ बैशाख २०८४', '०५:४४'],
    // outside the BS range: the AD day alone, no BS date
    ['2040-01-01T06:30:00Z', '१ जनवरी २०४०', '', '१२:१५'],
  ])('%s → %s, %s', (iso, day, bs, time) => {
    expect(nepaliDayAndTime(iso)).toEqual({ day, bs, time });
  });

  it('reads a Date like its ISO string, and nothing from an unreadable instant', () => {
    expect(nepaliDayAndTime(new Date('2026-11-27T09:42:00.000Z'))).toEqual(
      nepaliDayAndTime('2026-11-27T09:42:00.000Z'),
    );
    expect(nepaliDayAndTime('not a date')).toBeNull();
    expect(nepaliDayAndTime('')).toBeNull();
  });
});

describe('isAdDay', () => {
  it('takes a real calendar day as YYYY-MM-DD, and nothing else', () => {
    for (const day of ['2026-12-01', '2028-02-29']) expect(isAdDay(day), day).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-12-32',
      '2026-1-1',
      ' 2026-12-01',
      '',
    ])
      expect(isAdDay(bad), bad).toBe(false);
  });
});
