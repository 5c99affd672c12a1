// Issue #44's "done when", end to end through the real routes (docs/operations.md "A day at the desk"): a week of
// orders over three delivery days is packed with real weights and one substitution, delivered by two riders with one
// refusal and one short payment, settled and paid out; every rupee reconciles across the shopper's order page, the
// route sheets, the settlements and the payout CSV the shop server hands a lead.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import days from '../../../pocketbase/pb_hooks/lib/delivery-days.js';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey } from '@tests/harness/orders';
import { place, type SeedPlace } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, staffPb, type TestStaff } from '@tests/harness/staff';
import { stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { nepalDate } from '@/features/desk/nepal-time';

let admin: PocketBase;
let kathmandu: SeedPlace;
const run = randomUUID().slice(0, 8);
const PHONE = '9841777123';

beforeAll(async () => {
  admin = await adminPb();
  kathmandu = await place();
});

const paisa = (n: number) => Math.round(n * 100);
const send = (pb: PocketBase, path: string, body: unknown) =>
  pb.send(path, { method: 'POST', body }).then(
    (r) => ({ status: 200, body: r }),
    (err) => ({ status: err.status as number, body: err.response as { message: string } }),
  );

async function product(name: string, fields: Record<string, unknown>) {
  return admin.collection('web_products').create({
    slug: `week-${randomUUID().slice(0, 8)}`,
    name: `${name} ${run}`,
    unit: '1 PC',
    category: 'Vegetables',
    isVisible: true,
    is_available: true,
    hasTraceability: false,
    ...fields,
  });
}

/** Places an order as a shopper does (the quoted total), on the given delivery day of the test route. */
async function placeOrder(lines: { id: string; price: number; quantity: number }[], day: string, route: string) {
  const quote = await callAction<{ total: number }>('quote', {
    items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    branchId: kathmandu.cityId,
  });
  expect(quote.error).toBeUndefined();
  const result = await callAction<PlaceOrderResult>('placeOrder', {
    idempotencyKey: newKey(),
    customer: customer(kathmandu, { name: 'Week Shopper', phone: PHONE }),
    items: lines,
    expectedTotal: quote.data!.total,
    substitution: 'substitute',
  });
  expect(result.error).toBeUndefined();
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: result.data!.orderNumber }));
  // The test's own route and a far-off day, so the sheets hold only this week's orders.
  await admin.collection('orders').update(order.id, { route, delivery_day: day });
  return order.id;
}

