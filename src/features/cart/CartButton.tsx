// Header cart button (docs/rules.md §2 Header): a badge with the total quantity of all cart items, hidden at 0; toggles the
// cart panel.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $cartCount, $cartOpen } from './store';
import { passStaleDrawerEntry } from './drawer-history';
import { CartIcon } from '../../components/ui/icons';
import { useMounted } from '../../components/ui/use-mounted';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { formatNumber } from '../../lib/money';

/** "Shopping cart, 3 items": the accessible name carries the count the badge shows. */
function cartButtonLabel(count: number, locale: Locale): string {
  return count === 1
    ? m.cart_button_label_one({ count: formatNumber(count, locale) }, { locale })
    : m.cart_button_label_other({ count: formatNumber(count, locale) }, { locale });
}

export default function CartButton({ locale = 'en' }: { locale?: Locale }) {
  const mounted = useMounted();
  const storedCount = useStore($cartCount);
  const open = useStore($cartOpen);
  // A reload with the drawer open leaves its history entry behind (drawer-history.ts): Back steps over it.
  useEffect(() => passStaleDrawerEntry(), []);
  // Before mounting, the build-time render (empty cart) is kept so hydration matches.
  const count = mounted ? storedCount : 0;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="cart-drawer"
      onClick={() => $cartOpen.set(!$cartOpen.get())}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-brand transition-colors hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <CartIcon width={24} height={24} />
      {/* The button's name, as text (not aria-label) so it is translated and read with the count the badge shows. */}
      <span className="sr-only">{mounted ? cartButtonLabel(count, locale) : m.cart_button_label({}, { locale })}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-700 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
        >
          {count > 99 ? `${formatNumber(99, locale)}+` : formatNumber(count, locale)}
        </span>
      )}
    </button>
  );
}
