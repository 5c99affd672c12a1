import { describe, expect, it } from 'vitest';
import { moveActive, nextActiveIndex } from '@/components/ui/combobox';

describe('nextActiveIndex (docs/rules.md §4: arrow keys move between results)', () => {
  it.each<[string, number, number, number | null]>([
    ['ArrowDown', -1, 3, 0],
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', -1, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['ArrowUp', 0, 3, 2],
    ['ArrowDown', 5, 3, 0], // the list shrank under the highlight
    ['ArrowUp', 5, 3, 2],
    ['ArrowDown', -1, 0, -1],
    ['ArrowUp', 1, 0, -1],
    ['Enter', 1, 3, null],
    ['Home', 1, 3, null],
    ['a', 1, 3, null],
  ])('%s from %i of %i options → %s', (key, current, count, expected) => {
    expect(nextActiveIndex(key, current, count)).toBe(expected);
  });
});

describe('moveActive', () => {
  it.each([
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [5, 1, 3, 0],
    [0, 1, 0, -1],
  ] as const)('from %i by %i in %i options → %i', (current, delta, length, expected) => {
    expect(moveActive(current, delta, length)).toBe(expected);
  });
});
