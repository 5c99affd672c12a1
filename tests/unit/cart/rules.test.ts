import { describe, expect, it } from 'vitest';
import {
  type CartItem,
  type CartProduct,
  MAX_QUANTITY,
  addItem,
  cartSubtotal,
  clampQuantity,
  outOfStockMessage,
  outOfStockTitle,
  quantityBounds,
  removeItem,
  setQuantity,
  shouldDiscardCoupon,
  totalQuantity,
  unavailableItems,
  unavailableItemsMessage,
} from '@/features/cart/rules';

const product = (id: string, over: Partial<CartProduct> = {}): CartProduct => ({
  id,
  slug: `slug-${id}`,
  name: `Product ${id}`,
  price: 100,
  unit: '1 KG',
  image: `${id}.jpg`,
  category: 'Vegetables',
  badges: [],
  farmerName: 'Ram',
  location: 'Ilam',
  hasTraceability: false,
  is_available: true,
  ...over,
});
const item = (id: string, quantity: number, over: Partial<CartProduct> = {}): CartItem => ({
  ...product(id, over),
  quantity,
});
const quantities = (items: CartItem[]) => items.map((i) => [i.id, i.quantity]);

describe('quantityBounds / clampQuantity (docs/rules.md §5: [max(1, minOf), 99])', () => {
  it('MAX_QUANTITY is 99', () => {
    expect(MAX_QUANTITY).toBe(99);
  });

  it.each<[number | null | undefined, number]>([
    [undefined, 1],
    [null, 1],
    [0, 1],
    [-3, 1],
    [1, 1],
    [5, 5],
    [2.5, 3],
    [150, 99],
    [Number.NaN, 1],
  ])('quantityBounds(%s).min = %s', (minOf, min) => {
    expect(quantityBounds(minOf)).toEqual({ min, max: 99 });
  });

  it.each<[number, number | undefined, number]>([
    [0, undefined, 1],
    [1, 5, 5],
    [7, 5, 7],
    [120, undefined, 99],
    [3.9, undefined, 3],
  ])('clampQuantity(%s, minOf %s) = %s', (q, minOf, expected) => {
    expect(clampQuantity(q, minOf)).toBe(expected);
  });
});

describe('addItem (docs/rules.md §4 Cart)', () => {
  it.each<[string, CartItem[], CartProduct, number | undefined, [string, number][]]>([
    ['new product enters with quantity 1', [], product('a'), undefined, [['a', 1]]],
    ['new product with minOf 5 enters with 5', [], product('a', { minOf: 5 }), undefined, [['a', 5]]],
    ['new product with minOf 0 enters with 1', [], product('a', { minOf: 0 }), undefined, [['a', 1]]],
    ['existing product +1', [item('a', 2)], product('a'), undefined, [['a', 3]]],
    ['existing product capped at 99', [item('a', 99)], product('a'), undefined, [['a', 99]]],
    [
      'other lines untouched, new line appended',
      [item('a', 2)],
      product('b'),
      undefined,
      [
        ['a', 2],
        ['b', 1],
      ],
    ],
    ['count: new product enters with the chosen quantity', [], product('a', { minOf: 2 }), 4, [['a', 4]]],
    ['count below minOf is raised to minOf', [], product('a', { minOf: 5 }), 2, [['a', 5]]],
    ['count adds to an existing line', [item('a', 3)], product('a'), 4, [['a', 7]]],
    ['count capped at 99', [item('a', 90)], product('a'), 20, [['a', 99]]],
    ['count 0 leaves the cart unchanged', [item('a', 3)], product('a'), 0, [['a', 3]]],
    ['negative count leaves the cart unchanged', [], product('a'), -2, []],
  ])('%s', (_name, items, p, count, expected) => {
    expect(quantities(addItem(items, p, count))).toEqual(expected);
  });

  it('does not mutate its input and copies product fields', () => {
    const before = [item('a', 1)];
    const after = addItem(before, product('b', { price: 250 }));
    expect(before).toEqual([item('a', 1)]);
    expect(after[1]).toEqual(item('b', 1, { price: 250 }));
  });
});

