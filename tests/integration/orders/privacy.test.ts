// Orders are private: browsers cannot read them from PocketBase. The shop's
// getOrder shows the status tracker alone to whoever has only the number; items,
// totals, dates and any reason with the phone number the order was placed with;
// the delivery details only with the access token that placeOrder returned to
// the browser that placed the order (SECURITY.md "Order numbers and lookups").
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction, expectData } from '@tests/harness/actions-client';
import { customer, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { anonymousClient, adminPb, servicePb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import type { OrderView } from '@/features/orders/view';

const PERSON = {
  name: 'Maya Gurung Privacy',
  phone: '9761234567',
  landmark: 'Behind the yellow school, house 42',
  notes: 'Ring twice',
};

let placed: PlaceOrderResult;
let recordId: string;

beforeAll(async () => {
  const [kathmandu, apple] = await Promise.all([place('Lalitpur', 'Pulchowk'), product('jumla-apple')]);
  placed = await expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, [{ product: apple, quantity: 2 }], { customer: customer(kathmandu, PERSON) }),
  );
  const pb = await adminPb();
  recordId = (
    await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: placed.orderNumber }))
  ).id;
});

/** Every way the answer could carry personal data. */
function expectNoPersonalData(raw: string) {
  for (const value of [
    PERSON.name,
    PERSON.phone,
    PERSON.landmark,
    PERSON.notes,
    'Lalitpur',
    'Pulchowk',
    placed.accessToken,
  ]) {
    expect(raw).not.toContain(value);
  }
}

describe('getOrder', () => {
  it('with only the order number shows the status tracker and nothing else', async () => {
    const result = await callAction<OrderView>('getOrder', { orderNumber: placed.orderNumber });
    const view = result.data!;
    expect(view).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'Open',
      details: false,
      items: [],
      subtotal: 0,
      deliveryCharge: 0,
      total: 0,
      couponApplied: false,
      orderDate: '',
      estimatedDelivery: '',
      statusReason: '',
      customer: null,
      couponCode: null,
    });
    expectNoPersonalData(result.raw);
    // Not a byte of the order's contents: no product, no amount, no date.
    for (const line of placed.order.items) expect(result.raw).not.toContain(line.name);
    // The total as a number of its own: the order number's six random digits may hold the same digits.
    expect(result.raw).not.toMatch(new RegExp(`(?<![0-9])${placed.order.total}(?![0-9])`));
    expect(result.raw).not.toContain(placed.order.orderDate.slice(0, 16));
    // What PocketBase's hook answers the shop for the number alone: the tracker's fields only.
    const hook = await (await servicePb()).send('/api/shop/order-lookup', {
      method: 'POST',
      body: { orderNumber: placed.orderNumber },
    });
    expect(Object.keys(hook).sort()).toEqual(
      [
        'cancelled_at',
        'confirmed_at',
        'delivered_at',
        'details',
        'failed_at',
        'orderNumber',
        'out_for_delivery_at',
        'private',
        'status',
      ].sort(),
    );
  });

  it('with the phone number it was placed with (as the shopper writes it) shows items, totals and dates, no delivery details', async () => {
    const devanagari = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
    for (const phone of [
      PERSON.phone,
      `+977 ${PERSON.phone.slice(0, 3)}-${PERSON.phone.slice(3)}`,
      `+${devanagari(`977 ${PERSON.phone}`)}`, // typed on a Nepali keyboard
    ]) {
      const result = await callAction<OrderView>('getOrder', { orderNumber: placed.orderNumber, phone });
      const view = result.data!;
      expect(view).toMatchObject({
        orderNumber: placed.orderNumber,
        details: true,
        subtotal: placed.order.subtotal,
        total: placed.order.total,
        customer: null,
        couponCode: null,
      });
      expect(view.items.map((i) => [i.id, i.quantity, i.price])).toEqual(
        placed.order.items.map((i) => [i.id, i.quantity, i.price]),
      );
      expect(view.orderDate).toBe(placed.order.orderDate);
      expect(view.estimatedDelivery).toBe(placed.order.estimatedDelivery);
      expect(result.raw).not.toContain(PERSON.name);
      expect(result.raw).not.toContain(PERSON.landmark);
      expect(result.raw).not.toContain(placed.accessToken);
    }
  });

  it('with another phone number shows the tracker only', async () => {
    for (const phone of ['9761234568', '9800000000', '', '12345', `${PERSON.phone}0`.slice(1)]) {
      const result = await callAction<OrderView>('getOrder', { orderNumber: placed.orderNumber, phone });
      expect(result.data).toMatchObject({ details: false, items: [], total: 0 });
      expectNoPersonalData(result.raw);
    }
  });

  it('with a wrong token shows no personal data either', async () => {
    const result = await callAction<OrderView>('getOrder', { orderNumber: placed.orderNumber, token: 'x'.repeat(40) });
    expect(result.data).toMatchObject({ customer: null, details: false, items: [], total: 0 });
    expectNoPersonalData(result.raw);
    const almost = placed.accessToken.slice(0, -1) + (placed.accessToken.endsWith('a') ? 'b' : 'a');
    const near = await callAction<OrderView>('getOrder', { orderNumber: placed.orderNumber, token: almost });
    expect(near.data!.customer).toBeNull();
  });

  it('with the token from placement also shows the delivery details', async () => {
    const view = await expectData<OrderView>('getOrder', {
      orderNumber: placed.orderNumber,
      token: placed.accessToken,
    });
    expect(view.details).toBe(true);
    expect(view.total).toBe(placed.order.total);
    expect(view.customer).toEqual({
      name: PERSON.name,
      phone: PERSON.phone,
      district: 'Lalitpur',
      city: 'Pulchowk',
      // Their Nepali names, for the Nepali order page (src/features/orders/place-names.server.ts).
      districtNe: 'ललितपुर',
      cityNe: 'पुल्चोक',
      landmark: PERSON.landmark,
      notes: PERSON.notes,
    });
  });

  it('shows the live status after an operator changes it', async () => {
    const pb = await adminPb();
    await pb.collection('orders').update(recordId, { status: 'Confirmed' });
    await pb.collection('orders').update(recordId, { status: 'Out for Delivery' });
    const view = await expectData<OrderView>('getOrder', { orderNumber: placed.orderNumber });
    expect(view.status).toBe('Out for Delivery');
    expect(view.times.confirmed).not.toBe('');
    expect(view.times.outForDelivery).not.toBe('');
  });

  it('answers NOT_FOUND for an unknown number', async () => {
    const { error } = await callAction('getOrder', { orderNumber: 'ORD-000000' });
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: "We couldn't find the order you're looking for.",
    });
  });
});

