// The desk's delivery days (docs/order-desk.md "Delivery days"): the order list filtered by day and route, a day's
// packing list (by product and lot, with weights) and a route's sheet (stops in the operator's order, cash to
// collect), as pages and CSV, for staff only; bad days and unknown routes refused with a sentence, never a 500. Orders
// are seeded on two routes, a pickup point and two days far ahead (no other test's orders share them), and the
// sheets are checked against those orders. And the example: a Kathmandu order placed Monday 20:00 (Tuesday
// and Friday, 18:00 the day before) is on Friday's route sheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import days from '../../../pocketbase/pb_hooks/lib/delivery-days.js';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, staffPb, type TestStaff } from '@tests/harness/staff';
import { stockedProduct } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let admin: PocketBase;
let staff: TestStaff;
let cookie = '';
const made: { collection: string; id: string }[] = [];
const run = newKey().slice(5, 11);
// Two days far ahead and apart, so no other test's orders are on them.
const today = days.nepalDay(Date.now());
const D1 = days.addDays(today, 400 + Math.floor(Math.random() * 300));
const D2 = days.addDays(D1, 3);
let branchFirst: RecordModel; // the van's first stop, though its name sorts last
let branchOther: RecordModel; // route B's
let branchSecond: RecordModel;
let routeA: RecordModel;
let routeB: RecordModel;
let point: RecordModel;
const orders: Record<string, RecordModel> = {};
// The products the orders' lines name, by name: this run's own, not stock-tracked (made in beforeAll).
const productIds: Record<string, string> = {};

