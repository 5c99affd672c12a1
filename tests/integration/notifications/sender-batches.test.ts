// The sender in batches (docs/notifications.md "The sender", "Two senders"): one claim takes a batch, the gateway gets
// its messages a few at once at the rate's pace, and one settlement (POST /api/shop/messages/settle,
// pocketbase/pb_hooks/lib/message-claims.js settleMessages) writes how they went, each under its claim. Through a real
// Kannel with fakesmsc as the phone network (tests/harness/kannel.ts): killed mid-batch, the gateway down two minutes,
// two senders racing for the same batches: every message reaches its phone once; a batch never passes the rate or
// the day's cap. Then the settle route itself.
import type { Server } from 'node:http';
import type PocketBase from 'pocketbase';
import { partsOf } from '../../../server/notify/backoff.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Kannel, sendsmsProxy, startKannel } from '@tests/harness/kannel';
import {
  giveUpLeftovers,
  operatorOrder,
  type SenderShop,
  smsPartsSentToday,
  startSenderShop,
} from '@tests/harness/sender';
import { waitFor } from '@tests/harness/wait';
import { LONG_TEST_MARGIN, NEPAL_MIDNIGHT, waitPastNepalEdges } from '@tests/harness/clock-edge';

let kannel: Kannel;
let shop: SenderShop;
/** Between the sender and smsbox: passes every sendsms on, noting when each came. */
let proxy: Server;
let sendsmsTimes: number[] = [];
let admin: PocketBase;
let limitsId = '';
let seq = 0;
let phoneSeq = 0;

// this file's own PocketBase: a counter cannot meet another order's number (a random one could, and was refused)
const orderNumber = () => `ORD-${600000 + seq++}`;
/** A phone number no other test uses, so fakesmsc's lines are told apart. */
const newPhone = () => `98${String(50000000 + ((process.pid * 1000 + phoneSeq++) % 9_999_999)).slice(-8)}`;

// The day's cap of SMS parts counts from Nepal's midnight: no test begins in the minutes before it.
beforeEach(() => waitPastNepalEdges(NEPAL_MIDNIGHT, LONG_TEST_MARGIN));

beforeAll(async () => {
  kannel = await startKannel();
  let url: string;
  ({ server: proxy, url } = await sendsmsProxy(kannel, {
    before: () => {
      sendsmsTimes.push(Date.now());
      return false;
    },
  }));
  shop = await startSenderShop({
    SMS_PROVIDER: 'kannel',
    SMS_API_URL: url,
    SMS_TOKEN: kannel.token,
    SMS_FROM: 'KrishiBzr',
  });
  admin = shop.admin;
  const [limits] = await admin.collection('message_limits').getFullList();
  limitsId = limits.id;
}, 120_000);

beforeEach(async () => {
  await shop.stopSender();
  await giveUpLeftovers(admin);
  await admin
    .collection('message_limits')
    .update(limitsId, { sms_per_second: 20, sms_parts_per_day: 0, max_attempts: 30 });
});

afterAll(async () => {
  proxy?.closeAllConnections();
  proxy?.close();
  await shop?.stop();
  await kannel?.stop();
});

type Queued = { id: string; phone: string; text: string };

/** `count` orders, each with its `placed` message queued (no sender runs while they are written). */
async function queueOrders(count: number): Promise<Queued[]> {
  const queued: Queued[] = [];
  for (let i = 0; i < count; i++) {
    const phone = newPhone();
    const order = await operatorOrder(admin, { language: i % 3 ? 'en' : 'ne', phone, number: orderNumber() });
    const message = await admin
      .collection('messages')
      .getFirstListItem(admin.filter('order = {:o} && channel = "sms"', { o: order.id }));
    expect(message.state).toBe('queued');
    queued.push({ id: message.id, phone, text: message.text });
  }
  return queued;
}

const rowsOf = (queued: Queued[]) =>
  admin.collection('messages').getFullList({
    filter: queued.map((q) => admin.filter('id = {:id}', { id: q.id })).join(' || '),
    batch: 200,
  });

