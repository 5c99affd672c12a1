// The cart drawer's wiring, for the drawer (src/features/checkout/CartDrawer.tsx) and the views shown in it (CartView.tsx, the checkout's
// CheckoutView.tsx), whose headers (ui/DrawerHeader.tsx) hold the title that labels the dialog and the close button.
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { closeDrawer } from './drawer-history';

export const CART_DRAWER = {
  id: 'cart-drawer',
  titleId: 'cart-drawer-title',
  closeLabel: (locale: Locale) => m.cart_close({}, { locale }),
  onClose: closeDrawer,
};
