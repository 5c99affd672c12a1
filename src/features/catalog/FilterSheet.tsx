// docs/rules.md §2 "Products list" filter sheet: a left-side sheet titled Filters with
// Reset and "Apply Filters". It is a native popover holding a plain GET form
// to /products, so with JavaScript off the Filters button still opens it and
// "Apply Filters" submits the choices as a query string (checkbox groups send
// repeated parameters, which parseFilters merges). With JavaScript, every
// change applies at once and "Apply Filters" only closes the sheet.
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/money';
import {
  ALL_CATEGORIES,
  PRICE_STEP,
  PRODUCT_TYPE_VALUES,
  productTypes,
  type FilterState,
  type ProductType,
} from './filters';
import { CloseIcon } from '../../components/ui/icons';
import Field from '../../components/ui/Field';
import { type CategoryNames, categoryNameIn } from './category-names';
import { localizedPath } from '../../lib/i18n';
import { useLocale } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';

export const FILTER_SHEET_ID = 'product-filters';
export const FILTER_FORM_ID = 'product-filter-form';

export interface FilterOptions {
  categories: string[];
  cooperatives: string[];
  locations: string[];
  sliderMax: number;
  /** Nepali category names (categoryNamesFor in catalog.server.ts); absent on English pages. */
  categoryNames?: CategoryNames;
  /** Nepali names of the cooperatives and of the districts products come from, by their English names; Nepali pages only. */
  cooperativeNames?: Record<string, string>;
  locationNames?: Record<string, string>;
}

interface Props {
  state: FilterState;
  options: FilterOptions;
  onChange: (next: FilterState) => void;
  onReset: () => void;
  onApply: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-gray-100 py-4 first:border-t-0">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-gray-900">{title}</legend>
      <div className="clear-left space-y-2">{children}</div>
    </fieldset>
  );
}

const CHOICE = 'flex cursor-pointer items-center gap-2.5 text-sm text-gray-700';
const INPUT = 'h-4 w-4 shrink-0 accent-brand';

/** Toggles a value in a multi-choice list. */
function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function CheckList({
  name,
  values,
  selected,
  onToggle,
  labels,
  valueLang,
}: {
  name: string;
  values: readonly string[];
  selected: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  labels?: Record<string, string>;
  /** The language of a value shown as it is (no label) when it is not the page's: an English name on a Nepali page. */
  valueLang?: 'en';
}) {
  return values.map((v) => (
    <label key={v} className={CHOICE}>
      <input
        type="checkbox"
        name={name}
        value={v}
        className={INPUT}
        checked={selected.includes(v)}
        onChange={(e) => onToggle(v, e.target.checked)}
      />
      {labels?.[v] ?? (valueLang ? <span lang={valueLang}>{v}</span> : v)}
    </label>
  ));
}

/** The multi-choice sections listed only when the products have such values. */
const LISTED_CHOICES = [
  ['cooperatives', m.list_cooperatives, 'cooperativeNames'],
  ['locations', m.list_locations, 'locationNames'],
] as const;

const PRICE_ENDS = [
  ['minPrice', m.list_min_price],
  ['maxPrice', m.list_max_price],
] as const;

