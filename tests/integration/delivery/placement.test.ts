// Placing an order on a delivery day (docs/rules.md "Delivery days"; pocketbase/pb_hooks/orders.pb.js decides in its
// write transaction with pocketbase/pb_hooks/lib/delivery-schedule.js): a day past its cut-off, closed or full is
// refused with the next day in the shopper's language; 50 shoppers for the last 10 places of a day place exactly 10;
// an order from the phone's outbox after the cut-off moves to the next open day, with an event saying why; an older
// page that sends no day gets the first open one. And /delivery-days.json, the shop's live answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { createRequire } from 'node:module';
import days from '../../../pocketbase/pb_hooks/lib/delivery-days.js';
import { callAction } from '@tests/harness/actions-client';
import {
  cancelOrdersOf,
  createOrderRecord,
  customer,
  newKey,
  orderHistory,
  orderInput,
  ownBranch,
} from '@tests/harness/orders';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb, servicePb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, staffPb } from '@tests/harness/staff';
import { LONG_TEST_MARGIN, NEPAL_MIDNIGHT, waitPastNepalEdges } from '@tests/harness/clock-edge';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { moveRefusalText } from '@/features/delivery/words';
import { markupText } from '@tests/harness/markup-text';

let simkot: SeedPlace;
let honey: SeedProduct;
let route: RecordModel;
const made: { collection: string; id: string }[] = [];
const rules = createRequire(import.meta.url)('../../../pocketbase/pb_hooks/lib/message-rules.js') as {
  dayText: (iso: string, language: string) => string;
};

// Every day of the week, orders closing at midnight three days before: tomorrow is always past its cut-off, and the
// first open day is four days away (whatever the hour the suite runs at).
const schedule = { weekdays: [...days.WEEKDAYS], cutoffTime: '00:00', cutoffDaysBefore: 3, capacity: 10 };
const firstOpen = () => days.firstOpenDay({ schedule, now: Date.now() })!.date;

// The test route closes at midnight (below): no test begins in the minutes before it, where the first open day the
// test reckons and the one the shop reckons would be two.
beforeEach(() => waitPastNepalEdges(NEPAL_MIDNIGHT, LONG_TEST_MARGIN));

beforeAll(async () => {
  [simkot, honey] = await Promise.all([place('Humla', 'Simkot'), product('chiuri-honey')]);
  const pb = await adminPb();
  // A route naming the branch itself goes before the seeded hills route of its district.
  route = await pb.collection('routes').create({
    name: `Test Simkot ${newKey().slice(5, 13)}`,
    branches: [simkot.cityId],
    weekdays: schedule.weekdays,
    cutoff_time: schedule.cutoffTime,
    cutoff_days_before: schedule.cutoffDaysBefore,
    capacity: schedule.capacity,
  });
  made.push({ collection: 'routes', id: route.id });
});

afterAll(async () => {
  const pb = await adminPb();
  // The orders are over; the route goes, so other tests of the branch see the seeded one again (an order keeps its
  // route while it is to be delivered).
  await cancelOrdersOf(pb, 'route', route.id);
  for (const m of made.reverse())
    await pb
      .collection(m.collection)
      .delete(m.id)
      .catch(() => {});
});

const input = (extra: Record<string, unknown> = {}, name = 'Dawa Lama') => ({
  ...orderInput(simkot, [{ product: honey, quantity: 1 }], { customer: customer(simkot, { name }) }),
  ...extra,
});

async function stored(orderNumber: string) {
  const pb = await adminPb();
  return pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
}

