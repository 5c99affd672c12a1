// The sender (server/notify/sender.ts, scripts/sender.mjs) through a real Kannel (bearerbox + smsbox) with fakesmsc as
// the phone network (tests/harness/kannel.ts): every order event reaches the phone once, in the shopper's language, in
// order; the gateway down for a while, or the sender killed mid-send, loses nothing and sends nothing twice; opt-out,
// quiet hours and the daily cap hold; delivery reports are recorded and cannot be forged. docs/notifications.md.
import type { Server } from 'node:http';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partsOf } from '../../../server/notify/backoff.ts';
import { type Kannel, sendsmsProxy, startKannel } from '@tests/harness/kannel';
import { operatorOrder, releaseHeld, type SenderShop, smsPartsSentToday, startSenderShop } from '@tests/harness/sender';
import { deliverWithCash } from '@tests/harness/staff';
import { waitFor } from '@tests/harness/wait';
import { LONG_TEST_MARGIN, NEPAL_MIDNIGHT, QUIET_HOURS_EDGES, waitPastNepalEdges } from '@tests/harness/clock-edge';

let kannel: Kannel;
let shop: SenderShop;
let admin: PocketBase;
/** Between the sender and smsbox: passes requests on, or holds them (tests of a crash mid-send). */
let proxy: Server;
let proxyMode: 'pass' | 'hold-before' | 'hold-after' = 'pass';
let proxyUrl = '';
let seq = 0;
let phoneSeq = 0;

// this file's own PocketBase: a counter cannot meet another order's number (a random one could, and was refused)
const orderNumber = () => `ORD-${700000 + seq++}`;
/** A phone number no other test in this file uses, so fakesmsc's lines are told apart. */
const newPhone = () => `98${String(60000000 + process.pid * 100 + phoneSeq++).slice(-8)}`;

// A message the quiet hours hold, or one more SMS part than the day's cap, depends on the hour a test runs at: none
// begins in the minutes before 21:00, 07:00 or Nepal's midnight.
beforeEach(() => waitPastNepalEdges([...QUIET_HOURS_EDGES, ...NEPAL_MIDNIGHT], LONG_TEST_MARGIN));

beforeAll(async () => {
  kannel = await startKannel();
  ({ server: proxy, url: proxyUrl } = await sendsmsProxy(kannel, {
    before: () => proxyMode === 'hold-before', // the gateway never hears of it; the sender waits
    after: (answer) => {
      if (proxyMode !== 'hold-after') return false;
      answer.resume(); // Kannel took it; the sender never hears so
      return true;
    },
  }));
  shop = await startSenderShop({
    SMS_PROVIDER: 'kannel',
    SMS_API_URL: proxyUrl,
    SMS_TOKEN: kannel.token,
    SMS_FROM: 'KrishiBzr',
  });
  admin = shop.admin;
  const [limits] = await admin.collection('message_limits').getFullList();
  await admin
    .collection('message_limits')
    .update(limits.id, { sms_per_second: 20, sms_parts_per_day: 0, max_attempts: 12 });
  await shop.startSender();
}, 120_000);

beforeEach(async () => {
  proxyMode = 'pass';
  await shop.ensureSender();
});

afterAll(async () => {
  proxy?.closeAllConnections();
  proxy?.close();
  await shop?.stop();
  await kannel?.stop();
});

const messagesOf = (orderId: string) =>
  admin.collection('messages').getFullList({ filter: admin.filter('order = {:o}', { o: orderId }), sort: 'event_seq' });

const receivedBy = (phone: string) => kannel.received().filter((sms) => sms.to === phone);

/**
 * Walks an order through its steps, each a message. The test may run in the quiet hours (21:00-07:00 Nepal time),
 * where the confirmation is held for 07:00 while "out for delivery" goes at any hour: each step's held message is
 * released (as an operator can in the dashboard) before the next step, so the phone gets them in the order of the
 * events. Released only at the end, a quick sender sent the night's "out for delivery" before the confirmation (a CI
 * failure at Nepal's midnight).
 */
async function walk(orderId: string) {
  for (const status of ['Confirmed', 'Out for Delivery']) {
    await admin.collection('orders').update(orderId, { status });
    await releaseHeld(admin, orderId);
  }
  await deliverWithCash(admin, orderId);
  await releaseHeld(admin, orderId);
}

