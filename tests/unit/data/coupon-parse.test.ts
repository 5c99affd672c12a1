// The parsing of coupon records with their campaign (src/lib/data/coupon.parse.ts).
import { describe, expect, it } from 'vitest';
import { couponNotAvailable, evaluateCoupon } from '@/features/checkout/coupon';
import { parseCoupon, parseFoundCoupon } from '@/lib/data/coupon.parse';

/** Fixed clock: 2026-06-15 12:00:00 in Kathmandu (06:15 UTC). */
const NOW = new Date('2026-06-15T06:15:00.000Z');

describe('parseCoupon (PocketBase record with expanded campaign)', () => {
  it('coerces numeric strings and reads expand.campaign', () => {
    expect(
      parseCoupon({
        id: 'c1',
        code: 'NEW50',
        campaign: 'camp1',
        min_order_amount: '500',
        discount_type: 'flat',
        discount_value: '50',
        delivery_discount_type: '',
        discount_discount_value: null,
        expand: { campaign: { id: 'camp1', is_active: true, end_time: '', remaining_budget: '2000' } },
      }),
    ).toEqual({
      id: 'c1',
      code: 'NEW50',
      min_order_amount: 500,
      discount_type: 'flat',
      discount_value: 50,
      delivery_discount_type: '',
      discount_discount_value: 0,
      campaign: { is_active: true, end_time: '', remaining_budget: 2000 },
    });
  });

  it.each<[string, unknown]>([
    ['campaign not expanded', { id: 'c1', code: 'X', campaign: 'camp1' }],
    ['expand is null', { id: 'c1', code: 'X', expand: null }],
    ['expanded campaign is a string', { id: 'c1', code: 'X', expand: { campaign: 'camp1' } }],
  ])('campaign is null when %s', (_name, raw) => {
    expect(parseCoupon(raw)?.campaign).toBeNull();
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['no id', { code: 'X' }],
    ['empty code', { id: 'c1', code: '' }],
  ])('returns null for %s', (_name, raw) => {
    expect(parseCoupon(raw)).toBeNull();
  });

  it('treats a missing is_active as inactive', () => {
    const c = parseCoupon({ id: 'c1', code: 'X', expand: { campaign: { end_time: '' } } });
    expect(c?.campaign).toEqual({ is_active: false, end_time: '', remaining_budget: 0 });
    expect(evaluateCoupon(c, 1000, NOW).message).toBe(couponNotAvailable());
  });
});

describe('parseFoundCoupon', () => {
  it("keeps the campaign relation's id beside the coupon", () => {
    expect(parseFoundCoupon({ id: 'c1', code: 'X', campaign: 'camp1' })?.campaignId).toBe('camp1');
    expect(parseFoundCoupon({ id: 'c1', code: 'X' })?.campaignId).toBe('');
    expect(parseFoundCoupon({ id: 'c1', code: '' })).toBeNull();
  });
});
