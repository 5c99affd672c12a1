// "Order again" as a plain rule (src/features/orders/order-again.ts, docs/notifications.md "Order again"): an order's
// lines as they can be ordered today.
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@/lib/data/orders.parse';
import type { ProductFacts } from '@/lib/data/products.parse';
import type { CartProduct } from '@/features/cart/rules';
import { againLines, withAgainLines } from '@/features/orders/order-again';

const line = (id: string, price: number, quantity: number, nameNe?: string): OrderLine => ({
  id,
  slug: id,
  name: `Product ${id}`,
  ...(nameNe ? { nameNe } : {}),
  unit: '1 KG',
  price,
  quantity,
  lineTotal: price * quantity,
});

const facts = (id: string, price: number, over: Partial<ProductFacts> = {}): ProductFacts => ({
  id,
  slug: id,
  name: `Product ${id}`,
  price,
  unit: '1 KG',
  category: 'Grains',
  minOf: 0,
  is_available: true,
  isVisible: true,
  ...over,
});

const card = (id: string, price: number): CartProduct => ({
  id,
  slug: id,
  name: `Product ${id}`,
  price,
  unit: '1 KG',
  image: '',
  category: 'Grains',
  badges: [],
  farmerName: '',
  location: '',
  hasTraceability: false,
  is_available: true,
});

describe('order again', () => {
  it('keeps what is sold at today’s price, names what is gone, and cuts a quantity to what is left', () => {
    const lines = [line('a', 100, 2), line('b', 100, 1, 'बी'), line('c', 50, 4), line('d', 80, 1), line('e', 10, 3)];
    const live = new Map([
      ['a', facts('a', 120)],
      ['b', facts('b', 100, { isVisible: false })],
      ['c', facts('c', 50, { stock: { left: 3, shipsFrom: '' } })],
      ['e', facts('e', 10, { stock: { left: 0, shipsFrom: '' } })],
    ]);
    const cards = new Map([
      ['a', card('a', 999)],
      ['c', card('c', 50)],
      ['e', card('e', 10)],
    ]);
    const answer = againLines(lines, live, cards);
    expect(answer.gone).toEqual([{ name: 'Product b', nameNe: 'बी' }, { name: 'Product d' }, { name: 'Product e' }]);
    expect(answer.priceChanged).toEqual([{ name: 'Product a', was: 100, now: 120 }]);
    expect(answer.reduced).toEqual([{ name: 'Product c', was: 4, now: 3 }]);
    // The price is the live facts', never the card's or the order's.
    expect(answer.items.map((i) => [i.id, i.price, i.quantity])).toEqual([
      ['a', 120, 2],
      ['c', 50, 3],
    ]);
  });

  it('puts the lines in the cart, a line already there taking the order’s', () => {
    const cart = [
      { ...card('a', 100), quantity: 5 },
      { ...card('x', 10), quantity: 1 },
    ];
    const merged = withAgainLines(cart, [{ ...card('a', 120), quantity: 2 }]);
    expect(merged.map((i) => [i.id, i.price, i.quantity])).toEqual([
      ['x', 10, 1],
      ['a', 120, 2],
    ]);
  });
});
