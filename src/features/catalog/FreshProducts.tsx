// docs/rules.md §2 Home 4 "Our Fresh Products": category tabs (desktop) or a select
// (mobile) over the newest products, at most 8 shown. The products come from
// the build, so there is no loading or fetch-error state here: a build that
// could not read PocketBase has no products and shows the empty text.
import { useMemo, useState } from 'react';
import type { ProductCardData } from './card-data';
import { ALL_CATEGORIES, applyFilters, defaultFilters, distinctCategories, priceSliderMax } from './filters';
import ProductCard from './ProductCard';
import { type CategoryNames, categoryNameIn } from './category-names';
import type { Locale } from '../../lib/i18n';
import { LocaleProvider } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';

/** docs/rules.md §9: home products 8. */
export const HOME_PRODUCT_LIMIT = 8;

const TAB =
  'rounded-full px-4 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export default function FreshProducts({
  products,
  locale = 'en',
  categoryNames,
}: {
  products: ProductCardData[];
  /** The page's language. */
  locale?: Locale;
  /** Nepali category names for the tabs (categoryNamesFor in catalog.server.ts); none on English pages. */
  categoryNames?: CategoryNames;
}) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categories = useMemo(() => distinctCategories(products), [products]);
  const shown = useMemo(
    () =>
      applyFilters(products, { ...defaultFilters(priceSliderMax(products)), category }).slice(0, HOME_PRODUCT_LIMIT),
    [products, category],
  );

  if (products.length === 0) {
    return <p className="py-12 text-center text-gray-600">{m.list_none_available({}, { locale })}</p>;
  }

  // A tab's label is in the page's language; a category operators have not named in Nepali is marked as English.
  const options = [
    { value: ALL_CATEGORIES, label: m.footer_all_products({}, { locale }), lang: undefined },
    ...categories.map((c) => {
      const name = categoryNameIn(c, categoryNames, locale);
      return { value: c, label: name.text, lang: name.lang === locale ? undefined : name.lang };
    }),
  ];
  return (
    <LocaleProvider locale={locale}>
      <div>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons (aria-pressed), not a form's fieldset */}
        <div
          className="mb-6 hidden flex-wrap justify-center gap-2 md:flex"
          role="group"
          aria-label={m.list_filter_by_category({}, { locale })}
        >
          {options.map((o) => (
            <button
              key={o.value}
              type="button"
              aria-pressed={category === o.value}
              lang={o.lang}
              onClick={() => setCategory(o.value)}
              className={`${TAB} ${category === o.value ? 'bg-brand text-white shadow' : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-green-50'}`}
            >
              {o.label}
            </button>
          ))}
        </div>
        <label className="mb-4 block md:hidden">
          <span className="sr-only">{m.list_category({}, { locale })}</span>
          <select
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm"
          >
            {options.map((o) => (
              <option key={o.value} value={o.value} lang={o.lang}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {shown.length === 0 ? (
          <p className="py-12 text-center text-gray-600">{m.list_empty_category({}, { locale })}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {shown.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </LocaleProvider>
  );
}
