import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, MAX_LIST_LIMIT, listOptions, listPage, parseShown } from '@/features/catalog/product-list';
import { card } from './card-fixture';

/** Product i: alternating categories, two locations, price 100 + i. */
const product = (i: number) =>
  card({ id: `p${i}`, price: 100 + i, category: i % 2 ? 'Fruits' : 'Honey', location: i % 3 ? 'Jumla' : 'Kavre' });
const catalogue = Array.from({ length: 100 }, (_, i) => product(i));

describe('parseShown (no-JavaScript "Show more")', () => {
  it.each([
    [null, LIST_PAGE_SIZE],
    ['', LIST_PAGE_SIZE],
    ['abc', LIST_PAGE_SIZE],
    ['-5', LIST_PAGE_SIZE],
    ['0', LIST_PAGE_SIZE],
    [String(LIST_PAGE_SIZE * 2), LIST_PAGE_SIZE * 2],
    [String(LIST_PAGE_SIZE + 1), LIST_PAGE_SIZE * 2],
    ['999999', MAX_LIST_LIMIT],
    ['1e9', LIST_PAGE_SIZE],
  ])('%j shows %i', (raw, expected) => expect(parseShown(raw)).toBe(expected));
});

describe('listPage', () => {
  it('counts every match and returns the asked slice in list order', () => {
    const page = listPage(catalogue, new URLSearchParams('category=Fruits&sort=price-high'), 10, 5);
    expect(page.total).toBe(50);
    expect(page.cards.map((c) => c.id)).toEqual(['p79', 'p77', 'p75', 'p73', 'p71']);
  });

  it('returns no cards past the end, with the total still right', () => {
    expect(listPage(catalogue, new URLSearchParams(''), 200, 24)).toEqual({
      total: 100,
      cards: [],
    });
  });

  it('offers filter options from the whole catalogue, not one page', () => {
    const options = listOptions(catalogue);
    expect(options.categories).toEqual(['Honey', 'Fruits']);
    expect(options.locations).toEqual(['Jumla', 'Kavre']);
    expect(options.sliderMax).toBe(10000);
  });
});
