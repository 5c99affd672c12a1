// Order events (docs/rules.md "Order events"): a status change is one event, written with the change in one write
// transaction, with its history entry and its stock effect, whichever way it comes in: the desk's route or the
// dashboard (the records API as an operator). pocketbase/pb_hooks/lib/order-events.js is the one place.
import fc from 'fast-check';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey, orderHistory, orderInput } from '@tests/harness/orders';
import { place, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import { createStaff, staffPb } from '@tests/harness/staff';
import { lotFigures, stockedProduct, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { canChange, needsReason, ORDER_STATUSES, type OrderStatus } from '@/features/orders/lifecycle';

let kathmandu: SeedPlace;
let admin: PocketBase;
let staff: PocketBase;
let staffActor: string;

beforeAll(async () => {
  kathmandu = await place();
  admin = await adminPb();
  const member = await createStaff(admin, 'Events Desk');
  staff = await staffPb(admin, member);
  staffActor = `staff: ${member.email}`;
});

async function placeOrder(product: SeedProduct, quantity: number): Promise<string> {
  const result = await callAction<PlaceOrderResult>('placeOrder', {
    ...orderInput(kathmandu, [{ product, quantity }]),
    idempotencyKey: newKey(),
    customer: customer(kathmandu, { name: 'Event Shopper' }),
  });
  expect(result.error).toBeUndefined();
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: result.data!.orderNumber }));
  return order.id;
}

const reasonFor = (to: string) => (needsReason(to as OrderStatus) ? `Reason for ${to}` : '');

