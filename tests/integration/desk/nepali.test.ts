// The order desk in Nepali (/ne/desk, docs/order-desk.md, docs/i18n.md): the same desk as /desk, its words in Nepali,
// its links, forms and redirects staying under /ne/desk, order numbers, phones and lot codes in Latin digits. Signing
// in from either language writes the session for both (the browser sends a cookie only under its Path), so the
// language switch never asks staff to sign in again; /desk stays English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, type TestStaff } from '@tests/harness/staff';
import { createOrderRecord } from '@tests/harness/orders';
import { stockedProduct } from '@tests/harness/stock';

let admin: PocketBase;
let staff: TestStaff;
let leaver: TestStaff;
/** The session cookie as the browser sends it under each language's desk ("desk_session=..."). */
let cookies: { en: string; ne: string };
let orderId = '';
let orderNumber = '';

const shop = () => testStack().shopUrl;
const PHONE = '9841234567';

/** The session cookies a sign-in response sets, by Path. */
function sessionCookies(res: Response): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    if (!line.startsWith('desk_session=')) continue;
    const path = /;\s*Path=([^;]+)/i.exec(line)?.[1] ?? '';
    byPath[path] = line.split(';')[0] ?? '';
  }
  return byPath;
}

/** POST /ne/desk/login (or /desk/login) as the sign-in form does. */
function signIn(who: TestStaff, path = '/ne/desk/login') {
  return fetch(`${shop()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: shop(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: who.email, password: who.password }),
  });
}

const get = (path: string, cookie = '') =>
  fetch(`${shop()}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

/** A status change posted from the order page's form. */
const changeStatus = (path: string, cookie: string, from: string, to: string) =>
  fetch(`${shop()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: shop(), Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ from, to }),
  });

async function newOrder() {
  const honey = await stockedProduct('Desk Honey', admin);
  const record = await createOrderRecord(admin, {
    customerName: 'सीता शर्मा',
    phone: PHONE,
    city: 'Baneshwor',
    district: 'Kathmandu',
    items: [{ id: honey.id, name: 'Chiuri Honey', price: 1250, quantity: 2, lineTotal: 2500, lot: 'HNY-2611-A' }],
    subtotal: 2500,
    total: 2500,
  });
  return { id: record.id, orderNumber: String(record.orderNumber) };
}

beforeAll(async () => {
  admin = await adminPb();
  [staff, leaver] = await Promise.all([createStaff(admin, 'नेपाली डेस्क'), createStaff(admin, 'Leaver')]);
  const res = await signIn(staff);
  expect(res.status).toBe(303);
  const set = sessionCookies(res);
  cookies = { en: set['/desk'] ?? '', ne: set['/ne/desk'] ?? '' };
  ({ id: orderId, orderNumber } = await newOrder());
});
afterAll(async () => {
  for (const s of [staff, leaver])
    if (s)
      await admin
        .collection('staff')
        .delete(s.id)
        .catch(() => {});
});

describe('signing in to the Nepali desk', () => {
  it('lands on /ne/desk, with one session written for both languages’ desks', async () => {
    const res = await signIn(staff);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ne/desk');
    const lines = res.headers.getSetCookie().filter((line) => line.startsWith('desk_session='));
    expect(lines.map((line) => /Path=([^;]+)/.exec(line)?.[1]).sort()).toEqual(['/desk', '/ne/desk']);
    for (const line of lines) {
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Strict/i);
      expect(line).toMatch(/Max-Age=43200/);
    }
    const set = sessionCookies(res);
    expect(set['/desk']).toMatch(/^desk_session=[^;]+$/);
    expect(set['/ne/desk']).toBe(set['/desk']);
  });

  it('comes back to the Nepali page asked for, and from the English sign-in to the English desk', async () => {
    const back = await fetch(`${shop()}/ne/desk/login?next=${encodeURIComponent('/ne/desk/stock')}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: shop(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: staff.email, password: staff.password }),
    });
    expect(back.headers.get('location')).toBe('/ne/desk/stock');
    const english = await signIn(staff, '/desk/login');
    expect(english.headers.get('location')).toBe('/desk');
    expect(Object.keys(sessionCookies(english)).sort()).toEqual(['/desk', '/ne/desk']);
  });

  it('is the page a visitor without a session is sent to, in Nepali, and refuses a wrong password in Nepali', async () => {
    const desk = await get('/ne/desk');
    expect(desk.status).toBe(303);
    expect(desk.headers.get('location')).toBe(`/ne/desk/login?next=${encodeURIComponent('/ne/desk')}`);
    const order = await get(`/ne/desk/orders/${orderId}`);
    expect(order.headers.get('location')).toMatch(/^\/ne\/desk\/login\?next=%2Fne%2Fdesk%2Forders%2F/);
    const json = await get('/ne/desk/orders.json');
    expect(json.status).toBe(401);
    expect(((await json.json()) as { message: string }).message).toBe('तपाईंको सत्र सकियो। कृपया फेरि साइन इन गर्नुहोस्।');

    const login = await get('/ne/desk/login');
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const html = await login.text();
    expect(html).toMatch(/<html lang="ne"/);
    expect(html).toContain('अर्डर डेस्कमा साइन इन गर्नुहोस्');
    expect(html).not.toContain('Sign in to the order desk');

    const wrong = await fetch(`${shop()}/ne/desk/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: shop(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: staff.email, password: 'wrong-password' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('इमेल वा पासवर्ड मिलेन।');
  });
});

describe('the Nepali desk', () => {
  it('lists the orders in Nepali, its links and forms staying under /ne/desk', async () => {
    const res = await get('/ne/desk', cookies.ne);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="ne"/);
    expect(html).toContain('आजका र बाँकी अर्डरहरू');
    expect(html).toContain('अर्डर डेस्क');
    expect(html).not.toContain('Today and open orders');
    expect(html).not.toContain('Sign out');
    // The order's row: its number in Latin digits, its status and total in Nepali.
    const start = html.indexOf(`data-id="${orderId}"`);
    expect(start).toBeGreaterThan(0);
    const row = html.slice(start, html.indexOf('</li>', start));
    expect(row).toContain(orderNumber);
    expect(row).toContain(`href="/ne/desk/orders/${orderId}"`);
    expect(row).toContain('पुष्टि हुन बाँकी');
    expect(row).toContain('रु. २,५००');
    for (const address of ['/ne/desk/export', '/ne/desk/publish', '/ne/desk/logout']) {
      expect(html).toContain(`action="${address}"`);
    }
    expect(html).toContain('href="/ne/desk/stock"');
    // Only the switch leads to the English desk: the same page in English.
    expect([...html.matchAll(/(?:href|action)="(\/desk[^"]*)"/g)].map((match) => match[1])).toEqual(['/desk']);
    expect(html).toMatch(/<a href="\/desk"[^>]*lang="en"[^>]*>\s*English\s*<\/a>/);
  });

  it('shows an order in Nepali, its number, phone and lot code in Latin digits', async () => {
    const res = await get(`/ne/desk/orders/${orderId}`, cookies.ne);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="ne"/);
    expect(html).toContain(`<h1 class="text-xl font-bold">${orderNumber}</h1>`);
    expect(html).toMatch(/data-testid="desk-status">पुष्टि हुन बाँकी</);
    expect(html).toContain(`href="tel:${PHONE}"`);
    expect(html).toContain(`${PHONE} मा फोन गर्नुहोस्`);
    expect(html).toContain('लट HNY-2611-A');
    expect(html).toMatch(/data-testid="desk-total">रु\. २,५००</);
    expect(html).toContain('पुष्टि गर्नुहोस्');
    expect(html).toContain('अर्डर रद्द गर्नुहोस्');
    expect(html).not.toContain('Change status');
    expect(html).toMatch(new RegExp(`<a href="/desk/orders/${orderId}"[^>]*lang="en"`));
  });

  it('comes back to the Nepali desk after a status change made there, and says it in Nepali', async () => {
    const { id } = await newOrder();
    const page = `/ne/desk/orders/${id}`;
    const res = await changeStatus(page, cookies.ne, 'Open', 'Confirmed');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${page}?done=Confirmed`);
    expect((await admin.collection('orders').getOne(id)).status).toBe('Confirmed');

    const after = await (await get(`${page}?done=Confirmed`, cookies.ne)).text();
    expect(after).toContain('अवस्था बदलियो: पुष्टि भयो।');
    expect(after).toMatch(/data-testid="desk-status">पुष्टि भयो</);
    expect(after).toContain('डेलिभरीका लागि पठाउनुहोस्');

    // The same tap again, made from the old page: someone already changed it, said in Nepali, nothing changed.
    const stale = await changeStatus(page, cookies.ne, 'Open', 'Confirmed');
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('अरू कसैले पहिले नै बदलिसक्नुभयो');
    expect((await admin.collection('orders').getOne(id)).status).toBe('Confirmed');
  });

  it('keeps the live list in Nepali', async () => {
    const res = await get('/ne/desk/orders.json', cookies.ne);
    expect(res.status).toBe(200);
    const { orders } = (await res.json()) as {
      orders: { id: string; orderNumber: string; status: string; statusText: string; totalText: string }[];
    };
    const row = orders.find((o) => o.id === orderId);
    expect(row).toMatchObject({ orderNumber, status: 'Open', statusText: 'पुष्टि हुन बाँकी', totalText: 'रु. २,५००' });
  });

  it('sends a refused export back to the Nepali desk, with the reason in Nepali', async () => {
    const res = await get('/ne/desk/export?from=2026-11-05&to=2026-11-01', cookies.ne);
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/ne\/desk\?export_problem=order&/);
    const html = await (await get(location, cookies.ne)).text();
    expect(html).toContain('पहिलो मिति अन्तिम मितिभन्दा पछिको हुनु हुँदैन।');
    expect(html).toMatch(/name="from" value="2026-11-05"/);
  });
});

