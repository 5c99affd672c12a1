// Numbers staff type on the desk (docs/rules.md "Numbers in Nepali"): the Nepali desk's keyboard types Devanagari
// digits, read as Latin ones; anything else that is not a plain amount is no number.
import { describe, expect, it } from 'vitest';
import { amountOf } from '@/features/cash/cash.server';

describe('amountOf (cash collected, handed over)', () => {
  it('reads rupees in Latin or Devanagari digits; more than two decimals are read, for the rules to refuse in words', () => {
    expect(amountOf('1,000')).toBe(1000);
    expect(amountOf('770.5')).toBe(770.5);
    expect(amountOf('१०००')).toBe(1000);
    expect(amountOf('७७०.५०')).toBe(770.5);
    expect(amountOf('-५०')).toBe(-50);
    expect(amountOf('+200')).toBe(200);
    expect(amountOf('10.555')).toBe(10.555);
    for (const bad of ['', '1e3', 'Rs. 100', '१०.५.५', '1'.repeat(21), '+-200', '++2', null])
      expect(amountOf(bad), String(bad)).toBeNaN();
  });
});
