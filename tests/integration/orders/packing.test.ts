// Packing by weight and substitutions (docs/rules.md "Packing: weights and substitutions"), against the real
// PocketBase: the desk's packing routes (pocketbase/pb_hooks/packing.pb.js) recompute the order on the server, write
// each change as an order event in the same transaction, move the lots' stock, and refuse a stale change with
// "Changed by someone else".
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey, orderHistory } from '@tests/harness/orders';
import { place, type SeedPlace } from '@tests/harness/seed';
import { adminPb, anonymousClient } from '@tests/harness/stack';
import { createStaff, staffPb } from '@tests/harness/staff';
import { comingHarvest, lotFigures, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { readSubstituteOptions } from '@/lib/data/orders.server';
import { submitPacking } from '@/features/packing/desk-packing.server';

let kathmandu: SeedPlace;
let admin: PocketBase;
let staff: PocketBase;
let other: PocketBase;
let staffActor: string;

beforeAll(async () => {
  kathmandu = await place();
  admin = await adminPb();
  const member = await createStaff(admin, 'Packing Desk');
  staff = await staffPb(admin, member);
  other = await staffPb(admin, await createStaff(admin, 'Packing Desk Two'));
  staffActor = `staff: ${member.email}`;
});

/** A fresh product: sold by weight at `perKg` (about `nominal` kg a unit, ±`tolerance`%) unless perKg is 0. */
async function newProduct(name: string, fields: Record<string, unknown>) {
  const slug = `pack-${randomUUID().slice(0, 8)}`;
  const created = await admin.collection('web_products').create({
    slug,
    name: `${name} ${slug.slice(-8)}`,
    price: 100,
    unit: '1 PC',
    category: 'Vegetables',
    isVisible: true,
    is_available: true,
    hasTraceability: false,
    ...fields,
  });
  return created;
}

async function placeOrder(
  lines: { id: string; price: number; quantity: number }[],
  substitution?: 'substitute' | 'call' | 'leave_out',
  couponCode?: string,
): Promise<string> {
  // The total the shop quotes (placeOrder refuses a wrong expectedTotal and says the right one).
  const input = {
    idempotencyKey: newKey(),
    customer: customer(kathmandu, { name: 'Packing Shopper' }),
    items: lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.price })),
    expectedTotal: 0,
    ...(substitution ? { substitution } : {}),
    ...(couponCode ? { couponCode } : {}),
  };
  const quote = await callAction<{ total: number }>('quote', {
    items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    branchId: kathmandu.cityId,
    ...(couponCode ? { couponCode } : {}),
  });
  expect(quote.error).toBeUndefined();
  input.expectedTotal = quote.data!.total;
  const result = await callAction<PlaceOrderResult>('placeOrder', input);
  expect(result.error).toBeUndefined();
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: result.data!.orderNumber }));
  return order.id;
}

async function pack(pb: PocketBase, id: string, line: number, body: Record<string, unknown>) {
  try {
    const answer = await pb.send(`/api/desk/orders/${id}/lines/${line}`, { method: 'POST', body });
    return { status: 200, order: answer.order, message: '', problem: '', values: {} };
  } catch (error) {
    const e = error as { status: number; response?: { message?: string; problem?: string; values?: object } };
    const { message = '', problem = '', values = {} } = e.response ?? {};
    return { status: e.status, order: null, message, problem, values };
  }
}

async function historyOf(id: string) {
  const rows = await orderHistory(id);
  return rows.map((r) => ({ kind: r.kind, actor: r.actor, reason: r.reason, details: r.details }));
}

const unpacked = { quantity: 2, weightKg: null };
const unpackedNoSubs = { ...unpacked, substitutes: 0 };

