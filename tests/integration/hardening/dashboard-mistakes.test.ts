// Issue 22 items 4 and 13, issue 25 "JSON fields": what an operator (a superuser, in the dashboard or the API)
// can no longer get wrong. Each refusal is a 400 whose message sits under the field (PocketBase's field-error
// shape), and changes nothing.
// - JSON fields: too deep or in the wrong shape, refused with an example; every JSON field has a size limit.
// - Orders: amounts, items, coupon and number are read-only after placement; a correction (order_corrections)
//   applies new values with a reason kept in order_history.
// - Build records: written by the publisher only; operators can still ask for a build or a rollback.
// - Coupons need a campaign; budgets and order amounts are never negative.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { adminPb, servicePb, testStack } from '@tests/harness/stack';
import { createOrderRecord, orderHistory, orderInput } from '@tests/harness/orders';
import { callAction } from '@tests/harness/actions-client';
import { place } from '@tests/harness/seed';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { lotFigures, stockedProduct, stockLot } from '@tests/harness/stock';

let admin: PocketBase;
let service: PocketBase;
const tag = Date.now().toString(36);
const cleanup: [string, string][] = [];

type FieldErrors = Record<string, { code: string; message: string }>;
/** The refusal of a write: status, message and field errors (what the dashboard shows under each field). */
async function refusal(write: Promise<unknown>): Promise<{ status: number; message: string; data: FieldErrors }> {
  try {
    await write;
  } catch (err) {
    const e = err as { status: number; response: { message: string; data: FieldErrors } };
    return { status: e.status, message: e.response.message, data: e.response.data };
  }
  throw new Error('the write was accepted');
}

