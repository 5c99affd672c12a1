// Staff accounts for the order desk tests: created by the operator (as superusers do in the dashboard), and
// clients signed in as them without spending PocketBase's sign-in budget (the operator impersonates the account).
import { randomBytes } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { testStack } from './stack';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  name: string;
}

export async function createStaff(admin: PocketBase, name = 'Desk Tester'): Promise<TestStaff> {
  const email = `staff-${randomBytes(5).toString('hex')}@krishibazaar.test`;
  const password = randomBytes(12).toString('base64url');
  const record = await admin.collection('staff').create({ email, password, passwordConfirm: password, name });
  return { id: record.id, email, password, name };
}

/** A PocketBase client acting as `staff` (an impersonation token: not a sign-in, so not rate limited). */
export async function staffPb(admin: PocketBase, staff: TestStaff): Promise<PocketBase> {
  const pb = await admin.collection('staff').impersonate(staff.id, 3600);
  pb.autoCancellation(false);
  return pb;
}

/**
 * Signs in to the shop's order desk (POST /desk/login, as the sign-in form does) and returns the session cookie
 * ("desk_session=..."), for requests made without a browser.
 */
export async function deskCookie(staff: TestStaff, shopUrl = testStack().shopUrl): Promise<string> {
  const res = await fetch(`${shopUrl}/desk/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: shopUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: staff.email, password: staff.password }),
  });
  if (res.status !== 303) throw new Error(`desk sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith('desk_session=')) throw new Error('desk sign-in set no session cookie');
  return cookie;
}

const riders = new WeakMap<PocketBase, Promise<PocketBase>>();

/**
 * Delivers an order that is Out for Delivery the one way an order paid on delivery is delivered: a rider records its
 * cash in full at the desk (pocketbase/pb_hooks/cash.pb.js). The records API refuses Delivered while cash is due
 * (lib/cash-rules.js deliveryProblem), so tests that need a delivered order come here.
 */
export async function deliverWithCash(admin: PocketBase, orderId: string): Promise<void> {
  if (!riders.has(admin))
    riders.set(
      admin,
      createStaff(admin, 'Cash Rider').then((s) => staffPb(admin, s)),
    );
  const rider = await riders.get(admin)!;
  const { total } = await admin.collection('orders').getOne(orderId);
  await rider.send(`/api/desk/orders/${orderId}/cash`, {
    method: 'POST',
    body: { from: 'Out for Delivery', collected: total },
  });
}
