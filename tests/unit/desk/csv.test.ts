import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/features/desk/csv';
import { exportRange, nepalDate, nepalDateTime, nepalMidnight } from '@/features/desk/nepal-time';
import { nepalDayStart } from '@/lib/nepal-time.mjs';

describe('csv', () => {
  it.each<[string | number | null, string]>([
    ['plain', '"plain"'],
    ['say "hi", ok', '"say ""hi"", ok"'],
    ['line\nbreak', '"line\nbreak"'],
    ['सीता शर्मा', '"सीता शर्मा"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+9779841', `"'+9779841"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    [120, '"120"'],
    [null, '""'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('starts with a byte-order mark and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'ख'],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"1","ख"\r\n');
  });
});

describe('Nepal time', () => {
  it('days start at 18:15 UTC the day before', () => {
    expect(new Date(nepalDayStart(Date.parse('2026-11-23T18:14:59Z'))).toISOString()).toBe('2026-11-22T18:15:00.000Z');
    expect(new Date(nepalDayStart(Date.parse('2026-11-23T18:15:00Z'))).toISOString()).toBe('2026-11-23T18:15:00.000Z');
    expect(nepalDate(Date.parse('2026-11-23T18:15:00Z'))).toBe('2026-11-24');
    expect(nepalDateTime('2026-11-23T18:15:00Z')).toBe('2026-11-24 00:00');
    expect(new Date(nepalMidnight('2026-11-24')!).toISOString()).toBe('2026-11-23T18:15:00.000Z');
  });

  it('reads an export range of whole Nepal days, both included', () => {
    expect(exportRange('2026-11-01', '2026-11-02')).toEqual({
      start: Date.parse('2026-10-31T18:15:00Z'),
      end: Date.parse('2026-11-02T18:15:00Z'),
    });
    expect(exportRange('2026-11-02', '2026-11-01')).toEqual({ problem: 'order' });
    expect(exportRange('2026-02-30', '2026-03-01')).toEqual({ problem: 'dates' });
    expect(exportRange('', '2026-03-01')).toEqual({ problem: 'dates' });
    expect(exportRange('2025-01-01', '2026-03-01')).toEqual({ problem: 'span' });
  });
});
