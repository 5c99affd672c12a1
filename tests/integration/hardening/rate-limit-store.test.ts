// The store behind the shop server's rate limits (pocketbase/pb_hooks/rate-limits.pb.js, SECURITY.md "Rate limits"):
// only the service account reaches it; a window starts, adds up and ends as rate-limiter-flexible expects; bad input
// is a 400 that changes nothing; the cron drops ended windows.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminPb, anonymousClient, servicePb } from '@tests/harness/stack';
import { createStaff, staffPb } from '@tests/harness/staff';

let service: PocketBase;
let admin: PocketBase;
const ROUTE = '/api/shop/rate-limit';

beforeAll(async () => {
  [service, admin] = await Promise.all([servicePb(), adminPb()]);
});

const call = (body: unknown) =>
  service.send<{ points: number; expire: number | null } | null>(ROUTE, { method: 'POST', body });
const rows = async (key: string) =>
  (await admin.collection('rate_limits').getFullList({ filter: admin.filter('key = {:key}', { key }) })).length;

describe('the rate-limit store', () => {
  it('is closed to guests and staff, and its collection to every API client but superusers', async () => {
    const body = { op: 'get', key: 'orders:10.0.0.1' };
    await expect(anonymousClient().send(ROUTE, { method: 'POST', body })).rejects.toMatchObject({ status: 401 });
    const staff = await createStaff(admin, 'Store probe');
    try {
      await expect((await staffPb(admin, staff)).send(ROUTE, { method: 'POST', body })).rejects.toMatchObject({
        status: 403,
      });
    } finally {
      await admin.collection('staff').delete(staff.id);
    }
    const collection = await admin.collections.getOne('rate_limits');
    for (const rule of ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const)
      expect(collection[rule]).toBeNull();
    await expect(service.collection('rate_limits').getList(1, 1)).rejects.toMatchObject({ status: 403 });
  });

  it('starts a window, adds to it, gives points back, and starts again once it has ended', async () => {
    const key = `test:${randomUUID()}`;
    expect(await call({ op: 'get', key })).toBeNull();
    const first = await call({ op: 'upsert', key, points: 1, msDuration: 60_000, forceExpire: false });
    expect(first!.points).toBe(1);
    expect(first!.expire).toBeGreaterThan(Date.now());
    const second = await call({ op: 'upsert', key, points: 2, msDuration: 60_000, forceExpire: false });
    expect(second).toEqual({ points: 3, expire: first!.expire }); // the window does not move
    expect(await call({ op: 'upsert', key, points: -1, msDuration: 60_000, forceExpire: false })).toMatchObject({
      points: 2,
    });
    expect(await call({ op: 'get', key })).toEqual({ points: 2, expire: first!.expire });
    // An ended window (forced to end in 1 ms) starts again at the next call.
    const ending = await call({ op: 'upsert', key, points: 5, msDuration: 1, forceExpire: true });
    expect(ending!.points).toBe(5);
    for (let i = 0; i < 50 && (await call({ op: 'get', key })) !== null; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await call({ op: 'get', key })).toBeNull();
    expect((await call({ op: 'upsert', key, points: 1, msDuration: 60_000, forceExpire: false }))!.points).toBe(1);
    expect(await call({ op: 'delete', key })).toEqual({ deleted: true });
    expect(await rows(key)).toBe(0);
  });

  it('keeps counts exact when many calls arrive at once', async () => {
    const key = `test:${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => call({ op: 'upsert', key, points: 1, msDuration: 60_000, forceExpire: false })),
    );
    expect(answers.map((a) => a!.points).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const key = `test:${randomUUID()}`;
    for (const body of [
      {},
      { op: 'upsert', key },
      { op: 'upsert', key, points: 1.5, msDuration: 1000 },
      { op: 'upsert', key, points: 1, msDuration: -1 },
      { op: 'upsert', key, points: 'x', msDuration: 1000 },
      { op: 'upsert', key: 'has space', points: 1, msDuration: 1000 },
      { op: 'upsert', key: 'x'.repeat(301), points: 1, msDuration: 1000 },
      { op: 'drop', key },
      { op: 'get', key: { $ne: '' } },
    ]) {
      await expect(call(body), JSON.stringify(body).slice(0, 80)).rejects.toMatchObject({ status: 400 });
    }
    expect(await rows(key)).toBe(0);
  });

  it('drops ended windows on its cron, keeping running ones', async () => {
    const ended = `test:${randomUUID()}`;
    const running = `test:${randomUUID()}`;
    await call({ op: 'upsert', key: ended, points: 1, msDuration: 1, forceExpire: true });
    await call({ op: 'upsert', key: running, points: 1, msDuration: 60_000, forceExpire: false });
    for (let i = 0; i < 50 && (await call({ op: 'get', key: ended })) !== null; i++)
      await new Promise((r) => setTimeout(r, 20));
    // PocketBase runs a job asked for by its API in the background: the answer comes before the job ends.
    await admin.send('/api/crons/shop_rate_limits_cleanup', { method: 'POST' });
    for (let i = 0; i < 100 && (await rows(ended)) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await rows(ended)).toBe(0);
    expect(await rows(running)).toBe(1);
  });
});
