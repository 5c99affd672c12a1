// The route sheet's order of stops (src/features/desk/route-sheet.ts) and the day sheets' requests and CSV
// (src/features/desk/day-sheets.ts).
import { describe, expect, it } from 'vitest';
import {
  findPlace,
  packingCsv,
  placeDaysOf,
  placeIdOf,
  placesOffDay,
  readDayChoice,
  routeSheetCsv,
  servesOn,
} from '@/features/desk/day-sheets';
import { packingList } from '@/features/desk/packing';
import { routeStops, sheetTotal, type SheetOrder } from '@/features/desk/route-sheet';
import { parseOrderLines } from '@/lib/data/orders.parse';
import { parseDeskRoute, parsePlaceDays } from '@/lib/data/routes.parse';

const order = (orderNumber: string, city: string, total: number, district = 'Kathmandu'): SheetOrder => ({
  id: `id${orderNumber}`,
  orderNumber,
  status: 'Confirmed',
  customerName: `Shopper ${orderNumber}`,
  phone: '9841000000',
  landmark: 'Near the temple',
  city,
  district,
  total,
});

describe('routeStops', () => {
  it("follows the route's branches in the operator's order, groups a branch's orders by number, the rest after", () => {
    const branches = [
      { districtName: 'Kathmandu', branchName: 'Thamel' },
      { districtName: 'Lalitpur', branchName: 'Jawalakhel' },
      { districtName: 'Kathmandu', branchName: 'Baneshwor' },
    ];
    const stops = routeStops(branches, [
      order('ORD-000010', 'Baneshwor', 500),
      order('ORD-000002', 'Jawalakhel', 300, 'Lalitpur'),
      order('ORD-000100', 'Thamel', 100),
      order('ORD-000009', 'Thamel', 200),
      order('ORD-000001', 'Budhanilkantha', 50),
      order('ORD-000003', ' baneshwor ', 70),
    ]);
    expect(stops.map((s) => [s.stop, s.city.trim(), s.orders.map((o) => o.orderNumber)])).toEqual([
      [1, 'Thamel', ['ORD-000009', 'ORD-000100']],
      [2, 'Jawalakhel', ['ORD-000002']],
      [3, 'Baneshwor', ['ORD-000003', 'ORD-000010']],
      // Served through its district, not named on the route: after the named stops.
      [4, 'Budhanilkantha', ['ORD-000001']],
    ]);
    expect(sheetTotal(stops)).toBe(1220);
  });

  it('without named branches (a route by district, a pickup point): by district and branch name', () => {
    const stops = routeStops(
      [],
      [order('ORD-2', 'Thamel', 1), order('ORD-1', 'Baneshwor', 2), order('ORD-3', 'Bhaktapur', 3, 'Bhaktapur')],
    );
    expect(stops.map((s) => s.city)).toEqual(['Bhaktapur', 'Baneshwor', 'Thamel']);
    expect(routeStops([], [])).toEqual([]);
  });
});