/** One end of the price range: the shared Field around a slider in PRICE_STEP steps from 0 to `max`. */
function PriceSlider(props: {
  name: 'minPrice' | 'maxPrice';
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = `filter-${props.name}`;
  return (
    <Field id={id} label={props.label} labelClassName="block text-xs text-gray-600">
      <input
        id={id}
        type="range"
        name={props.name}
        min={0}
        max={props.max}
        step={PRICE_STEP}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="block w-full accent-brand"
      />
    </Field>
  );
}

export default function FilterSheet({ state, options, onChange, onReset, onApply }: Props) {
  const locale = useLocale();
  const set = (patch: Partial<FilterState>) => onChange({ ...state, ...patch });
  return (
    <div
      id={FILTER_SHEET_ID}
      popover="auto"
      role="dialog"
      aria-labelledby="product-filters-title"
      className="fixed inset-y-0 left-0 right-auto m-0 h-dvh max-h-dvh w-[22rem] max-w-[88vw] -translate-x-full border-0 bg-white p-0 text-gray-900 shadow-2xl transition-all transition-discrete duration-300 backdrop:bg-black/40 open:translate-x-0 starting:open:-translate-x-full"
    >
      <form
        id={FILTER_FORM_ID}
        method="get"
        action={localizedPath('/products', locale)}
        className="flex h-full flex-col"
        onSubmit={(e) => {
          e.preventDefault();
          onApply();
        }}
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
          <h2 id="product-filters-title" className="text-lg font-bold text-brand">
            {m.list_filters({}, { locale })}
          </h2>
          <div className="flex items-center gap-2">
            <a
              href={localizedPath('/products', locale)}
              className="rounded-md px-2 py-1 text-sm font-medium text-brand hover:bg-green-50"
              onClick={(e) => {
                e.preventDefault();
                onReset();
              }}
            >
              {m.list_reset({}, { locale })}
            </a>
            <button
              type="button"
              popoverTarget={FILTER_SHEET_ID}
              popoverTargetAction="hide"
              className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100"
              aria-label={m.list_close_filters({}, { locale })}
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
        </div>

        <div className="flex-1 overflow-y-auto px-5">
          <Section title={m.list_categories({}, { locale })}>
            {[ALL_CATEGORIES, ...options.categories].map((c) => (
              <label key={c} className={CHOICE}>
                <input
                  type="radio"
                  name="category"
                  value={c}
                  className={INPUT}
                  checked={state.category === c}
                  onChange={() => set({ category: c })}
                />
                {c === ALL_CATEGORIES ? (
                  m.footer_all_products({}, { locale })
                ) : (
                  <CategoryName category={c} names={options.categoryNames} />
                )}
              </label>
            ))}
          </Section>

          <Section title={m.list_price_range({}, { locale })}>
            <p className="text-sm font-medium text-brand" aria-live="polite">
              {formatMoney(state.minPrice, locale)} – {formatMoney(state.maxPrice, locale)}
            </p>
            {PRICE_ENDS.map(([end, label]) => (
              <PriceSlider
                key={end}
                name={end}
                label={label({}, { locale })}
                max={options.sliderMax}
                value={state[end]}
                // The ends cannot cross: the minimum stays at or under the maximum and the other way round.
                onChange={(v) =>
                  set(
                    end === 'minPrice'
                      ? { minPrice: Math.min(v, state.maxPrice) }
                      : { maxPrice: Math.max(v, state.minPrice) },
                  )
                }
              />
            ))}
          </Section>

          {LISTED_CHOICES.map(([key, title, names]) =>
            options[key].length > 0 ? (
              <Section key={key} title={title({}, { locale })}>
                <CheckList
                  name={key}
                  values={options[key]}
                  // On a Nepali page: the Nepali names; a value without one is English, marked so.
                  labels={locale === 'en' ? undefined : options[names]}
                  valueLang={locale === 'en' ? undefined : 'en'}
                  selected={state[key]}
                  onToggle={(v, on) => set({ [key]: toggle(state[key], v, on) })}
                />
              </Section>
            ) : null,
          )}

          <Section title={m.list_product_type({}, { locale })}>
            <CheckList
              name="types"
              values={PRODUCT_TYPE_VALUES}
              labels={Object.fromEntries(productTypes(locale).map((t) => [t.value, t.label]))}
              selected={state.types}
              onToggle={(v, on) => set({ types: toggle(state.types, v as ProductType, on) })}
            />
          </Section>
        </div>

        <div className="border-t border-gray-100 p-4">
          <button
            type="submit"
            className="w-full rounded-lg bg-brand px-4 py-3 text-sm font-semibold text-white hover:bg-brand-light"
          >
            {m.list_apply_filters({}, { locale })}
          </button>
        </div>
      </form>
    </div>
  );
}

/** A category as the page's language names it; the English name marked as English on a Nepali page without one. */
function CategoryName({ category, names }: { category: string; names?: CategoryNames }) {
  const locale = useLocale();
  const name = categoryNameIn(category, names, locale);
  return name.lang === locale ? name.text : <span lang={name.lang}>{name.text}</span>;
}