const shop = () => testStack().shopUrl;
const get = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${shop()}${path}`, { headers, redirect: 'manual' });
const csvLines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
const num = (key: string) => orders[key]!.orderNumber;
let serial = Math.floor(Math.random() * 900_000);
const orderNumber = () => `ORD-${String(100_000 + (serial++ % 900_000)).padStart(6, '0')}`;

async function create(collection: string, body: Record<string, unknown>) {
  const record = await admin.collection(collection).create(body);
  made.push({ collection, id: record.id });
  return record;
}

function line(
  name: string,
  unit: string,
  price: number,
  quantity: number,
  lots?: { code: string; quantity: number }[],
) {
  return {
    id: productIds[name]!,
    slug: name.toLowerCase(),
    name,
    unit,
    price,
    quantity,
    lineTotal: price * quantity,
    ...(lots ? { lots } : {}),
  };
}

async function order(key: string, fields: Record<string, unknown>, items: ReturnType<typeof line>[]) {
  const subtotal = items.reduce((s, i) => s + i.lineTotal, 0);
  orders[key] = await create('orders', {
    orderNumber: orderNumber(),
    customerName: `Shopper ${key}`,
    phone: '9841000111',
    landmark: `Gate ${key}`,
    district: 'Humla',
    status: 'Confirmed',
    items,
    subtotal,
    deliveryCharge: 100,
    total: subtotal + 100,
    ...fields,
  });
}

beforeAll(async () => {
  admin = await adminPb();
  for (const name of ['Honey', 'Eggs', 'Rice', 'Tea']) {
    productIds[name] = (await stockedProduct(`Day ${name}`, admin)).id;
    made.push({ collection: 'web_products', id: productIds[name] });
  }
  staff = await createStaff(admin, 'Day Sheets');
  cookie = await deskCookie(staff);
  branchFirst = await create('delivery_branch', { districtName: 'Humla', branchName: `Zed stop ${run}`, amount: 150 });
  branchSecond = await create('delivery_branch', {
    districtName: 'Humla',
    branchName: `Alpha stop ${run}`,
    amount: 150,
  });
  const schedule = { weekdays: [...days.WEEKDAYS], cutoff_time: '18:00', cutoff_days_before: 1 };
  routeA = await create('routes', {
    name: `Test route A ${run}`,
    name_ne: 'परीक्षण रुट',
    branches: [branchFirst.id, branchSecond.id],
    ...schedule,
  });
  // Another van, with a stop of its own: a branch is on one route at most.
  branchOther = await create('delivery_branch', {
    districtName: 'Humla',
    branchName: `Other stop ${run}`,
    amount: 150,
  });
  routeB = await create('routes', { name: `Test route B ${run}`, branches: [branchOther.id], ...schedule });
  point = await create('pickup_points', {
    name: `Test pickup ${run}`,
    address: 'Next to the test post office',
    branch: branchSecond.id,
    weekdays: [...days.WEEKDAYS],
    opens_at: '10:00',
    closes_at: '17:00',
    cutoff_time: '18:00',
    cutoff_days_before: 1,
  });
  const A = { route: routeA.id, delivery_day: D1 };
  const second = { city: branchSecond.branchName };
  const first = { city: branchFirst.branchName };
  // Route A, D1: two stops; the second stop's orders are made first.
  await order('alpha1', { ...A, ...second }, [
    line('Honey', '500 GM', 300, 3, [
      { code: 'HNY-A1', quantity: 2 },
      { code: 'HNY-B2', quantity: 1 },
    ]),
    line('Eggs', '1 DOZEN', 240, 2),
  ]);
  await order('alpha2', { ...A, ...second }, [line('Rice', '1 KG', 120, 5)]);
  await order('zed1', { ...A, ...first }, [
    line('Honey', '500 GM', 300, 1, [{ code: 'HNY-B2', quantity: 1 }]),
    line('Tea', '250 gm', 200, 2),
  ]);
  // Not on route A's D1 sheet: cancelled, another day, another route, the pickup point's.
  // (a new order cannot begin Cancelled: made, then cancelled, as the desk does)
  await order('cancelled', { ...A, ...first }, [line('Honey', '500 GM', 300, 10)]);
  await admin.collection('orders').update(orders.cancelled!.id, { status: 'Cancelled', status_reason: 'Test' });
  await order('later', { route: routeA.id, delivery_day: D2, ...first }, [line('Honey', '500 GM', 300, 4)]);
  await order('otherRoute', { route: routeB.id, delivery_day: D1, city: branchOther.branchName }, [
    line('Rice', '1 KG', 120, 2),
  ]);
  await order('pickup', { pickup_point: point.id, delivery_day: D1, ...second }, [line('Eggs', '1 DOZEN', 240, 1)]);
});

afterAll(async () => {
  for (const m of made.reverse())
    await admin
      .collection(m.collection)
      .delete(m.id)
      .catch(() => {});
  if (staff)
    await admin
      .collection('staff')
      .delete(staff.id)
      .catch(() => {});
});

describe('reading routes', () => {
  it('staff read routes and pickup points but cannot change them', async () => {
    const pb = await staffPb(admin, staff);
    const route = await pb.collection('routes').getOne(routeA.id);
    expect(route.branches).toEqual([branchFirst.id, branchSecond.id]);
    expect((await pb.collection('pickup_points').getOne(point.id)).name).toBe(point.name);
    await expect(pb.collection('routes').update(routeA.id, { name: 'Mine' })).rejects.toMatchObject({ status: 403 });
    await expect(pb.collection('routes').create({ name: 'Mine' })).rejects.toMatchObject({ status: 403 });
  });
});

describe('the order list', () => {
  const ids = (answer: unknown) => (answer as { orders: { id: string }[] }).orders.map((o) => o.id);

  it('filters by delivery day and route, and its live JSON takes the same filter', async () => {
    const page = await (await get(`/desk?day=${D1}&route=${routeA.id}`)).text();
    for (const key of ['alpha1', 'alpha2', 'zed1', 'cancelled']) expect(page).toContain(num(key));
    for (const key of ['later', 'otherRoute', 'pickup']) expect(page).not.toContain(num(key));
    expect(page).toContain(`data-filter="day=${D1}&amp;route=${routeA.id}"`);
    const json = await (await get(`/desk/orders.json?day=${D1}&route=${routeA.id}`)).json();
    expect(ids(json).sort()).toEqual(['alpha1', 'alpha2', 'zed1', 'cancelled'].map((k) => orders[k]!.id).sort());
    // The pickup point, and the whole day.
    expect(ids(await (await get(`/desk/orders.json?day=${D1}&route=${point.id}`)).json())).toEqual([orders.pickup!.id]);
    const all = ids(await (await get(`/desk/orders.json?day=${D1}`)).json());
    expect(all).toEqual(expect.arrayContaining([orders.otherRoute!.id, orders.pickup!.id, orders.alpha1!.id]));
    expect(all).not.toContain(orders.later!.id);
  });

  it('refuses a bad day or an unknown route with a sentence, in the desk language', async () => {
    const bad = await get('/desk?day=2026-13-40');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Choose a delivery day written YYYY-MM-DD');
    const json = await get('/desk/orders.json?day=2026-13-40');
    expect(json.status).toBe(400);
    expect(((await json.json()) as { message: string }).message).toContain('YYYY-MM-DD');
    const unknown = await get(`/ne/desk?day=${D1}&route=zzzzzzzzzzzzzzz`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('यस्तो रुट वा पिकअप स्थान छैन');
  });
});

describe('the packing list', () => {
  it("of route A's day: by product and lot, quantities and weights as the orders say, cancelled ones left out", async () => {
    const res = await get(`/desk/packing.csv?day=${D1}&route=${routeA.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="packing-${D1}.csv"`);
    const bothHoney = [num('alpha1'), num('zed1')]
      .sort()
      .map((n) => `${n} × 1`)
      .join('; ');
    expect(csvLines(await res.text())).toEqual([
      '"Product","Product (Nepali)","Unit","Lot","Quantity","Weight (kg)","Orders"',
      `"Eggs","","1 DOZEN","No lot recorded","2","","${num('alpha1')} × 2"`,
      '"Eggs","","1 DOZEN","All lots","2","not a weight",""',
      `"Honey","","500 GM","HNY-A1","2","1","${num('alpha1')} × 2"`,
      `"Honey","","500 GM","HNY-B2","2","1","${bothHoney}"`,
      '"Honey","","500 GM","All lots","4","2",""',
      `"Rice","","1 KG","No lot recorded","5","5","${num('alpha2')} × 5"`,
      '"Rice","","1 KG","All lots","5","5",""',
      `"Tea","","250 gm","No lot recorded","2","0.5","${num('zed1')} × 2"`,
      '"Tea","","250 gm","All lots","2","0.5",""',
      '"Total weight","","","","","7.5","1 product(s) not weighed"',
    ]);
    // The units agree with the orders themselves, summed here from PocketBase's records.
    const onSheet = await admin.collection('orders').getFullList({
      filter: admin.filter('delivery_day = {:d} && route = {:r} && status != "Cancelled"', { d: D1, r: routeA.id }),
    });
    const lines = onSheet.flatMap((o) => o.items as { name: string; quantity: number }[]);
    const units = (name: string) => lines.filter((i) => i.name === name).reduce((s, i) => s + i.quantity, 0);
    expect([units('Eggs'), units('Honey'), units('Rice'), units('Tea')]).toEqual([2, 4, 5, 2]);
  });

  it('of the whole day takes in every route and pickup point; the page shows the same, in both languages', async () => {
    const csv = csvLines(await (await get(`/desk/packing.csv?day=${D1}`)).text());
    expect(csv).toContain('"Eggs","","1 DOZEN","All lots","3","not a weight",""');
    expect(csv).toContain('"Rice","","1 KG","All lots","7","7",""');
    const page = await (await get(`/desk/packing?day=${D1}&route=${routeA.id}`)).text();
    expect(page).toContain('Packing list for');
    expect(page).toContain('Lot HNY-A1');
    expect(page).toContain('Total weight: 7.5 kg');
    expect(page).toContain('no weight: 1 DOZEN is not a weight');
    const ne = await (await get(`/ne/desk/packing?day=${D1}&route=${routeA.id}`)).text();
    expect(ne).toContain('जम्मा तौल: ७.५ केजी');
    expect(ne).toContain('परीक्षण रुट');
  });

  it('refuses a bad day, an empty one and an unknown route with a sentence; anonymous visitors must sign in', async () => {
    for (const query of ['day=2026-13-40', 'day=', 'day=2026-02-30']) {
      const page = await get(`/desk/packing?${query}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('Choose a delivery day written YYYY-MM-DD');
      const csv = await get(`/desk/packing.csv?${query}`);
      expect(csv.status).toBe(400);
      expect(await csv.text()).toContain('Choose a delivery day');
    }
    const unknown = await get(`/desk/packing?day=${D1}&route=zzzzzzzzzzzzzzz`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('There is no such route or pickup point');
    expect((await get(`/desk/packing.csv?day=${D1}&route=%3Cscript%3E`)).status).toBe(404);
    const anonymous = await get(`/desk/packing?day=${D1}`, {});
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toContain('/desk/login');
    expect((await get(`/desk/packing.csv?day=${D1}`, {})).status).toBe(401);
    expect((await get(`/ne/desk/route-sheet.csv?day=${D1}&route=${routeA.id}`, {})).status).toBe(401);
  });
});

