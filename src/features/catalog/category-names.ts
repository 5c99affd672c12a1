// Category names in the page's language (docs/operators.md, "Nepali texts"). Products keep their category in English
// ("Vegetables", "Herbs & Shurbs"): it is what the product list's ?category= address carries and what its filter
// compares, in both languages. Operators name each category in Nepali in its `categories` record (`name_ne`,
// pocketbase/pb_migrations/1732002310_nepali_content.js); Nepali pages show that name, or the English one marked
// as English when there is none. Pure: the records are read (src/lib/data/categories.server.ts, parsed into
// Category) by catalog.server.ts (loadCategoryNames), and islands get the names from their page as data.
import type { Category } from '../../lib/data/categories.parse';
import { type Locale, type NamesIn, namesIn } from '../../lib/i18n';
import { categoryLabel } from './category-label';

/** Nepali category names by the category as written on products. */
export type CategoryNames = Readonly<Record<string, string>>;

/** The Nepali names of the categories: each category once (the first wins), categories missing either name skipped. */
export function readCategoryNames(categories: readonly Category[]): CategoryNames {
  const names: Record<string, string> = {};
  const seen = new Set<string>();
  for (const { name: category, nameNe: nepali } of categories) {
    if (category === '' || nepali === '' || seen.has(category.toLowerCase())) continue;
    seen.add(category.toLowerCase());
    names[category] = nepali;
  }
  return names;
}

/** The Nepali name of a category: written exactly as on the product, or in another letter case. */
function nepaliNameOf(category: string, names: CategoryNames): string | undefined {
  const key = category.trim();
  if (Object.hasOwn(names, key)) return names[key];
  const lower = key.toLowerCase();
  const match = Object.keys(names).find((name) => name.toLowerCase() === lower);
  return match === undefined ? undefined : names[match];
}

/**
 * A category as a page in `locale` shows it: on English pages its English label (as always); on Nepali pages its
 * Nepali name, or the English label (lang "en") when operators have not named it. The value to filter on stays
 * `category`.
 */
export function categoryNameIn(category: string, names: CategoryNames | undefined, locale: Locale): NamesIn['main'] {
  const english = categoryLabel(category);
  if (locale === 'en') return { text: english, lang: 'en' };
  return namesIn(english, names ? nepaliNameOf(category, names) : undefined, locale).main;
}
