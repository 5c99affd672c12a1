// Issue #44's "done when", end to end through the real routes (docs/operations.md "A day at the desk"): a week of
// orders over three delivery days is packed with real weights and one substitution, delivered by two riders with one
// refusal and one short payment on different days, each rider's day settled on its own, and paid out over the week;
// every rupee reconciles across the shopper's order page, the route sheets, the settlements per day and rider, the
// payout report and the payout CSV the shop server hands a lead. On a shop with its own PocketBase: the days the cash
// stands for are written into its database while it is stopped (tests/harness/cash-day.ts).
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import days from '../../../pocketbase/pb_hooks/lib/delivery-days.js';
import { callAction } from '@tests/harness/actions-client';
import { customer, everyDayRoute, placeQuotedOrder } from '@tests/harness/orders';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';
import { place, type SeedPlace } from '@tests/harness/seed';
import { createStaff, deskCookie, staffPb, type TestStaff } from '@tests/harness/staff';
import { stockLot } from '@tests/harness/stock';
import { cashRecordedOn } from '@tests/harness/cash-day';

let shop: OwnShop;
let admin: PocketBase;
let kathmandu: SeedPlace;
const run = randomUUID().slice(0, 8);
const PHONE = '9841777123';

beforeAll(async () => {
  shop = await startOtherShop({ pocketbase: 'own' });
  admin = shop.admin;
  kathmandu = await place('Kathmandu', 'Baneshwor', shop.anonymous());
});