describe('setQuantity (docs/rules.md §4: ≤ 0 removes; else clamp to bounds)', () => {
  const cart = [item('a', 2), item('b', 6, { minOf: 5 })];
  it.each<[string, string, number, [string, number][]]>([
    [
      'set a to 4',
      'a',
      4,
      [
        ['a', 4],
        ['b', 6],
      ],
    ],
    ['0 removes', 'a', 0, [['b', 6]]],
    ['negative removes', 'b', -1, [['a', 2]]],
    [
      'above 99 clamps to 99',
      'a',
      500,
      [
        ['a', 99],
        ['b', 6],
      ],
    ],
    [
      'below minOf clamps to minOf',
      'b',
      2,
      [
        ['a', 2],
        ['b', 5],
      ],
    ],
    [
      'fractions are floored',
      'a',
      3.7,
      [
        ['a', 3],
        ['b', 6],
      ],
    ],
    [
      'unknown id leaves the cart unchanged',
      'zzz',
      3,
      [
        ['a', 2],
        ['b', 6],
      ],
    ],
    [
      'NaN leaves the cart unchanged',
      'a',
      Number.NaN,
      [
        ['a', 2],
        ['b', 6],
      ],
    ],
    [
      'Infinity leaves the cart unchanged',
      'a',
      Number.POSITIVE_INFINITY,
      [
        ['a', 2],
        ['b', 6],
      ],
    ],
  ])('%s', (_name, id, q, expected) => {
    expect(quantities(setQuantity(cart, id, q))).toEqual(expected);
  });
});

describe('removeItem, totalQuantity, cartSubtotal', () => {
  const cart = [item('a', 2, { price: 120 }), item('b', 3, { price: 45 })];
  it.each<[string, [string, number][]]>([
    ['a', [['b', 3]]],
    ['b', [['a', 2]]],
    [
      'zzz',
      [
        ['a', 2],
        ['b', 3],
      ],
    ],
  ])('removeItem(%s)', (id, expected) => {
    expect(quantities(removeItem(cart, id))).toEqual(expected);
  });

  it.each<[string, CartItem[], number, number]>([
    ['empty', [], 0, 0],
    ['two lines', cart, 5, 375],
    ['one line', [item('x', 4, { price: 99 })], 4, 396],
  ])('%s: totalQuantity %s, subtotal %s', (_name, items, qty, sub) => {
    expect(totalQuantity(items)).toBe(qty);
    expect(cartSubtotal(items)).toBe(sub);
  });
});

describe('shouldDiscardCoupon (docs/rules.md §4: any change of item count or subtotal)', () => {
  const base = [item('a', 2, { price: 100 }), item('b', 1, { price: 50 })];
  it.each<[string, CartItem[], boolean]>([
    ['identical cart', [item('a', 2, { price: 100 }), item('b', 1, { price: 50 })], false],
    ['quantity changed', [item('a', 3, { price: 100 }), item('b', 1, { price: 50 })], true],
    ['line removed', [item('a', 2, { price: 100 })], true],
    ['price changed', [item('a', 2, { price: 90 }), item('b', 1, { price: 50 })], true],
    ['same totals, different split', [item('a', 1, { price: 100 }), item('b', 2, { price: 50 })], true],
  ])('%s → %s', (_name, after, expected) => {
    expect(shouldDiscardCoupon(base, after)).toBe(expected);
  });
});

describe('stock and out-of-stock messages (docs/rules.md §8)', () => {
  it('out-of-stock toast', () => {
    expect(outOfStockTitle()).toBe('Out of Stock');
    expect(outOfStockTitle('en')).toBe('Out of Stock');
    expect(outOfStockMessage('Wild Honey')).toBe('Wild Honey is currently out of stock.');
  });

  it('out-of-stock toast in Nepali', () => {
    expect(outOfStockTitle('ne')).toBe('स्टकमा छैन');
    expect(outOfStockMessage('जङ्गली मह', 'ne')).toBe('जङ्गली मह अहिले स्टकमा छैन।');
  });

  it('unavailable items in Nepali', () => {
    expect(unavailableItemsMessage(['Wild Honey', 'Mango'], 'ne')).toBe(
      'माफ गर्नुहोस्, यी सामान अब उपलब्ध छैनन्: Wild Honey, Mango। अगाडि बढ्न कृपया यिनलाई कार्टबाट हटाउनुहोस्।',
    );
  });

  it.each<[string[], string]>([
    [
      ['Wild Honey'],
      'Sorry, the following item(s) are no longer available: Wild Honey. Please remove them from your cart to continue.',
    ],
    [
      ['Wild Honey', 'Mango'],
      'Sorry, the following item(s) are no longer available: Wild Honey, Mango. Please remove them from your cart to continue.',
    ],
  ])('unavailableItemsMessage(%j)', (names, expected) => {
    expect(unavailableItemsMessage(names)).toBe(expected);
  });

  const cart = [item('a', 1), item('b', 1), item('c', 1)];
  it.each<[string, Map<string, boolean> | Record<string, boolean>, string[]]>([
    [
      'map: only explicit false',
      new Map([
        ['a', true],
        ['b', false],
      ]),
      ['b'],
    ],
    ['record: two unavailable', { a: false, b: true, c: false }, ['a', 'c']],
    ['missing entries are not unavailable', {}, []],
  ])('unavailableItems %s', (_name, availability, expected) => {
    expect(unavailableItems(cart, availability).map((i) => i.id)).toEqual(expected);
  });
});
