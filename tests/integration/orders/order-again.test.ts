// "Order again" (docs/notifications.md "Order again"): the server answers an order's lines at today's prices and
// stock, only to whoever may see its lines (the phone number it was placed with, or its token). A product hidden since
// is no longer sold; a changed price is today's; a quantity is cut to what is left (src/features/orders/order-again.ts).
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { customer, orderInput } from '@tests/harness/orders';
import { place, type SeedPlace } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import { stockedProduct, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import type { OrderAgain } from '@/features/orders/order-again';

let kathmandu: SeedPlace;
let admin: PocketBase;

beforeAll(async () => {
  kathmandu = await place();
  admin = await adminPb();
});

const PHONE = '9841000111';

describe('order again', () => {
  it('skips a product hidden since, prices at today’s price, and cuts a quantity to what is left', async () => {
    const hidden = await stockedProduct('Again Hidden Honey');
    const dearer = await stockedProduct('Again Dearer Rice');
    const scarce = await stockedProduct('Again Scarce Ghee');
    const lot = await stockLot(scarce, { units: 5 });
    const placed = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(
        kathmandu,
        [
          { product: hidden, quantity: 1 },
          { product: dearer, quantity: 2 },
          { product: scarce, quantity: 3 },
        ],
        { customer: customer(kathmandu, { phone: PHONE }) },
      ),
    );
    expect(placed.error).toBeUndefined();
    const orderNumber = placed.data!.orderNumber;

    await admin.collection('web_products').update(hidden.id, { isVisible: false });
    await admin.collection('web_products').update(dearer.id, { price: 360 });
    // Someone else bought 1 more: 1 left of the 5 (3 went to this order).
    await admin.collection('lots').update(lot.id, { units: 4 });

    const again = await callAction<OrderAgain>('orderAgain', { orderNumber, phone: PHONE });
    expect(again.error).toBeUndefined();
    const answer = again.data!;
    expect(answer.gone).toEqual([{ name: hidden.name }]);
    expect(answer.priceChanged).toEqual([{ name: dearer.name, was: 300, now: 360 }]);
    expect(answer.reduced).toEqual([{ name: scarce.name, was: 3, now: 1 }]);
    expect(answer.items.map((i) => [i.id, i.price, i.quantity])).toEqual([
      [dearer.id, 360, 2],
      [scarce.id, 300, 1],
    ]);
    // The browser sends nothing about money: the prices are the server's.
    expect(answer.items.every((i) => i.is_available)).toBe(true);

    // The token of the placing browser shows the lines too.
    const byToken = await callAction<OrderAgain>('orderAgain', { orderNumber, token: placed.data!.accessToken });
    expect(byToken.data?.priceChanged).toEqual(answer.priceChanged);
  });

  it('answers nothing without the phone number or token, nor for an order that is not there', async () => {
    const product = await stockedProduct('Again Private Tea');
    const placed = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product, quantity: 1 }], { customer: customer(kathmandu, { phone: PHONE }) }),
    );
    const orderNumber = placed.data!.orderNumber;
    for (const input of [
      { orderNumber },
      { orderNumber, phone: '9800000000' },
      { orderNumber: 'ORD-000000', phone: PHONE },
    ]) {
      const answer = await callAction('orderAgain', input);
      expect(answer.error).toMatchObject({ status: 404, message: "We couldn't find the order you're looking for." });
      expect(answer.raw).not.toContain(product.name);
    }
    const bad = await callAction('orderAgain', { orderNumber: 'nope', phone: PHONE });
    expect(bad.error?.status).toBe(400);
  });

  it('says nothing is sold when every product is gone', async () => {
    const product = await stockedProduct('Again Gone Salt');
    const placed = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product, quantity: 1 }], { customer: customer(kathmandu, { phone: PHONE }) }),
    );
    await admin.collection('web_products').update(product.id, { is_available: false });
    const again = await callAction<OrderAgain>('orderAgain', { orderNumber: placed.data!.orderNumber, phone: PHONE });
    expect(again.data).toEqual({ items: [], gone: [{ name: product.name }], priceChanged: [], reduced: [] });
  });
});