afterAll(async () => {
  await shop?.stop();
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
  const order = await placeQuotedOrder(admin, shop.shopUrl, {
    branchId: kathmandu.cityId,
    customer: customer(kathmandu, { name: 'Week Shopper', phone: PHONE }),
    items: lines,
    substitution: 'substitute',
  });
  // The test's own route and a far-off day, so the sheets hold only this week's orders.
  await admin.collection('orders').update(order.id, { route, delivery_day: day });
  return order.id;
}

describe('a week at the desk', () => {
  it('packed, delivered on three days by two riders with a refusal and a short payment, each rider settled per day, paid out over the week: every rupee reconciles', async () => {
    const { shopUrl } = shop;
    const today = days.nepalDay(Date.now());
    const base = days.addDays(today, 700 + Math.floor(Math.random() * 200));
    const week = [base, days.addDays(base, 2), days.addDays(base, 4)];
    const route = await everyDayRoute(admin, `Week route ${run}`, [kathmandu.cityId]);

    // Who grows what: a cooperative (12.5% commission) and a farmer (none).
    const coop = `Week Coop ${run}`;
    await admin.collection('cooperatives').create({ name: coop, name_ne: 'हप्ता सहकारी', commission_percent: 12.5 });
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
    await stockLot(tomato, { units: 40, farmers: [farmer.id] }, admin);
    await stockLot(honey, { units: 40, cooperative: coop }, admin);
    await stockLot(peas, { units: 40, cooperative: coop }, admin);
    await stockLot(beans, { units: 40, farmers: [farmer.id] }, admin);

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
          seen: { quantity: 1, weightKg: null, substitutes: 0 },
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
    const leadCookie = await deskCookie(leadStaff, shopUrl);
    const get = (path: string) => fetch(`${shopUrl}${path}`, { headers: { Cookie: leadCookie }, redirect: 'manual' });
    const sheet: Record<string, number> = {};
    for (const day of week) {
      const page = await (await get(`/desk/route-sheet?day=${day}&route=${route.id}`)).text();
      for (const m of page.matchAll(/data-order="(ORD-\d{6})" data-total="([\d.]+)"/g)) sheet[m[1]!] = Number(m[2]);
    }
    for (const order of packed) {
      const view = await callAction<{ total: number }>(
        'getOrder',
        { orderNumber: order.orderNumber, phone: PHONE },
        { shopUrl },
      );
      expect(view.data!.total).toBe(order.total);
      expect(sheet[order.orderNumber]).toBe(order.total);
    }

    // Two riders over the three days: A alone the first day, A and B the second, B alone the third. The refusal is
    // on the first day (A), the short payment on the last (B).
    const riderA = await createStaff(admin, `Rider A ${run}`);
    const riderB = await createStaff(admin, `Rider B ${run}`);
    const pbOf = { [riderA.id]: await staffPb(admin, riderA), [riderB.id]: await staffPb(admin, riderB) };
    const riderOf = [riderA, riderA, riderA, riderB, riderB, riderB].map((r) => r.id);
    const refusedOrder = packed[1]!;
    const shortOrder = packed[4]!;
    const delivered = packed.filter((o) => o !== refusedOrder);
    const collected: Record<string, number> = {};
    const sumOf = (list: typeof packed, f: (o: (typeof packed)[0]) => number) =>
      list.reduce((s, o) => s + paisa(f(o)), 0) / 100;
    /** Each rider's day as the lead closed it. */
    const closes: { day: string; rider: string; due: number; collected: number; handedOver: number }[] = [];

    for (const [d, day] of week.entries()) {
      // The day's deliveries, each through the desk's cash or refusal route, then stamped with the day they stand for
      // while PocketBase is stopped (politely: it closes the database), and read again once it is back.
      const todays = packed.slice(2 * d, 2 * d + 2);
      for (const order of todays) {
        const pb = pbOf[riderOf[packed.indexOf(order)]!]!;
        const path = `/api/desk/orders/${order.id}`;
        if (order === refusedOrder) {
          const refused = await send(pb, `${path}/refused`, { from: 'Out for Delivery', note: 'Not at home' });
          expect(refused.status).toBe(200);
          collected[order.id] = 0;
        } else if (order === shortOrder) {
          const body = { from: 'Out for Delivery', collected: order.total - 50, reason: 'short', note: 'Had 50 less' };
          expect((await send(pb, `${path}/cash`, body)).status).toBe(200);
          collected[order.id] = order.total - 50;
        } else {
          const body = { from: 'Out for Delivery', collected: order.total };
          expect((await send(pb, `${path}/cash`, body)).status).toBe(200);
          collected[order.id] = order.total;
        }
      }
      const stopped = await shop.stopPocketBase();
      cashRecordedOn(
        stopped,
        todays.map((o) => o.id),
        day,
      );
      await shop.startPocketBase();
      // The folder it handed over is live again: never opened from here from now on.
      expect(() => cashRecordedOn(stopped, [todays[0]!.id], day)).toThrow(/PocketBase is running/);
      // What was written while it was stopped is what the restarted PocketBase reads: 14:00 in Nepal, 08:15 UTC.
      for (const o of todays)
        expect((await admin.collection('orders').getOne(o.id)).cash_at).toBe(`${day} 08:15:00.000Z`);

      // Each rider's settlement of the day: exactly the orders that rider took that day; due is what the sheet said
      // for each delivered one, collected what the rider took. A rider who did not ride that day has nothing.
      for (const rider of [riderA, riderB]) {
        const mine = todays.filter((o) => riderOf[packed.indexOf(o)] === rider.id);
        const mineDelivered = mine.filter((o) => o !== refusedOrder);
        const seen = await leadPb.send(`/api/desk/settlement?day=${day}&rider=${rider.id}`, { method: 'GET' });
        expect(seen.orders.map((o: { id: string }) => o.id).sort(), `${rider.name} on ${day}`).toEqual(
          mine.map((o) => o.id).sort(),
        );
        const due = sumOf(mineDelivered, (o) => sheet[o.orderNumber]!);
        const took = sumOf(mine, (o) => collected[o.id]!);
        expect(seen.figures).toMatchObject({
          delivered: mineDelivered.length,
          refused: mine.length - mineDelivered.length,
          due,
          collected: took,
          difference: Math.round((took - due) * 100) / 100,
          closed: false,
        });
        // The desk's page for that rider and day lists those orders and none of the week's others.
        const page = await (await get(`/desk/settlement?day=${day}&rider=${rider.id}`)).text();
        for (const o of packed)
          expect(page.includes(o.orderNumber), `${o.orderNumber} on ${day}`).toBe(mine.includes(o));
        if (mine.length === 0) continue;
        const closed = await send(leadPb, '/api/desk/settlement', {
          day,
          rider: rider.id,
          handedOver: took,
          seen: seen.figures.pending,
          seenEntries: [],
        });
        expect(closed.status).toBe(200);
        const after = await leadPb.send(`/api/desk/settlement?day=${day}&rider=${rider.id}`, { method: 'GET' });
        expect(after.figures).toMatchObject({ closed: true, pending: [], handedOver: took, outstanding: 0 });
        expect(after.entries).toEqual([expect.objectContaining({ kind: 'close', due, collected: took })]);
        closes.push({ day, rider: rider.id, due, collected: took, handedOver: took });
      }
    }
    // Four rider-days: A on the first two, B on the last two; B's short 50 on the last day.
    expect(closes.map((c) => [week.indexOf(c.day), c.rider === riderA.id ? 'A' : 'B'])).toEqual([
      [0, 'A'],
      [1, 'A'],
      [1, 'B'],
      [2, 'B'],
    ]);
    const shortDay = await leadPb.send(`/api/desk/settlement?day=${week[2]}&rider=${riderB.id}`, { method: 'GET' });
    expect(shortDay.figures).toMatchObject({ difference: -50, closed: true, outstanding: 0 });
    // Every rupee: the settlements' due is the delivered orders' totals (their order pages), their cash what was taken.
    const settledDue = closes.reduce((s, c) => s + paisa(c.due), 0);
    const settledCash = closes.reduce((s, c) => s + paisa(c.collected), 0);
    expect(settledDue).toBe(delivered.reduce((s, o) => s + paisa(o.total), 0));
    expect(settledCash).toBe(settledDue - 5000);

    // The week's payout report: its orders are the delivered five; lines plus discounts and delivery are the cash
    // due, all of it in the week's settlements, and the cash handed over is what the riders took.
    const [from, , to] = week;
    const report = await leadPb.send(`/api/desk/payouts?from=${from}&to=${to}`, { method: 'GET' });
    expect(report.orders).toBe(delivered.length);
    const deliveredLines = delivered
      .flatMap((o) => o.items as { lineTotal: number }[])
      .reduce((s, l) => s + paisa(l.lineTotal), 0);
    expect(paisa(report.reconciliation.lines)).toBe(deliveredLines);
    expect(paisa(report.reconciliation.lines) + paisa(report.reconciliation.adjustments)).toBe(settledDue);
    expect(paisa(report.reconciliation.due)).toBe(settledDue);
    expect(paisa(report.reconciliation.settledDue)).toBe(settledDue);
    expect(paisa(report.reconciliation.collected)).toBe(settledCash);
    expect(paisa(report.reconciliation.handedOver)).toBe(settledCash);

    // The payout CSV through the shop server, over the week: owed + commission = the delivered lines (the refusal's
    // out, the short payment's lines in full: a rider's short cash is a difference in the settlement, never less
    // for the farmers).
    const csv = await get(`/desk/payouts.csv?from=${from}&to=${to}`);
    expect(csv.status).toBe(200);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l.includes(run))
      .map((l) => l.slice(1, -1).split('","'));
    const col = (i: number) => rows.reduce((s, r) => s + paisa(Number(r[i])), 0);
    for (const r of rows) expect(paisa(Number(r[7])) + paisa(Number(r[8]))).toBe(paisa(Number(r[5])));
    expect(col(5)).toBe(deliveredLines);
    expect(col(7) + col(8)).toBe(deliveredLines);
    expect(paisa(report.totals.commission)).toBe(col(7));
    expect(rows.some((r) => r[0] === coop)).toBe(true);
    expect(rows.some((r) => r[0] === farmer.name)).toBe(true);
  });
});
