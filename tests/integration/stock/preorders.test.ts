// Pre-orders for the coming harvest (docs/rules.md §5 Pre-orders): a lot open for pre-order sells up to its cap,
// "ships from" its expected harvest date (AD and BS) and the estimated delivery follows it; when the harvest is
// smaller than the pre-orders, the desk lists the orders that cannot be filled, newest first. Also the desk's
// packing list grouped by lot and the low-stock view.
import { beforeAll, describe, expect, it } from 'vitest';
import days from '../../../pocketbase/pb_hooks/lib/delivery-days.js';
import { callAction } from '@tests/harness/actions-client';
import { customer, orderInput } from '@tests/harness/orders';
import { place, type SeedPlace } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, staffPb } from '@tests/harness/staff';
import { comingHarvest, lotFigures, stockedProduct, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let kathmandu: SeedPlace;
// Harvests to come, whatever day the tests run (a pre-order is not opened from a day already past).
const HARVEST = comingHarvest(90);
const EARLIER_HARVEST = comingHarvest(60);
/** "1 March 2027": a day as the shop's "Ships from" writes it in English. */
const adWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(day),
  );
beforeAll(async () => {
  kathmandu = await place();
});

async function order(product: Awaited<ReturnType<typeof stockedProduct>>, quantity: number, name = 'Pre Orderer') {
  const result = await callAction<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, [{ product, quantity }], { customer: customer(kathmandu, { name }) }),
  );
  return result;
}

async function stored(orderNumber: string) {
  const pb = await adminPb();
  return pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
}

