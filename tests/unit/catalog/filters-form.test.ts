// parseFilters also reads what the filter sheet's plain GET form sends with
// JavaScript off: one parameter per checked box, plus default-valued fields.
import { describe, expect, it } from 'vitest';
import { defaultFilters, filtersToQuery, parseFilters } from '@/features/catalog/filters';

describe('parseFilters with repeated list parameters (the no-JavaScript filter form)', () => {
  it('merges repeated cooperatives, locations and types like a comma list', () => {
    const form = new URLSearchParams([
      ['category', 'Honey'],
      ['minPrice', '0'],
      ['maxPrice', '10000'],
      ['cooperatives', "Chitwan Beekeepers' Cooperative"],
      ['cooperatives', "Ilam Tea & Spice Farmers' Cooperative"],
      ['locations', 'Ilam'],
      ['locations', 'Chitwan'],
      ['types', 'organic'],
      ['types', 'new'],
      ['search', ''],
      ['sort', 'default'],
    ]);
    expect(parseFilters(form)).toEqual({
      ...defaultFilters(),
      category: 'Honey',
      cooperatives: ["Chitwan Beekeepers' Cooperative", "Ilam Tea & Spice Farmers' Cooperative"],
      locations: ['Ilam', 'Chitwan'],
      types: ['organic', 'new'],
    });
  });

  it('treats the form default "category=all" as all products', () => {
    expect(parseFilters(new URLSearchParams('category=all')).category).toBe('all');
  });

  it('de-duplicates across repeated and comma-separated values and drops unknown types', () => {
    const q = new URLSearchParams('types=organic,new&types=organic&types=bogus&locations=Ilam,&locations= Ilam ');
    const state = parseFilters(q);
    expect(state.types).toEqual(['organic', 'new']);
    expect(state.locations).toEqual(['Ilam']);
  });

  it('writes the merged state back as comma lists (the address after hydration)', () => {
    const state = parseFilters(
      new URLSearchParams('types=organic&types=featured&minPrice=0&maxPrice=10000&sort=default&search='),
    );
    expect(filtersToQuery(state)).toBe('types=organic,featured');
  });
});