describe('a day closed after orders were booked on it', () => {
  it("says so, with its name and the day's orders, on its packing list and route sheet, in both languages", async () => {
    const pb = await staffPb(admin, staff);
    const closure = await admin
      .collection('closed_days')
      .create({ name: `Strike ${run}`, name_ne: 'नेपाल बन्द', from: D1, to: D1 });
    try {
      const notice = 'nobody delivers on this day. Move each order on it to another day';
      const packing = await (await get(`/desk/packing?day=${D1}&route=${routeA.id}`)).text();
      expect(packing).toContain(`Closed for Strike ${run}: ${notice}`);
      expect(packing).toContain(`href="/desk?day=${D1}"`);
      // The orders are still listed: staff pack nothing for the day, but see which to move.
      expect(packing).toContain('Lot HNY-A1');
      const sheet = await (await get(`/desk/route-sheet?day=${D1}&route=${routeA.id}`)).text();
      expect(sheet).toContain(`Closed for Strike ${run}: ${notice}`);
      const ne = await (await get(`/ne/desk/route-sheet?day=${D1}&route=${routeA.id}`)).text();
      expect(ne).toContain('नेपाल बन्द का लागि बन्द: यो दिन कसैले डेलिभरी गर्दैन।');
      expect(ne).toContain(`href="/ne/desk?day=${D1}"`);
      // The day after is open: no notice.
      expect(await (await get(`/desk/packing?day=${D2}`)).text()).not.toContain('data-testid="day-closed"');
      // Staff read closed days, never change them.
      expect((await pb.collection('closed_days').getOne(closure.id)).name).toBe(`Strike ${run}`);
      await expect(pb.collection('closed_days').update(closure.id, { name: 'Open' })).rejects.toMatchObject({
        status: 403,
      });
    } finally {
      await admin.collection('closed_days').delete(closure.id);
    }
  });
});