/** Waits until every message of the order is settled (sent or otherwise) and the phone has `count` of them. */
/** `writtenDown`: also wait for the sender to record each acceptance (a delivery report can mark one sent first). */
async function settled(orderId: string, phone: string, count: number, timeoutMs = 30_000, writtenDown = false) {
  try {
    return await waitFor(
      `${count} SMS to ${phone}`,
      async () => {
        const messages = await messagesOf(orderId);
        const busy = messages.some(
          (m) =>
            ['queued', 'held', 'sending'].includes(m.state) || (writtenDown && m.state === 'sent' && !m.provider_id),
        );
        return !busy && receivedBy(phone).length >= count ? messages : null;
      },
      timeoutMs,
    );
  } catch (err) {
    // what each side held when it timed out: the outbox, the phone, the sender's log and Kannel's queues
    const outbox = (await messagesOf(orderId)).map(
      (m) => `${m.event} ${m.state} (${m.attempts} attempts, provider id "${m.provider_id}")`,
    );
    throw new Error(
      [
        (err as Error).message,
        `the outbox: ${outbox.join(', ')}`,
        `the phone got: ${JSON.stringify(receivedBy(phone).map((sms) => sms.text))}`,
        shop.senderLog().slice(-3000),
        await kannel.status(),
      ].join('\n'),
    );
  }
}