describe('sold by weight', () => {
  it('the operator is refused nonsense settings with a sentence under the field, and nothing is saved', async () => {
    for (const [fields, field] of [
      [{ sold_by_weight: true, weight_price: 0, nominal_kg: 1, weight_tolerance: 10 }, 'weight_price'],
      [{ sold_by_weight: true, weight_price: -5, nominal_kg: 1, weight_tolerance: 10 }, 'weight_price'],
      [{ sold_by_weight: true, weight_price: 120, nominal_kg: 0, weight_tolerance: 10 }, 'nominal_kg'],
      [{ sold_by_weight: true, weight_price: 120, nominal_kg: 1, weight_tolerance: 51 }, 'weight_tolerance'],
      [{ sold_by_weight: true, weight_price: 120, nominal_kg: 1, weight_tolerance: -1 }, 'weight_tolerance'],
      // 250 typed for 250 g, and a unit so light it would cost Rs. 0: said under the weight, not the price.
      [{ sold_by_weight: true, weight_price: 120, nominal_kg: 250, weight_tolerance: 10 }, 'nominal_kg'],
      [{ sold_by_weight: true, weight_price: 140, nominal_kg: 0.001, weight_tolerance: 10 }, 'nominal_kg'],
      [{ sold_by_weight: true, weight_price: 120, nominal_kg: 0.5, weight_tolerance: 10, unit: '1 KG' }, 'nominal_kg'],
      // The unit's amount and kind are what it becomes (its text is rewritten from them), whatever text came along.
      [{ sold_by_weight: true, weight_price: 120, nominal_kg: 1, unit_amount: 500, unit_kind: 'GM' }, 'nominal_kg'],
    ] as const) {
      const slug = `pack-bad-${randomUUID().slice(0, 8)}`;
      const error = await admin
        .collection('web_products')
        .create({ slug, name: slug, price: 100, unit: '1 PC', category: 'Vegetables', ...fields })
        .then(() => null)
        .catch((e: { status: number; response: { data: Record<string, { message: string }> } }) => e);
      expect(error?.status).toBe(400);
      expect(Object.keys(error?.response.data ?? {})).toEqual([field]);
      expect(error?.response.data[field]?.message).toMatch(/\./);
      const saved = await admin
        .collection('web_products')
        .getList(1, 1, { filter: admin.filter('slug = {:s}', { s: slug }) });
      expect(saved.totalItems).toBe(0);
    }
  });

  it('the demo sells tomatoes and sweet potatoes by weight, at the unit price they always had', async () => {
    for (const [slug, price] of [
      ['dhading-tomato', 110],
      ['sweet-potato', 140],
    ] as const) {
      const p = await admin.collection('web_products').getFirstListItem(admin.filter('slug = {:s}', { s: slug }));
      expect(p).toMatchObject({ sold_by_weight: true, weight_price: price, nominal_kg: 1, price });
    }
  });

  it('a unit changed by its amount and kind, with the weight to match, is saved though the form sends the old text', async () => {
    const squash = await newProduct('Squash', {
      sold_by_weight: true,
      weight_price: 120,
      nominal_kg: 1,
      unit_amount: 1,
      unit_kind: 'KG',
    });
    expect(squash).toMatchObject({ unit: '1 KG', price: 120 });
    // The dashboard sends the whole record back: the unit's text still says 1 KG.
    const halved = await admin
      .collection('web_products')
      .update(squash.id, { unit: '1 KG', unit_amount: 500, unit_kind: 'GM', nominal_kg: 0.5 });
    expect(halved).toMatchObject({ unit: '500 GM', nominal_kg: 0.5, price: 60, price_shown: 'Rs. 60 / 500 GM' });
  });

  it('the unit price is the nominal weight at the price per kg (or per 100 g)', async () => {
    const perKg = await newProduct('Pumpkin', {
      sold_by_weight: true,
      weight_price: 120,
      nominal_kg: 1.5,
      weight_tolerance: 10,
    });
    expect(perKg.price).toBe(180);
    const per100 = await newProduct('Saffron', {
      sold_by_weight: true,
      weight_price: 12,
      weight_price_per: '100 g',
      nominal_kg: 0.25,
      weight_tolerance: 5,
    });
    expect(per100.price).toBe(30);
  });

  it('a shopper orders a product of a part kilogram (0.5 kg a unit, 7.5% either way); its line keeps them to weigh by', async () => {
    const beans = await newProduct('Half Kilo Beans', {
      unit: '500 GM',
      sold_by_weight: true,
      weight_price: 240,
      nominal_kg: 0.5,
      weight_tolerance: 7.5,
    });
    await stockLot(beans, { units: 10 });
    const id = await placeOrder([{ id: beans.id, price: 120, quantity: 2 }]);
    expect((await admin.collection('orders').getOne(id)).items[0]).toMatchObject({
      pricePerKg: 240,
      nominalKg: 0.5,
      tolerance: 7.5,
      lineTotal: 240,
    });
  });

  it('weighing recomputes the line and the total at the price per kg of the order, within tolerance or with a reason, each an event', async () => {
    const pumpkin = await newProduct('Pumpkin', {
      sold_by_weight: true,
      weight_price: 120,
      nominal_kg: 1,
      weight_tolerance: 10,
    });
    const lot = await stockLot(pumpkin, { units: 10 });
    const id = await placeOrder([{ id: pumpkin.id, price: 120, quantity: 2 }]);
    const placed = await admin.collection('orders').getOne(id);
    expect(placed.items[0]).toMatchObject({
      pricePerKg: 120,
      nominalKg: 1,
      tolerance: 10,
      quantity: 2,
      lineTotal: 240,
    });
    expect(placed.substitution).toBe('call');

    // Today's price changes; the order keeps its own.
    await admin.collection('web_products').update(pumpkin.id, { weight_price: 200 });

    // 2.5 kg is 25% over 2 kg: a reason is needed, and nothing changes without it.
    const refused = await pack(staff, id, 0, { action: 'weigh', seen: unpacked, kg: 2.5 });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/outside the tolerance of 10%/);
    expect((await admin.collection('orders').getOne(id)).total).toBe(placed.total);

    // 250 typed for 250 g would charge Rs. 30,000: refused even with a reason, with its key and values for the
    // Nepali desk (src/features/packing/refusals.ts).
    const slip = await pack(staff, id, 0, { action: 'weigh', seen: unpacked, kg: '250', reason: 'as weighed' });
    expect(slip).toMatchObject({
      status: 400,
      message: '250 kg is 125 times the 2 kg expected: type the weight in kg, e.g. 0.25 for 250 g.',
      problem: 'weight_slip',
      values: { kg: 250, expected: 2, times: 125 },
    });
    expect(refused).toMatchObject({ problem: 'weight_outside', values: { kg: 2.5, expected: 2, tolerance: 10 } });
    expect((await admin.collection('orders').getOne(id)).total).toBe(placed.total);
    expect((await historyOf(id)).map((h) => h.kind)).toEqual(['placed']);

    const ok = await pack(staff, id, 0, { action: 'weigh', seen: unpacked, kg: '2.15' });
    expect(ok.status).toBe(200);
    const weighed = await admin.collection('orders').getOne(id);
    expect(weighed.items[0]).toMatchObject({
      quantity: 2,
      weightKg: 2.15,
      lineTotal: 258,
      ordered: { quantity: 2, lineTotal: 240 },
      lots: [{ code: lot.code, quantity: 2, kg: 2.15 }],
    });
    expect(weighed.subtotal).toBe(258);
    expect(weighed.total).toBe(placed.total + 18);

    const outside = await pack(staff, id, 0, {
      action: 'weigh',
      seen: { quantity: 2, weightKg: 2.15 },
      kg: 2.5,
      reason: 'Only large pumpkins this week',
    });
    expect(outside.status).toBe(200);
    const history = await historyOf(id);
    expect(history.map((h) => h.kind)).toEqual(['placed', 'weighed', 'weighed']);
    expect(history[2]).toMatchObject({
      actor: staffActor,
      reason: 'Only large pumpkins this week',
      details: { kgBefore: 2.15, kg: 2.5, lineTotal: 300, outsideTolerance: true },
    });
    // The units stay drawn as ordered: the lot counts pumpkins.
    expect(await lotFigures(lot.id)).toMatchObject({ units: 10, remaining: 8 });
  });

  it("an operator's correction of the subtotal stays through the weighing: Rs. 40 off the goods is still off after", async () => {
    const squash = await newProduct('Squash', {
      sold_by_weight: true,
      weight_price: 120,
      nominal_kg: 1,
      weight_tolerance: 10,
    });
    await stockLot(squash, { units: 10 });
    const id = await placeOrder([{ id: squash.id, price: 120, quantity: 2 }]);
    const placed = await admin.collection('orders').getOne(id);
    expect(placed.subtotal).toBe(240);
    await admin.collection('order_corrections').create({ order: id, reason: 'Bruised, Rs. 40 off', subtotal: 200 });
    const weighed = await pack(staff, id, 0, { action: 'weigh', seen: unpacked, kg: 2.1 });
    expect(weighed.status, weighed.message).toBe(200);
    const packed = await admin.collection('orders').getOne(id);
    expect(packed.items[0].lineTotal).toBe(252);
    expect(packed).toMatchObject({
      subtotal: 212,
      total: 212 + placed.deliveryCharge - placed.delivery_discount_amount,
    });
  });

  it("a goodwill discount on top of the coupon's stays on top of it through the weighing and a later correction", async () => {
    const squash = await newProduct('Coupon Squash', {
      price: 400,
      sold_by_weight: true,
      weight_price: 400,
      nominal_kg: 1,
      weight_tolerance: 10,
    });
    await stockLot(squash, { units: 10 });
    const id = await placeOrder([{ id: squash.id, price: 400, quantity: 2 }], undefined, 'tihar10');
    const placed = await admin.collection('orders').getOne(id);
    expect(placed).toMatchObject({ subtotal: 800, discount_amount: 80 });
    await admin.collection('order_corrections').create({ order: id, reason: 'Late, Rs. 50 off', discount_amount: 130 });
    expect((await pack(staff, id, 0, { action: 'weigh', seen: unpacked, kg: 2.1 })).status).toBe(200);
    // 10% of the packed 840 is 84; the Rs. 50 stays on top.
    expect(await admin.collection('orders').getOne(id)).toMatchObject({ subtotal: 840, discount_amount: 134 });
    // A new subtotal typed with the discount left empty: the coupon's on it, the Rs. 50 still on top.
    const corrected = await admin
      .collection('order_corrections')
      .create({ order: id, reason: 'One squash bruised', subtotal: 800 });
    expect(corrected.discount_amount).toBe(130);
    expect(await admin.collection('orders').getOne(id)).toMatchObject({ subtotal: 800, discount_amount: 130 });
  });

  it('two staff weighing the same line: one wins, the other gets "Changed by someone else" and changes nothing', async () => {
    const tomato = await newProduct('Tomato', {
      sold_by_weight: true,
      weight_price: 80,
      nominal_kg: 1,
      weight_tolerance: 10,
    });
    await stockLot(tomato, { units: 10 });
    const id = await placeOrder([{ id: tomato.id, price: 80, quantity: 2 }]);
    const answers = await Promise.all([
      pack(staff, id, 0, { action: 'weigh', seen: unpacked, kg: 1.9 }),
      pack(other, id, 0, { action: 'weigh', seen: unpacked, kg: 2.1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.message).toMatch(
      /^Changed by someone else: .* is now 2 packed, (1\.9|2\.1) kg\. Reload it and try again\.$/,
    );
    const order = await admin.collection('orders').getOne(id);
    const winner = answers.find((a) => a.status === 200)!;
    expect(order.items[0].weightKg).toBe(winner.order.items[0].weightKg);
    expect((await historyOf(id)).filter((h) => h.kind === 'weighed')).toHaveLength(1);
  });
});

describe('substitutions', () => {
  it('a line packed short gives its units back; a cheaper substitute goes in when the shopper allowed it, drawn from its own lots', async () => {
    const beans = await newProduct('Beans', { price: 100 });
    const peas = await newProduct('Peas', { price: 90 });
    const beansLot = await stockLot(beans, { units: 5 });
    const peasLot = await stockLot(peas, { units: 5 });
    const id = await placeOrder([{ id: beans.id, price: 100, quantity: 2 }], 'substitute');
    const placed = await admin.collection('orders').getOne(id);

    const noReason = await pack(staff, id, 0, { action: 'short', seen: unpacked, quantity: 1 });
    expect(noReason.status).toBe(400);
    expect((await pack(staff, id, 0, { action: 'short', seen: unpacked, quantity: 1, reason: 'Hail' })).status).toBe(
      200,
    );
    expect(await lotFigures(beansLot.id)).toMatchObject({ remaining: 4 });

    const sub = await pack(staff, id, 0, {
      action: 'substitute',
      seen: { quantity: 1, weightKg: null, substitutes: 0 },
      productId: peas.id,
      quantity: 1,
      reason: 'Peas are as fresh',
    });
    expect(sub.status).toBe(200);
    const order = await admin.collection('orders').getOne(id);
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      quantity: 1,
      lineTotal: 100,
      shortReason: 'Hail',
      ordered: { quantity: 2 },
    });
    expect(order.items[1]).toMatchObject({
      id: peas.id,
      substituteFor: beans.id,
      quantity: 1,
      lineTotal: 90,
      lots: [{ code: peasLot.code, quantity: 1 }],
      ordered: { quantity: 0, lineTotal: 0 },
    });
    expect(order.subtotal).toBe(190);
    expect(order.total).toBe(placed.total - 10);
    expect(await lotFigures(peasLot.id)).toMatchObject({ remaining: 4 });
    const history = await historyOf(id);
    expect(history.map((h) => h.kind)).toEqual(['placed', 'short', 'substituted']);
    expect(history[2].details).toMatchObject({ substitute: order.items[1].name, missing: 100, approval: null });
  });

  it('a substitute not counted in stock lots is named by its latest lot, as a placed line is, so its farmer is paid', async () => {
    const beans = await newProduct('Beans', { price: 100 });
    const chilli = await newProduct('Chilli', { price: 90 });
    await stockLot(beans, { units: 5 });
    // a lot that records the harvest but counts no stock: the product sells without stock lots
    const chilliLot = await stockLot(chilli, {});
    const id = await placeOrder([{ id: beans.id, price: 100, quantity: 2 }], 'substitute');
    expect((await pack(staff, id, 0, { action: 'short', seen: unpacked, quantity: 1, reason: 'Hail' })).status).toBe(
      200,
    );
    const sub = await pack(staff, id, 0, {
      action: 'substitute',
      seen: { quantity: 1, weightKg: null, substitutes: 0 },
      productId: chilli.id,
      quantity: 1,
    });
    expect(sub.status).toBe(200);
    const order = await admin.collection('orders').getOne(id);
    expect(order.items[1]).toMatchObject({ id: chilli.id, substituteFor: beans.id, lot: chilliLot.code });
  });

  it('two staff adding the same substitute at once: one is added, the other gets "Changed by someone else" and changes nothing', async () => {
    const beans = await newProduct('Beans', { price: 100 });
    const peas = await newProduct('Peas', { price: 40 });
    const peasLot = await stockLot(peas, { units: 5 });
    const id = await placeOrder([{ id: beans.id, price: 100, quantity: 2 }], 'substitute');
    expect((await pack(staff, id, 0, { action: 'short', seen: unpacked, quantity: 0, reason: 'Hail' })).status).toBe(
      200,
    );
    // Both phones loaded the order before either added the peas.
    const seen = { quantity: 0, weightKg: null, substitutes: 0 };
    const substitute = { action: 'substitute', seen, productId: peas.id, quantity: 1 };
    const answers = await Promise.all([pack(staff, id, 0, substitute), pack(other, id, 0, substitute)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.message).toMatch(
      /^Changed by someone else: Beans .* is now 0 packed, with 1 substitute units\. Reload it/,
    );
    const order = await admin.collection('orders').getOne(id);
    expect(order.items).toHaveLength(2);
    expect(order.subtotal).toBe(40);
    expect(await lotFigures(peasLot.id)).toMatchObject({ remaining: 4 });
    // The form that saw the substitute may add another (the missing Rs. 200 allows it).
    expect((await pack(staff, id, 0, { ...substitute, seen: { ...seen, substitutes: 1 } })).status).toBe(200);
    expect((await historyOf(id)).map((h) => h.kind)).toEqual(['placed', 'short', 'substituted', 'substituted']);
  });

  it('a substitute added by mistake is taken out by marking it short to 0: its stock and its money go back', async () => {
    const beans = await newProduct('Beans', { price: 100 });
    const peas = await newProduct('Peas', { price: 90 });
    const peasLot = await stockLot(peas, { units: 5 });
    const id = await placeOrder([{ id: beans.id, price: 100, quantity: 2 }], 'substitute');
    const placed = await admin.collection('orders').getOne(id);
    expect((await pack(staff, id, 0, { action: 'short', seen: unpacked, quantity: 1, reason: 'Hail' })).status).toBe(
      200,
    );
    const seen = { quantity: 1, weightKg: null, substitutes: 0 };
    expect((await pack(staff, id, 0, { action: 'substitute', seen, productId: peas.id, quantity: 1 })).status).toBe(
      200,
    );
    expect(await lotFigures(peasLot.id)).toMatchObject({ remaining: 4 });

    const subLine = { quantity: 1, weightKg: null, substitutes: 0 };
    const out = await pack(staff, id, 1, { action: 'short', seen: subLine, quantity: 0, reason: 'Wrong product' });
    expect(out.status).toBe(200);
    const order = await admin.collection('orders').getOne(id);
    expect(order.items[1]).toMatchObject({ id: peas.id, quantity: 0, lineTotal: 0, shortReason: 'Wrong product' });
    expect(order.subtotal).toBe(100);
    expect(order.total).toBe(placed.total - 100);
    expect(await lotFigures(peasLot.id)).toMatchObject({ remaining: 5 });
    // The line it stood for now shows no substitute: another may be added.
    const again = await pack(staff, id, 0, { action: 'substitute', seen, productId: peas.id, quantity: 1 });
    expect(again.status).toBe(200);
  });

  it('a dearer substitute needs the shopper\'s yes, who and when; "leave it out" allows none', async () => {
    const beans = await newProduct('Beans', { price: 100 });
    const honey = await newProduct('Honey', { price: 150 });
    const id = await placeOrder([{ id: beans.id, price: 100, quantity: 2 }], 'substitute');
    expect((await pack(staff, id, 0, { action: 'short', seen: unpacked, quantity: 1, reason: 'Hail' })).status).toBe(
      200,
    );
    const seen = { quantity: 1, weightKg: null, substitutes: 0 };
    const noYes = await pack(staff, id, 0, { action: 'substitute', seen, productId: honey.id, quantity: 1 });
    expect(noYes.status).toBe(400);
    expect(noYes.message).toMatch(/costs more than the Rs\. 100 missing/);
    // The desk's form with a time that is none (month 13, typed where a phone shows a plain box): told, not a 500.
    for (const when of ['2026-13-01T10:00', '2026-11-05T25:00']) {
      const form = new FormData();
      const fields = { action: 'pack-substitute', line: '0', seen_quantity: '1', seen_substitutes: '0' };
      const typed = { product: honey.id, quantity: '1', approved_by: 'Sita Sharma', approved_at: when };
      for (const [k, v] of Object.entries({ ...fields, ...typed })) form.set(k, v);
      expect(await submitPacking(staff, id, form, 'en'), when).toEqual({
        kind: 'refused',
        status: 400,
        message: 'Write when they said yes.',
      });
    }
    const at = new Date(Date.now() - 60000).toISOString();
    const yes = await pack(staff, id, 0, {
      action: 'substitute',
      seen,
      productId: honey.id,
      quantity: 1,
      approvedBy: 'Sita Sharma on the phone',
      approvedAt: at,
    });
    expect(yes.status).toBe(200);
    const order = await admin.collection('orders').getOne(id);
    expect(order.items[1]).toMatchObject({ lineTotal: 150, approval: { by: 'Sita Sharma on the phone', at } });
    expect(order.subtotal).toBe(250);

    const leave = await placeOrder([{ id: beans.id, price: 100, quantity: 2 }], 'leave_out');
    expect(
      (await pack(staff, leave, 0, { action: 'short', seen: unpacked, quantity: 0, reason: 'None left' })).status,
    ).toBe(200);
    const left = await pack(staff, leave, 0, {
      action: 'substitute',
      seen: { quantity: 0, weightKg: null, substitutes: 0 },
      productId: honey.id,
      quantity: 1,
    });
    expect(left.status).toBe(400);
    expect(left.message).toMatch(/leave it out/);
    const leftOrder = await admin.collection('orders').getOne(leave);
    expect(leftOrder.items[0]).toMatchObject({ quantity: 0, lineTotal: 0 });
    expect(leftOrder.subtotal).toBe(0);
  });

  it('packing done queues the shopper one "packed" message with the new total; a second one is refused', async () => {
    const tomato = await newProduct('Tomato', {
      sold_by_weight: true,
      weight_price: 80,
      nominal_kg: 1,
      weight_tolerance: 10,
    });
    const id = await placeOrder([{ id: tomato.id, price: 80, quantity: 2 }]);
    expect((await pack(staff, id, 0, { action: 'weigh', seen: unpacked, kg: 1.85 })).status).toBe(200);
    await staff.send(`/api/desk/orders/${id}/packed`, { method: 'POST' });
    const again = await staff.send(`/api/desk/orders/${id}/packed`, { method: 'POST' }).catch((e) => e);
    expect(again.status).toBe(409);
    expect(again.response).toMatchObject({ code: 'already_packed', problem: 'already_packed' });
    // The same weight saved again (a double tap, a lead checking the figure) changes nothing: the order stays packed,
    // no event, and no second message.
    const same = await pack(staff, id, 0, { action: 'weigh', seen: { quantity: 2, weightKg: 1.85 }, kg: '1,85' });
    expect(same.status).toBe(200);
    expect(same.order.items[0].weightKg).toBe(1.85);
    const order = await admin.collection('orders').getOne(id);
    expect(order.packed_at).not.toBe('');
    expect(order.updated).toBe(same.order.updated);
    const messages = await admin
      .collection('messages')
      .getFullList({ filter: admin.filter("order = {:o} && event = 'packed' && channel = 'sms'", { o: id }) });
    expect(messages).toHaveLength(1);
    expect(messages[0].text).toContain(`Rs. ${order.total}`);
    expect((await historyOf(id)).map((h) => h.kind)).toEqual(['placed', 'weighed', 'packed']);
  });

  it('a substitute comes from stock on sale: a sold-out or pre-order-only product is not offered, and is refused', async () => {
    const beans = await newProduct('Beans', { price: 100 });
    const peas = await newProduct('Peas', { price: 40 });
    const peasLot = await stockLot(peas, { units: 5 });
    const soldOut = await newProduct('Sold Out Greens', { price: 40 });
    await stockLot(soldOut, { units: 1 });
    const preorder = await newProduct('Next Month Greens', { price: 40 });
    const preorderLot = await stockLot(preorder, {
      units: 0,
      stock_status: 'pre-order',
      expected_units: 20,
      harvest_date: comingHarvest(),
    });
    await placeOrder([{ id: soldOut.id, price: 40, quantity: 1 }]);
    const id = await placeOrder([{ id: beans.id, price: 100, quantity: 2 }], 'substitute');
    expect((await pack(staff, id, 0, { action: 'short', seen: unpacked, quantity: 0, reason: 'Hail' })).status).toBe(
      200,
    );
    const offered = (await readSubstituteOptions(staff)).map((o) => o.id);
    expect(offered).toContain(peas.id);
    expect(offered).not.toContain(soldOut.id);
    expect(offered).not.toContain(preorder.id);

    const seen = { quantity: 0, weightKg: null, substitutes: 0 };
    const before = await admin.collection('orders').getOne(id);
    const early = await pack(staff, id, 0, { action: 'substitute', seen, productId: preorder.id, quantity: 1 });
    expect(early).toMatchObject({
      status: 400,
      message: `${preorder.name} is only on pre-order: choose a substitute that is in stock now.`,
    });
    const gone = await pack(staff, id, 0, { action: 'substitute', seen, productId: soldOut.id, quantity: 1 });
    expect(gone).toMatchObject({
      status: 400,
      message: `Only 0 of ${soldOut.name} left.`,
      problem: 'substitute_left',
      values: { left: 0, name: soldOut.name },
    });
    // Nothing changed: the order, its history, the pre-order's lot.
    const after = await admin.collection('orders').getOne(id);
    expect(after.items).toEqual(before.items);
    expect(after.total).toBe(before.total);
    expect((await historyOf(id)).map((h) => h.kind)).toEqual(['placed', 'short']);
    expect(await lotFigures(preorderLot.id)).toMatchObject({ reserved: 0 });
    expect((await pack(staff, id, 0, { action: 'substitute', seen, productId: peas.id, quantity: 1 })).status).toBe(
      200,
    );
    expect(await lotFigures(peasLot.id)).toMatchObject({ remaining: 4 });
  });

  it('packing is refused once the order is out for delivery', async () => {
    const tomato = await newProduct('Tomato', {
      sold_by_weight: true,
      weight_price: 80,
      nominal_kg: 1,
      weight_tolerance: 10,
    });
    const id = await placeOrder([{ id: tomato.id, price: 80, quantity: 2 }]);
    await admin.collection('orders').update(id, { status: 'Confirmed' });
    await admin.collection('orders').update(id, { status: 'Out for Delivery' });
    const refused = await pack(staff, id, 0, { action: 'weigh', seen: unpacked, kg: 2 });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/Out for Delivery/);
  });
});

