// The cart panel (docs/rules.md §2 "Cart panel"): the shared drawer (ui/Drawer.tsx), a bottom sheet on phones, a side
// sheet from 768 px, modal (focus kept inside, Escape or a click outside closes it). The cart and checkout views'
// code is only downloaded when the drawer opens, so the drawer's own JavaScript stays small on every page. It belongs to
// checkout, which builds on the cart: checkout happens inside the drawer, and the cart's view shows the orders waiting on
// this phone (CartPanel.tsx), so the cart feature itself imports nothing of checkout.
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $cartOpen, $checkoutView } from '../cart/store';
import Drawer from '../../components/ui/Drawer';
import { useMounted } from '../../components/ui/use-mounted';
import { CART_DRAWER } from '../cart/drawer';
import { followBack } from '../cart/drawer-history';
import { OUTBOX_FLAG } from '../offline/outbox-flag';
import { LocaleProvider } from '../../components/ui/locale';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

/**
 * An order waiting on this phone is sent at start, on `online` and when the page becomes visible (docs/offline.md
 * "Order outbox"); the outbox's code is downloaded only when one waits. What it says is in the page's language.
 */
function wakeOutbox(locale: Locale): void {
  try {
    if (!localStorage.getItem(OUTBOX_FLAG)) return;
  } catch {
    return;
  }
  void import('./outbox-sender').then((sender) => sender.sendWaitingOrders(locale));
}

const loadCheckout = () => import('./CheckoutView');
const CheckoutView = lazy(loadCheckout);
const CartPanel = lazy(() => import('./CartPanel'));

export default function CartDrawer({ locale = 'en' }: { locale?: Locale }) {
  const open = useStore($cartOpen);
  const view = useStore($checkoutView);
  const items = useStore($cart);
  // The drawer hydrates at the first interaction (src/lib/hydrate-on-interaction.ts), so it may be opened before it
  // has: it shows once mounted, and hydration matches the server's closed render.
  const shown = useMounted() && open;

  useEffect(() => {
    const wake = () => wakeOutbox(locale);
    const onVisible = () => document.visibilityState === 'visible' && wake();
    addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    wake();
    return () => {
      removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [locale]);

  useEffect(() => {
    if (open) void loadCheckout(); // warm the checkout chunk while the shopper looks at the cart
  }, [open]);

  // Back closes the drawer rather than leaving the page (cart/drawer-history.ts).
  useEffect(() => (shown ? followBack() : undefined), [shown]);

  return (
    <LocaleProvider locale={locale}>
      <Drawer open={shown} {...CART_DRAWER}>
        {view === 'checkout' && items.length > 0 ? (
          <Suspense
            fallback={<p className="p-6 text-center text-gray-600">{m.cart_loading_checkout({}, { locale })}</p>}
          >
            <CheckoutView />
          </Suspense>
        ) : (
          <Suspense fallback={<p className="p-6 text-center text-gray-600">{m.cart_loading_cart({}, { locale })}</p>}>
            <CartPanel items={items} />
          </Suspense>
        )}
      </Drawer>
    </LocaleProvider>
  );
}
