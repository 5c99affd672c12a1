// Order desk sign-in (POST /desk/login): clear errors, a session cookie the browser cannot read or send cross-site,
// and limits per address and per account (SECURITY.md "Desk sessions and sign-in limits"), on a second shop server
// with the limits on that trusts one proxy, so each test acts from addresses of its own (X-Forwarded-For). Staff
// cannot sign in at PocketBase itself: only the desk, through the service account's route, signs them in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { startOtherShop, type OtherShop } from '@tests/harness/other-shop';
import { adminPb, anonymousClient, servicePb, testStack } from '@tests/harness/stack';
import { createStaff, staffPb, type TestStaff } from '@tests/harness/staff';
import { DEFAULT_LIMITS } from '@/lib/rate-limits/rate-limit';

let admin: PocketBase;
let staff: TestStaff;
let colleague: TestStaff;
let shop: OtherShop;
const made: TestStaff[] = [];

const RUN = Math.floor(Math.random() * 250) + 1;
let nextClient = 1;
/** An address no other test or run uses. */
const newClient = () => `172.16.${RUN}.${nextClient++}`;

beforeAll(async () => {
  admin = await adminPb();
  [staff, colleague] = await Promise.all([createStaff(admin, 'Sign-in tester'), createStaff(admin, 'Colleague')]);
  shop = await startOtherShop({ rateLimits: true });
}, 60_000);
afterAll(async () => {
  await shop?.stop();
  for (const s of [staff, colleague, ...made])
    if (s)
      await admin
        .collection('staff')
        .delete(s.id)
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

const LIMITED = 'Too many sign-in attempts. Please wait a minute and try again.';

describe('desk sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie scoped to /desk, for 12 hours', async () => {
    const res = await signIn(newClient(), staff.email, staff.password);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/desk');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^desk_session=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/desk/);
    expect(cookie).toMatch(/Max-Age=43200/);
  });

  it('takes the email however it is capitalised, as a phone keyboard types it', async () => {
    const capitalised = staff.email.toUpperCase();
    const res = await signIn(newClient(), capitalised, staff.password);
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie') ?? '').toMatch(/^desk_session=[^;]+/);
    // The wrong password is still wrong.
    expect((await signIn(newClient(), capitalised, 'wrong-password')).status).toBe(400);
  });

  it('refuses a wrong password clearly, and a form posted from another site', async () => {
    const wrong = await signIn(newClient(), staff.email, 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong email or password.');
    const crossSite = await fetch(`${shop.shopUrl}/desk/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': newClient(),
      },
      body: new URLSearchParams({ email: staff.email, password: staff.password }),
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
  });

  it(`is limited per address (${DEFAULT_LIMITS.deskSignIn.limit} a minute): then even the right password waits there, nowhere else`, async () => {
    const client = newClient();
    // Guesses at made-up accounts: only this address's budget is spent.
    for (let i = 0; i < DEFAULT_LIMITS.deskSignIn.limit; i++) {
      expect((await signIn(client, `nobody-${i}-${client}@krishibazaar.test`, 'guess')).status).toBe(400);
    }
    const limited = await signIn(client, staff.email, staff.password);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(LIMITED);
    expect(limited.headers.get('set-cookie')).toBeNull();
    // The same staff member, from another address, gets in.
    expect((await signIn(newClient(), staff.email, staff.password)).status).toBe(303);
  });

  it(`is limited per account (${DEFAULT_LIMITS.deskSignInAccount.limit} wrong passwords): guessing at one account from many addresses never blocks another`, async () => {
    const target = await createStaff(admin, 'Guessed at');
    made.push(target);
    // Wrong passwords at `target`, each from a fresh address (no address budget runs out).
    for (let i = 0; i < DEFAULT_LIMITS.deskSignInAccount.limit; i++) {
      expect((await signIn(newClient(), target.email, `wrong-${i}`)).status).toBe(400);
    }
    // The guessed-at account is now limited from any address, even with the right password...
    const limited = await signIn(newClient(), target.email.toUpperCase(), target.password);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(LIMITED);
    // ...while a colleague with the right password gets in, from a fresh address and from a guesser's.
    expect((await signIn(newClient(), colleague.email, colleague.password)).status).toBe(303);
    const shared = newClient();
    expect((await signIn(shared, target.email, 'one-more-guess')).status).toBe(429);
    expect((await signIn(shared, colleague.email, colleague.password)).status).toBe(303);
    const counted = await admin.collection('rate_limits').getFullList({ filter: 'key ~ "deskSignInAccount:"' });
    // Counters name no account: keys are hashes.
    for (const row of counted) expect(String(row.key)).not.toContain('@');
  });

  it('is closed at PocketBase: no password sign-in for staff, no shared staff budget, the desk route for the service account only', async () => {
    const direct = new PocketBase(testStack().pbUrl);
    await expect(
      direct.collection('staff').authWithPassword(colleague.email, colleague.password),
    ).rejects.toMatchObject({
      status: expect.any(Number),
    });
    expect(direct.authStore.isValid).toBe(false);
    const settings = await admin.settings.getAll();
    expect(settings.rateLimits.rules.map((r: { label: string }) => r.label)).not.toContain('staff:auth');
    // The sign-in route: guests and staff are refused; the service account is answered.
    const body = { email: colleague.email, password: colleague.password };
    await expect(anonymousClient().send('/api/desk/sign-in', { method: 'POST', body })).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      (await staffPb(admin, colleague)).send('/api/desk/sign-in', { method: 'POST', body }),
    ).rejects.toMatchObject({ status: 403 });
    const service = await servicePb();
    expect(await service.send('/api/desk/sign-in', { method: 'POST', body })).toMatchObject({
      token: expect.any(String),
    });
    await expect(
      service.send('/api/desk/sign-in', { method: 'POST', body: { ...body, password: 'wrong' } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('desk sign-in timing', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };

  // A wrong password costs a bcrypt comparison; an unknown email used to cost none, and came back in a fraction of
  // the time, telling anyone which emails belong to staff. Measured on the stack's own shop (limits off, so no
  // attempt is refused for its number), alternating the two kinds so a slow patch on the machine hits both.
  it('answers an unknown email as slowly as a known one with a wrong password: no timing oracle for staff emails', async () => {
    const { shopUrl } = testStack();
    const attempt = async (email: string, password: string) => {
      const started = performance.now();
      const res = await fetch(`${shopUrl}/desk/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: shopUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }),
      });
      const page = await res.text();
      expect(res.status).toBe(400);
      expect(page).toContain('Wrong email or password.');
      return performance.now() - started;
    };
    const unknownEmail = (i: number) => `nobody-${RUN}-${i}@krishibazaar.test`;
    await attempt(staff.email, 'warm-up');
    await attempt(unknownEmail(0), 'warm-up');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 1; i <= 15; i++) {
      if (i % 2) {
        known.push(await attempt(staff.email, `wrong-${i}`));
        unknown.push(await attempt(unknownEmail(i), `wrong-${i}`));
      } else {
        unknown.push(await attempt(unknownEmail(i), `wrong-${i}`));
        known.push(await attempt(staff.email, `wrong-${i}`));
      }
    }
    const ratio = median(unknown) / median(known);
    console.log(
      `desk sign-in: median ${median(known).toFixed(1)} ms for a known email (wrong password), ` +
        `${median(unknown).toFixed(1)} ms for an unknown one: ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  }, 60_000);
});
