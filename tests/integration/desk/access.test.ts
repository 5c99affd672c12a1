// What staff accounts can and cannot do in PocketBase, whatever client they use (SECURITY.md "Order desk"): list and
// view orders, change a status only through the compare-and-set route, ask for a build and read builds; nothing on
// coupons, campaigns, settings, products' prices, other staff or superusers, through any API. Anonymous clients reach
// none of the desk's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminPb, anonymousClient, servicePb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, staffPb, type TestStaff } from '@tests/harness/staff';
import { createOrderRecord, orderInput } from '@tests/harness/orders';
import { callAction } from '@tests/harness/actions-client';
import { place } from '@tests/harness/seed';
import { stockedProduct } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let admin: PocketBase;
let alice: TestStaff;
let bob: TestStaff;
let staff: PocketBase;
let orderId = '';

async function refused(p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (err) {
    return (err as { status: number }).status;
  }
  throw new Error('the call was allowed');
}

function newOrder(fields: Record<string, unknown> = {}) {
  return createOrderRecord(admin, {
    customerName: 'Desk Access',
    phone: '9841000000',
    items: [],
    total: 100,
    ...fields,
  });
}

beforeAll(async () => {
  admin = await adminPb();
  alice = await createStaff(admin, 'Alice');
  bob = await createStaff(admin, 'Bob');
  staff = await staffPb(admin, alice);
  orderId = (await newOrder()).id;
});

afterAll(async () => {
  for (const s of [alice, bob])
    if (s)
      await admin
        .collection('staff')
        .delete(s.id)
        .catch(() => {});
});

describe('staff may', () => {
  it('list and view orders, without the internal fields', async () => {
    const list = await staff.collection('orders').getList(1, 5, { sort: '-created' });
    expect(list.totalItems).toBeGreaterThan(0);
    const one = await staff.collection('orders').getOne(orderId);
    expect(one.customerName).toBe('Desk Access');
    expect(one).not.toHaveProperty('accessToken');
    expect(one).not.toHaveProperty('idempotencyKey');
    // hidden fields cannot be probed by filter either
    expect(await refused(staff.collection('orders').getList(1, 1, { filter: 'accessToken != ""' }))).toBe(400);
  });

  it('see their own account, and nobody else’s', async () => {
    expect((await staff.collection('staff').getOne(alice.id)).email).toBe(alice.email);
    expect(await refused(staff.collection('staff').getOne(bob.id))).toBe(404);
    expect(await refused(staff.collection('staff').getList(1, 10))).toBe(403);
    expect(await refused(staff.collection('staff').getList(1, 10, { filter: `email = "${bob.email}"` }))).toBe(403);
  });

  it('ask for a build (queued, as staff only) and read the latest build', async () => {
    const build = await staff.collection('site_builds').create({ trigger: 'staff', status: 'queued' });
    // Only as themselves: a build record that claims to come from the dashboard is refused.
    expect(await refused(staff.collection('site_builds').create({ trigger: 'dashboard', status: 'queued' }))).toBe(400);
    expect(build.status).toBe('queued');
    expect((await staff.collection('site_builds').getList(1, 1, { sort: '-created' })).items[0]?.id).toBe(build.id);
    expect(await refused(staff.collection('site_builds').create({ trigger: 'staff', status: 'succeeded' }))).toBe(400);
    expect(await refused(staff.collection('site_builds').update(build.id, { status: 'succeeded' }))).toBe(404);
    // A waiting request is kept from deletion (pocketbase/pb_hooks/site-builds.pb.js): the publisher ends it first.
    const publisher = await servicePb();
    await publisher.collection('site_builds').update(build.id, { status: 'failed' });
    await admin.collection('site_builds').delete(build.id);
  });
});

