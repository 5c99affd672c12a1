// PLACEHOLDER until the cart work lands: the cart panel (spec §2 Cart panel).
import { useStore } from '@nanostores/react';
import { $cart, $cartOpen } from './store';

export default function CartDrawer() {
  const open = useStore($cartOpen);
  const items = useStore($cart);
  if (!open) return null;
  return <aside aria-label="Cart">{items.length === 0 ? 'Your cart is empty' : `${items.length} items`}</aside>;
}
