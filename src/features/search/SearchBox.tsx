// Header product search (docs/rules.md §2 Header): inline on large screens (≥ 1024 px), a search button opening a dialog on
// medium screens (768–1023 px), and a search button expanding a full-width bar with a close button on mobile.
// Mounted once in the header with client:idle. Without JavaScript the inline box is a plain form to /products and
// the small-screen button is a link to /products (whose page has its own search box).
import { useEffect, useRef, useState } from 'react';
import SearchCombobox from './SearchCombobox';
import { useMounted } from '../../components/ui/use-mounted';
import { CloseIcon, SearchIcon } from '../../components/ui/icons';
import { LocaleProvider, useLocale } from '../../components/ui/locale';
import { localizedPath, type Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

type Overlay = 'dialog' | 'bar' | null;

const MEDIUM_UP = '(min-width: 768px)';
const LARGE_UP = '(min-width: 1024px)';

const iconButton =
  'grid size-10 place-items-center rounded-full text-brand hover:bg-brand/10 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none';

export default function SearchBox({ locale: pageLocale }: { locale?: Locale }) {
  const locale = pageLocale ?? 'en';
  const hydrated = useMounted();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);

  // Growing to a large screen shows the inline box, so an open dialog or bar is no longer needed.
  useEffect(() => {
    if (!overlay) return;
    const large = window.matchMedia(LARGE_UP);
    const onChange = () => large.matches && setOverlay(null);
    large.addEventListener('change', onChange);
    return () => large.removeEventListener('change', onChange);
  }, [overlay]);

  // Focus goes back to the search button once the dialog or bar is gone (while a modal dialog is open, the
  // button is inert and cannot take focus).
  const restoreFocus = useRef(false);
  useEffect(() => {
    if (overlay === null && restoreFocus.current) {
      restoreFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [overlay]);

  function open() {
    setOverlay(window.matchMedia(MEDIUM_UP).matches ? 'dialog' : 'bar');
  }

  function close() {
    restoreFocus.current = true;
    setOverlay(null);
  }

  return (
    <LocaleProvider locale={locale}>
      <div className="flex items-center lg:w-full">
        <div className="hidden w-full lg:block">
          <SearchCombobox />
        </div>

        <div className="lg:hidden">
          {/* One element before and after hydration: a link to the list, which becomes the button that opens the
              search once the script runs. Swapping a link for a <button> lost a tap that began on the link and ended
              on the button (the click went to neither). The click handler is there from hydration on; the button's
              role and names follow on the next render, as the server rendered the link. */}
          <a
            ref={triggerRef}
            href={localizedPath('/products', locale)}
            role={hydrated ? 'button' : undefined}
            aria-label={hydrated ? m.search_open({}, { locale }) : m.search_products({}, { locale })}
            aria-haspopup={hydrated ? 'dialog' : undefined}
            aria-expanded={hydrated ? overlay !== null : undefined}
            onClick={(event) => {
              event.preventDefault();
              open();
            }}
            onKeyDown={(event) => {
              // A button also answers the space bar (Enter already clicks a link).
              if (event.key !== ' ') return;
              event.preventDefault();
              open();
            }}
            className={iconButton}
          >
            <SearchIcon className="size-6" />
          </a>
        </div>

        {overlay === 'dialog' && <SearchDialog onClose={close} />}
        {overlay === 'bar' && <MobileSearchBar onClose={close} />}
      </div>
    </LocaleProvider>
  );
}

/** Medium screens: a modal dialog (native <dialog>: focus stays inside, Escape and the backdrop close it). */
function SearchDialog({ onClose }: { onClose: () => void }) {
  const locale = useLocale();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (native dialog)
    <dialog
      // showModal() in the ref callback runs before the box's focus effect, so the cursor lands in the box.
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal();
      }}
      aria-label={m.search_products({}, { locale })}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="mx-auto mt-24 w-[min(40rem,calc(100vw-2rem))] overflow-visible rounded-2xl bg-cream p-0 shadow-2xl backdrop:bg-black/40"
    >
      {/* The padding is on this inner box, so a click on the dialog element itself is a click on the backdrop. */}
      <div className="flex items-center gap-2 p-4">
        <SearchCombobox
          autoFocus
          onDismiss={onClose}
          panelClass="absolute inset-x-0 top-full mt-2 max-h-[60vh] rounded-xl"
        />
        <button type="button" aria-label={m.search_close({}, { locale })} onClick={onClose} className={iconButton}>
          <CloseIcon className="size-5" />
        </button>
      </div>
    </dialog>
  );
}

/** Mobile: a full-width bar over the top of the page with a close button. */
function MobileSearchBar({ onClose }: { onClose: () => void }) {
  const locale = useLocale();
  return (
    <div className="fixed inset-x-0 top-0 z-50 flex h-14 items-center gap-2 bg-white px-3 shadow-md">
      {/* The dropdown spans the whole screen width right under the bar. */}
      <SearchCombobox
        autoFocus
        onDismiss={onClose}
        panelClass="fixed inset-x-0 top-14 max-h-[calc(100dvh-3.5rem)] border-t border-gray-100"
      />
      <button type="button" aria-label={m.search_close({}, { locale })} onClick={onClose} className={iconButton}>
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
