import { describe, expect, it } from 'vitest';
import { parseSchedule } from '../../../server/publish/schedule.ts';

const at = (text: string) => new Date(text);
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ` +
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('intervals', () => {
  it.each([
    ['1h', 3_600_000],
    ['45m', 2_700_000],
    ['2d', 172_800_000],
    ['90s', 90_000],
  ])('%s adds %i ms', (spec, ms) => {
    const from = at('2026-11-22T10:00:00');
    expect(parseSchedule(spec).nextAfter(from).getTime() - from.getTime()).toBe(ms);
  });

  it('defaults to hourly', () => {
    expect(parseSchedule().describe).toBe('every 1h');
  });

  it('refuses intervals under a minute', () => {
    expect(() => parseSchedule('30s')).toThrow(/at least 1 minute/);
  });
});

describe('cron expressions (local time)', () => {
  it.each([
    ['0 * * * *', '2026-11-22T10:15:00', '2026-11-22 11:00'],
    ['*/15 * * * *', '2026-11-22T10:15:00', '2026-11-22 10:30'],
    ['30 2 * * *', '2026-11-22T10:15:00', '2026-11-23 02:30'],
    ['0 6-8 * * *', '2026-11-22T08:00:00', '2026-11-23 06:00'],
    ['0 9 * * 1-5', '2026-11-21T10:00:00', '2026-11-23 09:00'], // Saturday -> Monday
    ['0 9 * * 7', '2026-11-21T10:00:00', '2026-11-22 09:00'], // 7 = Sunday
    ['0 0 1 1 *', '2026-11-22T10:00:00', '2027-01-01 00:00'],
    ['5,35 * * * *', '2026-11-22T10:10:00', '2026-11-22 10:35'],
    ['0 12 * * MON', '2026-11-22T10:00:00', '2026-11-23 12:00'], // names
    ['0 12 1 * 5', '2026-11-22T10:00:00', '2026-11-27 12:00'], // both day fields: either may match (Friday 27th)
    ['0 10 * * *', '2026-11-22T10:00:00', '2026-11-23 10:00'], // strictly after
  ])('%s after %s is %s', (spec, from, expected) => {
    expect(iso(parseSchedule(spec).nextAfter(at(from)))).toBe(expected);
  });

  it.each(['* * * *', '0 * * * * *', '61 * * * *', 'a b c d e', '*/0 * * * *', '5-1 * * * *'])(
    'rejects "%s"',
    (spec) => {
      expect(() => parseSchedule(spec)).toThrow(/Schedule ".+" is/);
    },
  );

  it('rejects an expression that never fires', () => {
    expect(() => parseSchedule('0 0 30 2 *')).toThrow(/never fires/);
  });

  it('describes itself', () => {
    expect(parseSchedule('0 * * * *').describe).toBe('cron "0 * * * *"');
  });
});
