// Spec §2 "Products list" (/products). The server renders this island with the
// filters from the query string applied, so the list is readable with
// JavaScript off. Once hydrated it filters all products in the browser (no
// request per change) and keeps the address in step with replace semantics,
// writing only non-default values.
import { useMemo, useState } from 'react';
import type { ProductCardData } from './card-data';
import FilterSheet, { FILTER_FORM_ID, FILTER_SHEET_ID, type FilterOptions } from './FilterSheet';
import {
  activeFilterCount,
  applyFilters,
  defaultFilters,
  distinctCategories,
  distinctCooperatives,
  distinctLocations,
  filtersToQuery,
  parseFilters,
  priceSliderMax,
  SORT_OPTIONS,
  type FilterState,
  type SortValue,
} from './filters';
import { FilterIcon, SearchIcon } from './icons';
import ProductCard from './ProductCard';

/** The first row on wide screens, the first two rows on phones: visible without scrolling. */
const EAGER_CARDS = 4;

interface Props {
  /** Every visible product, newest first. */
  products: ProductCardData[];
  /** The request's query string (without "?"), read once. */
  query: string;
}

export default function ProductBrowser({ products, query }: Props) {
  const highest = useMemo(() => priceSliderMax(products), [products]);
  const options: FilterOptions = useMemo(
    () => ({
      categories: distinctCategories(products),
      cooperatives: distinctCooperatives(products),
      locations: distinctLocations(products),
      sliderMax: highest,
    }),
    [products, highest],
  );
  const [filters, setFilters] = useState(() => parseFilters(new URLSearchParams(query), highest));
  const shown = useMemo(() => applyFilters(products, filters), [products, filters]);
  const activeCount = activeFilterCount(filters, highest);

  /** Spec §4: every change updates the address at once (replace, not push). */
  const update = (next: FilterState) => {
    setFilters(next);
    const q = filtersToQuery(next, highest);
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
  };
  const reset = () => update(defaultFilters(highest));

  return (
    <div>
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-brand sm:text-3xl">All Products ({shown.length})</h1>
        <p className="mt-1 text-sm text-gray-600 sm:text-base">
          Shop our fresh, organic produce directly from farms across Nepal.
        </p>
      </header>

      <div className="mb-6 flex flex-wrap items-center gap-3">
        <button
          type="button"
          popoverTarget={FILTER_SHEET_ID}
          className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-medium text-gray-800 shadow-sm hover:bg-green-50"
        >
          <FilterIcon className="h-4 w-4" />
          Filters
          {activeCount > 0 && (
            <span
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-white"
              data-testid="filter-count"
              aria-label={`${activeCount} active`}
            >
              {activeCount}
            </span>
          )}
        </button>

        <label className="relative order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <span className="sr-only">Search the product list</span>
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" />
          <input
            type="search"
            name="search"
            form={FILTER_FORM_ID}
            value={filters.search}
            onChange={(e) => update({ ...filters, search: e.target.value })}
            placeholder="Search products..."
            className="w-full rounded-lg border border-gray-300 bg-white py-2.5 pl-9 pr-3 text-sm shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
          />
        </label>

        <label className="ml-auto flex items-center gap-2 text-sm text-gray-700 sm:ml-0">
          <span className="whitespace-nowrap">Sort by</span>
          <select
            name="sort"
            form={FILTER_FORM_ID}
            value={filters.sort}
            onChange={(e) => update({ ...filters, sort: e.target.value as SortValue })}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm shadow-sm"
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {/* Without JavaScript, search and sort are sent with the filter form. */}
        <noscript>
          <button type="submit" form={FILTER_FORM_ID} className="rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold text-white">
            Apply
          </button>
        </noscript>
      </div>

      <FilterSheet
        state={filters}
        options={options}
        onChange={update}
        onReset={reset}
        onApply={() => (document.getElementById(FILTER_SHEET_ID) as HTMLElement | null)?.hidePopover()}
      />

      {shown.length === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-black/5">
          <h2 className="text-lg font-semibold text-gray-900">No products found</h2>
          <p className="mt-1 text-gray-600">Try adjusting your filters or search query.</p>
          <a
            href="/products"
            onClick={(e) => {
              e.preventDefault();
              reset();
            }}
            className="mt-5 inline-block rounded-lg bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-light"
          >
            Clear Filters
          </a>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="product-grid">
          {shown.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} priority={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