describe('the route sheet', () => {
  it("lists the stops in the route's order, a stop's orders by number, each with the cash to collect", async () => {
    const page = await (await get(`/desk/route-sheet?day=${D1}&route=${routeA.id}`)).text();
    const shown = [...page.matchAll(/data-order="(ORD-\d{6})" data-total="(\d+)"/g)].map((m) => [m[1], Number(m[2])]);
    const secondStop = [orders.alpha1!, orders.alpha2!].sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
    const expected = [orders.zed1!, ...secondStop].map((o) => [o.orderNumber, o.total as number]);
    expect(shown).toEqual(expected);
    expect(page).toContain(`Stop 1: ${branchFirst.branchName}, Humla`);
    expect(page).toContain(`Stop 2: ${branchSecond.branchName}, Humla`);
    const cash = expected.reduce((s, [, total]) => s + (total as number), 0);
    expect(page).toContain(`Cash to collect in all: Rs. ${cash} (3 orders)`);
    expect(page).not.toContain(num('cancelled'));

    const res = await get(`/desk/route-sheet.csv?day=${D1}&route=${routeA.id}`);
    expect(res.status).toBe(200);
    const rows = csvLines(await res.text());
    expect(rows[0]).toBe(
      '"Stop","Branch","District","Order number","Customer","Phone","Address / landmark","Status","Collect (Rs)","Signature"',
    );
    expect(rows.slice(1).map((r) => r.split('","')[3])).toEqual(expected.map(([n]) => n));
    expect(rows[1]).toBe(
      `"1","${branchFirst.branchName}","Humla","${num('zed1')}","Shopper zed1","9841000111","Gate zed1","Confirmed","${orders.zed1!.total as number}",""`,
    );
  });

  it('an order already delivered asks no cash again (a sheet printed again after the cash was recorded)', async () => {
    const D3 = days.addDays(D1, 10);
    await order(
      'delivered',
      { route: routeA.id, delivery_day: D3, city: branchFirst.branchName, status: 'Out for Delivery' },
      [line('Rice', '1 KG', 120, 2)],
    );
    const delivered = orders.delivered!;
    await (await staffPb(admin, staff)).send(`/api/desk/orders/${delivered.id}/cash`, {
      method: 'POST',
      body: { from: 'Out for Delivery', collected: delivered.total },
    });
    expect((await admin.collection('orders').getOne(delivered.id)).status).toBe('Delivered');
    const page = await (await get(`/desk/route-sheet?day=${D3}&route=${routeA.id}`)).text();
    expect(page).toContain(`data-order="${delivered.orderNumber}" data-total="0"`);
    expect(page).toContain('Cash to collect in all: Rs. 0 (1 order)');
  });

  it("a pickup point's sheet holds its orders; the Nepali one says it in Nepali", async () => {
    const page = await (await get(`/ne/desk/route-sheet?day=${D1}&route=${point.id}`)).text();
    expect(page).toContain(num('pickup'));
    expect(page).toContain('Next to the test post office');
    expect(page).toContain('हस्ताक्षर');
    expect(page).not.toContain(num('alpha1'));
    // A route's stops by their Nepali district name (the test branches have no Nepali name: kept as typed).
    const route = await (await get(`/ne/desk/route-sheet?day=${D1}&route=${routeA.id}`)).text();
    expect(route).toContain(`${branchFirst.branchName}, हुम्ला`);
    expect(route).not.toContain(`${branchFirst.branchName}, Humla`);
  });

  it('needs a route and a real day', async () => {
    const none = await get(`/desk/route-sheet?day=${D1}`);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Choose a route or pickup point for the route sheet.');
    expect((await get(`/desk/route-sheet.csv?day=${D1}&route=`)).status).toBe(400);
    expect((await get(`/desk/route-sheet?day=2026-13-40&route=${routeA.id}`)).status).toBe(400);
    expect((await get(`/desk/route-sheet?day=${D1}&route=zzzzzzzzzzzzzzz`)).status).toBe(404);
    // Opened from the top bar, it only asks.
    expect((await get('/desk/route-sheet')).status).toBe(200);
  });
});

