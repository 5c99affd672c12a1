// Two senders on one outbox (docs/notifications.md "Two senders"): a message goes `sending` only through a claim
// (POST /api/shop/messages/claim, pocketbase/pb_hooks/lib/message-claims.js), one transaction that takes it only
// while it is still due. Two sender processes (scripts/sender.mjs) started at once on 40 queued messages, through a
// real Kannel with fakesmsc as the phone network (tests/harness/kannel.ts): each message reaches its phone exactly
// once, in one attempt; and together they keep the day's cap of SMS parts. Then the route itself: claims racing for
// the same messages split them; a claim stops at the day's cap, whichever sender asks; bad claims are refused and
// change nothing; `sending` cannot be written through the records API, nor a claimed message by anyone
// not holding its claim.
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partsOf } from '../../../server/notify/backoff.ts';
import { type Kannel, startKannel } from '@tests/harness/kannel';
import { operatorOrder, type SenderShop, smsPartsSentToday, startSenderShop } from '@tests/harness/sender';
import { waitFor } from '@tests/harness/wait';
import { LONG_TEST_MARGIN, NEPAL_MIDNIGHT, waitPastNepalEdges } from '@tests/harness/clock-edge';

let kannel: Kannel;
let shop: SenderShop;
let admin: PocketBase;
let seq = 0;

/** Order numbers the seeded data does not use, one per order of this file. */
const orderNumber = () => `ORD-${870000 + seq++}`;
const phoneOf = (i: number) => `98${String(70000000 + ((process.pid * 100 + i) % 9_999_999)).slice(-8)}`;

// The day's cap of SMS parts counts from Nepal's midnight: no test begins in the minutes before it.
beforeEach(() => waitPastNepalEdges(NEPAL_MIDNIGHT, LONG_TEST_MARGIN));

beforeAll(async () => {
  kannel = await startKannel();
  shop = await startSenderShop({
    SMS_PROVIDER: 'kannel',
    SMS_API_URL: kannel.sendsmsUrl,
    SMS_TOKEN: kannel.token,
    SMS_FROM: 'KrishiBzr',
  });
  admin = shop.admin;
  const [limits] = await admin.collection('message_limits').getFullList();
  await admin
    .collection('message_limits')
    .update(limits.id, { sms_per_second: 50, sms_parts_per_day: 0, max_attempts: 12 });
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await kannel?.stop();
});

const placedMessageOf = async (orderId: string) =>
  admin.collection('messages').getFirstListItem(admin.filter('order = {:o} && channel = "sms"', { o: orderId }));

/** Sets the day's cap of SMS parts (0: none). */
async function setCap(parts: number) {
  const [limits] = await admin.collection('message_limits').getFullList();
  await admin.collection('message_limits').update(limits.id, { sms_parts_per_day: parts });
}

/** `count` queued English order messages, with the SMS parts each takes, oldest first. */
async function queuedMessages(count: number, firstPhone: number) {
  const messages: { id: string; phone: string; parts: number }[] = [];
  for (let i = 0; i < count; i++) {
    const phone = phoneOf(firstPhone + i);
    const order = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
    const message = await placedMessageOf(order.id);
    messages.push({ id: message.id, phone, parts: partsOf(message.text) });
  }
  return messages;
}

