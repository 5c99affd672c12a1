// docs/rules.md §2 "Products list" (/products). The server renders this island with the
// filters from the query string applied and the first page of matching cards,
// so the list is readable with JavaScript off and its size does not grow with
// the catalogue. Once hydrated, each change keeps the address in step (replace
// semantics, only non-default values) and asks /products/list.json for the
// matching page; "Show more" appends the next one.
import { useRef, useState } from 'react';
import FilterSheet, { FILTER_FORM_ID, FILTER_SHEET_ID, type FilterOptions } from './FilterSheet';
import {
  activeFilterCount,
  defaultFilters,
  filtersToQuery,
  parseFilters,
  sortOptions,
  type FilterState,
  type SortValue,
} from './filters';
import { SearchIcon } from '../../components/ui/icons';
import { FilterIcon } from '../../components/ui/page-icons';
import ProductCard from './ProductCard';
import { LIST_PAGE_SIZE, SHOWN_PARAM, type ProductListPage } from './product-list';
import { localizedPath, type Locale } from '../../lib/i18n';
import { LocaleProvider } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';
import { formatNumber } from '../../lib/money';

/** Typing in the search box asks the server once the shopper pauses, not per keystroke. */
const SEARCH_PAUSE_MS = 250;

interface Props {
  /** The matching products' count and the first cards, as the server rendered them. */
  initial: ProductListPage;
  /** Filter choices from the whole catalogue. */
  options: FilterOptions;
  /** The request's query string (without "?"), read once. */
  query: string;
  /** The page's language. */
  locale?: Locale;
}

async function fetchListPage(query: string, offset: number): Promise<ProductListPage> {
  const params = new URLSearchParams(query);
  params.set('offset', String(offset));
  params.set('limit', String(LIST_PAGE_SIZE));
  const res = await fetch(`/products/list.json?${params}`);
  if (!res.ok) throw new Error(`list.json answered ${res.status}`);
  return (await res.json()) as ProductListPage;
}

