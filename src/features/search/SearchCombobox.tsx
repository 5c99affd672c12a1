// The product search box itself (docs/rules.md §4 "Product search box", §5 "Product search"): a text box with a dropdown of
// recent searches or results. Markup follows the ARIA combobox pattern (combobox + listbox + options with
// aria-activedescendant). It is a plain GET form to /products?search=..., so it also works before hydration and
// with JavaScript off; with JavaScript, Enter on a highlighted option opens that product instead.
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { dropdownView } from './dropdown-view';
import type { SearchIndexEntry } from './index-data';
import { productPath } from '../../lib/paths';
import { highlightParts, resultsFoundText, searchProducts } from './match';
import {
  $recentSearches,
  $searchIndex,
  clearRecentSearches,
  ensureSearchIndex,
  reloadSearchIndex,
  rememberSearch,
} from './store';
import { CloseIcon, SearchIcon } from '../../components/ui/icons';
import { useCombobox } from '../../components/ui/use-combobox';
import { useLocale } from '../../components/ui/locale';
import { type Locale, localizedPath, namesIn } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

/** What an option needs: an index entry, or a recent search (which has no Nepali name). */
type SearchOption = Pick<SearchIndexEntry, 'id' | 'name'> & {
  slug?: string | null;
  image?: string | null;
  nepaliName?: string;
};

interface Props {
  /** Move the cursor into the box when it appears (the dialog and the mobile bar). */
  autoFocus?: boolean;
  /** Called when the box should go away: after a pick, or Escape with the dropdown already closed. */
  onDismiss?: () => void;
  /** Where the dropdown panel sits and how tall it may grow (differs per variant). */
  panelClass?: string;
}

