// docs/rules.md §2 Home 3 "Shop by Category": four tiles, each opening the product
// list filtered to one category.

import { DEFAULT_HOME_CONTENT } from './content';

export type { CategoryTile } from './content';

/** The built-in tiles ("Shurbs" (sic) is how the category is spelled in the catalogue; only the label is corrected). */
export const HOME_CATEGORIES = DEFAULT_HOME_CONTENT.categories;

/** "/products?category=Herbs+%26+Shurbs": form encoding, as the product list reads and writes it. */
export function categoryHref(category: string): string {
  return `/products?${new URLSearchParams({ category })}`;
}