describe('two senders at once', { timeout: 180_000 }, () => {
  it('hand each of 40 messages to the gateway exactly once', async () => {
    const orders: Awaited<ReturnType<typeof operatorOrder>>[] = [];
    for (let i = 0; i < 40; i++) {
      orders.push(
        await operatorOrder(admin, { language: i % 3 ? 'en' : 'ne', phone: phoneOf(i), number: orderNumber() }),
      );
    }
    // both start on the full queue: every message is due to both
    // with a lease longer than a send can take on a loaded machine (the harness's 4 s is for the crash tests)
    const lease = { SMS_SENDING_GRACE_MS: '30000' };
    const [, other] = await Promise.all([shop.startSender(lease), shop.startOtherSender(lease)]);
    try {
      let seen = '';
      const messages = await waitFor(
        `40 messages sent\n${shop.senderLog().slice(-2000)}\n${other.log().slice(-2000)}`,
        async () => {
          const rows = await Promise.all(orders.map((o) => placedMessageOf(o.id)));
          seen = `${kannel.received().length} at the phones; ${rows.map((m) => `${m.state}/${m.attempts}/${m.note}`).join(', ')}`;
          // sent: written down by its sender, or by Kannel's report when that came before the sendsms answer
          return rows.every((m) => m.state === 'sent') && kannel.received().length >= 40 ? rows : null;
        },
        90_000,
      ).catch((err) => {
        throw new Error(`${err.message}\n${seen}\n${shop.senderLog().slice(-1500)}\n${other.log().slice(-1500)}`);
      });
      await new Promise((r) => setTimeout(r, 3000)); // nothing more arrives
      const received = kannel.received();
      for (const [i, message] of messages.entries()) {
        expect(message.attempts, message.id).toBe(1);
        expect(received.filter((sms) => sms.to === phoneOf(i)).map((sms) => sms.text)).toEqual([message.text]);
      }
      expect(received).toHaveLength(40);
    } finally {
      await other.stop();
      await shop.stopSender();
    }
  });

  it("keep the day's cap of SMS parts between them, and go on when it is raised", async () => {
    const queued = await queuedMessages(10, 500);
    // room for the four oldest: each sender alone counting its own would send four
    const room = queued.slice(0, 4).reduce((sum, m) => sum + m.parts, 0);
    await setCap((await smsPartsSentToday(admin)) + room);
    const lease = { SMS_SENDING_GRACE_MS: '30000' };
    const [, other] = await Promise.all([shop.startSender(lease), shop.startOtherSender(lease)]);
    const atPhone = (phone: string) => kannel.received().filter((sms) => sms.to === phone).length;
    try {
      await waitFor(
        `the four oldest at their phones\n${shop.senderLog().slice(-1500)}\n${other.log().slice(-1500)}`,
        async () => queued.slice(0, 4).every((m) => atPhone(m.phone) === 1),
        60_000,
      );
      await new Promise((r) => setTimeout(r, 3000)); // nothing more goes
      expect(queued.map((m) => atPhone(m.phone))).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
      const states = await Promise.all(
        queued.map(async (m) => (await admin.collection('messages').getOne(m.id)).state),
      );
      expect(states.slice(4)).toEqual(Array(6).fill('queued'));
      await setCap(0); // counts at the next claim, with no restart
      await waitFor('all ten at their phones', async () => queued.every((m) => atPhone(m.phone) === 1), 60_000);
      await new Promise((r) => setTimeout(r, 2000));
      expect(queued.map((m) => atPhone(m.phone))).toEqual(Array(10).fill(1));
    } finally {
      await setCap(0);
      await other.stop();
      await shop.stopSender();
    }
  });
});

