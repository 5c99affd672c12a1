// Back-in-stock requests (docs/notifications.md "Back in stock"): a code in the outbox, a wrong code refused with the
// tries left, an expired code, too many tries, too many codes, one message when the product opens and never a second,
// opt-outs, and who may read the requests. Through the shop's actions, as a browser calls them
// (src/features/alerts/actions.ts), against the real PocketBase hooks (pocketbase/pb_hooks/lib/stock-alerts.js).
import { randomInt } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { adminPb, anonymousClient, testStack } from '@tests/harness/stack';
import { createStaff, staffPb } from '@tests/harness/staff';
import { comingHarvest, stockedProduct, stockLot } from '@tests/harness/stock';
import type { SeedProduct } from '@tests/harness/seed';

let admin: PocketBase;

beforeAll(async () => {
  admin = await adminPb();
});

/** A number no other test uses, so the limit of codes per number never meets another test's. */
const freshPhone = () => `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A stock-tracked product with nothing to order: its one lot is closed. */
async function soldOut(name: string): Promise<{ product: SeedProduct; lot: { id: string } }> {
  const product = await stockedProduct(name);
  const lot = await stockLot(product, { units: 5, stock_status: 'closed' });
  return { product, lot };
}

const page = (language: 'en' | 'ne', product: SeedProduct) =>
  `${testStack().shopUrl}${language === 'ne' ? '/ne' : ''}/products/${product.slug}`;

async function ask(product: SeedProduct, phone: string, language: 'en' | 'ne' = 'en') {
  return callAction<{ request: string; expires: string }>(
    'askStockAlert',
    { product: product.id, phone },
    { headers: { Referer: page(language, product) } },
  );
}

async function confirm(request: string, code: string, language: 'en' | 'ne' = 'en') {
  return callAction<{ active: true }>(
    'confirmStockAlert',
    { request, code },
    { headers: { Referer: `${testStack().shopUrl}${language === 'ne' ? '/ne' : ''}/products/x` } },
  );
}

async function messagesOf(request: string) {
  return admin
    .collection('messages')
    .getFullList({ filter: admin.filter('alert = {:a}', { a: request }), sort: 'created' });
}

/** The code the shop wrote to the outbox for this request (as the shopper reads it in the SMS). */
async function codeOf(request: string): Promise<string> {
  const [message] = (await messagesOf(request)).filter((m) => m.event === 'alert_code');
  const code = /\b(\d{6})\b/.exec(String(message?.text ?? ''))?.[1];
  if (!code) throw new Error(`no code message for ${request}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Asks and types the right code: the request is active. */
async function activeRequest(product: SeedProduct, phone: string, language: 'en' | 'ne' = 'en') {
  const asked = await ask(product, phone, language);
  expect(asked.error).toBeUndefined();
  const request = asked.data!.request;
  expect((await confirm(request, await codeOf(request))).error).toBeUndefined();
  return request;
}

