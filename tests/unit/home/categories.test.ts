import { describe, expect, it } from 'vitest';
import { HOME_CATEGORIES, categoryHref } from '@/features/home/categories';

describe('Shop by Category (docs/rules.md §2 Home 3)', () => {
  it('links the four tiles exactly as docs/rules.md lists them', () => {
    expect(HOME_CATEGORIES.map((c) => categoryHref(c.category))).toEqual([
      '/products?category=Fruits',
      '/products?category=Herbs+%26+Shurbs',
      '/products?category=Honey',
      '/products?category=Spices',
    ]);
  });
});