export default function SearchCombobox({
  autoFocus = false,
  onDismiss,
  // At least 20rem wide, so names and "No products found" fit beside the pictures even when the box itself is
  // narrow (the header at 1024 px); it grows leftwards from the box's right edge.
  panelClass = 'absolute right-0 top-full mt-2 w-full min-w-80 max-h-[min(28rem,70vh)] rounded-xl',
}: Props) {
  const locale = useLocale();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [query, setQuery] = useState('');
  const index = useStore($searchIndex);
  const recent = useStore($recentSearches);

  const products = index.status === 'ready' ? index.products : [];
  const results = useMemo(() => searchProducts(products, query), [products, query]);
  const view = dropdownView({
    query,
    indexStatus: index.status,
    productCount: products.length,
    resultCount: results.length,
    recentCount: recent.length,
  });
  const options: SearchOption[] = view === 'results' ? results : view === 'recent' ? recent : [];
  const combobox = useCombobox({
    count: options.length,
    onOpen: openDropdown,
    onPick: (i) => pick(options[i] as SearchOption),
    onEscapeClosed: onDismiss,
  });
  const { open, setOpen, active, setActive, close } = combobox;
  // What the panel renders: nothing while closed, so only the open box's texts are in the page.
  const shown = open ? view : null;
  const listed = open ? options : [];
  // Highlighting uses the query only while results are shown (recent searches are listed plainly).
  const highlightQuery = view === 'results' ? query : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only (the box's state at hydration)
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (autoFocus) input.focus();
    // The box is usable before hydration (client:idle): keep what the shopper already typed, and open the
    // dropdown if the cursor is already in it.
    else if (document.activeElement === input) {
      if (input.value !== '') setQuery(input.value);
      openDropdown();
    }
  }, []); // on mount only

  // docs/rules.md §4: a click (or tap) outside closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  function openDropdown() {
    setOpen(true);
    ensureSearchIndex(locale); // the index is fetched on first interaction, never on page load
  }

  function pick(option: SearchOption) {
    rememberSearch({ id: option.id, slug: option.slug ?? '', name: option.name, image: option.image ?? '' });
    setQuery('');
    close();
    onDismiss?.();
    window.location.assign(localizedPath(productPath(option), locale));
  }

  function clearText() {
    setQuery('');
    setActive(-1);
    inputRef.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is newer than many of the shoppers' phones
    <form
      ref={rootRef}
      role="search"
      action={localizedPath('/products', locale)}
      method="get"
      className="relative w-full"
      onSubmit={(event) => {
        if (query.trim() === '') event.preventDefault();
      }}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
      <input
        ref={inputRef}
        type="search"
        name="search"
        {...combobox.inputProps}
        aria-label={m.search_products({}, { locale })}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={m.search_placeholder({}, { locale })}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          openDropdown();
        }}
        onFocus={openDropdown}
        onClick={() => !open && openDropdown()}
        className="h-10 w-full rounded-full border border-gray-300 bg-white pr-10 pl-10 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      {query !== '' && (
        <button
          type="button"
          aria-label={m.search_clear({}, { locale })}
          onClick={clearText}
          className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        >
          <CloseIcon className="size-4" />
        </button>
      )}

      <div
        hidden={!open}
        className={`z-50 overflow-y-auto bg-white text-sm shadow-xl ring-1 ring-black/10 ${panelClass}`}
      >
        {shown === 'recent' && (
          <div className="flex items-center justify-between border-b border-gray-100 px-4 py-2">
            <span className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
              {m.search_recent_title({}, { locale })}
            </span>
            <button
              type="button"
              onClick={() => {
                clearRecentSearches();
                inputRef.current?.focus();
              }}
              className="rounded px-1 text-xs font-medium text-brand hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
            >
              {m.search_clear_all({}, { locale })}
            </button>
          </div>
        )}
        {shown === 'start-typing' && (
          <p className="px-4 py-6 text-center text-gray-500">{m.search_start_typing({}, { locale })}</p>
        )}
        {shown === 'loading' && (
          <p role="status" className="flex items-center justify-center gap-2 px-4 py-6 text-gray-600">
            <span
              className="size-4 animate-spin rounded-full border-2 border-brand border-t-transparent"
              aria-hidden="true"
            />
            {m.search_loading({}, { locale })}
          </p>
        )}
        {shown === 'error' && (
          <Notice text={m.search_load_failed({}, { locale })} action={m.search_retry({}, { locale })} role="alert" />
        )}
        {shown === 'no-data' && (
          <Notice text={m.search_no_data({}, { locale })} action={m.search_load_products({}, { locale })} />
        )}
        {shown === 'no-results' && (
          <p role="status" className="px-4 py-6 text-center text-gray-600">
            {m.search_no_results({}, { locale })}
          </p>
        )}
        {shown === 'results' && (
          <p role="status" className="border-b border-gray-100 px-4 py-2 text-xs text-gray-500">
            {resultsFoundText(results.length, locale)}
          </p>
        )}
        <ul
          {...combobox.listboxProps}
          aria-label={shown === 'recent' ? m.search_recent_list({}, { locale }) : m.search_results_list({}, { locale })}
          className="py-1 empty:hidden"
        >
          {listed.map((option, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: an option is picked with Enter on the combobox input (aria-activedescendant)
            <li
              key={option.id}
              {...combobox.optionProps(i, i === active)}
              onClick={() => pick(option)}
              className="flex cursor-pointer items-center gap-3 px-4 py-2 aria-selected:bg-brand/10"
            >
              {option.image ? (
                <img
                  src={option.image}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-10 shrink-0 rounded-md bg-gray-100 object-cover"
                />
              ) : (
                <span className="size-10 shrink-0 rounded-md bg-gray-100" aria-hidden="true" />
              )}
              {/* The page's language first (namesIn): the Nepali name leads on Nepali pages. */}
              <OptionNames option={option} query={highlightQuery} locale={locale} />
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}

/** An option's names, the page's language first; the other one smaller under it. */
function OptionNames({ option, query, locale }: { option: SearchOption; query: string; locale: Locale }) {
  const { main, other } = namesIn(option.name, option.nepaliName, locale);
  return (
    <span className="min-w-0" data-testid="search-option-names">
      <span className="block truncate font-medium text-gray-900" lang={main.lang === locale ? undefined : main.lang}>
        <Highlighted text={main.text} query={query} />
      </span>
      {other && (
        <span lang={other.lang === locale ? undefined : other.lang} className="block truncate text-xs text-gray-600">
          <Highlighted text={other.text} query={query} />
        </span>
      )}
    </span>
  );
}

/** docs/rules.md §5: the matching parts of the text in <mark>. */
function Highlighted({ text, query }: { text: string; query: string }) {
  // The parts are derived from the text on each render: their position is their identity.
  return highlightParts(text, query).map((part, i) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <mark key={i} className="rounded-sm bg-leaf/50 text-inherit">
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

/** A message with a button that loads the index again (Retry, Load products). */
function Notice({ text, action, role }: { text: string; action: string; role?: 'alert' }) {
  const locale = useLocale();
  return (
    <div role={role} className="flex flex-col items-center gap-3 px-4 py-6 text-center text-gray-700">
      <p>{text}</p>
      <button
        type="button"
        onClick={() => void reloadSearchIndex(locale)}
        className="rounded-full bg-brand px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-light focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {action}
      </button>
    </div>
  );
}
