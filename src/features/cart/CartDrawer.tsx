// The cart panel (docs/rules.md §2 "Cart panel"): a bottom drawer on phones, a side sheet from 768 px, modal (focus kept
// inside, Escape or a click outside closes it). The cart and checkout views' code is only downloaded when the
// drawer opens, so the drawer's own JavaScript stays small on every page.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $cartOpen, $checkoutView } from './store';
import { useModal } from './use-modal';
import { useMounted } from './use-mounted';

const loadCheckout = () => import('../checkout/CheckoutView');
const CheckoutView = lazy(loadCheckout);
const CartView = lazy(() => import('./CartView'));
const close = () => $cartOpen.set(false);

export default function CartDrawer() {
  const open = useStore($cartOpen);
  const view = useStore($checkoutView);
  const items = useStore($cart);
  const panel = useRef<HTMLDivElement>(null);
  // The drawer hydrates at the first interaction (src/lib/hydrate-on-interaction.ts), so it may be opened before it
  // has: it shows once mounted, and hydration matches the server's closed render.
  const shown = useMounted() && open;
  useModal(panel, shown, close);

  useEffect(() => {
    if (open) void loadCheckout(); // warm the checkout chunk while the shopper looks at the cart
  }, [open]);

  if (!shown) return null;
  return (
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        onClick={close}
        className="absolute inset-0 bg-black/50 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
      />
      <div
        ref={panel}
        id="cart-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        tabIndex={-1}
        className="absolute inset-x-0 bottom-0 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-2xl bg-cream text-gray-900 shadow-2xl outline-none transition-transform duration-300 ease-out starting:translate-y-full motion-reduce:transition-none md:inset-y-0 md:right-0 md:left-auto md:max-h-none md:w-[28rem] md:rounded-none md:rounded-l-2xl md:starting:translate-x-full md:starting:translate-y-0"
      >
        {view === 'checkout' && items.length > 0 ? (
          <Suspense fallback={<p className="p-6 text-center text-gray-600">Loading checkout...</p>}>
            <CheckoutView />
          </Suspense>
        ) : (
          <Suspense fallback={<p className="p-6 text-center text-gray-600">Loading cart...</p>}>
            <CartView items={items} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