/** The desk's compare-and-set change; answers its HTTP status (409 when `from` is stale, 400 when not allowed). */
async function byDesk(id: string, from: string, to: string): Promise<number> {
  try {
    if (from === 'Out for Delivery' && to === 'Delivered') {
      // Cash on delivery is delivered with its cash (cash.pb.js); the status route refuses it (desk.pb.js).
      const { total } = await staff.collection('orders').getOne(id);
      await staff.send(`/api/desk/orders/${id}/cash`, { method: 'POST', body: { from, collected: total } });
    } else {
      await staff.send(`/api/desk/orders/${id}/status`, { method: 'POST', body: { from, to, reason: reasonFor(to) } });
    }
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

/** The dashboard's change: the operator saves the order record with a new status (and a reason where needed). */
async function byDashboard(id: string, to: string): Promise<number> {
  try {
    await admin.collection('orders').update(id, { status: to, status_reason: reasonFor(to) });
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

async function historyOf(id: string) {
  const rows = await orderHistory(id);
  return rows.map((r) => ({ kind: r.kind, status: r.status, reason: r.reason, actor: r.actor, details: r.details }));
}

async function drawsOf(id: string) {
  return admin.collection('order_allocations').getFullList({ filter: admin.filter('order = {:o}', { o: id }) });
}

describe('one code path for a status change', () => {
  it('dispatching and cancelling from the desk and from the dashboard give the same events, history and stock', async () => {
    const product = await stockedProduct('Event Honey');
    const lot = await stockLot(product, { units: 10 });
    const fromDesk = await placeOrder(product, 2);
    const fromDashboard = await placeOrder(product, 2);

    for (const [from, to] of [
      ['Open', 'Confirmed'],
      ['Confirmed', 'Out for Delivery'],
      ['Out for Delivery', 'Delivery failed'],
      ['Delivery failed', 'Cancelled'],
    ] as const) {
      expect(await byDesk(fromDesk, from, to)).toBe(200);
      expect(await byDashboard(fromDashboard, to)).toBe(200);
    }

    const desk = await historyOf(fromDesk);
    const dashboard = await historyOf(fromDashboard);
    // The same entries in the same order; only who made them differs.
    expect(desk.map((h) => h.actor)).toEqual(['shopper', staffActor, staffActor, staffActor, staffActor, 'shop']);
    expect(dashboard.map((h) => h.actor)).toEqual(['shopper', 'operator', 'operator', 'operator', 'operator', 'shop']);
    const withoutActor = (rows: typeof desk) => rows.map(({ actor: _, ...rest }) => rest);
    expect(withoutActor(desk)).toEqual(withoutActor(dashboard));
    expect(withoutActor(desk)).toEqual([
      { kind: 'placed', status: 'Open', reason: '', details: null },
      { kind: 'status', status: 'Confirmed', reason: '', details: null },
      { kind: 'status', status: 'Out for Delivery', reason: '', details: null },
      { kind: 'status', status: 'Delivery failed', reason: 'Reason for Delivery failed', details: null },
      { kind: 'status', status: 'Cancelled', reason: 'Reason for Cancelled', details: null },
      {
        kind: 'stock',
        status: 'Cancelled',
        reason: 'Stock returned to its lots',
        details: { returned: [{ line: 0, lot: lot.code, quantity: 2 }] },
      },
    ]);
    for (const id of [fromDesk, fromDashboard]) expect((await drawsOf(id)).every((d) => d.returned)).toBe(true);
    expect(await lotFigures(lot.id)).toEqual({ units: 10, reserved: 0, remaining: 10, shortfall: 0 });
  });

  it('an order placed on the website and one an operator makes in the dashboard each begin with a placed event', async () => {
    const product = await stockedProduct('Event Placed Honey');
    await stockLot(product, { units: 5 });
    const placed = await placeOrder(product, 1);
    expect(await historyOf(placed)).toEqual([
      { kind: 'placed', status: 'Open', reason: '', actor: 'shopper', details: null },
    ]);
    const template = await admin.collection('orders').getOne(placed);
    const {
      id: _id,
      orderNumber: _number,
      idempotencyKey: _key,
      accessToken: _token,
      requestHash: _hash,
      ...fields
    } = template;
    const made = await admin.collection('orders').create({ ...fields, orderNumber: 'ORD-990001', status: '' });
    expect(await historyOf(made.id)).toEqual([
      { kind: 'placed', status: 'Open', reason: '', actor: 'operator', details: null },
    ]);
  });

  it('a change whose stock effect fails leaves no event and no change: the reopen of a sold-out order', async () => {
    const product = await stockedProduct('Event Reopen Honey');
    const lot = await stockLot(product, { units: 2 });
    const id = await placeOrder(product, 2);
    expect(await byDashboard(id, 'Cancelled')).toBe(200);
    await placeOrder(product, 2);
    const before = await historyOf(id);
    expect(await byDashboard(id, 'Open')).toBe(400);
    expect((await admin.collection('orders').getOne(id)).status).toBe('Cancelled');
    expect(await historyOf(id)).toEqual(before);
    expect(await lotFigures(lot.id)).toEqual({ units: 2, reserved: 2, remaining: 0, shortfall: 0 });
  });
});

describe('every change to an order is one event', () => {
  it("an operator's edit of the order's details is an edited event naming each field before and after", async () => {
    const product = await stockedProduct('Event Edit Honey');
    await stockLot(product, { units: 5 });
    const id = await placeOrder(product, 1);
    const before = await admin.collection('orders').getOne(id);
    await admin.collection('orders').update(id, { phone: '9841000999', landmark: 'Behind the old temple' });
    // Saving the same values again changes nothing and writes no event.
    await admin.collection('orders').update(id, { phone: '9841000999' });
    // An edit and a status change in one save: two events, the edit first.
    await admin.collection('orders').update(id, { notes: 'Call before coming', status: 'Confirmed' });
    // The language its messages go in (a shopper who phoned in Nepali) is an edit like any other.
    await admin.collection('orders').update(id, { language: 'ne' });
    expect((await historyOf(id)).slice(1)).toEqual([
      {
        kind: 'edited',
        status: 'Open',
        reason: '',
        actor: 'operator',
        details: {
          changes: {
            phone: { from: before.phone, to: '9841000999' },
            landmark: { from: before.landmark, to: 'Behind the old temple' },
          },
        },
      },
      {
        kind: 'edited',
        status: 'Confirmed',
        reason: '',
        actor: 'operator',
        details: { changes: { notes: { from: before.notes, to: 'Call before coming' } } },
      },
      { kind: 'status', status: 'Confirmed', reason: '', actor: 'operator', details: null },
      {
        kind: 'edited',
        status: 'Confirmed',
        reason: '',
        actor: 'operator',
        details: { changes: { language: { from: before.language, to: 'ne' } } },
      },
    ]);
  });

  it('a save decided on an older version (a dashboard left open while the desk moved the order) is refused whole', async () => {
    const product = await stockedProduct('Event Stale Honey');
    await stockLot(product, { units: 5 });
    const id = await placeOrder(product, 1);
    // The operator opens the order; the dashboard keeps the whole record, `updated` among its fields.
    const opened = await admin.collection('orders').getOne(id);
    // Meanwhile the desk confirms it, and dispatches it after a failed attempt puts it back: a stale "Confirmed"
    // sent again would be a change the lifecycle allows.
    expect(await byDesk(id, 'Open', 'Confirmed')).toBe(200);
    await admin.collection('orders').update(id, { notes: 'Gate is blue' });
    const now = await admin.collection('orders').getOne(id);
    const history = await historyOf(id);
    // The dashboard sends back all it loaded, with one field changed.
    const stale = { ...opened, landmark: 'Opposite the school' };
    await expect(admin.collection('orders').update(id, stale)).rejects.toMatchObject({
      status: 409,
      response: { message: expect.stringContaining('Changed by someone else since you opened it') },
    });
    expect(await admin.collection('orders').getOne(id)).toEqual(now);
    expect(await historyOf(id)).toEqual(history);
    // Reloaded, the same change saves; a caller that sends no `updated` is not asked.
    await admin.collection('orders').update(id, { ...now, landmark: 'Opposite the school' });
    await admin.collection('orders').update(id, { notes: 'Gate is green' });
    expect(await admin.collection('orders').getOne(id)).toMatchObject({
      status: 'Confirmed',
      landmark: 'Opposite the school',
      notes: 'Gate is green',
    });
  });

  it('a cancelled reason reworded is an edited event; the times, attempts and packing marks are not for editing', async () => {
    const product = await stockedProduct('Event Reason Honey');
    await stockLot(product, { units: 5 });
    const id = await placeOrder(product, 1);
    await admin.collection('orders').update(id, { status: 'Cancelled', status_reason: 'Out of stok' });
    await admin.collection('orders').update(id, { status_reason: 'Out of stock, sorry' });
    expect((await historyOf(id)).slice(-1)).toEqual([
      {
        kind: 'edited',
        status: 'Cancelled',
        reason: '',
        actor: 'operator',
        details: { changes: { status_reason: { from: 'Out of stok', to: 'Out of stock, sorry' } } },
      },
    ]);
    const events = (await historyOf(id)).length;
    for (const change of [
      { cancelled_at: '2026-01-01 10:00:00.000Z' },
      { delivered_at: '2026-01-01 10:00:00.000Z' },
      { failedAttempt: 3 },
      { packed_at: '2026-01-01 10:00:00.000Z' },
      { quoted_total: 1 },
    ]) {
      const field = Object.keys(change)[0]!;
      await expect(admin.collection('orders').update(id, change)).rejects.toMatchObject({
        status: 400,
        response: {
          // PocketBase writes a refusal's first letter as a capital.
          message: `${field[0]!.toUpperCase()}${field.slice(1)} is written with the order's status changes and its packing, and cannot be changed by hand.`,
        },
      });
    }
    expect((await historyOf(id)).length).toBe(events);
  });

  it("a correction is the order's correction event, written by the order's save with who made it and why", async () => {
    const product = await stockedProduct('Event Correction Honey');
    await stockLot(product, { units: 5 });
    const id = await placeOrder(product, 1);
    const order = await admin.collection('orders').getOne(id);
    const correction = await admin
      .collection('order_corrections')
      .create({ order: id, reason: 'Rider gave 20 back', discount_amount: order.discount_amount + 20 });
    const history = await historyOf(id);
    expect(history.map((h) => h.kind)).toEqual(['placed', 'correction']);
    expect(history[1]).toEqual({
      kind: 'correction',
      status: 'Open',
      reason: 'Rider gave 20 back',
      actor: 'operator',
      details: {
        correction: correction.id,
        changes: {
          discount_amount: { from: order.discount_amount, to: order.discount_amount + 20 },
          total: { from: order.total, to: order.total - 20 },
        },
      },
    });
    expect((await admin.collection('orders').getOne(id)).total).toBe(order.total - 20);
  });

  it("a correction keeps the lines that hold stock as they are: their product and quantity change at the desk's packing", async () => {
    const product = await stockedProduct('Event Correction Jam');
    const lot = await stockLot(product, { units: 5 });
    const id = await placeOrder(product, 2);
    const order = await admin.collection('orders').getOne(id);
    const [line] = order.items as { id: string; price: number; quantity: number }[];
    const correct = (items: unknown[]) =>
      admin.collection('order_corrections').create({ order: id, reason: 'Phone call', items });
    const refusal = {
      status: 400,
      response: { data: { items: { message: expect.stringContaining('Line 1 takes units from the lots') } } },
    };
    // More of it, or another product in its place: the lot would sell twice, or keep units reserved for ever.
    await expect(correct([{ ...line, quantity: 5 }])).rejects.toMatchObject(refusal);
    const other = await stockedProduct('Event Correction Ghee');
    await stockLot(other, { units: 5 });
    await expect(correct([{ ...line, id: other.id, name: other.name }])).rejects.toMatchObject(refusal);
    expect(await lotFigures(lot.id)).toMatchObject({ reserved: 2, remaining: 3 });
    expect((await historyOf(id)).map((h) => h.kind)).toEqual(['placed']);
    // Its price corrected, the line as it was: taken.
    await correct([{ ...line, price: line.price - 10 }]);
    expect((await admin.collection('orders').getOne(id)).items[0]).toMatchObject({ price: line.price - 10 });
    expect(await lotFigures(lot.id)).toMatchObject({ reserved: 2, remaining: 3 });
  });
});

/** What the store must say about one order after any sequence of changes. */
async function expectAgreement(id: string, quantity: number, edits: number) {
  const order = await admin.collection('orders').getOne(id);
  const history = await historyOf(id);
  expect(history[0]).toMatchObject({ kind: 'placed', status: 'Open' });
  const statuses = history.filter((h) => h.kind === 'status').map((h) => h.status as string);
  // Status and history agree: the last status event is the status, and every event followed the lifecycle.
  expect(statuses.at(-1) ?? 'Open').toBe(order.status);
  ['Open', ...statuses].reduce((from, to) => {
    expect(canChange(from as OrderStatus, to as OrderStatus, true), `${from} → ${to}`).toBe(true);
    return to;
  });
  // Stock and status agree: a cancelled order holds nothing, any other holds its quantity; one stock event per
  // cancel and per reopen.
  const open = (await drawsOf(id)).filter((d) => !d.returned).reduce((sum, d) => sum + d.quantity, 0);
  expect(open).toBe(order.status === 'Cancelled' ? 0 : quantity);
  const cancels = statuses.filter((s) => s === 'Cancelled').length;
  const reopens = statuses.filter((_status, i) => i > 0 && statuses[i - 1] === 'Cancelled').length;
  expect(history.filter((h) => h.kind === 'stock')).toHaveLength(cancels + reopens);
  // Every edit that went through is one edited event, and the order keeps the last one.
  expect(history.filter((h) => h.kind === 'edited')).toHaveLength(edits);
  return { status: order.status as string, open };
}

const action = fc.record({
  order: fc.nat({ max: 2 }),
  via: fc.constantFrom('desk', 'dashboard', 'edit'),
  to: fc.constantFrom(...ORDER_STATUSES),
  // The desk sends the status its screen showed: sometimes an old one (another person changed it since).
  stale: fc.boolean(),
});

describe('status, history and stock never disagree', () => {
  it('random sequences of desk and dashboard changes and edits, some at once, on orders sharing a lot', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(action, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const product = await stockedProduct('Event Property Honey');
          const lot = await stockLot(product, { units: 6 });
          const quantities = [1, 2, 3];
          const ids: string[] = [];
          for (const q of quantities) ids.push(await placeOrder(product, q));
          const seen = ids.map(() => 'Open');
          const edits = ids.map(() => 0);
          for (const batch of batches) {
            // One batch's changes go at once, as two people at the desk and an operator would send them.
            await Promise.all(
              batch.map(async ({ order, via, to, stale }) => {
                const id = ids[order]!;
                if (via === 'dashboard') return byDashboard(id, to);
                if (via === 'edit') {
                  // An operator edits the notes (each edit a new text), at the same time as the others' changes.
                  // An edit decided on a status that changed meanwhile is refused (409) and is no event.
                  try {
                    await admin.collection('orders').update(id, { notes: `Note ${newKey()}` });
                    edits[order] = (edits[order] ?? 0) + 1;
                    return 200;
                  } catch (error) {
                    return (error as { status: number }).status;
                  }
                }
                const from = stale ? seen[order]! : (await admin.collection('orders').getOne(id)).status;
                return byDesk(id, from, to);
              }),
            );
            for (let i = 0; i < ids.length; i++) seen[i] = (await admin.collection('orders').getOne(ids[i]!)).status;
          }
          let taken = 0;
          let undelivered = 0;
          for (let i = 0; i < ids.length; i++) {
            const { status, open } = await expectAgreement(ids[i]!, quantities[i]!, edits[i]!);
            taken += open;
            if (status !== 'Delivered') undelivered += open;
          }
          expect(await lotFigures(lot.id)).toEqual({
            units: 6,
            reserved: undelivered,
            remaining: Math.max(0, 6 - taken),
            shortfall: Math.max(0, taken - 6),
          });
        },
      ),
      { numRuns: 40, seed: Number(process.env.ORDER_EVENTS_SEED ?? Date.now() % 100_000), endOnFailure: true },
    );
  });
});
