import { describe, expect, it } from 'vitest';
import {
  allOf,
  finiteNumber,
  isFiniteNumber,
  isNonEmptyText,
  isRecord,
  listOf,
  nonEmptyTextOrNull,
  parseJson,
  text,
} from '@/lib/read';

const evenOrNull = (v: unknown): number | null => (typeof v === 'number' && v % 2 === 0 ? v : null);

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [null, false],
    [[], false],
    [[1], false],
    ['{}', false],
    [1, false],
    [undefined, false],
  ])('isRecord(%j) = %s', (v, expected) => {
    expect(isRecord(v)).toBe(expected);
  });
});

describe('text and isNonEmptyText', () => {
  it.each([
    ['abc', 'abc', true, 'abc'],
    ['', '', false, null],
    [' ', ' ', true, ' '],
    [5, '', false, null],
    [null, '', false, null],
    [undefined, '', false, null],
    [['a'], '', false, null],
    [{ toString: () => 'x' }, '', false, null],
  ])('%j reads as %j (non-empty: %s, or null: %j)', (v, asText, nonEmpty, orNull) => {
    expect(text(v)).toBe(asText);
    expect(isNonEmptyText(v)).toBe(nonEmpty);
    expect(nonEmptyTextOrNull(v)).toBe(orNull);
  });
});

describe('finiteNumber and isFiniteNumber', () => {
  it.each([
    [0, 0, true],
    [-3.5, -3.5, true],
    [1e308, 1e308, true],
    [Number.NaN, 0, false],
    [Number.POSITIVE_INFINITY, 0, false],
    [Number.NEGATIVE_INFINITY, 0, false],
    ['12', 0, false],
    [null, 0, false],
    [true, 0, false],
    [undefined, 0, false],
  ])('%s reads as %s (finite: %s)', (v, n, finite) => {
    expect(finiteNumber(v)).toBe(n);
    expect(isFiniteNumber(v)).toBe(finite);
  });

  it('reads the Infinity that JSON.parse makes of 1e999 as 0', () => {
    expect(finiteNumber(parseJson('1e999'))).toBe(0);
  });
});

describe('listOf (lenient list: unreadable entries are dropped)', () => {
  it('keeps readable entries in order', () => {
    expect(listOf([2, 3, 'x', 4, null, 6], evenOrNull)).toEqual([2, 4, 6]);
  });
  it('gives [] for anything that is not a list', () => {
    for (const v of [undefined, null, {}, '[2]', 2, { length: 1, 0: 2 }]) expect(listOf(v, evenOrNull)).toEqual([]);
  });
  it('keeps falsy entries that read fine (0 is not "unreadable")', () => {
    expect(listOf([0, 1], evenOrNull)).toEqual([0]);
  });
});

describe('allOf (strict list: one unreadable entry spoils it)', () => {
  it('gives every entry when all read', () => {
    expect(allOf([2, 0, 8], evenOrNull)).toEqual([2, 0, 8]);
    expect(allOf([], evenOrNull)).toEqual([]);
  });
  it('gives null when any entry is unreadable or the value is not a list', () => {
    expect(allOf([2, 3], evenOrNull)).toBeNull();
    for (const v of [undefined, null, {}, '[2]', 2]) expect(allOf(v, evenOrNull)).toBeNull();
  });
});

describe('parseJson', () => {
  it('parses JSON and gives undefined for text that is not JSON', () => {
    expect(parseJson('{"a":[1,null]}')).toEqual({ a: [1, null] });
    expect(parseJson('null')).toBeNull();
    expect(parseJson('[{')).toBeUndefined();
    expect(parseJson('')).toBeUndefined();
    expect(parseJson('undefined')).toBeUndefined();
  });
});
