// A name, landmark, lead or comment made only of invisible characters (zero-width spaces, Hangul fillers, word
// joiners...) showed as a blank on the desk. The running shop refuses each with its message and writes nothing, in
// English and Nepali; PocketBase's order hook refuses a placement with such a name or landmark too (posted as the
// shop's service account, as a caller that skipped the shop's checks would), running the rule with Go's regexp
// (pocketbase/pb_hooks/lib/visible-text.js). tests/unit/lib/visible-text.test.ts holds the whole corpus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { callAction, type CallOptions } from '@tests/harness/actions-client';
import { customer, newKey, orderCount, orderInput } from '@tests/harness/orders';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminClient, servicePb, testStack } from '@tests/harness/stack';

const INVISIBLE: [label: string, text: string][] = [
  ['zero-width spaces', '\u200B\u200B'],
  ['joiners (ZWNJ, ZWJ, word joiner)', '\u200C\u200D\u2060'],
  ['Hangul fillers', '\u3164\u115F\u1160\uFFA0'],
  ['a soft hyphen and a Braille blank', '\u00AD\u2800'],
  ['combining marks alone', '\u0301\u094D'],
  ['a mix with spaces and a byte order mark', ' \u200B \u3164 \uFEFF '],
];

const fromPage = (path: string): CallOptions => ({ headers: { Referer: new URL(path, testStack().shopUrl).href } });

let apple: SeedProduct;
let kathmandu: SeedPlace;
let admin: PocketBase;
const count = async (collection: string) => (await admin.collection(collection).getList(1, 1)).totalItems;
const counts = async () => ({
  orders: await orderCount(),
  qr_form: await count('qr_form'),
  feedback: await count('feedback'),
});
let before: Awaited<ReturnType<typeof counts>>;

beforeAll(async () => {
  [apple, kathmandu] = await Promise.all([product('jumla-apple'), place()]);
  admin = await adminClient();
  before = await counts();
});

afterAll(async () => {
  // Every call below was refused (the one accepted placement is counted where it is made).
  expect(await counts()).toEqual({ ...before, orders: before.orders + 1 });
});

describe('placeOrder', () => {
  it.each(INVISIBLE)('refuses a name and a landmark of %s with their messages', async (_label, text) => {
    const input = orderInput(kathmandu, [{ product: apple, quantity: 1 }], {
      customer: customer(kathmandu, { name: text, landmark: `\u2060${text}` }),
    });
    const { error } = await callAction('placeOrder', input);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Name must contain at least one letter or digit. Landmark must contain at least one letter or digit.',
    });
    const nepali = await callAction('placeOrder', input, fromPage('/ne/products/jumla-apple'));
    expect(nepali.error).toMatchObject({
      status: 400,
      message: 'नाममा कम्तीमा एउटा अक्षर वा अङ्क हुनुपर्छ। चिनारी ठाउँमा कम्तीमा एउटा अक्षर वा अङ्क हुनुपर्छ।',
    });
  });
});

describe('a letter newer than PocketBase knows', () => {
  // U+2EBF0, a CJK letter of Unicode 15.1: Node's regular expressions know it as a letter, Go's (Unicode 15.0 in
  // PocketBase's build) do not, so the shop lets it through and the order hook refuses it. The shopper is told which
  // field, as for any other name without a letter; nothing is written.
  it('is refused as the field without a letter, in the page language, not answered 500', async () => {
    const input = orderInput(kathmandu, [{ product: apple, quantity: 1 }], {
      customer: customer(kathmandu, { name: '\u{2EBF0}' }),
    });
    const { error } = await callAction('placeOrder', input);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Name must contain at least one letter or digit',
    });
    const nepali = await callAction('placeOrder', input, fromPage('/ne/products/jumla-apple'));
    expect(nepali.error).toMatchObject({ status: 400, message: 'नाममा कम्तीमा एउटा अक्षर वा अङ्क हुनुपर्छ' });
  });

  it('in a lead or a feedback comment is refused on its field, in the page language, and nothing is stored', async () => {
    const stored = await counts();
    const lead = {
      fullName: '\u{2EBF0}',
      mobile: '9812345678',
      business: 'Newer Letters Farm',
      email: 'lead@testfarm.com.np',
      nature: 'Honey producer',
    };
    const { error } = await callAction('submitQrLead', lead);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', type: 'AstroActionInputError' });
    expect(error!.issues?.map((i) => [i.path?.join('.'), i.message])).toEqual([
      ['fullName', 'Full Name must contain at least one letter or digit'],
    ]);
    expect(error!.message).toContain('Full Name must contain at least one letter or digit');
    const feedback = { rating: 4, phone: '9712345678', comment: '\u{2EBF0}\u{2EBF0}' };
    const nepali = await callAction('submitFeedback', feedback, fromPage('/ne/feedback'));
    expect(nepali.error).toMatchObject({ status: 400, type: 'AstroActionInputError' });
    expect(nepali.error!.issues?.map((i) => [i.path?.join('.'), i.message])).toEqual([
      ['comment', 'टिप्पणीमा कम्तीमा एउटा अक्षर वा अङ्क हुनुपर्छ'],
    ]);
    expect(await counts()).toEqual(stored);
  });
});

