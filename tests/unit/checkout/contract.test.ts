import { describe, expect, it } from 'vitest';
import { checkStockInput, placeOrderInput, quoteInput, validateCouponInput } from '@/features/checkout/contract';
import { getOrderInput } from '@/features/orders/contract';

const line = { id: 'abc123def456ghi', quantity: 2, price: 280 };
const order = {
  idempotencyKey: 'k-0123456789abcdef',
  customer: {
    name: 'Sita',
    phone: '9812345678',
    districtId: 'd',
    districtName: 'D',
    cityId: 'c',
    cityName: 'C',
    landmark: 'L',
  },
  items: [line],
  expectedTotal: 560,
};

describe('action input schemas', () => {
  it('accept the contract', () => {
    expect(placeOrderInput.safeParse(order).success).toBe(true);
    expect(
      placeOrderInput.safeParse({ ...order, couponCode: 'TIHAR10', items: [{ ...line, image: '/x.webp', name: 'A' }] })
        .success,
    ).toBe(true);
    expect(quoteInput.safeParse({ items: [{ id: 'a', quantity: 1 }], branchId: 'b', couponCode: 'X' }).success).toBe(
      true,
    );
    expect(validateCouponInput.safeParse({ code: 'X', items: [] }).success).toBe(true);
    expect(checkStockInput.safeParse({ items: [{ id: 'a' }] }).success).toBe(true);
    expect(getOrderInput.safeParse({ orderNumber: 'ORD-123456', token: 't' }).success).toBe(true);
  });

  it.each([
    ['an unknown key', { ...order, status: 'paid' }],
    ['an unknown customer key', { ...order, customer: { ...order.customer, website: 'x' } }],
    ['a quantity above 99', { ...order, items: [{ ...line, quantity: 100 }] }],
    ['a fractional quantity', { ...order, items: [{ ...line, quantity: 1.5 }] }],
    ['a negative price', { ...order, items: [{ ...line, price: -1 }] }],
    ['a NaN price', { ...order, items: [{ ...line, price: Number.NaN }] }],
    ['101 lines', { ...order, items: Array.from({ length: 101 }, () => line) }],
    ['a short idempotency key', { ...order, idempotencyKey: 'short' }],
    ['an id with quotes', { ...order, items: [{ ...line, id: 'a"b' }] }],
    ['an infinite total', { ...order, expectedTotal: Number.POSITIVE_INFINITY }],
  ])('placeOrder refuses %s', (_label, input) => {
    expect(placeOrderInput.safeParse(input).success).toBe(false);
  });

  it('getOrder needs an ORD-###### number', () => {
    for (const orderNumber of ['ORD-12345', 'ord-123456', 'ORD-1234567', ' ORD-123456']) {
      expect(getOrderInput.safeParse({ orderNumber }).success).toBe(false);
    }
  });
});
