// Email to the shopper (docs/notifications.md "Email"): an address given at checkout is checked and kept on the
// order; each event the shopper hears of then writes an email beside the SMS, in the same transaction; the email
// transport (server/notify/email.ts) sends a row through PocketBase's mail settings to a real SMTP server (Mailpit).
import { createRequire } from 'node:module';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { mailpitServer, startMailpit, type Mailpit } from '@tests/harness/mailpit';
import { customer, newKey, orderHistory, orderInput } from '@tests/harness/orders';
import { place, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb, anonymousClient, senderPb, servicePb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, staffPb } from '@tests/harness/staff';
import { stockedProduct, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import {
  emailTransport,
  emailTransportFromPocketBase,
  messageIdOf,
  readMailServer,
  type MailServer,
} from '../../../server/notify/email.ts';
import { Sender } from '../../../server/notify/sender.ts';
import type { OutgoingMessage, SendOutcome, Transport } from '../../../server/notify/transport.ts';

const quietRules = createRequire(import.meta.url)('../../../pocketbase/pb_hooks/lib/message-rules.js') as {
  sendAfter(event: string, nowMs: number): number;
};

const SENDER = 'orders@krishi-bazaar.test';
let kathmandu: SeedPlace;
let admin: PocketBase;
let product: SeedProduct;
let mailpit: Mailpit;
let original: { smtp: Record<string, unknown>; meta: Record<string, unknown> };

/**
 * Points PocketBase's mail settings at Mailpit (enabled) or turns them off. The password is cleared: PocketBase's own
 * mails (a superuser's password reset) sign in when one is set, and Mailpit takes no sign-in.
 */
async function mailSettings(enabled: boolean) {
  await admin.settings.update({
    smtp: {
      ...original.smtp,
      enabled,
      host: '127.0.0.1',
      port: mailpit.smtpPort,
      tls: false,
      username: '',
      password: '',
    },
    meta: { ...original.meta, senderAddress: SENDER, senderName: 'Krishi Bazaar' },
  });
}

beforeAll(async () => {
  kathmandu = await place();
  admin = await adminPb();
  product = await stockedProduct('Email Honey');
  await stockLot(product, { units: 100 });
  mailpit = await startMailpit();
  const settings = await admin.settings.getAll();
  original = { smtp: settings.smtp, meta: settings.meta };
  await mailSettings(true);
});

afterAll(async () => {
  if (original) await admin.settings.update({ smtp: { ...original.smtp, password: '' }, meta: original.meta });
  await mailpit?.stop();
});

/** Places an order as a shopper on an English or a Nepali page, with an email address or none. */
async function placeOrder(language: 'en' | 'ne', email?: string, phone = '9812345678') {
  const page = `${testStack().shopUrl}${language === 'ne' ? '/ne' : ''}/checkout`;
  const result = await callAction<PlaceOrderResult>(
    'placeOrder',
    {
      ...orderInput(kathmandu, [{ product, quantity: 1 }]),
      idempotencyKey: newKey(),
      customer: customer(kathmandu, { name: 'Email Shopper', phone, ...(email === undefined ? {} : { email }) }),
    },
    { headers: { Referer: page } },
  );
  expect(result.error).toBeUndefined();
  return admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: result.data!.orderNumber }));
}

