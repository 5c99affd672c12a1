// The home page's fresh-products island gets only the products it can show (src/features/catalog/fresh-products-data.ts):
// under every tab it shows what it would show with the whole catalogue.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FreshProducts, { HOME_PRODUCT_LIMIT } from '@/features/catalog/FreshProducts';
import { freshProductsChoices } from '@/features/catalog/fresh-products-data';
import {
  ALL_CATEGORIES,
  applyFilters,
  defaultFilters,
  distinctCategories,
  priceSliderMax,
} from '@/features/catalog/filters';
import type { ProductCardData } from '@/features/catalog/card-data';
import { card } from './card-fixture';

const shownUnder = (products: ProductCardData[], category: string) =>
  applyFilters(products, { ...defaultFilters(priceSliderMax(products)), category })
    .slice(0, HOME_PRODUCT_LIMIT)
    .map((p) => p.slug);

const catalogue = [
  ...Array.from({ length: 20 }, (_, i) => card({ category: 'Fruits', price: 50 + i * 40 })),
  ...Array.from({ length: 12 }, () => card({ category: 'Vegetables' })),
  ...Array.from({ length: 3 }, () => card({ category: 'Honey', price: 2500 })),
  card({ category: '' }),
  card({ category: 'Spices', price: Number.NaN }),
];

describe('freshProductsChoices', () => {
  const chosen = freshProductsChoices(catalogue);

  it('keeps far fewer products than the catalogue, in the catalogue order', () => {
    expect(chosen.length).toBeLessThan(catalogue.length);
    expect(chosen.length).toBeLessThanOrEqual(HOME_PRODUCT_LIMIT * (distinctCategories(catalogue).length + 1));
    expect(chosen).toEqual(catalogue.filter((p) => chosen.includes(p)));
  });

  it('shows the same products under every tab as the whole catalogue does', () => {
    expect(distinctCategories(chosen)).toEqual(distinctCategories(catalogue));
    for (const category of [ALL_CATEGORIES, ...distinctCategories(catalogue)]) {
      expect(shownUnder(chosen, category), category).toEqual(shownUnder(catalogue, category));
    }
  });

  it('renders the island the same with the choices as with the whole catalogue', () => {
    const render = (products: ProductCardData[]) => renderToStaticMarkup(createElement(FreshProducts, { products }));
    expect(render(chosen)).toBe(render(catalogue));
  });

  it('keeps a small catalogue whole', () => {
    const small = [card({ category: 'Fruits' }), card({ category: 'Honey' })];
    expect(freshProductsChoices(small)).toEqual(small);
    expect(freshProductsChoices([])).toEqual([]);
  });
});
