// The order lifecycle (pocketbase/pb_hooks/lib/lifecycle.js): the one copy the PocketBase hooks enforce and the shop
// reads through src/features/orders/lifecycle.ts.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canChange, isFinalStatus, needsReason, nextStatuses } from '@/features/orders/lifecycle';
import lifecycle from '../../../pocketbase/pb_hooks/lib/lifecycle.js';

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
    expect(lifecycle.INITIAL).toBe('Open');
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
    expect(canChange('Shipped', 'Open', true)).toBe(false);
  });

  it('needs a reason for Cancelled and Delivery failed only', () => {
    expect(ORDER_STATUSES.filter(needsReason)).toEqual(['Cancelled', 'Delivery failed']);
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['Delivered', 'Cancelled']);
  });

  it('times every status but Open', () => {
    expect(ORDER_STATUSES.filter((status) => status in lifecycle.TIME_FIELDS)).toEqual(ORDER_STATUSES.slice(1));
  });

  it('explains a refusal in words', () => {
    expect(lifecycle.changeProblem('Open', 'Delivered', '', false)).toBe(
      'An order that is Open cannot become Delivered. Next can be: Confirmed, Cancelled.',
    );
    expect(lifecycle.changeProblem('Delivered', 'Open', '', false)).toBe(
      'An order that is Delivered cannot become Open. It is final.',
    );
    expect(lifecycle.changeProblem('Open', 'Cancelled', '  ', false)).toMatch(
      /Say why the order is marked "Cancelled"/,
    );
    expect(lifecycle.changeProblem('Open', 'Cancelled', 'Customer asked', false)).toBe('');
    expect(lifecycle.changeProblem('Open', 'Shipped', '', true)).toMatch(/Status must be one of/);
    expect(lifecycle.changeProblem('Open', 'Cancelled', 'x'.repeat(301), false)).toMatch(/longer than 300/);
  });
});

describe('a step redone after an undo is told once (redoesToldStep)', () => {
  // The order's history as statuses, the first its placement: each later one is a status entry.
  const walk = (placed: string, ...statuses: string[]) => [
    { kind: 'placed', status: placed },
    ...statuses.map((status) => ({ kind: 'status', status })),
  ];
  const forward = ['Confirmed', 'Out for Delivery', 'Delivered'];
  it.each<[string, { kind: string; status: string }[], string, boolean]>([
    ['one step back, then again', walk('Open', ...forward, 'Out for Delivery'), 'Delivered', true],
    ['two steps back, out again', walk('Open', ...forward, 'Out for Delivery', 'Confirmed'), 'Out for Delivery', true],
    [
      'two steps back, out again, delivered again',
      walk('Open', ...forward, 'Out for Delivery', 'Confirmed', 'Out for Delivery'),
      'Delivered',
      true,
    ],
    [
      'three steps back to Open, the whole way again',
      walk('Open', ...forward, 'Out for Delivery', 'Confirmed', 'Open', 'Confirmed', 'Out for Delivery'),
      'Delivered',
      true,
    ],
    [
      'after a failed attempt and out again, two steps back and confirmed again',
      walk('Open', 'Confirmed', 'Out for Delivery', 'Delivery failed', 'Out for Delivery', 'Confirmed', 'Open'),
      'Confirmed',
      true,
    ],
    ['a step never taken back', walk('Open', 'Confirmed'), 'Out for Delivery', false],
    [
      'another attempt after a failure is a new step',
      walk('Open', 'Confirmed', 'Out for Delivery', 'Delivery failed'),
      'Out for Delivery',
      false,
    ],
    [
      'a phone order made Confirmed, taken back, confirmed: never told as that step',
      walk('Confirmed', 'Open'),
      'Confirmed',
      false,
    ],
    ['and taken back again after that: told once', walk('Confirmed', 'Open', 'Confirmed', 'Open'), 'Confirmed', true],
    ['a cancel undone, then confirmed: a different step', walk('Open', 'Cancelled', 'Open'), 'Confirmed', false],
    ['a cancel undone, cancelled again: told once', walk('Open', 'Cancelled', 'Open'), 'Cancelled', true],
  ])('%s', (_, entries, to, redo) => {
    expect(lifecycle.redoesToldStep(entries, to)).toBe(redo);
  });
});
