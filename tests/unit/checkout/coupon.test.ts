import { describe, expect, it } from 'vitest';
import {
  COUPON_TIME_ZONE,
  type CouponResult,
  KATHMANDU_OFFSET_MINUTES,
  campaignEndInstant,
  couponApplied,
  couponExpired,
  couponNotAvailable,
  couponNotValid,
  couponUsageLimit,
  deliveryDiscount,
  evaluateCoupon,
  isCampaignExpired,
  itemDiscount,
  minOrderMessage,
  normalizeCode,
} from '@/features/checkout/coupon';
import { couponCodeSchema } from '@/features/checkout/coupon-schema.server';
import type { Campaign, Coupon } from '@/lib/data/coupon.parse';

/** Fixed clock: 2026-06-15 12:00:00 in Kathmandu (06:15 UTC). */
const NOW = new Date('2026-06-15T06:15:00.000Z');

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  is_active: true,
  end_time: '2026-12-31 18:14:59.999Z',
  remaining_budget: 10000,
  ...over,
});

/** Flat 100 off items + flat 50 off delivery, minimum order 500. */
const coupon = (over: Partial<Coupon> = {}, camp: Partial<Campaign> | null = {}): Coupon => ({
  id: 'cpn_1',
  code: 'SAVE100',
  min_order_amount: 500,
  discount_type: 'flat',
  discount_value: 100,
  delivery_discount_type: 'flat',
  discount_discount_value: 50,
  campaign: camp === null ? null : campaign(camp),
  ...over,
});

describe('coupon messages (docs/rules.md §5, verbatim)', () => {
  it.each([
    [couponNotValid(), 'This coupon code is not valid'],
    [couponNotAvailable(), 'This coupon is currently not available'],
    [couponExpired(), 'This coupon has expired'],
    [couponUsageLimit(), 'This coupon has reached its usage limit'],
    [couponApplied(), 'Coupon applied successfully'],
    [minOrderMessage(500), 'A minimum order of Rs. 500 is required to use this coupon'],
    [minOrderMessage(1250), 'A minimum order of Rs. 1250 is required to use this coupon'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [couponNotValid('ne'), 'यो कुपन कोड मान्य छैन'],
    [couponNotAvailable('ne'), 'यो कुपन अहिले उपलब्ध छैन'],
    [couponExpired('ne'), 'यो कुपनको म्याद सकिएको छ'],
    [couponUsageLimit('ne'), 'यो कुपन प्रयोग गर्न मिल्ने सीमा पुगिसकेको छ'],
    [couponApplied('ne'), 'कुपन सफलतापूर्वक लागू भयो'],
    [minOrderMessage(1250, 'ne'), 'यो कुपन प्रयोग गर्न कम्तीमा रु. १,२५० को अर्डर हुनुपर्छ'],
  ])('in Nepali: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('evaluates in the language asked for, with the same outcome', () => {
    const english = evaluateCoupon(coupon(), 100, NOW);
    const nepali = evaluateCoupon(coupon(), 100, NOW, 'ne');
    expect(english).toEqual({ ok: false, reason: 'min_order', message: minOrderMessage(500) });
    expect(nepali).toEqual({ ok: false, reason: 'min_order', message: 'यो कुपन प्रयोग गर्न कम्तीमा रु. ५०० को अर्डर हुनुपर्छ' });
    expect(evaluateCoupon(coupon(), 1000, NOW, 'ne')).toMatchObject({ ok: true, message: couponApplied('ne') });
  });

  it('uses Asia/Kathmandu at UTC+05:45', () => {
    expect(COUPON_TIME_ZONE).toBe('Asia/Kathmandu');
    expect(KATHMANDU_OFFSET_MINUTES).toBe(345);
  });
});

