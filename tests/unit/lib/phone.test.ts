import { describe, expect, it } from 'vitest';
import { NEPALI_MOBILE, PHONE_HINT, isNepaliMobile } from '../../../src/lib/phone';

describe('isNepaliMobile (spec §5: 98/97 + 8 digits)', () => {
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
    ['+9779812345678', false],
    ['98-1234-5678', false],
    ['98 12345678', false],
    ['98123456ab', false],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ])('isNepaliMobile(%j) = %s', (input, expected) => {
    expect(isNepaliMobile(input)).toBe(expected);
  });

  it('exports the pattern and the verbatim hint', () => {
    expect(NEPALI_MOBILE.source).toBe('^9[78]\\d{8}$');
    expect(PHONE_HINT).toBe('Please enter a valid Nepali mobile number');
  });
});
