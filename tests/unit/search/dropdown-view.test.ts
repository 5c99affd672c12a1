import { describe, expect, it } from 'vitest';
import { dropdownView, type DropdownView, type IndexStatus } from '@/features/search/dropdown-view';

describe('dropdownView (docs/rules.md §4 product search box states)', () => {
  it.each<[string, string, IndexStatus, number, number, number, DropdownView]>([
    ['empty, no recent searches', '', 'idle', 0, 0, 0, 'start-typing'],
    ['one character, no recent searches', 'a', 'ready', 10, 0, 0, 'start-typing'],
    ['two spaces and a letter', '  a ', 'ready', 10, 0, 0, 'start-typing'],
    ['empty with recent searches', '', 'ready', 10, 0, 2, 'recent'],
    ['one character with recent searches', 'a', 'error', 0, 0, 1, 'recent'],
    ['2+ characters before the index is asked for', 'ap', 'idle', 0, 0, 0, 'loading'],
    ['2+ characters while loading', 'ap', 'loading', 0, 0, 3, 'loading'],
    ['2+ characters after a failed load', 'ap', 'error', 0, 0, 0, 'error'],
    ['2+ characters with an empty index', 'ap', 'ready', 0, 0, 0, 'no-data'],
    ['2+ characters with matches', 'ap', 'ready', 10, 4, 0, 'results'],
    ['2+ characters without matches', 'zz', 'ready', 10, 0, 5, 'no-results'],
  ])('%s → %s', (_label, query, indexStatus, productCount, resultCount, recentCount, expected) => {
    expect(dropdownView({ query, indexStatus, productCount, resultCount, recentCount })).toBe(expected);
  });
});
