// Order desk sign-in (POST /desk/login): clear errors, a session cookie the browser cannot read or send cross-site,
// and rate limits: the shop's per-phone limit (run on a second shop server with the limits on, trusting one proxy so
// each test is its own client) and PocketBase's own budget for all staff sign-ins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startOtherShop, type OtherShop } from '@tests/harness/other-shop';
import { adminPb } from '@tests/harness/stack';
import { createStaff, type TestStaff } from '@tests/harness/staff';
import { DEFAULT_LIMITS } from '@/features/abuse/rate-limit';

let admin: PocketBase;
let staff: TestStaff;
let shop: OtherShop;

beforeAll(async () => {
  admin = await adminPb();
  staff = await createStaff(admin, 'Sign-in tester');
  shop = await startOtherShop({ rateLimits: true });
}, 60_000);
afterAll(async () => {
  await shop?.stop();
  if (staff)
    await admin
      .collection('staff')
      .delete(staff.id)
      .catch(() => {});
});

function signIn(client: string, email: string, password: string) {
  return fetch(`${shop.shopUrl}/desk/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: shop.shopUrl, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
    body: new URLSearchParams({ email, password }),
  });
}

describe('desk sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie scoped to /desk', async () => {
    const res = await signIn('203.0.113.10', staff.email, staff.password);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/desk');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^desk_session=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/desk/);
  });

  it('refuses a wrong password clearly, and a form posted from another site', async () => {
    const wrong = await signIn('203.0.113.11', staff.email, 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong email or password.');
    const crossSite = await fetch(`${shop.shopUrl}/desk/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': '203.0.113.12',
      },
      body: new URLSearchParams({ email: staff.email, password: staff.password }),
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
  });

  it('is rate limited per phone: after the budget even the right password waits, other phones are not affected', async () => {
    const client = '203.0.113.13';
    for (let i = 0; i < DEFAULT_LIMITS.deskSignIn.limit; i++) {
      expect((await signIn(client, staff.email, `wrong-${i}`)).status).toBe(400);
    }
    const limited = await signIn(client, staff.email, staff.password);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many sign-in attempts. Please wait a minute and try again.');
    expect(limited.headers.get('set-cookie')).toBeNull();
    expect((await signIn('203.0.113.14', staff.email, staff.password)).status).toBe(303);
  });

  it('PocketBase limits staff sign-ins by its own rule too', async () => {
    const settings = await admin.settings.getAll();
    expect(settings.rateLimits.enabled).toBe(true);
    expect(settings.rateLimits.rules).toContainEqual(
      expect.objectContaining({ label: 'staff:auth', duration: 60, maxRequests: 20 }),
    );
  });
});
