import { describe, expect, it } from 'vitest';
import {
  EMPTY_CUSTOMER,
  decodeCart,
  decodeCustomer,
  decodeKeptCoupon,
  encodeKeptCoupon,
  toCartItem,
  withCity,
  withDistrict,
} from '@/features/cart/stored';
import type { CartItem } from '@/features/cart/rules';

const line: CartItem = {
  id: 'p1',
  slug: 'jumla-apple',
  name: 'Jumla Apple',
  nepaliName: 'जुम्लाको स्याउ',
  price: 320,
  unit: '1 KG',
  image: '/placeholder.svg',
  category: 'Fruits',
  badges: ['Organic'],
  farmerName: 'Bhim',
  location: 'Jumla',
  hasTraceability: true,
  is_available: true,
  quantity: 2,
  minOf: 1,
};

describe('the kept coupon (sessionStorage)', () => {
  const coupon = { code: 'DASHAIN100', couponId: 'c1', discount: 100, deliveryDiscount: 0 };
  const kept = encodeKeptCoupon(coupon, [line]);

  it('comes back for the cart it was applied to, even with other lines in another order of the same sums', () => {
    expect(decodeKeptCoupon(kept, [line])).toEqual(coupon);
    expect(decodeKeptCoupon(kept, [{ ...line, id: 'p2', name: 'Other' }])).toEqual(coupon);
  });

  it('is dropped for any other cart: another quantity, price or line count, or no cart', () => {
    expect(decodeKeptCoupon(kept, [{ ...line, quantity: 3 }])).toBeNull();
    expect(decodeKeptCoupon(kept, [{ ...line, price: 330 }])).toBeNull();
    expect(decodeKeptCoupon(kept, [line, { ...line, id: 'p2', quantity: 1 }])).toBeNull();
    expect(decodeKeptCoupon(kept, [])).toBeNull();
  });

  it('is dropped when damaged or absent', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '{}',
      '{"coupon":{},"lines":[]}',
      kept.replace('"discount":100', '"discount":-1'),
    ])
      expect(decodeKeptCoupon(raw, [line]), String(raw)).toBeNull();
    expect(decodeKeptCoupon(kept.replace('"price":320', '"price":"320"'), [line])).toBeNull();
  });
});

describe('decodeCart', () => {
  it('reads back what the store writes', () => {
    expect(decodeCart(JSON.stringify([line]))).toEqual([line]);
  });

  it('keeps optional fields optional', () => {
    const { nepaliName: _n, minOf: _m, ...bare } = line;
    expect(decodeCart(JSON.stringify([bare]))).toEqual([bare]);
  });

  it("keeps a sold-by-weight line's facts for its hint when well-formed, and drops damaged ones only", () => {
    const weighed = { ...line, weight: { nominalKg: 0.5, weightPrice: 12, per: '100 g' as const } };
    expect(decodeCart(JSON.stringify([weighed]))).toEqual([weighed]);
    for (const weight of [
      { nominalKg: 0, weightPrice: 12, per: 'kg' },
      { nominalKg: 1, weightPrice: 12, per: 'lb' },
      'x',
    ])
      expect(decodeCart(JSON.stringify([{ ...line, weight }]))).toEqual([line]);
  });

  it('drops unknown keys', () => {
    expect(decodeCart(JSON.stringify([{ ...line, extra: 'x' }]))).toEqual([line]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"p1"}'],
    ['a line with a string price', JSON.stringify([{ ...line, price: '320' }])],
    ['a quantity of 0', JSON.stringify([{ ...line, quantity: 0 }])],
    ['a quantity above 99', JSON.stringify([{ ...line, quantity: 100 }])],
    ['a fractional quantity', JSON.stringify([{ ...line, quantity: 1.5 }])],
    ['a missing name', JSON.stringify([{ ...line, name: undefined }])],
    ['badges that are not strings', JSON.stringify([{ ...line, badges: [1] }])],
    ['one good and one bad line', JSON.stringify([line, { ...line, id: 7 }])],
  ])('gives an empty cart for %s', (_label, raw) => {
    expect(decodeCart(raw)).toEqual([]);
  });

  it('rejects non-objects as lines', () => {
    expect(toCartItem(null)).toBeNull();
    expect(toCartItem([line])).toBeNull();
  });
});

describe('decodeCustomer', () => {
  it('reads back a saved customer', () => {
    const saved = { ...EMPTY_CUSTOMER, name: 'Sita', phone: '9812345678', deliveryCharge: 120 };
    expect(decodeCustomer(JSON.stringify(saved))).toEqual(saved);
  });

  it('reads back the optional email, and a customer saved before the field existed has none', () => {
    const saved = { ...EMPTY_CUSTOMER, name: 'Sita', email: 'sita@example.com' };
    expect(decodeCustomer(JSON.stringify(saved)).email).toBe('sita@example.com');
    const { email: _none, ...older } = saved;
    expect(decodeCustomer(JSON.stringify(older)).email).toBe('');
    expect(decodeCustomer(JSON.stringify({ ...saved, email: 42 })).email).toBe('');
  });

  it('keeps good fields when others are damaged', () => {
    expect(decodeCustomer(JSON.stringify({ name: 'Sita', phone: 981, deliveryCharge: -5 }))).toEqual({
      ...EMPTY_CUSTOMER,
      name: 'Sita',
    });
  });

  it('gives the empty customer for garbage', () => {
    expect(decodeCustomer('nope')).toEqual(EMPTY_CUSTOMER);
    expect(decodeCustomer('[1,2]')).toEqual(EMPTY_CUSTOMER);
  });
});

describe('choosing district and city (docs/rules.md §4 Checkout flow)', () => {
  const filled = {
    ...EMPTY_CUSTOMER,
    name: 'Sita',
    district: 'd1',
    districtName: 'Kathmandu',
    city: 'b1',
    cityName: 'Thamel',
    deliveryCharge: 120,
  };

  it('a district clears city, city name and the delivery charge', () => {
    expect(withDistrict(filled, { id: 'd2', name: 'Lalitpur' })).toEqual({
      ...filled,
      district: 'd2',
      districtName: 'Lalitpur',
      city: '',
      cityName: '',
      deliveryCharge: 0,
    });
  });

  it('a city stores its id, name and delivery charge', () => {
    expect(withCity(filled, { id: 'b2', name: 'Baneshwor' }, 100)).toEqual({
      ...filled,
      city: 'b2',
      cityName: 'Baneshwor',
      deliveryCharge: 100,
    });
  });
});
