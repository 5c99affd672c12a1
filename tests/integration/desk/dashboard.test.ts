// The orders collection as superusers see it in the dashboard: key columns first, internal fields hidden and
// read-only, and the status lifecycle enforced for them too (with an undo of the last step for mis-taps).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminPb } from '@tests/harness/stack';
import { createOrderRecord } from '@tests/harness/orders';

let admin: PocketBase;
beforeAll(async () => {
  admin = await adminPb();
});

async function refusal(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
  } catch (err) {
    const e = err as { status: number; response: { message: string } };
    return { status: e.status, message: e.response.message };
  }
  throw new Error('the change was allowed');
}

describe('orders in the dashboard', () => {
  it('list the key columns first and keep the internal fields hidden', async () => {
    const orders = await admin.collections.getOne('orders');
    const names = orders.fields.map((f: { name: string }) => f.name);
    expect(names.slice(0, 7)).toEqual(['id', 'orderNumber', 'status', 'customerName', 'phone', 'total', 'created']);
    for (const name of ['idempotencyKey', 'accessToken', 'requestHash']) {
      expect(orders.fields.find((f: { name: string; hidden: boolean }) => f.name === name)?.hidden, name).toBe(true);
    }
    const status = orders.fields.find((f: { name: string }) => f.name === 'status');
    expect(status).toMatchObject({
      type: 'select',
      values: ['Open', 'Confirmed', 'Out for Delivery', 'Delivered', 'Cancelled', 'Delivery failed'],
    });
  });

  it('refuse superusers a skipped step, a missing reason, or a change to the internal fields', async () => {
    // Unique per run: the test may run again against the same stack (README, one test against a running stack).
    const key = `dashboard-test-key-${Date.now()}`;
    const order = await createOrderRecord(admin, { items: [], idempotencyKey: key });
    expect(order.status).toBe('Open');
    expect(await refusal(admin.collection('orders').update(order.id, { status: 'Delivered' }))).toEqual({
      status: 400,
      message: 'An order that is Open cannot become Delivered. Next can be: Confirmed, Cancelled.',
    });
    expect((await refusal(admin.collection('orders').update(order.id, { status: 'Cancelled' }))).message).toMatch(
      /Say why/,
    );
    expect(
      (await refusal(admin.collection('orders').update(order.id, { idempotencyKey: 'another-key-000001' }))).status,
    ).toBe(400);
    expect((await refusal(admin.collection('orders').update(order.id, { accessToken: 'x'.repeat(40) }))).status).toBe(
      400,
    );
    expect((await refusal(admin.collection('orders').update(order.id, { requestHash: 'f'.repeat(64) }))).status).toBe(
      400,
    );
    const stored = await admin.collection('orders').getOne(order.id);
    expect(stored).toMatchObject({ status: 'Open', idempotencyKey: key });
  });

  it('let superusers undo the last step, timing each change', async () => {
    const { id } = await createOrderRecord(admin, { items: [] });
    await admin.collection('orders').update(id, { status: 'Confirmed' });
    await admin.collection('orders').update(id, { status: 'Out for Delivery' });
    const delivered = await admin.collection('orders').update(id, { status: 'Delivered' });
    expect(delivered.delivered_at).not.toBe('');
    const undone = await admin.collection('orders').update(id, { status: 'Out for Delivery' });
    expect(undone.status).toBe('Out for Delivery');
    expect(await refusal(admin.collection('orders').update(id, { status: 'Open' }))).toMatchObject({ status: 400 });
    const failed = await admin
      .collection('orders')
      .update(id, { status: 'Delivery failed', status_reason: 'Road closed by landslide' });
    expect(failed).toMatchObject({ status_reason: 'Road closed by landslide', failedAttempt: 1 });
    expect(failed.failed_at).not.toBe('');
  });
});