describe('the sender through Kannel', { timeout: 150_000 }, () => {
  it('sends every event once, in order, in the language the shopper ordered in, and records the receipts', async () => {
    const en = newPhone();
    const ne = newPhone();
    const english = await operatorOrder(admin, { language: 'en', phone: en, number: orderNumber() });
    const nepali = await operatorOrder(admin, { language: 'ne', phone: ne, number: orderNumber() });
    await walk(english.id);
    await walk(nepali.id);

    for (const [order, phone] of [
      [english, en],
      [nepali, ne],
    ] as const) {
      // generous: the first test also waits for a cold Kannel, and CI runs other files beside it
      const messages = await settled(order.id, phone, 4, 60_000, true);
      expect(messages.map((m) => m.event)).toEqual(['placed', 'confirmed', 'out_for_delivery', 'delivered']);
      expect(messages.map((m) => m.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
      // the phone got each message's text, once each, in the order of the events
      expect(receivedBy(phone).map((sms) => sms.text)).toEqual(messages.map((m) => m.text));
      for (const m of messages) {
        expect(m.attempts).toBe(1);
        expect(m.provider_id).toBe(m.id);
        expect(m.sent_at).not.toBe('');
      }
      // delivery reports from the phone network reach the message
      await waitFor(
        `delivery receipts: ${JSON.stringify((await messagesOf(order.id)).map((m) => m.receipt))}`,
        async () => ((await messagesOf(order.id)).every((m) => m.receipt !== '') ? true : null),
        30_000,
      );
    }
    const nepaliSms = receivedBy(ne);
    expect(nepaliSms[0].text).toContain('कृषि बजार');
    expect(nepaliSms.every((sms) => sms.encoding === 'ucs2')).toBe(true);
    expect(receivedBy(en)[0].text).toMatch(/^Krishi Bazaar: order ORD-/);
    expect(receivedBy(en)[0].from).toBe('KrishiBzr');
    // an order entered without a delivery day is confirmed without the sentence about its day
    expect(receivedBy(en)[1].text).toMatch(/^Krishi Bazaar: order ORD-\d+ is confirmed\. http\S+ Reply STOP/);
    expect(nepaliSms[1].text).toMatch(/^कृषि बजार: अर्डर ORD-\d+ पक्का भयो। http\S+ सन्देश रोक्न STOP/);
  });

  it('loses nothing and sends nothing twice when the gateway is down for a while', async () => {
    await kannel.stopBearerbox();
    const phone = newPhone();
    let order!: Awaited<ReturnType<typeof operatorOrder>>;
    try {
      order = await operatorOrder(admin, { language: 'ne', phone, number: orderNumber() });
      await walk(order.id);
      // tried and failed while the gateway is down: queued again for later, the attempt counted
      await waitFor(
        'a failed attempt',
        async () =>
          (await messagesOf(order.id)).some((m) => m.attempts >= 1 && m.note.includes('failed')) ? true : null,
        20_000,
      );
      expect(receivedBy(phone)).toEqual([]);
    } finally {
      await kannel.startBearerbox();
    }
    const messages = await settled(order.id, phone, 4, 90_000);
    expect(messages.map((m) => m.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(receivedBy(phone).map((sms) => sms.text)).toEqual(messages.map((m) => m.text));
  });

  it('never sends twice when killed after the gateway took the message, before writing it down', async () => {
    const phone = newPhone();
    proxyMode = 'hold-after';
    let order!: Awaited<ReturnType<typeof operatorOrder>>;
    try {
      order = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
      // Kannel has it (the phone got it), the sender still waits for the answer: killed there
      await waitFor('the SMS at the phone', async () => (receivedBy(phone).length === 1 ? true : null), 20_000);
      await shop.killSender();
    } finally {
      proxyMode = 'pass';
    }
    await shop.startSender();
    await walk(order.id);
    const messages = await settled(order.id, phone, 4);
    expect(messages.map((m) => m.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
    // the placed message went once: the gateway's report settled it
    expect(messages[0].attempts).toBe(1);
    await new Promise((r) => setTimeout(r, 5000)); // longer than SMS_SENDING_GRACE_MS: nothing is sent again
    expect(receivedBy(phone).map((sms) => sms.text)).toEqual(messages.map((m) => m.text));
  });

  it('loses nothing when killed after marking a message sending, before the gateway had it', async () => {
    const phone = newPhone();
    proxyMode = 'hold-before';
    let order!: Awaited<ReturnType<typeof operatorOrder>>;
    try {
      order = await operatorOrder(admin, { language: 'ne', phone, number: orderNumber() });
      await waitFor(
        'the message marked sending',
        async () => ((await messagesOf(order.id))[0]?.state === 'sending' ? true : null),
        20_000,
      );
      await shop.killSender();
    } finally {
      proxyMode = 'pass';
    }
    await shop.startSender();
    // no report comes for it: after SMS_SENDING_GRACE_MS it is handed over again, and arrives once
    const messages = await settled(order.id, phone, 1, 40_000);
    expect(messages[0].state).toBe('sent');
    expect(messages[0].attempts).toBe(2);
    expect(receivedBy(phone).map((sms) => sms.text)).toEqual([messages[0].text]);
  });

  it('loses nothing and sends nothing twice when killed again and again while it sends', async () => {
    const phone = newPhone();
    const [limits] = await admin.collection('message_limits').getFullList();
    await admin.collection('message_limits').update(limits.id, { sms_per_second: 4 });
    const orders = [];
    try {
      for (let i = 0; i < 5; i++) {
        const order = await operatorOrder(admin, { language: i % 2 ? 'ne' : 'en', phone, number: orderNumber() });
        await admin.collection('orders').update(order.id, { status: 'Confirmed' });
        await releaseHeld(admin, order.id);
        orders.push(order);
      }
      // SIGKILL at whatever point of a message it is, and start again, while ten messages go at 4 a second
      for (let i = 0; i < 4; i++) {
        await new Promise((r) => setTimeout(r, 350 + i * 170));
        await shop.killSender();
        await shop.startSender();
      }
    } finally {
      await admin.collection('message_limits').update(limits.id, { sms_per_second: 20 });
    }
    const expected: string[] = [];
    for (const order of orders) {
      const messages = await settled(order.id, phone, 2 * orders.length, 60_000);
      expect(messages.map((m) => m.state)).toEqual(['sent', 'sent']);
      expected.push(...messages.map((m) => m.text));
    }
    await new Promise((r) => setTimeout(r, 5000)); // past SMS_SENDING_GRACE_MS: nothing more arrives
    const got = receivedBy(phone).map((sms) => sms.text);
    expect([...got].sort()).toEqual([...expected].sort());
    // each order's confirmation after its placement
    for (const order of orders) {
      const [placed, confirmed] = await messagesOf(order.id);
      expect(got.indexOf(placed.text)).toBeLessThan(got.indexOf(confirmed.text));
    }
  });

  it('sends nothing to a number that opted out but the confirmation of its order', async () => {
    const phone = newPhone();
    await admin.collection('message_optouts').create({ phone });
    const order = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
    await walk(order.id);
    const messages = await settled(order.id, phone, 1);
    expect(messages.map((m) => m.state)).toEqual(['sent', 'not_sent', 'not_sent', 'not_sent']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receivedBy(phone).map((sms) => sms.text)).toEqual([messages[0].text]);
  });

  it('keeps a held message until its hour', async () => {
    const phone = newPhone();
    const order = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
    await settled(order.id, phone, 1);
    // the sender stopped while the message is written, so it cannot go before the test holds it
    await shop.stopSender();
    await admin.collection('orders').update(order.id, { status: 'Confirmed' });
    const [, confirmed] = await messagesOf(order.id);
    // as quiet hours hold it: until 07:00 (here, an hour from now)
    await admin
      .collection('messages')
      .update(confirmed.id, { state: 'held', send_after: new Date(Date.now() + 3600_000).toISOString() });
    await shop.startSender();
    await new Promise((r) => setTimeout(r, 3000));
    expect((await admin.collection('messages').getOne(confirmed.id)).state).toBe('held');
    expect(receivedBy(phone)).toHaveLength(1);
    await admin.collection('messages').update(confirmed.id, { send_after: new Date().toISOString() });
    const messages = await settled(order.id, phone, 2);
    expect(messages[1].state).toBe('sent');
  });

  it("stops at the operator's daily cap of SMS parts and goes on when it is raised", async () => {
    const [limits] = await admin.collection('message_limits').getFullList();
    const used = await smsPartsSentToday(admin);
    await admin.collection('message_limits').update(limits.id, { sms_parts_per_day: used + 1 });
    const phone = newPhone();
    const first = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
    const second = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
    try {
      await settled(first.id, phone, 1);
      await new Promise((r) => setTimeout(r, 3000));
      expect((await messagesOf(second.id))[0].state).toBe('queued');
      expect(receivedBy(phone)).toHaveLength(1);
    } finally {
      await admin.collection('message_limits').update(limits.id, { sms_parts_per_day: 0 });
    }
    await settled(second.id, phone, 2);
    expect(receivedBy(phone)).toHaveLength(2);
  });

  it('refuses a delivery report without the message key', async () => {
    const phone = newPhone();
    const order = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
    const [message] = await settled(order.id, phone, 1);
    const base = `${shop.pbUrl}/api/shop/sms-receipt`;
    const forged = await fetch(`${base}?m=${message.id}&k=guess&t=16&a=forged`);
    expect(forged.status).toBe(403);
    expect((await fetch(`${base}?t=1`)).status).toBe(400);
    expect((await fetch(`${base}?m=aaaaaaaaaaaaaaa&k=x&t=1`)).status).toBe(404);
    const after = await admin.collection('messages').getOne(message.id);
    expect(after.state).toBe('sent');
    expect(after.receipt).not.toContain('forged');
  });

  it("takes Kannel's reports at the pace of 100 SMS a second, beyond the guests' budget of 300 calls in 10 s", async () => {
    // 400 reports at once, as Kannel sends them from its one address (refused here for a bad message id, after the
    // rate limit is counted): none is answered 429.
    const base = `${shop.pbUrl}/api/shop/sms-receipt`;
    const statuses = await Promise.all(
      Array.from({ length: 400 }, () => fetch(`${base}?m=bad&k=x&t=1`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    expect(new Set(statuses)).toEqual(new Set([400]));
  });

  it('lets no one but the sender write a message, and the sender only how it went', async () => {
    const phone = newPhone();
    const order = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
    const [message] = await settled(order.id, phone, 1);
    const Client = admin.constructor as typeof PocketBase;
    const anonymous = new Client(shop.pbUrl);
    await expect(anonymous.collection('messages').update(message.id, { state: 'queued' })).rejects.toMatchObject({
      status: 404,
    });
    const service = await shop.senderClient();
    for (const field of ['text', 'recipient', 'order', 'receipt']) {
      await expect(
        service.collection('messages').update(message.id, { [field]: 'changed' }),
        field,
      ).rejects.toMatchObject({ status: 404 });
    }
    // its SMS parts, written by the claim for the day's cap, neither
    await expect(service.collection('messages').update(message.id, { sms_parts: 0 })).rejects.toMatchObject({
      status: 404,
    });
    // the hidden key is never shown, not even to the sender
    expect((await service.collection('messages').getOne(message.id)).receipt_key).toBeUndefined();
    const after = await admin.collection('messages').getOne(message.id);
    expect(after.text).toBe(message.text);
    expect(after.recipient).toBe(phone);
    expect(after.sms_parts).toBe(partsOf(message.text));
  });
});
