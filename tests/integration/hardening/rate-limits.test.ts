// Per-client rate limits on the actions that write or answer a guess (SECURITY.md "Rate limits"), against a real
// shop server with the limits on (the stack's own server runs with SHOP_RATE_LIMITS=off). The server trusts one
// proxy hop, so each test is a different client through its own X-Forwarded-For address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAction, type ActionResult, type CallOptions } from '@tests/harness/actions-client';
import { customer, orderInput } from '@tests/harness/orders';
import { startOtherShop, type OtherShop } from '@tests/harness/other-shop';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { resetShopRateLimits } from '@tests/harness/rate-limits';
import { untilShopAnswers } from '@tests/harness/shop-answers';
import { adminPb } from '@tests/harness/stack';
import { DEFAULT_LIMITS } from '@/lib/rate-limits/rate-limit';
import { tooManyRequestsText } from '@/lib/rate-limits/too-many-requests';

let shop: OtherShop;
let apple: SeedProduct;
let kathmandu: SeedPlace;

// Counters live in PocketBase (shared by every shop server and kept across runs on the same stack): fresh addresses
// for each run.
const RUN = Math.floor(Math.random() * 250) + 1;
let nextClient = 1;
/** A fresh client address (TEST-NET-2, never routed). */
const newClient = () => `198.51.${RUN}.${nextClient++}`;

const as = (client: string, extra: CallOptions = {}): CallOptions => ({
  shopUrl: shop.shopUrl,
  ...extra,
  headers: { 'X-Forwarded-For': client, ...extra.headers },
});
const call = <T = unknown>(client: string, name: string, input: unknown, extra: CallOptions = {}) =>
  callAction<T>(name, input, as(client, extra));

const count = async (collection: string) =>
  (await (await adminPb()).collection(collection).getList(1, 1, { fields: 'id' })).totalItems;

const lead = {
  fullName: 'Rate Limit Lead',
  mobile: '9812345678',
  business: 'Limit Farm',
  email: 'lead@limitfarm.com.np',
  nature: 'Honey',
};
const feedback = { rating: 5, phone: '9712345678', orderId: '', comment: 'Rate limit feedback' };
const couponCheck = (code: string) => ({ code, items: [{ id: apple.id, quantity: 2 }] });

function expectTooMany(result: ActionResult<unknown>) {
  expect(result.data, 'must be refused').toBeUndefined();
  expect(result.error).toMatchObject({
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    type: 'AstroActionError',
    message: tooManyRequestsText('en'),
  });
  expect(result.error!.retryAfter).toBeGreaterThanOrEqual(1);
  expect(result.error!.retryAfter).toBeLessThanOrEqual(60);
}

/** Spends `n` calls of a budget with requests the server refuses (400): they count, and write nothing. */
async function spend(client: string, name: string, n: number, input: unknown) {
  for (let i = 0; i < n; i++) {
    const { error } = await call(client, name, input);
    expect(error?.status, `call ${i + 1} of ${n}`).toBe(400);
  }
}

beforeAll(async () => {
  [shop, apple, kathmandu] = await Promise.all([startOtherShop({ rateLimits: true }), product('jumla-apple'), place()]);
  // The server signs in to PocketBase on its first call; PocketBase limits sign-ins, so wait until it is ready.
  await untilShopAnswers(shop.shopUrl, { 'X-Forwarded-For': '192.0.2.1' });
});

afterAll(async () => {
  await shop?.stop();
});

describe('placeOrder', () => {
  it(`refuses the ${DEFAULT_LIMITS.orders.limit + 1}th call in a minute with 429 and writes no order`, async () => {
    const client = newClient();
    const first = await call(client, 'placeOrder', orderInput(kathmandu, [{ product: apple, quantity: 1 }]));
    expect(first.error).toBeUndefined();
    await spend(client, 'placeOrder', DEFAULT_LIMITS.orders.limit - 1, { idempotencyKey: 'x' });
    const before = await count('orders');
    // A valid order that would be written if it were allowed.
    expectTooMany(await call(client, 'placeOrder', orderInput(kathmandu, [{ product: apple, quantity: 1 }])));
    expect(await count('orders')).toBe(before);
  });
});

