import { describe, expect, it } from 'vitest';
import { cartSubtotal as subtotal, lineTotal } from '@/features/cart/rules';
import { type OrderTotals, type TotalsInput, orderTotals } from '@/features/checkout/totals';

describe('lineTotal', () => {
  it.each<[number, number, number]>([
    [120, 3, 360],
    [250, 1, 250],
    [0, 5, 0],
    [99, 0, 0],
    [-10, 2, 0],
    [10, -2, 0],
    [Number.NaN, 2, 0],
  ])('lineTotal(%s, %s) = %s', (price, qty, expected) => {
    expect(lineTotal(price, qty)).toBe(expected);
  });
});

describe('subtotal', () => {
  it.each<[string, { price: number; quantity: number }[], number]>([
    ['empty', [], 0],
    ['one line', [{ price: 120, quantity: 3 }], 360],
    [
      'several lines',
      [
        { price: 120, quantity: 3 },
        { price: 450, quantity: 2 },
        { price: 35, quantity: 1 },
      ],
      1295,
    ],
  ])('%s', (_name, items, expected) => {
    expect(subtotal(items)).toBe(expected);
  });
});

describe('orderTotals (docs/rules.md §9: subtotal + delivery − discount − delivery discount)', () => {
  it.each<[string, TotalsInput, OrderTotals]>([
    [
      'no coupon',
      { subtotal: 1000, deliveryCharge: 150, discount: 0, deliveryDiscount: 0 },
      { subtotal: 1000, deliveryCharge: 150, discount: 0, deliveryDiscount: 0, total: 1150 },
    ],
    [
      'both discounts',
      { subtotal: 1000, deliveryCharge: 150, discount: 100, deliveryDiscount: 50 },
      { subtotal: 1000, deliveryCharge: 150, discount: 100, deliveryDiscount: 50, total: 1000 },
    ],
    [
      'delivery discount capped at the delivery charge (350-based percent vs real 100)',
      { subtotal: 1000, deliveryCharge: 100, discount: 0, deliveryDiscount: 175 },
      { subtotal: 1000, deliveryCharge: 100, discount: 0, deliveryDiscount: 100, total: 1000 },
    ],
    [
      'item discount capped at the subtotal',
      { subtotal: 80, deliveryCharge: 150, discount: 100, deliveryDiscount: 0 },
      { subtotal: 80, deliveryCharge: 150, discount: 80, deliveryDiscount: 0, total: 150 },
    ],
    [
      'both capped: total never below 0',
      { subtotal: 80, deliveryCharge: 0, discount: 500, deliveryDiscount: 500 },
      { subtotal: 80, deliveryCharge: 0, discount: 80, deliveryDiscount: 0, total: 0 },
    ],
    [
      'negative and NaN inputs count as 0',
      { subtotal: 500, deliveryCharge: Number.NaN, discount: -50, deliveryDiscount: -1 },
      { subtotal: 500, deliveryCharge: 0, discount: 0, deliveryDiscount: 0, total: 500 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(orderTotals(input)).toEqual(expected);
  });
});