describe('the day a shopper chose', () => {
  it('is stored with its route, and the estimate is that day', async () => {
    const day = days.addDays(firstOpen(), 1);
    const result = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: day }));
    expect(result.error).toBeUndefined();
    const order = await stored(result.data!.orderNumber);
    expect(order).toMatchObject({ delivery_day: day, route: route.id, pickup_point: '' });
    expect(order.estimatedDelivery).toBe(`${day} 06:15:00.000Z`);
  });

  it('past its cut-off is refused with the next day, in English and in Nepali, and nothing is written', async () => {
    const pb = await adminPb();
    const before = (await pb.collection('orders').getList(1, 1, { filter: pb.filter('route = {:r}', { r: route.id }) }))
      .totalItems;
    const tomorrow = days.addDays(days.nepalDay(Date.now()), 1);
    const en = await callAction('placeOrder', input({ deliveryDay: tomorrow }));
    expect(en.error).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED' });
    expect(en.error!.message).toMatch(/^Orders for \w+day, .+ closed at 00:00\. The next delivery day is \w+day, /);
    const ne = await callAction('placeOrder', input({ deliveryDay: tomorrow }), {
      headers: { Referer: `${testStack().shopUrl}/ne/checkout` },
    });
    expect(ne.error!.message).toContain('अर्को डेलिभरी दिन');
    expect(ne.error!.message).toMatch(/[०-९]/);
    expect(ne.error!.message).not.toMatch(/[0-9]/);
    const after = (await pb.collection('orders').getList(1, 1, { filter: pb.filter('route = {:r}', { r: route.id }) }))
      .totalItems;
    expect(after).toBe(before);
  });

  it('on a closed day is refused, naming the closure and the next day', async () => {
    const pb = await adminPb();
    const day = days.addDays(days.nepalDay(Date.now()), 100);
    const closure = await pb.collection('closed_days').create({ name: 'Test bandh', from: day, to: day });
    made.push({ collection: 'closed_days', id: closure.id });
    const result = await callAction('placeOrder', input({ deliveryDay: day }));
    expect(result.error?.message).toContain('(Test bandh)');
    expect(result.error?.message).toContain(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        Date.parse(days.addDays(day, 1)),
      ),
    );
  });

  it('a day that is not a date, or a pickup point of another branch, is refused without a 500', async () => {
    expect((await callAction('placeOrder', input({ deliveryDay: 'friday' }))).error).toMatchObject({ status: 400 });
    const pb = await adminPb();
    const patan = await pb.collection('pickup_points').getFirstListItem('name = "Patan Dhoka co-op shop"');
    const result = await callAction('placeOrder', input({ deliveryDay: firstOpen(), pickupPoint: patan.id }));
    expect(result.error).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED' });
    expect(result.error!.message).toContain('pickup point');
  });
});

describe('capacity under concurrency', () => {
  it('50 orders for the last 10 places of a day place exactly 10', async () => {
    const day = days.addDays(firstOpen(), 3);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: day, idempotencyKey: newKey() }, `Racer ${i}`)),
      ),
    );
    const placed = results.filter((r) => r.data);
    expect(placed).toHaveLength(10);
    for (const r of results.filter((x) => x.error)) {
      expect(r.error).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED' });
      expect(r.error!.message).toContain('is fully booked');
    }
    const pb = await adminPb();
    const onDay = await pb
      .collection('orders')
      .getFullList({ filter: pb.filter('route = {:r} && delivery_day = {:d}', { r: route.id, d: day }) });
    expect(onDay).toHaveLength(10);
    // A cancelled order frees its place.
    await pb.collection('orders').update(onDay[0].id, { status: 'Cancelled', status_reason: 'Test: shopper called' });
    const again = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: day }));
    expect(again.error).toBeUndefined();
  });
});

describe('orders that come late, or from older pages', () => {
  it("an order from the phone's outbox after the cut-off moves to the next open day, and its history says why", async () => {
    const tomorrow = days.addDays(days.nepalDay(Date.now()), 1);
    const result = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: tomorrow, queued: true }));
    expect(result.error).toBeUndefined();
    const order = await stored(result.data!.orderNumber);
    expect(order.delivery_day).toBe(firstOpen());
    const history = await orderHistory(order.id);
    expect(history.map((h) => h.kind)).toEqual(['placed', 'delivery_day']);
    expect(history[1]).toMatchObject({
      reason: 'past_cutoff',
      details: { from: tomorrow, to: firstOpen(), reason: 'past_cutoff' },
    });
    // The shopper is told the new day: a `moved` message after the `placed` one, naming it.
    const pb = await adminPb();
    const messages = await pb
      .collection('messages')
      .getFullList({ filter: pb.filter("order = {:o} && channel = 'sms'", { o: order.id }), sort: 'event_seq' });
    expect(messages.map((m) => m.event)).toEqual(['placed', 'moved']);
    expect(messages[1]?.text).toContain(rules.dayText(order.estimatedDelivery, 'en'));
  });

  it('an order without a day gets the first open one', async () => {
    const result = await callAction<PlaceOrderResult>('placeOrder', input());
    expect((await stored(result.data!.orderNumber)).delivery_day).toBe(firstOpen());
  });

  it('a pickup point of the branch is stored with its own next day', async () => {
    const jawalakhel = await place('Lalitpur', 'Jawalakhel');
    const offer = (await (
      await fetch(
        `${testStack().shopUrl}/delivery-days.json?district=${jawalakhel.districtId}&branch=${jawalakhel.cityId}`,
      )
    ).json()) as { pickupPoints: { id: string; days: { date: string; full: boolean }[] }[] };
    const point = offer.pickupPoints[0];
    const day = point.days.find((d) => !d.full)!.date;
    const result = await callAction<PlaceOrderResult>('placeOrder', {
      ...orderInput(jawalakhel, [{ product: honey, quantity: 1 }]),
      deliveryDay: day,
      pickupPoint: point.id,
    });
    expect(result.error).toBeUndefined();
    expect(await stored(result.data!.orderNumber)).toMatchObject({
      delivery_day: day,
      pickup_point: point.id,
      route: '',
    });
  });
});

