// The server accepts phone numbers written the ways Nepalis write them and stores the 10 digits; each order line
// keeps its product's picture, and getOrder turns it into a thumbnail served by the shop.
import { describe, expect, it } from 'vitest';
import { callAction, expectData } from '@tests/harness/actions-client';
import { customer, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import type { OrderView } from '@/features/orders/view';

async function placeWithPhone(phone: string) {
  const [where, apple] = await Promise.all([place('Lalitpur', 'Pulchowk'), product('jumla-apple')]);
  return callAction<PlaceOrderResult>(
    'placeOrder',
    orderInput(where, [{ product: apple, quantity: 1 }], { customer: customer(where, { phone }) }),
  );
}

describe('phone numbers at the server', () => {
  it.each(['+977 9812345678', '98-1234-5678', '9812 345 678', '+977-981-234-5678'])(
    'accepts %j and stores 9812345678',
    async (phone) => {
      const result = await placeWithPhone(phone);
      expect(result.error).toBeUndefined();
      const pb = await adminPb();
      const order = await pb
        .collection('orders')
        .getFirstListItem(pb.filter('orderNumber = {:n}', { n: result.data!.orderNumber }));
      expect(order.phone).toBe('9812345678');
    },
  );

  it.each(['+977 981234567', '98123456789', '9612345678', '+1 9812345678'])(
    'refuses %j with the phone hint',
    async (phone) => {
      const result = await placeWithPhone(phone);
      expect(result.error?.code).toBe('BAD_REQUEST');
      expect(result.error?.message).toContain('Please enter a valid Nepali mobile number');
    },
  );
});

describe('order lines keep the product picture', () => {
  it("stores the product's image on each line and getOrder answers a thumbnail from the shop (never PocketBase)", async () => {
    const [where, apple] = await Promise.all([place('Lalitpur', 'Pulchowk'), product('jumla-apple')]);
    const placed = await expectData<PlaceOrderResult>(
      'placeOrder',
      orderInput(where, [{ product: apple, quantity: 1 }]),
    );
    const pb = await adminPb();
    const record = await pb.collection('web_products').getOne(apple.id);
    const order = await pb
      .collection('orders')
      .getFirstListItem(pb.filter('orderNumber = {:n}', { n: placed.orderNumber }));
    const items = typeof order.items === 'string' ? JSON.parse(order.items) : order.items;
    expect(items[0].image).toBe(record.image);

    const view = (
      await callAction<OrderView>('getOrder', { orderNumber: placed.orderNumber, token: placed.accessToken })
    ).data!;
    const src = view.items[0]!.image ?? '';
    expect(src).toMatch(/^\/_image\?/);
    expect(src).toContain(encodeURIComponent(record.image));
  });
});
