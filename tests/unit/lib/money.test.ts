import { describe, expect, it } from 'vitest';
import { CURRENCY_CODE, formatCash, formatMoney, formatRs, percentSaved, formatDeduction } from '@/lib/money';

describe('formatRs (docs/rules.md §1 "Rs. {price}")', () => {
  it.each([
    [0, 'Rs. 0'],
    [5, 'Rs. 5'],
    [1250, 'Rs. 1250'],
    [1234567, 'Rs. 1234567'],
    [99.5, 'Rs. 100'],
    [99.4, 'Rs. 99'],
    [-0.2, 'Rs. 0'],
    [-50, 'Rs. -50'],
    [Number.NaN, 'Rs. 0'],
    [Number.POSITIVE_INFINITY, 'Rs. 0'],
  ])('formatRs(%s) = %s', (n, expected) => {
    expect(formatRs(n)).toBe(expected);
  });

  it('uses the NPR currency code for structured data', () => {
    expect(CURRENCY_CODE).toBe('NPR');
  });
});

describe('percentSaved (product card "Save N%")', () => {
  it.each<[number, number | null | undefined, number | null]>([
    [80, 100, 20],
    [70, 100, 30],
    [67, 100, 33],
    [99, 100, 1],
    [100, 150, 33], // 33.33 floored
    [200, 300, 33],
    [1, 3, 66], // 66.67 floored
    [0, 100, 100],
    [100, 100, null], // not higher
    [120, 100, null], // lower
    [100, null, null],
    [100, undefined, null],
    [100, 0, null],
    [Number.NaN, 100, null],
    [-5, 100, null],
  ])('percentSaved(%s, %s) = %s', (price, compare, expected) => {
    expect(percentSaved(price, compare)).toBe(expected);
  });
});

describe('formatDeduction: one format for money taken off, everywhere', () => {
  it('is "-Rs. N" with no space after the sign', () => {
    expect(formatDeduction(285)).toBe('-Rs. 285');
    expect(formatDeduction(0)).toBe('-Rs. 0');
    expect(formatDeduction(99.6)).toBe('-Rs. 100');
  });
});

describe('formatMoney: the page language decides (docs/rules.md "Numbers in Nepali")', () => {
  it.each<[number, string, string]>([
    [0, 'Rs. 0', 'रु. ०'],
    [75, 'Rs. 75', 'रु. ७५'],
    [1234, 'Rs. 1234', 'रु. १,२३४'],
    [123456, 'Rs. 123456', 'रु. १,२३,४५६'],
    [1234567, 'Rs. 1234567', 'रु. १२,३४,५६७'],
    [99.5, 'Rs. 100', 'रु. १००'],
    [Number.NaN, 'Rs. 0', 'रु. ०'],
    [-0.4, 'Rs. 0', 'रु. ०'],
  ])('%d: %s / %s', (n, en, ne) => {
    expect(formatMoney(n, 'en')).toBe(en);
    expect(formatMoney(n, 'ne')).toBe(ne);
  });
});

describe('formatCash (cash and payouts, counted in paisa)', () => {
  it('whole rupees as formatMoney, paisa with both decimals, so a page adds up as the CSV does', () => {
    expect(formatCash(770, 'en')).toBe('Rs. 770');
    expect(formatCash(770.5, 'en')).toBe('Rs. 770.50');
    expect(formatCash(229.5, 'en')).toBe('Rs. 229.50');
    expect(formatCash(-0.5, 'en')).toBe('Rs. -0.50');
    expect(formatCash(0.1 + 0.2, 'en')).toBe('Rs. 0.30');
    expect(formatCash(Number.NaN, 'en')).toBe('Rs. 0');
    expect(formatCash(123456.75, 'ne')).toBe('रु. १,२३,४५६.७५');
    expect(formatCash(1670, 'ne')).toBe('रु. १,६७०');
  });
});
