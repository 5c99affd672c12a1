// The pickup charge (docs/rules.md "Delivery days", "Pickup charge"; src/features/checkout/place-order.server.ts): an
// order collected at a pickup point costs the point's charge (0 unless the operator set one) instead of the address
// delivery charge. The shop server reads it from the point; a total computed with a lower charge is refused and
// nothing is written. The confirmation and the order page name the point, its address and its hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { callAction } from '@tests/harness/actions-client';
import { cancelOrdersOf, newKey, orderInput } from '@tests/harness/orders';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie } from '@tests/harness/staff';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import type { OrderView } from '@/features/orders/view';

let branch: SeedPlace;
let honey: SeedProduct;
let free: RecordModel;
let paid: RecordModel;

const point = async (name: string, charge: number) =>
  (await adminPb()).collection('pickup_points').create({
    name: `${name} ${newKey().slice(5, 13)}`,
    address: 'Beside the test stall',
    address_ne: 'परीक्षण पसलको छेउमा',
    branch: branch.cityId,
    weekdays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
    opens_at: '09:00',
    closes_at: '16:00',
    cutoff_time: '18:00',
    cutoff_days_before: 1,
    charge,
  });

beforeAll(async () => {
  [branch, honey] = await Promise.all([place('Kaski', 'Lakeside Pokhara'), product('chiuri-honey')]);
  free = await point('Free test point', 0);
  paid = await point('Paid test point', 50);
});

afterAll(async () => {
  const pb = await adminPb();
  for (const p of [free, paid]) {
    await cancelOrdersOf(pb, 'pickup_point', p.id);
    await pb.collection('pickup_points').delete(p.id);
  }
});

const subtotal = () => honey.price * 2;
const order = (pickupPoint: string, expectedTotal: number) => ({
  ...orderInput(branch, [{ product: honey, quantity: 2 }], { expectedTotal }),
  pickupPoint,
});

async function stored(orderNumber: string) {
  const pb = await adminPb();
  return pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
}

describe('an order collected at a pickup point', () => {
  it('with no charge set costs nothing to deliver, instead of the address charge', async () => {
    const address = orderInput(branch, [{ product: honey, quantity: 2 }]);
    expect(address.expectedTotal).toBeGreaterThan(subtotal()); // the address would cost something
    const result = await callAction<PlaceOrderResult>('placeOrder', order(free.id, subtotal()));
    expect(result.error).toBeUndefined();
    const stored0 = await stored(result.data!.orderNumber);
    expect(stored0).toMatchObject({ pickup_point: free.id, deliveryCharge: 0, total: subtotal() });
    expect(result.data!.order.deliveryCharge).toBe(0);
  });

  it("with a charge of 50 costs 50, and the shopper's total must say so", async () => {
    const result = await callAction<PlaceOrderResult>('placeOrder', order(paid.id, subtotal() + 50));
    expect(result.error).toBeUndefined();
    expect(await stored(result.data!.orderNumber)).toMatchObject({
      pickup_point: paid.id,
      deliveryCharge: 50,
      total: subtotal() + 50,
    });
  });

  it('the browser cannot lower it: a total without the charge is refused and nothing is written', async () => {
    const pb = await adminPb();
    const count = async () =>
      (await pb.collection('orders').getList(1, 1, { filter: pb.filter('pickup_point = {:p}', { p: paid.id }) }))
        .totalItems;
    const before = await count();
    const result = await callAction('placeOrder', order(paid.id, subtotal()));
    expect(result.error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(result.error!.message).toMatch(/total/i);
    expect(await count()).toBe(before);
  });

  it('a pickup point that does not exist is refused, not a 500', async () => {
    const result = await callAction('placeOrder', order('zzzzzzzzzzzzzzz', subtotal()));
    expect(result.error).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED' });
    expect(result.error!.message).toContain('pickup point');
  });

  it('names its point, address and hours in the confirmation and to the order page, never to the number alone', async () => {
    const result = await callAction<PlaceOrderResult>('placeOrder', order(paid.id, subtotal() + 50));
    expect(result.error).toBeUndefined();
    const place = {
      name: paid.name,
      name_ne: '',
      address: 'Beside the test stall',
      address_ne: 'परीक्षण पसलको छेउमा',
      opensAt: '09:00',
      closesAt: '16:00',
    };
    const { orderNumber, accessToken } = result.data!;
    expect(result.data!.order.pickupPoint).toEqual(place);
    const own = await callAction<OrderView>('getOrder', { orderNumber, token: accessToken });
    expect(own.data).toMatchObject({ pickupPoint: place, deliveryCharge: 50 });
    const byPhone = await callAction<OrderView>('getOrder', { orderNumber, phone: '9812345678' });
    expect(byPhone.data).toMatchObject({ details: true, pickupPoint: place });
    const byNumber = await callAction<OrderView>('getOrder', { orderNumber });
    expect(byNumber.data?.details).toBe(false);
    expect(byNumber.data?.pickupPoint).toBeUndefined();

    // A delivery to the address names no point.
    const home = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(branch, [{ product: honey, quantity: 2 }]),
    );
    expect(home.error).toBeUndefined();
    expect(home.data!.order).not.toHaveProperty('pickupPoint');
    const homeView = await callAction<OrderView>('getOrder', {
      orderNumber: home.data!.orderNumber,
      token: home.data!.accessToken,
    });
    expect(homeView.data).not.toHaveProperty('pickupPoint');
  });

  it('the desk order page says it is collected, where and when, and names the charge a pickup charge', async () => {
    const result = await callAction<PlaceOrderResult>('placeOrder', order(paid.id, subtotal() + 50));
    expect(result.error).toBeUndefined();
    const id = (await stored(result.data!.orderNumber)).id;
    const cookie = await deskCookie(await createStaff(await adminPb(), 'Pickup Desk'));
    const page = async (path: string) =>
      (await fetch(`${testStack().shopUrl}${path}`, { headers: { Cookie: cookie } })).text();
    const english = await page(`/desk/orders/${id}`);
    expect(english).toMatch(/data-testid="desk-pickup"[^>]*><p[^>]*>Collect at Paid test point/);
    expect(english).toContain('Beside the test stall');
    expect(english).toContain('Open 09:00–16:00');
    expect(english).toContain('Shopper&#39;s address: ');
    expect(english).toContain('<dt>Pickup charge</dt>');
    const nepali = await page(`/ne/desk/orders/${id}`);
    expect(nepali).toContain('परीक्षण पसलको छेउमा');
    expect(nepali).toContain('खुल्ने समय ०९:००–१६:००');
    expect(nepali).toContain('<dt>पिकअप शुल्क</dt>');
    // Delivered to the address: no pickup box.
    const home = await callAction<PlaceOrderResult>(
      'placeOrder',
      orderInput(branch, [{ product: honey, quantity: 2 }]),
    );
    const homePage = await page(`/desk/orders/${(await stored(home.data!.orderNumber)).id}`);
    expect(homePage).not.toContain('desk-pickup');
    expect(homePage).toContain('<dt>Delivery charge</dt>');
  });
});
