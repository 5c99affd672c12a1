import { describe, expect, it } from 'vitest';
import {
  NEPALI_MOBILE,
  PHONE_INPUT_MAX,
  isNepaliMobile,
  normalisePhone,
  phoneFieldValue,
  phoneHint,
} from '@/lib/phone';

describe('isNepaliMobile (docs/rules.md §5: 98/97 + 8 digits)', () => {
  it.each<[string | null | undefined, boolean]>([
    ['9812345678', true],
    ['9712345678', true],
    ['9800000000', true],
    ['  9841234567  ', true], // trimmed first
    ['9612345678', false], // 96 prefix
    ['9912345678', false],
    ['8812345678', false],
    ['981234567', false], // 9 digits
    ['98123456789', false], // 11 digits
    // The ways Nepalis write their numbers: country code, spaces, dashes.
    ['+9779812345678', true],
    ['+977 9812345678', true],
    ['00977-981-234-5678', true],
    ['98-1234-5678', true],
    ['98 12345678', true],
    ['9812 345 678', true],
    ['+977 981234567', false], // country code + 9 digits
    ['977 98123456789', false], // 11 digits after the code
    ['+1 9812345678', false],
    ['98123456ab', false],
    // Devanagari digits from a Nepali keyboard, alone or mixed with Latin ones.
    ['९८१२३४५६७८', true],
    ['+९७७ ९८१२३४५६७८', true],
    ['९७-१२३४-५६७८', true],
    ['98१२३४5678', true],
    ['+977 ९८१२३४५६७८', true],
    ['९६१२३४५६७८', false], // 96 prefix
    ['९८१२३४५६७', false], // 9 digits
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ])('isNepaliMobile(%j) = %s', (input, expected) => {
    expect(isNepaliMobile(input)).toBe(expected);
  });

  it('exports the pattern and the verbatim hint', () => {
    expect(NEPALI_MOBILE.source).toBe('^9[78]\\d{8}$');
    expect(phoneHint()).toBe('Please enter a valid Nepali mobile number');
    expect(phoneHint('en')).toBe('Please enter a valid Nepali mobile number');
  });

  it('gives the hint in Nepali on Nepali pages', () => {
    expect(phoneHint('ne')).toBe('कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्');
  });
});

describe('normalisePhone (server and island)', () => {
  it.each<[string, string]>([
    ['+977 9812345678', '9812345678'],
    ['98-1234-5678', '9812345678'],
    ['9812 345 678', '9812345678'],
    ['009779812345678', '9812345678'],
    ['9779812345678', '9812345678'],
    ['98123456789', '98123456789'], // too long stays too long (refused, not cut)
    // Stored as Latin digits whatever script they were typed in.
    ['९८१२३४५६७८', '9812345678'],
    ['+९७७ ९८१२३४५६७८', '9812345678'],
    ['००९७७ ९८-१२३४-५६७८', '9812345678'],
    ['+977 ९८१२३४५६७८', '9812345678'],
    ['९८12३४56७८', '9812345678'],
    ['९८१२३४५६७८९', '98123456789'], // too long stays too long
  ])('normalisePhone(%j) = %j', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe('phoneFieldValue (what the field keeps while typing or pasting)', () => {
  it.each<[string, string]>([
    ['+977 9812345678', '9812345678'],
    ['98-1234-5678', '9812345678'],
    ['9812 345 678', '9812345678'],
    ['+977 98', '97798'],
    ['98123456789', '98123456789'],
    ['+977 98123456789', '98123456789'],
    ['abc', ''],
    ['९८१२३४५६७८', '9812345678'],
    ['+९७७ ९८१२३४५६७८', '9812345678'],
    ['९८-१२३४-५६७८', '9812345678'],
    ['98१२३४5678', '9812345678'],
    ['९८१२३४५६७८९', '98123456789'],
    ['९', '9'],
  ])('phoneFieldValue(%j) = %j', (input, expected) => {
    expect(phoneFieldValue(input)).toBe(expected);
  });

  it('a digit too many, typed or pasted, stays and is refused: never cut into a valid-looking number', () => {
    let value = '';
    for (const ch of '98123456789') value = phoneFieldValue(value + ch);
    expect(value).toBe('98123456789');
    expect(isNepaliMobile(value)).toBe(false);
    expect(phoneFieldValue('9'.repeat(40))).toHaveLength(PHONE_INPUT_MAX);
  });

  it('typing "+977 9812345678" key by key ends with the ten digits', () => {
    let value = '';
    for (const ch of '+977 9812345678') value = phoneFieldValue(value + ch);
    expect(value).toBe('9812345678');
  });

  it.each(['९८१२३४५६७८', '+९७७ ९८१२३४५६७८', '९८ 12३४ ५६७८'])(
    'typing %j key by key keeps every digit, as Latin digits',
    (typed) => {
      let value = '';
      for (const ch of typed) value = phoneFieldValue(value + ch);
      expect(value).toBe('9812345678');
    },
  );
});
