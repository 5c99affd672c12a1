// Anything a client can send gets a 4xx with a readable message, never a 500,
// and never writes an order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { LONG as huge, WRONG_SHAPES } from '@tests/harness/hostile-input';
import { customer, newKey, orderCount } from '@tests/harness/orders';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';

let apple: SeedProduct;
let kathmandu: SeedPlace;
let ordersBefore: number;

beforeAll(async () => {
  [apple, kathmandu] = await Promise.all([product('jumla-apple'), place()]);
  ordersBefore = await orderCount();
});

afterAll(async () => {
  // Not one of the requests below may have written an order.
  expect(await orderCount()).toBe(ordersBefore);
});

const line = () => ({ id: apple.id, quantity: 1 });
const manyLines = () => Array.from({ length: 1000 }, () => line());
const validOrder = () => ({
  idempotencyKey: newKey(),
  customer: customer(kathmandu),
  items: [{ id: apple.id, quantity: 1, price: apple.price }],
  expectedTotal: apple.price,
});
// JSON has no NaN: JSON.stringify turns it into null, which is what a browser would send.
const NaNish = Number.NaN;

type Case = [label: string, input: () => unknown];

const shapes: Case[] = WRONG_SHAPES.map(([label, value]) => [label, () => value]);

const cases: Record<string, Case[]> = {
  listDistricts: [
    ['an extra field', () => ({ page: 2 })],
    ['a string', () => 'all'],
  ],
  listBranches: [
    ...shapes,
    ['no district', () => ({})],
    ['a numeric district', () => ({ districtName: 5 })],
    ['a huge district', () => ({ districtName: huge })],
    ['an extra field', () => ({ districtName: 'Kathmandu', sort: '-amount' })],
  ],
  quote: [
    ...shapes,
    ['items that are not a list', () => ({ items: 'apple' })],
    ['a negative quantity', () => ({ items: [{ id: apple.id, quantity: -1 }] })],
    ['a zero quantity', () => ({ items: [{ id: apple.id, quantity: 0 }] })],
    ['a fractional quantity', () => ({ items: [{ id: apple.id, quantity: 1.5 }] })],
    ['a NaN quantity', () => ({ items: [{ id: apple.id, quantity: NaNish }] })],
    ['a quantity of 100', () => ({ items: [{ id: apple.id, quantity: 100 }] })],
    ['a string quantity', () => ({ items: [{ id: apple.id, quantity: '2' }] })],
    ['1,000 lines', () => ({ items: manyLines() })],
    ['an id with filter syntax', () => ({ items: [{ id: 'a" || id != "', quantity: 1 }] })],
    ['a huge id', () => ({ items: [{ id: huge, quantity: 1 }] })],
    ['an unknown branch', () => ({ items: [line()], branchId: 'zzzzzzzzzzzzzzz' })],
    ['a huge coupon code', () => ({ items: [line()], couponCode: huge })],
    ['an extra field on a line', () => ({ items: [{ ...line(), price: 1 }] })],
    ['an extra field', () => ({ items: [line()], total: 1 })],
  ],
  validateCoupon: [
    ...shapes,
    ['no code', () => ({ items: [line()] })],
    ['a numeric code', () => ({ code: 100, items: [line()] })],
    ['a huge code', () => ({ code: huge, items: [line()] })],
    ['no items', () => ({ code: 'TIHAR10' })],
    ['1,000 lines', () => ({ code: 'TIHAR10', items: manyLines() })],
    ['an extra field', () => ({ code: 'TIHAR10', items: [line()], subtotal: 100000 })],
  ],
  checkStock: [
    ...shapes,
    ['no items', () => ({ items: [] })],
    ['1,000 lines', () => ({ items: manyLines().map(({ id }) => ({ id })) })],
    ['a numeric id', () => ({ items: [{ id: 5 }] })],
    ['an extra field on a line', () => ({ items: [{ id: apple.id, is_available: true }] })],
  ],
  placeOrder: [
    ...shapes,
    ['nothing but a key', () => ({ idempotencyKey: newKey() })],
    ['no idempotency key', () => ({ ...validOrder(), idempotencyKey: undefined })],
    ['a short idempotency key', () => ({ ...validOrder(), idempotencyKey: 'abc' })],
    ['an idempotency key with spaces', () => ({ ...validOrder(), idempotencyKey: 'a key with spaces in it!' })],
    ['no items', () => ({ ...validOrder(), items: [] })],
    ['1,000 lines', () => ({ ...validOrder(), items: manyLines().map((l) => ({ ...l, price: apple.price })) })],
    ['a negative quantity', () => ({ ...validOrder(), items: [{ id: apple.id, quantity: -2, price: apple.price }] })],
    [
      'a fractional quantity',
      () => ({ ...validOrder(), items: [{ id: apple.id, quantity: 0.5, price: apple.price }] }),
    ],
    ['a NaN quantity', () => ({ ...validOrder(), items: [{ id: apple.id, quantity: NaNish, price: apple.price }] })],
    ['a negative price', () => ({ ...validOrder(), items: [{ id: apple.id, quantity: 1, price: -320 }] })],
    ['a string price', () => ({ ...validOrder(), items: [{ id: apple.id, quantity: 1, price: '320' }] })],
    ['a negative total', () => ({ ...validOrder(), expectedTotal: -1 })],
    ['a string total', () => ({ ...validOrder(), expectedTotal: 'free' })],
    ['no customer', () => ({ ...validOrder(), customer: undefined })],
    [
      'a customer with an extra field',
      () => ({ ...validOrder(), customer: { ...customer(kathmandu), website: 'a@b.c' } }),
    ],
    ['a malformed email', () => ({ ...validOrder(), customer: customer(kathmandu, { email: 'sita@gmail' }) })],
    ['a numeric email', () => ({ ...validOrder(), customer: customer(kathmandu, { email: 5 }) })],
    ['a huge email', () => ({ ...validOrder(), customer: customer(kathmandu, { email: `${huge}@example.com` }) })],
    ['a numeric name', () => ({ ...validOrder(), customer: customer(kathmandu, { name: 5 }) })],
    ['a huge name', () => ({ ...validOrder(), customer: customer(kathmandu, { name: huge }) })],
    ['a long name', () => ({ ...validOrder(), customer: customer(kathmandu, { name: 'n'.repeat(150) }) })],
    ['an invalid phone', () => ({ ...validOrder(), customer: customer(kathmandu, { phone: '+977 981234' }) })],
    [
      'an unknown district',
      () => ({ ...validOrder(), customer: customer(kathmandu, { districtId: 'zzzzzzzzzzzzzzz' }) }),
    ],
    ['an unknown city', () => ({ ...validOrder(), customer: customer(kathmandu, { cityId: 'zzzzzzzzzzzzzzz' }) })],
    [
      'the same product twice',
      () => ({ ...validOrder(), items: [1, 2].map(() => ({ id: apple.id, quantity: 1, price: apple.price })) }),
    ],
    ['an unknown product', () => ({ ...validOrder(), items: [{ id: 'zzzzzzzzzzzzzzz', quantity: 1, price: 10 }] })],
    ['a client-priced total of 0', () => ({ ...validOrder(), expectedTotal: 0 })],
    ['an extra field', () => ({ ...validOrder(), status: 'delivered' })],
    ['a language the shop has no words in', () => ({ ...validOrder(), language: 'fr' })],
    [
      'an extra field on a line',
      () => ({ ...validOrder(), items: [{ id: apple.id, quantity: 1, price: apple.price, lineTotal: 1 }] }),
    ],
  ],
  getOrder: [
    ...shapes,
    ['no order number', () => ({})],
    ['a short order number', () => ({ orderNumber: 'ORD-1' })],
    ['a filter in the order number', () => ({ orderNumber: 'ORD-000001" || orderNumber != "' })],
    ['a numeric order number', () => ({ orderNumber: 123456 })],
    ['a huge token', () => ({ orderNumber: 'ORD-123456', token: huge })],
    ['an extra field', () => ({ orderNumber: 'ORD-123456', fields: 'phone' })],
  ],
  orderAgain: [
    ...shapes,
    ['no order number', () => ({ phone: '9841000111' })],
    ['a filter in the order number', () => ({ orderNumber: 'ORD-000001" || orderNumber != "', phone: '9841000111' })],
    ['a huge phone', () => ({ orderNumber: 'ORD-123456', phone: huge })],
    ['an extra field', () => ({ orderNumber: 'ORD-123456', phone: '9841000111', prices: [1] })],
  ],
  askStockAlert: [
    ...shapes,
    ['no product', () => ({ phone: '9841000111' })],
    ['a filter as the product', () => ({ product: 'x" || id != "', phone: '9841000111' })],
    ['a phone that is not a Nepali mobile', () => ({ product: apple.id, phone: '12345' })],
    ['a huge phone', () => ({ product: apple.id, phone: huge })],
    ['an extra field', () => ({ product: apple.id, phone: '9841000111', state: 'active' })],
  ],
  confirmStockAlert: [
    ...shapes,
    ['no code', () => ({ request: 'abcdefghijklmno' })],
    ['a code of letters', () => ({ request: 'abcdefghijklmno', code: 'abcdef' })],
    ['a huge code', () => ({ request: 'abcdefghijklmno', code: huge })],
    ['a request that is not there', () => ({ request: 'abcdefghijklmno', code: '123456' })],
    ['an extra field', () => ({ request: 'abcdefghijklmno', code: '123456', attempts: 0 })],
  ],
};

describe.each(Object.entries(cases))('%s', (name, list) => {
  it.each(list)('refuses %s with a 4xx and a message', async (_label, input) => {
    const { data, error } = await callAction(name, input());
    expect(data, 'must not succeed').toBeUndefined();
    expect(error!.status, error!.raw).toBeGreaterThanOrEqual(400);
    expect(error!.status, error!.raw).toBeLessThan(500);
    expect(error!.message.length, error!.raw).toBeGreaterThan(5);
  });

  if (name !== 'listDistricts') {
    it('refuses an empty body with a 4xx', async () => {
      const { error } = await callAction(name, undefined);
      expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    });
  }
});
