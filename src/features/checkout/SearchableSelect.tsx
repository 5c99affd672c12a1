// A select you can type into (docs/rules.md §2 Quick checkout: District and City/Area): the shared combobox
// (ui/use-combobox.ts) in the shared Field (ui/Field.tsx). Type to filter, arrow keys to move, Enter to choose,
// Escape to close the list (not the drawer around it).
import { useEffect, useMemo, useState } from 'react';
import * as m from '../../paraglide/messages.js';
import Field, { fieldAria } from '../../components/ui/Field';
import { useLocale } from '../../components/ui/locale';
import { useCombobox } from '../../components/ui/use-combobox';
import { filterOptions, type SelectOption } from './select-filter';

interface Props<T extends SelectOption> {
  label: string;
  options: readonly T[];
  /** The chosen option's value ('' = none). */
  value: string;
  /** Shown for the chosen option even before the options have loaded (e.g. a saved district name). */
  selectedLabel: string;
  onSelect: (option: T) => void;
  placeholder: string;
  emptyText: string;
  loading?: boolean;
  disabled?: boolean;
  /** An error message shown under the field (and announced with it). */
  error?: string | null;
}

export default function SearchableSelect<T extends SelectOption>(props: Props<T>) {
  const { label, options, value, selectedLabel, onSelect, placeholder, emptyText, loading, disabled, error } = props;
  const locale = useLocale();
  // null while the shopper is not typing: the input then shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const shown = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const combobox = useCombobox({
    count: shown.length,
    onOpen: openList,
    onPick: (i) => choose(shown[i] as T),
    onClose: () => setQuery(null),
    arrowOpensOnly: true,
  });
  const { id, open, active, activeId, setOpen, setActive, close } = combobox;

  function openList() {
    if (disabled) return;
    setOpen(true);
    setActive(
      Math.max(
        -1,
        shown.findIndex((o) => o.value === value),
      ),
    );
  }

  function choose(option: T) {
    onSelect(option);
    close();
  }

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <Field id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          type="text"
          autoComplete="off"
          {...combobox.inputProps}
          {...fieldAria(id, error)}
          aria-required
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? selectedLabel}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(e.target.value.trim() ? 0 : -1);
          }}
          onClick={(e) => {
            e.currentTarget.select();
            if (!open) openList();
          }}
          onBlur={close}
          className="w-full rounded-lg border border-gray-300 bg-white py-2.5 pr-9 pl-3 text-base shadow-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 disabled:cursor-not-allowed disabled:bg-gray-100 aria-invalid:border-red-500"
        />
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-gray-500 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </div>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input while an option is clicked (the input's blur would close the list first)
        <div
          onMouseDown={(e) => e.preventDefault()}
          className="mt-1 overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg"
        >
          {/* "Loading..." and "No district found" are said beside the list, not inside it: a listbox holds options only. */}
          {(loading || shown.length === 0) && (
            <p role="status" className="px-3 py-2 text-sm text-gray-500">
              {loading ? m.checkout_loading({}, { locale }) : emptyText}
            </p>
          )}
          <ul {...combobox.listboxProps} aria-label={label} className="max-h-56 overflow-y-auto py-1 empty:hidden">
            {!loading &&
              shown.map((option, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: an option is chosen with Enter on the combobox input (aria-activedescendant)
                <li
                  key={option.value}
                  {...combobox.optionProps(i, option.value === value)}
                  onClick={() => choose(option)}
                  className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-brand/10' : ''} ${option.value === value ? 'font-semibold text-brand' : 'text-gray-900'}`}
                >
                  <span className="block" lang={option.lang}>
                    {option.label}
                  </span>
                  {option.description && (
                    <span className="block text-xs font-normal text-gray-600">
                      <span lang={option.descriptionLang}>{option.description}</span>
                      {/* An operator's English text on a Nepali page says so (src/components/layout/InEnglish.astro). */}
                      {option.descriptionLang && option.descriptionLang !== locale && (
                        <span data-in-english> {m.text_in_english({}, { locale })}</span>
                      )}
                    </span>
                  )}
                </li>
              ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
