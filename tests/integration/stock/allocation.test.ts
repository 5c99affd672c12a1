// Stock on lots through the real shop server and PocketBase (docs/rules.md §5 Stock allocation): orders draw from
// the lots in the order's own transaction, oldest first, a line may span lots, nothing is ever oversold, and a
// cancelled order (or a failed delivery staff close) gives its units back to the lots they came from.
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { createOrderRecord, customer, newKey, orderHistory, orderInput } from '@tests/harness/orders';
import { place, type SeedPlace } from '@tests/harness/seed';
import { adminPb, servicePb } from '@tests/harness/stack';
import { createStaff, staffPb } from '@tests/harness/staff';
import { lotFigures, stockedProduct, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let kathmandu: SeedPlace;

beforeAll(async () => {
  kathmandu = await place();
});

async function orderRecord(orderNumber: string) {
  const pb = await adminPb();
  return pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
}

async function allocationsOf(orderId: string) {
  const pb = await adminPb();
  return pb
    .collection('order_allocations')
    .getFullList({ filter: pb.filter('order = {:o}', { o: orderId }), sort: 'line,created' });
}

describe('allocation at placement', () => {
  it('draws the oldest harvest first and lets a line span two lots; every line records its lots', async () => {
    const product = await stockedProduct('Span Honey');
    const newer = await stockLot(product, { units: 10, harvest_date: '2026-10-20' });
    const older = await stockLot(product, { units: 3, harvest_date: '2026-09-01' });

    const result = await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 5 }]));
    expect(result.error).toBeUndefined();
    const order = await orderRecord(result.data!.orderNumber);
    expect(order.items[0]).toMatchObject({
      id: product.id,
      lot: older.code,
      lots: [
        { code: older.code, quantity: 3 },
        { code: newer.code, quantity: 2 },
      ],
    });
    const draws = await allocationsOf(order.id);
    expect(draws.map((d) => [d.lot, d.quantity, d.line, d.returned])).toEqual([
      [older.id, 3, 0, false],
      [newer.id, 2, 0, false],
    ]);
    expect(await lotFigures(older.id)).toEqual({ units: 3, reserved: 3, remaining: 0, shortfall: 0 });
    expect(await lotFigures(newer.id)).toEqual({ units: 10, reserved: 2, remaining: 8, shortfall: 0 });
    const stored = await (await adminPb()).collection('web_products').getOne(product.id);
    expect(stored).toMatchObject({ stock_tracked: true, stock_left: 8 });
  });

  it('the earliest best-before goes before an older harvest', async () => {
    const product = await stockedProduct('Fefo Honey');
    const keeps = await stockLot(product, { units: 5, harvest_date: '2026-08-01', best_before: '2027-08-01' });
    const expires = await stockLot(product, { units: 5, harvest_date: '2026-09-01', best_before: '2026-12-01' });
    const result = await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]));
    expect(result.error).toBeUndefined();
    expect((await lotFigures(expires.id)).remaining).toBe(3);
    expect((await lotFigures(keeps.id)).remaining).toBe(5);
  });

  it('refuses more than is left with the availability message and "Only N left", and changes nothing', async () => {
    const product = await stockedProduct('Short Honey');
    const lot = await stockLot(product, { units: 3 });
    const before = (await adminPb()).collection('orders');
    const count = (await before.getList(1, 1)).totalItems;
    const result = await callAction('placeOrder', orderInput(kathmandu, [{ product, quantity: 4 }]));
    expect(result.error).toMatchObject({
      status: 409,
      message: `Fewer are left than in your cart: ${product.name} (Only 3 left). Choose what is left to continue.`,
    });
    expect((await before.getList(1, 1)).totalItems).toBe(count);
    expect(await lotFigures(lot.id)).toEqual({ units: 3, reserved: 0, remaining: 3, shortfall: 0 });
    // the stock check before review says the same
    const check = await callAction<{ unavailable: unknown[]; message: string }>('checkStock', {
      items: [{ id: product.id, quantity: 4 }],
    });
    expect(check.data).toEqual({
      unavailable: [{ id: product.id, name: product.name, left: 3 }],
      message: `Fewer are left than in your cart: ${product.name} (Only 3 left). Choose what is left to continue.`,
    });
  });

  it('a product marked not stock-tracked sells as before, whatever its lots hold', async () => {
    const product = await stockedProduct('Untracked Honey');
    await stockLot(product, { units: 1 });
    await (await adminPb()).collection('web_products').update(product.id, { not_stock_tracked: true });
    const result = await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 5 }]));
    expect(result.error).toBeUndefined();
    const order = await orderRecord(result.data!.orderNumber);
    expect(await allocationsOf(order.id)).toEqual([]);
  });
});

