// /delivery-days.json for the "would arrive" line (docs/rules.md "Delivery days", "Would arrive";
// src/pages/delivery-days.json.ts): `from` (a pre-order's ships-from day) starts the days there, `lang` words each day
// as the checkout does (src/features/delivery/words.ts dayLabel), and a bad day or language is a 400, never a 500.
import { describe, expect, it } from 'vitest';
import days from '../../../pocketbase/pb_hooks/lib/delivery-days.js';
import { dayLabel } from '@/features/delivery/words';
import { callAction } from '@tests/harness/actions-client';
import { orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import { stockedProduct, stockLot } from '@tests/harness/stock';
import type { PlaceOrderResult } from '@/features/checkout/contract';

type Day = { date: string; weekday: string; full: boolean; label?: string };
type Answer = { route: { days: Day[] }; pickupPoints: { days: Day[] }[]; shipsFrom?: string };
const get = (query: string) => fetch(`${testStack().shopUrl}/delivery-days.json${query}`);

describe('/delivery-days.json for the would-arrive line', () => {
  it("a pre-order's days start from its ships-from day, for the route and the pickup points", async () => {
    const patan = await place('Lalitpur', 'Jawalakhel');
    const from = days.addDays(days.nepalDay(Date.now()), 30);
    const res = await get(`?district=${patan.districtId}&branch=${patan.cityId}&from=${from}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.route.days.length).toBeGreaterThan(0);
    for (const d of body.route.days) expect(d.date >= from).toBe(true);
    // The first is the first Tuesday or Friday from then on (the valley route), not one before it.
    let first = from;
    while (!['tue', 'fri'].includes(days.weekdayOf(first))) first = days.addDays(first, 1);
    expect(body.route.days[0]!.date >= first).toBe(true);
    expect(body.pickupPoints[0]!.days.every((d) => d.date >= from)).toBe(true);
    // Without it, the days start earlier.
    const now = (await (await get(`?district=${patan.districtId}&branch=${patan.cityId}`)).json()) as Answer;
    expect(now.route.days[0]!.date < from).toBe(true);
  });

  it('with lang, each day carries the words the checkout shows: English, or Nepali with Devanagari digits', async () => {
    const ktm = await place('Kathmandu', 'Baneshwor');
    const en = (await (await get(`?district=${ktm.districtId}&branch=${ktm.cityId}&lang=en`)).json()) as Answer;
    for (const d of en.route.days) expect(d.label).toBe(dayLabel(d.date, 'en'));
    expect(en.route.days[0]!.label).toMatch(/^(Tuesday|Friday), \d{1,2} [A-Z][a-z]+ \d{4} · .+ BS$/);
    const ne = (await (await get(`?district=${ktm.districtId}&branch=${ktm.cityId}&lang=ne`)).json()) as Answer;
    for (const d of ne.route.days) {
      expect(d.label).toBe(dayLabel(d.date, 'ne'));
      expect(d.label).not.toMatch(/[0-9]/);
    }
    const plain = (await (await get(`?district=${ktm.districtId}&branch=${ktm.cityId}`)).json()) as Answer;
    expect(plain.route.days[0]).not.toHaveProperty('label');
  });

  it("the checkout's cart: the days start from its pre-order's ships-from day, and the first one offered is taken", async () => {
    const patan = await place('Lalitpur', 'Jawalakhel');
    const preorder = await stockedProduct('Checkout Preorder');
    const ships = days.addDays(days.nepalDay(Date.now()), 30);
    await stockLot(preorder, { units: 0, stock_status: 'pre-order', harvest_date: ships, expected_units: 10 });
    const apple = await product('jumla-apple');
    try {
      const q = `?district=${patan.districtId}&branch=${patan.cityId}`;
      const cart = (await (await get(`${q}&products=${apple.id},${preorder.id}`)).json()) as Answer;
      expect(cart.route.days.length).toBeGreaterThan(0);
      for (const d of cart.route.days) expect(d.date >= ships).toBe(true);
      for (const p of cart.pickupPoints) for (const d of p.days) expect(d.date >= ships).toBe(true);
      // The answer names the day the cart waits for, so the checkout can say why (with words too, with lang).
      expect(cart.shipsFrom).toBe(ships);
      const worded = (await (await get(`${q}&products=${preorder.id}&lang=ne`)).json()) as Answer;
      expect(worded.shipsFrom).toBe(ships);
      expect(worded.route.days[0]!.label).toBe(dayLabel(worded.route.days[0]!.date, 'ne'));
      // A cart without a pre-order starts as soon as the route delivers, and waits for no day.
      const plain = (await (await get(`${q}&products=${apple.id}`)).json()) as Answer;
      expect(plain.route.days[0]!.date < ships).toBe(true);
      expect(plain).not.toHaveProperty('shipsFrom');
      // The first day offered for the pre-order is one the order hook takes.
      const placed = await callAction<PlaceOrderResult>('placeOrder', {
        ...orderInput(patan, [{ product: preorder, quantity: 1 }]),
        deliveryDay: cart.route.days.find((d) => !d.full)!.date,
      });
      expect(placed.error).toBeUndefined();
      // Not record ids, or too many: a 400.
      for (const bad of [
        '&products=no%20pe',
        `&products=${apple.id},`,
        `&products=${Array(49)
          .fill(0)
          .map((_, i) => `p${String(i).padStart(14, '0')}`)
          .join(',')}`,
      ])
        expect((await get(q + bad)).status, bad.slice(0, 30)).toBe(400);
    } finally {
      await (await adminPb()).collection('web_products').update(preorder.id, { isVisible: false });
    }
  });

  it('a day that is not one, or another language, is a 400', async () => {
    const ktm = await place('Kathmandu', 'Baneshwor');
    const q = `?district=${ktm.districtId}&branch=${ktm.cityId}`;
    for (const bad of [
      '&from=2026-02-30',
      '&from=2026-13-01',
      '&from=2026-12-32',
      '&from=2026-00-10',
      '&from=tomorrow',
      '&from=2026-1-1',
      '&lang=fr',
    ])
      expect((await get(q + bad)).status, bad).toBe(400);
  });
});
