import { describe, expect, it } from 'vitest';
import { isCurrentStep, isStepHighlighted, orderStepLabel, orderSteps, statusStep } from '@/features/orders/status';

describe('orderSteps (docs/rules.md §2 tracker)', () => {
  it('has the three steps with verbatim labels', () => {
    expect(orderSteps('en')).toEqual(orderSteps());
    expect(orderSteps()).toEqual([
      { key: 'confirmed', label: 'Order Confirmed' },
      { key: 'delivering', label: 'Out for Delivery' },
      { key: 'delivered', label: 'Delivered' },
    ]);
  });

  it('labels them in Nepali on Nepali pages', () => {
    expect(orderSteps('ne')).toEqual([
      { key: 'confirmed', label: 'अर्डर पुष्टि भयो' },
      { key: 'delivering', label: 'डेलिभरीका लागि निस्कियो' },
      { key: 'delivered', label: 'डेलिभर भयो' },
    ]);
    expect(orderStepLabel('delivered', 'ne')).toBe('डेलिभर भयो');
  });
});

describe('statusStep', () => {
  it.each<[string | null | undefined, number]>([
    ['Open', 0],
    ['open', 0],
    ['confirmed', 0],
    ['CONFIRMED', 0],
    ['delivering', 1],
    ['Delivering', 1],
    ['Out for Delivery', 1],
    ['out for delivery', 1],
    [' delivered ', 2],
    ['Delivered', 2],
    ['cancelled', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('%j → %s', (status, expected) => {
    expect(statusStep(status)).toBe(expected);
  });
});

describe('step highlighting (up to and including current; ring on current)', () => {
  it.each<[number, number, boolean, boolean]>([
    [0, 0, true, true],
    [1, 0, false, false],
    [0, 1, true, false],
    [1, 1, true, true],
    [2, 1, false, false],
    [2, 2, true, true],
  ])('step %s when current is %s: highlighted %s, current %s', (step, current, highlighted, isCurrent) => {
    expect(isStepHighlighted(step, current)).toBe(highlighted);
    expect(isCurrentStep(step, current)).toBe(isCurrent);
  });
});