describe('a campaign that cannot pay', () => {
  it('refuses the order at the hook and gives back the units it had already drawn', async () => {
    // The shop server checks the coupon first, so this is the budget spent by another order in between: the hook
    // draws the stock, then finds the campaign out of budget, and the whole transaction is undone.
    const product = await stockedProduct('Budget Honey');
    const lot = await stockLot(product, { units: 5 });
    const admin = await adminPb();
    const campaign = await admin
      .collection('campaigns')
      .create({ name: 'Spent campaign', is_active: true, remaining_budget: 10 });
    const service = await servicePb();
    const refused = service.send('/api/shop/orders', {
      method: 'POST',
      body: {
        idempotencyKey: `budget-${newKey()}`,
        campaignId: campaign.id,
        budgetCharge: 50,
        order: {
          customerName: 'Budget Shopper',
          phone: '9800000000',
          district: 'Kathmandu',
          city: 'Baneshwor',
          landmark: 'Budget test',
          items: [{ id: product.id, slug: product.slug, name: product.name, price: 300, quantity: 2, unit: '500 GM' }],
          subtotal: 600,
          deliveryCharge: 0,
          discount_amount: 50,
          delivery_discount_amount: 0,
          total: 550,
          coupon_used: 'SPENT',
          orderDate: new Date().toISOString(),
          estimatedDelivery: new Date().toISOString(),
        },
      },
    });
    await expect(refused).rejects.toMatchObject({ status: 409, response: { code: 'coupon_unavailable' } });
    expect(await lotFigures(lot.id)).toEqual({ units: 5, reserved: 0, remaining: 5, shortfall: 0 });
    expect(await admin.collection('web_products').getOne(product.id)).toMatchObject({ stock_left: 5 });
    const draws = await admin
      .collection('order_allocations')
      .getFullList({ filter: admin.filter('product = {:p}', { p: product.id }) });
    expect(draws).toEqual([]);
    expect((await admin.collection('campaigns').getOne(campaign.id)).remaining_budget).toBe(10);
  });
});

