import { describe, expect, it } from 'vitest';
import {
  type HighlightPart,
  MAX_RECENT_SEARCHES,
  SEARCH_MIN_CHARS,
  highlightParts,
  isSearchable,
  pushRecent,
  resultsFoundText,
  searchProducts,
} from '@/features/search/match';
import * as m from '@/paraglide/messages.js';

const INDEX = [
  { id: '1', name: 'Wild Honey', nepaliName: 'जंगली मह' },
  { id: '2', name: 'Honeycrisp Apple', nepaliName: 'स्याउ' },
  { id: '3', name: 'Timur', nepaliName: 'टिमुर' },
  { id: '4', name: 'Mango', nepaliName: null },
  { id: '5', name: 'Local Ghee', nepaliName: 'घ्यू (Desi)' },
];

describe('searchProducts (docs/rules.md §5: ≥ 2 trimmed characters; name case-insensitive; Nepali name substring)', () => {
  it.each<[string, string, string[]]>([
    ['empty', '', []],
    ['one character', 'h', []],
    ['one character padded with spaces', '  h  ', []],
    ['two characters', 'ho', ['1', '2']],
    ['case-insensitive', 'HONEY', ['1', '2']],
    ['trimmed', '  mango ', ['4']],
    ['substring in the middle', 'crisp', ['2']],
    ['Nepali name substring', 'मह', ['1']],
    ['Nepali name substring (टिमुर)', 'टिम', ['3']],
    ['Latin text inside the Nepali name', 'desi', ['5']],
    ['no match', 'cheese', []],
    ['null Nepali name is fine', 'ma', ['4']],
  ])('%s: %j', (_name, query, expected) => {
    expect(searchProducts(INDEX, query).map((p) => p.id)).toEqual(expected);
  });

  it.each<[string, boolean]>([
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
    [' ab ', true],
  ])('isSearchable(%j) = %s', (q, expected) => {
    expect(isSearchable(q)).toBe(expected);
  });

  it('constants', () => {
    expect(SEARCH_MIN_CHARS).toBe(2);
    expect(MAX_RECENT_SEARCHES).toBe(5);
    // docs/rules.md §4, verbatim.
    expect(m.search_start_typing({}, { locale: 'en' })).toBe('Start typing to search for products');
    expect(m.search_no_results({}, { locale: 'en' })).toBe('No products found');
  });
});

describe('highlightParts', () => {
  it.each<[string, string, HighlightPart[]]>([
    ['', 'ho', []],
    ['Wild Honey', '', [{ text: 'Wild Honey', match: false }]],
    ['Wild Honey', '   ', [{ text: 'Wild Honey', match: false }]],
    ['Wild Honey', 'xyz', [{ text: 'Wild Honey', match: false }]],
    [
      'Wild Honey',
      'honey',
      [
        { text: 'Wild ', match: false },
        { text: 'Honey', match: true },
      ],
    ],
    ['Honey', ' HONEY ', [{ text: 'Honey', match: true }]],
    [
      'Banana',
      'an',
      [
        { text: 'B', match: false },
        { text: 'an', match: true },
        { text: 'an', match: true },
        { text: 'a', match: false },
      ],
    ],
    [
      'aaa',
      'aa',
      [
        { text: 'aa', match: true },
        { text: 'a', match: false },
      ],
    ],
    [
      'Price (Rs.) list',
      '(rs.)',
      [
        { text: 'Price ', match: false },
        { text: '(Rs.)', match: true },
        { text: ' list', match: false },
      ],
    ],
    [
      'जंगली मह',
      'मह',
      [
        { text: 'जंगली ', match: false },
        { text: 'मह', match: true },
      ],
    ],
  ])('highlightParts(%j, %j)', (text, query, expected) => {
    const parts = highlightParts(text, query);
    expect(parts).toEqual(expected);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });
});

describe('the count line (docs/rules.md §5 "N results found"; one result is one result)', () => {
  it.each<[number, 'en' | 'ne', string]>([
    [0, 'en', '0 results found'],
    [1, 'en', '1 result found'],
    [12, 'en', '12 results found'],
    [1, 'ne', '१ वटा नतिजा भेटियो'],
    [12, 'ne', '१२ वटा नतिजा भेटिए'],
  ])('%s (%s) → %j', (n, locale, expected) => {
    expect(resultsFoundText(n, locale)).toBe(expected);
  });
});

describe('pushRecent (dedupe by id, newest first, keep 5)', () => {
  const e = (id: string) => ({ id, name: `P${id}`, timestamp: Number(id) });
  const ids = (list: { id: string }[]) => list.map((x) => x.id);
  it.each<[string, string[], string, number | undefined, string[]]>([
    ['into empty', [], '1', undefined, ['1']],
    ['newest first', ['2', '1'], '3', undefined, ['3', '2', '1']],
    ['existing entry moves to the front', ['3', '2', '1'], '1', undefined, ['1', '3', '2']],
    ['keeps 5', ['5', '4', '3', '2', '1'], '6', undefined, ['6', '5', '4', '3', '2']],
    ['re-adding the front entry', ['5', '4', '3', '2', '1'], '5', undefined, ['5', '4', '3', '2', '1']],
    ['custom max', ['2', '1'], '3', 2, ['3', '2']],
  ])('%s', (_name, list, id, max, expected) => {
    expect(ids(pushRecent(list.map(e), e(id), max))).toEqual(expected);
  });

  it('keeps the new entry data when replacing a duplicate', () => {
    const updated = { id: '1', name: 'Renamed', timestamp: 99 };
    expect(pushRecent([e('1')], updated)).toEqual([updated]);
  });
});
