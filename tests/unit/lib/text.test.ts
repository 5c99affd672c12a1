import { describe, expect, it } from 'vitest';
import { latinDigits } from '@/lib/text';

describe('latinDigits (Devanagari digits read as Latin ones)', () => {
  it.each<[string, string]>([
    ['०१२३४५६७८९', '0123456789'],
    ['९८१२३४५६७८', '9812345678'],
    ['+९७७ ९८१२३४५६७८', '+977 9812345678'],
    ['९८-१२३४-५६७८', '98-1234-5678'],
    ['98१२34५६78', '9812345678'], // mixed scripts
    ['9812345678', '9812345678'], // Latin digits unchanged
    ['ORD-१२३४५६', 'ORD-123456'],
    ['नमस्ते ५ किलो', 'नमस्ते 5 किलो'], // letters, vowel signs and spaces kept
    ['', ''],
    ['abc', 'abc'],
    ['٣ ３', '٣ ３'], // other scripts' digits are not Devanagari: left alone
  ])('latinDigits(%j) = %j', (input, expected) => {
    expect(latinDigits(input)).toBe(expected);
  });

  it('maps each Devanagari digit U+0966..U+096F to 0-9 and touches nothing next to the range', () => {
    for (let d = 0; d <= 9; d++) expect(latinDigits(String.fromCharCode(0x0966 + d))).toBe(String(d));
    expect(latinDigits('\u0965\u0970')).toBe('\u0965\u0970'); // double danda and abbreviation sign
  });
});
