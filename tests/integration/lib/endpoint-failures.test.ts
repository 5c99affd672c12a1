// Endpoints that answer in a shape of their own tell an outage from a bug: only a PocketBase that cannot be reached,
// or is busy, is answered 503 "try again" (src/lib/failure-status.server.ts; deskFailure and the session calls in
// src/features/desk/session.server.ts). Anything else is a fault to fix, answered 500 and never worded as an outage.
// Each case runs on a second shop server serving the stack's build: one whose PocketBase is on a closed port (a real
// outage), and two whose service account is misconfigured: a wrong password, which the real PocketBase refuses with a
// 400, and none at all, which the shop cannot even try. Neither is an outage, and neither is a wrong staff password.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_CHECK_FAILED } from '@/features/checkout/messages';
import { deskMessage } from '@/features/desk/words';
import { type OtherShop, startOtherShop } from '@tests/harness/other-shop';

const BUILD_TOKEN = randomBytes(24).toString('base64url');
const REBUILD_DOWN = 'Could not queue the rebuild right now. Please try again.';
const DOWN = deskMessage('down', 'en');
const WRONG = deskMessage('wrong', 'en');
/** A well-formed product id (availability.json refuses a malformed one with a 400 before asking PocketBase). */
const SOME_ID = 'abcdefghijklmno';

function startShop(env: Record<string, string>): Promise<OtherShop> {
  return startOtherShop({ env: { SITE_BUILD_TOKEN: BUILD_TOKEN, SHOP_RATE_LIMITS: 'off', ...env } });
}

/** Waits for the server to print `text` (its output arrives through a pipe, maybe after the response). */
async function expectLogged(shop: OtherShop, text: string): Promise<void> {
  await expect.poll(() => shop.serverLog(), { timeout: 5000, interval: 100 }).toContain(text);
}

const availability = (shop: OtherShop) => fetch(`${shop.shopUrl}/products/availability.json?id=${SOME_ID}`);

const rebuild = (shop: OtherShop) =>
  fetch(`${shop.shopUrl}/api/rebuild`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${BUILD_TOKEN}`, 'Content-Type': 'application/json' },
    body: '{}',
  });

const signIn = (shop: OtherShop) =>
  fetch(`${shop.shopUrl}/desk/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: shop.shopUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'nobody@krishibazaar.test', password: 'some-password-1' }),
  });

describe('a shop whose PocketBase cannot be reached: every answer is the outage, 503', () => {
  let shop: OtherShop;
  beforeAll(async () => {
    shop = await startShop({ PB_URL: 'http://127.0.0.1:9' });
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('/products/availability.json: 503 with the stock-check sentence', async () => {
    const res = await availability(shop);
    expect(res.status, shop.serverLog()).toBe(503);
    expect(await res.json()).toEqual({ error: STOCK_CHECK_FAILED });
    await expectLogged(shop, '[availability] PocketBase unavailable:');
  });

  it('/api/rebuild: 503 "try again"', async () => {
    const res = await rebuild(shop);
    expect(res.status, shop.serverLog()).toBe(503);
    expect(await res.json()).toEqual({ message: REBUILD_DOWN });
  });

  it('desk sign-in: 503 "cannot be reached"', async () => {
    const res = await signIn(shop);
    expect(res.status, shop.serverLog()).toBe(503);
    expect(await res.text()).toContain(DOWN);
  });

  it('desk export with a session cookie: 503 "cannot be reached", the session kept', async () => {
    const res = await fetch(`${shop.shopUrl}/desk/export?from=2026-01-01&to=2026-01-02`, {
      redirect: 'manual',
      headers: { Cookie: 'desk_session=some-token' },
    });
    expect(res.status, shop.serverLog()).toBe(503);
    expect(await res.text()).toBe(DOWN);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('desk sign-out: 503, still signed in', async () => {
    const res = await fetch(`${shop.shopUrl}/desk/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: shop.shopUrl, Cookie: 'desk_session=some-token' },
    });
    expect(res.status, shop.serverLog()).toBe(503);
    expect(await res.text()).toBe(deskMessage('signOutFailed', 'en'));
  });
});

describe.each([
  // PocketBase refuses the service account's sign-in with a 400 (src/lib/data/sign-in.mjs waits out its 429s).
  // Made at run time: tests/integration/hardening/repository-secrets.test.ts refuses a literal for a secret variable.
  ['a wrong service password', { SHOP_SERVICE_PASSWORD: `wrong-${randomBytes(12).toString('base64url')}` }],
  // An empty setting counts as unset (src/lib/settings.mjs): the service client throws before any request.
  ['no service password', { SHOP_SERVICE_PASSWORD: '' }],
])('a shop with %s: a bug, answered 500 and logged, never called an outage', (_label, env) => {
  let shop: OtherShop;
  beforeAll(async () => {
    shop = await startShop(env);
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('/products/availability.json: 500 with the same sentence, no details', async () => {
    const res = await availability(shop);
    expect(res.status, shop.serverLog()).toBe(500);
    expect(await res.json()).toEqual({ error: STOCK_CHECK_FAILED });
    await expectLogged(shop, '[availability] unexpected failure:');
  });

  it('/api/rebuild: 500, not "try again", nothing of the cause', async () => {
    const res = await rebuild(shop);
    expect(res.status, shop.serverLog()).toBe(500);
    const body = (await res.json()) as { message: string };
    expect(body.message).not.toBe(REBUILD_DOWN);
    expect(body.message).not.toMatch(/try again|SHOP_SERVICE|authenticate|password/i);
    await expectLogged(shop, '[rebuild] unexpected failure:');
  });

  it('desk sign-in: 500, neither "cannot be reached" nor "wrong email or password"', async () => {
    const res = await signIn(shop);
    expect(res.status, shop.serverLog()).toBe(500);
    const text = await res.text();
    expect(text).not.toContain(DOWN);
    expect(text).not.toContain(WRONG);
    expect(res.headers.get('set-cookie')).toBeNull();
    await expectLogged(shop, '[desk] sign-in failed:');
  });
});
