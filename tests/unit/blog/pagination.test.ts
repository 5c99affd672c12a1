import { describe, expect, it } from 'vitest';
import {
  BLOG_PAGE_SIZE,
  type PageItem,
  clampPage,
  goToPage,
  hasNext,
  hasPrevious,
  paginationWindow,
} from '@/features/blog/pagination';

const E = 'ellipsis' as const;

describe('paginationWindow (docs/rules.md §2: first, last, current ± 1; ellipses elsewhere)', () => {
  it.each<[number, number, PageItem[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, E, 5]],
    [2, 5, [1, 2, 3, E, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [4, 5, [1, E, 3, 4, 5]],
    [5, 5, [1, E, 4, 5]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [3, 10, [1, 2, 3, 4, E, 10]],
    [4, 10, [1, E, 3, 4, 5, E, 10]], // a single skipped page is still an ellipsis
    [10, 10, [1, E, 9, 10]],
    [99, 10, [1, E, 9, 10]], // current clamped to the last page
    [0, 10, [1, 2, E, 10]], // current clamped to 1
    [Number.NaN, 4, [1, 2, E, 4]],
  ])('current %s of %s', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });
});

describe('clampPage', () => {
  it.each<[number, number, number]>([
    [1, 5, 1],
    [3, 5, 3],
    [0, 5, 1],
    [-4, 5, 1],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 0, 1],
  ])('clampPage(%s, %s) = %s', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});

describe('goToPage (docs/rules.md §5: changes outside 1..totalPages are ignored)', () => {
  it.each<[number, number, number, number]>([
    [1, 2, 5, 2],
    [3, 5, 5, 5],
    [3, 1, 5, 1],
    [1, 0, 5, 1],
    [5, 6, 5, 5],
    [2, 2.5, 5, 2],
    [2, Number.NaN, 5, 2],
  ])('from %s to %s of %s → %s', (current, requested, total, expected) => {
    expect(goToPage(current, requested, total)).toBe(expected);
  });
});

describe('previous / next', () => {
  it.each<[number, number, boolean, boolean]>([
    [1, 1, false, false],
    [1, 3, false, true],
    [2, 3, true, true],
    [3, 3, true, false],
  ])('page %s of %s: previous %s, next %s', (current, total, prev, next) => {
    expect(hasPrevious(current)).toBe(prev);
    expect(hasNext(current, total)).toBe(next);
  });

  it('page size is 9', () => {
    expect(BLOG_PAGE_SIZE).toBe(9);
  });
});
