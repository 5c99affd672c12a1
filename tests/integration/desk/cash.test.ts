// Cash on delivery reconciled and farmers paid (docs/rules.md "Cash and payouts"), against the real PocketBase and
// shop server: a rider records the cash at the door (a short payment needs its reason), a refusal returns the stock,
// a lead closes the rider's day with the amount handed over, a closed day is corrected only by a new entry, a close
// and a rider's cash at once never lose either, and the payout report reconciles with the lines and settlements.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { createOrderRecord, orderHistory, orderInput } from '@tests/harness/orders';
import { place, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, staffPb, type TestStaff } from '@tests/harness/staff';
import { lotFigures, stockedProduct, stockLot } from '@tests/harness/stock';
import { LONG_TEST_MARGIN, NEPAL_MIDNIGHT, waitPastNepalEdges } from '@tests/harness/clock-edge';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import type { OrderView } from '@/features/orders/view';
import { nepalDate } from '@/features/desk/nepal-time';
import { formatCash } from '@/lib/money';

let admin: PocketBase;
let kathmandu: SeedPlace;
let rider: TestStaff;
let lead: TestStaff;
let riderPb: PocketBase;
let leadPb: PocketBase;
const made: TestStaff[] = [];

// A rider's cash day is a Nepal day: no test begins in the minutes before its midnight, where the cash it records and
// the day it settles would be two.
beforeEach(() => waitPastNepalEdges(NEPAL_MIDNIGHT, LONG_TEST_MARGIN));

beforeAll(async () => {
  admin = await adminPb();
  kathmandu = await place();
  rider = await createStaff(admin, 'Rider Ram');
  lead = await createStaff(admin, 'Lead Laxmi');
  made.push(rider, lead);
  await admin.collection('staff').update(lead.id, { lead: true });
  riderPb = await staffPb(admin, rider);
  leadPb = await staffPb(admin, lead);
});
afterAll(async () => {
  // Staff with settlements or orders pointing at them stay (the ledger never loses who); the rest go.
  for (const s of made)
    await admin
      .collection('staff')
      .delete(s.id)
      .catch(() => {});
});

async function outForDelivery(product: SeedProduct, quantity: number): Promise<{ id: string; total: number }> {
  const result = await callAction<PlaceOrderResult>('placeOrder', orderInput(kathmandu, [{ product, quantity }]));
  expect(result.error).toBeUndefined();
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: result.data!.orderNumber }));
  await admin.collection('orders').update(order.id, { status: 'Confirmed' });
  await admin.collection('orders').update(order.id, { status: 'Out for Delivery' });
  return { id: order.id, total: order.total };
}

const send = (pb: PocketBase, path: string, body: unknown) =>
  pb.send(path, { method: 'POST', body }).then(
    (r) => ({ status: 200, body: r }),
    (err) => ({ status: err.status as number, body: err.response as { message: string } }),
  );
const collect = (pb: PocketBase, id: string, body: Record<string, unknown>) =>
  send(pb, `/api/desk/orders/${id}/cash`, { from: 'Out for Delivery', ...body });
const settlement = (pb: PocketBase, day: string, riderId: string) =>
  pb.send(`/api/desk/settlement?day=${day}&rider=${riderId}`, { method: 'GET' });

