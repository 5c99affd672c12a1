// Build switches under load: a shop server (its own process, server/serve-build.ts) serves steady traffic
// from a few clients (on-demand pages, static pages, order placements and order lookups, loopback only, a few
// seconds) while it switches builds twice, as the publisher does after a rebuild. Every request must be answered by
// the old build or the new one: no 502 "The shop is switching...", no reset connection, and every acknowledged
// order stored once. The builds are copies of the stack's build, so the switch is real (new worker, new bundle)
// without the minutes a rebuild takes.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { parse } from 'devalue';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopEnv } from '../../../server/backend.ts';
import { projectRoot } from '../../../server/paths.ts';
import { startServerProcess } from '../../../server/server-process.ts';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey } from '@tests/harness/orders';
import { place, type SeedPlace } from '@tests/harness/seed';
import { adminPb, anonymousClient, testStack } from '@tests/harness/stack';
import { cartTemplates, type CartTemplate } from './storm';
import type { PlaceOrderResult } from '@/features/checkout/contract';

const CLIENTS = 24;
/** Requests per client: bounded, whatever the machine's speed. The swaps happen while they run. */
const REQUESTS_PER_CLIENT = 400;

let server: { url: string; child: ChildProcess; stop: () => Promise<void> };
let copies: string[] = [];
let log = '';
let kathmandu: SeedPlace;
let templates: CartTemplate[];

beforeAll(async () => {
  const { buildDir, pbUrl, service } = testStack();
  const parent = mkdtempSync(join(projectRoot, '.builds', 'test-swap-'));
  copies = ['a', 'b'].map((name) => {
    const dir = join(parent, name);
    cpSync(buildDir, dir, { recursive: true });
    return dir;
  });
  copies.push(parent);
  server = await startServerProcess({
    buildDir,
    env: { ...process.env, ...shopEnv(pbUrl, service), SHOP_RATE_LIMITS: 'off' },
    onOutput: (chunk) => {
      log = (log + chunk.toString()).slice(-6000);
    },
  });
  kathmandu = await place('Kathmandu', 'Baneshwor', anonymousClient());
  templates = await cartTemplates(server.url, anonymousClient(), kathmandu);
});

afterAll(async () => {
  await server?.stop();
  const parent = copies.at(-1);
  if (parent) rmSync(parent, { recursive: true, force: true });
});

/** Asks the server process to switch to `dir` and waits until it has. */
function swap(dir: string): Promise<void> {
  return new Promise((done, fail) => {
    const onMessage = (message: { swapped?: string; swapFailed?: string; error?: string }) => {
      if (message.swapped === dir) {
        server.child.off('message', onMessage);
        done();
      } else if (message.swapFailed === dir) {
        server.child.off('message', onMessage);
        fail(new Error(message.error));
      }
    };
    server.child.on('message', onMessage);
    server.child.send({ swap: dir });
  });
}

interface Tally {
  requests: number;
  failures: string[];
  placed: string[];
  byKind: Record<string, number>;
}

async function get(path: string, tally: Tally, kind: string): Promise<void> {
  tally.requests++;
  tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1;
  try {
    const res = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    await res.arrayBuffer();
    if (res.status >= 500) tally.failures.push(`${res.status} GET ${path}`);
  } catch (err) {
    tally.failures.push(`no answer GET ${path}: ${(err as Error).message}`);
  }
}

async function placeOrder(i: number, tally: Tally): Promise<void> {
  tally.requests++;
  tally.byKind.placeOrder = (tally.byKind.placeOrder ?? 0) + 1;
  const template = templates[i % templates.length]!;
  try {
    const answer = await callAction<PlaceOrderResult>(
      'placeOrder',
      {
        idempotencyKey: newKey(),
        customer: customer(kathmandu, { name: `Swap shopper ${i}` }),
        items: template.items,
        expectedTotal: template.expectedTotal,
      },
      { shopUrl: server.url, timeoutMs: 30_000 },
    );
    if (answer.data) tally.placed.push(answer.data.orderNumber);
    else tally.failures.push(`placeOrder ${answer.error.status} ${answer.error.code} ${answer.error.message}`);
  } catch (err) {
    tally.failures.push(`no answer placeOrder: ${(err as Error).message}`);
  }
}

