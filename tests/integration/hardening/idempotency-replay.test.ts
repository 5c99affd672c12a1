// An idempotency key is not a password: a submission that repeats a known key
// gets the stored order back only when it asks for the same thing (lines,
// customer, delivery place, coupon). Any other content gets a conflict that
// names nothing of the order (no name, phone, address, number or token), and
// writes nothing. The shop server fingerprints the request
// (src/features/checkout/request-fingerprint.server.ts); the order hook
// compares it with the one stored (pocketbase/pb_hooks/lib/orders.js).
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey, orderInput } from '@tests/harness/orders';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { adminPb, servicePb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { requestFingerprint } from '@/features/checkout/request-fingerprint.server';
import { keyReused } from '@/features/checkout/messages';

let kathmandu: SeedPlace;
let pokhara: SeedPlace;
let honey: SeedProduct;
let apple: SeedProduct;

beforeAll(async () => {
  [kathmandu, honey, apple] = await Promise.all([place(), product('chiuri-honey'), product('jumla-apple')]);
  const pb = await adminPb();
  const other = await pb
    .collection('delivery_branch')
    .getFirstListItem(pb.filter('districtName != {:d}', { d: 'Kathmandu' }));
  pokhara = await place(String(other.districtName), String(other.branchName));
});

const VICTIM = {
  name: 'Victim Replay Person',
  phone: '9841112233',
  landmark: 'Behind the yellow pharmacy, replay lane',
  notes: 'Gate code 4421',
};

async function ordersWithKey(key: string) {
  const pb = await adminPb();
  return pb.collection('orders').getFullList({ filter: pb.filter('idempotencyKey = {:key}', { key }) });
}

describe('replaying an idempotency key', () => {
  it('with other content is a conflict that reveals nothing and writes nothing; the same content gets the order', async () => {
    const key = newKey();
    const first = orderInput(kathmandu, [{ product: honey, quantity: 2 }], {
      idempotencyKey: key,
      customer: customer(kathmandu, VICTIM),
    });
    const placed = await callAction<PlaceOrderResult>('placeOrder', first);
    expect(placed.error).toBeUndefined();
    const { orderNumber, accessToken } = placed.data!;
    const pb = await adminPb();
    const budgetsBefore = (await pb.collection('campaigns').getFullList({ fields: 'id,remaining_budget' })).map(
      (c) => c.remaining_budget,
    );
    const countBefore = (await pb.collection('orders').getList(1, 1, { fields: 'id' })).totalItems;

    const attacker = customer(kathmandu, { name: 'Attacker', phone: '9800000001', landmark: 'Anywhere', notes: '' });
    const variants: [string, unknown][] = [
      [
        'an attacker’s own details and lines',
        orderInput(kathmandu, [{ product: apple, quantity: 1 }], { idempotencyKey: key, customer: attacker }),
      ],
      ['the same lines, another customer', { ...first, customer: attacker }],
      ['another name only', { ...first, customer: { ...first.customer, name: 'Someone Else' } }],
      ['another phone only', { ...first, customer: { ...first.customer, phone: '9841112234' } }],
      ['another landmark only', { ...first, customer: { ...first.customer, landmark: 'Elsewhere' } }],
      ['other notes only', { ...first, customer: { ...first.customer, notes: '' } }],
      ['another district and city', { ...first, customer: customer(pokhara, VICTIM) }],
      [
        'another quantity',
        orderInput(kathmandu, [{ product: honey, quantity: 3 }], { idempotencyKey: key, customer: first.customer }),
      ],
      [
        'an extra line',
        orderInput(
          kathmandu,
          [
            { product: honey, quantity: 2 },
            { product: apple, quantity: 1 },
          ],
          { idempotencyKey: key, customer: first.customer },
        ),
      ],
      [
        'another product',
        orderInput(kathmandu, [{ product: apple, quantity: 2 }], { idempotencyKey: key, customer: first.customer }),
      ],
      [
        'a coupon added',
        orderInput(kathmandu, [{ product: honey, quantity: 2 }], {
          idempotencyKey: key,
          customer: first.customer,
          couponCode: 'TIHAR10',
          expectedTotal: 0,
        }),
      ],
      [
        'a wrong expected total and an unknown district',
        { ...first, expectedTotal: 1, customer: { ...first.customer, districtId: 'nosuchdistrict1' } },
      ],
      ['no notes and a blank landmark (invalid)', { ...first, customer: { ...first.customer, landmark: '' } }],
    ];
    const secrets = [
      VICTIM.name,
      VICTIM.phone,
      VICTIM.landmark,
      VICTIM.notes,
      orderNumber,
      accessToken,
      orderNumber.slice(4),
    ];
    for (const [label, input] of variants) {
      const replay = await callAction<PlaceOrderResult>('placeOrder', input);
      expect(replay.error, label).toBeDefined();
      expect(replay.error!.status, label).toBeLessThan(500);
      for (const secret of secrets) expect(replay.raw, `${label}: the answer holds "${secret}"`).not.toContain(secret);
    }
    // the plain "other customer, same lines" replay is exactly the reused-key conflict
    const plain = await callAction('placeOrder', { ...first, customer: attacker });
    expect(plain.error).toMatchObject({ status: 409, code: 'CONFLICT', message: keyReused('en') });

    expect(await ordersWithKey(key)).toHaveLength(1);
    expect((await pb.collection('orders').getList(1, 1, { fields: 'id' })).totalItems).toBe(countBefore);
    expect(
      (await pb.collection('campaigns').getFullList({ fields: 'id,remaining_budget' })).map((c) => c.remaining_budget),
    ).toEqual(budgetsBefore);

    // the shopper's own retry (same content; price hints may be stale) still gets the order, token and all
    const retry = await callAction<PlaceOrderResult>('placeOrder', {
      ...first,
      items: first.items.map((i) => ({ ...i, price: 1 })),
    });
    expect(retry.error).toBeUndefined();
    expect(retry.data).toMatchObject({ orderNumber, accessToken });
    expect(retry.data!.order.customerDetails.name).toBe(VICTIM.name);
    console.log(
      `[idempotency-replay] ${variants.length + 1} mismatching replays refused without a byte of the order; 1 matching retry answered`,
    );
  });

  it('the hook routes themselves answer a mismatching or missing fingerprint with a bare 409', async () => {
    const service = await servicePb();
    const key = newKey();
    const input = orderInput(kathmandu, [{ product: apple, quantity: 1 }], {
      idempotencyKey: key,
      customer: customer(kathmandu, VICTIM),
    });
    const placed = await callAction<PlaceOrderResult>('placeOrder', input);
    expect(placed.error).toBeUndefined();
    const right = requestFingerprint({
      items: input.items,
      customer: {
        name: VICTIM.name,
        phone: VICTIM.phone,
        districtId: kathmandu.districtId,
        cityId: kathmandu.cityId,
        landmark: VICTIM.landmark,
        notes: VICTIM.notes,
      },
      couponCode: null,
    });
    const wrong = requestFingerprint({
      items: input.items,
      customer: { ...VICTIM, districtId: '', cityId: '' },
      couponCode: null,
    });

    const send = (path: string, body: unknown) =>
      fetch(`${service.baseURL}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: service.authStore.token },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, text: await res.text() }));

    for (const requestHash of [undefined, wrong, '0'.repeat(64)]) {
      const byKey = await send('/api/shop/orders/by-key', {
        idempotencyKey: key,
        ...(requestHash ? { requestHash } : {}),
      });
      expect(byKey).toEqual({ status: 409, text: expect.stringMatching(/^\{"code":"idempotency_key_reused"\}\s*$/) });
      const again = await send('/api/shop/orders', {
        idempotencyKey: key,
        ...(requestHash ? { requestHash } : {}),
        order: {
          customerName: 'X',
          phone: '9800000000',
          district: 'A',
          city: 'B',
          landmark: 'C',
          notes: '',
          items: [{ id: 'x', quantity: 1 }],
          subtotal: 0,
          deliveryCharge: 0,
          discount_amount: 0,
          delivery_discount_amount: 0,
          total: 0,
          coupon_used: '',
          orderDate: new Date().toISOString(),
          estimatedDelivery: new Date().toISOString(),
        },
      });
      expect(again).toEqual({ status: 409, text: expect.stringMatching(/^\{"code":"idempotency_key_reused"\}\s*$/) });
    }
    const matching = await send('/api/shop/orders/by-key', { idempotencyKey: key, requestHash: right });
    expect(matching.status).toBe(200);
    expect(JSON.parse(matching.text)).toMatchObject({
      orderNumber: placed.data!.orderNumber,
      customerName: VICTIM.name,
    });
    expect(await ordersWithKey(key)).toHaveLength(1);
  });
});