describe('the race', () => {
  it('50 concurrent orders for a product with 10 units left sell exactly 10; the lots stay exact and never negative', async () => {
    const product = await stockedProduct('Race Honey');
    const a = await stockLot(product, { units: 4, harvest_date: '2026-09-01' });
    const b = await stockLot(product, { units: 6, harvest_date: '2026-09-15' });
    const base = orderInput(kathmandu, [{ product, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callAction<PlaceOrderResult>('placeOrder', {
          ...base,
          idempotencyKey: newKey(),
          customer: customer(kathmandu, { name: `Stock Racer ${i}` }),
        }),
      ),
    );
    const placed = results.filter((r) => r.data);
    expect(placed).toHaveLength(10);
    for (const r of results.filter((x) => x.error)) {
      expect(r.error).toMatchObject({
        status: 409,
        message: `Sorry, the following item(s) are no longer available: ${product.name}. Please remove them from your cart to continue.`,
      });
    }
    expect(await lotFigures(a.id)).toEqual({ units: 4, reserved: 4, remaining: 0, shortfall: 0 });
    expect(await lotFigures(b.id)).toEqual({ units: 6, reserved: 6, remaining: 0, shortfall: 0 });
    const pb = await adminPb();
    const draws = await pb
      .collection('order_allocations')
      .getFullList({ filter: pb.filter('product = {:p}', { p: product.id }) });
    expect(draws.reduce((s, d) => s + d.quantity, 0)).toBe(10);
    expect(new Set(draws.map((d) => d.order)).size).toBe(10);
    expect(await pb.collection('web_products').getOne(product.id)).toMatchObject({ stock_left: 0 });
  });
});

describe('returns', () => {
  it('cancelling an order returns its units to the lots they came from, recorded in its history', async () => {
    const product = await stockedProduct('Cancel Honey');
    const older = await stockLot(product, { units: 2, harvest_date: '2026-09-01' });
    const newer = await stockLot(product, { units: 5, harvest_date: '2026-10-01' });
    const result = await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 4 }]));
    const order = await orderRecord(result.data!.orderNumber);
    // another order takes one more from the newer lot meanwhile
    await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 1 }]));
    expect((await lotFigures(newer.id)).remaining).toBe(2);

    const admin = await adminPb();
    const staff = await staffPb(admin, await createStaff(admin, 'Stock Desk'));
    await staff.send(`/api/desk/orders/${order.id}/status`, {
      method: 'POST',
      body: { from: 'Open', to: 'Cancelled', reason: 'Customer changed their mind' },
    });
    expect(await lotFigures(older.id)).toEqual({ units: 2, reserved: 0, remaining: 2, shortfall: 0 });
    expect(await lotFigures(newer.id)).toEqual({ units: 5, reserved: 1, remaining: 4, shortfall: 0 });
    expect((await allocationsOf(order.id)).every((d) => d.returned)).toBe(true);
    const history = await orderHistory(order.id, 'stock');
    expect(history).toHaveLength(1);
    expect(history[0]!.details).toEqual({
      returned: [
        { line: 0, lot: older.code, quantity: 2 },
        { line: 0, lot: newer.code, quantity: 2 },
      ],
    });
    expect(await admin.collection('web_products').getOne(product.id)).toMatchObject({ stock_left: 6 });
  });

  it('a failed delivery that staff close returns the stock; delivered orders stop being reserved', async () => {
    const product = await stockedProduct('Failed Honey');
    const lot = await stockLot(product, { units: 5 });
    const admin = await adminPb();
    const staff = await staffPb(admin, await createStaff(admin, 'Stock Rider'));
    const move = (id: string, from: string, to: string, reason = '') =>
      from === 'Out for Delivery' && to === 'Delivered'
        ? // Cash on delivery is delivered with its cash (cash.pb.js).
          staff
            .collection('orders')
            .getOne(id)
            .then((o) =>
              staff.send(`/api/desk/orders/${id}/cash`, { method: 'POST', body: { from, collected: o.total } }),
            )
        : staff.send(`/api/desk/orders/${id}/status`, { method: 'POST', body: { from, to, reason: reason } });

    const failed = await orderRecord(
      (await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]))).data!
        .orderNumber,
    );
    const delivered = await orderRecord(
      (await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 1 }]))).data!
        .orderNumber,
    );
    expect(await lotFigures(lot.id)).toEqual({ units: 5, reserved: 3, remaining: 2, shortfall: 0 });
    for (const id of [failed.id, delivered.id]) {
      await move(id, 'Open', 'Confirmed');
      await move(id, 'Confirmed', 'Out for Delivery');
    }
    await move(delivered.id, 'Out for Delivery', 'Delivered');
    expect(await lotFigures(lot.id)).toEqual({ units: 5, reserved: 2, remaining: 2, shortfall: 0 });
    await move(failed.id, 'Out for Delivery', 'Delivery failed', 'Nobody at home');
    expect(await lotFigures(lot.id)).toEqual({ units: 5, reserved: 2, remaining: 2, shortfall: 0 });
    await move(failed.id, 'Delivery failed', 'Cancelled', 'Customer unreachable for three days');
    expect(await lotFigures(lot.id)).toEqual({ units: 5, reserved: 0, remaining: 4, shortfall: 0 });
    const history = await orderHistory(failed.id, 'stock');
    expect(history.map((h) => h.details)).toEqual([{ returned: [{ line: 0, lot: lot.code, quantity: 2 }] }]);
  });

  it('deleting an order gives its units back only while they are in the store: delivered or out, it is refused', async () => {
    const product = await stockedProduct('Delete Honey');
    const lot = await stockLot(product, { units: 6 });
    const admin = await adminPb();
    const staff = await staffPb(admin, await createStaff(admin, 'Delete Rider'));
    const move = (id: string, from: string, to: string) =>
      from === 'Out for Delivery' && to === 'Delivered'
        ? // Cash on delivery is delivered with its cash (cash.pb.js).
          staff
            .collection('orders')
            .getOne(id)
            .then((o) =>
              staff.send(`/api/desk/orders/${id}/cash`, { method: 'POST', body: { from, collected: o.total } }),
            )
        : staff.send(`/api/desk/orders/${id}/status`, { method: 'POST', body: { from, to, reason: '' } });
    const placeTwo = async () =>
      orderRecord(
        (await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]))).data!
          .orderNumber,
      );
    const delivered = await placeTwo();
    const out = await placeTwo();
    const open = await placeTwo();
    for (const id of [delivered.id, out.id]) {
      await move(id, 'Open', 'Confirmed');
      await move(id, 'Confirmed', 'Out for Delivery');
    }
    await move(delivered.id, 'Out for Delivery', 'Delivered');
    expect(await lotFigures(lot.id)).toEqual({ units: 6, reserved: 4, remaining: 0, shortfall: 0 });

    await expect(admin.collection('orders').delete(delivered.id)).rejects.toMatchObject({
      status: 400,
      response: {
        message:
          'A delivered order cannot be deleted: its units are sold, and deleting it would put them back on sale. It stays in the order list and its history.',
      },
    });
    await expect(admin.collection('orders').delete(out.id)).rejects.toMatchObject({
      status: 400,
      response: { message: expect.stringContaining('An order that is Out for Delivery cannot be deleted') },
    });
    expect(await lotFigures(lot.id)).toEqual({ units: 6, reserved: 4, remaining: 0, shortfall: 0 });
    expect((await admin.collection('orders').getOne(delivered.id)).status).toBe('Delivered');
    expect(await allocationsOf(delivered.id)).toHaveLength(1);

    // An open order's units are still on the shelf: deleting it puts them back on sale.
    await admin.collection('orders').delete(open.id);
    expect(await lotFigures(lot.id)).toEqual({ units: 6, reserved: 2, remaining: 2, shortfall: 0 });
  });

  it('an order an operator makes in the dashboard takes its units as a placed one does, or is refused', async () => {
    const product = await stockedProduct('Dashboard Honey');
    const lot = await stockLot(product, { units: 3 });
    const admin = await adminPb();
    const line = (quantity: number) => ({
      id: product.id,
      name: product.name,
      price: 300,
      quantity,
      lineTotal: 300 * quantity,
    });
    const fields = { customerName: 'Phone Order', phone: '9841000000', subtotal: 600, total: 600 };
    // More than the lots hold: refused under the field, nothing saved, nothing taken.
    await expect(
      createOrderRecord(admin, { ...fields, subtotal: 1200, total: 1200, items: [line(4)] }),
    ).rejects.toMatchObject({
      status: 400,
      response: { data: { items: { message: 'Not enough stock for this order: 3 left for line 1.' } } },
    });
    expect(await lotFigures(lot.id)).toEqual({ units: 3, reserved: 0, remaining: 3, shortfall: 0 });
    // Within them: taken, the line names its lot, and a shopper can no longer buy those units.
    const order = await createOrderRecord(admin, { ...fields, items: [line(2)] });
    expect(await lotFigures(lot.id)).toEqual({ units: 3, reserved: 2, remaining: 1, shortfall: 0 });
    expect(order.items[0]).toMatchObject({ lots: [{ code: lot.code, quantity: 2 }] });
    expect((await allocationsOf(order.id)).map((d) => [d.lot_code, d.quantity])).toEqual([[lot.code, 2]]);
    const refused = await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]));
    expect(refused.error).toBeTruthy();
    // Cancelled, it gives them back as any order does.
    await admin.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Shopper rang back' });
    expect(await lotFigures(lot.id)).toEqual({ units: 3, reserved: 0, remaining: 3, shortfall: 0 });
  });

  it('a line packed short to nothing does not stop a cancelled order from reopening', async () => {
    const product = await stockedProduct('Reopen Short Honey');
    const other = await stockedProduct('Reopen Short Jam');
    await stockLot(product, { units: 5 });
    const jamLot = await stockLot(other, { units: 5 });
    const admin = await adminPb();
    const order = await orderRecord(
      (
        await callAction<PlaceOrderResult>(
          'placeOrder',
          orderInput(kathmandu, [
            { product, quantity: 1 },
            { product: other, quantity: 2 },
          ]),
        )
      ).data!.orderNumber,
    );
    const packer = await staffPb(admin, await createStaff(admin, 'Short Packer'));
    await packer.send(`/api/desk/orders/${order.id}/lines/0`, {
      method: 'POST',
      body: { action: 'short', seen: { quantity: 1 }, quantity: 0, reason: 'Jar cracked' },
    });
    await admin.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Asked to cancel' });
    await admin.collection('orders').update(order.id, { status: 'Open' });
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('Open');
    expect((await lotFigures(jamLot.id)).reserved).toBe(2);
  });

  it('a reopened order whose first lot was closed meanwhile takes another, and its line names the new lot', async () => {
    const product = await stockedProduct('Reopen Lot Honey');
    const first = await stockLot(product, { units: 3, harvest_date: '2026-09-01' });
    const admin = await adminPb();
    const order = await orderRecord(
      (await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]))).data!
        .orderNumber,
    );
    expect(order.items[0]).toMatchObject({ lot: first.code });
    await admin.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Asked to cancel' });
    await admin.collection('lots').update(first.id, { stock_status: 'closed' });
    const second = await stockLot(product, { units: 4, harvest_date: '2026-10-01' });
    await admin.collection('orders').update(order.id, { status: 'Open' });
    expect((await admin.collection('orders').getOne(order.id)).items[0]).toMatchObject({
      lot: second.code,
      lots: [{ code: second.code, quantity: 2 }],
    });
    expect(await lotFigures(second.id)).toMatchObject({ reserved: 2, remaining: 2 });
  });

  it('an operator reopening a cancelled order takes its units again, or is refused when they are gone', async () => {
    const product = await stockedProduct('Reopen Honey');
    const lot = await stockLot(product, { units: 3 });
    const admin = await adminPb();
    const order = await orderRecord(
      (await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]))).data!
        .orderNumber,
    );
    await admin.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Asked to cancel' });
    expect((await lotFigures(lot.id)).remaining).toBe(3);
    await admin.collection('orders').update(order.id, { status: 'Open' });
    expect(await lotFigures(lot.id)).toEqual({ units: 3, reserved: 2, remaining: 1, shortfall: 0 });

    await admin.collection('orders').update(order.id, { status: 'Cancelled', status_reason: 'Asked again' });
    await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity: 2 }]));
    await expect(admin.collection('orders').update(order.id, { status: 'Open' })).rejects.toMatchObject({
      status: 400,
      response: { message: 'Not enough stock to reopen this order: 1 left of line 1.' },
    });
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('Cancelled');
    expect(await lotFigures(lot.id)).toEqual({ units: 3, reserved: 2, remaining: 1, shortfall: 0 });
  });
});
