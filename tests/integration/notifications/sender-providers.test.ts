// The Sparrow SMS (v2) and Aakash SMS (v3) transports (server/notify/sms-sparrow.ts, sms-aakash.ts) against a local
// server answering as their documentation says (tests/harness/sms-providers.ts): what each documented answer becomes
// (accepted, retried, given up), and the sender's bookkeeping with Sparrow, including its at-most-once rule after a
// crash (docs/notifications.md, "Never twice").
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorOrder, type SenderShop, startSenderShop } from '@tests/harness/sender';
import { type FakeProviders, type ProviderAnswer, startFakeProviders } from '@tests/harness/sms-providers';
import { waitFor } from '@tests/harness/wait';
import { AakashTransport } from '../../../server/notify/sms-aakash.ts';
import { SparrowTransport } from '../../../server/notify/sms-sparrow.ts';
import type { OutgoingMessage, Transport } from '../../../server/notify/transport.ts';

let fake: FakeProviders;

beforeAll(async () => {
  fake = await startFakeProviders();
});

afterAll(async () => {
  await fake?.stop();
});

const message = (to = '9812345678'): OutgoingMessage => ({
  id: 'abcdefghijklmno',
  channel: 'sms',
  recipient: to,
  language: 'ne',
  text: 'कृषि बजार: अर्डर ORD-123456 प्राप्त भयो।',
});

const send = (transport: Transport, answer: ProviderAnswer, to?: string) => {
  fake.answer = answer;
  return transport.send(message(to), new AbortController().signal);
};

describe('Sparrow SMS v2', () => {
  const sparrow = () => new SparrowTransport({ url: fake.sparrowUrl, token: fake.token, from: 'KrishiBzr' });

  it('posts token, from, to and text, and takes 200 as accepted', async () => {
    const before = fake.requests.length;
    expect(await send(sparrow(), 'accept')).toEqual({ kind: 'accepted', providerId: 'sparrow:abcdefghijklmno' });
    expect(fake.requests.slice(before)).toEqual([
      {
        provider: 'sparrow',
        fields: { token: fake.token, from: 'KrishiBzr', to: '9812345678', text: message().text },
      },
    ]);
  });

  it('gives up on the documented refusals, saying which', async () => {
    expect(await send(sparrow(), 'invalid-token')).toMatchObject({
      kind: 'give_up',
      reason: expect.stringMatching(/token.*1002/),
    });
    expect(await send(sparrow(), 'invalid-number')).toMatchObject({
      kind: 'give_up',
      reason: expect.stringMatching(/number.*1007/),
    });
    expect(await send(sparrow(), 'no-credit')).toMatchObject({
      kind: 'give_up',
      reason: expect.stringMatching(/credit.*1013/),
    });
    expect(await send(sparrow(), 'missing-field')).toMatchObject({
      kind: 'give_up',
      reason: expect.stringContaining('1000'),
    });
    const wrongToken = new SparrowTransport({ url: fake.sparrowUrl, token: 'wrong', from: 'KrishiBzr' });
    expect(await send(wrongToken, 'accept')).toMatchObject({ kind: 'give_up' });
  });

  it('retries a 5xx and a dropped connection', async () => {
    expect(await send(sparrow(), 'server-error')).toMatchObject({
      kind: 'retry',
      reason: expect.stringContaining('503'),
    });
    expect(await send(sparrow(), 'drop')).toMatchObject({
      kind: 'retry',
      reason: expect.stringContaining('could not be reached'),
    });
    const nowhere = new SparrowTransport({ url: 'http://127.0.0.1:9/v2/sms/', token: fake.token, from: 'x' });
    expect(await nowhere.send(message(), new AbortController().signal)).toMatchObject({ kind: 'retry' });
  });
});

