// Numbers on Nepali pages (docs/rules.md "Numbers in Nepali"): counts, numbers kept as text, policy spans and the
// time an order was saved on the phone, each in Devanagari digits on Nepali pages and unchanged on English ones.
import { describe, expect, it } from 'vitest';
import { inNepaliDays } from '@/components/layout/policies';
import { clockTime } from '@/lib/clock-time';
import { aroundValue } from '@/lib/i18n';
import { formatNumber, localDigits } from '@/lib/money';
import * as m from '@/paraglide/messages.js';

describe('localDigits: a text whose digits follow the page language', () => {
  it.each<[string | number, string, string]>([
    ['600+', '600+', '६००+'],
    ['100%', '100%', '१००%'],
    ['2-9 दिन', '2-9 दिन', '२-९ दिन'],
    [2026, '2026', '२०२६'],
    ['29.2747', '29.2747', '२९.२७४७'],
    ['no digits', 'no digits', 'no digits'],
  ])('%j: %s / %s', (text, en, ne) => {
    expect(localDigits(text, 'en')).toBe(en);
    expect(localDigits(text, 'ne')).toBe(ne);
  });

  it('a year is not grouped as a count is', () => {
    expect(localDigits(2026, 'ne')).toBe('२०२६');
    expect(formatNumber(2026, 'ne')).toBe('२,०२६');
  });
});

describe('inNepaliDays: a policy span in Nepali', () => {
  it.each([
    ['2-9 days', '२-९ दिन'],
    ['5-7 days', '५-७ दिन'],
  ])('%s → %s', (span, expected) => {
    expect(inNepaliDays(span)).toBe(expected);
  });
});

describe('clockTime: when an order was saved on the phone', () => {
  // 18:22 UTC is 00:07 the next day in Kathmandu (UTC+5:45).
  const at = Date.UTC(2026, 10, 27, 18, 22);

  it('Nepali pages: 24-hour time in Kathmandu, in Devanagari digits, as the order pages write it', () => {
    expect(clockTime(at, 'ne')).toBe('००:०७');
    expect(clockTime(Date.UTC(2026, 10, 27, 9, 42), 'ne')).toBe('१५:२७');
    expect(clockTime(new Date(at), 'ne')).toBe('००:०७');
  });

  it('English pages: the phone clock in 12-hour time', () => {
    expect(clockTime(at, 'en')).toMatch(/^\d{1,2}:\d{2}\s?[AaPp]\.?[Mm]\.?$/);
  });

  it('an unreadable instant shows nothing', () => {
    expect(clockTime(Number.NaN, 'ne')).toBe('');
    expect(clockTime(new Date('nonsense'), 'en')).toBe('');
  });

  it('the saved order line reads in Nepali with no English "AM"', () => {
    const line = m.checkout_waiting_summary_other(
      { count: formatNumber(3, 'ne'), total: 'रु. ४८०', time: clockTime(at, 'ne') },
      { locale: 'ne' },
    );
    expect(line).toContain('३ सामान');
    expect(line).toContain('००:०७ मा सुरक्षित गरियो');
    expect(line).not.toMatch(/[0-9]|AM|PM/);
  });
});

describe('aroundValue: a message split around one of its values', () => {
  it('gives the text before and after the value', () => {
    expect(aroundValue((address) => m.footer_registered_office({ address }, { locale: 'ne' }))).toEqual([
      'दर्ता भएको कार्यालय: ',
      '',
    ]);
    expect(aroundValue((origin) => m.trace_origin_nepal({ origin }, { locale: 'ne' }))).toEqual(['', ', नेपाल']);
  });
});
