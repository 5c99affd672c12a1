// docs/rules.md §2 Home 3 "Shop by Category": four tiles, each opening the product
// list filtered to one category.

import { categoryLabel } from '../catalog/category-label';

export interface CategoryTile {
  /** The category exactly as stored on products (spelling included). */
  category: string;
  label: string;
  blurb: string;
}

export const HOME_CATEGORIES: readonly CategoryTile[] = [
  { category: 'Fruits', label: 'Fruits', blurb: 'Apples, junar, kiwi and more' },
  // "Shurbs" (sic) is how the category is spelled in the catalogue; only the label is corrected.
  {
    category: 'Herbs & Shurbs',
    label: categoryLabel('Herbs & Shurbs'),
    blurb: 'Timur, tulsi, nettle and mountain herbs',
  },
  { category: 'Honey', label: 'Honey', blurb: 'Wild cliff, chiuri and mustard honey' },
  { category: 'Spices', label: 'Spices', blurb: 'Turmeric, cardamom and hill chillies' },
];

/** "/products?category=Herbs+%26+Shurbs": form encoding, as the product list reads and writes it. */
export function categoryHref(category: string): string {
  return `/products?${new URLSearchParams({ category })}`;
}