describe('coupon guessing', () => {
  it(`answers the first ${DEFAULT_LIMITS.coupons.limit} checks, then 429 for every guess, the real code included`, async () => {
    const client = newClient();
    for (let i = 0; i < DEFAULT_LIMITS.coupons.limit; i++) {
      const { data, error } = await call<{ ok: boolean }>(client, 'validateCoupon', couponCheck(`GUESS${i}`));
      expect(error, `guess ${i + 1}`).toBeUndefined();
      expect(data!.ok).toBe(false);
    }
    const guesses = ['GUESS99', 'DASHAIN100', 'TIHAR10', 'NOPE', 'dashain100 '];
    const answers = await Promise.all(guesses.map((code) => call(client, 'validateCoupon', couponCheck(code))));
    for (const answer of answers) expectTooMany(answer);
    // Not an oracle: a real code and a made-up one get the very same answer.
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
  });

  it('counts quote and placeOrder with a coupon code against the same budget, and nothing else', async () => {
    const client = newClient();
    const withCode = (code: string) => ({ items: [{ id: apple.id, quantity: 2 }], couponCode: code });
    // Quotes without a code are not guesses and spend nothing.
    for (let i = 0; i < DEFAULT_LIMITS.coupons.limit + 5; i++) {
      expect((await call(client, 'quote', { items: [{ id: apple.id, quantity: 1 }] })).error).toBeUndefined();
    }
    for (let i = 0; i < DEFAULT_LIMITS.coupons.limit - 1; i++) {
      expect((await call(client, 'quote', withCode(`Q${i}`))).error, `quote ${i + 1}`).toBeUndefined();
    }
    const ordersBefore = await count('orders');
    // The last guess of the minute, spent through placeOrder (refused: no such coupon, so no order either).
    const order = orderInput(kathmandu, [{ product: apple, quantity: 1 }], { couponCode: 'LASTGUESS' });
    const last = await call(client, 'placeOrder', order);
    expect(last.error?.status).toBeLessThan(429);
    expectTooMany(await call(client, 'quote', withCode('DASHAIN100')));
    expectTooMany(await call(client, 'validateCoupon', couponCheck('DASHAIN100')));
    expectTooMany(
      await call(client, 'placeOrder', {
        ...order,
        couponCode: 'DASHAIN100',
        idempotencyKey: `${order.idempotencyKey}-2`,
      }),
    );
    expect(await count('orders')).toBe(ordersBefore);
    // The same client may still quote without a code, and order without one.
    expect((await call(client, 'quote', { items: [{ id: apple.id, quantity: 1 }] })).error).toBeUndefined();
    const plain = await call(client, 'placeOrder', orderInput(kathmandu, [{ product: apple, quantity: 1 }]));
    expect(plain.error).toBeUndefined();
  });

  it('cannot be dodged with another spelling of the action: trailing slash, encoded name, a page with ?_action=', async () => {
    const client = newClient();
    const paths = [
      '/_actions/validateCoupon/',
      '/_actions/validate%43oupon',
      '/order/ORD-000001?_action=validateCoupon',
    ];
    for (let i = 0; i < DEFAULT_LIMITS.coupons.limit; i++) {
      const { error } = await call(client, 'validateCoupon', couponCheck(`SPELL${i}`), {
        path: paths[i % paths.length],
      });
      expect(error, `call ${i + 1} via ${paths[i % paths.length]}`).toBeUndefined();
    }
    for (const path of [...paths, '/_actions/validateCoupon']) {
      expectTooMany(await call(client, 'validateCoupon', couponCheck('DASHAIN100'), { path }));
    }
  });
});

describe.each([
  ['submitFeedback', 'feedback', feedback, DEFAULT_LIMITS.feedback.limit] as const,
  ['submitQrLead', 'qr_form', lead, DEFAULT_LIMITS.qrLead.limit] as const,
])('%s', (action, collection, valid, limit) => {
  it(`refuses the ${limit + 1}th submission in a minute with 429 and stores nothing`, async () => {
    const client = newClient();
    const before = await count(collection);
    expect((await call(client, action, valid)).error).toBeUndefined();
    await spend(client, action, limit - 1, { ...valid, phone: '1', mobile: '1' });
    expect(await count(collection)).toBe(before + 1);
    expectTooMany(await call(client, action, valid));
    expect(await count(collection)).toBe(before + 1);
  });
});

describe('the refusal in the language of the page that called (src/lib/request-locale.ts)', () => {
  it('is in Nepali for a call from a Nepali page, and the spec English otherwise', async () => {
    const client = newClient();
    await spend(client, 'submitFeedback', DEFAULT_LIMITS.feedback.limit, { ...feedback, phone: '1' });
    const fromPage = (path: string): CallOptions => ({ headers: { Referer: new URL(path, shop.shopUrl).href } });
    const nepali = await call(client, 'submitFeedback', feedback, fromPage('/ne/feedback'));
    expect(nepali.error).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      type: 'AstroActionError',
      message: 'धेरै पटक अनुरोध भयो। कृपया एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
    });
    expect(nepali.error!.message).toBe(tooManyRequestsText('ne'));
    expectTooMany(await call(client, 'submitFeedback', feedback, fromPage('/feedback')));
    expectTooMany(await call(client, 'submitFeedback', feedback));
  });
});

