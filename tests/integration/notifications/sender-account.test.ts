// The sender's own account (docs/notifications.md "The sender's account",
// pocketbase/pb_migrations/1732004110_sender_account.js): message_senders reads and writes the outbox, reads the
// sending limits and the mail server's settings, and nothing else; the shop's service account (the shop's server and
// publisher) reads none of those any more. Against the test stack's PocketBase, with an order placed through the shop.
import type PocketBase from 'pocketbase';
import type { CollectionModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectData } from '@tests/harness/actions-client';
import { customer, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminPb, senderPb, servicePb, testStack } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let admin: PocketBase;
let service: PocketBase;
let sender: PocketBase;
let orderId = '';
let messageId = '';

/** Status of a refused call; 'done' when it went through. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'done' as const,
    (err: { status: number }) => err.status,
  );

beforeAll(async () => {
  admin = await adminPb();
  [service, sender] = await Promise.all([servicePb(), senderPb()]);
  const [kathmandu, apple] = await Promise.all([place(), product('jumla-apple')]);
  const placed = await expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, [{ product: apple, quantity: 1 }], { customer: customer(kathmandu) }),
  );
  const order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  orderId = order.id;
  messageId = (await admin.collection('messages').getFirstListItem(admin.filter('order = {:o}', { o: orderId }))).id;
}, 60_000);

describe("the shop's service account", () => {
  it('reads no message, no sending limit and not the mail server', async () => {
    expect((await service.collection('messages').getList(1, 50)).totalItems).toBe(0);
    expect(await outcome(service.collection('messages').getOne(messageId))).toBe(404);
    expect((await service.collection('message_limits').getList(1, 5)).totalItems).toBe(0);
    expect(await outcome(service.send('/api/shop/mail-server', {}))).toBe(403);
  });

  it('writes no message, claims none and settles none', async () => {
    const before = await admin.collection('messages').getOne(messageId);
    expect(await outcome(service.collection('messages').update(messageId, { state: 'given_up', claimToken: '' }))).toBe(
      404,
    );
    const claim = { channel: 'sms', ids: [messageId], leaseMs: 5000 };
    expect(await outcome(service.send('/api/shop/messages/claim', { method: 'POST', body: claim }))).toBe(403);
    const settle = { items: [{ id: messageId, claimToken: '', state: 'given_up' }] };
    expect(await outcome(service.send('/api/shop/messages/settle', { method: 'POST', body: settle }))).toBe(403);
    expect(await admin.collection('messages').getOne(messageId)).toEqual(before);
  });
});

describe("the sender's account", () => {
  it('reads the outbox and the limits', async () => {
    expect((await sender.collection('messages').getOne(messageId)).order).toBe(orderId);
    expect((await sender.collection('message_limits').getList(1, 5)).totalItems).toBe(1);
  });

  it('reads no order: not listed, not by id, not through the message (expand or a filter on its fields)', async () => {
    expect((await sender.collection('orders').getList(1, 50)).totalItems).toBe(0);
    expect(await outcome(sender.collection('orders').getOne(orderId))).toBe(404);
    const expanded = await sender.collection('messages').getOne(messageId, { expand: 'order' });
    expect(expanded.expand ?? {}).toEqual({});
    const order = await admin.collection('orders').getOne(orderId);
    // a filter through the relation would tell whose message it is: it matches nothing (or is refused)
    const byPhone = sender
      .collection('messages')
      .getList(1, 50, { filter: sender.filter('order.customerName = {:n}', { n: order.customerName }) });
    const answer = await byPhone.then(
      (page) => page.totalItems,
      (err: { status: number }) => err.status,
    );
    expect([0, 400]).toContain(answer);
  });

  it("cannot use the shop server's routes", async () => {
    const feedback = { feedback: JSON.stringify({ phone: '9712345678', order_id: '', rating: 4, comment: 'x' }) };
    expect(await outcome(sender.send('/api/shop/forms/feedback', { method: 'POST', body: feedback }))).toBe(403);
    expect(
      await outcome(sender.send('/api/shop/stock-alerts', { method: 'POST', body: { phone: '9812345678' } })),
    ).toBe(403);
  });

  it('creates, updates and deletes nothing through the records API but how a message went', async () => {
    const collections: CollectionModel[] = await admin.collections.getFullList();
    expect(collections.length).toBeGreaterThan(20);
    for (const c of collections) {
      for (const action of ['createRule', 'updateRule', 'deleteRule'] as const) {
        const rule = (c[action] as string | null) ?? '';
        if (rule.includes('message_senders'))
          expect(`${c.name}.${action}`, 'only the messages update rule names the sender').toBe('messages.updateRule');
      }
      if (c.type === 'view') continue;
      const latest = await admin
        .collection(c.name)
        .getList(1, 1, { sort: '-id' })
        .then((page) => page.items[0] ?? null)
        .catch(() => null);
      const count = async () => (await admin.collection(c.name).getList(1, 1, { fields: 'id' })).totalItems;
      const before = await count();
      expect(await outcome(sender.collection(c.name).create({})), `${c.name}: create`).not.toBe('done');
      if (latest && c.name !== 'messages') {
        expect(await outcome(sender.collection(c.name).update(latest.id, {})), `${c.name}: update`).not.toBe('done');
      }
      if (latest && !(c.name === 'message_senders' && latest.id === sender.authStore.record?.id)) {
        expect(await outcome(sender.collection(c.name).delete(latest.id)), `${c.name}: delete`).not.toBe('done');
      }
      expect(await count(), `${c.name}: count`).toBe(before);
    }
  });
});

describe('the stack', () => {
  it('has the sender signed in as message_senders, not shop_service', () => {
    expect(sender.authStore.record?.collectionName).toBe('message_senders');
    expect(testStack().service.email).not.toBe(sender.authStore.record?.email);
  });
});