describe('the English desk', () => {
  it('stays English at /desk with the same session, and links the Nepali desk', async () => {
    const res = await get('/desk', cookies.en);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('Today and open orders');
    expect(html).not.toContain('आजका र बाँकी अर्डरहरू');
    expect(html).toContain(`href="/desk/orders/${orderId}"`);
    expect(html).toContain('action="/desk/export"');
    expect(html).toMatch(/<a href="\/ne\/desk"[^>]*lang="ne"[^>]*>\s*नेपाली\s*<\/a>/);

    const order = await (await get(`/desk/orders/${orderId}`, cookies.en)).text();
    expect(order).toMatch(/data-testid="desk-status">Open</);
    expect(order).toMatch(/data-testid="desk-total">Rs\. 2500</);
    expect(order).toContain(`Call ${PHONE}`);
  });

  it('comes back to the English desk after a status change made there', async () => {
    const { id } = await newOrder();
    const res = await changeStatus(`/desk/orders/${id}`, cookies.en, 'Open', 'Confirmed');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/desk/orders/${id}?done=Confirmed`);
    const after = await (await get(`/desk/orders/${id}?done=Confirmed`, cookies.en)).text();
    expect(after).toContain('Marked Confirmed.');
  });
});

describe('signing out of the Nepali desk', () => {
  it('ends the session in both languages and goes back to the Nepali sign-in', async () => {
    const set = sessionCookies(await signIn(leaver));
    const ne = set['/ne/desk'] ?? '';
    expect((await get('/ne/desk/orders.json', ne)).status).toBe(200);
    const out = await fetch(`${shop()}/ne/desk/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: shop(), Cookie: ne },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/ne/desk/login');
    const cleared = out.headers.getSetCookie().filter((line) => line.startsWith('desk_session='));
    expect(cleared.map((line) => /Path=([^;]+)/.exec(line)?.[1]).sort()).toEqual(['/desk', '/ne/desk']);
    for (const line of cleared) expect(line).toMatch(/desk_session=;|Max-Age=0/);
    // The old cookie is dead in both desks.
    expect((await get('/ne/desk', ne)).headers.get('location')).toMatch(/^\/ne\/desk\/login\?expired=1/);
    expect((await get('/desk', set['/desk'] ?? '')).headers.get('location')).toMatch(/^\/desk\/login\?expired=1/);
  });
});
