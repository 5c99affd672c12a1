// Rate limits and desk sessions hold across every shop server and across build swaps (SECURITY.md "Rate limits",
// "Desk sessions and sign-in limits"): two shop servers with the limits on, on the stack's PocketBase, behind nginx
// with the recipe in deploy/nginx/ (requests alternate between them). The counters live in PocketBase
// (src/lib/rate-limits/pocketbase-store.server.ts), so neither server nor a fresh build worker starts a fresh budget.
//
// The servers trust two proxy hops (a CDN in front of nginx): the test writes the shopper's address into
// X-Forwarded-For as the CDN would, and nginx appends its own view; each run uses fresh addresses.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAction, type CallOptions } from '@tests/harness/actions-client';
import { startNginx, type RunningNginx } from '@tests/harness/nginx';
import { customer, orderInput } from '@tests/harness/orders';
import { startOtherShop, type OtherShop } from '@tests/harness/other-shop';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { untilShopAnswers } from '@tests/harness/shop-answers';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, type TestStaff } from '@tests/harness/staff';
import { DEFAULT_LIMITS } from '@/lib/rate-limits/rate-limit';

let a: OtherShop;
let b: OtherShop;
let nginx: RunningNginx;
let apple: SeedProduct;
let where: SeedPlace;
let staff: TestStaff;

const RUN = Math.floor(Math.random() * 250) + 1;
let nextClient = 1;
/** A shopper's address no other test or run uses. */
const newClient = () => `10.${RUN}.${Math.floor(Math.random() * 250)}.${nextClient++}`;

const via = (url: string, client: string): CallOptions => ({ shopUrl: url, headers: { 'X-Forwarded-For': client } });

/** Each server signs in to PocketBase on its first call; PocketBase limits sign-ins, so wait until it answers. */
const ready = (shop: OtherShop) => untilShopAnswers(shop.shopUrl, { 'X-Forwarded-For': '192.0.2.1' });

beforeAll(async () => {
  const env = { TRUST_PROXY: '2' };
  [a, b, apple, where] = await Promise.all([
    startOtherShop({ rateLimits: true, env }),
    startOtherShop({ rateLimits: true, env }),
    product('jumla-apple'),
    place(),
  ]);
  await Promise.all([ready(a), ready(b)]);
  nginx = await startNginx({
    root: join(testStack().buildDir, 'client'),
    nodes: [new URL(a.shopUrl).host, new URL(b.shopUrl).host],
  });
  staff = await createStaff(await adminPb(), 'Two servers');
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  if (staff)
    await (await adminPb())
      .collection('staff')
      .delete(staff.id)
      .catch(() => {});
});

async function ordersOf(name: string): Promise<number> {
  const pb = await adminPb();
  return (await pb.collection('orders').getList(1, 1, { filter: pb.filter('customerName = {:name}', { name }) }))
    .totalItems;
}

/** Places an order as `client` through `url`; the HTTP status. */
async function order(url: string, client: string, name: string): Promise<number> {
  const input = orderInput(where, [{ product: apple, quantity: 1 }], { customer: customer(where, { name }) });
  const { data, error } = await callAction('placeOrder', input, via(url, client));
  return data ? 200 : (error?.status ?? 0);
}

describe('two shop servers behind nginx', () => {
  const limit = DEFAULT_LIMITS.orders.limit;

  it(`let one client place at most ${limit} orders a minute between them, also across build swaps and a restart`, async () => {
    const client = newClient();
    const name = `Two servers ${client}`;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 4; i++) statuses.push(await order(nginx.url, client, name));
    // and straight at each server, bypassing nginx's turn-taking
    statuses.push(await order(a.shopUrl, `${client}, 127.0.0.1`, name));
    statuses.push(await order(b.shopUrl, `${client}, 127.0.0.1`, name));
    const placed = statuses.filter((s) => s === 200).length;
    console.log(`orders from one client through nginx and both servers: ${statuses.length} tried, ${placed} placed`);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses.slice(limit)).toEqual(Array(statuses.length - limit).fill(429));
    expect(await ordersOf(name)).toBe(limit);

    // A build swap on both servers (a fresh build worker each) and a restart of one: the budget is still spent.
    await Promise.all([a.swap(), b.swap()]);
    const afterSwap = [await order(nginx.url, client, name), await order(nginx.url, client, name)];
    await a.stop();
    a = await startOtherShop({ rateLimits: true, env: { TRUST_PROXY: '2' } });
    await ready(a);
    const afterRestart = await order(a.shopUrl, `${client}, 127.0.0.1`, name);
    console.log(`after build swaps: ${afterSwap.join(', ')}; after a restart: ${afterRestart}`);
    expect(afterSwap).toEqual([429, 429]);
    expect(afterRestart).toBe(429);
    expect(await ordersOf(name)).toBe(limit);
    // Another client still orders through either server.
    const other = newClient();
    expect(await order(b.shopUrl, `${other}, 127.0.0.1`, `Two servers ${other}`)).toBe(200);
  });

  it('hold a desk session on both servers, and a sign-out on one ends it on the other', async () => {
    const signIn = await fetch(`${nginx.url}/desk/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        // nginx passes the host without its port (proxy_set_header Host $host), as on port 80 in production.
        Origin: `http://${new URL(nginx.url).hostname}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': newClient(),
      },
      body: new URLSearchParams({ email: staff.email, password: staff.password }),
    });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^desk_session=./);
    const list = (url: string) => fetch(`${url}/desk/orders.json`, { headers: { Cookie: cookie }, redirect: 'manual' });
    for (const url of [a.shopUrl, b.shopUrl, nginx.url, nginx.url]) expect((await list(url)).status).toBe(200);

    const out = await fetch(`${a.shopUrl}/desk/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: a.shopUrl, Cookie: cookie },
    });
    expect(out.status).toBe(303);
    for (const url of [b.shopUrl, a.shopUrl, nginx.url]) expect((await list(url)).status).not.toBe(200);
  });

  it(`count desk sign-in attempts from one address on both servers together (${DEFAULT_LIMITS.deskSignIn.limit} a minute)`, async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_LIMITS.deskSignIn.limit; i++) {
      const url = i % 2 === 0 ? a.shopUrl : b.shopUrl;
      const res = await fetch(`${url}/desk/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Origin: url,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': `${client}, 127.0.0.1`,
        },
        // a different made-up account each time: only the per-address budget is spent
        body: new URLSearchParams({ email: `nobody-${i}-${client}@krishibazaar.test`, password: 'guess' }),
      });
      statuses.push(res.status);
    }
    console.log(`desk sign-ins from one address over both servers: ${statuses.join(' ')}`);
    expect(statuses.slice(0, -1)).toEqual(Array(DEFAULT_LIMITS.deskSignIn.limit).fill(400));
    expect(statuses.at(-1)).toBe(429);
  });
});
