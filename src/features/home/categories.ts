// docs/rules.md §2 Home 3 "Shop by Category": four tiles, each opening the product
// list filtered to one category.

import type { Locale, NamesIn } from '../../lib/i18n';
import { namesIn } from '../../lib/i18n';
import { type CategoryNames, categoryNameIn } from '../catalog/category-names';
import type { CategoryTile } from '../../lib/data/home-content.parse';
import { DEFAULT_HOME_CONTENT } from './content';

export type { CategoryTile } from '../../lib/data/home-content.parse';

/** The built-in tiles ("Shurbs" (sic) is how the category is spelled in the catalogue; only the label is corrected). */
export const HOME_CATEGORIES = DEFAULT_HOME_CONTENT.categories;

/** "/products?category=Herbs+%26+Shurbs": form encoding, as the product list reads and writes it. */
export function categoryHref(category: string): string {
  return `/products?${new URLSearchParams({ category })}`;
}

/**
 * A tile's title and line in `locale` (docs/operators.md "Nepali texts"). English pages: the tile's label and line, as
 * always. Nepali pages: the tile's Nepali label, else the category's Nepali name (categories.name_ne), else the English
 * label; its Nepali line, else the English one. English shown on a Nepali page is marked as such (lang "en").
 */
export function categoryTileIn(
  tile: CategoryTile,
  names: CategoryNames | undefined,
  locale: Locale,
): { label: NamesIn['main']; blurb: NamesIn['main'] } {
  const named = categoryNameIn(tile.category, names, locale);
  const nepaliLabel = tile.labelNe?.trim() || (named.lang === 'ne' ? named.text : undefined);
  return {
    label: namesIn(tile.label, nepaliLabel, locale).main,
    blurb: namesIn(tile.blurb, tile.blurbNe, locale).main,
  };
}
