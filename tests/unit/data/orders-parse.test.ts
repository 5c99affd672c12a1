// The parsing of orders (src/lib/data/orders.parse.ts): stored lines, the order routes' answers, dates.
import { describe, expect, it } from 'vitest';
import { toIsoDate } from '@/lib/data/fields';
import { parseOrder, parseOrderLines, parseShopOrder } from '@/lib/data/orders.parse';

const raw = {
  orderNumber: 'ORD-654321',
  status: 'delivering',
  items: [{ id: 'a', slug: 'apple', name: 'Apple', price: 280, quantity: 2, unit: '1 KG', lineTotal: 560 }],
  subtotal: 560,
  deliveryCharge: '120',
  discount_amount: 0,
  delivery_discount_amount: 0,
  total: 680,
  coupon_used: '',
  orderDate: '2026-03-01 04:15:00.000Z',
  estimatedDelivery: '2026-03-03 04:15:00.000Z',
  updated: '2026-03-01 04:15:00.000Z',
};

describe('parseOrderLines', () => {
  it('reads a list, or the JSON text of one (older records)', () => {
    const expected = [{ id: 'a', slug: 'apple', name: 'Apple', unit: '1 KG', price: 280, quantity: 2, lineTotal: 560 }];
    expect(parseOrderLines(raw.items)).toEqual(expected);
    expect(parseOrderLines(JSON.stringify(raw.items))).toEqual(expected);
  });

  it('fills a missing line total and drops what is not a line', () => {
    expect(parseOrderLines([{ id: 'b', name: 'B', price: 10, quantity: 3 }, 'junk', null])).toEqual([
      { id: 'b', slug: '', name: 'B', unit: '', price: 10, quantity: 3, lineTotal: 30 },
    ]);
    expect(parseOrderLines('not json')).toEqual([]);
    expect(parseOrderLines({ id: 'x' })).toEqual([]);
  });

  it('keeps the Nepali name a line was stored with, and nothing that is not one', () => {
    const line = { id: 'p', name: 'Organic Potato', price: 180, quantity: 1 };
    expect(parseOrderLines([{ ...line, nameNe: ' अर्गानिक आलु ' }])[0]?.nameNe).toBe('अर्गानिक आलु');
    for (const nameNe of [undefined, '', '  ', 42, 'क'.repeat(201)]) {
      expect(parseOrderLines([{ ...line, nameNe }])[0]).not.toHaveProperty('nameNe');
    }
  });
});

describe('toIsoDate', () => {
  it.each([
    ['2026-03-01 04:15:00.000Z', '2026-03-01T04:15:00.000Z'],
    ['2026-03-01T04:15:00Z', '2026-03-01T04:15:00.000Z'],
    ['', ''],
    ['soon', ''],
  ])('%s → %s', (input, expected) => {
    expect(toIsoDate(input)).toBe(expected);
  });
});

describe('parseShopOrder', () => {
  it('reads the amounts as numbers, the lines typed and the dates as ISO instants', () => {
    const order = parseShopOrder({ ...raw, confirmed_at: '2026-03-01 05:00:00.000Z' });
    expect(order).toMatchObject({
      orderNumber: 'ORD-654321',
      deliveryCharge: 120,
      coupon_used: null,
      orderDate: '2026-03-01T04:15:00.000Z',
      estimatedDelivery: '2026-03-03T04:15:00.000Z',
      confirmed_at: '2026-03-01T05:00:00.000Z',
      items: [{ id: 'a', slug: 'apple', name: 'Apple', unit: '1 KG', price: 280, quantity: 2, lineTotal: 560 }],
    });
    // Delivery details the route withheld stay absent (not "").
    expect(order).not.toHaveProperty('customerName');
  });

  it('refuses an answer that is not an order', () => {
    expect(() => parseShopOrder({ status: 'Open' })).toThrow();
  });
});

describe('parseOrder (a record as the desk reads it)', () => {
  it('reads empty text as "", amounts as numbers, the lines typed and the step times as ISO instants', () => {
    const order = parseOrder({
      id: 'o1',
      orderNumber: 'ORD-654321',
      status: 'Confirmed',
      items: JSON.stringify(raw.items),
      total: 680,
      created: '2026-03-01 04:15:00.000Z',
      confirmed_at: '2026-03-01 05:00:00.000Z',
      delivered_at: '',
    });
    expect(order).toMatchObject({
      customerName: '',
      landmark: '',
      email: '',
      subtotal: 0,
      total: 680,
      created: '2026-03-01T04:15:00.000Z',
      confirmed_at: '2026-03-01T05:00:00.000Z',
      delivered_at: '',
      items: [{ id: 'a', lineTotal: 560 }],
    });
  });
});

describe('order lines keep the picture they were stored with', () => {
  it('keeps a file name, a site path or an http(s) URL, and nothing else', () => {
    const line = { id: 'p', name: 'P', price: 1, quantity: 1 };
    expect(parseOrderLines([{ ...line, image: 'p_abc.webp' }])[0]?.image).toBe('p_abc.webp');
    expect(parseOrderLines([{ ...line, image: 'javascript:alert(1)' }])[0]).not.toHaveProperty('image');
    expect(parseOrderLines([line])[0]).not.toHaveProperty('image');
  });
});
