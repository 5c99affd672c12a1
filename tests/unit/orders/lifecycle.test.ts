import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canChange, isFinalStatus, needsReason, nextStatuses } from '@/features/orders/lifecycle';

// The PocketBase hooks' reading of the same table (plain CommonJS, as PocketBase loads it).
const hooks = createRequire(import.meta.url)('../../../pocketbase/pb_hooks/lib/lifecycle.js') as {
  canChange(from: string, to: string, superuser?: boolean): boolean;
  nextStatuses(from: string): string[];
  needsReason(s: string): boolean;
  isFinal(s: string): boolean;
  changeProblem(from: string, to: string, reason: string, superuser?: boolean): string;
};

describe('order lifecycle', () => {
  it('has the six statuses, Open first', () => {
    expect(ORDER_STATUSES).toEqual([
      'Open',
      'Confirmed',
      'Out for Delivery',
      'Delivered',
      'Cancelled',
      'Delivery failed',
    ]);
  });

  it.each<[string, string[]]>([
    ['Open', ['Confirmed', 'Cancelled']],
    ['Confirmed', ['Out for Delivery', 'Cancelled']],
    ['Out for Delivery', ['Delivered', 'Delivery failed']],
    ['Delivery failed', ['Out for Delivery', 'Cancelled']],
    ['Delivered', []],
    ['Cancelled', []],
    ['Shipped', []],
  ])('%s may become %j', (from, next) => {
    expect(nextStatuses(from)).toEqual(next);
  });

  it('refuses skipping steps and going back, except a superuser undoing the last step', () => {
    expect(canChange('Open', 'Delivered')).toBe(false);
    expect(canChange('Delivered', 'Out for Delivery')).toBe(false);
    expect(canChange('Delivered', 'Out for Delivery', true)).toBe(true);
    expect(canChange('Open', 'Delivered', true)).toBe(false);
    expect(canChange('Open', 'Open')).toBe(false);
  });

  it('needs a reason for Cancelled and Delivery failed only', () => {
    expect(ORDER_STATUSES.filter(needsReason)).toEqual(['Cancelled', 'Delivery failed']);
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['Delivered', 'Cancelled']);
  });

  it('is read the same way by the shop server and the PocketBase hooks', () => {
    const names = [...ORDER_STATUSES, 'Shipped', ''];
    for (const from of names) {
      expect(hooks.nextStatuses(from)).toEqual(nextStatuses(from));
      expect(hooks.isFinal(from)).toBe(isFinalStatus(from));
      expect(hooks.needsReason(from)).toBe(needsReason(from));
      for (const to of names) {
        for (const superuser of [false, true])
          expect(hooks.canChange(from, to, superuser)).toBe(canChange(from, to, superuser));
      }
    }
  });

  it('explains a refusal in words', () => {
    expect(hooks.changeProblem('Open', 'Delivered', '', false)).toBe(
      'An order that is Open cannot become Delivered. Next can be: Confirmed, Cancelled.',
    );
    expect(hooks.changeProblem('Open', 'Cancelled', '  ', false)).toMatch(/Say why the order is Cancelled/);
    expect(hooks.changeProblem('Open', 'Cancelled', 'Customer asked', false)).toBe('');
    expect(hooks.changeProblem('Open', 'Shipped', '', true)).toMatch(/Status must be one of/);
    expect(hooks.changeProblem('Open', 'Cancelled', 'x'.repeat(301), false)).toMatch(/longer than 300/);
  });
});
