// Cart view of the drawer (docs/rules.md §2 Cart panel): lines, subtotal, "Continue to Quick Checkout",
// "Order via WhatsApp" (the cart as the chat message) and "Continue Shopping"; an empty cart says
// "Your cart is empty".
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoney, formatNumber } from '../../lib/money';
import { cartSubtotal, totalQuantity, type CartItem } from './rules';
import { $cartNotice, showCheckout } from './store';
import CartLine from './CartLine';
import DrawerHeader from '../../components/ui/DrawerHeader';
import { CART_DRAWER } from './drawer';
import { CartIcon } from '../../components/ui/icons';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import { cartWhatsAppLink } from './whatsapp-order';
import { useLocale } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';

const close = CART_DRAWER.onClose;

/** `waiting`: what is shown above the lines (the orders waiting on this phone, given by checkout's CartPanel.tsx). */
export default function CartView({ items, waiting }: { items: CartItem[]; waiting?: ReactNode }) {
  const locale = useLocale();
  const notice = useStore($cartNotice);
  const count = totalQuantity(items);

  if (items.length === 0) {
    return (
      <>
        <DrawerHeader title={m.cart_title({}, { locale })} {...CART_DRAWER} />
        <div className="px-4">{waiting}</div>
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand/10 text-brand">
            <CartIcon width={32} height={32} />
          </span>
          <p className="text-lg font-semibold">{m.cart_empty({}, { locale })}</p>
          <p className="text-sm text-gray-600">{m.cart_empty_text({}, { locale })}</p>
          <button type="button" onClick={close} className={`${primaryButton} mt-2 max-w-xs`}>
            {m.cart_continue_shopping({}, { locale })}
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      <DrawerHeader title={m.cart_title_count({ count: formatNumber(count, locale) }, { locale })} {...CART_DRAWER} />
      <div className="flex-1 overflow-y-auto overscroll-contain px-4">
        {waiting}
        {notice && (
          <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <ul className="divide-y divide-brand/10">
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      </div>
      <div className="space-y-3 border-t border-brand/10 bg-white px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <p className="flex items-baseline justify-between text-base">
          <span className="font-medium">{m.cart_subtotal({}, { locale })}</span>
          <span className="text-lg font-bold text-brand" data-testid="cart-subtotal">
            {formatMoney(cartSubtotal(items), locale)}
          </span>
        </p>
        <p className="text-xs text-gray-600">{m.cart_checkout_note({}, { locale })}</p>
        <button type="button" onClick={showCheckout} className={primaryButton}>
          {m.cart_continue_to_checkout({}, { locale })}
        </button>
        <a
          href={cartWhatsAppLink(items, locale)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${secondaryButton} block text-center`}
          data-cart-whatsapp
        >
          {m.whatsapp_order({}, { locale })}
        </a>
        <button type="button" onClick={close} className={secondaryButton}>
          {m.cart_continue_shopping({}, { locale })}
        </button>
      </div>
    </>
  );
}
