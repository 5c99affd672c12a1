// Category names in the page's language (docs/operators.md "Nepali texts"): products keep their English category
// (what the list filters on); Nepali pages name it from its categories record (name_ne), or show the English marked as English.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseCategory } from '@/lib/data/categories.parse';
import { categoryNameIn, readCategoryNames } from '@/features/catalog/category-names';
import FreshProducts from '@/features/catalog/FreshProducts';
import { listOptions, listPage } from '@/features/catalog/product-list';
import { card } from './card-fixture';

/** Category records as PocketBase holds them, parsed as the data layer reads them. */
const categories = (records: readonly Record<string, unknown>[]) => records.map(parseCategory);

const names = readCategoryNames(
  categories([
    { name: 'Vegetables', name_ne: 'तरकारी' },
    { name: 'Herbs & Shurbs', name_ne: ' जडीबुटी र झाडी ' },
  ]),
);

describe('readCategoryNames', () => {
  it('keys each Nepali name by the category as written on products, trimmed', () => {
    expect(names).toEqual({ Vegetables: 'तरकारी', 'Herbs & Shurbs': 'जडीबुटी र झाडी' });
  });

  it('skips records missing a part or not text, and keeps the first of a category in any letter case', () => {
    expect(
      readCategoryNames(
        categories([
          { name: 'Honey', name_ne: 'मह' },
          { name: 'honey', name_ne: 'अर्को' },
          { name: 'Spices', name_ne: '  ' },
          { name: '', name_ne: 'फलफूल' },
          { name: 7, name_ne: 'सात' },
          { name_ne: 'अचार' },
        ]),
      ),
    ).toEqual({ Honey: 'मह' });
  });
});

describe('categoryNameIn', () => {
  it.each<[string, string, { text: string; lang: 'en' | 'ne' }]>([
    // English pages: the English label, as always (the misspelt category corrected on screen only).
    ['Vegetables', 'en', { text: 'Vegetables', lang: 'en' }],
    ['Herbs & Shurbs', 'en', { text: 'Herbs & Shrubs', lang: 'en' }],
    // Nepali pages: the operator's Nepali name, whatever the product's letter case.
    ['Vegetables', 'ne', { text: 'तरकारी', lang: 'ne' }],
    ['vegetables ', 'ne', { text: 'तरकारी', lang: 'ne' }],
    ['Herbs & Shurbs', 'ne', { text: 'जडीबुटी र झाडी', lang: 'ne' }],
    // A category nobody named: the English label, marked as English.
    ['Pickles', 'ne', { text: 'Pickles', lang: 'en' }],
  ])('%j on a %s page', (category, locale, expected) => {
    expect(categoryNameIn(category, names, locale as 'en' | 'ne')).toEqual(expected);
  });

  it('shows the English label on Nepali pages when the page has no names', () => {
    expect(categoryNameIn('Herbs & Shurbs', undefined, 'ne')).toEqual({ text: 'Herbs & Shrubs', lang: 'en' });
  });
});

describe('the product list: names on screen, English in the filter', () => {
  const catalogue = [card({ category: 'Vegetables' }), card({ category: 'Pickles' }), card({ category: 'Vegetables' })];

  it('carries the names in its options only when the page gives them (English pages stay as they were)', () => {
    expect(listOptions(catalogue)).not.toHaveProperty('categoryNames');
    const options = listOptions(catalogue, names);
    expect(options.categoryNames).toBe(names);
    // The choices are still the categories as stored: what ?category= carries.
    expect(options.categories).toEqual(['Vegetables', 'Pickles']);
  });

  it('filters on the English category on Nepali pages too', () => {
    expect(listPage(catalogue, new URLSearchParams('category=Vegetables'), 0, 12).total).toBe(2);
    expect(listPage(catalogue, new URLSearchParams('category=तरकारी'), 0, 12).total).toBe(0);
  });
});

describe('FreshProducts tabs (home "Our Fresh Products")', () => {
  const products = [card({ category: 'Vegetables' }), card({ category: 'Pickles' })];
  const render = (props: Record<string, unknown>) =>
    renderToStaticMarkup(createElement(FreshProducts, { products, ...props }));

  it('names the categories in Nepali on Nepali pages, keeping the English value, and marks unnamed ones as English', () => {
    const out = render({ locale: 'ne', categoryNames: names });
    expect(out).toContain('<option value="Vegetables">तरकारी</option>');
    expect(out).toContain('<option value="Pickles" lang="en">Pickles</option>');
    expect(out).toMatch(/<button [^>]*aria-pressed="false"[^>]*>तरकारी<\/button>/);
    expect(out).toMatch(/<button [^>]*lang="en"[^>]*>Pickles<\/button>/);
  });

  it('is unchanged on English pages', () => {
    expect(render({ categoryNames: undefined })).toBe(render({}));
    expect(render({})).toContain('<option value="Vegetables">Vegetables</option>');
    expect(render({})).not.toContain('lang=');
  });
});