describe('evaluateCoupon: the seven outcomes in docs/rules.md §5 order', () => {
  const fail = (reason: string, message: string): CouponResult => ({ ok: false, reason, message }) as CouponResult;

  it.each<[string, Coupon | null, number, CouponResult]>([
    // 1. not found
    ['1: no coupon', null, 1000, fail('not_found', couponNotValid())],
    // 2. campaign missing / inactive
    ['2: campaign missing', coupon({}, null), 1000, fail('unavailable', couponNotAvailable())],
    ['2: campaign inactive', coupon({}, { is_active: false }), 1000, fail('unavailable', couponNotAvailable())],
    [
      '2 before 3: inactive AND expired',
      coupon({}, { is_active: false, end_time: '2020-01-01 00:00:00.000Z' }),
      1000,
      fail('unavailable', couponNotAvailable()),
    ],
    [
      '2 before 4: inactive AND below minimum',
      coupon({}, { is_active: false }),
      10,
      fail('unavailable', couponNotAvailable()),
    ],
    // 3. expired
    [
      '3: ended 1 ms before now (PocketBase date)',
      coupon({}, { end_time: '2026-06-15 06:14:59.999Z' }),
      1000,
      fail('expired', couponExpired()),
    ],
    [
      '3 before 4: expired AND below minimum',
      coupon({}, { end_time: '2026-01-01 00:00:00.000Z' }),
      10,
      fail('expired', couponExpired()),
    ],
    [
      '3 before 5/6: expired AND budget exhausted',
      coupon({}, { end_time: '2026-01-01 00:00:00.000Z', remaining_budget: 0 }),
      1000,
      fail('expired', couponExpired()),
    ],
    // 4. minimum order
    [
      '4: subtotal 499 below minimum 500',
      coupon(),
      499,
      fail('min_order', 'A minimum order of Rs. 500 is required to use this coupon'),
    ],
    [
      '4 before 5: below minimum AND over budget',
      coupon({}, { remaining_budget: 1 }),
      100,
      fail('min_order', 'A minimum order of Rs. 500 is required to use this coupon'),
    ],
    // 5. over budget
    [
      '5: 100 + 50 exceeds budget 149',
      coupon({}, { remaining_budget: 149 }),
      1000,
      fail('budget_exceeded', couponNotAvailable()),
    ],
    [
      '5 before 6: budget 0 with a positive discount',
      coupon({}, { remaining_budget: 0 }),
      1000,
      fail('budget_exceeded', couponNotAvailable()),
    ],
    [
      '5: negative budget with zero discounts (0 > -5)',
      coupon({ discount_value: 0, delivery_discount_type: '' }, { remaining_budget: -5 }),
      1000,
      fail('budget_exceeded', couponNotAvailable()),
    ],
    // 6. usage limit
    [
      '6: budget 0 and zero discounts',
      coupon({ discount_value: 0, delivery_discount_type: '' }, { remaining_budget: 0 }),
      1000,
      fail('usage_limit', couponUsageLimit()),
    ],
    // 7. success
    [
      '7: flat 100 + flat delivery 50',
      coupon(),
      1000,
      { ok: true, message: couponApplied(), discount: 100, deliveryDiscount: 50, couponId: 'cpn_1', code: 'SAVE100' },
    ],
    [
      '7: subtotal equal to the minimum',
      coupon(),
      500,
      { ok: true, message: couponApplied(), discount: 100, deliveryDiscount: 50, couponId: 'cpn_1', code: 'SAVE100' },
    ],
    [
      '7: budget exactly equal to the total discount',
      coupon({}, { remaining_budget: 150 }),
      1000,
      { ok: true, message: couponApplied(), discount: 100, deliveryDiscount: 50, couponId: 'cpn_1', code: 'SAVE100' },
    ],
    [
      '7: percent 10 on 1234 + percent delivery 50 of 350; code normalised',
      coupon({
        code: ' save10 ',
        discount_type: 'percent',
        discount_value: 10,
        delivery_discount_type: 'percent',
        discount_discount_value: 50,
      }),
      1234,
      { ok: true, message: couponApplied(), discount: 123, deliveryDiscount: 175, couponId: 'cpn_1', code: 'SAVE10' },
    ],
    [
      '7: no expiry when end_time is empty',
      coupon({ min_order_amount: 0 }, { end_time: '' }),
      50,
      { ok: true, message: couponApplied(), discount: 50, deliveryDiscount: 50, couponId: 'cpn_1', code: 'SAVE100' },
    ],
  ])('%s', (_name, c, subtotal, expected) => {
    expect(evaluateCoupon(c, subtotal, NOW)).toEqual(expected);
  });
});

describe('expiry is evaluated against the fixed now, in Kathmandu time', () => {
  it.each<[string, string, Date, boolean]>([
    ['PocketBase UTC date 1 ms before now', '2026-06-15 06:14:59.999Z', NOW, true],
    ['PocketBase UTC date equal to now is not yet past', '2026-06-15 06:15:00.000Z', NOW, false],
    ['PocketBase UTC date 1 ms after now', '2026-06-15 06:15:00.001Z', NOW, false],
    ['ISO with Z, a minute before', '2026-06-15T06:14:00Z', NOW, true],
    ['ISO in Kathmandu offset, equal to now', '2026-06-15T12:00:00+05:45', NOW, false],
    ['ISO in Kathmandu offset, 1 s before now', '2026-06-15T11:59:59+05:45', NOW, true],
    ['offset without colon', '2026-06-15T11:59:59+0545', NOW, true],
    ['zone-less date-time is Kathmandu wall time (11:59 → past)', '2026-06-15 11:59:00', NOW, true],
    ['zone-less date-time is Kathmandu wall time (12:01 → future)', '2026-06-15 12:01', NOW, false],
    ['zone-less 08:00 Kathmandu is past (08:00 read as UTC would not be)', '2026-06-15 08:00:00', NOW, true],
    ['date-only today → valid until end of day in Kathmandu', '2026-06-15', NOW, false],
    ['date-only yesterday → expired', '2026-06-14', NOW, true],
    ['date-only today at 23:59:59.999 Kathmandu', '2026-06-15', new Date('2026-06-15T18:14:59.999Z'), false],
    ['date-only today at 00:00 next day Kathmandu', '2026-06-15', new Date('2026-06-15T18:15:00.000Z'), true],
    ['empty string never expires', '', NOW, false],
    ['blank string never expires', '   ', NOW, false],
    ['unreadable end time fails closed', 'next week', NOW, true],
  ])('%s', (_name, endTime, now, expired) => {
    expect(isCampaignExpired(endTime, now)).toBe(expired);
    const result = evaluateCoupon(coupon({}, { end_time: endTime }), 1000, now);
    expect(result.message).toBe(expired ? couponExpired() : couponApplied());
  });

  it.each<[string | null | undefined, number | null]>([
    ['', null],
    [null, null],
    [undefined, null],
    ['2026-01-01 10:00:00.000Z', Date.UTC(2026, 0, 1, 10)],
    ['2026-01-01T10:00:00Z', Date.UTC(2026, 0, 1, 10)],
    ['2026-01-01 10:00:00.123456Z', Date.UTC(2026, 0, 1, 10, 0, 0, 123)],
    ['2026-01-01T15:45:00+05:45', Date.UTC(2026, 0, 1, 10)],
    ['2026-01-01 15:45:00', Date.UTC(2026, 0, 1, 10)],
    ['2026-01-01', Date.UTC(2026, 0, 1, 18, 14, 59, 999)],
  ])('campaignEndInstant(%j) = %s', (input, expected) => {
    expect(campaignEndInstant(input)).toBe(expected);
  });

  it('returns NaN for an unreadable end time', () => {
    expect(campaignEndInstant('tomorrow')).toBeNaN();
  });
});