describe('PocketBase keeps orders from browsers', () => {
  it('anonymous clients cannot list orders, not even filtered by order number', async () => {
    const anon = anonymousClient();
    for (const filter of [`orderNumber = "${placed.orderNumber}"`, 'id != ""', `phone = "${PERSON.phone}"`]) {
      const answer = await anon
        .collection('orders')
        .getList(1, 50, { filter })
        .then(
          (r) => ({ items: r.items, status: 200 }),
          (err: { status: number }) => ({ items: [], status: err.status }),
        );
      expect(answer.items).toEqual([]);
    }
  });

  it('anonymous clients cannot view an order by id', async () => {
    await expect(anonymousClient().collection('orders').getOne(recordId)).rejects.toMatchObject({ status: 404 });
  });

  it('anonymous clients cannot call the order routes of the hooks', async () => {
    const anon = anonymousClient();
    for (const path of ['/api/shop/order-lookup', '/api/shop/orders/by-key', '/api/shop/orders']) {
      await expect(
        anon.send(path, { method: 'POST', body: { orderNumber: placed.orderNumber, token: placed.accessToken } }),
      ).rejects.toMatchObject({ status: 401 });
    }
  });

  it('anonymous clients cannot change an order', async () => {
    await expect(
      anonymousClient().collection('orders').update(recordId, { status: 'Delivered' }),
    ).rejects.toMatchObject({
      // The update rule is closed to every account (superusers only).
      status: 403,
    });
  });

  it("the shop's service account reads no order through the records API, nor its access token or idempotency key", async () => {
    const pb = await servicePb();
    // It reaches orders through the hooks' routes only (pb_migrations/1732002530_service_account_reads.js).
    await expect(pb.collection('orders').getOne(recordId)).rejects.toMatchObject({ status: 404 });
    const byToken = await pb
      .collection('orders')
      .getList(1, 1, { filter: pb.filter('accessToken = {:t}', { t: placed.accessToken }) })
      .catch((err: { status: number }) => ({ items: [], status: err.status }));
    expect(byToken.items).toEqual([]);
  });
});