describe('Aakash SMS v3', () => {
  const aakash = () => new AakashTransport({ url: fake.aakashUrl, token: fake.token, from: '' });

  it("posts auth_token, to and text, and keeps Aakash's id of the message", async () => {
    const before = fake.requests.length;
    const outcome = await send(aakash(), 'accept');
    expect(outcome).toMatchObject({ kind: 'accepted', providerId: expect.stringMatching(/^aakash:\d+$/) });
    expect(fake.requests.slice(before)).toEqual([
      { provider: 'aakash', fields: { auth_token: fake.token, to: '9812345678', text: message().text } },
    ]);
  });

  it('gives up on the documented refusals and an invalid number', async () => {
    expect(await send(aakash(), 'invalid-token')).toEqual({
      kind: 'give_up',
      reason: 'Aakash SMS: The provided Auth Token is not valid.',
    });
    expect(await send(aakash(), 'no-credit')).toEqual({ kind: 'give_up', reason: 'Aakash SMS: Not enough balance.' });
    expect(await send(aakash(), 'accept', '12345')).toMatchObject({
      kind: 'give_up',
      reason: expect.stringContaining('not valid'),
    });
  });

  it('retries a 5xx and a dropped connection', async () => {
    expect(await send(aakash(), 'server-error')).toMatchObject({ kind: 'retry' });
    expect(await send(aakash(), 'drop')).toMatchObject({ kind: 'retry' });
  });
});

describe('the sender with Sparrow', () => {
  let shop: SenderShop;
  let admin: PocketBase;
  let n = 0;
  const newOrder = (phone: string) =>
    operatorOrder(admin, { language: 'en', phone, number: `ORD-${String(810000 + n++ + (process.pid % 1000) * 10)}` });
  const firstMessage = async (orderId: string) =>
    (await admin.collection('messages').getFullList({ filter: admin.filter('order = {:o}', { o: orderId }) }))[0];
  const settledState = (orderId: string, timeoutMs = 20_000) =>
    waitFor(
      `the message settled\n${shop.senderLog().slice(-2000)}`,
      async () => {
        const m = await firstMessage(orderId);
        return m && !['queued', 'sending'].includes(m.state) ? m : null;
      },
      timeoutMs,
    );

  beforeAll(async () => {
    fake.answer = 'accept';
    shop = await startSenderShop({
      SMS_PROVIDER: 'sparrow',
      SMS_API_URL: fake.sparrowUrl,
      SMS_TOKEN: fake.token,
      SMS_FROM: 'KrishiBzr',
    });
    admin = shop.admin;
    const [limits] = await admin.collection('message_limits').getFullList();
    await admin.collection('message_limits').update(limits.id, { sms_per_second: 20, max_attempts: 3 });
    await shop.startSender();
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
  });

  it('records the accepted message as sent, with its provider id', async () => {
    fake.answer = 'accept';
    const m = await settledState((await newOrder('9811111111')).id);
    expect(m).toMatchObject({ state: 'sent', attempts: 1, provider_id: `sparrow:${m.id}`, note: '' });
  });

  it('gives up on an invalid number at once, with the reason', async () => {
    fake.answer = 'invalid-number';
    const m = await settledState((await newOrder('9811111112')).id);
    expect(m.state).toBe('given_up');
    expect(m.attempts).toBe(1);
    expect(m.note).toContain('the number is not valid');
  });

  it('retries a 5xx with a growing wait, then gives up after max_attempts', async () => {
    fake.answer = 'server-error';
    const m = await settledState((await newOrder('9811111113')).id, 30_000);
    expect(m.state).toBe('given_up');
    expect(m.attempts).toBe(3);
    expect(m.note).toContain('3 attempts failed');
  });

  it('a message retried goes once the provider answers again', async () => {
    fake.answer = 'server-error';
    const order = await newOrder('9811111114');
    await waitFor(
      'a failed attempt',
      async () => ((await firstMessage(order.id))?.attempts >= 1 ? true : null),
      20_000,
    );
    fake.answer = 'accept';
    const m = await settledState(order.id);
    expect(m.state).toBe('sent');
    expect(m.attempts).toBeGreaterThan(1);
    // one request per attempt, the last accepted
    expect(fake.requests.filter((r) => r.fields.to === '9811111114')).toHaveLength(m.attempts);
  });

  it('never hands over again a message a killed sender left sending (Sparrow cannot be asked)', async () => {
    fake.answer = 'drop';
    await shop.killSender();
    const order = await newOrder('9811111115');
    const m = await firstMessage(order.id);
    // as a sender killed between marking it and writing down the answer leaves it
    await admin.collection('messages').update(m.id, { state: 'sending', attempts: 1 });
    const before = fake.requests.length;
    fake.answer = 'accept';
    await shop.startSender();
    const after = await settledState(order.id);
    expect(after.state).toBe('given_up');
    expect(after.note).toContain('never twice');
    expect(fake.requests.length).toBe(before);
  });
});