describe('staff may not', () => {
  it('update, create or delete orders through the records API', async () => {
    // Every write rule of orders is closed (superusers only): staff change a status through the desk route only.
    expect(await refused(staff.collection('orders').update(orderId, { status: 'Confirmed' }))).toBe(403);
    expect(await refused(staff.collection('orders').update(orderId, { total: 1 }))).toBe(403);
    expect(await refused(staff.collection('orders').create({ orderNumber: 'ORD-000001' }))).toBe(403);
    expect(await refused(staff.collection('orders').delete(orderId))).toBe(403);
    expect((await admin.collection('orders').getOne(orderId)).status).toBe('Open');
  });

  it('read coupons or campaigns by list, view, filter or expand', async () => {
    const coupon = await admin.collection('coupon').getFirstListItem('code = "DASHAIN100"');
    for (const name of ['coupon', 'campaigns']) {
      const list = await staff.collection(name).getList(1, 50);
      expect(list.totalItems).toBe(0);
      expect((await staff.collection(name).getList(1, 50, { filter: 'id != ""' })).items).toEqual([]);
    }
    expect(await refused(staff.collection('coupon').getOne(coupon.id))).toBe(404);
    expect(await refused(staff.collection('campaigns').getOne(coupon.campaign))).toBe(404);
    // the coupon a desk order names is not expanded into it (coupon_used is plain text, not a relation)
    // placed with it, as a shopper does (an order made in the dashboard takes no coupon)
    const input = orderInput(await place(), [{ product: await stockedProduct('Desk Coupon Honey'), quantity: 2 }]);
    const placed = await callAction<PlaceOrderResult>('placeOrder', {
      ...input,
      couponCode: coupon.code,
      expectedTotal: input.expectedTotal - 100,
    });
    const withCoupon = await admin
      .collection('orders')
      .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.data!.orderNumber }));
    expect(withCoupon.coupon_used).toBe(coupon.id);
    const viewed = await staff.collection('orders').getOne(withCoupon.id, { expand: 'coupon_used' });
    expect(viewed.expand).toBeUndefined();
    // staff see only the code the order used, through the desk's route; an unknown order or a coupon-less one is left out
    const codes = await staff.send('/api/desk/coupon-codes', {
      method: 'POST',
      body: { orderIds: [withCoupon.id, orderId, 'nosuchorder0000', 7] },
    });
    expect(codes).toEqual({ codes: { [withCoupon.id]: coupon.code } });
    // a join to the other collection in a filter is refused ("Only superusers can filter by @collection")
    const probe = `@collection.coupon.code = "${coupon.code}"`;
    expect(await refused(staff.collection('orders').getList(1, 1, { filter: probe }))).toBe(403);
    expect(
      await refused(staff.collection('orders').getList(1, 1, { filter: '@collection.campaigns.remaining_budget > 0' })),
    ).toBe(403);
  });

  it('change prices, coupons, campaigns or settings', async () => {
    const product = await admin.collection('web_products').getFirstListItem('');
    expect(await refused(staff.collection('web_products').update(product.id, { price: 1 }))).toBe(403);
    expect((await admin.collection('web_products').getOne(product.id)).price).toBe(product.price);
    expect(
      await refused(
        staff.collection('coupon').create({ code: 'STAFF100', discount_type: 'flat', discount_value: 100 }),
      ),
    ).toBe(403);
    expect(await refused(staff.send('/api/settings', {}))).toBe(403);
    expect(await refused(staff.send('/api/settings', { method: 'PATCH', body: { meta: { appName: 'x' } } }))).toBe(403);
    expect(await refused(staff.collections.getFullList())).toBe(403);
  });

  it('see superusers or reach anything of the dashboard', async () => {
    expect(await refused(staff.collection('_superusers').getList(1, 1))).toBe(403);
    expect(await refused(staff.send('/api/logs', {}))).toBe(403);
    expect(await refused(staff.send('/api/backups', {}))).toBe(403);
  });

  it('use batch requests', async () => {
    const res = await fetch(`${testStack().pbUrl}/api/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: staff.authStore.token },
      body: JSON.stringify({
        requests: [{ method: 'POST', url: '/api/collections/coupon/records', body: { code: 'BATCH1' } }],
      }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await admin.collection('coupon').getList(1, 1, { filter: 'code = "BATCH1"' })).totalItems).toBe(0);
  });

  it('receive realtime events of coupons, campaigns or staff (but do get orders)', async () => {
    const { pbUrl } = testStack();
    const controller = new AbortController();
    const res = await fetch(`${pbUrl}/api/realtime`, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!/event:PB_CONNECT/.test(text)) text += decoder.decode((await reader.read()).value);
    const clientId = /id:(\S+)/.exec(text)![1]!;
    const subscribe = await fetch(`${pbUrl}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: staff.authStore.token },
      body: JSON.stringify({ clientId, subscriptions: ['coupon', 'campaigns', 'staff', '_superusers', 'orders'] }),
    });
    expect(subscribe.status).toBe(204);
    // a subscription whose filter joins coupons gets no events (only the plain orders one does)
    const probe = `orders?options=${encodeURIComponent(JSON.stringify({ query: { filter: '@collection.coupon.code != ""' } }))}`;
    const joined = await fetch(`${pbUrl}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: staff.authStore.token },
      body: JSON.stringify({
        clientId,
        subscriptions: ['coupon', 'campaigns', 'staff', '_superusers', 'orders', probe],
      }),
    });
    expect(joined.status).toBe(204);
    text = '';
    const coupon = await admin.collection('coupon').getFirstListItem('');
    await admin.collection('coupon').update(coupon.id, { min_order_amount: coupon.min_order_amount });
    await admin.collection('campaigns').update(coupon.campaign, { name: 'Realtime probe' });
    await admin.collection('staff').update(bob.id, { name: 'Bob probed' });
    await newOrder({ customerName: 'Realtime order' }); // the positive control
    const deadline = Date.now() + 5000;
    while (!/Realtime order/.test(text) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 500))]);
      if (chunk?.value) text += decoder.decode(chunk.value);
    }
    controller.abort();
    expect(text).toMatch(/Realtime order/);
    expect(text).not.toMatch(/event:coupon|event:campaigns|event:staff|event:_superusers|event:orders\?options/);
  });
});

describe('anonymous clients', () => {
  it('reach no orders, staff or builds, and none of the desk routes', async () => {
    const anon = anonymousClient();
    expect((await anon.collection('orders').getList(1, 1)).totalItems).toBe(0);
    expect(await refused(anon.collection('orders').getOne(orderId))).toBe(404);
    expect(await refused(anon.collection('staff').getList(1, 1))).toBe(403);
    expect((await anon.collection('site_builds').getList(1, 1)).totalItems).toBe(0);
    expect(
      await refused(
        anon.send(`/api/desk/orders/${orderId}/status`, { method: 'POST', body: { from: 'Open', to: 'Confirmed' } }),
      ),
    ).toBe(401);
    expect(await refused(anon.send('/api/desk/coupon-codes', { method: 'POST', body: { orderIds: [orderId] } }))).toBe(
      401,
    );
    expect((await admin.collection('orders').getOne(orderId)).status).toBe('Open');
  });

  it('get nothing from the shop’s desk pages without a session', async () => {
    const { shopUrl } = testStack();
    const json = await fetch(`${shopUrl}/desk/orders.json`);
    expect(json.status).toBe(401);
    expect(await json.text()).not.toMatch(/ORD-/);
    for (const path of ['/desk', `/desk/orders/${orderId}`, '/desk/export?from=2026-01-01&to=2026-12-31']) {
      const res = await fetch(`${shopUrl}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location')).toMatch(/^\/desk\/login/);
    }
    const forged = await fetch(`${shopUrl}/desk/orders.json`, { headers: { Cookie: 'desk_session=not-a-token' } });
    expect(forged.status).toBe(401);
    // the sign-in page is rendered per request, never cached or indexed
    const login = await fetch(`${shopUrl}/desk/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});

describe('status changes through the desk route', () => {
  it('apply along the lifecycle, need a reason to cancel, and are timed', async () => {
    const id = (await newOrder()).id;
    const change = (pb: PocketBase, body: object) => pb.send(`/api/desk/orders/${id}/status`, { method: 'POST', body });
    expect(await refused(change(staff, { from: 'Open', to: 'Delivered' }))).toBe(400);
    expect(await refused(change(staff, { from: 'Open', to: 'Cancelled', reason: '   ' }))).toBe(400);
    const done = await change(staff, { from: 'Open', to: 'Confirmed' });
    expect(done.order.status).toBe('Confirmed');
    expect(done.order.confirmed_at).not.toBe('');
    const cancelled = await change(staff, {
      from: 'Confirmed',
      to: 'Cancelled',
      reason: 'Customer changed their mind',
    });
    expect(cancelled.order).toMatchObject({ status: 'Cancelled', status_reason: 'Customer changed their mind' });
    expect(cancelled.order.cancelled_at).not.toBe('');
  });

  it('each change is kept in the order history with who, when and why, also when the operator changes it', async () => {
    const id = (await newOrder()).id;
    const change = (body: object) => staff.send(`/api/desk/orders/${id}/status`, { method: 'POST', body });
    await change({ from: 'Open', to: 'Confirmed' });
    await change({ from: 'Confirmed', to: 'Out for Delivery' });
    await change({ from: 'Out for Delivery', to: 'Delivery failed', reason: 'Nobody home' });
    await change({ from: 'Delivery failed', to: 'Out for Delivery' });
    await admin.collection('orders').update(id, { status: 'Delivery failed', status_reason: 'Gate locked' });
    const history = await staff.collection('order_history').getFullList({ filter: `order = "${id}"`, sort: 'seq' });
    expect(history.map((h) => [h.kind, h.status, h.reason])).toEqual([
      ['placed', 'Open', ''],
      ['status', 'Confirmed', ''],
      ['status', 'Out for Delivery', ''],
      ['status', 'Delivery failed', 'Nobody home'],
      ['status', 'Out for Delivery', ''],
      ['status', 'Delivery failed', 'Gate locked'],
    ]);
    expect(history[0]!.actor).toBe('operator');
    expect(history[1]!.actor).toBe(`staff: ${alice.email}`);
    expect(history[5]!.actor).toBe('operator');
    // The desk names staff by their names: staff ask the staff-names route (they cannot read the staff collection).
    const names = await staff.send('/api/desk/staff-names', {
      method: 'POST',
      body: { emails: [alice.email, 'nobody@krishibazaar.test', 42] },
    });
    expect(names).toEqual({ names: { [alice.email]: 'Alice' } });
    // Staff do not see each other: a colleague no order's history names is not answered (no one learns through the
    // route whether an address is a staff member's), nor listed, nor is their day of cash shown but to a lead.
    const quiet = await createStaff(admin, 'Quiet Colleague');
    expect(await staff.send('/api/desk/staff-names', { method: 'POST', body: { emails: [quiet.email] } })).toEqual({
      names: {},
    });
    expect(await staff.send('/api/desk/riders', { method: 'GET' })).toEqual({
      riders: [{ id: alice.id, name: 'Alice' }],
      lead: false,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(await refused(staff.send(`/api/desk/settlement?day=${today}&rider=${quiet.id}`, { method: 'GET' }))).toBe(
      404,
    );
    expect(await staff.send(`/api/desk/settlement?day=${today}&rider=${alice.id}`, { method: 'GET' })).toMatchObject({
      rider: { id: alice.id, name: 'Alice' },
    });
    await admin.collection('staff').update(quiet.id, { lead: true });
    const riders = await (await staffPb(admin, quiet)).send('/api/desk/riders', { method: 'GET' });
    expect(riders.riders.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([alice.id, bob.id, quiet.id]),
    );
    await admin.collection('staff').delete(quiet.id);
    expect(await refused(staff.collection('staff').getOne(bob.id))).toBe(404);
    expect(
      await refused(
        anonymousClient().send('/api/desk/staff-names', { method: 'POST', body: { emails: [alice.email] } }),
      ),
    ).toBe(401);
    // Nobody writes history by hand, not even staff; guests cannot read it.
    expect(await refused(staff.collection('order_history').create({ order: id, kind: 'status' }))).toBe(403);
    expect((await anonymousClient().collection('order_history').getList(1, 1)).totalItems).toBe(0);
  });

  it('two staff changing one order at once: one wins, the other is told and shown the current status', async () => {
    const id = (await newOrder()).id;
    const bobPb = await staffPb(admin, bob);
    const results = await Promise.allSettled([
      staff.send(`/api/desk/orders/${id}/status`, { method: 'POST', body: { from: 'Open', to: 'Confirmed' } }),
      bobPb.send(`/api/desk/orders/${id}/status`, {
        method: 'POST',
        body: { from: 'Open', to: 'Cancelled', reason: 'Duplicate order' },
      }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<{ order: { status: string } }>).value.order.status;
    expect(lost[0]!.reason.status).toBe(409);
    expect(lost[0]!.reason.response.message).toBe(`Changed by someone else: the order is now ${winner}.`);
    expect(lost[0]!.reason.response.order.status).toBe(winner);
    expect((await admin.collection('orders').getOne(id)).status).toBe(winner);
  });
});

describe('a desk form posted to an order that is not there', () => {
  it('is answered "There is no such order." with a 404, never a 500', async () => {
    const { shopUrl } = testStack();
    const cookie = await deskCookie(alice);
    const forms: Record<string, string>[] = [
      { action: 'pack-short', line: '0', seen_quantity: '1', quantity: '0', reason: 'Broken' },
      { action: 'move-day', day: '2030-01-04', reason: 'Road closed', seen_day: '2030-01-01' },
      { action: 'cash', from: 'Out for Delivery', collected: '100' },
    ];
    for (const fields of forms) {
      const res = await fetch(`${shopUrl}/desk/orders/zzzzzzzzzzzzzzz`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie, Origin: shopUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      expect(res.status, fields.action).toBe(404);
      expect(await res.text(), fields.action).toContain('There is no such order.');
    }
  });
});
