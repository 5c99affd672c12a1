// The sender keeps a gateway's answers while PocketBase is away (docs/notifications.md, "Never twice"): PocketBase
// stops right after the mail server took an order's email and before the sender wrote that down, and comes back a
// few seconds later (its supervisor restarts it). The sender writes the answer down once it is back, within its
// claim's lease: the email is `sent`, once, and nothing is left `sending` to be taken as abandoned and sent again.
// A shop on a PocketBase of its own (tests/harness/other-shop.ts), the real mail server (Mailpit), the real sender.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailpitServer, startMailpit, type Mailpit } from '@tests/harness/mailpit';
import { createOrderRecord } from '@tests/harness/orders';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';
import { emailTransport, messageIdOf } from '../../../server/notify/email.ts';
import { Sender } from '../../../server/notify/sender.ts';
import type { Transport } from '../../../server/notify/transport.ts';

const SENDER = 'orders@krishi-bazaar.test';
let shop: OwnShop;
let mailpit: Mailpit;

beforeAll(async () => {
  [shop, mailpit] = await Promise.all([startOtherShop({ pocketbase: 'own' }), startMailpit()]);
  const settings = await shop.admin.settings.getAll();
  await shop.admin.settings.update({
    smtp: {
      ...settings.smtp,
      enabled: true,
      host: '127.0.0.1',
      port: mailpit.smtpPort,
      tls: false,
      username: '',
      password: '',
    },
    meta: { ...settings.meta, senderAddress: SENDER, senderName: 'Krishi Bazaar' },
  });
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await mailpit?.stop();
});

/**
 * An order's email queued, and a sender on the real mail transport that takes PocketBase away the moment the mail
 * server has taken the email; its supervisor brings it back `awayMs` later (`back` resolves then).
 */
async function emailLostOnWrite(customerName: string, awayMs: number, graceMs?: number) {
  const order = await createOrderRecord(shop.admin, {
    customerName,
    phone: '9812345678',
    email: `lost-${randomUUID().slice(0, 8)}@krishi-bazaar.test`,
    items: [],
    total: 100,
  });
  const row = await shop.admin
    .collection('messages')
    .getFirstListItem(shop.admin.filter('order = {:o} && channel = "email"', { o: order.id }));
  expect(row.state).toBe('queued');
  const account = await shop.admin.collection('message_senders').getFirstListItem('');
  const senderPb = await shop.admin.collection('message_senders').impersonate(account.id, 3600);
  senderPb.autoCancellation(false);
  const smtp = emailTransport(async () => mailpitServer(mailpit.smtpPort, SENDER));
  let restarted: Promise<void> = Promise.resolve();
  const losing: Transport = {
    channel: smtp.channel,
    name: smtp.name,
    async send(message, signal) {
      const outcome = await smtp.send(message, signal);
      await shop.killPocketBase();
      restarted = new Promise((done) => setTimeout(done, awayMs)).then(() => shop.startPocketBase());
      return outcome;
    },
  };
  const lines: string[] = [];
  const sender = new Sender({ pb: senderPb, transport: losing, log: (line) => lines.push(line), graceMs });
  return { row, senderPb, smtp, sender, lines, back: () => restarted };
}

/** The copies of the message `id`'s email the mail server received (one, when it was sent once). */
async function copiesOf(id: string) {
  await mailpit.waitFor(messageIdOf(id, SENDER));
  return (await mailpit.messages()).filter((m) => m.MessageID === messageIdOf(id, SENDER).slice(1, -1));
}

describe('the sender and a lost PocketBase', () => {
  it('writes the mail server’s answer down once PocketBase is back: sent once, not left sending', async () => {
    // Back four seconds later: longer than the sender's first few tries at writing it down.
    const { row, sender, lines, back } = await emailLostOnWrite('Lost Write', 4_000);
    const claim = await sender.claimNext();
    expect(claim?.claimed.map((m) => m.id)).toContain(row.id);
    expect(await sender.deliver(claim!)).toBe(claim!.claimed.length);
    await back();

    expect(await shop.admin.collection('messages').getOne(row.id), lines.join('\n')).toMatchObject({
      state: 'sent',
      attempts: 1,
      provider_id: messageIdOf(row.id, SENDER),
    });
    expect(lines.join('\n')).toContain('PocketBase cannot be reached');
    expect(await copiesOf(row.id)).toHaveLength(1);
  }, 120_000);

  it('keeps the answer past the claim’s lease while PocketBase is away longer: sent once, never handed over again', async () => {
    // A 3 s lease; PocketBase is back 8 s after the mail server took the email: past the lease.
    const LEASE_MS = 3_000;
    const { row, senderPb, smtp, sender, lines, back } = await emailLostOnWrite('Long Lost Write', 8_000, LEASE_MS);
    const claim = await sender.claimNext();
    expect(claim?.claimed.map((m) => m.id)).toContain(row.id);
    const delivered = await sender.deliver(claim!).catch((err: unknown) => err);
    await back();
    expect(delivered, lines.join('\n')).toBe(claim!.claimed.length);
    const written = await shop.admin.collection('messages').getOne(row.id);
    expect(written, lines.join('\n')).toMatchObject({
      state: 'sent',
      attempts: 1,
      provider_id: messageIdOf(row.id, SENDER),
    });
    // Written down after the lease had run out: the answer was kept past it, not written within it.
    expect(new Date(written.updated.replace(' ', 'T')).getTime()).toBeGreaterThan(claim!.leaseEnds);
    // Nothing is left for a sender to take as abandoned and hand over again.
    const next = new Sender({ pb: senderPb, transport: smtp, log: (line) => lines.push(line), graceMs: LEASE_MS });
    await next.settleAbandoned();
    expect(await next.sendDue()).toBe(0);
    expect(await copiesOf(row.id), lines.join('\n')).toHaveLength(1);
  }, 120_000);
});
