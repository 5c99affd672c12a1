import { describe, expect, it } from 'vitest';
import { deskActions, isOpenOrder, telHref } from '@/features/desk/rows';
import { actionLabel } from '@/features/desk/words';

describe('desk actions', () => {
  it('offers the next steps of the lifecycle, with a reason where the shopper must be told why', () => {
    expect(deskActions('Open')).toEqual([
      { to: 'Confirmed', needsReason: false },
      { to: 'Cancelled', needsReason: true },
    ]);
    expect(deskActions('Out for Delivery').map((a) => actionLabel(a.to))).toEqual([
      'Mark delivered',
      'Delivery failed',
    ]);
    expect(deskActions('Delivered')).toEqual([]);
    expect(deskActions('Shipped')).toEqual([]);
  });

  it('counts every order that is not finished as open', () => {
    expect(['Open', 'Confirmed', 'Out for Delivery', 'Delivery failed'].every(isOpenOrder)).toBe(true);
    expect(isOpenOrder('Delivered') || isOpenOrder('Cancelled')).toBe(false);
  });

  it('makes tap-to-call links from phone numbers as typed', () => {
    expect(telHref('98-4123 4567')).toBe('tel:9841234567');
    expect(telHref('+977 1 5550100')).toBe('tel:+97715550100');
  });
});