async function messagesOf(id: string) {
  return admin
    .collection('messages')
    .getFullList({ filter: admin.filter('order = {:o}', { o: id }), sort: 'event_seq,channel' });
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A messages row as the sender hands it to a transport. */
function outgoing(row: Record<string, unknown>): OutgoingMessage {
  return {
    id: String(row.id),
    channel: row.channel as 'email',
    recipient: String(row.recipient),
    language: row.language as 'en' | 'ne',
    text: String(row.text),
    subject: String(row.subject),
  };
}

const send = (transport: Transport, message: OutgoingMessage) => transport.send(message, new AbortController().signal);

describe('the email address at checkout', () => {
  it('is optional: an order without one is placed and gets its SMS only', async () => {
    const order = await placeOrder('en');
    expect(order.email).toBe('');
    expect((await messagesOf(order.id)).map((m) => m.channel)).toEqual(['sms']);
  });

  it('a malformed address is refused with a clear sentence, in the page language, and nothing is written', async () => {
    const name = `Bad Email ${Date.now()}`;
    for (const [language, bad, words] of [
      ['en', 'sita@gmail', 'Please enter a valid email address.'],
      ['en', 'sita at gmail.com', 'Please enter a valid email address.'],
      ['ne', 'सीता@gmail.com', 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्।'],
      ['en', `${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters.'],
    ] as const) {
      const page = `${testStack().shopUrl}${language === 'ne' ? '/ne' : ''}/checkout`;
      const result = await callAction<PlaceOrderResult>(
        'placeOrder',
        {
          ...orderInput(kathmandu, [{ product, quantity: 1 }]),
          customer: customer(kathmandu, { name, email: bad }),
        },
        { headers: { Referer: page } },
      );
      expect(result.error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: words });
    }
    const orders = await admin
      .collection('orders')
      .getList(1, 1, { filter: admin.filter('customerName = {:n}', { n: name }) });
    expect(orders.totalItems).toBe(0);
  });

  it('is kept on the order, trimmed, private like the phone, and an edit of it is an order event', async () => {
    const email = unique('sita');
    const order = await placeOrder('en', `  ${email} `);
    expect(order.email).toBe(email);
    // Only staff and superusers read orders.
    await expect(anonymousClient().collection('orders').getOne(order.id)).rejects.toMatchObject({ status: 404 });
    const other = unique('sita.new');
    await admin.collection('orders').update(order.id, { email: other });
    const history = await orderHistory(order.id, 'edited');
    expect(history).toHaveLength(1);
    expect(history[0]!.details.changes).toEqual({ email: { from: email, to: other } });
    // Every address the checkout takes, PocketBase's email field takes too (pocketbase/pb_hooks/lib/email-address.js).
    for (const odd of [
      "o'brien+veg!#$%&*/=?^_`{|}~-@mail-1.example.com.np",
      'a@b.c',
      `${'x'.repeat(64)}@x-y.example.org`,
    ]) {
      expect((await placeOrder('en', odd)).email).toBe(odd);
    }
    // The field checks its own format too: the dashboard cannot store a broken address.
    await expect(admin.collection('orders').update(order.id, { email: 'not an address' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('email rows in the outbox', () => {
  it('writes an email beside each SMS, in the shopper language, with its subject and how to stop', async () => {
    const email = unique('ram');
    const order = await placeOrder('ne', email);
    const member = await createStaff(admin, 'Email Desk');
    const staff = await staffPb(admin, member);
    await staff.send(`/api/desk/orders/${order.id}/status`, {
      method: 'POST',
      body: { from: 'Open', to: 'Confirmed', reason: '' },
    });
    const rows = await messagesOf(order.id);
    expect(rows.map((m) => [m.event, m.channel])).toEqual([
      ['placed', 'email'],
      ['placed', 'sms'],
      ['confirmed', 'email'],
      ['confirmed', 'sms'],
    ]);
    // The desk shows staff the address and the emails, with their subjects.
    const cookie = await deskCookie(member);
    const desk = await (
      await fetch(`${testStack().shopUrl}/desk/orders/${order.id}`, { headers: { Cookie: cookie } })
    ).text();
    expect(desk).toContain(`data-testid="desk-email">${email}</p>`);
    const section = desk.slice(desk.indexOf('data-testid="desk-messages"'));
    expect(section).toContain('<span class="font-semibold">Email</span>');
    expect(section).toContain(`कृषि बजार: अर्डर ${order.orderNumber} पक्का भयो`);
    const [placed, , confirmed] = rows;
    expect(placed).toMatchObject({ recipient: email, language: 'ne', state: 'queued', note: '' });
    expect(placed!.subject).toBe(`कृषि बजार: अर्डर ${order.orderNumber} प्राप्त भयो`);
    expect(placed!.text).toContain(`/ne/order/${order.orderNumber}`);
    expect(placed!.text).toMatch(/रु\. [०-९]/);
    expect(placed!.text).toMatch(/\n\nयी सन्देश रोक्न यो इमेलको जवाफमा STOP लेखेर पठाउनुहोस्।$/);
    expect(placed!.text).not.toContain('सन्देश रोक्न STOP लेखेर जवाफ पठाउनुहोस्'); // not the SMS's line
    expect(confirmed!.subject).toBe(`कृषि बजार: अर्डर ${order.orderNumber} पक्का भयो`);
    // Quiet hours hold the email as they hold the SMS: held until 07:00 Nepal time when confirmed at night.
    const at = Date.parse(confirmed!.created.replace(' ', 'T'));
    const after = quietRules.sendAfter('confirmed', at);
    expect(confirmed!.state).toBe(after > at + 1000 ? 'held' : 'queued');
    expect(Math.abs(Date.parse(confirmed!.send_after.replace(' ', 'T')) - after)).toBeLessThan(2000);
  });

  it('with PocketBase mail settings off, the email is written and marked not sent: no mail server', async () => {
    await mailSettings(false);
    try {
      const order = await placeOrder('en', unique('off'));
      const email = (await messagesOf(order.id)).find((m) => m.channel === 'email');
      expect(email).toMatchObject({ state: 'not_sent', note: 'not sent: no mail server' });
      expect(email!.subject).toBe(`Krishi Bazaar: order ${order.orderNumber} received`);
    } finally {
      await mailSettings(true);
    }
  });

  it('an opt-out of the order mobile number stops its email too (but not the order confirmation)', async () => {
    const phone = `980${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await admin.collection('message_optouts').create({ phone });
    const order = await placeOrder('en', unique('optout'), phone);
    await admin.collection('orders').update(order.id, { status: 'Confirmed' });
    const rows = await messagesOf(order.id);
    expect(rows.map((m) => [m.event, m.channel, m.state, m.note])).toEqual([
      ['placed', 'email', 'queued', ''],
      ['placed', 'sms', 'not_sent', 'not sent: no provider'],
      ['confirmed', 'email', 'not_sent', 'not sent: the shopper asked for no messages'],
      ['confirmed', 'sms', 'not_sent', 'not sent: the shopper asked for no messages'],
    ]);
  });

  it('templates: an email subject or text with an unknown placeholder or no order number is refused', async () => {
    const template = await admin.collection('message_templates').getFirstListItem('event = "delivered"');
    for (const field of ['email_subject_en', 'email_subject_ne', 'email_en', 'email_ne']) {
      await expect(
        admin.collection('message_templates').update(template.id, { [field]: 'Delivered {ordr}' }),
      ).rejects.toMatchObject({
        status: 400,
        response: { data: { [field]: { code: 'validation_invalid_placeholder' } } },
      });
      await expect(
        admin.collection('message_templates').update(template.id, { [field]: 'Delivered' }),
      ).rejects.toMatchObject({ status: 400 });
    }
    // An order event's email words cannot be left empty.
    await expect(admin.collection('message_templates').update(template.id, { email_en: '' })).rejects.toMatchObject({
      status: 400,
      response: { data: { email_en: { code: 'validation_invalid_placeholder' } } },
    });
    // A back-in-stock request is told by SMS only: its templates take no email words.
    const alertTemplate = await admin.collection('message_templates').getFirstListItem('event = "back_in_stock"');
    expect(alertTemplate.email_en).toBe('');
    await expect(
      admin.collection('message_templates').update(alertTemplate.id, { email_en: 'Back: {product}' }),
    ).rejects.toMatchObject({
      status: 400,
      response: { data: { email_en: { code: 'validation_invalid_placeholder' } } },
    });
    // Every seeded order template says which order, in both languages.
    const alertEvents = ['alert_code', 'back_in_stock'];
    for (const t of await admin.collection('message_templates').getFullList()) {
      if (alertEvents.includes(t.event)) continue;
      for (const field of ['email_subject_en', 'email_subject_ne', 'email_en', 'email_ne']) {
        expect(t[field]).toContain('{order}');
      }
      expect(t.email_subject_ne).toMatch(/[\u0900-\u097F]/);
      expect(t.email_ne).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('the email transport', () => {
  it('reads PocketBase mail settings, password included, for superusers and the sender only', async () => {
    await admin.settings.update({
      smtp: {
        ...original.smtp,
        enabled: true,
        host: '127.0.0.1',
        port: mailpit.smtpPort,
        tls: false,
        username: 'shop',
        password: 's3cret',
      },
    });
    try {
      expect(await readMailServer(admin)).toMatchObject({
        enabled: true,
        host: '127.0.0.1',
        port: mailpit.smtpPort,
        username: 'shop',
        password: 's3cret',
        senderAddress: SENDER,
      });
      expect(await readMailServer(await senderPb())).toMatchObject({ host: '127.0.0.1', password: 's3cret' });
      // the shop's service account (the shop's server, the publisher) is not the sender: no mail password for it
      await expect(readMailServer(await servicePb())).rejects.toMatchObject({ status: 403 });
      await expect(readMailServer(anonymousClient())).rejects.toMatchObject({ status: 401 });
      const staff = await staffPb(admin, await createStaff(admin, 'Mail Settings Peeker'));
      await expect(readMailServer(staff)).rejects.toMatchObject({ status: 403 });
    } finally {
      await mailSettings(true);
    }
  });

  for (const language of ['en', 'ne'] as const) {
    it(`delivers a message row to the SMTP server with its subject and text intact (${language})`, async () => {
      const email = unique(`deliver-${language}`);
      const order = await placeOrder(language, email);
      const row = (await messagesOf(order.id)).find((m) => m.channel === 'email')!;
      const outcome = await send(emailTransportFromPocketBase(admin), outgoing(row));
      const messageId = messageIdOf(row.id, SENDER);
      expect(outcome).toEqual({ kind: 'accepted', providerId: messageId });
      expect(messageId).toBe(`<message-${row.id}@krishi-bazaar.test>`);
      const received = await mailpit.waitFor(messageId);
      expect(received.Subject).toBe(row.subject);
      expect(received.Text.replace(/\r\n/g, '\n').trim()).toBe(row.text);
      expect(received.To.map((t) => t.Address)).toEqual([email]);
      expect(received.From).toMatchObject({ Name: 'Krishi Bazaar', Address: SENDER });
      if (language === 'ne') {
        expect(received.Subject).toContain('कृषि बजार');
        expect(received.Text).toContain('यी सन्देश रोक्न');
      }
    });
  }

  it('a resend of the same row carries the same Message-ID', async () => {
    const order = await placeOrder('en', unique('twice'));
    const row = (await messagesOf(order.id)).find((m) => m.channel === 'email')!;
    const transport = emailTransportFromPocketBase(admin);
    const first = await send(transport, outgoing(row));
    const second = await send(transport, outgoing(row));
    expect(second).toEqual(first);
    const copies = (await mailpit.messages()).filter((m) => `<${m.MessageID}>` === messageIdOf(row.id, SENDER));
    expect(copies).toHaveLength(2);
  });

  const server = (port: number): MailServer => mailpitServer(port, SENDER);
  const message: OutgoingMessage = {
    id: 'abcdefghijklmno',
    channel: 'email',
    recipient: 'shopper@example.com',
    language: 'en',
    text: 'Your order ORD-1 is confirmed.',
    subject: 'Krishi Bazaar: order ORD-1 is confirmed',
  };

  it('no mail server answering (Mailpit stopped) is worth a retry', async () => {
    const gone = await startMailpit();
    const port = gone.smtpPort;
    await gone.stop();
    const outcome = await send(
      emailTransport(async () => server(port)),
      message,
    );
    expect(outcome).toMatchObject({ kind: 'retry' });
    expect(outcome.kind === 'retry' && outcome.reason).toMatch(/ECONNECTION|ECONNREFUSED/);
  });

  it('a permanent refusal (550 for the recipient) gives up; a temporary one (451) is retried', async () => {
    const strict = await startMailpit({ allowedRecipients: '@krishi-bazaar\\.test$' });
    const busy = await startMailpit({ chaos: 'Sender:451:100' });
    try {
      const refused = await send(
        emailTransport(async () => server(strict.smtpPort)),
        message,
      );
      expect(refused).toMatchObject({ kind: 'give_up' });
      expect(refused.kind === 'give_up' && refused.reason).toMatch(/550/);
      const later = await send(
        emailTransport(async () => server(busy.smtpPort)),
        message,
      );
      expect(later).toMatchObject({ kind: 'retry' });
      expect(later.kind === 'retry' && later.reason).toMatch(/451/);
      expect(await strict.messages()).toEqual([]);
    } finally {
      await strict.stop();
      await busy.stop();
    }
  });

  it('with the mail settings off it gives up, and an aborted send is retried later', async () => {
    const off = await send(
      emailTransport(async () => ({ ...server(mailpit.smtpPort), enabled: false })),
      message,
    );
    expect(off).toMatchObject({ kind: 'give_up' });
    const stop = new AbortController();
    stop.abort();
    expect(await emailTransport(async () => server(mailpit.smtpPort)).send(message, stop.signal)).toMatchObject({
      kind: 'retry',
    });
  });
});

describe('the sender', () => {
  it('signed in as its own account, hands an order email to the mail server once and writes it down', async () => {
    const email = unique('sender');
    const order = await placeOrder('ne', email);
    const row = (await messagesOf(order.id)).find((m) => m.channel === 'email')!;
    expect(row.state).toBe('queued');
    const service = await senderPb();
    const lines: string[] = [];
    const sender = new Sender({
      pb: service,
      transport: emailTransportFromPocketBase(service),
      log: (line) => lines.push(line),
    });
    // Two rounds: the second finds nothing due, so the email goes once.
    await sender.sendDue();
    await sender.sendDue();
    const after = await admin.collection('messages').getOne(row.id);
    expect(after, lines.join('\n')).toMatchObject({
      state: 'sent',
      attempts: 1,
      provider_id: messageIdOf(row.id, SENDER),
    });
    const received = await mailpit.waitFor(messageIdOf(row.id, SENDER));
    expect(received.Subject).toBe(row.subject);
    expect(received.Subject).toMatch(/[\u0900-\u097F]/);
    const copies = (await mailpit.messages()).filter((m) => m.MessageID === messageIdOf(row.id, SENDER).slice(1, -1));
    expect(copies).toHaveLength(1);
  }, 90_000);
});

describe('the sender in the quiet hours (21:00-07:00 Nepal time), on its own clock', () => {
  // The sender's clock runs up to a day ahead of PocketBase's: an earlier test's email held until 07:00 (written at
  // night) is due on the sender's clock and not yet on PocketBase's, so it would stand first in every batch and never
  // be claimed. Each test starts with none waiting.
  beforeEach(async () => {
    const waiting = await admin
      .collection('messages')
      .getFullList({ filter: 'channel = "email" && (state = "queued" || state = "held")', fields: 'id' });
    for (const m of waiting)
      await admin.collection('messages').update(m.id, { state: 'given_up', note: 'left by an earlier test' });
  });
  /** The first whole minute from a minute ahead that `wanted` accepts (its hour and minute in Nepal). */
  const nextNepal = (wanted: (hour: number, minute: number) => boolean) => {
    for (let t = Math.ceil(Date.now() / 60_000 + 1) * 60_000; ; t += 60_000) {
      const nepal = new Date(t + (5 * 60 + 45) * 60_000);
      if (wanted(nepal.getUTCHours(), nepal.getUTCMinutes())) return new Date(t);
    }
  };
  /** The message as it is, or made due now when PocketBase's clock holds it for the quiet hours (as by day). */
  const dueNow = async (message: RecordModel) =>
    message.state === 'held'
      ? await admin.collection('messages').update(message.id, { state: 'queued', send_after: new Date().toISOString() })
      : message;
  /** An order's placed and confirmed emails, both due now whatever the hour in Nepal (a confirmation at night is held). */
  async function placedAndConfirmed() {
    const order = await placeOrder('en', unique('quiet'));
    await admin.collection('orders').update(order.id, { status: 'Confirmed' });
    const rows = (await messagesOf(order.id)).filter((m) => m.channel === 'email');
    const placed = rows.find((m) => m.event === 'placed')!;
    const confirmed = await dueNow(rows.find((m) => m.event === 'confirmed')!);
    expect(placed.state).toBe('queued');
    expect(confirmed.state).toBe('queued');
    return { placed, confirmed };
  }
  /** The order cancelled by staff, and its cancellation email, due now whatever the hour. */
  async function cancelledEmail(order: string) {
    await admin.collection('orders').update(order, { status: 'Cancelled', status_reason: 'Test: shopper called' });
    return dueNow((await messagesOf(order)).find((m) => m.channel === 'email' && m.event === 'cancelled')!);
  }
  /** A transport that answers each message as `answer` says, noting what it was handed. */
  const answering = (answer: (id: string) => SendOutcome) => {
    const handed: string[] = [];
    const transport: Transport = {
      channel: 'email',
      name: 'smtp',
      send: async (message) => {
        handed.push(message.id);
        return answer(message.id);
      },
    };
    return { transport, handed };
  };
  const accepted: SendOutcome = { kind: 'accepted', providerId: 'quiet-test' };

  it('sends what goes at any hour (the order placed), not a queued confirmation, unless an operator sets its hour', async () => {
    const { placed, confirmed } = await placedAndConfirmed();
    const night = nextNepal((hour) => hour === 22);
    const { transport, handed } = answering(() => accepted);
    const sender = new Sender({ pb: await senderPb(), transport, now: () => night });
    while ((await sender.sendDue()) > 0);
    expect(handed).toContain(placed.id);
    expect(handed).not.toContain(confirmed.id);
    expect(await admin.collection('messages').getOne(confirmed.id)).toMatchObject({ state: 'queued', attempts: 0 });
    // Held by the shop until a morning's 07:00 that has passed (the day's cap was reached before it went): at night it
    // waits for the next morning, not for the cap's midnight, and goes in the morning.
    const lastMorning = quietRules.sendAfter('confirmed', nextNepal((hour) => hour === 22).getTime() - 2 * 86_400_000);
    expect(lastMorning).toBeLessThan(Date.now());
    await admin
      .collection('messages')
      .update(confirmed.id, { state: 'held', send_after: new Date(lastMorning).toISOString() });
    while ((await sender.sendDue()) > 0);
    expect(handed).not.toContain(confirmed.id);
    const morning = new Sender({ pb: await senderPb(), transport, now: () => nextNepal((hour) => hour === 8) });
    while (!handed.includes(confirmed.id) && (await morning.sendDue()) > 0);
    expect(handed).toContain(confirmed.id);
    expect(await admin.collection('messages').getOne(confirmed.id)).toMatchObject({ state: 'sent', attempts: 1 });
  }, 90_000);

  it('at night, sends a held message an operator set to go now', async () => {
    const { confirmed } = await placedAndConfirmed();
    const { transport, handed } = answering(() => accepted);
    const sender = new Sender({ pb: await senderPb(), transport, now: () => nextNepal((hour) => hour === 22) });
    await admin.collection('messages').update(confirmed.id, { state: 'held', send_after: new Date().toISOString() });
    while (!handed.includes(confirmed.id) && (await sender.sendDue()) > 0);
    expect(handed).toContain(confirmed.id);
    expect(await admin.collection('messages').getOne(confirmed.id)).toMatchObject({ state: 'sent', attempts: 1 });
  }, 90_000);

  it('an evening attempt whose retry falls in the quiet hours is held until 07:00; a night attempt is retried as any', async () => {
    // the confirmations fail, the rest (the orders' placed emails, sent first) are taken
    const busy = new Set<string>();
    const { transport, handed } = answering((id) => (busy.has(id) ? { kind: 'retry', reason: 'busy' } : accepted));
    const { confirmed } = await placedAndConfirmed();
    busy.add(confirmed.id);
    const at = async (now: Date, id: string) => {
      const sender = new Sender({ pb: await senderPb(), transport, now: () => now, firstRetryMs: 30_000 });
      while (!handed.includes(id) && (await sender.sendDue()) > 0);
      expect(handed).toContain(id);
      return admin.collection('messages').getOne(id);
    };
    // 20:59:30: the confirmation may go; its retry 30 s later would be at 21:00
    const evening = new Date(nextNepal((hour, minute) => hour === 20 && minute === 59).getTime() + 30_000);
    const seven = quietRules.sendAfter('confirmed', evening.getTime() + 30_000);
    expect(seven - evening.getTime()).toBeGreaterThan(9 * 3600_000);
    const held = await at(evening, confirmed.id);
    expect(held).toMatchObject({ state: 'held', attempts: 1 });
    expect(Date.parse(held.send_after.replace(' ', 'T'))).toBe(seven);
    // Held until 07:00, it is due on the clock of a sender set to the next 19:59 when that is tomorrow's (the real time
    // 19:58-20:58 in Nepal), and not yet on PocketBase's: it would head that sender's batch, be refused by the claim,
    // and end the round before the next is handed over. Out of the way, as the next one's retry is below.
    await admin.collection('messages').update(confirmed.id, { state: 'given_up' });
    // an hour before, a retry is queued 30 s on, as ever
    const { confirmed: another } = await placedAndConfirmed();
    busy.add(another.id);
    const earlier = new Date(nextNepal((hour, minute) => hour === 19 && minute === 59).getTime() + 30_000);
    const queued = await at(earlier, another.id);
    expect(queued).toMatchObject({ state: 'queued', attempts: 1 });
    expect(Date.parse(queued.send_after.replace(' ', 'T'))).toBe(earlier.getTime() + 30_000);
    // (its retry is due on the sender's clock, not yet on PocketBase's: out of the way of the next)
    await admin.collection('messages').update(another.id, { state: 'given_up' });
    // one an operator set to go at night is tried at night, and again 30 s on, as any (a night already past, so its
    // retry is due on PocketBase's clock as on the sender's)
    const { confirmed: released } = await placedAndConfirmed();
    busy.add(released.id);
    const night = new Date(nextNepal((hour) => hour === 22).getTime() - 86_400_000);
    await admin.collection('messages').update(released.id, { state: 'held', send_after: night.toISOString() });
    const first = await at(night, released.id);
    expect(first).toMatchObject({ state: 'queued', attempts: 1 });
    expect(Date.parse(first.send_after.replace(' ', 'T'))).toBe(night.getTime() + 30_000);
    busy.delete(released.id);
    handed.length = 0;
    expect(await at(new Date(night.getTime() + 30_000), released.id)).toMatchObject({ state: 'sent', attempts: 2 });
  }, 90_000);

  it('a daytime retry still due at night (the gateway was down for hours) waits for 07:00; a night one goes', async () => {
    const { transport, handed } = answering(() => accepted);
    // A night already past (22:00 Nepal time), so what is due on the sender's clock is due on PocketBase's too.
    const night = new Date(nextNepal((hour) => hour === 22).getTime() - 86_400_000);
    const retryAt = async (minutesBefore: number) => {
      const { confirmed } = await placedAndConfirmed();
      const sendAfter = new Date(night.getTime() - minutesBefore * 60_000).toISOString();
      return admin.collection('messages').update(confirmed.id, { attempts: 1, send_after: sendAfter });
    };
    const daytime = await retryAt(70); // 20:50
    const nightly = await retryAt(10); // 21:50
    const sender = new Sender({ pb: await senderPb(), transport, now: () => night });
    while ((await sender.sendDue()) > 0);
    expect(handed).toContain(nightly.id);
    expect(handed).not.toContain(daytime.id);
    expect(await admin.collection('messages').getOne(daytime.id)).toMatchObject({ state: 'queued', attempts: 1 });
    const morning = new Sender({
      pb: await senderPb(),
      transport,
      now: () => new Date(night.getTime() + 10 * 3600_000),
    });
    while (!handed.includes(daytime.id) && (await morning.sendDue()) > 0);
    expect(await admin.collection('messages').getOne(daytime.id)).toMatchObject({ state: 'sent', attempts: 2 });
  }, 90_000);

  it("an order's later message waits behind its evening attempt's retry held until 07:00, and goes after it", async () => {
    const busy = new Set<string>();
    const { transport, handed } = answering((id) => (busy.has(id) ? { kind: 'retry', reason: 'busy' } : accepted));
    const { confirmed } = await placedAndConfirmed();
    busy.add(confirmed.id);
    // 20:59:30: the confirmation fails; its retry 30 s on would be at 21:00, so it is held until 07:00
    const evening = new Date(nextNepal((hour, minute) => hour === 20 && minute === 59).getTime() + 30_000);
    const first = new Sender({ pb: await senderPb(), transport, now: () => evening, firstRetryMs: 30_000 });
    while (!handed.includes(confirmed.id) && (await first.sendDue()) > 0);
    expect(await admin.collection('messages').getOne(confirmed.id)).toMatchObject({ state: 'held', attempts: 1 });
    // Staff cancel the order before 21:00.
    const cancelled = await cancelledEmail(confirmed.order);
    expect(cancelled.state).toBe('queued');
    // 20:59:45, another sender (a longer retry, attempt 3 on, leaves minutes before 21:00): the cancellation does
    // not overtake the held confirmation.
    const later = new Sender({ pb: await senderPb(), transport, now: () => new Date(evening.getTime() + 15_000) });
    while ((await later.sendDue()) > 0);
    expect(handed).not.toContain(cancelled.id);
    expect(await admin.collection('messages').getOne(cancelled.id)).toMatchObject({ state: 'queued', attempts: 0 });
    // In the morning (its 07:00 made now on PocketBase's clock, as an operator can): the confirmation, then the
    // cancellation.
    busy.delete(confirmed.id);
    await admin.collection('messages').update(confirmed.id, { send_after: new Date().toISOString() });
    handed.length = 0;
    const morning = new Sender({ pb: await senderPb(), transport, now: () => nextNepal((hour) => hour === 8) });
    while (!handed.includes(cancelled.id) && (await morning.sendDue()) > 0);
    expect(handed.filter((id) => id === confirmed.id || id === cancelled.id)).toEqual([confirmed.id, cancelled.id]);
  }, 90_000);

  it("an operator's hold on an order's message (at an hour of their own) does not hold back its later ones", async () => {
    const { transport, handed } = answering(() => accepted);
    const { placed, confirmed } = await placedAndConfirmed();
    // The operator holds the confirmation until tomorrow (not the shop's 07:00); the order is then cancelled.
    const tomorrow = new Date(Date.now() + 86_400_000 + 3 * 3600_000);
    await admin.collection('messages').update(confirmed.id, { state: 'held', send_after: tomorrow.toISOString() });
    const cancelled = await cancelledEmail(confirmed.order);
    const day = new Sender({ pb: await senderPb(), transport, now: () => nextNepal((hour) => hour === 10) });
    while (!handed.includes(cancelled.id) && (await day.sendDue()) > 0);
    expect(handed).toEqual([placed.id, cancelled.id]);
    expect(await admin.collection('messages').getOne(confirmed.id)).toMatchObject({ state: 'held', attempts: 0 });
  }, 90_000);

  it("a retry's pause is a real wait, whatever the sender's clock says", async () => {
    // two orders' placed emails (they go at any hour); the first handed over is answered "try again"
    await placeOrder('en', unique('pause'));
    await placeOrder('en', unique('pause'));
    let first = '';
    const { transport, handed } = answering((id) => {
      first ||= id;
      return id === first ? { kind: 'retry', reason: 'busy' } : accepted;
    });
    // the sender's clock three hours ahead of the real one (a pause on the real clock was over on it at once)
    const ahead = new Date(Date.now() + 3 * 3600_000);
    const sender = new Sender({ pb: await senderPb(), transport, now: () => ahead, firstRetryMs: 30_000 });
    await sender.sendDue();
    expect(handed).toEqual([first]);
    expect(await sender.sendDue()).toBe(0); // paused: the other waits
    expect(handed).toEqual([first]);
  }, 90_000);

  it('a held message claimed at night but not handed over (a retry halted its batch) stays held, and goes that night', async () => {
    const [limits] = await admin.collection('message_limits').getFullList();
    await admin.collection('message_limits').update(limits.id, { sms_per_second: 5 });
    try {
      const { confirmed: first } = await placedAndConfirmed();
      const { confirmed: second } = await placedAndConfirmed();
      for (const m of [first, second])
        await admin.collection('messages').update(m.id, { state: 'held', send_after: new Date().toISOString() });
      const night = nextNepal((hour) => hour === 23);
      // the first is answered "try again": the batch stops, the second is not started
      const busy = new Set([first.id]);
      const { transport, handed } = answering((id) => (busy.has(id) ? { kind: 'retry', reason: 'busy' } : accepted));
      const sender = new Sender({ pb: await senderPb(), transport, now: () => night });
      while (!handed.includes(first.id) && (await sender.sendDue()) > 0);
      expect(handed).toContain(first.id);
      if (!handed.includes(second.id))
        expect(await admin.collection('messages').getOne(second.id)).toMatchObject({ state: 'held', attempts: 0 });
      const later = new Sender({ pb: await senderPb(), transport, now: () => night });
      while (!handed.includes(second.id) && (await later.sendDue()) > 0);
      expect(await admin.collection('messages').getOne(second.id)).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      await admin.collection('message_limits').update(limits.id, { sms_per_second: limits.sms_per_second });
    }
  }, 90_000);
});

describe("PocketBase's own mails", () => {
  // pocketbase/pb_hooks/accounts.pb.js: the machine accounts' passwords are never reset by mail. Nor does their
  // signing in mail "Login from a new location" (pocketbase/pb_migrations/1732004830_machine_accounts_no_login_mail.js):
  // every test before this one signed them in with the mail on.
  it("sends no password-reset or verification mail to the shop's machine accounts, answering as for any address", async () => {
    const anonymous = anonymousClient();
    const machines: [string, string][] = [];
    for (const collection of ['shop_service', 'message_senders']) {
      for (const account of await admin.collection(collection).getFullList())
        machines.push([collection, account.email]);
    }
    expect(machines.map(([collection]) => collection)).toEqual(
      expect.arrayContaining(['shop_service', 'message_senders']),
    );
    for (const [collection, email] of machines) {
      expect(await anonymous.collection(collection).requestPasswordReset(email)).toBe(true);
      expect(await anonymous.collection(collection).requestVerification(email)).toBe(true);
    }
    // The operator's own "Forgotten password" in the dashboard is still mailed: the mail server is listening, so the
    // machine accounts' silence is the hook's, not a mail server's.
    const operator = testStack().admin.email;
    expect(await anonymous.collection('_superusers').requestPasswordReset(operator)).toBe(true);
    const recipients = async () => (await mailpit.messages()).flatMap((mail) => mail.To.map((to) => to.Address));
    await expect.poll(recipients, { timeout: 30_000 }).toContain(operator);
    const mailed = await recipients();
    for (const [, email] of machines) expect(mailed).not.toContain(email);
  });
});