describe('the claim route', () => {
  type ClaimAnswer = {
    status: number;
    message: string;
    token: string;
    claimed: { id: string; attempts: number; receiptKey: string }[];
    capReached?: boolean;
  };
  const claim = (pb: PocketBase, body: unknown): Promise<ClaimAnswer> =>
    pb
      .send<{ token: string; claimed: { id: string; attempts: number; receiptKey: string }[] }>(
        '/api/shop/messages/claim',
        { method: 'POST', body: body as Record<string, unknown> },
      )
      .then(
        (answer) => ({ status: 200, message: '', ...answer }),
        (err: { status: number; response?: { message?: string } }) => ({
          status: err.status,
          message: err.response?.message ?? '',
          token: '',
          claimed: [],
        }),
      );

  it('splits messages between claims racing for them: each is claimed once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const order = await operatorOrder(admin, { language: 'en', phone: phoneOf(100 + i), number: orderNumber() });
      ids.push((await placedMessageOf(order.id)).id);
    }
    const clients = await Promise.all([shop.senderClient(), shop.senderClient(), shop.senderClient()]);
    // three claims at once for all twenty, each in its own order
    const answers = await Promise.all(
      clients.map((pb, i) => claim(pb, { channel: 'sms', ids: i === 1 ? [...ids].reverse() : ids, leaseMs: 60_000 })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const claimed = answers.flatMap((a) => a.claimed.map((m) => m.id));
    expect([...claimed].sort()).toEqual([...ids].sort());
    for (const answer of answers)
      for (const m of answer.claimed) {
        expect(m.attempts).toBe(1);
        expect(m.receiptKey).toMatch(/^[A-Za-z0-9]{40}$/);
      }
    // claimed again: nothing, they are sending
    expect((await claim(clients[0], { channel: 'sms', ids, leaseMs: 60_000 })).claimed).toEqual([]);
    const rows = await Promise.all(ids.map((id) => admin.collection('messages').getOne(id)));
    expect(rows.every((m) => m.state === 'sending' && m.attempts === 1 && m.claim_token)).toBe(true);
    // written down by their claimant only: another claim's token is refused (409) and changes nothing
    const [first] = answers.filter((a) => a.claimed.length > 0);
    const other = answers.find((a) => a !== first && a.token)!;
    const id = first.claimed[0].id;
    await expect(
      clients[0].collection('messages').update(id, { state: 'sent', claimToken: other.token }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(clients[0].collection('messages').update(id, { state: 'sent' })).rejects.toMatchObject({
      status: 409,
    });
    expect((await admin.collection('messages').getOne(id)).state).toBe('sending');
    await clients[0].collection('messages').update(id, { state: 'sent', claimToken: first.token, note: '' });
    const sent = await admin.collection('messages').getOne(id);
    expect(sent.state).toBe('sent');
    expect(sent.claim_token).toBe(''); // the claim is over: its token writes nothing more
    await expect(
      clients[0].collection('messages').update(id, { state: 'queued', claimToken: first.token }),
    ).rejects.toMatchObject({ status: 409 });
    // Nor does an operator's save make it due again (a dashboard form opened before it was sent writes its old state
    // back), or delete it (the day's cap counts it); and no message is made by hand.
    for (const write of [
      () => admin.collection('messages').update(id, { state: 'held', send_after: new Date().toISOString() }),
      () => admin.collection('messages').update(id, { state: 'queued' }),
      () => admin.collection('messages').delete(id),
      () => admin.collection('messages').create({ order: sent.order, event: 'placed', channel: 'sms', event_seq: 99 }),
    ])
      expect(
        await write().then(
          () => 'saved',
          (err) => err.status,
        ),
      ).toBe(400);
    expect(await admin.collection('messages').getOne(id)).toMatchObject({ state: 'sent', attempts: sent.attempts });
    // settled by the test, so the other tests' senders do not meet them
    for (const m of rows) await admin.collection('messages').update(m.id, { state: 'given_up', claim_token: '' });
  });

  it("stops at the day's cap of SMS parts: a claim takes what fits, a second sender's claim then nothing", async () => {
    const queued = await queuedMessages(4, 600);
    const ids = queued.map((m) => m.id);
    await setCap((await smsPartsSentToday(admin)) + queued[0].parts + queued[1].parts + queued[2].parts);
    // one sent before messages kept their parts (sms_parts 0): its text is measured
    await admin
      .collection('messages')
      .update(ids[0], { state: 'sent', sent_at: new Date().toISOString(), sms_parts: 0 });
    try {
      const [one, two] = await Promise.all([shop.senderClient(), shop.senderClient()]);
      const first = await claim(one, { channel: 'sms', ids: ids.slice(1), leaseMs: 60_000 });
      expect([first.claimed.map((m) => m.id), first.capReached]).toEqual([ids.slice(1, 3), true]);
      // the second sender's own count knows nothing of the first's claim: PocketBase's does
      const second = await claim(two, { channel: 'sms', ids: ids.slice(3), leaseMs: 60_000 });
      expect([second.claimed, second.capReached]).toEqual([[], true]);
      expect((await admin.collection('messages').getOne(ids[3])).state).toBe('queued');
      await setCap(0);
      const raised = await claim(two, { channel: 'sms', ids: ids.slice(3), leaseMs: 60_000 });
      expect([raised.claimed.map((m) => m.id), raised.capReached]).toEqual([ids.slice(3), false]);
      // each claimed message keeps its parts, which the day's count sums
      for (const m of queued.slice(1))
        expect((await admin.collection('messages').getOne(m.id)).sms_parts, m.id).toBe(m.parts);
    } finally {
      await setCap(0);
      for (const id of ids) await admin.collection('messages').update(id, { state: 'given_up', claim_token: '' });
    }
  });

  it('claims the oldest due messages of a channel when given no ids, and never a held one before its hour', async () => {
    const pb = await shop.senderClient();
    const early = await operatorOrder(admin, { language: 'en', phone: phoneOf(200), number: orderNumber() });
    const later = await operatorOrder(admin, { language: 'en', phone: phoneOf(201), number: orderNumber() });
    const [a, b] = [await placedMessageOf(early.id), await placedMessageOf(later.id)];
    await admin
      .collection('messages')
      .update(a.id, { state: 'held', send_after: new Date(Date.now() + 3600_000).toISOString() });
    // older queued messages of other tests may be due too: settled first
    for (const m of await admin.collection('messages').getFullList({ filter: 'state = "queued" || state = "held"' }))
      if (m.id !== a.id && m.id !== b.id) await admin.collection('messages').update(m.id, { state: 'given_up' });
    const answer = await claim(pb, { channel: 'sms', limit: 5, leaseMs: 10_000 });
    expect(answer.claimed.map((m) => m.id)).toEqual([b.id]);
    expect((await claim(pb, { channel: 'email', ids: [a.id], leaseMs: 10_000 })).claimed).toEqual([]);
    expect((await admin.collection('messages').getOne(a.id)).state).toBe('held');
  });

  it.each([
    ['no channel', { ids: ['aaaaaaaaaaaaaaa'], leaseMs: 5000 }],
    ['a channel that is not one', { channel: 'fax', leaseMs: 5000 }],
    ['no lease', { channel: 'sms' }],
    ['a lease under a second', { channel: 'sms', leaseMs: 10 }],
    ['a lease as text', { channel: 'sms', leaseMs: '5000' }],
    ['an empty id list', { channel: 'sms', ids: [], leaseMs: 5000 }],
    ['an id that is not one', { channel: 'sms', ids: ['../orders'], leaseMs: 5000 }],
    ['101 ids', { channel: 'sms', ids: Array(101).fill('aaaaaaaaaaaaaaa'), leaseMs: 5000 }],
    ['a limit of 0', { channel: 'sms', limit: 0, leaseMs: 5000 }],
    ['a list for a body', [1, 2]],
  ])('refuses %s with 400 and claims nothing', async (_label, body) => {
    const pb = await shop.senderClient();
    const order = await operatorOrder(admin, { language: 'en', phone: phoneOf(300), number: orderNumber() });
    const message = await placedMessageOf(order.id);
    const answer = await claim(pb, body);
    expect(answer.status).toBe(400);
    expect(answer.message).not.toBe('');
    expect((await admin.collection('messages').getOne(message.id)).state).toBe('queued');
    await admin.collection('messages').update(message.id, { state: 'given_up' });
  });

  it('a message being sent when its number opted out, and then to be tried again, is not sent', async () => {
    const pb = await shop.senderClient();
    const phone = phoneOf(700);
    const order = await operatorOrder(admin, { language: 'en', phone, number: orderNumber() });
    await admin.collection('orders').update(order.id, { status: 'Confirmed' });
    const messages = await admin
      .collection('messages')
      .getFullList({ filter: admin.filter('order = {:o} && channel = "sms"', { o: order.id }), sort: 'event_seq' });
    // Both due now, whatever the hour (the confirmation is held at night).
    for (const m of messages)
      await admin.collection('messages').update(m.id, { state: 'queued', send_after: new Date().toISOString() });
    const ids = messages.map((m) => m.id);
    const first = await claim(pb, { channel: 'sms', ids, leaseMs: 5000 });
    expect(first.claimed.map((m) => m.id).sort()).toEqual([...ids].sort());
    // The number opts out while both are being handed over: they are left to finish.
    await admin.collection('message_optouts').create({ phone });
    // The gateway asks for both to be tried again.
    const settled = await pb.send('/api/shop/messages/settle', {
      method: 'POST',
      body: { items: ids.map((id) => ({ id, claimToken: first.token, state: 'queued', note: 'gateway busy' })) },
    });
    expect(settled).toBeTruthy();
    // Claimed again: the order's confirmation goes whatever the opt-out; the confirmed one is stopped.
    const again = await claim(pb, { channel: 'sms', ids, leaseMs: 5000 });
    const byEvent = new Map(messages.map((m) => [m.id, m.event]));
    expect(again.claimed.map((m) => byEvent.get(m.id))).toEqual(['placed']);
    const confirmed = messages.find((m) => m.event === 'confirmed')!;
    expect(await admin.collection('messages').getOne(confirmed.id)).toMatchObject({
      state: 'not_sent',
      note: 'not sent: the shopper asked for no messages',
      attempts: 1,
    });
    await admin.collection('messages').update(again.claimed[0]!.id, { state: 'given_up' });
  });

  it("an operator's save racing a claim never writes the message back to queued under the sender", async () => {
    const pb = await shop.senderClient();
    for (let i = 0; i < 25; i++) {
      const order = await operatorOrder(admin, { language: 'en', phone: phoneOf(600 + i), number: orderNumber() });
      const message = await placedMessageOf(order.id);
      // The operator saves a note on the queued message (its state untouched) as a sender claims it.
      const [answer, saved] = await Promise.all([
        claim(pb, { channel: 'sms', ids: [message.id], leaseMs: 5000 }),
        admin
          .collection('messages')
          .update(message.id, { note: `Checked by the office ${i}` })
          .then(
            () => 'saved',
            (err: { status: number }) => err.status,
          ),
      ]);
      const stored = await admin.collection('messages').getOne(message.id);
      // Claimed: it stays the sender's, whichever came first (before the fix, the save read before the claim and
      // written after it put the message back to queued with no claim: sent now, and again by the next claim).
      expect(answer.claimed.map((m) => m.id)).toEqual([message.id]);
      expect([stored.state, stored.claim_token]).toEqual(['sending', answer.token]);
      // The save went first (the claim then clears the note), or it read the message before the claim: refused.
      expect(['saved', 400]).toContain(saved);
      await admin.collection('messages').update(stored.id, { state: 'given_up' });
    }
  });

  it("an operator's form opened before the message was given up does not queue it again; a fresh one does", async () => {
    const order = await operatorOrder(admin, { language: 'en', phone: phoneOf(500), number: orderNumber() });
    const opened = await placedMessageOf(order.id);
    const givenUp = await admin.collection('messages').update(opened.id, { state: 'given_up' });
    const stale = await admin
      .collection('messages')
      .update(opened.id, { state: 'queued', updated: opened.updated })
      .then(
        () => 'saved',
        (err: { status: number; response: { data: { state?: { message: string } } } }) =>
          `${err.status}: ${err.response.data.state?.message}`,
      );
    expect(stale).toBe(
      '400: Changed since you opened it: the message is given_up now. Reload it and make your change again.',
    );
    expect((await admin.collection('messages').getOne(opened.id)).state).toBe('given_up');
    await admin.collection('messages').update(opened.id, { state: 'queued', updated: givenUp.updated });
    expect((await admin.collection('messages').getOne(opened.id)).state).toBe('queued');
    await admin.collection('messages').update(opened.id, { state: 'given_up' });
  });

  it('is refused to guests, and `sending` or a claim cannot be written through the records API', async () => {
    const order = await operatorOrder(admin, { language: 'en', phone: phoneOf(400), number: orderNumber() });
    const message = await placedMessageOf(order.id);
    const Client = admin.constructor as typeof PocketBase;
    const guest = new Client(shop.pbUrl);
    expect((await claim(guest, { channel: 'sms', ids: [message.id], leaseMs: 5000 })).status).toBe(401);
    const pb = await shop.senderClient();
    for (const change of [
      { state: 'sending', claimToken: '' },
      { claim_token: 'mine', claimToken: '' },
      { lease_until: '2099-01-01 00:00:00.000Z', claimToken: '' },
    ]) {
      await expect(pb.collection('messages').update(message.id, change), JSON.stringify(change)).rejects.toMatchObject({
        status: 404,
      });
    }
    const after = await admin.collection('messages').getOne(message.id);
    expect(after).toMatchObject({ state: 'queued', claim_token: '', lease_until: '' });
    // Holding its claim, the sender still cannot change what the message says or whom it is for.
    const held = await claim(pb, { channel: 'sms', ids: [message.id], leaseMs: 5000 });
    expect(held.claimed).toHaveLength(1);
    for (const change of [{ subject: 'Your order is free' }, { alert: 'aaaaaaaaaaaaaaa' }, { text: 'Another text' }]) {
      await expect(
        pb.collection('messages').update(message.id, { ...change, claimToken: held.token }),
        JSON.stringify(change),
      ).rejects.toMatchObject({ status: 404 });
    }
    // Its delivery-report key is a hidden field: a write of it is dropped, whatever the rule says.
    await pb
      .collection('messages')
      .update(message.id, { receipt_key: 'x'.repeat(40), claimToken: held.token })
      .catch(() => undefined);
    expect(await admin.collection('messages').getOne(message.id)).toMatchObject({
      subject: after.subject,
      alert: after.alert,
      text: after.text,
      state: 'sending',
      receipt_key: held.claimed[0]!.receiptKey,
    });
    await admin.collection('messages').update(message.id, { state: 'given_up' });
  });
});