describe('a week at the desk', () => {
  it('packed, delivered by two riders with a refusal and a short payment, settled and paid out: every rupee reconciles', async () => {
    const { shopUrl } = testStack();
    const today = days.nepalDay(Date.now());
    const base = days.addDays(today, 700 + Math.floor(Math.random() * 200));
    const week = [base, days.addDays(base, 2), days.addDays(base, 4)];
    const route = await admin.collection('routes').create({
      name: `Week route ${run}`,
      branches: [kathmandu.cityId],
      weekdays: [...days.WEEKDAYS],
      cutoff_time: '18:00',
      cutoff_days_before: 1,
    });
    // The route names Kathmandu's branch, so it would take the orders of every later test placing there: gone after.
    onTestFinished(async () => {
      await admin.collection('routes').delete(route.id);
    });

    // Who grows what: a cooperative (12.5% commission) and a farmer (none).
    const coop = `Week Coop ${run}`;
    await admin.collection('cooperatives').create({ name: coop, name_ne: 'हप्ता सहकारी', commission_percent: 12.5 });
    // Last in the farmers' order: the browser tests that run after on the same stack read the demo's first farmers.
    const farmer = await admin.collection('farmers').create({ name: `Week Farmer ${run}`, sort: 9999 });
    const tomato = await product('Tomato', {
      sold_by_weight: true,
      weight_price: 120,
      nominal_kg: 1,
      weight_tolerance: 20,
    });
    const honey = await product('Honey', { price: 300 });
    const peas = await product('Peas', { price: 90 });
    const beans = await product('Beans', { price: 100 });
    await stockLot(tomato, { units: 40, farmers: [farmer.id] });
    await stockLot(honey, { units: 40, cooperative: coop });
    await stockLot(peas, { units: 40, cooperative: coop });
    await stockLot(beans, { units: 40, farmers: [farmer.id] });

    const ids: string[] = [];
    for (const day of week) {
      ids.push(
        await placeOrder(
          [
            { id: tomato.id, price: 120, quantity: 2 },
            { id: honey.id, price: 300, quantity: 1 },
          ],
          day,
          route.id,
        ),
      );
      ids.push(await placeOrder([{ id: beans.id, price: 100, quantity: 2 }], day, route.id));
    }

    // Packing: every tomato line weighed (real weights, within tolerance); one substitution (peas for a missing bean).
    const packer = await createStaff(admin, `Packer ${run}`);
    const packerPb = await staffPb(admin, packer);
    const weights = ['2.15', '1.85', '2.3'];
    for (const [i, id] of ids.entries()) {
      if (i % 2 === 0) {
        const weighed = await send(packerPb, `/api/desk/orders/${id}/lines/0`, {
          action: 'weigh',
          seen: { quantity: 2, weightKg: null },
          kg: weights[i / 2],
        });
        expect(weighed.status).toBe(200);
      }
    }
    const subbed = ids[3]!;
    expect(
      (
        await send(packerPb, `/api/desk/orders/${subbed}/lines/0`, {
          action: 'short',
          seen: { quantity: 2, weightKg: null },
          quantity: 1,
          reason: 'Hail',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await send(packerPb, `/api/desk/orders/${subbed}/lines/0`, {
          action: 'substitute',
          seen: { quantity: 1, weightKg: null },
          productId: peas.id,
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    for (const id of ids) {
      expect((await send(packerPb, `/api/desk/orders/${id}/packed`, {})).status).toBe(200);
      for (const [from, to] of [
        ['Open', 'Confirmed'],
        ['Confirmed', 'Out for Delivery'],
      ]) {
        expect((await send(packerPb, `/api/desk/orders/${id}/status`, { from, to })).status).toBe(200);
      }
    }
    const packed = await Promise.all(ids.map((id) => admin.collection('orders').getOne(id)));
    expect(packed[0]!.items[0].weightKg).toBe(2.15);
    expect(packed[3]!.items.map((l: { quantity: number }) => l.quantity)).toEqual([1, 1]);

    // Every order's total: the shopper's order page = the route sheet's cash to collect.
    const leadStaff: TestStaff = await createStaff(admin, `Lead ${run}`);
    await admin.collection('staff').update(leadStaff.id, { lead: true });
    const leadPb = await staffPb(admin, leadStaff);
    const leadCookie = await deskCookie(leadStaff);
    const get = (path: string) => fetch(`${shopUrl}${path}`, { headers: { Cookie: leadCookie }, redirect: 'manual' });
    const sheet: Record<string, number> = {};
    for (const day of week) {
      const page = await (await get(`/desk/route-sheet?day=${day}&route=${route.id}`)).text();
      for (const m of page.matchAll(/data-order="(ORD-\d{6})" data-total="([\d.]+)"/g)) sheet[m[1]!] = Number(m[2]);
    }
    for (const order of packed) {
      const view = await callAction<{ total: number }>('getOrder', { orderNumber: order.orderNumber, phone: PHONE });
      expect(view.data!.total).toBe(order.total);
      expect(sheet[order.orderNumber]).toBe(order.total);
    }

    // Two riders: A the first two days, B the last; one refusal (A) and one short payment (B).
    const riderA = await createStaff(admin, `Rider A ${run}`);
    const riderB = await createStaff(admin, `Rider B ${run}`);
    const pbA = await staffPb(admin, riderA);
    const pbB = await staffPb(admin, riderB);
    const refusedOrder = packed[1]!;
    const shortOrder = packed[4]!;
    const collected: Record<string, number> = {};
    for (const [i, order] of packed.entries()) {
      const pb = i < 4 ? pbA : pbB;
      const path = `/api/desk/orders/${order.id}`;
      if (order === refusedOrder) {
        expect((await send(pb, `${path}/refused`, { from: 'Out for Delivery', note: 'Not at home' })).status).toBe(200);
      } else if (order === shortOrder) {
        const body = { from: 'Out for Delivery', collected: order.total - 50, reason: 'short', note: 'Had 50 less' };
        expect((await send(pb, `${path}/cash`, body)).status).toBe(200);
        collected[order.id] = order.total - 50;
      } else {
        expect((await send(pb, `${path}/cash`, { from: 'Out for Delivery', collected: order.total })).status).toBe(200);
        collected[order.id] = order.total;
      }
    }

    // The settlements: due is what the sheet said for each delivered order; collected is what the riders took.
    const cashDay = nepalDate(Date.now());
    const sumOf = (list: typeof packed, f: (o: (typeof packed)[0]) => number) =>
      list.reduce((s, o) => s + paisa(f(o)), 0) / 100;
    for (const [riderId, mine] of [
      [riderA.id, packed.slice(0, 4)],
      [riderB.id, packed.slice(4)],
    ] as const) {
      const delivered = mine.filter((o) => o !== refusedOrder);
      const seen = await leadPb.send(`/api/desk/settlement?day=${cashDay}&rider=${riderId}`, { method: 'GET' });
      expect(seen.figures).toMatchObject({
        delivered: delivered.length,
        refused: mine.length - delivered.length,
        due: sumOf(delivered, (o) => sheet[o.orderNumber]!),
        collected: sumOf(delivered, (o) => collected[o.id]!),
      });
      const closed = await send(leadPb, '/api/desk/settlement', {
        day: cashDay,
        rider: riderId,
        handedOver: seen.figures.collected,
        seen: seen.figures.pending,
      });
      expect(closed.status).toBe(200);
    }
    const short = await leadPb.send(`/api/desk/settlement?day=${cashDay}&rider=${riderB.id}`, { method: 'GET' });
    expect(short.figures).toMatchObject({ difference: -50, closed: true, outstanding: 0 });

    // The payout CSV through the shop server: owed + commission = the delivered lines (the refusal's out, the short
    // payment's lines in full: a rider's short cash is a difference in the settlement, never less for the farmers).
    const csv = await get(`/desk/payouts.csv?from=${cashDay}&to=${cashDay}`);
    expect(csv.status).toBe(200);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l.includes(run))
      .map((l) => l.slice(1, -1).split('","'));
    const col = (i: number) => rows.reduce((s, r) => s + paisa(Number(r[i])), 0);
    for (const r of rows) expect(paisa(Number(r[7])) + paisa(Number(r[8]))).toBe(paisa(Number(r[5])));
    const deliveredLines = packed
      .filter((o) => o !== refusedOrder)
      .flatMap((o) => o.items as { lineTotal: number }[])
      .reduce((s, l) => s + paisa(l.lineTotal), 0);
    expect(col(5)).toBe(deliveredLines);
    expect(col(7) + col(8)).toBe(deliveredLines);
    expect(rows.some((r) => r[0] === coop)).toBe(true);
    expect(rows.some((r) => r[0] === farmer.name)).toBe(true);
  });
});
