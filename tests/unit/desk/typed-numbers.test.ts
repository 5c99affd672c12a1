// Numbers staff type on the desk (docs/rules.md "Numbers in Nepali"): the Nepali desk's keyboard types Devanagari
// digits, read as Latin ones; anything else that is not a plain amount is no number.
import { describe, expect, it } from 'vitest';
import { amountOf } from '@/features/cash/cash.server';
import { wholeRupees } from '@/features/payments/desk-refund';
import { TYPED_RUPEE_MARK_PATTERN, typedRupees } from '@/lib/typed-rupees';

describe('amountOf (cash collected, handed over)', () => {
  it('reads rupees in Latin or Devanagari digits; more than two decimals are read, for the rules to refuse in words', () => {
    expect(amountOf('1,000')).toBe(1000);
    expect(amountOf('770.5')).toBe(770.5);
    expect(amountOf('१०००')).toBe(1000);
    expect(amountOf('७७०.५०')).toBe(770.5);
    expect(amountOf('-५०')).toBe(-50);
    expect(amountOf('+200')).toBe(200);
    expect(amountOf('10.555')).toBe(10.555);
    for (const bad of [
      '',
      '1e3',
      'Rs. ',
      'Rs. Rs. 100',
      '100 Rs.',
      'Rupees 100',
      '१०.५.५',
      '1'.repeat(21),
      '+-200',
      '++2',
      null,
    ])
      expect(amountOf(bad), String(bad)).toBeNaN();
  });
});

describe('a currency mark typed before the amount, as every page prints one', () => {
  it('is dropped: "Rs. 1,250", "Rs 1250", "NPR 1250", "रु. १,२५०" and "रू १२५०" are all 1250', () => {
    for (const typed of [
      'Rs. 1,250',
      'Rs 1250',
      'rs.1250',
      'RS. 1,250',
      'NPR 1250',
      'रु. १,२५०',
      'रू १२५०',
      ' Rs.  1,250 ',
    ])
      expect(typedRupees(typed), typed).toBe('1250');
    expect(amountOf('Rs. 770.50')).toBe(770.5);
    expect(amountOf('Rs. -200')).toBe(-200);
    expect(wholeRupees('रु. ५००')).toBe(500);
    expect(wholeRupees('Rs. 500.50')).toBeNaN();
  });

  it("is allowed by the rupee boxes' pattern, so the browser posts it; what is not an amount still is not", () => {
    // As the browser reads a pattern attribute: the whole value, with the v flag.
    const box = (rest: string) => new RegExp(`^(?:${TYPED_RUPEE_MARK_PATTERN}${rest})$`, 'v');
    const collected = box('[0-9०-९,]+([.][0-9०-९]{1,2})?');
    for (const typed of ['1250', 'Rs. 1,250', 'Rs 770.50', 'रु. १,२५०', 'NPR 1250'])
      expect(collected.test(typed), typed).toBe(true);
    for (const typed of ['Rs.', 'Rs. 12.345', 'Rupees 100', '100 Rs.', 'Rs. -5'])
      expect(collected.test(typed), typed).toBe(false);
    const correction = box('[\\-+]?[0-9०-९][0-9०-९,]*([.][0-9०-९]{1,2})?');
    for (const typed of ['Rs. -200', '+200', 'रु. -२००']) expect(correction.test(typed), typed).toBe(true);
  });
});