describe('readDayChoice', () => {
  const ask = (query: string, needPlace = false, today = '') =>
    readDayChoice(new URLSearchParams(query), needPlace, today);
  const id = 'abcdefghij12345';

  it('reads a real day and a route id', () => {
    expect(ask(`day=2026-12-04&route=${id}`)).toEqual({ ok: true, day: '2026-12-04', placeId: id });
    expect(ask('day=2026-12-04')).toEqual({ ok: true, day: '2026-12-04', placeId: '' });
    // No day at all: today's, when the page has one.
    expect(ask('', false, '2026-11-29')).toEqual({ ok: true, day: '2026-11-29', placeId: '' });
  });

  it.each(['day=2026-13-40', 'day=', 'day=2026-02-30', 'day=friday', 'day=4-12-2026', ''])(
    'refuses %j as a day',
    (q) => {
      expect(ask(q)).toMatchObject({ ok: false, problem: 'day' });
    },
  );

  it('refuses a missing route where one is needed, and an id that cannot be one', () => {
    expect(ask('day=2026-12-04', true)).toMatchObject({ ok: false, problem: 'place' });
    expect(ask('day=2026-12-04&route=', true)).toMatchObject({ ok: false, problem: 'place' });
    expect(ask('day=2026-12-04&route=<script>')).toMatchObject({ ok: false, problem: 'unknown' });
  });

  it('finds a route or a pickup point by id, or nothing', () => {
    const route = { id: 'r', name: 'Valley', nameNe: '', weekdays: ['mon'], branches: [] };
    const point = { id: 'p', name: 'Patan', nameNe: '', weekdays: ['tue'], address: '', addressNe: '', branch: null };
    expect(findPlace([route], [point], 'r')).toEqual({ kind: 'route', route });
    expect(findPlace([route], [point], 'p')).toEqual({ kind: 'point', point });
    expect(findPlace([route], [point], 'x')).toBeNull();
  });

  it('says whether a place delivers on a day by its weekdays as they are now', () => {
    const route = { id: 'r', name: 'Valley', nameNe: '', weekdays: ['mon', 'thu'], branches: [] };
    // 2026-12-07 is a Monday, 2026-12-08 a Tuesday.
    expect(servesOn(placeDaysOf({ kind: 'route', route }), '2026-12-07')).toBe(true);
    expect(servesOn(placeDaysOf({ kind: 'route', route }), '2026-12-08')).toBe(false);
    expect(servesOn({ name: 'None', nameNe: '', weekdays: [] }, '2026-12-07')).toBe(false);
  });

  it('finds the places of a day whose orders still to deliver it no longer serves, each once', () => {
    const monday = { id: 'r', name: 'Valley', nameNe: '', weekdays: ['mon'], branches: [] };
    const tuesday = { id: 's', name: 'Hills', nameNe: '', weekdays: ['tue'], branches: [] };
    const point = { id: 'p', name: 'Patan', nameNe: '', weekdays: ['thu'], address: '', addressNe: '', branch: null };
    const order = (status: string, route: string, pickup_point = '') => ({ status, route, pickup_point });
    // 2026-12-08 is a Tuesday: the Monday van and the Thursday point have orders booked on it.
    const orders = [
      order('Open', 'r'),
      order('Confirmed', 'r'),
      order('Open', 's'),
      order('Open', '', 'p'),
      order('Open', 'gone'),
      order('Open', ''),
    ];
    expect(placesOffDay(orders, [monday, tuesday], [point], '2026-12-08')).toEqual([
      { kind: 'route', route: monday },
      { kind: 'point', point },
    ]);
    // Delivered or cancelled, nothing is left to move.
    expect(
      placesOffDay([order('Delivered', 'r'), order('Cancelled', '', 'p')], [monday], [point], '2026-12-08'),
    ).toEqual([]);
    expect(placeIdOf({ kind: 'point', point })).toBe('p');
  });

  it("reads a place's weekdays, dropping what is no weekday code", () => {
    expect(parsePlaceDays({ name: 'Valley', name_ne: 'उपत्यका', weekdays: ['mon', 'Monday', 3, 'fri'] })).toEqual({
      name: 'Valley',
      nameNe: 'उपत्यका',
      weekdays: ['mon', 'fri'],
    });
    expect(parsePlaceDays({ name: 'Valley', name_ne: '' })).toEqual({ name: 'Valley', nameNe: '', weekdays: [] });
    expect(parseDeskRoute({ id: 'r', name: 'Valley', name_ne: '', weekdays: 'mon', branches: [] })?.weekdays).toEqual(
      [],
    );
  });
});

describe('the day sheets as CSV', () => {
  it('packing: a row per lot, the product total, the day weight; formulas guarded, BOM first', () => {
    const items = parseOrderLines([
      {
        id: 'h',
        slug: 'h',
        name: '=Honey',
        unit: '500 GM',
        price: 1,
        quantity: 2,
        lots: [{ code: 'HNY-1', quantity: 2 }],
      },
      { id: 'e', slug: 'e', name: 'Eggs', unit: '1 DOZEN', price: 1, quantity: 1 },
    ]);
    const csv = packingCsv(packingList([{ id: 'o', orderNumber: 'ORD-000001', items }]));
    expect(csv.startsWith('\uFEFF"Product"')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      '"Product","Product (Nepali)","Unit","Lot","Quantity","Weight (kg)","Orders"',
      `"'=Honey","","500 GM","HNY-1","2","1","ORD-000001 × 2"`,
      `"'=Honey","","500 GM","All lots","2","1",""`,
      '"Eggs","","1 DOZEN","No lot recorded","1","","ORD-000001 × 1"',
      '"Eggs","","1 DOZEN","All lots","1","not a weight",""',
      '"Total weight","","","","","1","1 product(s) not weighed"',
    ]);
  });

  it('route sheet: one row per order in stop order, an empty signature', () => {
    const stops = routeStops(
      [{ districtName: 'Kathmandu', branchName: 'Thamel' }],
      [order('ORD-2', 'Baneshwor', 5), order('ORD-1', 'Thamel', 7)],
    );
    const lines = routeSheetCsv(stops).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Stop","Branch","District","Order number","Customer","Phone","Address / landmark","Status","Collect (Rs)","Signature"',
    );
    expect(lines.slice(1)).toEqual([
      '"1","Thamel","Kathmandu","ORD-1","Shopper ORD-1","9841000000","Near the temple","Confirmed","7",""',
      '"2","Baneshwor","Kathmandu","ORD-2","Shopper ORD-2","9841000000","Near the temple","Confirmed","5",""',
    ]);
  });
});