/** A raw JSON request (the SDK's JSON.stringify cannot even write 5,000 levels). */
async function rawPatch(collection: string, id: string, body: string) {
  const res = await fetch(`${testStack().pbUrl}/api/collections/${collection}/records/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: admin.authStore.token },
    body,
  });
  return { status: res.status, json: (await res.json()) as { data: FieldErrors } };
}
const nested = (levels: number) => `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;

let product: RecordModel;
/** The orders' product: not counted on lots, with a lot of its own its lines are named by (other files draw the seed's). */
let honey: { id: string };
let order: RecordModel;

beforeAll(async () => {
  admin = await adminPb();
  service = await servicePb();
  product = await admin.collection('web_products').getFirstListItem('isVisible = true', { sort: 'created' });
  honey = await stockedProduct('Correction Honey');
  await stockLot(honey, { units: 5 });
  await admin.collection('web_products').update(honey.id, { not_stock_tracked: true });
  cleanup.push(['web_products', honey.id]);
  order = await admin.collection('orders').create({
    orderNumber: `ORD-${String(Date.now()).slice(-6)}`,
    customerName: 'Correction Test',
    phone: '9800000001',
    items: [{ id: honey.id, name: 'Honey', price: 450, quantity: 2 }],
    subtotal: 900,
    deliveryCharge: 100,
    discount_amount: 0,
    delivery_discount_amount: 0,
    total: 1000,
  });
  cleanup.push(['orders', order.id]);
});

afterAll(async () => {
  for (const [collection, id] of cleanup.reverse())
    await admin
      .collection(collection)
      .delete(id)
      .catch(() => undefined);
});

describe('product names', () => {
  it('refuses a name of spaces only and a Nepali name with no Devanagari, both at once, and keeps the record', async () => {
    const named = await admin.collection('web_products').create({
      slug: `named-${Date.now().toString(36)}`,
      name: 'Named Apple',
      nepaliName: 'स्याउ',
      price: 300,
      unit: '1 KG',
      isVisible: false,
    });
    cleanup.push(['web_products', named.id]);
    const { status, data } = await refusal(
      admin.collection('web_products').update(named.id, { name: '    ', nepaliName: 'golbheda' }),
    );
    expect(status).toBe(400);
    expect(data.name!.message).toBe('Give the product a name, e.g. Jumla Apple.');
    expect(data.nepaliName!.message).toMatch(
      /^Write the Nepali name in Devanagari, e\.g\. जुम्ला स्याउ, or leave it empty/,
    );
    expect((await admin.collection('web_products').getOne(named.id)).updated).toBe(named.updated);
    // Kept without the spaces around them; a Nepali name with a Latin word or an emoji in it is fine.
    const saved = await admin
      .collection('web_products')
      .update(named.id, { name: '  Named Apple  ', nepaliName: ' 🍅 Ilam स्याउ ' });
    expect(saved).toMatchObject({ name: 'Named Apple', nepaliName: '🍅 Ilam स्याउ' });
    // Too much is said in words, with the limit: not "Must be less or equal than 1e+06", not "above 0".
    const tooMuch = await refusal(
      admin
        .collection('web_products')
        .update(named.id, { price: 2_000_000, compareAtPrice: 3_000_000, unit_amount: 1e9, unit_kind: 'GM' }),
    );
    expect(tooMuch.data.price!.message).toBe('A price is at most Rs. 1,000,000, in whole rupees.');
    expect(tooMuch.data.compareAtPrice!.message).toBe('A price is at most Rs. 1,000,000, in whole rupees.');
    expect(tooMuch.data.unit_amount!.message).toMatch(
      /^Type how much one unit is, a number above 0 and at most 100,000/,
    );
  });
});

describe('JSON fields', () => {
  it('refuses faqs and nutritionFacts nested 5,000 levels deep, both at once, and keeps the record', async () => {
    const answer = await rawPatch(
      'web_products',
      product.id,
      `{"faqs": ${nested(5000)}, "nutritionFacts": ${nested(5000)}}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.data.faqs?.message).toMatch(/^FAQs is nested more than 8 levels deep.*Write it like this: \[/);
    expect(answer.json.data.nutritionFacts?.message).toMatch(/^Nutrition facts is nested more than 8 levels deep/);
    const after = await admin.collection('web_products').getOne(product.id);
    expect(after.updated).toBe(product.updated);
  });

  it('refuses each wrong shape under its field with an example of the right one, all fields at once', async () => {
    const { status, data } = await refusal(
      admin.collection('web_products').update(product.id, {
        faqs: { question: 'Is it organic?', answer: 'Yes.' },
        nutritionFacts: [{ name: 'Energy' }],
        gallery: [42],
        farmers: [{ village: 'Jumla' }],
      }),
    );
    expect(status).toBe(400);
    expect(Object.keys(data).sort()).toEqual(['faqs', 'farmers', 'gallery', 'nutritionFacts']);
    expect(data.faqs!.message).toMatch(/^FAQs must be a list in square brackets.*Write it like this: \[\{"question"/);
    expect(data.nutritionFacts!.message).toMatch(/entry 1 .* has no "value".*Write it like this: \[\{"name": "Energy"/);
    expect(data.gallery!.message).toMatch(/^Gallery entry 1 \(42\)/);
    expect(data.farmers!.message).toMatch(/^Farmers entry 1 .* has no "name" text/);
    for (const error of Object.values(data)) expect(error.message).not.toMatch(/SyntaxError|Unexpected token/);
    // The right shape saves.
    const saved = await admin.collection('web_products').update(product.id, {
      faqs: [{ question: 'Is it organic?', answer: 'Yes.' }],
      nutritionFacts: product.nutritionFacts,
    });
    expect(saved.faqs).toEqual([{ question: 'Is it organic?', answer: 'Yes.' }]);
    await admin.collection('web_products').update(product.id, { faqs: product.faqs });
  });

  it('gives the dashboard the sentence for text that is not JSON, to superusers only', async () => {
    const url = `${testStack().pbUrl}/api/shop/dashboard/json-help`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    const messages = (await (await fetch(url, { headers: { Authorization: admin.authStore.token } })).json()) as Record<
      string,
      Record<string, string>
    >;
    expect(messages.web_products?.faqs).toMatch(/^FAQs is not readable JSON.*Write it like this: \[\{"question"/);
    expect(messages.lots?.journey).toMatch(/^Journey is not readable JSON/);
  });

  it('limits the size of every JSON field of every collection', async () => {
    const limits: string[] = [];
    for (const c of await admin.collections.getFullList())
      for (const f of c.fields as { name: string; type: string; maxSize?: number }[])
        if (f.type === 'json') {
          // 0 means PocketBase's own default of 1 MB.
          const size = f.maxSize || 1024 * 1024;
          limits.push(`${c.name}.${f.name}`);
          expect(size, `${c.name}.${f.name}`).toBeLessThanOrEqual(1024 * 1024);
        }
    expect(limits).toEqual(
      expect.arrayContaining(['web_products.faqs', 'web_products.nutritionFacts', 'orders.items']),
    );
    const { data } = await refusal(
      admin.collection('web_products').update(product.id, {
        faqs: Array.from({ length: 25 }, (_, i) => ({ question: `Q${i}?`, answer: 'x'.repeat(2999) })).concat([
          { question: 'One more?', answer: 'y'.repeat(70_000) },
        ]),
      }),
    );
    expect(data.faqs).toBeDefined();
  });
});

describe('orders after placement', () => {
  it('refuses a change to the amounts, items, coupon or number, even from a superuser', async () => {
    for (const change of [
      { total: 10 },
      { subtotal: 1 },
      { deliveryCharge: 0 },
      { discount_amount: 500 },
      { delivery_discount_amount: 100 },
      { items: [] },
      { orderNumber: 'ORD-000001' },
    ]) {
      const field = Object.keys(change)[0]!;
      const { status, data } = await refusal(admin.collection('orders').update(order.id, change));
      expect(status, field).toBe(400);
      expect(data[field]?.message, field).toMatch(
        /cannot be edited\. To correct it, create a record in order_corrections/,
      );
    }
    const after = await admin.collection('orders').getOne(order.id);
    expect(after).toMatchObject({ total: 1000, subtotal: 900, orderNumber: order.orderNumber });
    expect(after.items).toEqual(order.items);
    // Other fields still save, with the items sent back unchanged (as the dashboard sends the whole record).
    const noted = await admin
      .collection('orders')
      .update(order.id, { notes: 'Ring twice', items: after.items, total: 1000 });
    expect(noted.notes).toBe('Ring twice');
  });

  it('applies a correction with its reason, works out the total and keeps it in the order history', async () => {
    const missing = await refusal(admin.collection('order_corrections').create({ order: order.id, subtotal: 450 }));
    expect(missing.data.reason?.message).toMatch(/Say why the order is corrected/);
    const wrongTotal = await refusal(
      admin.collection('order_corrections').create({ order: order.id, reason: 'x', subtotal: 450, total: 1 }),
    );
    expect(wrongTotal.data.total?.message).toMatch(/subtotal \+ delivery charge - discounts = Rs\. 550/);
    const negative = await refusal(
      admin.collection('order_corrections').create({ order: order.id, reason: 'x', deliveryCharge: -5 }),
    );
    expect(negative.status).toBe(400);
    // Money is whole rupees: paisa typed in a correction is refused under the field (the wallets are asked in rupees).
    const paisa = await refusal(
      admin.collection('order_corrections').create({ order: order.id, reason: 'x', deliveryCharge: 99.5 }),
    );
    expect(paisa.data.deliveryCharge?.message).toBe('Write whole rupees, 0 or more, e.g. 450 (no paisa).');
    // A line added with a mistyped product id (or none) is refused: packing and the payouts read the line by it.
    const honeyLine = { id: honey.id, name: 'Honey', price: 450, quantity: 1 };
    for (const [added, words] of [
      [{ ...honeyLine, id: `typo${honey.id.slice(4)}` }, /^Item line 2: no product has the id "typo/],
      [{ name: 'Ghee', price: 100, quantity: 1 }, /^Item line 2 needs "id"/],
      // A lot named as no lot is: the payout report of the order's days would stop at it.
      [{ ...honeyLine, lots: [null] }, /^Item line 2: its "lots" are the harvest lots it came from/],
      [{ ...honeyLine, lots: ['HONEY-1'] }, /^Item line 2: its "lots" are the harvest lots it came from/],
      // A first day as the dashboard shows a lot's harvest: the desk's day moves would stop at it.
      [{ ...honeyLine, shipsFrom: '2026-12-01 00:00:00.000Z' }, /"shipsFrom" a day, e\.g\. "2026-12-01"/],
    ] as const) {
      const wrongLine = await refusal(
        admin.collection('order_corrections').create({ order: order.id, reason: 'x', items: [honeyLine, added] }),
      );
      expect(wrongLine.data.items?.message).toMatch(words);
    }
    // A line's total that is not its price × quantity, or not whole rupees, and a subtotal that is not the lines' sum:
    // refused (packing and the farmers' payouts sum the lines' totals, the rider collects the order's).
    const [placedLine] = (await admin.collection('orders').getOne(order.id)).items;
    expect(placedLine).toMatchObject({ quantity: 2, lineTotal: 900 });
    for (const [items, subtotal, field, words] of [
      [
        [{ ...placedLine, quantity: 1, lineTotal: 700 }],
        undefined,
        'items',
        /changed, so its "lineTotal" is price × quantity, Rs\. 450/,
      ],
      [[{ ...placedLine, lineTotal: -5 }], undefined, 'items', /lineTotal" is whole rupees, 0 or more/],
      [[{ ...placedLine, quantity: 1 }], 500, 'subtotal', /^The subtotal must be the lines' total, Rs\. 450/],
    ] as const) {
      const wrong = await refusal(
        admin.collection('order_corrections').create({ order: order.id, reason: 'x', items, subtotal }),
      );
      expect(wrong.data[field]?.message).toMatch(words);
    }
    expect((await admin.collection('orders').getOne(order.id)).total).toBe(1000);

    // As docs/operators.md says: the order's line copied (its total too) and its quantity edited, the subtotal left
    // empty. The line's total and the subtotal are worked out: the old 900 would have paid the farmer for two jars.
    const correction = await admin.collection('order_corrections').create({
      order: order.id,
      reason: 'Shopper returned one jar',
      items: [{ ...placedLine, quantity: 1 }],
    });
    expect(correction).toMatchObject({ actor: 'operator', total: 550 });
    expect(correction.before).toMatchObject({ subtotal: 900, total: 1000 });
    const after = await admin.collection('orders').getOne(order.id);
    expect(after).toMatchObject({ subtotal: 450, total: 550 });
    // (named by its product's latest lot, as a placed line is)
    expect(after.items).toEqual([
      { id: honey.id, name: 'Honey', price: 450, quantity: 1, lineTotal: 450, lot: expect.any(String) },
    ]);
    const history = await orderHistory(order.id, 'correction');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ reason: 'Shopper returned one jar', actor: 'operator' });
    expect(history[0]!.details.changes).toMatchObject({
      subtotal: { from: 900, to: 450 },
      total: { from: 1000, to: 550 },
    });

    // An order whose product was deleted since is corrected all the same, its line kept wherever it now stands.
    const [kept, gone] = [await stockedProduct('Kept Jam'), await stockedProduct('Gone Jam')];
    const two = await admin.collection('orders').create({
      customerName: 'Two Jams',
      phone: '9800000006',
      items: [
        { id: kept.id, name: 'Kept Jam', price: 300, quantity: 1 },
        { id: gone.id, name: 'Gone Jam', price: 300, quantity: 1 },
      ],
    });
    cleanup.push(['orders', two.id]);
    await admin.collection('web_products').delete(gone.id);
    const dropped = await admin.collection('order_corrections').create({
      order: two.id,
      reason: 'Shopper wants the gone jam only',
      subtotal: 300,
      items: [{ id: gone.id, name: 'Gone Jam', price: 300, quantity: 1 }],
    });
    expect(dropped).toMatchObject({ total: 300 });
    // A phone order's line at a total agreed on the phone keeps it when another line is corrected.
    const agreed = await admin.collection('orders').create({
      customerName: 'Agreed Total',
      phone: '9800000007',
      items: [
        { id: kept.id, name: 'Kept Jam', price: 100, quantity: 2, lineTotal: 150 },
        { id: kept.id, name: 'Kept Jam', price: 300, quantity: 1 },
      ],
    });
    cleanup.push(['orders', agreed.id]);
    const [agreedLine] = agreed.items;
    await admin.collection('order_corrections').create({
      order: agreed.id,
      reason: 'The second jar was not wanted',
      items: [agreedLine],
    });
    expect(await admin.collection('orders').getOne(agreed.id)).toMatchObject({
      items: [{ price: 100, quantity: 2, lineTotal: 150 }],
      subtotal: 150,
    });
    expect((await admin.collection('orders').getOne(two.id)).items).toEqual([
      { id: gone.id, name: 'Gone Jam', price: 300, quantity: 1, lineTotal: 300 },
    ]);

    // A correction is kept as made.
    expect((await refusal(admin.collection('order_corrections').update(correction.id, { reason: 'y' }))).status).toBe(
      400,
    );
    expect((await refusal(admin.collection('order_corrections').delete(correction.id))).status).toBe(400);
  });
});

describe('a phone order made in the dashboard', () => {
  it('holds what a placed order does: lines by product id, whole amounts that add up, nothing only the shop writes', async () => {
    const base = { customerName: 'Phone Order', phone: '9800000003', deliveryCharge: 100 };
    const line = { id: honey.id, name: 'Honey', price: 450, quantity: 2 };
    // Lines copied from a help text with the wrong key, a part quantity, amounts that do not add up, a typed token:
    // each refused under its field, nothing saved.
    const mine = { filter: `phone = "${base.phone}"` }; // other files make orders meanwhile
    const before = (await admin.collection('orders').getList(1, 1, mine)).totalItems;
    const { id: _id, ...unkeyed } = line;
    const wrong = [
      [{ items: [{ ...unkeyed, productId: honey.id }] }, 'items', /^Item line 1 needs "id"/],
      [
        { items: [line, { ...line, id: 'nosuchproduct1' }] },
        'items',
        /^Item line 2: no product has the id "nosuchproduct1"/,
      ],
      [{ items: [{ ...line, quantity: 1.5 }] }, 'items', /whole "quantity"/],
      // Weights packing would price the line with: 1e300 a kg would make its total no number at all.
      [
        { items: [{ ...line, pricePerKg: 1e300, nominalKg: 1 }] },
        'items',
        /^Item line 1: its "pricePerKg" is the price/,
      ],
      [{ items: [line, { ...line, weightKg: 2500 }] }, 'items', /^Item line 2: its "weightKg" is the packed weight/],
      [{ items: [line], subtotal: 800 }, 'subtotal', /the lines' total, Rs. 900/],
      [{ items: [line], total: 900 }, 'total', /= Rs. 1000/],
      [{ items: [line], accessToken: 'abc' }, 'accessToken', /written by the shop/],
      [{ items: [line], payment_method: 'khalti' }, 'payment_method', /paid in cash on delivery/],
      [{ items: [line], orderNumber: 'PH-1' }, 'orderNumber', /ORD- and 6 digits/],
      [{ items: [line], status: 'Cancelled', status_reason: 'Typed by mistake' }, 'status', /cannot begin Cancelled/],
    ] as const;
    for (const [fields, field, words] of wrong) {
      const { status, data } = await refusal(admin.collection('orders').create({ ...base, ...fields }));
      expect([status, field in data], field).toEqual([400, true]);
      expect(data[field]!.message).toMatch(words);
    }
    expect((await admin.collection('orders').getList(1, 1, mine)).totalItems).toBe(before);

    // Left empty, the number, each line's total, the subtotal and the total are worked out as placement's are.
    const made = await admin.collection('orders').create({ ...base, items: [line] });
    cleanup.push(['orders', made.id]);
    expect(made.orderNumber).toMatch(/^ORD-\d{6}$/);
    expect(made.items).toEqual([{ ...line, lineTotal: 900, lot: expect.any(String) }]);
    expect(made).toMatchObject({ subtotal: 900, deliveryCharge: 100, total: 1000, payment_method: 'cod' });
  });
});

describe('a phone order, as placement writes its lines', () => {
  it('a line sold by weight can be weighed at packing; one not drawn from lots names its lot, whose farmers are paid', async () => {
    const squash = await stockedProduct('Phone Squash');
    await admin
      .collection('web_products')
      .update(squash.id, { sold_by_weight: true, weight_price: 150, nominal_kg: 0.5, weight_tolerance: 10 });
    await stockLot(squash, { units: 10 });
    // Sold without stock on lots: named by its latest lot, as a placed line is.
    const honey = await stockedProduct('Phone Honey');
    const label = await stockLot(honey, { units: 5 });
    await admin.collection('web_products').update(honey.id, { not_stock_tracked: true });
    const made = await admin.collection('orders').create({
      customerName: 'Phone Weighed',
      phone: '9800000007',
      items: [
        // at the product's price (Rs. 75 for 0.5 kg at Rs. 150/kg), and at a price agreed on the phone
        { id: squash.id, name: 'Phone Squash', price: 75, quantity: 2 },
        { id: squash.id, name: 'Phone Squash', price: 70, quantity: 1 },
        { id: honey.id, name: 'Phone Honey', price: 500, quantity: 1 },
        { id: honey.id, name: 'Phone Honey', price: 500, quantity: 1, lot: 'NAMED-BY-HAND' },
      ],
    });
    cleanup.push(['orders', made.id]);
    expect(made.items[0]).toMatchObject({ pricePerKg: 150, nominalKg: 0.5, tolerance: 10, lots: [expect.anything()] });
    // The agreed price stands: weighing would charge the price per kg instead.
    expect(made.items[1]).toMatchObject({ price: 70, lineTotal: 70 });
    expect(made.items[1].pricePerKg).toBeUndefined();
    expect(made.items[2]).toMatchObject({ lot: label.code });
    expect(made.items[2].pricePerKg).toBeUndefined();
    expect(made.items[3]).toMatchObject({ lot: 'NAMED-BY-HAND' });
  });
});

describe("an order's history and stock draws", () => {
  it('are written by the shop alone: an operator cannot add, edit or delete one, and deleting the order takes them', async () => {
    const honey = await stockedProduct('Kept Honey');
    const lot = await stockLot(honey, { units: 10 });
    const placed = await createOrderRecord(admin, {
      customerName: 'Kept Records',
      phone: '9800000002',
      items: [{ id: honey.id, name: honey.name, price: 300, quantity: 3 }],
      subtotal: 900,
      deliveryCharge: 0,
      total: 900,
    });
    await admin.collection('orders').update(placed.id, { status: 'Confirmed' });
    const byOrder = admin.filter('order = {:id}', { id: placed.id });
    const draws = await admin.collection('order_allocations').getFullList({ filter: byOrder });
    const history = await admin.collection('order_history').getFullList({ filter: byOrder, sort: 'created,id' });
    expect(draws).toMatchObject([{ lot: lot.id, quantity: 3 }]);
    expect(history.length).toBeGreaterThan(0);
    expect((await lotFigures(lot.id)).remaining).toBe(7);

    // Each write is made when its turn comes (an array of started requests would reject unheard).
    const writes: [string, () => Promise<unknown>][] = [
      ['order_allocations', () => admin.collection('order_allocations').update(draws[0]!.id, { quantity: 1 })],
      ['order_allocations', () => admin.collection('order_allocations').delete(draws[0]!.id)],
      [
        'order_allocations',
        () => admin.collection('order_allocations').create({ order: placed.id, lot: lot.id, line: 0, quantity: 5 }),
      ],
      ['order_history', () => admin.collection('order_history').update(history[0]!.id, { reason: 'never happened' })],
      ['order_history', () => admin.collection('order_history').delete(history[0]!.id)],
      [
        'order_history',
        () => admin.collection('order_history').create({ order: placed.id, kind: 'status', status: 'Open' }),
      ],
    ];
    for (const [collection, write] of writes) {
      const { status, message } = await refusal(write());
      expect(status).toBe(400);
      expect(message).toMatch(
        collection === 'order_history' ? /history is written by the shop as things happen/ : /Stock draws are written/,
      );
    }
    expect(await admin.collection('order_allocations').getFullList({ filter: byOrder })).toEqual(draws);
    expect(await admin.collection('order_history').getFullList({ filter: byOrder, sort: 'created,id' })).toEqual(
      history,
    );
    expect((await lotFigures(lot.id)).remaining).toBe(7);

    // The order's own delete still takes its draws and history (a cascade, not a request), and gives the units back.
    await admin.collection('orders').delete(placed.id);
    expect(await admin.collection('order_allocations').getFullList({ filter: byOrder })).toEqual([]);
    expect(await admin.collection('order_history').getFullList({ filter: byOrder })).toEqual([]);
    expect((await lotFigures(lot.id)).remaining).toBe(10);
  });
});

describe('build records', () => {
  it('let an operator ask for a build or a rollback, and nothing else', async () => {
    const lie = await refusal(
      admin.collection('site_builds').create({ trigger: 'dashboard', status: 'succeeded', live: true, summary: 'ok' }),
    );
    expect(Object.keys(lie.data).sort()).toEqual(['live', 'status', 'summary']);
    expect(lie.data.live!.message).toMatch(/Filled in by the publisher/);
    const stuck = await refusal(admin.collection('site_builds').create({ trigger: 'schedule' }));
    expect(stuck.data.trigger?.message).toMatch(/Use 'dashboard' to publish now/);

    const asked = await admin.collection('site_builds').create({ trigger: 'dashboard', status: 'queued' });
    const rollback = await admin.collection('site_builds').create({ trigger: 'rollback' });
    cleanup.push(['site_builds', asked.id], ['site_builds', rollback.id]);
    for (const change of [{ live: true }, { status: 'succeeded' }, { summary: 'all good' }, { status: 'running' }]) {
      const { status, message } = await refusal(admin.collection('site_builds').update(asked.id, change));
      expect(status).toBe(400);
      expect(message).toMatch(/written by the publisher and cannot be edited/);
    }
    // The publisher (the shop's service account) still writes them.
    const done = await service.collection('site_builds').update(asked.id, { status: 'failed', summary: 'test' });
    expect(done.status).toBe('failed');
    // The live build's record cannot be deleted from the dashboard.
    const live = await admin.collection('site_builds').getList(1, 1, { filter: 'live = true' });
    if (live.items[0])
      expect((await refusal(admin.collection('site_builds').delete(live.items[0].id))).message).toMatch(/is kept/);
  });
});

describe('money', () => {
  it('refuses a coupon without a campaign, under the field', async () => {
    const { data } = await refusal(
      admin
        .collection('coupon')
        .create({ code: `NOCAMP${tag}`.toUpperCase(), discount_type: 'flat', discount_value: 50 }),
    );
    expect(data.campaign?.message).toMatch(/Choose the campaign that pays for this coupon/);
  });

  it('refuses a negative budget and negative order amounts', async () => {
    const budget = await refusal(admin.collection('campaigns').create({ name: `Neg ${tag}`, remaining_budget: -1 }));
    expect(budget.data.remaining_budget?.code).toBe('validation_min_number_constraint');
    const amounts = await refusal(
      admin.collection('orders').create({ orderNumber: `ORD-9${String(Date.now()).slice(-5)}`, total: -10, items: [] }),
    );
    expect(amounts.data.total?.message).toBe('Write whole rupees, 0 or more, e.g. 450 (no paisa).');
  });
});

describe('a campaign left open in the dashboard', () => {
  it('is not saved over the budget orders used meanwhile: refused under the budget until it is reloaded', async () => {
    // A campaign and coupon of its own: no other test's order uses its budget meanwhile.
    const ends = new Date(Date.now() + 30 * 86400_000).toISOString();
    const campaign = await admin
      .collection('campaigns')
      .create({ name: `Stale form ${tag}`, is_active: true, end_time: ends, remaining_budget: 1000 });
    const coupon = await admin.collection('coupon').create({
      code: `STALE${tag}`.toUpperCase(),
      campaign: campaign.id,
      discount_type: 'flat',
      discount_value: 100,
    });
    cleanup.push(['campaigns', campaign.id], ['coupon', coupon.id]);
    // What the operator's form holds (the dashboard sends the whole record it loaded, with its `updated`).
    const opened = await admin.collection('campaigns').getOne(coupon.campaign);
    const input = orderInput(await place(), [{ product: await stockedProduct('Campaign Honey'), quantity: 2 }]);
    const placed = await callAction<PlaceOrderResult>('placeOrder', {
      ...input,
      couponCode: coupon.code,
      expectedTotal: input.expectedTotal - 100,
    });
    expect(placed.error).toBeUndefined();
    const used = opened.remaining_budget - 100;
    expect((await admin.collection('campaigns').getOne(coupon.campaign)).remaining_budget).toBe(used);

    const stale = await refusal(
      admin.collection('campaigns').update(opened.id, { ...opened, name: `${opened.name} ` }),
    );
    expect(stale.status).toBe(400);
    expect(stale.data.remaining_budget?.message).toBe(
      `Changed since you opened it (orders use its budget: Rs. ${used} left now). Reload the campaign and make your change again.`,
    );
    expect((await admin.collection('campaigns').getOne(coupon.campaign)).remaining_budget).toBe(used);
    // Reloaded, the same change is saved, and the budget is what the orders left.
    const fresh = await admin.collection('campaigns').getOne(coupon.campaign);
    const saved = await admin.collection('campaigns').update(fresh.id, { ...fresh, name: `${fresh.name} ` });
    expect(saved).toMatchObject({ name: fresh.name, remaining_budget: used });
  });
});

describe('numbers typed with zeros too many', () => {
  it('a lot of 1e9 units, a budget of 1e20 or a price of 1e20 is refused under its field in words; the ceiling itself is kept', async () => {
    const lot = {
      product: product.id,
      origin_district: 'Chitwan',
      harvest_date: '2026-11-20',
      pack_date: '2026-11-21',
    };
    const atMost = (n: string) => `At most ${n}: check the number for extra zeros.`;
    for (const units of [1e9, 1e16]) {
      const { data } = await refusal(admin.collection('lots').create({ ...lot, units }));
      expect(data.units).toEqual({ code: 'validation_max_number_constraint', message: atMost('10,000,000') });
    }
    const cap = await admin.collection('lots').create({ ...lot, units: 10_000_000 });
    cleanup.push(['lots', cap.id]);
    expect(cap.units).toBe(10_000_000);
    const budget = await refusal(admin.collection('campaigns').create({ name: `Huge ${tag}`, remaining_budget: 1e20 }));
    expect(budget.data.remaining_budget?.message).toBe(atMost('1,000,000,000'));
    const below = await refusal(
      admin.collection('campaigns').create({ name: `Below ${tag}`, remaining_budget: -1e20 }),
    );
    expect(below.data.remaining_budget?.message).toBe('At least 0.');
    const price = await refusal(admin.collection('web_products').update(product.id, { price: 1e20 }));
    expect(price.data.price?.message).toBe(atMost('1,000,000'));
    expect((await admin.collection('web_products').getOne(product.id)).price).toBe(product.price);
    // The help under each of these fields says its ceiling.
    const lots = await admin.collections.getOne('lots');
    for (const name of ['units', 'expected_units', 'preorder_cap'])
      expect((lots.fields.find((f) => f.name === name) as { help?: string }).help, name).toContain('10,000,000');
    const campaigns = await admin.collections.getOne('campaigns');
    expect((campaigns.fields.find((f) => f.name === 'remaining_budget') as { help?: string }).help).toContain(
      '1,000,000,000',
    );
  });
});

describe('search synonyms', () => {
  it('refuses a group of one word, or words run together, under the field; stores a good group tidy', async () => {
    const single = await refusal(admin.collection('search_synonyms').create({ words: '  potato , ' }));
    expect(single.data.words?.message).toMatch(/at least two words .* separated by commas\. Example: potato, aalu/);
    const runTogether = await refusal(
      admin.collection('search_synonyms').create({ words: 'sweet potato sakharkhanda सखरखण्ड shakarkand yam, x' }),
    );
    expect(runTogether.data.words?.message).toMatch(/is too long for one word: separate the words with commas/);
    const group = await admin.collection('search_synonyms').create({ words: ' yam ,tarul,, तरुल ' });
    cleanup.push(['search_synonyms', group.id]);
    expect(group.words).toBe('yam, tarul, तरुल');
  });
});

describe('site settings', () => {
  it('a support phone that no link could dial is refused under the field; Devanagari digits, spaces and dashes are tidied', async () => {
    const settings = await admin.collection('site_settings').getFirstListItem('');
    try {
      for (const typed of ['  call ram dai  ', '12', '+977-1-55501000000000', '977 abc 1234']) {
        const refused = await admin
          .collection('site_settings')
          .update(settings.id, { support_phone: typed })
          .then(
            () => null,
            (e: { status: number; response: { data: Record<string, { message: string }> } }) => e,
          );
        expect(refused?.status, typed).toBe(400);
        expect(refused?.response.data.support_phone?.message, typed).toMatch(/^Write the support phone in digits/);
      }
      expect((await admin.collection('site_settings').getOne(settings.id)).support_phone).toBe(settings.support_phone);
      const nepali = await admin.collection('site_settings').update(settings.id, { support_phone: ' ०१-५५५०१०० ' });
      expect(nepali.support_phone).toBe('01-5550100');
      const empty = await admin.collection('site_settings').update(settings.id, { support_phone: '' });
      expect(empty.support_phone).toBe('');
      // The WhatsApp number as typed from a phone: the same digits.
      for (const typed of ['+977 980-0000000', '९७७९८००००००००'])
        expect(
          (await admin.collection('site_settings').update(settings.id, { whatsapp_number: typed })).whatsapp_number,
        ).toBe('9779800000000');
      await expect(
        admin.collection('site_settings').update(settings.id, { whatsapp_number: 'ask Ram' }),
      ).rejects.toMatchObject({ status: 400 });
      // The delivery hours printed on every order page: a time that is none is refused under the field.
      for (const typed of ['25:00 - 7pm', '10:75-17:00', '13:00 PM - 5:00 PM', '२५:०० - १७:००', '10 AM - 25 PM'])
        await expect(
          admin.collection('site_settings').update(settings.id, { delivery_window: typed }),
          typed,
        ).rejects.toMatchObject({
          status: 400,
          response: { data: { delivery_window: { message: expect.stringContaining('is not a time of day') } } },
        });
      for (const typed of ['10:00 AM - 5:00 PM', '१०:०० - १७:००', 'Morning, 7.30 to 11.00', '7 days, 9am-5 p.m.', ''])
        expect(
          (await admin.collection('site_settings').update(settings.id, { delivery_window: typed })).delivery_window,
        ).toBe(typed);
      // The footer's links: an address without its https:// gets it; one the build could not link is refused.
      const typedBare = await admin
        .collection('site_settings')
        .update(settings.id, { facebook_url: ' www.facebook.com/krishibazaar.np ' });
      expect(typedBare.facebook_url).toBe('https://www.facebook.com/krishibazaar.np');
      for (const typed of ['ftp://instagram.com/krishibazaar', 'javascript:alert(1)', 'https://localhost'])
        await expect(
          admin.collection('site_settings').update(settings.id, { instagram_url: typed }),
          typed,
        ).rejects.toMatchObject({
          status: 400,
          response: { data: { instagram_url: { message: expect.stringContaining('starting with https://') } } },
        });
      expect((await admin.collection('site_settings').getOne(settings.id)).instagram_url).toBe(settings.instagram_url);
    } finally {
      await admin.collection('site_settings').update(settings.id, {
        support_phone: settings.support_phone,
        whatsapp_number: settings.whatsapp_number,
        delivery_window: settings.delivery_window,
        facebook_url: settings.facebook_url,
      });
    }
  });

  it('a wallet wait shorter than paying at the wallet takes is refused under the field; empty still means the default', async () => {
    const settings = await admin.collection('site_settings').getFirstListItem('');
    try {
      // 1 to 4 minutes would cancel shoppers still typing their OTP at eSewa or Khalti (1732004890_wallet_wait_floor.js).
      for (const typed of [1, 4, -5]) {
        const { status, data } = await refusal(
          admin.collection('site_settings').update(settings.id, { wallet_wait_minutes: typed }),
        );
        expect([status, data.wallet_wait_minutes?.code], String(typed)).toEqual([
          400,
          'validation_min_number_constraint',
        ]);
      }
      expect((await admin.collection('site_settings').getOne(settings.id)).wallet_wait_minutes).toBe(
        settings.wallet_wait_minutes,
      );
      for (const typed of [5, 0, 90])
        expect(
          (await admin.collection('site_settings').update(settings.id, { wallet_wait_minutes: typed }))
            .wallet_wait_minutes,
        ).toBe(typed);
    } finally {
      await admin
        .collection('site_settings')
        .update(settings.id, { wallet_wait_minutes: settings.wallet_wait_minutes });
    }
  });
});

describe('coupons', () => {
  it('a code (and a campaign name) is tidied, refused with a sentence when it is another coupon’s or not in A-Z, and a percent stays ≤ 100', async () => {
    const campaign = await admin.collection('campaigns').getFirstListItem('');
    const tag = `T${Date.now().toString(36).toUpperCase()}`;
    const base = { campaign: campaign.id, discount_type: 'flat', discount_value: 10, min_order_amount: 0 };
    const fieldMessage = (p: Promise<unknown>) =>
      p.then(
        () => '',
        (e: { response: { data: Record<string, { message: string }> } }) => Object.values(e.response.data)[0]?.message,
      );
    const spaced = await admin.collection('campaigns').create({ name: `  Old Dashain ${tag}  `, is_active: false });
    cleanup.push(['campaigns', spaced.id]);
    expect(spaced.name).toBe(`Old Dashain ${tag}`);
    const made = await admin.collection('coupon').create({ ...base, code: `  ${tag.toLowerCase()} ` });
    cleanup.push(['coupon', made.id]);
    expect(made.code).toBe(tag);
    // The same code again, in lower case: the sentence, not "Value must be unique.".
    expect(await fieldMessage(admin.collection('coupon').create({ ...base, code: tag.toLowerCase() }))).toBe(
      `There is already a coupon ${tag}: open it to change it, or choose another code.`,
    );
    // Saving the coupon itself again is not a clash with itself.
    expect((await admin.collection('coupon').update(made.id, { discount_value: 20 })).discount_value).toBe(20);
    // (PocketBase ends a field's message with a full stop.)
    expect(await fieldMessage(admin.collection('coupon').create({ ...base, code: 'दशैं५०' }))).toBe(
      'Use only the Latin letters A-Z, digits 0-9, - and _ (no spaces), e.g. DASHAIN100.',
    );
    expect(
      await fieldMessage(
        admin.collection('coupon').create({ ...base, code: `${tag}P`, discount_type: 'percent', discount_value: 150 }),
      ),
    ).toBe('A percent discount is at most 100.');
    // A code any shopper would find by trying: fewer than 3 letters or digits.
    for (const code of ['a', '12', 'A-B', '--'])
      expect(await fieldMessage(admin.collection('coupon').create({ ...base, code })), code).toBe(
        'A code of so few letters or digits is guessed by anyone: use at least 3, e.g. DASHAIN100.',
      );
  });
});

describe('message limits', () => {
  it('a 0 typed into a required box is refused in words, not "Cannot be blank."', async () => {
    const limits = await admin.collection('message_limits').getFirstListItem('');
    const refusal = (body: Record<string, number>) =>
      admin
        .collection('message_limits')
        .update(limits.id, body)
        .then(
          () => null,
          (e: { status: number; response: { data: Record<string, { message: string }> } }) => e,
        );
    const zero = await refusal({ sms_per_second: 0, max_attempts: 0 });
    expect(zero?.status).toBe(400);
    expect(zero?.response.data.sms_per_second?.message).toBe(
      'Type how many SMS a second, from 0.01 (one every 100 seconds) to 100.',
    );
    expect(zero?.response.data.max_attempts?.message).toBe('Type how many times a message is tried, from 1 to 50.');
    expect(await admin.collection('message_limits').getOne(limits.id)).toMatchObject({
      sms_per_second: limits.sms_per_second,
      max_attempts: limits.max_attempts,
    });
  });
});

describe('the settings records', () => {
  it.each([
    [
      'site_settings',
      { support_phone: '9800000000' },
      'There is only one site settings record: open the existing one and edit it instead of adding another.',
      'The site settings record cannot be deleted. To go back to a default, empty that field and save.',
    ],
    [
      'message_limits',
      { sms_per_second: 1, max_attempts: 3, sms_parts_per_day: 0 },
      'There is only one message limits record: open the existing one and edit it instead of adding another.',
      'The message limits record cannot be deleted: the sender would have no daily cap of SMS parts. To send without a cap, type 0 in sms_parts_per_day and save.',
    ],
  ])('%s: a second record is refused, and the one cannot be deleted', async (collection, second, oneOnly, kept) => {
    const [only, ...others] = await admin.collection(collection).getFullList();
    expect(others).toEqual([]);
    expect(await refusal(admin.collection(collection).create(second))).toMatchObject({ status: 400, message: oneOnly });
    expect(await refusal(admin.collection(collection).delete(only!.id))).toMatchObject({ status: 400, message: kept });
    expect(await admin.collection(collection).getFullList()).toEqual([only]);
  });
});

describe('cooperatives', () => {
  it('a name is stored tidy, and a second record for the same cooperative (other capitals or spaces) is refused', async () => {
    const name = `Sindhu Coop ${tag}`;
    const first = await admin
      .collection('cooperatives')
      .create({ name: `  Sindhu   Coop ${tag} `, commission_percent: 10 });
    cleanup.push(['cooperatives', first.id]);
    expect(first.name).toBe(name);
    for (const typed of [name, ` sindhu  coop ${tag.toUpperCase()}`, `SINDHU COOP\t${tag}`]) {
      const refused = await refusal(admin.collection('cooperatives').create({ name: typed, commission_percent: 20 }));
      expect([refused.status, refused.data.name?.message], typed).toEqual([
        400,
        `Another cooperative is already named “${name}” (capitals and spaces do not count, as lots name their cooperative as typed): open that one and edit it.`,
      ]);
    }
    expect(
      await admin.collection('cooperatives').getFullList({ filter: admin.filter('name ~ {:t}', { t: tag }) }),
    ).toHaveLength(1);
    // the record itself saves with its own name, recased; another cooperative cannot be renamed onto it
    expect((await admin.collection('cooperatives').update(first.id, { name: name.toUpperCase() })).name).toBe(
      name.toUpperCase(),
    );
    const other = await admin.collection('cooperatives').create({ name: `Kavre Coop ${tag}`, commission_percent: 5 });
    cleanup.push(['cooperatives', other.id]);
    expect((await refusal(admin.collection('cooperatives').update(other.id, { name }))).status).toBe(400);
    expect((await admin.collection('cooperatives').getOne(other.id)).name).toBe(`Kavre Coop ${tag}`);
  });
});

describe('farmers', () => {
  it('a name of spaces alone is refused under the field; a name is stored trimmed', async () => {
    const before = (await admin.collection('farmers').getList(1, 1)).totalItems;
    for (const typed of ['   ', '\t', '…'])
      expect((await refusal(admin.collection('farmers').create({ name: typed, sort: 9999 }))).data.name?.message).toBe(
        "Write the farmer's name, as shoppers will see it. Example: Purna Bahadur Gurung.",
      );
    expect((await admin.collection('farmers').getList(1, 1)).totalItems).toBe(before);
    const farmer = await admin.collection('farmers').create({ name: `  Ram Thapa ${tag} `, sort: 9999 });
    cleanup.push(['farmers', farmer.id]);
    expect(farmer.name).toBe(`Ram Thapa ${tag}`);
    expect((await refusal(admin.collection('farmers').update(farmer.id, { name: ' ' }))).status).toBe(400);
    expect((await admin.collection('farmers').getOne(farmer.id)).name).toBe(`Ram Thapa ${tag}`);
  });
});