describe('the forms', () => {
  const lead = {
    fullName: 'Invisible Lead',
    mobile: '9812345678',
    business: 'Test Farm',
    email: 'lead@testfarm.com.np',
    nature: 'Honey producer',
  };

  it.each(INVISIBLE)('refuse a QR lead whose name, business and nature are %s', async (_label, text) => {
    const { error } = await callAction('submitQrLead', { ...lead, fullName: text, business: text, nature: text });
    expect(error).toMatchObject({ status: 400, type: 'AstroActionInputError' });
    expect(error!.issues?.map((i) => [i.path?.join('.'), i.message])).toEqual([
      ['fullName', 'Full Name must contain at least one letter or digit'],
      ['business', 'Business Name must contain at least one letter or digit'],
      ['nature', 'Nature of Business must contain at least one letter or digit'],
    ]);
  });

  it.each(INVISIBLE)('refuse a feedback comment of %s, in Nepali on the Nepali page', async (_label, text) => {
    const input = { rating: 5, phone: '9712345678', comment: text };
    const { error } = await callAction('submitFeedback', input);
    expect(error).toMatchObject({ status: 400, type: 'AstroActionInputError' });
    expect(error!.issues?.map((i) => i.message)).toEqual(['Comment must contain at least one letter or digit']);
    const nepali = await callAction('submitFeedback', input, fromPage('/ne/feedback'));
    expect(nepali.error!.issues?.map((i) => i.message)).toEqual(['टिप्पणीमा कम्तीमा एउटा अक्षर वा अङ्क हुनुपर्छ']);
  });
});

describe('the order hook (POST /api/shop/orders as the service account)', () => {
  const placement = (details: { customerName: string; landmark: string }) => ({
    idempotencyKey: newKey(),
    order: {
      phone: '9812345678',
      district: kathmandu.districtName,
      city: kathmandu.cityName,
      ...details,
      items: [{ id: apple.id, name: apple.name, price: apple.price, quantity: 1 }],
      subtotal: apple.price,
      deliveryCharge: 0,
      discount_amount: 0,
      delivery_discount_amount: 0,
      total: apple.price,
    },
  });
  /** What the hook answers, and whether an order with the placement's key exists afterwards. */
  async function post(body: ReturnType<typeof placement>) {
    const pb = await servicePb();
    const answer = await pb.send('/api/shop/orders', { method: 'POST', body }).then(
      (data) => ({ status: 201, data }),
      (err) => ({ status: err.status as number, data: err.response }),
    );
    const stored = await admin
      .collection('orders')
      .getList(1, 1, { filter: admin.filter('idempotencyKey = {:key}', { key: body.idempotencyKey }) });
    return { ...answer, stored: stored.totalItems };
  }

  it.each(INVISIBLE)('refuses a customer name of %s and writes nothing', async (_label, text) => {
    const answer = await post(placement({ customerName: text, landmark: 'Blue gate' }));
    expect(answer).toEqual({
      status: 400,
      data: { code: 'invalid', message: 'customerName must contain at least one letter or digit' },
      stored: 0,
    });
  });

  it.each(INVISIBLE)('refuses a landmark of %s and writes nothing', async (_label, text) => {
    const answer = await post(placement({ customerName: 'Sita Sharma', landmark: text }));
    expect(answer).toEqual({
      status: 400,
      data: { code: 'invalid', message: 'landmark must contain at least one letter or digit' },
      stored: 0,
    });
  });

  it('places an order for a Nepali name written with a virama and a zero-width joiner', async () => {
    const answer = await post(placement({ customerName: 'क्\u200Dष राम', landmark: '\u200Bचोक ७' }));
    expect(answer).toMatchObject({ status: 201, stored: 1 });
  });
});
