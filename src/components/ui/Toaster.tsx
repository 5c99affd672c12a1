// Renders the one current toast from the $toast store (docs/rules.md §9: one toast at
// a time, gone after 5 s). Any island calls showToast(); this island, mounted
// once by the layout, shows it. The live region exists before any toast so
// screen readers announce new ones.
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { $toast, dismissToast, TOAST_DURATION_MS, type Toast } from './toast';
import { CloseIcon } from './icons';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

const VARIANT_STYLES: Record<NonNullable<Toast['variant']>, string> = {
  default: 'border-gray-200 bg-white text-gray-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  // red-700: white text (and the description's 90% white) stays above 4.5:1 on it; on red-600 the description was 4.0:1.
  destructive: 'border-red-800 bg-red-700 text-white',
};

/** Below Tailwind's `sm`: the toast shows at the top of the screen. */
const PHONE = '(max-width: 639.98px)';

/**
 * Where a toast starts on a phone while a drawer is open: below the drawer's title bar (DrawerHeader.tsx), so its
 * Back and Close buttons stay in sight and in reach; undefined otherwise (the top of the screen).
 */
function belowOpenDrawerBar(): number | undefined {
  if (!window.matchMedia(PHONE).matches) return undefined;
  const bar = document.querySelector('[role="dialog"][aria-modal="true"] [data-drawer-bar]');
  return bar ? Math.max(0, Math.round(bar.getBoundingClientRect().bottom)) : undefined;
}

const subscribe = (onChange: () => void) => $toast.listen(onChange);
const current = () => $toast.get();

export default function Toaster({ locale = 'en' }: { locale?: Locale }) {
  // This island hydrates at the first interaction (src/lib/hydrate-on-interaction.ts), which may itself show a
  // toast: hydration renders what the build rendered (no toast), then React renders the current one.
  const toast = useSyncExternalStore(subscribe, current, () => (typeof window === 'undefined' ? current() : null));

  // A new toast (new id) restarts the timer; dismissing early cancels it.
  const toastId = toast?.id;
  useEffect(() => {
    if (toastId === undefined) return;
    const timer = window.setTimeout(() => {
      dismissToast(toastId);
    }, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toastId]);

  // Measured before the toast is painted, for each new toast (the drawer's sheet may have grown or shrunk since).
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (toastId !== undefined) setTop(belowOpenDrawerBar());
  }, [toastId]);

  const variant = toast?.variant ?? 'default';
  const card = toast && (
    <div
      key={toast.id}
      data-variant={variant}
      data-toast
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-[toast-in_200ms_ease-out] ${VARIANT_STYLES[variant]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast()}
        aria-label={m.ui_close_notification({}, { locale })}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
  // Two live regions, both in the page from the start (screen readers only announce what changes inside a region
  // they already know): errors go to the assertive one, everything else to the polite one. Switching one region's
  // aria-live at the moment its content arrives is not reliably announced.
  const region =
    'pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 sm:top-auto sm:bottom-0 sm:justify-end';
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className={region} style={{ top }} data-live="polite">
        {variant !== 'destructive' && card}
      </div>
      <div
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        className={region}
        style={{ top }}
        data-live="assertive"
      >
        {variant === 'destructive' && card}
      </div>
    </>
  );
}