describe('a back-in-stock request', () => {
  it('refuses a wrong code with the tries left, then takes the right one', async () => {
    const { product } = await soldOut('Alert Honey');
    const phone = freshPhone();
    const asked = await ask(product, phone);
    expect(asked.error).toBeUndefined();
    const request = asked.data!.request;

    const [codeMessage] = await messagesOf(request);
    expect(codeMessage).toMatchObject({
      event: 'alert_code',
      channel: 'sms',
      language: 'en',
      recipient: phone,
      state: 'not_sent',
      note: 'not sent: no provider',
    });
    expect(codeMessage!.order).toBe('');
    expect(codeMessage!.text).toContain(product.name);
    const code = await codeOf(request);
    const stored = await admin.collection('stock_alerts').getOne(request);
    // Kept hashed: the code is nowhere in the request.
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored).toMatchObject({ state: 'pending', phone, language: 'en', attempts: 0 });

    const wrong = await confirm(request, wrongCode(code));
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'That code is not right. Tries left: 4.',
    });
    expect(await admin.collection('stock_alerts').getOne(request)).toMatchObject({ state: 'pending', attempts: 1 });

    const right = await confirm(request, code);
    expect(right.error).toBeUndefined();
    expect(right.data).toEqual({ active: true });
    expect(await admin.collection('stock_alerts').getOne(request)).toMatchObject({ state: 'active' });
  });

  it('refuses a number that is not a Nepali mobile and a code that is not 6 digits, changing nothing', async () => {
    const { product } = await soldOut('Alert Rice');
    const before = (await admin.collection('stock_alerts').getList(1, 1)).totalItems;
    const badPhone = await ask(product, '12345');
    expect(badPhone.error).toMatchObject({ status: 400, message: 'Please enter a valid Nepali mobile number' });
    const noProduct = await callAction('askStockAlert', { product: 'abcdefghijklmno', phone: freshPhone() });
    expect(noProduct.error).toMatchObject({ status: 404, message: 'This product is no longer in the shop.' });
    const extra = await callAction('askStockAlert', { product: product.id, phone: freshPhone(), admin: true });
    expect(extra.error?.status).toBe(400);
    expect((await admin.collection('stock_alerts').getList(1, 1)).totalItems).toBe(before);

    const asked = await ask(product, freshPhone());
    const shape = await confirm(asked.data!.request, '12ab');
    expect(shape.error).toMatchObject({ status: 400, message: 'Type the 6 digits of the code from the SMS.' });
    expect(await admin.collection('stock_alerts').getOne(asked.data!.request)).toMatchObject({ attempts: 0 });
  });

  it('is refused for a product that can be ordered now', async () => {
    const product = await stockedProduct('Alert Open Honey'); // no lots: sells as before
    const asked = await ask(product, freshPhone());
    expect(asked.error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(asked.error?.message).toMatch(/can be ordered now/);
  });

  it('refuses an expired code, even the right one', async () => {
    const { product } = await soldOut('Alert Lentils');
    const asked = await ask(product, freshPhone());
    const request = asked.data!.request;
    await admin.collection('stock_alerts').update(request, { code_expires: '2020-01-01 00:00:00.000Z' });
    const late = await confirm(request, await codeOf(request));
    expect(late.error).toMatchObject({ status: 409, message: 'That code has expired. Ask for a new one.' });
    expect(await admin.collection('stock_alerts').getOne(request)).toMatchObject({ state: 'ended' });
  });

  it('ends after five wrong codes: the right one no longer works', async () => {
    const { product } = await soldOut('Alert Millet');
    const asked = await ask(product, freshPhone());
    const request = asked.data!.request;
    const code = await codeOf(request);
    for (let left = 4; left >= 1; left--) {
      const wrong = await confirm(request, wrongCode(code));
      expect(wrong.error?.message).toBe(`That code is not right. Tries left: ${left}.`);
    }
    const fifth = await confirm(request, wrongCode(code));
    expect(fifth.error).toMatchObject({ status: 409, message: 'Too many wrong codes. Ask for a new one.' });
    const right = await confirm(request, code);
    expect(right.error).toMatchObject({ status: 409, message: 'Too many wrong codes. Ask for a new one.' });
    expect(await admin.collection('stock_alerts').getOne(request)).toMatchObject({ state: 'ended', attempts: 5 });
  });

  it('sends at most three codes an hour to one number', async () => {
    const { product } = await soldOut('Alert Ghee');
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await ask(product, phone)).error).toBeUndefined();
    const fourth = await ask(product, phone);
    expect(fourth.error).toMatchObject({
      status: 429,
      message: 'Too many codes were sent to this number. Please try again in an hour.',
    });
    const codes = await admin.collection('messages').getFullList({
      filter: admin.filter('recipient = {:p} && event = "alert_code"', { p: phone }),
    });
    expect(codes).toHaveLength(3);
  });

  it("keeps most of the day's SMS parts for orders: codes stop at a quarter of the cap, for every number", async () => {
    const { product } = await soldOut('Alert Busy Ghee');
    // A code today, within the share.
    expect((await ask(product, freshPhone())).error).toBeUndefined();
    const [limits] = await admin.collection('message_limits').getFullList();
    // A cap of 1 part: the codes sent today used more than their quarter of it.
    await admin.collection('message_limits').update(limits.id, { sms_parts_per_day: 1 });
    try {
      const phone = freshPhone();
      expect((await ask(product, phone)).error).toMatchObject({
        status: 429,
        message: 'The shop cannot send more codes today. Please try again tomorrow.',
      });
      expect((await ask(product, phone, 'ne')).error).toMatchObject({
        status: 429,
        message: 'पसलले आज थप कोड पठाउन सक्दैन। भोलि फेरि प्रयास गर्नुहोस्।',
      });
      const written = await admin.collection('messages').getFullList({
        filter: admin.filter('recipient = {:p}', { p: phone }),
      });
      expect(written).toEqual([]);
    } finally {
      await admin.collection('message_limits').update(limits.id, { sms_parts_per_day: limits.sms_parts_per_day });
    }
    expect((await ask(product, freshPhone())).error).toBeUndefined();
  });

  it('writes one message in the language asked in when the product opens, and none when it opens again', async () => {
    const { product, lot } = await soldOut('Alert Tea');
    const phone = freshPhone();
    const request = await activeRequest(product, phone, 'ne');
    const [codeMessage] = await messagesOf(request);
    expect(codeMessage).toMatchObject({ language: 'ne' });
    expect(codeMessage!.text).toContain('कृषि बजार');

    // A lot saved without opening it: nothing yet.
    await admin.collection('lots').update(lot.id, { units: 6 });
    expect((await messagesOf(request)).map((m) => m.event)).toEqual(['alert_code']);

    await admin.collection('lots').update(lot.id, { stock_status: 'on sale' });
    const told = (await messagesOf(request)).filter((m) => m.event === 'back_in_stock');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      language: 'ne',
      recipient: phone,
      state: 'not_sent',
      note: 'not sent: no provider',
    });
    expect(told[0]!.text).toContain(`/ne/products/${product.slug}`);
    expect(told[0]!.text).toContain('फेरि अर्डर गर्न सकिन्छ');
    expect(await admin.collection('stock_alerts').getOne(request)).toMatchObject({ state: 'done' });
    // An operator cannot set a told request going again (its second telling would clash with its first message inside
    // every delivery of the product), nor make one by hand: a 400 under the field, and nothing changes.
    const again = await admin
      .collection('stock_alerts')
      .update(request, { state: 'active' })
      .catch((err) => err.response);
    expect(again.data.state.message).toMatch(/An alert is told once: to stop one, set its state to ended/);
    const made = await admin
      .collection('stock_alerts')
      .create({ product: product.id, phone: freshPhone(), language: 'en', state: 'active' })
      .catch((err) => err.response);
    expect(made.message).toMatch(/asked for by the shopper on the product page/);
    expect(await admin.collection('stock_alerts').getOne(request)).toMatchObject({ state: 'done' });

    // Closed and opened again, and another lot: the request has ended, so no second message.
    await admin.collection('lots').update(lot.id, { stock_status: 'closed' });
    await admin.collection('lots').update(lot.id, { stock_status: 'on sale' });
    await stockLot(product, { units: 3 });
    expect((await messagesOf(request)).filter((m) => m.event === 'back_in_stock')).toHaveLength(1);
  });

  it('opens with a pre-order lot, and with a new lot on sale; an operator may end a request first', async () => {
    const { product } = await soldOut('Alert Cardamom');
    const request = await activeRequest(product, freshPhone());
    const ended = await activeRequest(product, freshPhone());
    await admin.collection('stock_alerts').update(ended, { state: 'ended' });
    await stockLot(product, { units: 0, stock_status: 'pre-order', expected_units: 20, harvest_date: comingHarvest() });
    expect((await messagesOf(request)).filter((m) => m.event === 'back_in_stock')).toHaveLength(1);
    expect((await messagesOf(ended)).filter((m) => m.event === 'back_in_stock')).toEqual([]);

    const second = await soldOut('Alert Cardamom Two');
    const other = await activeRequest(second.product, freshPhone());
    await stockLot(second.product, { units: 4 });
    const [message] = (await messagesOf(other)).filter((m) => m.event === 'back_in_stock');
    expect(message).toMatchObject({ language: 'en' });
    expect(message!.text).toContain(second.product.name);
  });

  it('opens when an operator deletes the closed lot that kept its product sold out', async () => {
    const { product, lot } = await soldOut('Alert Deleted Lot Ghee');
    const request = await activeRequest(product, freshPhone());
    await admin.collection('lots').delete(lot.id);
    expect(await admin.collection('web_products').getOne(product.id)).toMatchObject({ stock_tracked: false });
    expect((await messagesOf(request)).filter((m) => m.event === 'back_in_stock')).toHaveLength(1);
    expect(await admin.collection('stock_alerts').getOne(request)).toMatchObject({ state: 'done' });
  });

  it('opens when an operator makes an unavailable product available again', async () => {
    const product = await stockedProduct('Alert Unavailable Honey'); // not stock-tracked
    await admin.collection('web_products').update(product.id, { is_available: false });
    const request = await activeRequest(product, freshPhone());
    await admin.collection('web_products').update(product.id, { name: `${product.name} (renamed)` });
    expect((await messagesOf(request)).map((m) => m.event)).toEqual(['alert_code']);
    await admin.collection('web_products').update(product.id, { is_available: true });
    const told = (await messagesOf(request)).filter((m) => m.event === 'back_in_stock');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`${product.name} (renamed)`);
  });

  it('is told at once when the product opened between the ask and the code', async () => {
    const { product, lot } = await soldOut('Alert Walnut');
    const asked = await ask(product, freshPhone());
    const request = asked.data!.request;
    await admin.collection('lots').update(lot.id, { stock_status: 'on sale' });
    expect((await messagesOf(request)).map((m) => m.event)).toEqual(['alert_code']);
    expect((await confirm(request, await codeOf(request))).error).toBeUndefined();
    expect((await messagesOf(request)).map((m) => m.event)).toEqual(['alert_code', 'back_in_stock']);
    expect(await admin.collection('stock_alerts').getOne(request)).toMatchObject({ state: 'done' });
  });

  it('tells once a number that asked twice for one product', async () => {
    const { product, lot } = await soldOut('Alert Beans');
    const phone = freshPhone();
    const first = await activeRequest(product, phone);
    const second = await activeRequest(product, phone);
    await admin.collection('lots').update(lot.id, { stock_status: 'on sale' });
    const told = await admin.collection('messages').getFullList({
      filter: admin.filter('recipient = {:p} && event = "back_in_stock"', { p: phone }),
    });
    expect(told).toHaveLength(1);
    expect(told[0]!.alert).toBe(first);
    expect(await admin.collection('stock_alerts').getOne(second)).toMatchObject({ state: 'ended' });
  });

  it('gives a number that opted out its code, and nothing more', async () => {
    const { product, lot } = await soldOut('Alert Turmeric');
    const phone = freshPhone();
    const optout = await admin.collection('message_optouts').create({ phone });
    try {
      const request = await activeRequest(product, phone);
      await admin.collection('lots').update(lot.id, { stock_status: 'on sale' });
      const messages = await messagesOf(request);
      expect(messages.map((m) => [m.event, m.note])).toEqual([
        ['alert_code', 'not sent: no provider'],
        ['back_in_stock', 'not sent: the shopper asked for no messages'],
      ]);
    } finally {
      await admin.collection('message_optouts').delete(optout.id);
    }
  });

  it("an opt-out stops that number's waiting back-in-stock message, and no other number's", async () => {
    const { product, lot } = await soldOut('Alert Cardamom');
    const [optingOut, other] = [freshPhone(), freshPhone()];
    const requests = [await activeRequest(product, optingOut), await activeRequest(product, other)];
    await admin.collection('lots').update(lot.id, { stock_status: 'on sale' });
    // As with a provider set at night: all wait for the morning (quiet hours).
    for (const request of requests)
      for (const m of await messagesOf(request)) await admin.collection('messages').update(m.id, { state: 'held' });
    const optout = await admin.collection('message_optouts').create({ phone: optingOut });
    try {
      const states = async (request: string) => (await messagesOf(request)).map((m) => [m.event, m.state]);
      expect(await states(requests[0]!)).toEqual([
        ['alert_code', 'held'],
        ['back_in_stock', 'not_sent'],
      ]);
      expect(await states(requests[1]!)).toEqual([
        ['alert_code', 'held'],
        ['back_in_stock', 'held'],
      ]);
    } finally {
      await admin.collection('message_optouts').delete(optout.id);
    }
  });

  it('keeps who asked from shoppers and staff', async () => {
    const { product } = await soldOut('Alert Pepper');
    const phone = freshPhone();
    const request = await activeRequest(product, phone);
    const anonymous = anonymousClient();
    await expect(anonymous.collection('stock_alerts').getList()).rejects.toMatchObject({ status: 403 });
    await expect(anonymous.collection('stock_alerts').getOne(request)).rejects.toMatchObject({ status: 403 });
    const staff = await staffPb(admin, await createStaff(admin, 'Alert Desk'));
    await expect(staff.collection('stock_alerts').getList()).rejects.toMatchObject({ status: 403 });
    const seen = await staff
      .collection('messages')
      .getFullList({ filter: staff.filter('recipient = {:p}', { p: phone }) });
    expect(seen).toEqual([]);
    // The shop's answer is the same whether or not the number asked before.
    const again = await ask(product, phone);
    expect(Object.keys(again.data ?? {}).sort()).toEqual(['expires', 'request']);
  });

  it('refuses a template without its code or product, and uses an edited one', async () => {
    const template = await admin.collection('message_templates').getFirstListItem('event = "alert_code"');
    await expect(
      admin.collection('message_templates').update(template.id, { sms_en: 'Krishi Bazaar: your code.' }),
    ).rejects.toMatchObject({
      status: 400,
      response: { data: { sms_en: { code: 'validation_invalid_placeholder' } } },
    });
    await expect(
      admin.collection('message_templates').update(template.id, { sms_ne: 'कोड {code}, अर्डर {order}' }),
    ).rejects.toMatchObject({ status: 400 });
    const told = await admin.collection('message_templates').getFirstListItem('event = "back_in_stock"');
    await expect(
      admin.collection('message_templates').update(told.id, { sms_en: 'It is back! {link}' }),
    ).rejects.toMatchObject({ status: 400 });
    try {
      await admin.collection('message_templates').update(template.id, { sms_en: 'Code {code} for {product}.' });
      const { product } = await soldOut('Alert Salt');
      const asked = await ask(product, freshPhone());
      const [message] = await messagesOf(asked.data!.request);
      expect(message!.text).toMatch(new RegExp(`^Code \\d{6} for ${product.name}\\. Reply STOP to stop messages\\.$`));
    } finally {
      await admin.collection('message_templates').update(template.id, { sms_en: template.sms_en });
    }
  });
});
