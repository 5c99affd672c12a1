// The shop server prices orders from a short-lived copy of its products
// (src/features/catalog/product-facts.server.ts); the order hook compares each
// product's `updated` stamp and refuses the order when one changed. These
// tests edit a product of their own between two orders and check that the
// next order sees the edit: its price, its availability, and that a product
// made available again is not refused from an old copy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAction, expectData } from '@tests/harness/actions-client';
import { newKey, orderInput } from '@tests/harness/orders';
import { place, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb, servicePb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let kathmandu: SeedPlace;
let product: SeedProduct;

beforeAll(async () => {
  kathmandu = await place('Kathmandu', 'Thamel');
  const pb = await adminPb();
  const slug = `copy-check-${randomUUID().slice(0, 8)}`;
  const created = await pb.collection('web_products').create({
    slug,
    name: `Copy Check Beans ${slug.slice(-8)}`,
    price: 200,
    unit: '1 KG',
    category: 'Vegetables',
    isVisible: true,
    is_available: true,
  });
  product = {
    id: created.id,
    slug,
    name: created.name,
    price: 200,
    unit: created.unit,
    category: created.category,
    minOf: Number(created.minOf) || 0,
    is_available: true,
    isVisible: true,
  };
});

afterAll(async () => {
  if (product) await (await adminPb()).collection('web_products').update(product.id, { isVisible: false });
});

async function setProduct(fields: Partial<Pick<SeedProduct, 'price' | 'is_available'>>) {
  await (await adminPb()).collection('web_products').update(product.id, fields);
  product = { ...product, ...fields };
}

async function stored(orderNumber: string) {
  const pb = await adminPb();
  return pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
}

describe('orders priced from the server copy of a product', () => {
  it('a price change reaches the very next order: the old price is refused, the new one stored', async () => {
    await setProduct({ price: 200, is_available: true });
    const first = await expectData<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]));
    expect((await stored(first.orderNumber)).subtotal).toBe(400);

    await setProduct({ price: 260 });
    const old = await callAction('placeOrder', orderInput(kathmandu, [{ product, quantity: 2, price: 200 }]));
    expect(old.error?.code).toBe('CONFLICT');
    expect(old.error?.details).toMatchObject({
      changes: [{ kind: 'price', id: product.id, seen: 200, now: 260 }],
    });

    const next = await expectData<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]));
    const order = await stored(next.orderNumber);
    expect(order.subtotal).toBe(520);
    expect(order.items).toMatchObject([{ id: product.id, price: 260, quantity: 2 }]);
  });

  it('a product marked unavailable after an order is refused on the next one, and nothing is written', async () => {
    await setProduct({ price: 210, is_available: true });
    await expectData<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 1 }]));

    await setProduct({ is_available: false });
    const input = orderInput(kathmandu, [{ product, quantity: 1 }]);
    const refused = await callAction('placeOrder', input);
    expect(refused.error?.code).toBe('CONFLICT');
    expect(refused.error?.details).toMatchObject({ changes: [{ kind: 'unavailable', id: product.id }] });
    const pb = await adminPb();
    const written = await pb
      .collection('orders')
      .getList(1, 1, { filter: pb.filter('idempotencyKey = {:k}', { k: input.idempotencyKey }) });
    expect(written.totalItems).toBe(0);
  });

  it('a product available again is ordered at once, not refused from an older copy', async () => {
    await setProduct({ price: 220, is_available: false });
    const refused = await callAction('placeOrder', orderInput(kathmandu, [{ product, quantity: 1 }]));
    expect(refused.error?.code).toBe('CONFLICT');

    await setProduct({ is_available: true });
    const placed = await expectData<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 1 }]));
    expect((await stored(placed.orderNumber)).subtotal).toBe(220);
  });
});

describe('the order hook checks the stamps it is given', () => {
  const placement = (productStamps: unknown) => ({
    idempotencyKey: newKey(),
    productStamps,
    order: {
      customerName: 'Sita Sharma',
      phone: '9812345678',
      district: 'Kathmandu',
      city: 'Thamel',
      landmark: 'Blue gate',
      items: [{ id: product.id, name: product.name, price: product.price, quantity: 1 }],
      subtotal: product.price,
      deliveryCharge: 0,
      discount_amount: 0,
      delivery_discount_amount: 0,
      total: product.price,
    },
  });

  it('refuses a product saved since its stamp was read (409 products_changed) and writes nothing', async () => {
    await setProduct({ price: 230, is_available: true });
    const pb = await servicePb();
    const body = placement({ [product.id]: '2000-01-01 00:00:00.000Z' });
    await expect(pb.send('/api/shop/orders', { method: 'POST', body })).rejects.toMatchObject({
      status: 409,
      response: { code: 'products_changed' },
    });
    await expect(
      pb.send('/api/shop/orders/by-key', { method: 'POST', body: { idempotencyKey: body.idempotencyKey } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a product that no longer exists, and places the order when every stamp is current', async () => {
    const pb = await servicePb();
    const current = await (await adminPb()).collection('web_products').getOne(product.id, { fields: 'updated' });
    await expect(
      pb.send('/api/shop/orders', {
        method: 'POST',
        body: placement({ [product.id]: current.updated, zzzzzzzzzzzzzzz: current.updated }),
      }),
    ).rejects.toMatchObject({ status: 409, response: { code: 'products_changed' } });

    const answer = await pb.send('/api/shop/orders', {
      method: 'POST',
      body: placement({ [product.id]: current.updated }),
    });
    expect(answer.orderNumber).toMatch(/^ORD-\d{6}$/);
  });

  it.each([
    ['a list', [1, 2]],
    ['a number stamp', { abc: 5 }],
    ['an id with a quote', { "a' OR 1=1": 'x' }],
    ['more than 100 products', Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, 'x']))],
  ])('answers 400 for %s as productStamps', async (_name, stamps) => {
    const pb = await servicePb();
    await expect(pb.send('/api/shop/orders', { method: 'POST', body: placement(stamps) })).rejects.toMatchObject({
      status: 400,
    });
  });
});
