// The desk shows an order's history (docs/order-desk.md "History"): a re-sent delivery keeps the reason the last
// one failed, every reason stays, with who and when; the list colours Cancelled and Delivery failed apart from
// Delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, type TestStaff } from '@tests/harness/staff';
import { createOrderRecord } from '@tests/harness/orders';

let admin: PocketBase;
let staff: TestStaff;
let cookie: string;

const desk = async (path: string) =>
  (await fetch(`${testStack().shopUrl}${path}`, { headers: { Cookie: cookie } })).text();

async function orderThrough(steps: [string, string?][]): Promise<string> {
  const { id } = await createOrderRecord(admin, { items: [] });
  for (const [status, reason] of steps) {
    await admin.collection('orders').update(id, { status, ...(reason ? { status_reason: reason } : {}) });
  }
  return id;
}

beforeAll(async () => {
  admin = await adminPb();
  staff = await createStaff(admin, 'Historian');
  cookie = await deskCookie(staff);
});
afterAll(async () => {
  if (staff)
    await admin
      .collection('staff')
      .delete(staff.id)
      .catch(() => {});
});

describe('order history on the desk', () => {
  it('keeps every failed delivery’s reason after the order is sent out again, in order, with who', async () => {
    const id = await orderThrough([
      ['Confirmed'],
      ['Out for Delivery'],
      ['Delivery failed', 'Gate locked, no answer'],
      ['Out for Delivery'],
      ['Delivery failed', 'Customer away until Sunday'],
      ['Cancelled', 'Customer asked to cancel'],
    ]);
    const html = await desk(`/desk/orders/${id}`);
    const history = html.slice(html.indexOf('data-testid="desk-history"'));
    expect(history).not.toBe('');
    const first = history.indexOf('Gate locked, no answer');
    const second = history.indexOf('Customer away until Sunday');
    const last = history.indexOf('Customer asked to cancel');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(last).toBeGreaterThan(second);
    expect(history).toContain('operator');
    expect(html).toMatch(/class="font-semibold text-red-700" data-testid="desk-status">Cancelled</);
    // Cancelled before anyone packed it: no packing box (its heading "Packing done" would say it was packed).
    expect(html).not.toContain('data-testid="desk-packing"');
    const open = await desk(`/desk/orders/${await orderThrough([['Confirmed']])}`);
    expect(open).toContain('data-testid="desk-packing"');
  });

  it("shows an operator's edit of the order's details as its own entry, naming what changed", async () => {
    const id = await orderThrough([['Confirmed']]);
    await admin.collection('orders').update(id, { phone: '9812345670', city: 'Banepa' });
    const html = await desk(`/desk/orders/${id}`);
    const history = html.slice(html.indexOf('data-testid="desk-history"'));
    expect(history).toContain('Details changed');
    expect(history).toContain('Changed: phone, address');
    const nepali = await desk(`/ne/desk/orders/${id}`);
    expect(nepali.slice(nepali.indexOf('data-testid="desk-history"'))).toContain('बदलिएको: फोन, ठेगाना');
  });

  it('colours Cancelled, Delivery failed and Delivered apart in the list', async () => {
    const cancelled = await orderThrough([['Cancelled', 'Duplicate order']]);
    const failed = await orderThrough([['Confirmed'], ['Out for Delivery'], ['Delivery failed', 'Wrong address']]);
    const delivered = await orderThrough([['Confirmed'], ['Out for Delivery'], ['Delivered']]);
    const html = await desk('/desk');
    const statusClass = (id: string) => {
      const row = html.slice(html.indexOf(`data-id="${id}"`));
      return /class="desk-status text-sm font-semibold ([^"]+)"/.exec(row)?.[1];
    };
    expect(statusClass(cancelled)).toBe('text-red-700');
    expect(statusClass(failed)).toBe('text-orange-700');
    expect(statusClass(delivered)).toBe('text-green-700');
  });
});
