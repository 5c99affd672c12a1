// The products the home page's "Our Fresh Products" island (FreshProducts.tsx) can ever show: for "All Products"
// and for each category, the first HOME_PRODUCT_LIMIT its filter keeps. The island gets only these as props, not
// the whole catalogue (every product's card data in the home page's HTML would grow with the catalogue), and shows
// exactly what it would show with all of them.
import { HOME_PRODUCT_LIMIT } from './FreshProducts';
import { ALL_CATEGORIES, applyFilters, defaultFilters, distinctCategories, priceSliderMax } from './filters';
import type { FilterableProduct } from './filters';

export function freshProductsChoices<T extends FilterableProduct>(products: readonly T[]): T[] {
  const base = defaultFilters(priceSliderMax(products));
  const kept = new Set<T>();
  for (const category of [ALL_CATEGORIES, ...distinctCategories(products)]) {
    const shown = applyFilters(products, { ...base, category }).slice(0, HOME_PRODUCT_LIMIT);
    // A category none of whose products the filter keeps still needs one product to have its tab.
    const first = products.find((p) => (p.category ?? '').trim() === category);
    for (const p of shown.length > 0 || !first ? shown : [first]) kept.add(p);
  }
  return products.filter((p) => kept.has(p));
}
