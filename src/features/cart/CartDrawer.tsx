// The cart panel (spec §2 "Cart panel"): a bottom drawer on phones, a side sheet from 768 px. A native modal <dialog>
// gives the focus trap, Escape to close and an inert page behind it for free. The checkout view's code is only
// downloaded when the drawer opens, so the drawer's own JavaScript stays small on every page.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $cartOpen, $checkoutView } from './store';
import CartView from './CartView';

const loadCheckout = () => import('../checkout/CheckoutView');
const CheckoutView = lazy(loadCheckout);

export default function CartDrawer() {
  const open = useStore($cartOpen);
  const view = useStore($checkoutView);
  const items = useStore($cart);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      // The page behind must not scroll under the sheet.
      document.documentElement.style.overflow = 'hidden';
      void loadCheckout(); // warm the checkout chunk while the shopper looks at the cart
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="cart-drawer"
      aria-labelledby="cart-drawer-title"
      onClose={(e) => {
        // React passes the confirm dialog's (non-bubbling) close event up its tree too: only our own counts.
        if (e.target !== e.currentTarget) return;
        document.documentElement.style.overflow = '';
        $cartOpen.set(false);
      }}
      // A click on the dialog box itself (not its content) is a click on the backdrop.
      onClick={(e) => {
        if (e.target === e.currentTarget) $cartOpen.set(false);
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-none flex-col overflow-hidden rounded-t-2xl bg-cream p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 open:flex md:inset-y-0 md:right-0 md:left-auto md:h-dvh md:max-h-none md:w-[28rem] md:rounded-none md:rounded-l-2xl"
    >
      {open &&
        (view === 'checkout' && items.length > 0 ? (
          <Suspense fallback={<p className="p-6 text-center text-gray-600">Loading checkout...</p>}>
            <CheckoutView />
          </Suspense>
        ) : (
          <CartView items={items} />
        ))}
    </dialog>
  );
}
