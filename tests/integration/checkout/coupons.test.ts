// validateCoupon with every seeded coupon (scripts/seed/data.mjs): each docs/rules.md §5
// outcome, verbatim, judged on the server's subtotal. Codes are looked up with
// pb.filter placeholders, so filter syntax in a code finds nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { callAction, expectData } from '@tests/harness/actions-client';
import { product, type SeedProduct } from '@tests/harness/seed';
import { adminPb, anonymousClient } from '@tests/harness/stack';

let honey: SeedProduct; // Rs. 950
let coriander: SeedProduct; // Rs. 60

beforeAll(async () => {
  [honey, coriander] = await Promise.all([product('chiuri-honey'), product('fresh-coriander')]);
});

const items = (p: SeedProduct, quantity = 1) => [{ id: p.id, quantity }];

type Answer = {
  ok: boolean;
  message: string;
  code?: string;
  couponId?: string;
  discount?: number;
  deliveryDiscount?: number;
};

describe('validateCoupon: docs/rules.md §5 outcomes in order', () => {
  it.each([
    ['DASHAIN100', 'flat Rs. 100 off items', 100, 0],
    ['TIHAR10', '10% off items (floored)', 95, 0],
    ['FREEDELIVERY', 'flat Rs. 100 off delivery', 0, 100],
    ['HALFSHIP', '50% of the assumed Rs. 350 delivery', 0, 175],
  ])('%s (%s) applies', async (code, _what, discount, deliveryDiscount) => {
    const pb = await adminPb();
    const coupon = await pb.collection('coupon').getFirstListItem(pb.filter('code = {:code}', { code }));
    const answer = await expectData<Answer>('validateCoupon', { code, items: items(honey) });
    expect(answer).toEqual({
      ok: true,
      code,
      couponId: coupon.id,
      discount,
      deliveryDiscount,
      message: 'Coupon applied successfully',
    });
  });

  it.each([
    ['NOSUCHCODE', 'This coupon code is not valid'],
    ['OLDPROMO', 'This coupon is currently not available'], // step 2: campaign inactive
    ['SPRING2025', 'This coupon has expired'], // step 3
    ['BIGBASKET', 'A minimum order of Rs. 5000 is required to use this coupon'], // step 4
    ['SOLDOUT', 'This coupon is currently not available'], // step 5: discount > budget 0
    ['TINYBUDGET', 'This coupon is currently not available'], // step 5: Rs. 300 > Rs. 50 left
    ['USEDUP', 'This coupon has reached its usage limit'], // step 6
  ])('%s is refused with "%s"', async (code, message) => {
    const answer = await expectData<Answer>('validateCoupon', { code, items: items(honey) });
    expect(answer).toEqual({ ok: false, message });
  });

  it('judges the minimum order on the server subtotal, not on anything the client claims', async () => {
    expect(coriander.price * 2).toBeLessThan(500);
    const answer = await expectData<Answer>('validateCoupon', { code: 'DASHAIN100', items: items(coriander, 2) });
    expect(answer).toEqual({ ok: false, message: 'A minimum order of Rs. 500 is required to use this coupon' });
  });

  it('trims and upper-cases the code (docs/rules.md §5 Promocode)', async () => {
    const answer = await expectData<Answer>('validateCoupon', { code: '  tihar10 ', items: items(honey) });
    expect(answer).toMatchObject({ ok: true, code: 'TIHAR10' });
    // Typed on a Nepali keyboard, its digits Devanagari: the same code.
    const nepali = await expectData<Answer>('validateCoupon', { code: 'tihar१०', items: items(honey) });
    expect(nepali).toMatchObject({ ok: true, code: 'TIHAR10' });
  });

  it('answers only the outcome and amounts, nothing about the coupon record or its campaign', async () => {
    const result = await callAction<Answer>('validateCoupon', { code: 'TINYBUDGET', items: items(honey) });
    expect(Object.keys(result.data!).sort()).toEqual(['message', 'ok']);
    const applied = await callAction<Answer>('validateCoupon', { code: 'DASHAIN100', items: items(honey) });
    expect(Object.keys(applied.data!).sort()).toEqual([
      'code',
      'couponId',
      'deliveryDiscount',
      'discount',
      'message',
      'ok',
    ]);
    expect(applied.raw).not.toMatch(/budget|campaign|min_order/i);
  });
});

describe('filter injection through the code', () => {
  it.each([
    'X" || code != "',
    "X' || code != '",
    "' OR 1=1 --",
    'DASHAIN100" || "1"="1',
    '%',
    '*',
    'code != ""',
    '{:code}',
    '") || (id != "',
  ])('%s is just a code that does not exist', async (code) => {
    const result = await callAction<Answer>('validateCoupon', { code, items: items(honey) });
    expect(result.data).toEqual({ ok: false, message: 'This coupon code is not valid' });
    expect(result.raw).not.toMatch(/DASHAIN|TIHAR|couponId/);
  });

  it('a quote with an injected code gets no discount', async () => {
    const quote = await expectData<{ discount: number; coupon: unknown; couponError: string }>('quote', {
      items: items(honey),
      couponCode: 'X" || code != "',
    });
    expect(quote).toMatchObject({ discount: 0, coupon: null, couponError: 'This coupon code is not valid' });
  });
});

describe('coupons stay private', () => {
  it('anonymous clients cannot list, filter or view coupons or campaigns', async () => {
    const pb = await adminPb();
    const coupon = await pb.collection('coupon').getFirstListItem('code = "DASHAIN100"');
    const anon = anonymousClient();
    const byCode = await anon
      .collection('coupon')
      .getList(1, 50, { filter: 'code = "DASHAIN100"' })
      .then(
        (r) => r.items,
        () => [],
      );
    expect(byCode).toEqual([]);
    await expect(anon.collection('coupon').getOne(coupon.id)).rejects.toMatchObject({ status: 404 });
    await expect(anon.collection('campaigns').getOne(coupon.campaign)).rejects.toMatchObject({ status: 404 });
  });
});
