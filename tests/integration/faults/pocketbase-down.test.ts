// The shop's server while PocketBase is down or hung: built pages and the
// on-demand /products keep serving, checkout answers with the docs/rules.md "try
// again" message within a bounded time (src/lib/pocketbase.ts gives every
// PocketBase request a deadline), and once PocketBase is back the next order
// goes through without restarting the server, including for a server that
// started during the outage and never signed in. Own PocketBase and server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callAction, type ActionResult } from '@tests/harness/actions-client';
import { customer, newKey } from '@tests/harness/orders';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';
import { place, type SeedPlace } from '@tests/harness/seed';
import { cartTemplates, PLACE_ORDER_FAILED, type CartTemplate } from './storm';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let shop: OwnShop;
let kathmandu: SeedPlace;
let plain: CartTemplate;
let withCoupon: CartTemplate;

beforeAll(async () => {
  shop = await startOtherShop({ pocketbase: 'own' });
  kathmandu = await place('Kathmandu', 'Baneshwor', shop.anonymous());
  const templates = await cartTemplates(shop.shopUrl, shop.anonymous(), kathmandu);
  plain = templates.find((t) => !t.couponCode)!;
  withCoupon = templates.find((t) => t.couponCode === 'TIHAR10')!;
});

beforeEach(async () => {
  await shop.ensureRunning();
});

afterAll(async () => {
  await shop?.stop();
});

function placeOrder(template: CartTemplate, key = newKey()): Promise<ActionResult<PlaceOrderResult>> {
  return callAction<PlaceOrderResult>(
    'placeOrder',
    {
      idempotencyKey: key,
      customer: customer(kathmandu, { name: 'Outage Shopper' }),
      items: template.items,
      ...(template.couponCode ? { couponCode: template.couponCode } : {}),
      expectedTotal: template.expectedTotal,
    },
    // far above the server's own deadline for PocketBase: a hang would show as a rejected call here
    { shopUrl: shop.shopUrl, timeoutMs: 45_000 },
  );
}

/** Built pages (precompressed and plain) and the on-demand ones that need no PocketBase. */
const PAGES = [
  '/',
  '/about',
  '/blog',
  '/products',
  '/products?category=Vegetables&sort=price-asc',
  '/products/chiuri-honey',
  '/order/ORD-123456',
];

async function expectPagesServe(): Promise<void> {
  for (const path of PAGES) {
    for (const encoding of ['br', 'identity']) {
      const res = await fetch(new URL(path, shop.shopUrl), { headers: { 'Accept-Encoding': encoding } });
      const body = await res.text();
      expect(res.status, `${path} (${encoding})`).toBe(200);
      expect(body, path).toContain('</html>');
    }
  }
  // a product the build does not know is looked up in PocketBase: without it, the not-found page, not a 500
  const unknown = await fetch(new URL('/products/no-such-product', shop.shopUrl));
  expect(unknown.status).toBe(404);
}

function expectTryAgain(result: ActionResult<PlaceOrderResult>): void {
  expect(result.error, result.raw).toMatchObject({
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: PLACE_ORDER_FAILED,
  });
}

async function ordersWithKey(key: string) {
  return shop.admin.collection('orders').getFullList({ filter: shop.admin.filter('idempotencyKey = {:key}', { key }) });
}

describe('PocketBase outage', () => {
  it('down: pages serve, checkout says "try again", and orders go through again once it is back', async () => {
    const before = await placeOrder(plain);
    expect(before.error).toBeUndefined(); // the server is signed in to PocketBase

    await shop.killPocketBase();
    await expectPagesServe();
    const failedKey = newKey();
    expectTryAgain(await placeOrder(plain, failedKey));
    expectTryAgain(await placeOrder(withCoupon));

    // a server started during the outage has never signed in: it serves and answers the same way
    await shop.killServer();
    await shop.startServer();
    await expectPagesServe();
    expectTryAgain(await placeOrder(plain, failedKey));

    await shop.startPocketBase();
    // no restart of the server: its first order after PocketBase returns succeeds (it signs in by itself)
    const after = await placeOrder(withCoupon);
    expect(after.error, shop.serverLog()).toBeUndefined();
    expect(after.data!.orderNumber).toMatch(/^ORD-\d{6}$/);
    // the shopper who was told to try again does so with the same submission: one order
    const retried = await placeOrder(plain, failedKey);
    expect(retried.error).toBeUndefined();
    expect((await ordersWithKey(failedKey)).map((o) => o.orderNumber)).toEqual([retried.data!.orderNumber]);
    console.log(
      `[faults] PocketBase down: ${PAGES.length} pages x 2 encodings served 200 (before and after a server restart); ` +
        '3 orders answered "try again"; 2 orders placed after its return, the retried one exactly once',
    );
  }, 120_000);

  it('hung (SIGSTOP): checkout answers "try again" after the server\'s deadline, then recovers on SIGCONT', async () => {
    shop.signalPocketBase('SIGSTOP');
    try {
      const started = Date.now();
      const answer = await placeOrder(plain);
      const waited = Date.now() - started;
      expectTryAgain(answer);
      expect(waited).toBeGreaterThanOrEqual(9_000); // PocketBase really hung: only the deadline answered
      // static pages and /products never wait for PocketBase
      const res = await fetch(new URL('/products', shop.shopUrl));
      expect(res.status).toBe(200);
      console.log(`[faults] PocketBase hung: placeOrder answered "try again" after ${waited} ms`);
    } finally {
      shop.signalPocketBase('SIGCONT');
    }
    const after = await placeOrder(plain);
    expect(after.error, shop.serverLog()).toBeUndefined();
  }, 120_000);
});
