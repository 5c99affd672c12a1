import { describe, expect, it } from 'vitest';
import {
  checkoutTotals,
  customerPayload,
  markUnavailable,
  newIdempotencyKey,
  orderItems,
  orderPagePath,
  quoteItems,
  refreshCartFromQuote,
} from '@/features/checkout/checkout-flow';
import { EMPTY_CUSTOMER } from '@/features/cart/stored';
import type { CartItem } from '@/features/cart/rules';

const item = (id: string, price: number, quantity: number, over: Partial<CartItem> = {}): CartItem => ({
  id,
  slug: id,
  name: `Item ${id}`,
  price,
  unit: '1 KG',
  image: '',
  category: 'Pulses',
  badges: [],
  farmerName: '',
  location: '',
  hasTraceability: false,
  is_available: true,
  quantity,
  ...over,
});

describe('newIdempotencyKey', () => {
  it('is 32 hex characters the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  });

  it('hex-encodes the random bytes', () => {
    expect(newIdempotencyKey((b) => b.fill(171))).toBe('ab'.repeat(16));
  });

  it('differs between calls', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('payloads', () => {
  const cart = [item('a', 320, 2), item('b', 280, 1)];

  it('quote and order items carry only what the server needs', () => {
    expect(quoteItems(cart)).toEqual([
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
    ]);
    expect(orderItems(cart)).toEqual([
      { id: 'a', quantity: 2, price: 320 },
      { id: 'b', quantity: 1, price: 280 },
    ]);
  });

  it('customer payload trims text and leaves out empty notes', () => {
    const customer = {
      ...EMPTY_CUSTOMER,
      name: ' Sita ',
      phone: '9812345678 ',
      district: 'd1',
      districtName: 'Kathmandu',
      city: 'b1',
      cityName: 'Thamel',
      landmark: ' Near the stupa ',
      notes: '  ',
    };
    expect(customerPayload(customer)).toEqual({
      name: 'Sita',
      phone: '9812345678',
      districtId: 'd1',
      districtName: 'Kathmandu',
      cityId: 'b1',
      cityName: 'Thamel',
      landmark: 'Near the stupa',
    });
    expect(customerPayload({ ...customer, notes: ' Ring twice ' }).notes).toBe('Ring twice');
    // The optional email travels trimmed when given (and so is kept in the phone's order outbox with the input).
    expect(customerPayload({ ...customer, email: ' sita@example.com ' }).email).toBe('sita@example.com');
    expect(customerPayload({ ...customer, email: '   ' })).not.toHaveProperty('email');
  });
});

describe('checkoutTotals (docs/rules.md §9)', () => {
  const cart = [item('a', 320, 2), item('b', 280, 2)];

  it('adds the delivery charge and takes off the coupon', () => {
    expect(checkoutTotals(cart, 120, { discount: 100, deliveryDiscount: 0 })).toEqual({
      subtotal: 1200,
      deliveryCharge: 120,
      discount: 100,
      deliveryDiscount: 0,
      total: 1220,
    });
  });

  it('caps the delivery discount at the charge and works without a coupon', () => {
    expect(checkoutTotals(cart, 100, { discount: 0, deliveryDiscount: 175 }).total).toBe(1200);
    expect(checkoutTotals(cart, 100, null).total).toBe(1300);
  });
});

describe('refreshCartFromQuote', () => {
  it('takes the server prices and availability, and flags lines it no longer quotes', () => {
    const cart = [item('a', 300, 2), item('b', 280, 1), item('c', 50, 3)];
    const refreshed = refreshCartFromQuote(cart, [
      { id: 'a', price: 320 },
      { id: 'b', price: 280, available: false },
    ]);
    expect(refreshed.map((i) => [i.id, i.price, i.is_available, i.quantity])).toEqual([
      ['a', 320, true, 2],
      ['b', 280, false, 1],
      ['c', 50, false, 3],
    ]);
  });

  it('keeps the old price when the server sends nonsense', () => {
    expect(refreshCartFromQuote([item('a', 300, 1)], [{ id: 'a', price: Number.NaN }])[0]!.price).toBe(300);
  });
});

describe('after the stock check', () => {
  it('markUnavailable flags only the named lines', () => {
    const marked = markUnavailable([item('a', 1, 1), item('b', 1, 1)], ['b']);
    expect(marked.map((i) => i.is_available)).toEqual([true, false]);
  });
});

describe('after placing', () => {
  it('goes to /order/{orderNumber}, under /ne when the order was placed in Nepali', () => {
    expect(orderPagePath('ORD-123456')).toBe('/order/ORD-123456');
    expect(orderPagePath('ORD-123456', 'ne')).toBe('/ne/order/ORD-123456');
  });
});
