// Order desk sessions (SECURITY.md "Desk sessions and sign-in limits"): sign-out ends a session for good (the old
// cookie value stops working, on the shop and at PocketBase), and a session lasts 12 hours from sign-in however much
// it is used: the cookie is written once, the token's expiry never moves, and PocketBase refuses to refresh it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, type TestStaff } from '@tests/harness/staff';

let admin: PocketBase;
let staff: TestStaff;
let colleague: TestStaff;

beforeAll(async () => {
  admin = await adminPb();
  [staff, colleague] = await Promise.all([createStaff(admin, 'Session tester'), createStaff(admin, 'Colleague')]);
});
afterAll(async () => {
  for (const s of [staff, colleague])
    if (s)
      await admin
        .collection('staff')
        .delete(s.id)
        .catch(() => {});
});

const shop = () => testStack().shopUrl;
const desk = (cookie: string, path = '/desk/orders.json') =>
  fetch(`${shop()}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice('desk_session='.length));
/** The token's claims (PocketBase tokens are JWTs); only read here, never trusted. */
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
const pbMe = (token: string) =>
  fetch(`${testStack().pbUrl}/api/desk/me`, { headers: { Authorization: token } }).then((r) => r.status);

describe('desk sessions', () => {
  it('sign-out ends the session for good: the old cookie is refused by the shop and by PocketBase', async () => {
    const cookie = await deskCookie(staff);
    const other = await deskCookie(colleague);
    expect((await desk(cookie)).status).toBe(200);

    const out = await fetch(`${shop()}/desk/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: shop(), Cookie: cookie },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie') ?? '').toMatch(/desk_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    // The copied cookie value, replayed: the desk sends it to sign in again, PocketBase refuses the token.
    const page = await desk(cookie, '/desk');
    expect(page.headers.get('location')).toMatch(/^\/desk\/login\?expired=1/);
    expect((await desk(cookie)).status).not.toBe(200);
    expect(await pbMe(tokenOf(cookie))).toBe(401);
    // A colleague's session is untouched; signing in again works.
    expect((await desk(other)).status).toBe(200);
    expect((await desk(await deskCookie(staff))).status).toBe(200);
  });

  it('lasts 12 hours from sign-in, not from last use', async () => {
    const before = Math.floor(Date.now() / 1000);
    const cookie = await deskCookie(colleague);
    const { exp } = claims(tokenOf(cookie));
    expect(exp).toBeGreaterThanOrEqual(before + 12 * 3600 - 5);
    expect(exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 12 * 3600 + 5);

    // Using the desk never writes a new cookie (the session is not extended).
    for (const path of ['/desk', '/desk/orders.json', '/desk/login', '/desk']) {
      const res = await desk(cookie, path);
      expect(res.status, path).toBeLessThan(400);
      expect(res.headers.get('set-cookie') ?? '', path).not.toContain('desk_session=');
    }
    // Nor can the token be swapped for a fresh one at PocketBase.
    const refresh = await fetch(`${testStack().pbUrl}/api/collections/staff/auth-refresh`, {
      method: 'POST',
      headers: { Authorization: tokenOf(cookie) },
    });
    expect(refresh.status).toBe(403);
    expect(await refresh.text()).not.toContain('"token"');

    // A token past its expiry is a dead session: one that PocketBase issued for 1 second, waited out.
    const shortLived = await admin.collection('staff').impersonate(colleague.id, 1);
    const expired = `desk_session=${encodeURIComponent(shortLived.authStore.token)}`;
    await vi.waitUntil(async () => (await desk(expired)).status !== 200, { timeout: 10_000, interval: 100 });
    const page = await desk(expired, '/desk');
    expect(page.headers.get('location')).toMatch(/^\/desk\/login\?expired=1/);
    // The 12-hour cookie is still good.
    expect((await desk(cookie)).status).toBe(200);
  });
});