describe('/delivery-days.json', () => {
  const get = (query: string) => fetch(`${testStack().shopUrl}/delivery-days.json${query}`);

  it("answers the route's next days and the branch's pickup points, cacheable for a minute", async () => {
    const ktm = await place('Kathmandu', 'Baneshwor');
    const res = await get(`?district=${ktm.districtId}&branch=${ktm.cityId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await res.json()) as {
      route: { name: string; days: { date: string; weekday: string; cutoff: string; full: boolean }[] };
    };
    expect(body.route.name).toBe('Kathmandu valley');
    expect(body.route.days.filter((d) => !d.full).length).toBeGreaterThanOrEqual(3);
    for (const d of body.route.days) {
      expect(['tue', 'fri']).toContain(d.weekday);
      // Orders close at 18:00 Nepal time (12:15 UTC) the day before.
      expect(d.cutoff).toBe(`${days.addDays(d.date, -1)}T12:15:00.000Z`);
      expect(Date.parse(d.cutoff)).toBeGreaterThan(Date.now());
    }
  });

  it('bad ids are a 400, unknown ones and a branch of another district a 404, never a 500', async () => {
    const ktm = await place('Kathmandu', 'Baneshwor');
    const pokhara = await place('Kaski', 'Lakeside Pokhara');
    expect((await get('')).status).toBe(400);
    expect((await get('?branch=%3Cscript%3E')).status).toBe(400);
    expect((await get(`?district=x%20y&branch=${ktm.cityId}`)).status).toBe(400);
    expect((await get('?branch=zzzzzzzzzzzzzzz')).status).toBe(404);
    const wrong = await get(`?district=${pokhara.districtId}&branch=${ktm.cityId}`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ error: expect.stringContaining('No such delivery branch') });
  });
});

describe('moving an order in the dashboard', () => {
  it('its route or pickup point: the day must be one the new place delivers on, and a home delivery stays one', async () => {
    const admin = await adminPb();
    const placed = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: firstOpen() }, 'Pema Lama'));
    const order = await stored(placed.data!.orderNumber);
    const edit = (fields: object) => admin.collection('orders').update(order.id, fields);
    const weekday = days.weekdayOf(firstOpen());
    const other = days.WEEKDAYS.find((d: string) => d !== weekday)!;
    // Another van, with a stop of its own (a branch is on one route at most).
    const newRoute = async (weekdays: string[]) => {
      const stop = await ownBranch(admin, 'Placement');
      made.unshift({ collection: 'delivery_branch', id: stop.id }); // deleted after its route
      const made_ = await admin.collection('routes').create({
        name: `Test van ${newKey().slice(5, 13)}`,
        branches: [stop.id],
        weekdays,
        cutoff_time: '00:00',
        cutoff_days_before: 1,
      });
      made.push({ collection: 'routes', id: made_.id });
      return made_;
    };
    const elsewhere = await newRoute([other]);
    const point = await admin.collection('pickup_points').getFirstListItem('');
    for (const [fields, field, message] of [
      [{ route: elsewhere.id }, 'route', 'does not deliver on that weekday'],
      [{ route: '' }, 'route', 'An order keeps its route'],
      [{ route: '', pickup_point: point.id }, 'pickup_point', 'A home delivery stays one'],
      [{ pickup_point: point.id }, 'pickup_point', 'not both'],
    ] as const) {
      await expect(edit(fields), JSON.stringify(fields)).rejects.toMatchObject({
        status: 400,
        response: { data: { [field]: { message: expect.stringContaining(message) } } },
      });
    }
    expect(await stored(order.orderNumber)).toMatchObject({ route: route.id, pickup_point: '' });
    // A route that delivers on the order's day takes it.
    const sameDay = await newRoute([weekday]);
    await edit({ route: sameDay.id });
    expect((await stored(order.orderNumber)).route).toBe(sameDay.id);
    await cancelOrdersOf(admin, 'route', sameDay.id);
  });

  it('made in the dashboard (a phone order) is checked as an edit is, and its estimate is its day', async () => {
    const admin = await adminPb();
    const patan = await admin.collection('pickup_points').getFirstListItem('name = "Patan Dhoka co-op shop"');
    const valley = await admin.collection('routes').getFirstListItem('name = "Kathmandu valley"');
    const base = { customerName: 'Phone Order', phone: '9841000333', district: 'Humla', city: simkot.cityName };
    const day = days.addDays(firstOpen(), 40);
    let wednesday = day;
    while (days.weekdayOf(wednesday) !== 'wed') wednesday = days.addDays(wednesday, 1);
    const before = (await admin.collection('orders').getList(1, 1)).totalItems;
    for (const [fields, field, words] of [
      [{ route: route.id, pickup_point: patan.id, delivery_day: day }, 'pickup_point', 'not both'],
      [{ route: route.id }, 'delivery_day', 'Choose the day the order is delivered or collected'],
      [{ route: route.id, delivery_day: '2020-01-01' }, 'delivery_day', 'That day has passed'],
      [
        { route: valley.id, delivery_day: wednesday },
        'delivery_day',
        'Kathmandu valley does not deliver on that weekday',
      ],
      [
        { pickup_point: patan.id, delivery_day: day },
        'pickup_point',
        `is for Jawalakhel, and the order is for ${simkot.cityName}`,
      ],
    ] as const) {
      await expect(
        createOrderRecord(admin, { ...base, ...fields, items: [] }),
        JSON.stringify(fields),
      ).rejects.toMatchObject({
        status: 400,
        response: { data: { [field]: { message: expect.stringContaining(words) } } },
      });
    }
    expect((await admin.collection('orders').getList(1, 1)).totalItems).toBe(before);
    const phoned = await createOrderRecord(admin, { ...base, route: route.id, delivery_day: day, items: [] });
    expect(phoned.estimatedDelivery).toBe(`${day} 06:15:00.000Z`);
    // An order entered as already delivered records the past: its day is history, not a promise.
    const past = { ...base, route: route.id, delivery_day: '2020-01-01', status: 'Delivered', items: [] };
    expect((await createOrderRecord(admin, past)).delivery_day).toBe('2020-01-01');
  });

  it("is checked as the desk's move, and the new day reaches the estimate, the message and the order page", async () => {
    const admin = await adminPb();
    const placed = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: firstOpen() }, 'Dolma Lama'));
    const order = await stored(placed.data!.orderNumber);
    const edit = (fields: object) => admin.collection('orders').update(order.id, fields);

    // Refused under the field, nothing changed: a day gone by, a closed day, no day, not a date.
    const closedDay = days.addDays(firstOpen(), 6);
    const closure = await admin
      .collection('closed_days')
      .create({ name: 'Dashboard strike', from: closedDay, to: closedDay });
    made.push({ collection: 'closed_days', id: closure.id });
    for (const [day, message] of [
      ['2020-01-01', 'That day has passed: choose today or later.'],
      [closedDay, 'Nobody delivers that day (Dashboard strike).'],
      ['', 'An order keeps its delivery day: choose another day instead.'],
    ]) {
      await expect(edit({ delivery_day: day }), day).rejects.toMatchObject({
        status: 400,
        response: { data: { delivery_day: { message: message } } },
      });
    }
    expect((await stored(order.orderNumber)).delivery_day).toBe(firstOpen());

    const to = days.addDays(firstOpen(), 2);
    await edit({ delivery_day: to, status: 'Confirmed' });
    const after = await stored(order.orderNumber);
    expect(after.delivery_day).toBe(to);
    expect(after.estimatedDelivery).toBe(`${to} 06:15:00.000Z`);
    const history = await orderHistory(order.id);
    // The estimate goes with the day: no separate "edited" event for it.
    expect(history.map((h) => h.kind)).toEqual(['placed', 'delivery_day', 'status']);
    expect(history[1].details).toEqual({ from: firstOpen(), to, reason: 'edited' });
    // The shopper's message names the new day (it named the old one, from the estimate left behind).
    const moved = await admin
      .collection('messages')
      .getFirstListItem(admin.filter('order = {:o} && event = "moved"', { o: order.id }));
    expect(moved.text).toContain(rules.dayText(`${to} 06:15:00.000Z`, 'en'));
    // And the order page says where it moved from and to (the event's details were read back empty).
    const page = await (await servicePb()).send('/api/shop/order-lookup', {
      method: 'POST',
      body: { orderNumber: order.orderNumber, phone: order.phone },
    });
    expect(page.delivery_move).toEqual({ from: firstOpen(), to, reason: 'edited' });
  });

  it("closed after the order was placed on it: the order's page names the closure until the order moves", async () => {
    const admin = await adminPb();
    const placed = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: firstOpen() }, 'Nima Lama'));
    const order = await stored(placed.data!.orderNumber);
    // A day far ahead, so closing it stops no other test's orders.
    const far = days.addDays(firstOpen(), 500 + Math.floor(Math.random() * 200));
    await admin.collection('orders').update(order.id, { delivery_day: far });
    const lookup = async () =>
      (await servicePb()).send('/api/shop/order-lookup', {
        method: 'POST',
        body: { orderNumber: order.orderNumber, phone: order.phone },
      });
    expect((await lookup()).day_closed).toBeNull();
    const closure = await admin
      .collection('closed_days')
      .create({ name: 'Valley strike', name_ne: 'उपत्यका बन्द', from: far, to: far });
    made.push({ collection: 'closed_days', id: closure.id });
    expect((await lookup()).day_closed).toEqual({ name: 'Valley strike', name_ne: 'उपत्यका बन्द' });
    // The number alone reveals no day, nor its closure.
    const tracker = await (await servicePb()).send('/api/shop/order-lookup', {
      method: 'POST',
      body: { orderNumber: order.orderNumber },
    });
    expect(tracker.day_closed).toBeUndefined();
    // Moved to an open day, it says nothing more.
    await admin.collection('orders').update(order.id, { delivery_day: days.addDays(far, 1) });
    expect((await lookup()).day_closed).toBeNull();
  });

  it("its route no longer runs on its weekday: the order's page names the route until the order moves", async () => {
    const admin = await adminPb();
    const place = async (name: string) =>
      stored((await callAction<PlaceOrderResult>('placeOrder', input({}, name))).data!.orderNumber);
    const [moving, cancelling] = [await place('Pema Lama'), await place('Karma Lama')];
    const lookup = async (order: RecordModel, body: object = { phone: order.phone }) =>
      (await servicePb()).send('/api/shop/order-lookup', {
        method: 'POST',
        body: { orderNumber: order.orderNumber, ...body },
      });
    expect((await lookup(moving)).day_not_served).toBeNull();
    const weekday = days.weekdayOf(moving.delivery_day);
    // The operator takes the orders' weekday off their route (the van now runs the other six days).
    await admin.collection('routes').update(route.id, {
      name_ne: 'सिमकोट भ्यान',
      weekdays: schedule.weekdays.filter((d) => d !== weekday),
    });
    try {
      expect((await lookup(moving)).day_not_served).toEqual({ name: route.name, name_ne: 'सिमकोट भ्यान' });
      // The number alone reveals no day, nor its route.
      expect((await lookup(moving, {})).day_not_served).toBeUndefined();
      // A move to another day of that weekday is refused as before; moved to a day the route runs, the page is quiet.
      const edit = (fields: object) => admin.collection('orders').update(moving.id, fields);
      await expect(edit({ delivery_day: days.addDays(moving.delivery_day, 7) })).rejects.toMatchObject({
        status: 400,
        response: { data: { delivery_day: { message: `${route.name} does not deliver on that weekday.` } } },
      });
      await edit({ delivery_day: days.addDays(moving.delivery_day, 1) });
      expect((await lookup(moving)).day_not_served).toBeNull();
      // Cancelled on the day the route left, there is nothing to move.
      expect((await lookup(cancelling)).day_not_served).not.toBeNull();
      await admin.collection('orders').update(cancelling.id, { status: 'Cancelled', status_reason: 'Test over' });
      expect((await lookup(cancelling)).day_not_served).toBeNull();
    } finally {
      await admin.collection('routes').update(route.id, { name_ne: '', weekdays: schedule.weekdays });
    }
  });
});

describe('moving an order on the desk', () => {
  it('is one action with a reason: the day and its estimate change, and the history says who and why', async () => {
    const admin = await adminPb();
    const staff = await staffPb(admin, await createStaff(admin, 'Day Mover'));
    const placed = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: firstOpen() }));
    const order = await stored(placed.data!.orderNumber);
    const move = (body: object) =>
      staff.send(`/api/desk/orders/${order.id}/delivery-day`, {
        method: 'POST',
        body: { seenDay: firstOpen(), ...body },
      });
    const to = days.addDays(firstOpen(), 2);

    // Refused, nothing changed: no reason, a day gone by, a closed day.
    await expect(move({ day: to, reason: '  ' })).rejects.toMatchObject({ status: 400 });
    await expect(move({ day: '2020-01-01', reason: 'Van broke down' })).rejects.toMatchObject({
      status: 400,
      response: { message: 'That day has passed: choose today or later.' },
    });
    // The year mistyped on the phone's date field: further ahead than the shop offers days.
    await expect(move({ day: days.addDays(firstOpen(), 365), reason: 'Van broke down' })).rejects.toMatchObject({
      status: 400,
      response: { problem: 'too_far', values: { days: '120' } },
    });
    const closedDay = days.addDays(firstOpen(), 5);
    const closure = await admin
      .collection('closed_days')
      .create({ name: 'Test strike', from: closedDay, to: closedDay });
    made.push({ collection: 'closed_days', id: closure.id });
    await expect(move({ day: closedDay, reason: 'Van broke down' })).rejects.toMatchObject({
      status: 400,
      response: {
        message: 'Nobody delivers that day (Test strike).',
        problem: 'closed',
        values: { closed: 'Test strike', closed_ne: '' },
      },
    });
    expect((await stored(order.orderNumber)).delivery_day).toBe(firstOpen());

    // A form that does not say which day it saw is refused.
    await expect(move({ day: to, reason: 'Van broke down', seenDay: undefined })).rejects.toMatchObject({
      status: 400,
      response: { message: 'Reload the order: the form did not say which day you saw.' },
    });
    // The desk words each refusal by its key (src/features/delivery/words.ts); in English, PocketBase's own sentence.
    for (const body of [
      { day: to, reason: 'Van broke down', seenDay: undefined },
      { day: '2020-01-01', reason: 'Van broke down' },
      { day: closedDay, reason: 'Van broke down' },
      { day: to, reason: ' ' },
    ]) {
      const refusal = await move(body).then(
        () => ({ message: 'moved', problem: '', values: {} }),
        (err: { response: { message: string; problem: string; values?: Record<string, string> } }) => err.response,
      );
      expect(moveRefusalText({ ...refusal, values: refusal.values ?? {}, message: '' }, 'en')).toBe(refusal.message);
    }
    await move({ day: to, reason: 'Van broke down' });
    // The same move from a page that still shows the old day (a second tab, a double tap): refused, said where it is.
    await expect(move({ day: days.addDays(to, 7), reason: 'Shopper asked' })).rejects.toMatchObject({
      status: 409,
      response: { code: 'conflict', problem: 'moved_meanwhile', values: { day: to } },
    });
    const after = await stored(order.orderNumber);
    expect(after.delivery_day).toBe(to);
    expect(after.estimatedDelivery).toBe(`${to} 06:15:00.000Z`);
    const history = await orderHistory(order.id);
    // One event for the move (its estimate goes with it: no separate edit).
    expect(history.map((h) => h.kind)).toEqual(['placed', 'delivery_day']);
    expect(history[1]).toMatchObject({
      reason: 'Van broke down',
      actor: expect.stringMatching(/^staff: /),
      details: { from: firstOpen(), to, reason: 'desk' },
    });
    // The shopper is told once, with the new day (docs/notifications.md): the move's own message, after the placed one.
    const messages = await admin
      .collection('messages')
      .getFullList({ filter: admin.filter('order = {:o}', { o: order.id }), sort: 'event_seq' });
    expect(messages.map((m) => [m.event, m.event_seq])).toEqual([
      ['placed', history[0].seq],
      ['moved', history[1].seq],
    ]);
    expect(messages[1].language).toBe('en');
    expect(messages[1].text).toContain(order.orderNumber);
    expect(messages[1].text).toContain('will now come on');
  });

  it('an order an operator booked further than 120 days ahead: the desk moves it nearer, or a little later', async () => {
    const admin = await adminPb();
    const staff = await staffPb(admin, await createStaff(admin, 'Far Day Mover'));
    const placed = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: firstOpen() }));
    const order = await stored(placed.data!.orderNumber);
    // Thirty weeks on (its weekday, so its route serves it), booked in the dashboard, where no such limit is set.
    const far = days.addDays(firstOpen(), 210);
    await admin.collection('orders').update(order.id, { delivery_day: far });
    const move = (seenDay: string, day: string) =>
      staff.send(`/api/desk/orders/${order.id}/delivery-day`, {
        method: 'POST',
        body: { seenDay, day, reason: 'Shopper asked' },
      });
    await move(far, days.addDays(far, -7));
    expect((await stored(order.orderNumber)).delivery_day).toBe(days.addDays(far, -7));
    // A week later than its own day, past 120 days from today (a strike closed its day).
    await move(days.addDays(far, -7), days.addDays(far, 7));
    expect((await stored(order.orderNumber)).delivery_day).toBe(days.addDays(far, 7));
    // A year on from its day is the year mistyped, as from today.
    await expect(move(days.addDays(far, 7), days.addDays(far, 364))).rejects.toMatchObject({
      status: 400,
      response: { problem: 'too_far' },
    });
  });

  it('tells a shopper who ordered in Nepali, in Nepali', async () => {
    const admin = await adminPb();
    const staff = await staffPb(admin, await createStaff(admin, 'Nepali Day Mover'));
    const placed = await callAction<PlaceOrderResult>(
      'placeOrder',
      input({ deliveryDay: firstOpen() }, 'Pasang Sherpa'),
      {
        headers: { Referer: `${testStack().shopUrl}/ne/checkout` },
      },
    );
    const order = await stored(placed.data!.orderNumber);
    expect(order.language).toBe('ne');
    await staff.send(`/api/desk/orders/${order.id}/delivery-day`, {
      method: 'POST',
      body: { day: days.addDays(firstOpen(), 3), reason: 'Road closed', seenDay: order.delivery_day },
    });
    const moved = await admin
      .collection('messages')
      .getFullList({ filter: admin.filter('order = {:o} && event = "moved"', { o: order.id }) });
    expect(moved).toHaveLength(1);
    expect(moved[0].language).toBe('ne');
    expect(moved[0].text).toContain('अब');
    expect(moved[0].text).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
  });
});

describe('the desk order page', () => {
  /** Posts a desk page's form as the staff member signed in with `cookie` does. */
  const posting =
    (cookie: string) =>
    (path: string, fields: Record<string, string>): Promise<Response> =>
      fetch(`${testStack().shopUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, Origin: testStack().shopUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });

  it('refuses a move from a page opened before the order changed, and one out for delivery (desk and dashboard)', async () => {
    const admin = await adminPb();
    const cookie = await deskCookie(await createStaff(admin, 'Careful Mover'));
    const post = posting(cookie);
    const placed = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: firstOpen() }, 'Pema Sherpa'));
    const order = await stored(placed.data!.orderNumber);
    const move = (seen: RecordModel) => ({
      action: 'move-day',
      day: days.addDays(firstOpen(), 1),
      reason: 'Shopper asked',
      seen_day: seen.delivery_day,
      seen_updated: seen.updated,
    });
    // The page was opened; then the order was confirmed (its day the same): the page's tap is not taken.
    await admin.collection('orders').update(order.id, { status: 'Confirmed' });
    const stale = await post(`/desk/orders/${order.id}`, move(order));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('Changed by someone else since you opened it.');
    expect((await stored(order.orderNumber)).delivery_day).toBe(firstOpen());
    // With the rider: Delivery failed first, then the move.
    await admin.collection('orders').update(order.id, { status: 'Out for Delivery' });
    const out = await stored(order.orderNumber);
    // Its page offers no move, and says why; a form opened before it went out is refused.
    const page = await (
      await fetch(`${testStack().shopUrl}/desk/orders/${order.id}`, { headers: { Cookie: cookie } })
    ).text();
    expect(markupText(page)).toContain('The order is out for delivery: record Delivery failed first');
    expect(page).not.toContain('name="action" value="move-day"');
    const onItsWay = await post(`/ne/desk/orders/${order.id}`, move(out));
    expect(onItsWay.status).toBe(400);
    expect(await onItsWay.text()).toContain('अर्डर डेलिभरीमा निस्किसकेको छ');
    expect((await stored(order.orderNumber)).delivery_day).toBe(firstOpen());
    // Nor in the dashboard: sent out with another day in one save is refused under the day; its route edited on its
    // own day is not a move. Delivery failed and another day in one save is the way back.
    await expect(
      admin.collection('orders').update(order.id, { delivery_day: days.addDays(firstOpen(), 2) }),
    ).rejects.toMatchObject({
      status: 400,
      response: { data: { delivery_day: { message: expect.stringContaining('record Delivery failed first') } } },
    });
    const back = await admin.collection('orders').update(order.id, {
      status: 'Delivery failed',
      status_reason: 'Nobody home',
      delivery_day: days.addDays(firstOpen(), 2),
    });
    expect(back.delivery_day).toBe(days.addDays(firstOpen(), 2));
  });

  it('shows the day, moves it with a reason, and says why in the history, in English and Nepali', async () => {
    const admin = await adminPb();
    const cookie = await deskCookie(await createStaff(admin, 'Page Mover'));
    const placed = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: firstOpen() }));
    const order = await stored(placed.data!.orderNumber);
    const shop = testStack().shopUrl;
    const post = posting(cookie);
    const to = days.addDays(firstOpen(), 1);

    const seen_day = firstOpen();
    const refused = await post(`/desk/orders/${order.id}`, { action: 'move-day', day: to, reason: '', seen_day });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Say why the order moves');
    const refusedNe = await post(`/ne/desk/orders/${order.id}`, { action: 'move-day', day: to, reason: '', seen_day });
    // Said in Nepali by the refusal's key: here, no reason given.
    expect(await refusedNe.text()).toContain('अर्डर किन सारिँदैछ भन्नुहोस्');
    // A day gone by, likewise.
    const pastNe = await post(`/ne/desk/orders/${order.id}`, {
      action: 'move-day',
      day: '2020-01-01',
      reason: 'Shopper asked',
      seen_day,
    });
    expect(pastNe.status).toBe(400);
    expect(await pastNe.text()).toContain('त्यो दिन बितिसक्यो: आज वा पछिको दिन छान्नुहोस्।');

    const moved = await post(`/desk/orders/${order.id}`, {
      action: 'move-day',
      day: to,
      reason: 'Shopper asked',
      seen_day,
    });
    expect(moved.status).toBe(303);
    // A second tab still showing the first day, on the Nepali desk: told in Nepali where the order is now.
    const stale = await post(`/ne/desk/orders/${order.id}`, {
      action: 'move-day',
      day: days.addDays(to, 7),
      reason: 'Shopper asked',
      seen_day,
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('अरू कसैले पहिले नै बदलिसक्नुभयो: अर्डर अहिले');
    // And on the English desk, with the day as the desk shows days.
    const staleEn = await post(`/desk/orders/${order.id}`, {
      action: 'move-day',
      day: days.addDays(to, 7),
      reason: 'Shopper asked',
      seen_day,
    });
    expect(staleEn.status).toBe(409);
    expect(await staleEn.text()).toMatch(
      /Changed by someone else: the order is now on \w+day, \d+ \w+ \d{4} · \d+ \w+ \d{4} BS\. Look at it again/,
    );
    expect(moved.headers.get('location')).toContain(`moved=${to}`);
    expect((await stored(order.orderNumber)).delivery_day).toBe(to);
    const page = await (await fetch(`${shop}/desk/orders/${order.id}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain('Delivery day moved');
    expect(page).toContain('by the shop: Shopper asked');
    const pageNe = await (await fetch(`${shop}/ne/desk/orders/${order.id}`, { headers: { Cookie: cookie } })).text();
    expect(pageNe).toContain('डेलिभरी दिन सारियो');
  });
});

describe('deleting what orders use', () => {
  it('a route or pickup point that orders still to deliver use is not deleted, and the refusal names them', async () => {
    const admin = await adminPb();
    const placed = await callAction<PlaceOrderResult>('placeOrder', input({ deliveryDay: firstOpen() }, 'Pema Lama'));
    const refused = await admin
      .collection('routes')
      .delete(route.id)
      .then(
        () => null,
        (e: { status: number; response: { message: string } }) => e,
      );
    expect(refused?.status).toBe(400);
    expect(refused?.response.message).toMatch(
      /^Orders still to deliver use this route: ORD-\d{6} \(\d{4}-\d{2}-\d{2}\)/,
    );
    expect(refused?.response.message).toContain('Delete it once they are delivered or cancelled.');
    expect((await admin.collection('routes').getOne(route.id)).id).toBe(route.id);
    expect((await stored(placed.data!.orderNumber)).route).toBe(route.id);

    // The pickup point an order placed above waits at.
    const pickupOrder = await admin
      .collection('orders')
      .getFirstListItem("pickup_point != '' && status != 'Delivered' && status != 'Cancelled'");
    await expect(admin.collection('pickup_points').delete(pickupOrder.pickup_point)).rejects.toMatchObject({
      status: 400,
      response: { message: expect.stringContaining('Orders still to deliver use this pickup point') },
    });
    expect((await stored(pickupOrder.orderNumber)).pickup_point).toBe(pickupOrder.pickup_point);
    // Nor is it moved to another branch: its shoppers chose it in their own town.
    const point = await admin.collection('pickup_points').getOne(pickupOrder.pickup_point);
    const elsewhere = await admin
      .collection('delivery_branch')
      .getFirstListItem(admin.filter('id != {:b}', { b: point.branch }));
    await expect(
      admin.collection('pickup_points').update(point.id, { branch: elsewhere.id, name: `${point.name} ` }),
    ).rejects.toMatchObject({
      status: 400,
      response: {
        data: {
          branch: {
            message: expect.stringMatching(
              /^Orders still to deliver are collected here: ORD-\d{6} \(\d{4}-\d{2}-\d{2}\).*Put the branch back; for a place in another branch, make a new pickup point\.$/,
            ),
          },
        },
      },
    });
    expect(await admin.collection('pickup_points').getOne(point.id)).toMatchObject({ branch: point.branch });
    // The rest of it still changes where it stays.
    await admin.collection('pickup_points').update(point.id, { branch: point.branch, address: point.address });
  });
});
