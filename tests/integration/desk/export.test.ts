// The desk's CSV export (GET /desk/export, signed in as staff): exactly the orders placed in the range (Nepal
// time, both days included), Nepali text intact, formulas neutralised, ready for a spreadsheet.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminPb, testStack } from '@tests/harness/stack';
import { createStaff, deskCookie, type TestStaff } from '@tests/harness/staff';
import { createOrderRecord } from '@tests/harness/orders';
import { stockedProduct } from '@tests/harness/stock';
import { LONG_TEST_MARGIN, NEPAL_MIDNIGHT, waitPastNepalEdges } from '@tests/harness/clock-edge';

let admin: PocketBase;
let staff: TestStaff;
let cookie = '';

const NEPAL_MS = (5 * 60 + 45) * 60_000;
const nepalToday = () => new Date(Date.now() + NEPAL_MS).toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function exportCsv(from: string, to: string) {
  return fetch(`${testStack().shopUrl}/desk/export?from=${from}&to=${to}`, { headers: { Cookie: cookie } });
}

/** Order numbers in a CSV body (first column, after the header). */
const numbers = (csv: string) => [...csv.matchAll(/^"(ORD-\d{6})"/gm)].map((m) => m[1]);

// The export's days are Nepal days: no test begins in the minutes before its midnight.
beforeEach(() => waitPastNepalEdges(NEPAL_MIDNIGHT, LONG_TEST_MARGIN));

beforeAll(async () => {
  admin = await adminPb();
  staff = await createStaff(admin, 'Exporter');
  cookie = await deskCookie(staff);
});
afterAll(async () => {
  if (staff)
    await admin
      .collection('staff')
      .delete(staff.id)
      .catch(() => {});
});

describe('CSV export', () => {
  it('holds exactly the orders placed on the chosen Nepal days, with Nepali text intact and formulas neutralised', async () => {
    const honey = await stockedProduct('Export Honey', admin);
    const { orderNumber: n } = await createOrderRecord(admin, {
      customerName: 'सीता शर्मा',
      phone: '9841234567',
      landmark: 'पुरानो बानेश्वर, "घर" नं. ५',
      notes: '=HYPERLINK("http://evil.example","click")',
      items: [{ id: honey.id, name: 'चिउरी मह', price: 500, quantity: 2, lineTotal: 1000 }],
      total: 1000,
    });
    const today = nepalToday();
    const res = await exportCsv(today, today);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF"Order number","Placed \(Nepal time\)","Status"/);
    const line = csv.split('\r\n').find((l) => l.startsWith(`"${n}"`))!;
    expect(line).toContain('"सीता शर्मा"');
    expect(line).toContain('"पुरानो बानेश्वर, ""घर"" नं. ५"');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(line).toContain('"चिउरी मह × 2"');
    // How it is paid, last: cash on delivery for an order that names none (a wallet's: payments/payment-flow).
    expect(line.endsWith('"Cash on delivery","Cash at the door"')).toBe(true);
    expect(csv.split('\r\n')[0]).toMatch(/"Paid by","Payment state"$/);

    // exactly the orders PocketBase holds for that Nepal day, computed independently
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - NEPAL_MS).toISOString().replace('T', ' ');
    const end = new Date(Date.parse(`${today}T00:00:00Z`) - NEPAL_MS + 86_400_000).toISOString().replace('T', ' ');
    const expected = await admin.collection('orders').getFullList({
      filter: admin.filter('created >= {:start} && created < {:end}', { start, end }),
      fields: 'orderNumber',
    });
    expect(numbers(csv).sort()).toEqual(expected.map((o) => o.orderNumber).sort());
    expect(numbers(csv)).toContain(n);

    // earlier days hold none of this run's orders (from two days back: a run that passes 00:00 Nepal time placed
    // some of its orders yesterday)
    const before = await (await exportCsv(shift(today, -4), shift(today, -2))).text();
    expect(numbers(before)).not.toContain(n);
    expect(numbers(before).length).toBe(0);
  });

  it('refuses a range it cannot read, and anyone without a session', async () => {
    // Back to the desk, the reason beside the export form with the dates as typed (not a bare text page).
    const bad = await fetch(`${testStack().shopUrl}/desk/export?from=2026-11-05&to=2026-11-01`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toMatch(/^\/desk\?export_problem=/);
    const desk = await exportCsv('2026-11-05', '2026-11-01');
    expect(desk.status).toBe(200);
    const html = await desk.text();
    expect(html).toContain('The first date must not be after the last one.');
    expect(html).toContain('data-testid="export-problem"');
    expect(html).toMatch(/name="from" value="2026-11-05"/);
    const anon = await fetch(`${testStack().shopUrl}/desk/export?from=${nepalToday()}&to=${nepalToday()}`, {
      redirect: 'manual',
    });
    expect(anon.status).toBe(303);
  });
});
