// Order numbers (docs/rules.md §9: "ORD-" + 6 digits) are random, not the clock,
// and stay unique under load: the pb_hooks route draws the number inside the
// write transaction and draws again on a clash, and a unique index backs it. Orders are created straight through
// the hook with the service account (what the shop server does), 15 at a
// time: PocketBase keeps a pool of 15 JS VMs for hooks (--hooksPool), and
// each request beyond it builds a temporary VM, which made batches of 50
// about three times slower without adding anything to what is tested (the
// writes are serialised by the transaction either way; the 50-shopper coupon
// race in tests/integration/checkout/concurrency.test.ts goes beyond it).
import type PocketBase from 'pocketbase';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPb, servicePb, testStack } from '@tests/harness/stack';

let service: PocketBase;

beforeAll(async () => {
  service = await servicePb();
});

const TOTAL = 2000;
const BATCH = 15;

function placement(i: number) {
  const now = new Date();
  return {
    idempotencyKey: `numbers-${randomUUID()}`,
    order: {
      customerName: `Load ${i}`,
      phone: '9800000000',
      district: 'Kathmandu',
      city: 'Baneshwor',
      landmark: 'Load test',
      notes: '',
      items: [
        { id: 'loadtest', slug: 'load-test', name: 'Load test', price: 10, quantity: 1, unit: '1 PC', lineTotal: 10 },
      ],
      subtotal: 10,
      deliveryCharge: 0,
      discount_amount: 0,
      delivery_discount_amount: 0,
      total: 10,
      coupon_used: '',
      orderDate: now.toISOString(),
      estimatedDelivery: new Date(now.getTime() + 2 * 86_400_000).toISOString(),
    },
  };
}

describe('order numbers', () => {
  it(`${TOTAL} orders placed ${BATCH} at a time all get distinct ORD-###### numbers`, async () => {
    const numbers: string[] = [];
    for (let start = 0; start < TOTAL; start += BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(BATCH, TOTAL - start) }, (_, j) =>
          service.send<{ orderNumber: string; status: string }>('/api/shop/orders', {
            method: 'POST',
            body: placement(start + j),
          }),
        ),
      );
      for (const answer of batch) {
        expect(answer.status).toBe('Open');
        numbers.push(answer.orderNumber);
      }
    }
    expect(numbers).toHaveLength(TOTAL);
    for (const n of numbers) expect(n).toMatch(/^ORD-\d{6}$/);
    expect(new Set(numbers).size).toBe(TOTAL);

    // and what is stored agrees: every number appears once among all orders
    const stored = await (await adminPb()).collection('orders').getFullList({ fields: 'orderNumber', batch: 1000 });
    const all = stored.map((o) => o.orderNumber as string);
    expect(new Set(all).size).toBe(all.length);
    for (const n of numbers) expect(all).toContain(n);
  }, 90_000);

  it('are not derived from the time: orders placed one after another, or in the same millisecond, show no pattern', async () => {
    // One after another: a clock-based number (the last 6 digits of the millisecond timestamp, as before) grows by
    // the milliseconds between two orders, a few hundred at most here. Random numbers jump anywhere in the million:
    // a step below 10,000 has a chance of 1 in 100, so all 39 of them being that small never happens by chance.
    const sequential: number[] = [];
    for (let i = 0; i < 40; i++) {
      const answer = await service.send<{ orderNumber: string }>('/api/shop/orders', {
        method: 'POST',
        body: placement(i),
      });
      sequential.push(Number(answer.orderNumber.slice(4)));
    }
    const steps = sequential.slice(1).map((n, i) => (n - (sequential[i] ?? 0) + 1_000_000) % 1_000_000);
    expect(steps.filter((step) => step >= 10_000).length).toBeGreaterThan(20);
    const rises = steps.filter((_, i) => (sequential[i + 1] ?? 0) > (sequential[i] ?? 0)).length;
    expect(rises).toBeGreaterThan(5); // neither always up ...
    expect(rises).toBeLessThan(34); // ... nor always down
    expect(Math.max(...sequential) - Math.min(...sequential)).toBeGreaterThan(500_000);

    // 15 sent in the same millisecond: all distinct, and spread as widely.
    const same = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        service.send<{ orderNumber: string }>('/api/shop/orders', { method: 'POST', body: placement(i) }),
      ),
    );
    const numbers = same.map((a) => Number(a.orderNumber.slice(4)));
    expect(new Set(numbers).size).toBe(15);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBeGreaterThan(100_000);
  }, 60_000);

  it('the hook refuses a placement without a valid idempotency key or amounts', async () => {
    const bad = placement(0);
    await expect(
      service.send('/api/shop/orders', { method: 'POST', body: { ...bad, idempotencyKey: 'short' } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      service.send('/api/shop/orders', { method: 'POST', body: { ...bad, order: { ...bad.order, total: -5 } } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('the order page of a number typed by hand', () => {
  const open = (path: string) => fetch(`${testStack().shopUrl}${path}`, { redirect: 'manual' });

  it('in lower case or with Devanagari digits is sent on to the number as the shop writes it', async () => {
    const lower = await open('/order/ord-123456');
    expect(lower.status).toBe(301);
    expect(lower.headers.get('location')).toBe('/order/ORD-123456');
    const nepali = await open(`/ne/order/${encodeURIComponent('ord-१२३४५६')}?from=sms`);
    expect(nepali.status).toBe(301);
    expect(nepali.headers.get('location')).toBe('/ne/order/ORD-123456?from=sms');
    expect((await open('/order/ORD-123456')).status).toBe(200);
  });

  it('that is no order number at all is a 404, never a 500', async () => {
    for (const path of ['/order/nonsense', '/order/%25', '/order/ORD-12', '/ne/order/ord-1']) {
      const answer = await open(path);
      // The page itself, whose island says "Order Not Found" (tests/e2e/order-confirmation.spec.ts).
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toContain('OrderConfirmation');
    }
    // An address that is not even valid percent-encoding: refused by the server, not a 500.
    expect((await open('/ne/order/%E0%A4')).status).toBe(400);
  });
});
