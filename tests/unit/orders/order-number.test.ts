import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_WINDOW,
  ORDER_NUMBER_PATTERN,
  arrivingInDays,
  arrivingLabel,
  deliveryWindowText,
  estimatedDelivery,
} from '@/features/orders/order-number';

describe('ORDER_NUMBER_PATTERN (docs/rules.md §9: "ORD-" + 6 digits)', () => {
  it.each<[string, boolean]>([
    ['ORD-123456', true],
    ['ORD-12345', false],
    ['ORD-1234567', false],
    ['ord-123456', false],
    ['ORD-12345a', false],
    [' ORD-123456', false],
  ])('ORDER_NUMBER_PATTERN %j → %s', (s, expected) => {
    expect(ORDER_NUMBER_PATTERN.test(s)).toBe(expected);
  });
});

describe('estimatedDelivery (default 2 days)', () => {
  const from = new Date('2026-11-22T10:00:00.000Z');
  it.each<[number | undefined, string]>([
    [undefined, '2026-11-24T10:00:00.000Z'],
    [2, '2026-11-24T10:00:00.000Z'],
    [0, '2026-11-22T10:00:00.000Z'],
    [5, '2026-11-27T10:00:00.000Z'],
  ])('days %s → %s', (days, expected) => {
    expect(estimatedDelivery(from, days).toISOString()).toBe(expected);
  });

  it('constants', () => {
    expect(DEFAULT_DELIVERY_DAYS).toBe(2);
    expect(DELIVERY_WINDOW).toBe('10:00 AM - 5:00 PM');
  });
});

describe('deliveryWindowText: as typed in English, 24-hour Devanagari time in Nepali when it reads as two times', () => {
  it.each<[string, string, string]>([
    ['10:00 AM - 5:00 PM', 'en', '10:00 AM - 5:00 PM'],
    ['10:00 AM - 5:00 PM', 'ne', '१०:०० - १७:००'],
    ['9:30am – 1:15pm', 'ne', '०९:३० - १३:१५'],
    ['12:00 PM to 12:30 AM', 'ne', '१२:०० - ००:३०'],
    ['7:05 a.m. - 11:45 p.m.', 'ne', '०७:०५ - २३:४५'],
    // Not two clock times: shown as the operator typed it.
    ['13:00 PM - 5:00 PM', 'ne', '13:00 PM - 5:00 PM'],
    ['10:75 AM - 5:00 PM', 'ne', '10:75 AM - 5:00 PM'],
    ['Morning', 'ne', 'Morning'],
    ['बिहान १० देखि बेलुका ५ बजेसम्म', 'ne', 'बिहान १० देखि बेलुका ५ बजेसम्म'],
    ['', 'ne', ''],
  ])('%j (%s) → %j', (typed, locale, shown) => {
    expect(deliveryWindowText(typed, locale as 'en' | 'ne')).toBe(shown);
  });
});

describe("arrivingInDays (Nepal calendar days to the estimate's day, ≥ 0)", () => {
  // 15:45 in Kathmandu (UTC+5:45) on 22 November.
  const now = new Date('2026-11-22T10:00:00.000Z');
  it.each<[Date | string, number]>([
    [new Date('2026-11-23T06:15:00.000Z'), 1], // tomorrow noon in Kathmandu: 1, not the 2 of hours rounded up
    [new Date('2026-11-24T10:00:00.000Z'), 2],
    [new Date('2026-11-24T09:00:00.000Z'), 2],
    [new Date('2026-11-24T18:00:00.000Z'), 2], // 23:45 in Kathmandu, still the 24th
    [new Date('2026-11-24T18:30:00.000Z'), 3], // 00:15 on the 25th in Kathmandu
    [new Date('2026-11-22T11:00:00.000Z'), 0], // later today
    [new Date('2026-11-22T10:00:00.000Z'), 0],
    [new Date('2026-11-20T10:00:00.000Z'), 0], // past → 0
    ['2026-11-24T10:00:00.000Z', 2],
    ['2026-11-24 06:15:00.000Z', 2], // PocketBase date: an order's delivery day, noon in Kathmandu
    ['garbage', 0],
  ])('%j → %s', (estimated, expected) => {
    expect(arrivingInDays(estimated, now)).toBe(expected);
  });

  it.each<[number, string | null]>([
    [2, 'Arriving in 2 day(s)'],
    [1, 'Arriving in 1 day(s)'],
    [0, null],
    [-1, null],
  ])('arrivingLabel(%s) = %j', (n, expected) => {
    expect(arrivingLabel(n)).toBe(expected);
  });
});
