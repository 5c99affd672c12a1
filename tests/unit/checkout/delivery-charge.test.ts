import { describe, expect, it } from 'vitest';
import {
  ASSUMED_DELIVERY_CHARGE,
  type DeliveryLine,
  deliveryCharge,
  deliveryGroup,
  groupedUnitCharge,
  parseRate,
  unitWeightKg,
  weightCharge,
} from '@/features/checkout/delivery-charge';

const honey = (quantity: number, unit = '500 GM'): DeliveryLine => ({ category: 'Honey', unit, quantity });
const fruit = (quantity: number, unit = '1 KG'): DeliveryLine => ({ category: 'Fruits', unit, quantity });
const other = (quantity: number, unit: string, category = 'Vegetables'): DeliveryLine => ({ category, unit, quantity });

describe('deliveryCharge (docs/rules.md §9)', () => {
  it('exports the assumed delivery charge 350', () => {
    expect(ASSUMED_DELIVERY_CHARGE).toBe(350);
  });

  describe('honey only: ceil(units/2) × rate − 100 × units, floored at 0', () => {
    it.each<[string, DeliveryLine[], number, number]>([
      ['1 unit', [honey(1)], 300, 200], // 1×300 − 100
      ['2 units', [honey(2)], 300, 100], // 1×300 − 200
      ['3 units', [honey(3)], 300, 300], // 2×300 − 300
      ['4 units', [honey(4)], 300, 200], // 2×300 − 400
      ['5 units', [honey(5)], 300, 400], // 3×300 − 500
      ['two lines of 1 use the total quantity', [honey(1), honey(1, '1 KG')], 300, 100],
      ['floored at 0 (2 units at rate 150)', [honey(2)], 150, 0],
      ['exactly 0 (3 units at rate 150)', [honey(3)], 150, 0],
      ['1 unit at rate 150', [honey(1)], 150, 50],
      ['weight is ignored for honey', [honey(1, '5 KG')], 300, 200],
      ['category is case-insensitive', [{ category: 'honey', unit: '1 KG', quantity: 1 }], 300, 200],
    ])('%s', (_name, items, rate, expected) => {
      expect(deliveryCharge(items, rate)).toBe(expected);
    });
  });

  describe('fruits only: same formula as honey', () => {
    it.each<[string, DeliveryLine[], number, number]>([
      ['1 unit', [fruit(1)], 300, 200],
      ['2 units', [fruit(2)], 300, 100],
      ['3 units', [fruit(3)], 300, 300],
      ['6 units across lines', [fruit(2), fruit(4, '5 KG')], 300, 300], // 3×300 − 600
      ['floored at 0', [fruit(2)], 100, 0], // 100 − 200
      ['padded category', [{ category: ' Fruits ', unit: '1 KG', quantity: 1 }], 300, 200],
    ])('%s', (_name, items, rate, expected) => {
      expect(deliveryCharge(items, rate)).toBe(expected);
    });
  });

  describe('other items: weight rounded up; ≤ 2 kg → rate; else rate + rate × (weight − 2)', () => {
    it.each<[string, DeliveryLine[], number, number]>([
      ['1 × 1 KG = 1 kg', [other(1, '1 KG')], 100, 100],
      ['2 × 1 KG = 2 kg (boundary)', [other(2, '1 KG')], 100, 100],
      ['3 × 1 KG = 3 kg', [other(3, '1 KG')], 100, 200],
      ['1 × 1.5 KG rounds up to 2 kg', [other(1, '1.5 KG')], 100, 100],
      ['2 × 1.5 KG = 3 kg', [other(2, '1.5 KG')], 100, 200],
      ['2.1 kg rounds up to 3', [other(3, '0.7 KG')], 100, 200],
      ['10 × 5 KG = 50 kg', [other(10, '5 KG')], 100, 4900],
      ['"2KG" without a space', [other(2, '2KG')], 100, 300], // 4 kg
      ['lower-case "1 kg"', [other(3, '1 kg')], 100, 200],
      ['"KG" with no number counts 1 kg', [other(3, 'KG')], 100, 200],
      ['unit without KG/GM counts 1 per unit', [other(3, '1 dozen')], 100, 200],
      ['empty unit counts 1 per unit', [other(2, '')], 100, 100],
      ['"Bundle" counts 1 per unit', [other(5, 'Bundle')], 50, 200], // 50 + 50×3
      ['singular "Fruit" is an other item', [other(3, '1 KG', 'Fruit')], 100, 200],
    ])('%s', (_name, items, rate, expected) => {
      expect(deliveryCharge(items, rate)).toBe(expected);
    });
  });

  describe('GM conversion (number / 1000)', () => {
    it.each<[string, DeliveryLine[], number, number]>([
      ['4 × 500 GM = 2 kg', [other(4, '500 GM')], 100, 100],
      ['5 × 500 GM = 2.5 → 3 kg', [other(5, '500 GM')], 100, 200],
      ['1 × 250 gm (lower case) = 0.25 → 1 kg', [other(1, '250 gm')], 100, 100],
      ['2KG + 250 GM = 2.25 → 3 kg', [other(1, '2KG'), other(1, '250 GM')], 100, 200],
      ['9 × 500GM = 4.5 → 5 kg', [other(9, '500GM')], 100, 400],
      ['float noise: 4 × 100 GM + 6 × 1.1 KG is 7 kg, not 8', [other(4, '100 GM'), other(6, '1.1 KG')], 100, 600],
    ])('%s', (_name, items, rate, expected) => {
      expect(deliveryCharge(items, rate)).toBe(expected);
    });
  });

  describe('mixed groups are summed; empty groups add nothing', () => {
    it.each<[string, DeliveryLine[], number, number]>([
      ['honey + fruit + 3 kg other', [honey(1), fruit(1), other(3, '1 KG')], 300, 200 + 200 + 600],
      ['honey + 1 kg other', [honey(3), other(1, '1 KG')], 300, 300 + 300],
      ['fruit floored at 0 + 2.5 kg other', [fruit(2), other(5, '500 GM')], 200, 0 + 400],
      ['honey floored at 0 + other', [honey(2), other(1, '1 KG')], 150, 0 + 150],
      ['empty cart', [], 300, 0],
      ['other lines with quantity 0 are an empty group', [other(0, '1 KG')], 300, 0],
      ['honey with quantity 0 adds nothing', [honey(0), other(1, '1 KG')], 300, 300],
    ])('%s', (_name, items, rate, expected) => {
      expect(deliveryCharge(items, rate)).toBe(expected);
    });
  });

  describe('numeric-string rate (branch amount)', () => {
    it.each<[number | string, number]>([
      ['300', 1000],
      [' 300 ', 1000],
      ['300.0', 1000],
      [300, 1000],
    ])('rate %j', (rate, expected) => {
      expect(deliveryCharge([honey(1), fruit(1), other(3, '1 KG')], rate)).toBe(expected);
    });
  });

  describe('invalid input gives 0', () => {
    const good = [other(3, '1 KG')];
    it.each<[string, unknown, unknown]>([
      ['rate is a non-numeric string', good, 'abc'],
      ['rate has trailing garbage', good, '150abc'],
      ['rate is an empty string', good, ''],
      ['rate is blank', good, '   '],
      ['rate is negative', good, -1],
      ['rate is a negative string', good, '-50'],
      ['rate is NaN', good, Number.NaN],
      ['rate is Infinity', good, Number.POSITIVE_INFINITY],
      ['rate is "Infinity"', good, 'Infinity'],
      ['rate is null', good, null],
      ['rate is undefined', good, undefined],
      ['items is null', null, 100],
      ['items is an object', { 0: other(1, '1 KG') }, 100],
      ['items is a string', 'items', 100],
      ['a fractional quantity', [other(1.5, '1 KG')], 100],
      ['a negative quantity', [other(3, '1 KG'), other(-1, '1 KG')], 100],
      ['a NaN quantity', [other(Number.NaN, '1 KG')], 100],
      ['a string quantity', [{ category: 'Spices', unit: '1 KG', quantity: '2' }], 100],
      ['a missing quantity', [{ category: 'Spices', unit: '1 KG' }], 100],
      ['a null item', [null], 100],
    ])('%s', (_name, items, rate) => {
      expect(deliveryCharge(items as DeliveryLine[], rate as number)).toBe(0);
    });

    it('rate 0 is valid and charges nothing', () => {
      expect(deliveryCharge([honey(1), fruit(1), other(5, '1 KG')], 0)).toBe(0);
    });
  });
});