export default function ProductBrowser({ initial, options, query, locale = 'en' }: Props) {
  const highest = options.sliderMax;
  const [filters, setFilters] = useState(() => parseFilters(new URLSearchParams(query), highest));
  const [list, setList] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Only the newest request may change the list (answers can arrive out of order).
  const latest = useRef(0);
  const pause = useRef<number | undefined>(undefined);
  const activeCount = activeFilterCount(filters, highest);
  const currentQuery = filtersToQuery(filters, highest);

  /** Asks for the page of `listQuery` (filters as written to the address) from `offset`. */
  const load = (listQuery: string, offset: number, delay = 0) => {
    const id = ++latest.current;
    window.clearTimeout(pause.current);
    setLoading(true);
    pause.current = window.setTimeout(async () => {
      try {
        const page = await fetchListPage(listQuery, offset);
        if (id !== latest.current) return;
        setList((shown) => (offset === 0 ? page : { total: page.total, cards: [...shown.cards, ...page.cards] }));
        setFailed(false);
      } catch {
        if (id === latest.current) setFailed(true);
      } finally {
        if (id === latest.current) setLoading(false);
      }
    }, delay);
  };

  /** docs/rules.md §4: every change updates the address at once (replace, not push). */
  const update = (next: FilterState, delay = 0) => {
    setFilters(next);
    const q = filtersToQuery(next, highest);
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
    load(q, 0, delay);
  };
  const reset = () => update(defaultFilters(highest));
  const shown = list.cards;
  const moreHref = `${localizedPath('/products', locale)}?${currentQuery ? `${currentQuery}&` : ''}${SHOWN_PARAM}=${shown.length + LIST_PAGE_SIZE}`;

  return (
    <LocaleProvider locale={locale}>
      <div>
        <header className="mb-5">
          <h1 className="text-2xl font-bold text-brand sm:text-3xl">
            {m.list_title({ count: formatNumber(list.total, locale) }, { locale })}
          </h1>
          <p className="mt-1 text-sm text-gray-600 sm:text-base">{m.page_products_description({}, { locale })}</p>
        </header>

        <div className="mb-6 flex flex-wrap items-center gap-3">
          <button
            type="button"
            popoverTarget={FILTER_SHEET_ID}
            className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-medium text-gray-800 shadow-sm hover:bg-green-50"
          >
            <FilterIcon className="h-4 w-4" />
            {m.list_filters({}, { locale })}
            {activeCount > 0 && (
              // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is read as part of the button's name ("Filters 3 active")
              <span
                className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-white"
                data-testid="filter-count"
                aria-label={m.list_active_filters({ count: formatNumber(activeCount, locale) }, { locale })}
              >
                {formatNumber(activeCount, locale)}
              </span>
            )}
          </button>

          <label className="relative order-last w-full sm:order-none sm:w-auto sm:flex-1">
            <span className="sr-only">{m.list_search_label({}, { locale })}</span>
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" />
            <input
              type="search"
              name="search"
              form={FILTER_FORM_ID}
              value={filters.search}
              onChange={(e) => update({ ...filters, search: e.target.value }, SEARCH_PAUSE_MS)}
              placeholder={m.search_placeholder({}, { locale })}
              className="w-full rounded-lg border border-gray-300 bg-white py-2.5 pl-9 pr-3 text-sm shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
            />
          </label>

          <label className="ml-auto flex items-center gap-2 text-sm text-gray-700 sm:ml-0">
            <span className="whitespace-nowrap">{m.list_sort_by({}, { locale })}</span>
            <select
              name="sort"
              form={FILTER_FORM_ID}
              value={filters.sort}
              onChange={(e) => update({ ...filters, sort: e.target.value as SortValue })}
              className="rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm shadow-sm"
            >
              {sortOptions(locale).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {/* Without JavaScript, search and sort are sent with the filter form. */}
          <noscript>
            <button
              type="submit"
              form={FILTER_FORM_ID}
              className="rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold text-white"
            >
              {m.checkout_apply({}, { locale })}
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

        {failed && (
          <div
            role="alert"
            className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {m.list_load_failed({}, { locale })}
            <button
              type="button"
              onClick={() => load(currentQuery, 0)}
              className="rounded-md bg-white px-3 py-1.5 font-semibold ring-1 ring-red-200"
            >
              {m.list_try_again({}, { locale })}
            </button>
          </div>
        )}
        {shown.length === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-black/5">
            <h2 className="text-lg font-semibold text-gray-900">{m.search_no_results({}, { locale })}</h2>
            <p className="mt-1 text-gray-600">{m.list_empty_text({}, { locale })}</p>
            <a
              href={localizedPath('/products', locale)}
              onClick={(e) => {
                e.preventDefault();
                reset();
              }}
              className="mt-5 inline-block rounded-lg bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-light"
            >
              {m.list_clear_filters({}, { locale })}
            </a>
          </div>
        ) : (
          <>
            {/* The cards' names are h3s: this keeps the outline h1 > h2 > h3 (axe "heading-order"). */}
            <h2 className="sr-only">{m.nav_products({}, { locale })}</h2>
            <ul
              className={`grid grid-cols-2 gap-3 transition-opacity sm:gap-4 md:grid-cols-3 lg:grid-cols-4 ${loading ? 'opacity-60' : ''}`}
              aria-busy={loading}
              data-testid="product-grid"
            >
              {shown.map((p, i) => (
                <li key={p.id}>
                  <ProductCard
                    product={p}
                    imageLoading={
                      // Only the first card's image is fetched at once: the rest of the first screen's (lazy, so
                      // fetched once laid out) would share a 3G phone's bandwidth with the page's largest paint
                      // (bench/README.md "Real photographs": /products on Regular 3G, LCP 2.4 s with four eager).
                      i === 0 ? 'main' : 'lazy'
                    }
                  />
                </li>
              ))}
            </ul>
            {shown.length < list.total && (
              <div className="mt-8 text-center">
                <a
                  href={moreHref}
                  onClick={(e) => {
                    e.preventDefault();
                    if (!loading) load(currentQuery, shown.length);
                  }}
                  className="inline-block rounded-lg border border-brand px-6 py-2.5 text-sm font-semibold text-brand hover:bg-green-50"
                >
                  {m.list_show_more({ count: formatNumber(list.total - shown.length, locale) }, { locale })}
                </a>
              </div>
            )}
          </>
        )}
      </div>
    </LocaleProvider>
  );
}