describe('itemDiscount (docs/rules.md §5 Discounts)', () => {
  it.each<[string, number, number, number]>([
    ['flat', 100, 1000, 100],
    ['Flat', 100, 1000, 100],
    ['flat', 100, 60, 60], // capped at subtotal
    ['percent', 10, 999, 99], // floor(99.9)
    ['percent', 10, 1234, 123],
    ['percentage', 15, 1000, 150],
    ['percent', 12.5, 1000, 125],
    ['percent', 150, 200, 200], // capped at subtotal
    ['', 100, 1000, 0],
    ['flat', -20, 1000, 0],
    ['flat', Number.NaN, 1000, 0],
    ['percent', 10, 0, 0],
  ])('type %j value %s on subtotal %s = %s', (type, value, subtotal, expected) => {
    expect(itemDiscount({ discount_type: type, discount_value: value }, subtotal)).toBe(expected);
  });
});

describe('deliveryDiscount (flat, or percent of the assumed 350)', () => {
  it.each<[string, number, number]>([
    ['flat', 50, 50],
    ['flat', 500, 500], // capped later against the real charge (totals.ts)
    ['percent', 100, 350],
    ['percent', 10, 35],
    ['percent', 33, 115], // floor(115.5)
    ['PERCENT', 50, 175],
    ['', 50, 0],
    ['  ', 50, 0],
    ['percent', 0, 0],
    ['flat', -10, 0],
  ])('type %j value %s = %s', (type, value, expected) => {
    expect(deliveryDiscount({ delivery_discount_type: type, discount_discount_value: value })).toBe(expected);
  });
});

describe('normalizeCode and couponCodeSchema (docs/rules.md §5 Promocode)', () => {
  it.each<[string | null | undefined, string]>([
    ['save10', 'SAVE10'],
    ['  Dashain2026 ', 'DASHAIN2026'],
    // Typed on a Nepali keyboard: its digits are the code's.
    ['dashain१००', 'DASHAIN100'],
    // A code has no spaces (pocketbase/pb_hooks/lib/operators.js CODE): the ones a shopper types inside go.
    ['dashain 100', 'DASHAIN100'],
    ['DASHAIN\u00a0100', 'DASHAIN100'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('normalizeCode(%j) = %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    [' save10 ', 'SAVE10'],
    ['ABC', 'ABC'],
    ['DASHAIN१००', 'DASHAIN100'],
    ['', null],
    ['   ', null],
    ['X'.repeat(51), null],
    [42, null],
  ])('couponCodeSchema(%j) = %j', (input, expected) => {
    const r = couponCodeSchema.safeParse(input);
    expect(r.success ? r.data : null).toBe(expected);
  });
});

describe('unknown discount types are refused, never guessed', () => {
  it.each(['fixed', 'amount', 'rs', '10%', 'percnt', 'flat rate'])('item type %j refuses the coupon', (type) => {
    const r = evaluateCoupon(coupon({ discount_type: type, discount_value: 100 }), 480, NOW);
    expect(r).toEqual({ ok: false, reason: 'misconfigured', message: couponNotAvailable() });
    expect(itemDiscount({ discount_type: type, discount_value: 100 }, 480)).toBe(0);
  });

  it.each(['fixed', 'free', 'delivery'])('delivery type %j refuses the coupon', (type) => {
    const r = evaluateCoupon(coupon({ delivery_discount_type: type }), 1000, NOW);
    expect(r.ok).toBe(false);
    expect(deliveryDiscount({ delivery_discount_type: type, discount_discount_value: 50 })).toBe(0);
  });

  it('"none" (the select value) gives no discount, like an empty type', () => {
    const r = evaluateCoupon(coupon({ discount_type: 'none', delivery_discount_type: 'flat' }), 1000, NOW);
    expect(r).toMatchObject({ ok: true, discount: 0, deliveryDiscount: 50 });
  });
});
