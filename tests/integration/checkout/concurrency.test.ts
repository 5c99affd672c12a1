// Races through the real server: the campaign budget and the idempotency key
// are enforced inside one PocketBase transaction per order (pb_hooks), so
// concurrent shoppers can neither overspend a coupon nor double an order.
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey, orderInput } from '@tests/harness/orders';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';

let kathmandu: SeedPlace;
let honey: SeedProduct;

beforeAll(async () => {
  [kathmandu, honey] = await Promise.all([place(), product('chiuri-honey')]);
});

describe('coupon budget race', () => {
  it('50 shoppers using RACE10 (Rs. 100 off, Rs. 1000 budget) at once: at most 10 discounts, budget exact', async () => {
    const pb = await adminPb();
    const coupon = await pb.collection('coupon').getFirstListItem('code = "RACE10"');
    const budgetBefore = (await pb.collection('campaigns').getOne(coupon.campaign)).remaining_budget as number;
    const usedBefore = (
      await pb.collection('orders').getList(1, 1, { filter: pb.filter('coupon_used = {:id}', { id: coupon.id }) })
    ).totalItems;
    expect(budgetBefore).toBe(1000 - 100 * usedBefore);

    const base = orderInput(kathmandu, [{ product: honey, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callAction<PlaceOrderResult>('placeOrder', {
          ...base,
          idempotencyKey: newKey(),
          customer: customer(kathmandu, { name: `Racer ${i}` }),
          couponCode: 'RACE10',
          expectedTotal: base.expectedTotal - 100,
        }),
      ),
    );

    const placed = results.filter((r) => r.data);
    const refused = results.filter((r) => r.error);
    // never more discounts than the budget pays for, and none lost: refusals only come once it is spent
    expect(placed.length).toBe(Math.min(50, budgetBefore / 100));
    // every refusal is the coupon's docs/rules.md message, never a 500
    for (const r of refused) {
      expect(r.error).toMatchObject({
        status: 409,
        code: 'CONFLICT',
        message: 'This coupon is currently not available',
      });
    }

    const remaining = (await pb.collection('campaigns').getOne(coupon.campaign)).remaining_budget as number;
    const withCoupon = await pb
      .collection('orders')
      .getFullList({ filter: pb.filter('coupon_used = {:id}', { id: coupon.id }) });
    expect(remaining).toBeGreaterThanOrEqual(0);
    expect(remaining).toBe(1000 - 100 * withCoupon.length);
    expect(withCoupon.length).toBe(usedBefore + placed.length);
    for (const order of withCoupon)
      expect(order).toMatchObject({ discount_amount: 100, total: base.expectedTotal - 100 });
    // after the race the coupon reports its state through the normal check
    if (remaining === 0) {
      const again = await callAction('validateCoupon', { code: 'RACE10', items: [{ id: honey.id, quantity: 1 }] });
      expect(again.data).toEqual({ ok: false, message: 'This coupon is currently not available' });
    }
  });
});

describe('idempotency race', () => {
  it('100 concurrent submissions with one key make exactly one order, and all answers carry its number', async () => {
    const pb = await adminPb();
    const input = orderInput(kathmandu, [{ product: honey, quantity: 2 }], {
      customer: customer(kathmandu, { name: 'Double Clicker' }),
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => callAction<PlaceOrderResult>('placeOrder', input)),
    );

    const failures = results.filter((r) => r.error).map((r) => r.error);
    expect(failures).toEqual([]);
    const numbers = new Set(results.map((r) => r.data!.orderNumber));
    expect(numbers.size).toBe(1);
    const tokens = new Set(results.map((r) => r.data!.accessToken));
    expect(tokens.size).toBe(1);

    const stored = await pb.collection('orders').getFullList({ filter: 'customerName = "Double Clicker"' });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.orderNumber).toBe([...numbers][0]);
  });

  it('a retry after the prices changed still returns the order already placed', async () => {
    const input = orderInput(kathmandu, [{ product: honey, quantity: 1 }]);
    const first = await callAction<PlaceOrderResult>('placeOrder', input);
    expect(first.error).toBeUndefined();
    // the same submission again, now with a stale price: the key wins, no CONFLICT and no second order
    const retry = await callAction<PlaceOrderResult>('placeOrder', {
      ...input,
      items: [{ ...input.items[0]!, price: 1 }],
    });
    expect(retry.data?.orderNumber).toBe(first.data!.orderNumber);
  });
});
