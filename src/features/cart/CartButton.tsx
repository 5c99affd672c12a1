// PLACEHOLDER until the cart work lands: header cart button with badge.
import { useStore } from '@nanostores/react';
import { $cartCount, $cartOpen } from './store';

export default function CartButton() {
  const count = useStore($cartCount);
  return (
    <button type="button" aria-label="Cart" onClick={() => $cartOpen.set(!$cartOpen.get())}>
      Cart {count > 0 && <span>{count}</span>}
    </button>
  );
}