/** Waits until every message is `sent` and at its phone; then checks, after `quietMs`, each reached it once. */
async function allOnce(queued: Queued[], timeoutMs: number, quietMs = 5000, logs: () => string = shop.senderLog) {
  let seen = '';
  await waitFor(
    `${queued.length} messages sent`,
    async () => {
      const rows = await rowsOf(queued);
      const atPhones = queued.filter((q) => kannel.received().some((sms) => sms.to === q.phone)).length;
      seen = `${atPhones} at their phones; ${rows.map((m) => `${m.state}/${m.attempts}`).join(', ')}`;
      return rows.every((m) => m.state === 'sent') && atPhones === queued.length ? true : null;
    },
    timeoutMs,
  ).catch((err) => {
    throw new Error(`${err.message}\n${seen}\n${logs().slice(-3000)}`);
  });
  await new Promise((r) => setTimeout(r, quietMs)); // past the lease: nothing is handed over again
  const received = kannel.received();
  for (const q of queued) expect(received.filter((sms) => sms.to === q.phone).map((sms) => sms.text)).toEqual([q.text]);
  return rowsOf(queued);
}

describe('the sender in batches through Kannel', { timeout: 400_000 }, () => {
  it('loses nothing and sends nothing twice when killed (SIGKILL) in the middle of a batch', async () => {
    // 5 a second: batches of 5, each taking a second to hand over
    await admin.collection('message_limits').update(limitsId, { sms_per_second: 5 });
    const queued = await queueOrders(20);
    await shop.startSender();
    // killed after the 7th reached its phone: the second batch is claimed, two of its five handed over
    await waitFor(
      'seven messages at their phones',
      async () => (queued.filter((q) => kannel.received().some((sms) => sms.to === q.phone)).length >= 7 ? true : null),
      30_000,
    );
    await shop.killSender();
    const left = (await rowsOf(queued)).filter((m) => m.state === 'sending');
    expect(left.length, 'claimed messages the killed sender left sending').toBeGreaterThan(0);
    await shop.startSender();
    const rows = await allOnce(queued, 90_000);
    // those it had not handed over went again after the lease (no report came for them), each once
    expect(rows.some((m) => m.attempts === 2)).toBe(true);
    expect(rows.every((m) => m.attempts <= 2)).toBe(true);
  });

  it('loses nothing and sends nothing twice when the gateway is down for two minutes', async () => {
    await kannel.stopBearerbox();
    let queued: Queued[] = [];
    try {
      queued = await queueOrders(20);
      // retries doubling from 2 s: about six attempts in two minutes, within max_attempts
      await shop.startSender({ SMS_RETRY_MS: '2000' });
      await waitFor(
        'failed attempts',
        async () => ((await rowsOf(queued)).some((m) => m.attempts >= 2 && m.note.includes('failed')) ? true : null),
        30_000,
      );
      await new Promise((r) => setTimeout(r, 120_000));
      expect(kannel.received().filter((sms) => queued.some((q) => q.phone === sms.to))).toEqual([]);
    } finally {
      await kannel.startBearerbox();
    }
    const rows = await allOnce(queued, 180_000);
    expect(rows.every((m) => m.attempts >= 1 && m.attempts < 30)).toBe(true);
  });

  it('two senders racing for the same batches hand each message over once, in one attempt', async () => {
    await admin.collection('message_limits').update(limitsId, { sms_per_second: 50 });
    const queued = await queueOrders(120);
    const lease = { SMS_SENDING_GRACE_MS: '30000' };
    const [, other] = await Promise.all([shop.startSender(lease), shop.startOtherSender(lease)]);
    try {
      const rows = await allOnce(queued, 120_000, 3000, () => `${shop.senderLog()}\n${other.log()}`);
      for (const m of rows) expect(m.attempts, m.id).toBe(1);
    } finally {
      await other.stop();
    }
  });

  it('hands the gateway no more than the rate, and claims no more than it lets go in a second, however many are due', async () => {
    await admin.collection('message_limits').update(limitsId, { sms_per_second: 2 });
    const queued = await queueOrders(8);
    sendsmsTimes = [];
    await shop.startSender();
    let mostSending = 0;
    const watch = async () => {
      for (;;) {
        const rows = await rowsOf(queued);
        mostSending = Math.max(mostSending, rows.filter((m) => m.state === 'sending').length);
        if (rows.every((m) => m.state === 'sent')) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await Promise.race([watch(), new Promise((_, fail) => setTimeout(() => fail(new Error('not drained')), 60_000))]);
    await allOnce(queued, 10_000, 1000);
    // a batch of 2 handed over, and the next one claimed meanwhile: never more than two batches of the rate
    expect(mostSending).toBeGreaterThan(0);
    expect(mostSending).toBeLessThanOrEqual(4);
    // at the gateway: 8 sendsms, never three within 0.9 s, the last 3.5 s after the first (the network between the
    // sender and the gateway moves one by a few ms)
    expect(sendsmsTimes).toHaveLength(8);
    const spans = sendsmsTimes.slice(2).map((t, i) => t - sendsmsTimes[i]);
    expect(Math.min(...spans), spans.join(', ')).toBeGreaterThanOrEqual(900);
    expect(sendsmsTimes[7] - sendsmsTimes[0]).toBeGreaterThanOrEqual(3400);
  });

  it("stops a batch at the day's cap of SMS parts", async () => {
    const queued = await queueOrders(6);
    const used = await smsPartsSentToday(admin);
    const parts = queued.map((q) => partsOf(q.text));
    // room for the first three, in the order they were written
    const room = parts[0] + parts[1] + parts[2];
    await admin.collection('message_limits').update(limitsId, { sms_parts_per_day: used + room });
    await shop.startSender();
    await waitFor(
      'three messages at their phones',
      async () => (queued.slice(0, 3).every((q) => kannel.received().some((sms) => sms.to === q.phone)) ? true : null),
      30_000,
    );
    await new Promise((r) => setTimeout(r, 3000));
    const rows = await rowsOf(queued);
    const stateOf = (id: string) => rows.find((m) => m.id === id)?.state;
    expect(queued.map((q) => stateOf(q.id))).toEqual(['sent', 'sent', 'sent', 'queued', 'queued', 'queued']);
    // raised: the rest go, with no restart (the claim reads the cap)
    await admin.collection('message_limits').update(limitsId, { sms_parts_per_day: 0 });
    await allOnce(queued, 30_000, 1000);
  });
});

describe('the settle route', () => {
  type Answer = { status: number; message: string; [key: string]: unknown };
  const post = (pb: PocketBase, path: string, body: unknown): Promise<Answer> =>
    pb.send<Record<string, unknown>>(path, { method: 'POST', body: body as Record<string, unknown> }).then(
      (answer) => ({ status: 200, message: '', ...answer }),
      (err: { status: number; response?: { message?: string } }) => ({
        status: err.status,
        message: err.response?.message ?? '',
      }),
    );
  type Claimed = { id: string; attempts: number; receiptKey: string; claim_token: string };
  const claim = async (pb: PocketBase, ids: string[], leaseMs = 60_000) =>
    (await post(pb, '/api/shop/messages/claim', { channel: 'sms', ids, leaseMs })).claimed as Claimed[];

  it("a refusal reported after the network took the message is another hand-over's: it stays sent", async () => {
    const pb = await shop.senderClient();
    const [a, b, c] = await queueOrders(3);
    const mine = await claim(pb, [a.id, b.id, c.id]);
    const at = new Date().toISOString();
    const answer = await post(pb, '/api/shop/messages/settle', {
      items: mine.map((m) => ({
        id: m.id,
        claimToken: m.claim_token,
        state: 'sent',
        provider_id: m.id,
        sent_at: at,
        note: '',
      })),
    });
    expect(answer.settled).toEqual([a.id, b.id, c.id]);
    // Kannel calls the dlr-url for every report of every hand-over, with the one key the message has for all of them.
    const report = async (m: Claimed, type: number, said: string) =>
      (
        await fetch(
          `${shop.pbUrl}/api/shop/sms-receipt?m=${m.id}&k=${m.receiptKey}&t=${type}&a=${encodeURIComponent(said)}`,
        )
      ).status;
    const reportAll = async (m: Claimed, reports: [number, string][]) => {
      for (const [type, said] of reports) expect(await report(m, type, said)).toBe(200);
    };
    // a: one hand-over taken and delivered; another hand-over's refusal (a retry after a timeout) reported last
    await reportAll(mine[0]!, [
      [8, 'ACK/'],
      [1, 'DELIVRD'],
      [16, 'NACK/0x00000008/System Error'],
    ]);
    // b: refused with nothing before it: the network never had it, the shopper was not told
    await reportAll(mine[1]!, [[16, 'NACK/0x0000000b/Invalid Destination Address']]);
    // c: one hand-over's refusal first, then the other taken and delivered
    await reportAll(mine[2]!, [
      [16, 'NACK/'],
      [8, 'ACK/'],
      [1, 'DELIVRD'],
    ]);
    const [ra, rb, rc] = await Promise.all([a, b, c].map((q) => admin.collection('messages').getOne(q.id)));
    expect(ra).toMatchObject({ state: 'sent', receipt: 'delivered to the phone (DELIVRD)', note: '' });
    expect(rb).toMatchObject({ state: 'given_up', note: 'given up: the phone network refused it (see the receipt)' });
    expect(rb.receipt).toMatch(/^refused by the phone network/);
    expect(rc).toMatchObject({ state: 'sent', receipt: 'delivered to the phone (DELIVRD)', note: '' });
  });

  it('writes a batch under its claim, skips what another sender took over and lets a report that came first win', async () => {
    const pb = await shop.senderClient();
    const [a, b, c] = await queueOrders(3);
    const mine = await claim(pb, [a.id, b.id, c.id]);
    expect(mine.map((m) => m.id)).toEqual([a.id, b.id, c.id]);
    const token = mine[0].claim_token;
    // a: its lease taken to have run out, settled by another sender and claimed again by it
    expect(
      (await post(pb, '/api/shop/messages/settle', { items: [{ id: a.id, claimToken: token, state: 'queued' }] }))
        .settled,
    ).toEqual([a.id]);
    const [theirs] = await claim(pb, [a.id]);
    expect(theirs.claim_token).not.toBe(token);
    // b: Kannel's report that the network took it came before the gateway's answer
    const receipt = await fetch(
      `${shop.pbUrl}/api/shop/sms-receipt?m=${b.id}&k=${mine[1].receiptKey}&t=8&a=${encodeURIComponent('ACK')}`,
    );
    expect(receipt.status).toBe(200);
    const at = new Date().toISOString();
    const answer = await post(pb, '/api/shop/messages/settle', {
      items: [
        { id: a.id, claimToken: token, state: 'sent', provider_id: a.id, sent_at: at, note: '' },
        { id: b.id, claimToken: token, state: 'queued', send_after: at, note: 'attempt 1 failed (timeout)' },
        { id: c.id, claimToken: token, state: 'given_up', note: 'given up: the number is not valid' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.settled).toEqual([c.id]);
    expect((answer.skipped as { id: string }[]).map((s) => s.id)).toEqual([a.id]);
    expect(answer.kept).toEqual([{ id: b.id, state: 'sent' }]);
    const [ra, rb, rc] = await Promise.all([a, b, c].map((q) => admin.collection('messages').getOne(q.id)));
    // a: still the other sender's
    expect(ra).toMatchObject({ state: 'sending', claim_token: theirs.claim_token, provider_id: '' });
    // b: the report's state kept, the claim over
    expect(rb).toMatchObject({ state: 'sent', claim_token: '', lease_until: '' });
    expect(rb.note).not.toContain('failed');
    expect(rc).toMatchObject({ state: 'given_up', note: 'given up: the number is not valid', claim_token: '' });
    // the claim is over: its token writes nothing more
    const again = await post(pb, '/api/shop/messages/settle', {
      items: [{ id: c.id, claimToken: token, state: 'sent' }],
    });
    expect(again.settled).toEqual([]);
    expect((await admin.collection('messages').getOne(c.id)).state).toBe('given_up');
    await admin.collection('messages').update(a.id, { state: 'given_up', claim_token: '', lease_until: '' });
  });

  it('a report and the settlement at the same moment: neither loses what the other wrote', async () => {
    const pb = await shop.senderClient();
    const queued = await queueOrders(30);
    const mine = await claim(
      pb,
      queued.map((q) => q.id),
    );
    expect(mine).toHaveLength(30);
    const at = new Date().toISOString();
    // each message's settlement and Kannel's report that the network took it, sent together
    await Promise.all(
      mine.flatMap((m) => [
        post(pb, '/api/shop/messages/settle', {
          items: [{ id: m.id, claimToken: m.claim_token, state: 'sent', provider_id: m.id, sent_at: at, note: '' }],
        }),
        fetch(`${shop.pbUrl}/api/shop/sms-receipt?m=${m.id}&k=${m.receiptKey}&t=8&a=ACK`),
      ]),
    );
    const rows = await rowsOf(queued);
    for (const m of mine) {
      expect(rows.find((row) => row.id === m.id)).toMatchObject({
        state: 'sent',
        provider_id: m.id,
        receipt: expect.stringContaining('ACK'),
        claim_token: '',
        lease_until: '',
      });
    }
  });

  it('a message the schema would now refuse is still claimed and settled: one row never stalls the outbox', async () => {
    const pb = await shop.senderClient();
    const [a, b] = await queueOrders(2);
    // the messages' text made shorter than theirs, as a later migration could: both rows are now invalid
    const collection = await admin.collections.getOne('messages');
    const fields = collection.fields as { name: string; max?: number }[];
    const text = fields.find((f) => f.name === 'text')!;
    const max = text.max;
    text.max = 5;
    await admin.collections.update('messages', { fields });
    try {
      await expect(admin.collection('messages').update(a.id, { note: 'x' })).rejects.toMatchObject({ status: 400 });
      const mine = await claim(pb, [a.id, b.id]);
      expect(mine.map((m) => m.id)).toEqual([a.id, b.id]);
      const answer = await post(pb, '/api/shop/messages/settle', {
        items: mine.map((m) => ({ id: m.id, claimToken: m.claim_token, state: 'sent', provider_id: m.id })),
      });
      expect(answer.settled).toEqual([a.id, b.id]);
    } finally {
      text.max = max;
      await admin.collections.update('messages', { fields });
    }
    expect((await rowsOf([a, b])).map((m) => m.state)).toEqual(['sent', 'sent']);
  });

  it('refuses a settlement with one bad item (400), writing none of it; and guests (401)', async () => {
    const pb = await shop.senderClient();
    const [a, b] = await queueOrders(2);
    const mine = await claim(pb, [a.id, b.id]);
    const token = mine[0].claim_token;
    const good = { id: a.id, claimToken: token, state: 'sent', provider_id: a.id };
    for (const bad of [
      { id: b.id, claimToken: token, state: 'sending' },
      { id: b.id, claimToken: token, state: 'sent', text: 'changed' },
      { id: b.id, claimToken: token, state: 'sent', recipient: '9800000000' },
      { id: b.id, claimToken: token, state: 'sent', sent_at: 'soon' },
      { id: a.id, claimToken: token, state: 'sent' },
    ]) {
      const answer = await post(pb, '/api/shop/messages/settle', { items: [good, bad] });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.message).not.toBe('');
    }
    expect((await post(pb, '/api/shop/messages/settle', { items: [] })).status).toBe(400);
    const Client = admin.constructor as typeof PocketBase;
    expect((await post(new Client(shop.pbUrl), '/api/shop/messages/settle', { items: [good] })).status).toBe(401);
    for (const q of [a, b]) {
      const row = await admin.collection('messages').getOne(q.id);
      expect(row).toMatchObject({ state: 'sending', claim_token: token, provider_id: '' });
      expect(row.text).toBe(q.text);
    }
    const answer = await post(pb, '/api/shop/messages/settle', {
      items: [good, { id: b.id, claimToken: token, state: 'queued', attempts: 0 }],
    });
    expect(answer.settled).toEqual([a.id, b.id]);
    expect(await admin.collection('messages').getOne(b.id)).toMatchObject({ state: 'queued', attempts: 0 });
    await admin.collection('messages').update(b.id, { state: 'given_up' });
  });
});