describe('pre-orders', () => {
  it('sell up to the cap and ship from the expected harvest; a smaller harvest lists the unfilled orders newest first', async () => {
    const product = await stockedProduct('Spring Apples');
    const lot = await stockLot(product, {
      stock_status: 'pre-order',
      harvest_date: HARVEST,
      expected_units: 10,
      preorder_cap: 6,
    });
    // live on the product's pages: what can be pre-ordered and when it ships
    const live = await fetch(`${testStack().shopUrl}/products/availability.json?id=${product.id}`).then((r) =>
      r.json(),
    );
    expect(live).toMatchObject({ available: true, left: 6 });
    expect(live.ships).toMatch(new RegExp(`^Ships from ${adWords(HARVEST)} · \\d+ \\S+ 20\\d\\d`));

    const first = await order(product, 2, 'First Preorder');
    expect(first.error).toBeUndefined();
    const firstOrder = await stored(first.data!.orderNumber);
    expect(firstOrder.items[0]).toMatchObject({
      lot: lot.code,
      lots: [{ code: lot.code, quantity: 2 }],
      shipsFrom: HARVEST,
    });
    // the estimated delivery counts from the ships-from day
    expect(firstOrder.estimatedDelivery.slice(0, 10) >= HARVEST).toBe(true);
    expect(first.data!.order.estimatedDelivery.slice(0, 10) >= HARVEST).toBe(true);

    const second = await order(product, 2, 'Second Preorder');
    const third = await order(product, 2, 'Third Preorder');
    expect([second.error, third.error]).toEqual([undefined, undefined]);
    // the cap is reached
    const over = await order(product, 1, 'Too Late');
    expect(over.error).toMatchObject({
      status: 409,
      message: `Sorry, the following item(s) are no longer available: ${product.name}. Please remove them from your cart to continue.`,
    });
    expect(await lotFigures(lot.id)).toEqual({ units: 0, reserved: 6, remaining: 0, shortfall: 0 });

    // Harvested: 3 real units for 6 pre-ordered.
    const admin = await adminPb();
    await admin.collection('lots').update(lot.id, { stock_status: 'on sale', units: 3 });
    expect(await lotFigures(lot.id)).toEqual({ units: 3, reserved: 6, remaining: 0, shortfall: 3 });

    const staff = await staffPb(admin, await createStaff(admin, 'Harvest Desk'));
    const answer = (await staff.send('/api/desk/shortfalls', { method: 'GET' })) as {
      lots: { code: string; shortfall: number; orders: { orderNumber: string; missing: number; quantity: number }[] }[];
    };
    const short = answer.lots.find((l) => l.code === lot.code);
    expect(short?.shortfall).toBe(3);
    expect(short?.orders.map((o) => [o.orderNumber, o.quantity, o.missing])).toEqual([
      [third.data!.orderNumber, 2, 2],
      [second.data!.orderNumber, 2, 1],
    ]);
    // anonymous callers get nothing
    await expect(fetch(`${testStack().pbUrl}/api/desk/shortfalls`).then((r) => r.status)).resolves.toBe(401);

    // Staff cancel the newest: the shortfall shrinks and it leaves the list.
    await staff.send(`/api/desk/orders/${(await stored(third.data!.orderNumber)).id}/status`, {
      method: 'POST',
      body: { from: 'Open', to: 'Cancelled', reason: 'Harvest too small' },
    });
    expect(await lotFigures(lot.id)).toEqual({ units: 3, reserved: 4, remaining: 0, shortfall: 1 });
    const after = (await staff.send('/api/desk/shortfalls', { method: 'GET' })) as typeof answer;
    expect(after.lots.find((l) => l.code === lot.code)?.orders.map((o) => o.orderNumber)).toEqual([
      second.data!.orderNumber,
    ]);

    // The desk's stock page shows the same list, and the packing list of the order's delivery day (its ships-from
    // day or later) groups its lines by lot.
    const cookie = await deskCookie(await createStaff(admin, 'Page Desk'));
    const page = await fetch(`${testStack().shopUrl}/desk/stock`, { headers: { cookie } }).then((r) => r.text());
    expect(page).toContain(`Lot ${lot.code}`);
    expect(page).toContain(second.data!.orderNumber);
    // The Nepali desk names the product by its Nepali name.
    await admin.collection('web_products').update(product.id, { nepaliName: 'वसन्तको स्याउ' });
    const pageNe = await fetch(`${testStack().shopUrl}/ne/desk/stock`, { headers: { cookie } }).then((r) => r.text());
    expect(pageNe).toContain(`${lot.code} · वसन्तको स्याउ`);
    const day = (await stored(second.data!.orderNumber)).delivery_day;
    const packing = await fetch(`${testStack().shopUrl}/desk/packing?day=${day}`, { headers: { cookie } }).then((r) =>
      r.text(),
    );
    expect(packing).toContain(`data-lot="${lot.code}"`);
    expect(packing).toContain(second.data!.orderNumber);
    // The desk's order view says which lot to pick from.
    const orderPage = await fetch(`${testStack().shopUrl}/desk/orders/${(await stored(second.data!.orderNumber)).id}`, {
      headers: { cookie },
    }).then((r) => r.text());
    expect(orderPage).toContain(`Pick: lot ${lot.code} × 2`);
  });

  it('the desk cannot move a pre-order to a day before its harvest ships, and a move after it is taken', async () => {
    const product = await stockedProduct('Winter Honey');
    await stockLot(product, {
      stock_status: 'pre-order',
      harvest_date: EARLIER_HARVEST,
      expected_units: 10,
      preorder_cap: 6,
    });
    const placed = await order(product, 1, 'Patient Preorder');
    expect(placed.error).toBeUndefined();
    const before = await stored(placed.data!.orderNumber);
    expect(before.delivery_day >= EARLIER_HARVEST).toBe(true);
    const admin = await adminPb();
    const staff = await staffPb(admin, await createStaff(admin, 'Pre-order Mover'));
    const move = (day: string) =>
      staff.send(`/api/desk/orders/${before.id}/delivery-day`, {
        method: 'POST',
        body: { day, reason: 'Asked by phone', seenDay: before.delivery_day },
      });

    // A week before the harvest (the route's weekday, so only the harvest refuses it): refused, nothing changes.
    await expect(move(days.addDays(before.delivery_day, -14))).rejects.toMatchObject({
      status: 400,
      response: { message: `A pre-ordered line ships from ${EARLIER_HARVEST}: choose that day or later.` },
    });
    expect((await stored(placed.data!.orderNumber)).delivery_day).toBe(before.delivery_day);

    await move(days.addDays(before.delivery_day, 7));
    expect((await stored(placed.data!.orderNumber)).delivery_day).toBe(days.addDays(before.delivery_day, 7));
  });

  it('a harvest is not moved past the day its pre-orders are booked for; once the desk moves them, it is', async () => {
    const product = await stockedProduct('Late Harvest Honey');
    const lot = await stockLot(product, {
      stock_status: 'pre-order',
      harvest_date: EARLIER_HARVEST,
      expected_units: 10,
    });
    const placed = await order(product, 1, 'Waiting Preorder');
    expect(placed.error).toBeUndefined();
    const booked = await stored(placed.data!.orderNumber);
    const admin = await adminPb();
    const later = days.addDays(booked.delivery_day, 3);
    const harvestOf = async () => days.pickedDay((await admin.collection('lots').getOne(lot.id)).harvest_date);
    await expect(
      admin.collection('lots').update(lot.id, { harvest_date: later, pack_date: later }),
    ).rejects.toMatchObject({
      status: 400,
      response: {
        data: {
          harvest_date: {
            message: `Orders from this lot are booked before ${later}: ${booked.orderNumber} (${booked.delivery_day}). Move their delivery days to ${later} or later on the desk first, then the harvest.`,
          },
        },
      },
    });
    expect(await harvestOf()).toBe(EARLIER_HARVEST);
    // Up to the day they are booked for, it moves.
    await admin
      .collection('lots')
      .update(lot.id, { harvest_date: booked.delivery_day, pack_date: booked.delivery_day });
    expect(await harvestOf()).toBe(booked.delivery_day);
    // The desk moves the order a week on; then the harvest follows.
    const staff = await staffPb(admin, await createStaff(admin, 'Harvest Mover'));
    await staff.send(`/api/desk/orders/${booked.id}/delivery-day`, {
      method: 'POST',
      body: { day: days.addDays(booked.delivery_day, 7), reason: 'Harvest late', seenDay: booked.delivery_day },
    });
    await admin.collection('lots').update(lot.id, { harvest_date: later, pack_date: later });
    expect(await harvestOf()).toBe(later);
  });

  it('a lot open for pre-order needs its expected quantity', async () => {
    const product = await stockedProduct('Unsure Apples');
    await expect(
      stockLot(product, { stock_status: 'pre-order', harvest_date: HARVEST, preorder_cap: 5 }),
    ).rejects.toMatchObject({
      status: 400,
      response: {
        message: 'A lot open for pre-order needs expected_units: how many units the harvest should give.',
        data: { expected_units: { code: 'validation_required' } },
      },
    });
  });

  it('a lot is not opened for pre-order from a harvest day already past; one whose day passed since still sells', async () => {
    const pb = await adminPb();
    const product = await stockedProduct('Late Apples');
    const yesterday = days.addDays(days.nepalDay(Date.now()), -1);
    const refusal = {
      status: 400,
      response: {
        message: `A lot open for pre-order ships from its harvest_date, and ${yesterday} has passed: set the day the harvest comes, or put the lot on sale.`,
        data: { harvest_date: { code: 'validation_past' } },
      },
    };
    const future = comingHarvest(20);
    await expect(
      stockLot(product, { stock_status: 'pre-order', harvest_date: yesterday, expected_units: 5 }),
    ).rejects.toMatchObject(refusal);
    // A lot on sale switched to pre-order with its past harvest day: refused too, and nothing changed.
    const onSale = await stockLot(product, { units: 4, harvest_date: yesterday });
    await expect(
      pb.collection('lots').update(onSale.id, { stock_status: 'pre-order', expected_units: 5 }),
    ).rejects.toMatchObject(refusal);
    expect((await pb.collection('lots').getOne(onSale.id)).stock_status).not.toBe('pre-order');
    // A pre-order whose harvest day is still to come is taken, and a later edit that keeps its day is too.
    const coming = await stockLot(product, { stock_status: 'pre-order', harvest_date: future, expected_units: 5 });
    expect((await pb.collection('lots').update(coming.id, { expected_units: 6 })).expected_units).toBe(6);
  });
});

describe('low stock', () => {
  it("lists stock-tracked products at or under the operator's number, for staff only", async () => {
    const product = await stockedProduct('Low Honey');
    await stockLot(product, { units: 4 });
    const admin = await adminPb();
    const filter = admin.filter('id = {:id}', { id: product.id });
    expect((await admin.collection('low_stock').getList(1, 5, { filter })).items).toEqual([]);
    await admin.collection('web_products').update(product.id, { low_stock_at: 5 });
    expect((await admin.collection('low_stock').getList(1, 5, { filter })).items[0]).toMatchObject({
      id: product.id,
      stock_left: 4,
      low_stock_at: 5,
    });
    const anon = await fetch(`${testStack().pbUrl}/api/collections/low_stock/records`).then((r) => r.json());
    expect(anon.items ?? []).toEqual([]);
  });
});