describe("the issue's example", () => {
  it("a Kathmandu order placed Monday 20:00 (Tuesday and Friday, 18:00 the day before) is on Friday's route sheet", async () => {
    const valley = await admin.collection('routes').getFirstListItem('name = "Kathmandu valley"');
    const schedule = {
      weekdays: valley.weekdays as string[],
      cutoffTime: valley.cutoff_time,
      cutoffDaysBefore: valley.cutoff_days_before as number,
    };
    expect(schedule).toEqual({ weekdays: ['tue', 'fri'], cutoffTime: '18:00', cutoffDaysBefore: 1 });
    // A Monday at least a week ahead (its Friday still open now) whose Tuesday and Friday no festival closes;
    // 20:00 Nepal time is 14:15 UTC.
    const closures = (await admin.collection('closed_days').getFullList()).map((c) => ({
      from: String(c.from).slice(0, 10),
      to: String(c.to).slice(0, 10),
    }));
    const closed = (d: string) => closures.some((c) => c.from <= d && d <= c.to);
    let monday = days.addDays(today, 7);
    while (days.weekdayOf(monday) !== 'mon' || closed(days.addDays(monday, 1)) || closed(days.addDays(monday, 4)))
      monday = days.addDays(monday, 1);
    const day = days.firstOpenDay({ schedule, now: Date.parse(`${monday}T14:15:00.000Z`) })!.date;
    expect([days.weekdayOf(day), day]).toEqual(['fri', days.addDays(monday, 4)]);

    const [baneshwor, honey] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('chiuri-honey')]);
    const placed = await callAction<PlaceOrderResult>('placeOrder', {
      ...orderInput(baneshwor, [{ product: honey, quantity: 1 }], {
        customer: customer(baneshwor, { name: 'Monday Evening' }),
      }),
      deliveryDay: day,
    });
    expect(placed.error).toBeUndefined();
    const stored = await admin
      .collection('orders')
      .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.data!.orderNumber }));
    expect(stored.route).toBe(valley.id);
    const friday = await (await get(`/desk/route-sheet?day=${day}&route=${valley.id}`)).text();
    expect(friday).toContain(`data-order="${placed.data!.orderNumber}" data-total="${stored.total}"`);
    const tuesday = await (await get(`/desk/route-sheet?day=${days.addDays(monday, 1)}&route=${valley.id}`)).text();
    expect(tuesday).not.toContain(placed.data!.orderNumber);
  });
});
