// The cart's view in the drawer (src/features/cart/CartView.tsx) with the orders waiting on this phone above its lines
// (WaitingOrders, the order outbox's view: docs/offline.md "Order outbox") and the day an order would arrive
// (CartArrives, docs/rules.md "Delivery days"). Composed here so the cart imports nothing of checkout; loaded with the
// cart view when the drawer opens.
import CartView from '../cart/CartView';
import type { CartItem } from '../cart/rules';
import CartArrives from '../delivery/CartArrives';
import WaitingOrders from './WaitingOrders';

export default function CartPanel({ items }: { items: CartItem[] }) {
  return (
    <CartView
      items={items}
      waiting={
        <>
          <WaitingOrders />
          <CartArrives items={items} />
        </>
      }
    />
  );
}