describe('getOrder', () => {
  it(`answers ${DEFAULT_LIMITS.lookups.limit} lookups a minute, then 429, so order numbers cannot be swept`, async () => {
    const client = newClient();
    const numbers = Array.from(
      { length: DEFAULT_LIMITS.lookups.limit },
      (_, i) => `ORD-${String(900000 + i).padStart(6, '0')}`,
    );
    for (const orderNumber of numbers) {
      const { error } = await call(client, 'getOrder', { orderNumber });
      expect(error?.status ?? 200, orderNumber).not.toBe(429); // 404, or 200 should another test have placed it
    }
    expectTooMany(await call(client, 'getOrder', { orderNumber: 'ORD-999999' }));
  });
});

describe('ordinary shoppers', () => {
  it('browse, try a few coupons, order with one and leave feedback and a lead without meeting a limit', async () => {
    const client = newClient();
    const items = [{ id: apple.id, quantity: 3 }];
    for (const name of ['listDistricts', 'listBranches', 'checkStock', 'quote']) {
      const input = {
        listDistricts: {},
        listBranches: { districtName: 'Kathmandu' },
        checkStock: { items: [{ id: apple.id }] },
        quote: { items },
      }[name];
      expect((await call(client, name, input)).error, name).toBeUndefined();
    }
    for (const code of ['DASAIN100', 'DASHAIN', 'DASHAIN100']) {
      expect((await call(client, 'validateCoupon', { code, items })).error, code).toBeUndefined();
    }
    expect((await call(client, 'quote', { items, couponCode: 'DASHAIN100' })).error).toBeUndefined();
    const order = await call<{ orderNumber: string }>(
      client,
      'placeOrder',
      orderInput(kathmandu, [{ product: apple, quantity: 3 }], {
        customer: customer(kathmandu, { name: 'Ordinary Shopper' }),
      }),
    );
    expect(order.error).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(client, 'getOrder', { orderNumber: order.data!.orderNumber })).error,
        'order page polling',
      ).toBeUndefined();
    }
    expect(
      (await call(client, 'submitFeedback', { ...feedback, orderId: order.data!.orderNumber })).error,
    ).toBeUndefined();
    expect((await call(client, 'submitQrLead', lead)).error).toBeUndefined();
  });

  it("are not slowed by another client's exhausted limits", async () => {
    const abuser = newClient();
    const shopper = newClient();
    await spend(abuser, 'submitFeedback', DEFAULT_LIMITS.feedback.limit, { ...feedback, phone: '1' });
    for (let i = 0; i < DEFAULT_LIMITS.coupons.limit; i++) await call(abuser, 'validateCoupon', couponCheck(`A${i}`));
    expectTooMany(await call(abuser, 'validateCoupon', couponCheck('DASHAIN100')));
    expectTooMany(await call(abuser, 'submitFeedback', feedback));

    const check = await call<{ ok: boolean }>(shopper, 'validateCoupon', {
      code: 'TIHAR10',
      items: [{ id: apple.id, quantity: 2 }],
    });
    expect(check.error).toBeUndefined();
    expect(check.data!.ok).toBe(true);
    expect((await call(shopper, 'submitFeedback', feedback)).error).toBeUndefined();
  });
});

describe('without a trusted proxy', () => {
  let direct: OtherShop;
  beforeAll(async () => {
    direct = await startOtherShop({ rateLimits: true, env: { TRUST_PROXY: '' } });
    // Every call of this test is counted for 127.0.0.1: start from a clean count (counters live in PocketBase).
    await resetShopRateLimits('key ~ ":127.0.0.1"');
  });
  afterAll(async () => {
    await direct?.stop();
  });

  it('ignores X-Forwarded-For, so forging it does not buy fresh budget', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.coupons.limit; i++) {
      const { error } = await call(`203.0.113.${i}`, 'validateCoupon', couponCheck(`F${i}`), {
        shopUrl: direct.shopUrl,
      });
      expect(error, `call ${i + 1}`).toBeUndefined();
    }
    expectTooMany(
      await call('203.0.113.250', 'validateCoupon', couponCheck('DASHAIN100'), { shopUrl: direct.shopUrl }),
    );
  });
});
