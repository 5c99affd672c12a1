import { describe, expect, it } from 'vitest';
import { wrapIndex } from '@/features/home/banner-carousel';

describe('banner carousel wrapIndex (docs/rules.md: wraps at both ends)', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [4, 7, 5, 1],
  ])('from %i by %i of %i is %i', (from, step, count, expected) => {
    expect(wrapIndex(from, step, count)).toBe(expected);
  });
});