describe('build switches under load', () => {
  it('two switches during steady traffic: 0 failed requests, every acknowledged order stored', async () => {
    const couponless = templates.filter((t) => !t.couponCode);
    expect(couponless.length).toBeGreaterThan(0);
    // No coupons: a campaign budget running out would be a refusal, not what this test is about.
    templates = couponless;
    let stop = false;
    const tally: Tally = { requests: 0, failures: [], placed: [], byKind: {} };
    let finished = 0;
    const clients = Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; i < REQUESTS_PER_CLIENT && !stop; i++) {
        const n = c * REQUESTS_PER_CLIENT + i;
        switch (i % 5) {
          case 0:
            await placeOrder(n, tally);
            break;
          case 1:
            await get('/products?category=Vegetables', tally, 'on-demand page');
            break;
          case 2:
            await get('/', tally, 'static page');
            break;
          case 3:
            await get(`/order/${tally.placed.at(-1) ?? 'ORD-000000'}`, tally, 'order page');
            break;
          default:
            await get('/products/no-such-product', tally, 'not found page');
        }
      }
      finished++;
    });
    // The switches happen while the clients run: after some traffic, then again.
    const waitForRequests = async (n: number) => {
      while (tally.requests < n && finished < CLIENTS) await new Promise((r) => setTimeout(r, 20));
    };
    await waitForRequests(60);
    const atFirst = tally.requests;
    await swap(copies[0]!);
    await waitForRequests(tally.requests + 60);
    const atSecond = tally.requests;
    await swap(copies[1]!);
    await waitForRequests(tally.requests + 60);
    stop = true;
    await Promise.all(clients);

    const pb = await adminPb();
    const stored = new Set<string>();
    for (let i = 0; i < tally.placed.length; i += 50) {
      const chunk = tally.placed.slice(i, i + 50);
      const found = await pb.collection('orders').getFullList({
        filter: chunk.map((n) => pb.filter('orderNumber = {:n}', { n })).join(' || '),
        fields: 'orderNumber',
      });
      for (const o of found) stored.add(o.orderNumber as string);
    }
    const missing = tally.placed.filter((n) => !stored.has(n));
    console.log(
      `[swap-load] ${tally.requests} requests from ${CLIENTS} clients, 2 build switches (after ${atFirst} and ${atSecond} requests): ` +
        `${tally.failures.length} failed; ${tally.placed.length} orders acknowledged, ${tally.placed.length - missing.length} stored; ` +
        `by kind ${JSON.stringify(tally.byKind)}`,
    );
    expect(tally.failures, log).toEqual([]);
    expect(missing).toEqual([]);
    expect(tally.placed.length).toBeGreaterThan(10);
  }, 180_000);

  it('an order whose body is still arriving when the build switches is placed, not cut off with a 502', async () => {
    // A shopper on a slow link: the request's headers and half its body reach the server, the build switches, then
    // the rest arrives. The old build's worker must wait for it.
    const template = templates[0]!;
    const body = JSON.stringify({
      idempotencyKey: newKey(),
      customer: customer(kathmandu, { name: 'Slow link shopper' }),
      items: template.items,
      expectedTotal: template.expectedTotal,
    });
    const url = new URL('/_actions/placeOrder', server.url);
    const answer = new Promise<{ status: number; text: string }>((done, fail) => {
      const req = http.request(url, {
        method: 'POST',
        headers: {
          Origin: url.origin,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', fail);
      req.write(body.slice(0, body.length / 2));
      // the other half once the switch is done
      swap(copies[0]!).then(
        () => req.end(body.slice(body.length / 2)),
        (err) => fail(err),
      );
    });
    const { status, text } = await answer;
    expect(status, text).toBe(200);
    const placed = parse(text) as PlaceOrderResult;
    const pb = await adminPb();
    const stored = await pb
      .collection('orders')
      .getFirstListItem(pb.filter('orderNumber = {:n}', { n: placed.orderNumber }));
    expect(stored.customerName).toBe('Slow link shopper');
    console.log(
      `[swap-load] an order whose body was still arriving across a switch: ${status}, ${placed.orderNumber} stored`,
    );
  }, 120_000);
});