describe('what a client may send', () => {
  it('only staff may pack; bad input gets a clear 400 and changes nothing', async () => {
    const tomato = await newProduct('Tomato', {
      sold_by_weight: true,
      weight_price: 80,
      nominal_kg: 1,
      weight_tolerance: 10,
    });
    const beans = await newProduct('Beans', { price: 100 });
    const id = await placeOrder([
      { id: tomato.id, price: 80, quantity: 2 },
      { id: beans.id, price: 100, quantity: 2 },
    ]);
    const before = await admin.collection('orders').getOne(id);
    expect((await pack(anonymousClient(), id, 0, { action: 'weigh', seen: unpacked, kg: 2 })).status).toBe(401);
    for (const [line, body, message] of [
      [0, {}, /did not say what you saw/],
      [0, { action: 'weigh', seen: 'x', kg: 2 }, /did not say what you saw/],
      [0, { action: 'fold', seen: unpacked }, /weigh, short or substitute/],
      [0, { action: 'weigh', seen: unpacked, kg: 'abc' }, /Type the packed weight/],
      [0, { action: 'weigh', seen: unpacked, kg: '1e1' }, /Type the packed weight/],
      [0, { action: 'weigh', seen: unpacked, kg: -1 }, /Type the packed weight/],
      [0, { action: 'weigh', seen: unpacked, kg: 2, reason: 'x'.repeat(301) }, /at most 300/],
      [1, { action: 'weigh', seen: unpacked, kg: 2 }, /not sold by weight/],
      [1, { action: 'short', seen: unpacked, quantity: 1.5, reason: 'x' }, /whole number/],
      [1, { action: 'short', seen: unpacked, quantity: 3, reason: 'x' }, /fewer than the 2/],
      [1, { action: 'substitute', seen: unpackedNoSubs, productId: 'nope', quantity: 1 }, /Choose the substitute/],
      [1, { action: 'substitute', seen: unpackedNoSubs, productId: tomato.id, quantity: 0 }, /1 to 99/],
      [
        1,
        { action: 'substitute', seen: unpackedNoSubs, productId: tomato.id, quantity: 1 },
        /Mark the line short first/,
      ],
      [1, { action: 'substitute', seen: unpacked, productId: tomato.id, quantity: 1 }, /which substitutes you saw/],
      [7, { action: 'weigh', seen: unpacked, kg: 2 }, /no such line/],
    ] as const) {
      const answer = await pack(staff, id, line, body as Record<string, unknown>);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toMatch(message);
    }
    const after = await admin.collection('orders').getOne(id);
    expect(after.items).toEqual(before.items);
    expect(after.total).toBe(before.total);
    expect((await historyOf(id)).map((h) => h.kind)).toEqual(['placed']);
    const wrongLine = await staff
      .send(`/api/desk/orders/${id}/lines/abc`, { method: 'POST', body: {} })
      .catch((e) => e);
    expect(wrongLine.status).toBe(400);
    const noOrder = await pack(staff, 'nosuchorder1234', 0, { action: 'weigh', seen: unpacked, kg: 2 });
    expect(noOrder.status).toBe(404);
  });
});