describe('cash at the door', () => {
  it('records the cash and the rider; a difference needs its reason; history says who', async () => {
    const product = await stockedProduct('Cash Honey');
    await stockLot(product, { units: 20 });
    const full = await outForDelivery(product, 1);
    expect(await collect(riderPb, full.id, { collected: full.total })).toMatchObject({ status: 200 });
    const stored = await admin.collection('orders').getOne(full.id);
    expect(stored).toMatchObject({
      status: 'Delivered',
      cash_collected: full.total,
      cash_rider: rider.id,
      cash_reason: '',
    });
    const events = await orderHistory(full.id);
    expect(events.map((h) => h.kind)).toEqual(['placed', 'status', 'status', 'cash_collected', 'status']);
    expect(events.at(-2)).toMatchObject({ actor: `staff: ${rider.email}`, details: { collected: full.total } });

    const short = await outForDelivery(product, 2);
    const refused = await collect(riderPb, short.id, { collected: short.total - 100 });
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining('say why') } });
    expect((await admin.collection('orders').getOne(short.id)).status).toBe('Out for Delivery');
    const tooMuch = await collect(riderPb, short.id, { collected: short.total + 50, reason: 'short' });
    expect(tooMuch.status).toBe(400);
    expect(await collect(riderPb, short.id, { collected: 'lots', reason: 'short' })).toMatchObject({ status: 400 });
    const ok = await collect(riderPb, short.id, {
      collected: short.total - 100,
      reason: 'short',
      note: 'Had 100 less',
    });
    expect(ok.status).toBe(200);
    expect(await admin.collection('orders').getOne(short.id)).toMatchObject({
      cash_reason: 'short',
      cash_note: 'Had 100 less',
    });
    // Recorded once: the order is Delivered now.
    expect((await collect(riderPb, short.id, { collected: short.total })).status).toBe(409);
    // The shopper's order page says what was paid at the door (with the phone), and the full one nothing more.
    const view = async (id: string) => {
      const { orderNumber, phone } = await admin.collection('orders').getOne(id);
      return (await callAction<OrderView>('getOrder', { orderNumber, phone })).data!;
    };
    expect((await view(short.id)).cashCollected).toBe(short.total - 100);
    expect(await view(full.id)).not.toHaveProperty('cashCollected');
  });

  it('a page left open while the order failed and went out again records nothing: its form saw another trip', async () => {
    const product = await stockedProduct('Second Trip Honey');
    await stockLot(product, { units: 5 });
    const order = await outForDelivery(product, 1);
    // The rider's page, opened on the first trip: its forms carry the order as it read it.
    const cookie = await deskCookie(rider);
    const page = await (await fetch(`${testStack().shopUrl}/desk/orders/${order.id}`, { headers: { cookie } })).text();
    const seenUpdated = /name="seen_updated" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(seenUpdated).toBe((await admin.collection('orders').getOne(order.id)).updated);
    // Nobody home; sent out again the next day with another rider.
    const other = await createStaff(admin, 'Rider Sita');
    made.push(other);
    const otherPb = await staffPb(admin, other);
    const status = (pb: PocketBase, from: string, to: string, extra: Record<string, unknown> = {}) =>
      send(pb, `/api/desk/orders/${order.id}/status`, { from, to, ...extra });
    expect((await status(otherPb, 'Out for Delivery', 'Delivery failed', { reason: 'Nobody home' })).status).toBe(200);
    expect((await status(otherPb, 'Delivery failed', 'Out for Delivery')).status).toBe(200);
    // The first page's taps, in the same status it saw: refused, nothing recorded, no second failure.
    const before = await admin.collection('orders').getOne(order.id);
    const stale = await collect(riderPb, order.id, { collected: order.total, seenUpdated });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'Changed by someone else: the order is now Out for Delivery.' },
    });
    const staleFail = await status(riderPb, 'Out for Delivery', 'Delivery failed', { reason: 'x', seenUpdated });
    expect(staleFail.status).toBe(409);
    expect(
      (await send(riderPb, `/api/desk/orders/${order.id}/refused`, { from: 'Out for Delivery', seenUpdated })).status,
    ).toBe(409);
    expect((await admin.collection('orders').getOne(order.id)).updated).toBe(before.updated);
    // The rider of this trip records the cash from a page read now.
    const fresh = await collect(otherPb, order.id, { collected: order.total, seenUpdated: before.updated });
    expect(fresh.status).toBe(200);
    expect(await admin.collection('orders').getOne(order.id)).toMatchObject({
      status: 'Delivered',
      cash_rider: other.id,
    });
  });

  it('a refusal at the door cancels the order with its reason and returns its units to the lot', async () => {
    const product = await stockedProduct('Refused Honey');
    const lot = await stockLot(product, { units: 10 });
    const order = await outForDelivery(product, 3);
    expect((await lotFigures(lot.id)).reserved).toBe(3);
    const res = await send(riderPb, `/api/desk/orders/${order.id}/refused`, {
      from: 'Out for Delivery',
      note: 'Not at home to pay',
    });
    expect(res.status).toBe(200);
    expect(await admin.collection('orders').getOne(order.id)).toMatchObject({
      status: 'Cancelled',
      status_reason: 'Refused at the door: Not at home to pay',
      cash_reason: 'refused',
      cash_collected: 0,
      cash_rider: rider.id,
    });
    expect((await lotFigures(lot.id)).reserved).toBe(0);
    expect((await orderHistory(order.id)).map((h) => h.kind).slice(-3)).toEqual(['refused', 'status', 'stock']);
  });

  it('the status route will not deliver an order with cash due: staff are told to record the cash', async () => {
    const product = await stockedProduct('Status Honey');
    await stockLot(product, { units: 5 });
    const order = await outForDelivery(product, 1);
    const byStatus = await send(riderPb, `/api/desk/orders/${order.id}/status`, {
      from: 'Out for Delivery',
      to: 'Delivered',
    });
    expect(byStatus).toMatchObject({ status: 400, body: { message: expect.stringContaining('record the cash') } });
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('Out for Delivery');
    // The other steps out of Out for Delivery stay on the status route.
    const failed = await send(riderPb, `/api/desk/orders/${order.id}/status`, {
      from: 'Out for Delivery',
      to: 'Delivery failed',
      reason: 'Nobody home',
    });
    expect(failed.status).toBe(200);
  });

  it('the records API will not deliver an order with cash due, even for a superuser: nothing saved, no event', async () => {
    const product = await stockedProduct('Dashboard Honey');
    await stockLot(product, { units: 5 });
    const order = await outForDelivery(product, 1);
    const before = await admin.collection('orders').getOne(order.id);
    const events = (await orderHistory(order.id)).length;
    const refused = await admin
      .collection('orders')
      .update(order.id, { status: 'Delivered' })
      .then(
        () => ({ status: 200, data: {} as Record<string, { code: string; message: string }> }),
        (err) => ({ status: err.status as number, data: err.response.data }),
      );
    expect(refused).toEqual({
      status: 400,
      data: {
        status: {
          code: 'cash_due',
          message:
            "This order has cash to collect: record the cash collected with the cash form on the desk's order page to deliver it.",
        },
      },
    });
    const after = await admin.collection('orders').getOne(order.id);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ status: 'Out for Delivery', delivered_at: '', cash_rider: '' });
    expect(await orderHistory(order.id)).toHaveLength(events);
    // The desk's status route gives the same sentence (one rule: lib/cash-rules.js deliveryProblem).
    const byStatus = await send(riderPb, `/api/desk/orders/${order.id}/status`, {
      from: 'Out for Delivery',
      to: 'Delivered',
    });
    expect(byStatus).toMatchObject({ status: 400, body: { code: 'cash_due', message: refused.data.status!.message } });
    // With its cash at the desk it is delivered.
    expect((await collect(riderPb, order.id, { collected: order.total })).status).toBe(200);
    // Nor is an order made in the dashboard Delivered from the start with cash to collect: nothing is created.
    // a number no order has (the run shares one PocketBase: a taken one would be refused for another reason)
    let orderNumber: string;
    do orderNumber = `ORD-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    while (
      (
        await admin
          .collection('orders')
          .getList(1, 1, { filter: admin.filter('orderNumber = {:n}', { n: orderNumber }) })
      ).totalItems
    );
    const made = await admin
      .collection('orders')
      .create({ orderNumber, items: [], total: 450, status: 'Delivered' })
      .then(
        () => ({ status: 200, data: {} }),
        (err) => ({ status: err.status as number, data: err.response.data }),
      );
    expect(made).toEqual({ status: 400, data: { status: refused.data.status } });
    const found = await admin
      .collection('orders')
      .getList(1, 1, { filter: admin.filter('orderNumber = {:n}', { n: orderNumber }) });
    expect(found.totalItems).toBe(0);
  });

  it("an operator's undo before the day is closed takes the cash back: the day stops counting it, recorded again", async () => {
    const riderU = await createStaff(admin, 'Rider Uma');
    made.push(riderU);
    const pbU = await staffPb(admin, riderU);
    const product = await stockedProduct('Undo Honey');
    const lot = await stockLot(product, { units: 10 });
    const delivered = await outForDelivery(product, 1);
    const refused = await outForDelivery(product, 2);
    expect((await collect(pbU, delivered.id, { collected: delivered.total })).status).toBe(200);
    expect((await send(pbU, `/api/desk/orders/${refused.id}/refused`, { from: 'Out for Delivery' })).status).toBe(200);
    const day = nepalDate(Date.now());
    expect((await settlement(leadPb, day, riderU.id)).figures).toMatchObject({ delivered: 1, refused: 1 });

    // The rider tapped the wrong doors: the operator undoes both in the dashboard (the last step back).
    await admin.collection('orders').update(delivered.id, { status: 'Out for Delivery' });
    await admin.collection('orders').update(refused.id, { status: 'Open' });
    for (const id of [delivered.id, refused.id]) {
      expect(await admin.collection('orders').getOne(id)).toMatchObject({
        cash_collected: 0,
        cash_rider: '',
        cash_at: '',
        cash_reason: '',
        cash_note: '',
        settlement: '',
      });
    }
    // Each undo says what it took back, in the same save as the status change.
    const undone = (await orderHistory(delivered.id)).slice(-2);
    expect(undone).toMatchObject([
      { kind: 'cash_undone', details: { collected: delivered.total, due: delivered.total, rider: riderU.id } },
      { kind: 'status', status: 'Out for Delivery' },
    ]);
    expect((await orderHistory(refused.id)).slice(-3)).toMatchObject([
      { kind: 'cash_undone', details: { collected: 0, reason: 'refused', rider: riderU.id } },
      { kind: 'status', status: 'Open' },
      { kind: 'stock' }, // its units taken from the lot again
    ]);
    // The rider's day counts neither any more: nothing to hand over for them.
    expect((await settlement(leadPb, day, riderU.id)).figures).toMatchObject({
      delivered: 0,
      refused: 0,
      collected: 0,
      pending: [],
    });
    // The refused order, open again, holds its units once more; delivered for real, its cash is recorded anew.
    expect(await lotFigures(lot.id)).toMatchObject({ remaining: 10 - 1 - 2 });
    const again = await collect(pbU, delivered.id, { collected: delivered.total - 20, reason: 'short' });
    expect(again.status).toBe(200);
    expect((await settlement(leadPb, day, riderU.id)).figures).toMatchObject({
      delivered: 1,
      collected: delivered.total - 20,
      difference: -20,
    });
    // The desk's history names the undo and what it took back, in both languages.
    const { shopUrl } = testStack();
    const cookie = await deskCookie(riderU);
    const page = (path: string) => fetch(`${shopUrl}${path}`, { headers: { Cookie: cookie } }).then((r) => r.text());
    const total = (locale: 'en' | 'ne') => formatCash(delivered.total, locale);
    expect(await page(`/desk/orders/${delivered.id}`)).toContain(`Cash record undone</span>`);
    expect(await page(`/desk/orders/${delivered.id}`)).toContain(`${total('en')} collected of ${total('en')} due`);
    expect(await page(`/ne/desk/orders/${delivered.id}`)).toContain('नगदको अभिलेख फिर्ता लिइयो');
  });

  it('a rider holding unsettled cash, or named in the ledger, is not deleted: the dashboard says why and what instead', async () => {
    const riderD = await createStaff(admin, 'Rider Dev');
    made.push(riderD);
    const product = await stockedProduct('Leaving Honey');
    await stockLot(product, { units: 5 });
    const order = await outForDelivery(product, 1);
    expect((await collect(await staffPb(admin, riderD), order.id, { collected: order.total })).status).toBe(200);
    const remove = () =>
      admin
        .collection('staff')
        .delete(riderD.id)
        .then(
          () => [200, ''],
          (err: { status: number; response: { message: string } }) => [err.status, err.response.message],
        );
    // Deleted, the order would lose who holds its cash (PocketBase empties the link), and no day could settle it.
    expect(await remove()).toEqual([
      400,
      'Rider Dev recorded cash or refusals on 1 order(s) whose day a lead has not closed yet: deleting the record would lose who holds that cash. A lead closes those days first. To take their access away, set a new password on the record instead.',
    ]);
    expect((await admin.collection('orders').getOne(order.id)).cash_rider).toBe(riderD.id);
    // Closed, the ledger names the rider for good: still refused, in words an operator can act on.
    const day = nepalDate(Date.now());
    const seen = await settlement(leadPb, day, riderD.id);
    const closed = await send(leadPb, '/api/desk/settlement', {
      day,
      rider: riderD.id,
      handedOver: order.total,
      seen: seen.figures.pending,
      seenEntries: [],
    });
    expect(closed.status).toBe(200);
    expect(await remove()).toEqual([
      400,
      'Rider Dev is named in the cash settlements, which keep who handed over and who closed each day for good: the record stays. To take their access away, set a new password on the record instead.',
    ]);
    // A staff member with no cash to answer for is deleted as before.
    const passing = await createStaff(admin, 'Passing Packer');
    await admin.collection('staff').delete(passing.id);
    await expect(admin.collection('staff').getOne(passing.id)).rejects.toMatchObject({ status: 404 });
  });

  it('the cash fields cannot be changed through the records API, even by an operator', async () => {
    const product = await stockedProduct('Guard Honey');
    await stockLot(product, { units: 5 });
    const order = await outForDelivery(product, 1);
    await expect(admin.collection('orders').update(order.id, { cash_collected: 5 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(riderPb.collection('cash_settlements').create({ day: '2026-01-01' })).rejects.toBeTruthy();
  });
});

describe('settlements', () => {
  it('a lead closes the day with the amount handed over; a closed day is corrected only by a new entry', async () => {
    const riderB = await createStaff(admin, 'Rider Bina');
    const pbB = await staffPb(admin, riderB);
    const product = await stockedProduct('Settle Honey');
    await stockLot(product, { units: 20 });
    const a = await outForDelivery(product, 1);
    const b = await outForDelivery(product, 2);
    const c = await outForDelivery(product, 1);
    await collect(pbB, a.id, { collected: a.total });
    await collect(pbB, b.id, { collected: b.total - 50, reason: 'short' });
    await send(pbB, `/api/desk/orders/${c.id}/refused`, { from: 'Out for Delivery' });
    const day = nepalDate(Date.now());
    const seen = await settlement(leadPb, day, riderB.id);
    expect(seen.figures).toMatchObject({
      delivered: 2,
      refused: 1,
      due: a.total + b.total,
      collected: a.total + b.total - 50,
      difference: -50,
      closed: false,
    });
    // Riders are not leads: PocketBase refuses them.
    const notLead = await send(pbB, '/api/desk/settlement', {
      day,
      rider: riderB.id,
      handedOver: 1,
      seen: seen.figures.pending,
      seenEntries: [],
    });
    expect(notLead).toMatchObject({ status: 403, body: { message: 'Only a lead may close a settlement.' } });
    const closed = await send(leadPb, '/api/desk/settlement', {
      day,
      rider: riderB.id,
      handedOver: a.total + b.total - 50,
      seen: seen.figures.pending,
      seenEntries: [],
    });
    expect(closed.status).toBe(200);
    // Closed, a delivery or a refusal is not undone in the dashboard: recorded again, its cash would keep the old
    // settlement and never be settled.
    for (const [order, back] of [
      [a, 'Out for Delivery'],
      [c, 'Open'],
    ] as const) {
      const undone = await admin
        .collection('orders')
        .update(order.id, { status: back })
        .then(
          () => 200,
          (err: { status: number; response: { message: string } }) => [err.status, err.response.message],
        );
      expect(undone).toEqual([400, expect.stringContaining("cash is in its rider's closed day")]);
    }
    // Nor is a closed day's delivery given a new total by a correction (the day's due would change with no entry);
    // its lines may still be put right at the same total, and a refusal's total is in no day's cash due.
    const correctTotal = (order: { id: string }, body: Record<string, unknown>) =>
      admin
        .collection('order_corrections')
        .create({ order: order.id, reason: 'Shopper phoned', ...body })
        .then(
          () => 'saved',
          (err: { status: number; response: { data: Record<string, { message: string }> } }) => [
            err.status,
            err.response.data.total?.message,
          ],
        );
    expect(await correctTotal(a, { discount_amount: 20, total: a.total - 20 })).toEqual([
      400,
      expect.stringContaining(`which was due Rs. ${a.total} for it: its total cannot change now`),
    ]);
    expect((await admin.collection('orders').getOne(a.id)).total).toBe(a.total);
    // The same total with a line put right (its name misspelt at the phone): taken.
    const [line] = (await admin.collection('orders').getOne(b.id)).items;
    expect(await correctTotal(b, { items: JSON.stringify([{ ...line, name: `${line.name} (corrected)` }]) })).toBe(
      'saved',
    );
    expect(await correctTotal(c, { discount_amount: 10, total: c.total - 10 })).toBe('saved');
    // The same close again (a double tap): told the day was closed meanwhile, not asked why it adds a correction.
    expect(
      await send(leadPb, '/api/desk/settlement', {
        day,
        rider: riderB.id,
        handedOver: a.total + b.total - 50,
        seen: seen.figures.pending,
        seenEntries: [],
      }),
    ).toMatchObject({ status: 409, body: { code: 'entries_changed' } });
    const after = await settlement(leadPb, day, riderB.id);
    expect(after.figures).toMatchObject({ closed: true, pending: [], outstanding: 0 });
    expect(after.entries).toMatchObject([{ kind: 'close', order_count: 3, closed_by: 'Lead Laxmi' }]);
    expect((await orderHistory(a.id)).at(-1)).toMatchObject({ kind: 'settled', actor: `staff: ${lead.email}` });

    // Never edited, by anyone.
    const entryId = after.entries[0].id;
    await expect(leadPb.collection('cash_settlements').update(entryId, { handed_over: 0 })).rejects.toBeTruthy();
    await expect(leadPb.collection('cash_settlements').delete(entryId)).rejects.toBeTruthy();
    // Not by an operator in the dashboard either (a superuser): a 400 saying what to do, and the entry as it was.
    const byOperator = [
      () => admin.collection('cash_settlements').update(entryId, { handed_over: 0 }),
      () => admin.collection('cash_settlements').delete(entryId),
      () => admin.collection('cash_settlements').create({ day, rider: riderB.id, closed_by: lead.id, kind: 'close' }),
    ];
    for (const write of byOperator)
      expect(
        await write().then(
          () => 'saved',
          (err) => [err.status, err.response.message],
        ),
      ).toEqual([400, expect.stringContaining('a lead adds a correction entry for that rider and day on the desk')]);
    expect((await settlement(leadPb, day, riderB.id)).entries).toEqual(after.entries);
    // A correction needs its note; then it is a second entry.
    expect(
      (
        await send(leadPb, '/api/desk/settlement', {
          day,
          rider: riderB.id,
          handedOver: -20,
          seen: [],
          seenEntries: [entryId],
        })
      ).body.message,
    ).toBe('This day is already closed: say why you add a correction.');
    // A correction of nothing, or one that makes the day's hand-overs a typo's size: refused with its key.
    for (const [handedOver, problem] of [
      [0, 'correction_zero'],
      [2_000_000, 'handed_amount'],
      [1_000_000, 'correction_out_of_range'],
      [-(a.total + b.total), 'correction_out_of_range'],
      [10.555, 'handed_decimals'],
      // The closing amount typed again in the correction form: the hand-over would be doubled.
      [a.total + b.total - 50, 'correction_repeats'],
    ] as const) {
      expect(
        await send(leadPb, '/api/desk/settlement', {
          day,
          rider: riderB.id,
          handedOver,
          note: 'Typo',
          seen: [],
          seenEntries: [entryId],
        }),
        String(handedOver),
      ).toMatchObject({ status: 400, body: { code: 'invalid', problem } });
    }
    // The same correction sent twice at once (a double tap, two leads): one entry, the other told to look again.
    const correction = {
      day,
      rider: riderB.id,
      handedOver: -20,
      note: 'Counted 20 too many',
      seen: [],
      seenEntries: [entryId],
    };
    const fixes = await Promise.all([
      send(leadPb, '/api/desk/settlement', correction),
      send(leadPb, '/api/desk/settlement', correction),
    ]);
    expect(fixes.map((f) => f.status).sort()).toEqual([200, 409]);
    expect(fixes.find((f) => f.status === 409)?.body).toMatchObject({
      code: 'entries_changed',
      message: 'This day was closed or corrected since you opened the settlement: look at its entries again.',
    });
    const corrected = await settlement(leadPb, day, riderB.id);
    expect(corrected.entries.map((e: { kind: string }) => e.kind)).toEqual(['close', 'correction']);
    expect(corrected.figures.outstanding).toBe(20);
    // Sent again later with what it saw then: refused, nothing saved.
    expect((await send(leadPb, '/api/desk/settlement', correction)).status).toBe(409);
    // A client that says nothing of the entries is refused with a sentence.
    const { seenEntries: _, ...blind } = correction;
    expect(await send(leadPb, '/api/desk/settlement', blind)).toMatchObject({
      status: 400,
      body: { message: 'Say which entries you saw: open the settlement again.' },
    });
    expect((await settlement(leadPb, day, riderB.id)).entries).toHaveLength(2);

    // Refused at the door after the close: no cash, yet to settle. A correction of zero takes it in.
    const late = await outForDelivery(product, 1);
    await send(pbB, `/api/desk/orders/${late.id}/refused`, { from: 'Out for Delivery' });
    const withLate = await settlement(leadPb, day, riderB.id);
    expect(withLate.figures.pending).toEqual([late.id]);
    const takeIn = await send(leadPb, '/api/desk/settlement', {
      day,
      rider: riderB.id,
      handedOver: 0,
      note: 'Refused after the close',
      seen: [late.id],
      seenEntries: withLate.entries.map((e: { id: string }) => e.id),
    });
    expect(takeIn.status).toBe(200);
    const settled = await settlement(leadPb, day, riderB.id);
    expect(settled.figures).toMatchObject({ pending: [], outstanding: 20 });
    expect(settled.entries).toHaveLength(3);
  });

  it('a close and an operator’s save sent without its version at once: the order never loses its settlement', async () => {
    const riderS = await createStaff(admin, 'Rider Sunil');
    const pbS = await staffPb(admin, riderS);
    const product = await stockedProduct('Race Ghee');
    await stockLot(product, { units: 40 });
    for (let round = 0; round < 6; round++) {
      const order = await outForDelivery(product, 1);
      await collect(pbS, order.id, { collected: order.total });
      const day = nepalDate(Date.now());
      const seen = await settlement(leadPb, day, riderS.id);
      // A script's edit, and an undo of the delivery, each sent with no `updated`, beside the lead's close.
      const edit = (body: Record<string, unknown>) =>
        admin
          .collection('orders')
          .update(order.id, body)
          .then(
            () => 200,
            (err: { status: number }) => err.status,
          );
      const [close, ...saves] = await Promise.all([
        send(leadPb, '/api/desk/settlement', {
          day,
          rider: riderS.id,
          handedOver: seen.entries.length === 0 ? order.total : 0,
          note: seen.entries.length === 0 ? '' : 'A later delivery',
          seen: seen.figures.pending,
          seenEntries: seen.entries.map((e: { id: string }) => e.id),
        }),
        edit({ notes: `Round ${round}` }),
        edit({ status: 'Out for Delivery' }),
      ]);
      const stored = await admin.collection('orders').getOne(order.id);
      const now = await settlement(leadPb, day, riderS.id);
      if (close.status === 200) {
        // Closed with the order in it: the order names the entry and its cash stays (an undo after it is refused).
        expect(now.figures.pending).toEqual([]);
        expect(stored).toMatchObject({ status: 'Delivered', cash_rider: riderS.id });
        expect(now.entries.map((e: { id: string }) => e.id)).toContain(stored.settlement);
      } else {
        // The undo came first: nothing was closed, and the order waits, out for delivery, with no cash.
        expect(saves[1]).toBe(200);
        expect(stored).toMatchObject({ status: 'Out for Delivery', settlement: '', cash_rider: '' });
        await collect(pbS, order.id, { collected: order.total });
      }
      for (const status of saves) expect([200, 400, 409]).toContain(status);
      const settled = now.entries.reduce((s: number, e: { collected: number }) => s + e.collected, 0);
      expect(settled + now.figures.pendingCollected).toBe(now.figures.collected);
    }
  });

  it('a close and a rider’s cash at once: one commits first, and no cash is lost or counted twice', async () => {
    for (let round = 0; round < 4; round++) {
      const riderC = await createStaff(admin, `Rider Race ${round}`);
      const pbC = await staffPb(admin, riderC);
      const product = await stockedProduct('Race Honey');
      await stockLot(product, { units: 10 });
      const first = await outForDelivery(product, 1);
      const second = await outForDelivery(product, 1);
      await collect(pbC, first.id, { collected: first.total });
      const day = nepalDate(Date.now());
      const seen = await settlement(leadPb, day, riderC.id);
      const [cash, close] = await Promise.all([
        collect(pbC, second.id, { collected: second.total }),
        send(leadPb, '/api/desk/settlement', {
          day,
          rider: riderC.id,
          handedOver: first.total,
          seen: seen.figures.pending,
          seenEntries: [],
        }),
      ]);
      expect(cash.status).toBe(200);
      const now = await settlement(leadPb, day, riderC.id);
      if (close.status === 409) {
        // The cash came first: the close is refused with a clear sentence, nothing was settled.
        expect(close.body.message).toContain('look again');
        expect(now.entries).toEqual([]);
        expect(now.figures.pending.sort()).toEqual([first.id, second.id].sort());
      } else {
        // The close came first: it took the first order only; the second waits for the next entry.
        expect(close.status).toBe(200);
        expect(now.entries).toMatchObject([{ order_count: 1 }]);
        expect(now.figures.pending).toEqual([second.id]);
      }
      const settled = now.entries.reduce((s: number, e: { collected: number }) => s + e.collected, 0);
      expect(settled + now.figures.pendingCollected).toBe(first.total + second.total);
    }
  });
});

describe('payouts', () => {
  it("a line sold without stock on lots is paid to the lot its label names, not listed as 'no lot'", async () => {
    const coop = `Label Coop ${randomUUID().slice(0, 8)}`;
    await admin.collection('cooperatives').create({ name: coop, name_ne: 'लेबल सहकारी', commission_percent: 10 });
    const apples = await stockedProduct('Label Apples');
    await admin.collection('web_products').update(apples.id, { not_stock_tracked: true });
    const lot = await stockLot(apples, { units: 5, cooperative: coop });
    const riderE = await createStaff(admin, 'Rider Eka');
    const order = await outForDelivery(apples, 2);
    const [line] = (await admin.collection('orders').getOne(order.id)).items;
    expect(line).toMatchObject({ lot: lot.code });
    expect(line.lots ?? []).toEqual([]);
    await collect(await staffPb(admin, riderE), order.id, { collected: order.total });
    const day = nepalDate(Date.now());
    const report = await leadPb.send(`/api/desk/payouts?from=${day}&to=${day}`, { method: 'GET' });
    expect(report.rows.filter((r: { payee: string }) => r.payee === coop)).toEqual([
      expect.objectContaining({ lot: lot.code, units: 2, amount: 600, commission: 60, owed: 540 }),
    ]);
    expect(
      report.rows.some(
        (r: { payeeKind: string; product: string }) => r.payeeKind === 'none' && r.product === apples.name,
      ),
    ).toBe(false);
  });

  it("a cooperative typed on the lot only (no cooperatives record) is paid under the lot's Nepali name too", async () => {
    const coop = `Hill Coop ${randomUUID().slice(0, 8)}`;
    const beans = await stockedProduct('Hill Beans');
    const lot = await stockLot(beans, { units: 5, cooperative: coop, cooperative_ne: 'पहाडी सहकारी' });
    const order = await outForDelivery(beans, 1);
    await collect(await staffPb(admin, await createStaff(admin, 'Rider Hari')), order.id, { collected: order.total });
    const day = nepalDate(Date.now());
    const report = await leadPb.send(`/api/desk/payouts?from=${day}&to=${day}`, { method: 'GET' });
    expect(report.rows.filter((r: { payee: string }) => r.payee === coop)).toEqual([
      expect.objectContaining({ lot: lot.code, payeeKind: 'cooperative', payeeNe: 'पहाडी सहकारी', commission: 0 }),
    ]);
  });

  it('a cooperative renamed is renamed on the lots that name it, and they are still paid its commission', async () => {
    const tag = randomUUID().slice(0, 8);
    const coop = await admin.collection('cooperatives').create({ name: `Rename Coop ${tag}`, commission_percent: 10 });
    const rice = await stockedProduct('Rename Rice');
    // Typed on the lots in other capitals and spaces, as operators do.
    const lot = await stockLot(rice, { units: 10, cooperative: ` rename  coop ${tag.toUpperCase()}` });
    const other = await stockLot(await stockedProduct('Rename Beans'), { units: 10, cooperative: `Other Coop ${tag}` });
    const typed = (await admin.collection('lots').getOne(lot.id)).cooperative;
    // The lot's form, as the dashboard loaded it before the renames below (it sends the whole record back).
    const openForm = await admin.collection('lots').getOne(lot.id);
    // Capitals only: still the same cooperative, the lots as typed.
    await admin.collection('cooperatives').update(coop.id, { name: `RENAME COOP ${tag}` });
    expect((await admin.collection('lots').getOne(lot.id)).cooperative).toBe(typed);
    await admin.collection('cooperatives').update(coop.id, { name: `Dolakha Cooperative ${tag}` });
    expect((await admin.collection('lots').getOne(lot.id)).cooperative).toBe(`Dolakha Cooperative ${tag}`);
    expect((await admin.collection('lots').getOne(other.id)).cooperative).toBe(`Other Coop ${tag}`);
    // That form saved now would write the old name back: refused, and the lot keeps the new one.
    await expect(
      admin.collection('lots').update(lot.id, { ...openForm, origin_district: 'Dolakha' }),
    ).rejects.toMatchObject({
      status: 400,
      response: { data: { cooperative: { message: expect.stringContaining('Changed since you opened it') } } },
    });
    expect(await admin.collection('lots').getOne(lot.id)).toMatchObject({
      cooperative: `Dolakha Cooperative ${tag}`,
      origin_district: openForm.origin_district,
    });
    // Nor does it blank the cooperative (the lot had none when it was opened: it was given one meanwhile).
    await expect(admin.collection('lots').update(lot.id, { ...openForm, cooperative: '' })).rejects.toMatchObject({
      status: 400,
    });
    // Another cooperative chosen on purpose on that old form (one the list has) is saved: only a name gone is refused.
    const chosen = await admin.collection('cooperatives').create({ name: `Chosen Coop ${tag}`, commission_percent: 5 });
    await admin.collection('lots').update(lot.id, { ...openForm, cooperative: chosen.name });
    expect((await admin.collection('lots').getOne(lot.id)).cooperative).toBe(chosen.name);
    await admin.collection('lots').update(lot.id, { cooperative: `Dolakha Cooperative ${tag}` });
    // Reloaded, the change goes; an old form whose cooperative is the lot's own still saves too.
    const reloaded = await admin.collection('lots').getOne(lot.id);
    await admin.collection('lots').update(lot.id, { ...reloaded, origin_district: 'Dolakha' });
    await admin.collection('lots').update(lot.id, { ...reloaded, origin_district: 'Dolakha District' });
    const order = await outForDelivery(rice, 2);
    await collect(await staffPb(admin, await createStaff(admin, 'Rider Renu')), order.id, { collected: order.total });
    const day = nepalDate(Date.now());
    const report = await leadPb.send(`/api/desk/payouts?from=${day}&to=${day}`, { method: 'GET' });
    expect(report.rows.filter((r: { lot: string }) => r.lot === lot.code)).toEqual([
      expect.objectContaining({ payee: `Dolakha Cooperative ${tag}`, commissionPercent: 10, units: 2 }),
    ]);
  });

  it('keeps the payees of a large order from lots of many farmers: its cash is recorded, and the order saves after', async () => {
    const tag = randomUUID().slice(0, 6);
    // As many farmers as a lot takes (20), each with the longest name a farmer has (200 characters).
    const farmers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.collection('farmers').create({ name: `Many ${tag} ${i} `.padEnd(200, 'x'), sort: 9999 }),
      ),
    );
    const greens = await stockedProduct('Many Farmers Greens');
    const lots = [];
    for (let i = 0; i < 18; i++) lots.push(await stockLot(greens, { units: 1, farmers: farmers.map((f) => f.id) }));
    const order = await outForDelivery(greens, 18);
    const rider = await staffPb(admin, await createStaff(admin, 'Rider Many'));
    expect(await collect(rider, order.id, { collected: order.total })).toMatchObject({ status: 200 });
    const kept = (await admin.collection('orders').getOne(order.id)).payees;
    expect(Object.keys(kept).sort()).toEqual(lots.map((l) => l.code).sort());
    expect(JSON.stringify(kept).length).toBeGreaterThan(64 * 1024);
    // and the order still saves as the dashboard sends it, whole, kept payees and all (a note added after).
    const stored = await admin.collection('orders').getOne(order.id);
    await admin.collection('orders').update(order.id, { ...stored, notes: 'Left with the neighbour' });
    expect((await admin.collection('orders').getOne(order.id)).notes).toBe('Left with the neighbour');
    // The delivery keeps them: the farmers go, as the browser tests after read the demo's farmers page.
    await Promise.all(farmers.map((f) => admin.collection('farmers').delete(f.id)));
  }, 180_000);

  it('pays whom each lot named at the delivery: a farmer deleted or a commission changed after it changes nothing owed', async () => {
    const coop = `Kept Coop ${randomUUID().slice(0, 8)}`;
    const record = await admin
      .collection('cooperatives')
      .create({ name: coop, name_ne: 'राखिएको सहकारी', commission_percent: 10 });
    // Last in the farmers' order: the browser tests that run after on the same stack read the demo's first farmers.
    const farmer = await admin.collection('farmers').create({ name: `Kept ${randomUUID().slice(0, 6)}`, sort: 9999 });
    const honey = await stockedProduct('Kept Honey');
    const honeyLot = await stockLot(honey, { units: 20, cooperative: coop });
    const apples = await stockedProduct('Kept Apples');
    const appleLot = await stockLot(apples, { units: 20, farmers: [farmer.id] });
    const riderK = await createStaff(admin, 'Rider Kamal');
    const pbK = await staffPb(admin, riderK);
    const first = await outForDelivery(honey, 1);
    const fromFarm = await outForDelivery(apples, 1);
    const later = await outForDelivery(honey, 2);
    for (const o of [first, fromFarm, later]) await collect(pbK, o.id, { collected: o.total });
    expect((await admin.collection('orders').getOne(first.id)).payees).toEqual({
      [honeyLot.code]: { cooperative: coop, cooperativeNe: 'राखिएको सहकारी', commissionPercent: 10, farmers: '' },
    });
    // Not typed, not even by an operator: the payout of a delivered order is not rewritten by hand.
    await expect(
      admin
        .collection('orders')
        .update(first.id, { payees: { [honeyLot.code]: { cooperative: 'Other', farmers: '' } } }),
    ).rejects.toMatchObject({
      status: 400,
      response: { message: expect.stringContaining('The payees field is kept') },
    });
    // A line the rider handed over too, added by a correction after the delivery: its lot is kept as it stands then.
    const [honeyLine] = (await admin.collection('orders').getOne(first.id)).items;
    const added = {
      id: apples.id,
      name: apples.name,
      price: 100,
      quantity: 1,
      lots: [{ code: appleLot.code, quantity: 1 }],
    };
    await admin
      .collection('order_corrections')
      .create({ order: first.id, reason: 'An apple went too', items: JSON.stringify([honeyLine, added]) });
    expect(Object.keys((await admin.collection('orders').getOne(first.id)).payees).sort()).toEqual(
      [honeyLot.code, appleLot.code].sort(),
    );
    // The last delivery is undone (a mis-tap): what it kept goes with it.
    await admin.collection('orders').update(later.id, { status: 'Out for Delivery' });
    expect((await admin.collection('orders').getOne(later.id)).payees).toBeNull();
    // After the deliveries: the cooperative's commission raised, the farmer deleted.
    await admin.collection('cooperatives').update(record.id, { commission_percent: 25 });
    await admin.collection('farmers').delete(farmer.id);
    // Delivered again now: paid as the lot stands now.
    await collect(pbK, later.id, { collected: later.total });

    const day = nepalDate(Date.now());
    const report = await leadPb.send(`/api/desk/payouts?from=${day}&to=${day}`, { method: 'GET' });
    const rowsOf = (lot: string) => report.rows.filter((r: { lot: string }) => r.lot === lot);
    expect(rowsOf(honeyLot.code)).toEqual([
      expect.objectContaining({ payee: coop, payeeNe: 'राखिएको सहकारी', units: 1, commissionPercent: 10 }),
      expect.objectContaining({ payee: coop, units: 2, commissionPercent: 25 }),
    ]);
    const [appleLine] = (await admin.collection('orders').getOne(fromFarm.id)).items;
    expect(rowsOf(appleLot.code)).toEqual([
      expect.objectContaining({ payee: farmer.name, payeeKind: 'farmer', units: 2, amount: appleLine.lineTotal + 100 }),
    ]);
  });

  it('per cooperative and farmer, at the packed amounts; payouts plus commission equal the delivered lines', async () => {
    const coop = `Test Coop ${randomUUID().slice(0, 8)}`;
    await admin.collection('cooperatives').create({ name: coop, name_ne: 'परीक्षण सहकारी', commission_percent: 12.5 });
    await expect(
      admin.collection('cooperatives').create({ name: `${coop} X`, commission_percent: 101 }),
    ).rejects.toMatchObject({
      status: 400,
    });
    // Last in the farmers' order: the browser tests that run after on the same stack read the demo's first farmers.
    const farmer = await admin.collection('farmers').create({ name: `Farmer ${randomUUID().slice(0, 6)}`, sort: 9999 });
    const honey = await stockedProduct('Coop Honey');
    // Typed on the lot in other case and spacing: paid under the cooperative's name, at its commission.
    const coopLot = await stockLot(honey, { units: 50, cooperative: ` ${coop.toUpperCase().replace(' ', '  ')} ` });
    const apples = await stockedProduct('Farm Apples');
    const farmLot = await stockLot(apples, { units: 50, farmers: [farmer.id] });
    const riderD = await createStaff(admin, 'Rider Dawa');
    const pbD = await staffPb(admin, riderD);

    const paid = await outForDelivery(honey, 2);
    const short = await outForDelivery(apples, 3);
    const refusedOrder = await outForDelivery(honey, 4);
    await collect(pbD, paid.id, { collected: paid.total });
    await collect(pbD, short.id, { collected: short.total - 200, reason: 'short' });
    await send(pbD, `/api/desk/orders/${refusedOrder.id}/refused`, { from: 'Out for Delivery' });
    // A packed order as the packing contract leaves it (docs/rules.md "Cash and payouts"): a weighed line and a
    // substitute, their packed quantity, lineTotal and lots; the order-time values under `ordered`.
    const packed = await createOrderRecord(admin, {
      items: [
        {
          id: apples.id,
          name: apples.name,
          price: 300,
          quantity: 2,
          lineTotal: 570,
          pricePerKg: 300,
          weightKg: 1.9,
          lots: [{ code: farmLot.code, quantity: 2 }],
          ordered: { quantity: 2, lineTotal: 600, lots: [{ code: farmLot.code, quantity: 2 }] },
        },
        {
          id: honey.id,
          name: honey.name,
          price: 300,
          quantity: 0,
          lineTotal: 0,
          lots: [],
          ordered: { quantity: 1, lineTotal: 300, lots: [] },
        },
        {
          id: honey.id,
          name: honey.name,
          price: 300,
          quantity: 1,
          lineTotal: 300,
          substituteFor: apples.id,
          lots: [{ code: coopLot.code, quantity: 1 }],
        },
      ],
      subtotal: 870,
      total: 970,
      deliveryCharge: 100,
      status: 'Out for Delivery',
    });
    await collect(pbD, packed.id, { collected: 970 });

    const day = nepalDate(Date.now());
    const report = await leadPb.send(`/api/desk/payouts?from=${day}&to=${day}`, { method: 'GET' });
    const rowsOf = (payee: string) => report.rows.filter((r: { payee: string }) => r.payee === payee);
    expect(rowsOf(coop)).toEqual([
      expect.objectContaining({
        lot: coopLot.code,
        units: 3,
        kg: 0,
        amount: 900,
        commissionPercent: 12.5,
        commission: 112.5,
        owed: 787.5,
        payeeNe: 'परीक्षण सहकारी',
      }),
    ]);
    expect(rowsOf(farmer.name)).toEqual([
      expect.objectContaining({ lot: farmLot.code, units: 3, kg: 1.9, amount: 1470, commission: 0, owed: 1470 }),
    ]);
    // The whole range reconciles: rows add up to the delivered lines, lines plus adjustments are the orders' totals,
    // here all cash (wallet-paid orders: tests/integration/payments/payment-flow.test.ts).
    const sum = (k: 'amount' | 'owed' | 'commission') =>
      Math.round(report.rows.reduce((s: number, r: Record<string, number>) => s + r[k] * 100, 0)) / 100;
    expect(Math.round((sum('owed') + sum('commission')) * 100)).toBe(Math.round(report.totals.lines * 100));
    expect(sum('amount')).toBe(report.totals.lines);
    expect(Math.round((report.reconciliation.lines + report.reconciliation.adjustments) * 100)).toBe(
      Math.round((report.reconciliation.due + report.reconciliation.wallet) * 100),
    );
    // Once the rider's day is closed, its due appears among the settlements of the range.
    const before = report.reconciliation.settledDue;
    const seen = await settlement(leadPb, day, riderD.id);
    await send(leadPb, '/api/desk/settlement', {
      day,
      rider: riderD.id,
      handedOver: seen.figures.collected,
      seen: seen.figures.pending,
      seenEntries: [],
    });
    const again = await leadPb.send(`/api/desk/payouts?from=${day}&to=${day}`, { method: 'GET' });
    expect(again.reconciliation.settledDue - before).toBe(paid.total + short.total + 970);
    // Bad ranges are refused with a sentence.
    await expect(leadPb.send(`/api/desk/payouts?from=${day}&to=2020-01-01`, { method: 'GET' })).rejects.toMatchObject({
      status: 400,
    });
    // The calendar's last day is a day like any other (a year past it once read as "more than a year").
    const last = await leadPb.send('/api/desk/payouts?from=9999-12-31&to=9999-12-31', { method: 'GET' });
    expect(last.reconciliation).toBeDefined();
    await expect(
      leadPb.send('/api/desk/payouts?from=9998-01-01&to=9999-12-31', { method: 'GET' }),
    ).rejects.toMatchObject({ status: 400, response: { message: 'Choose at most a year.' } });
  });
});

describe('the desk’s pages (plain forms, both languages)', () => {
  it('order page cash form, settlement with its close, payouts page and CSV', async () => {
    const { shopUrl } = testStack();
    const riderE = await createStaff(admin, 'Rider Esha');
    const riderCookie = await deskCookie(riderE);
    const leadCookie = await deskCookie(lead);
    const coop = `Page Coop ${randomUUID().slice(0, 8)}`;
    await admin.collection('cooperatives').create({ name: coop, name_ne: 'पृष्ठ सहकारी', commission_percent: 10 });
    const product = await stockedProduct('Page Honey');
    const lot = await stockLot(product, { units: 20, cooperative: coop });
    const a = await outForDelivery(product, 1);
    const b = await outForDelivery(product, 2);
    const post = (path: string, cookie: string, fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
      return fetch(`${shopUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, Origin: shopUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    };
    const get = (path: string, cookie: string) =>
      fetch(`${shopUrl}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

    const page = await (await get(`/desk/orders/${a.id}`, riderCookie)).text();
    expect(page).toContain('data-testid="cash-forms"');
    const ok = await post(`/desk/orders/${a.id}`, riderCookie, {
      action: 'cash',
      from: 'Out for Delivery',
      collected: String(a.total),
    });
    expect(ok.status).toBe(303);
    const noReason = await post(`/ne/desk/orders/${b.id}`, riderCookie, {
      action: 'cash',
      from: 'Out for Delivery',
      collected: String(b.total - 10),
    });
    expect(noReason.status).toBe(400);
    // PocketBase's refusal said in Nepali by its key, with no English left in it
    const noReasonPage = await noReason.text();
    expect(noReasonPage).toContain('नगद तिर्नुपर्ने रकमभन्दा फरक छ: किन भन्नुहोस्');
    expect(noReasonPage).not.toContain('The cash differs');
    await post(`/desk/orders/${b.id}`, riderCookie, {
      action: 'cash',
      from: 'Out for Delivery',
      collected: String(b.total - 10),
      cash_reason: 'short',
      note: 'Ten short',
    });
    const history = await (await get(`/desk/orders/${b.id}`, riderCookie)).text();
    expect(history).toContain('Cash collected');
    expect(history).toContain('Short: Ten short');
    expect(history).toContain(
      `data-testid="desk-history-cash">${formatCash(b.total - 10, 'en')} collected of ${formatCash(b.total, 'en')} due<`,
    );
    const nepaliHistory = await (await get(`/ne/desk/orders/${b.id}`, riderCookie)).text();
    expect(nepaliHistory).toContain(
      `तिर्नुपर्ने ${formatCash(b.total, 'ne')} मध्ये ${formatCash(b.total - 10, 'ne')} उठाइयो`,
    );

    const day = nepalDate(Date.now());
    const settlementPath = `/desk/settlement?day=${day}&rider=${riderE.id}`;
    const riderView = await (await get(settlementPath, riderCookie)).text();
    expect(riderView).toContain('data-testid="settlement"');
    // A rider sees the figures but no close form: only leads close.
    expect(riderView).not.toContain('data-testid="settlement-close"');
    // A day that is not one, or a rider who is not: no figures (not today's), and it is said.
    for (const [path, said] of [
      [`/desk/settlement?day=2026-13-40&rider=${riderE.id}`, 'There is no such day: choose one from the calendar.'],
      [`/desk/settlement?day=2026-02-30&rider=${riderE.id}`, 'There is no such day: choose one from the calendar.'],
      [`/desk/settlement?day=${day}&rider=nobody`, 'Choose a day and a rider.'],
    ]) {
      const odd = await (await get(path, leadCookie)).text();
      expect(odd, path).toContain(said);
      expect(odd, path).not.toContain('data-testid="settlement"');
    }
    const leadView = await (await get(settlementPath, leadCookie)).text();
    expect(leadView).toContain('data-testid="settlement-close"');
    expect(leadView).toMatch(/data-testid="settlement-delivered">2</);
    const closed = await post(settlementPath, leadCookie, {
      day,
      rider: riderE.id,
      handed_over: String(a.total + b.total - 10),
      seen: [a.id, b.id],
    });
    expect(closed.status).toBe(303);
    // A second tap on the Nepali desk: told in Nepali that the day was closed meanwhile; a bad correction likewise.
    const again = await post(`/ne${settlementPath}`, leadCookie, {
      day,
      rider: riderE.id,
      handed_over: String(a.total + b.total - 10),
      seen: [a.id, b.id],
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('तपाईंले हिसाब खोलेपछि यो दिन बन्द वा सच्याइयो');
    const entry = (await settlement(leadPb, day, riderE.id)).entries[0].id;
    const typo = await post(`/ne${settlementPath}`, leadCookie, {
      day,
      rider: riderE.id,
      handed_over: 'abc',
      note: 'गल्ती',
      seen_entry: entry,
    });
    expect(typo.status).toBe(400);
    const typoPage = await typo.text();
    expect(typoPage).toContain('बुझाएको रकम रुपैयाँमा लेख्नुहोस्');
    expect(typoPage).not.toContain('Enter the amount');
    // A stale cash form on the Nepali desk, the order delivered meanwhile: the conflict in Nepali.
    const stale = await post(`/ne/desk/orders/${a.id}`, riderCookie, {
      action: 'cash',
      from: 'Out for Delivery',
      collected: String(a.total),
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('अरू कसैले पहिले नै बदलिसक्नुभयो');
    const after = await (await get(`/ne${settlementPath}`, leadCookie)).text();
    expect(after).toContain('द्वारा बन्द');
    expect(after).toContain('सच्याइ थप्नुहोस्');

    const payouts = await (await get(`/ne/desk/payouts?from=${day}&to=${day}`, leadCookie)).text();
    expect(payouts).toContain('पृष्ठ सहकारी');
    const csv = await get(`/desk/payouts.csv?from=${day}&to=${day}`, leadCookie);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).split('\r\n');
    const row = lines.find((l) => l.includes(coop));
    expect(row).toBe(`"${coop}","${lot.code}","${product.name}","3","0","900.00","10","90.00","810.00"`);
    const bad = await get(`/desk/payouts.csv?from=${day}&to=2001-01-01`, leadCookie);
    expect(bad.status).toBe(303);
    expect((await get(`/desk/payouts?from=${day}&to=2001-01-01`, leadCookie)).status).toBe(400);
    // Without a session: the sign-in page.
    expect((await get(`/desk/payouts.csv?from=${day}&to=${day}`, '')).status).toBe(303);
  });
});