describe('delivery-charge helpers', () => {
  it.each<[unknown, number | null]>([
    [150, 150],
    ['150', 150],
    [' 99.5 ', 99.5],
    [0, 0],
    ['0', 0],
    ['', null],
    ['x', null],
    [-1, null],
    [Number.NaN, null],
    [null, null],
    [true, null],
  ])('parseRate(%j) = %s', (input, expected) => {
    expect(parseRate(input)).toBe(expected);
  });

  it.each<[unknown, number]>([
    ['500 GM', 0.5],
    ['1 KG', 1],
    ['1.5 KG', 1.5],
    ['2KG', 2],
    ['250gm', 0.25],
    ['1 kg', 1],
    ['KG', 1],
    ['.5 KG', 0.5],
    ['1 Piece', 1],
    ['12 pcs', 1],
    ['500 ML', 0.5],
    ['1 L', 1],
    ['half kg', 1],
    ['', 1],
    [undefined, 1],
  ])('unitWeightKg(%j) = %s', (unit, expected) => {
    expect(unitWeightKg(unit)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['Honey', 'honey'],
    ['HONEY', 'honey'],
    ['Fruits', 'fruits'],
    ['fruits ', 'fruits'],
    ['Fruit', 'other'],
    ['Vegetables', 'other'],
    ['', 'other'],
    [undefined, 'other'],
  ])('deliveryGroup(%j) = %s', (category, expected) => {
    expect(deliveryGroup(category)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [0, 300, 0],
    [1, 300, 200],
    [2, 100, 0],
    [7, 300, 500], // 4×300 − 700
  ])('groupedUnitCharge(%s, %s) = %s', (units, rate, expected) => {
    expect(groupedUnitCharge(units, rate)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [0, 100, 100],
    [2, 100, 100],
    [2.000001, 100, 200],
    [2.00000000001, 100, 100], // float noise below 1e-6 kg is ignored
    [3, 100, 200],
    [4.2, 120, 480], // 5 kg: 120 + 120×3
  ])('weightCharge(%s, %s) = %s', (weight, rate, expected) => {
    expect(weightCharge(weight, rate)).toBe(expected);
  });
});
