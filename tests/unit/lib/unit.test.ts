// Structured units (docs/operators.md "Units", docs/rules.md §9 "Delivery charge"): the one copy of the rules
// (pocketbase/pb_hooks/lib/units.js), which the product hook enforces and the shop reads through src/lib/unit.ts.
import { describe, expect, it } from 'vitest';
import { UNIT_KINDS, formatUnit, parseUnit, unitWeightKg } from '@/lib/unit';
import { deliveryCharge } from '@/features/checkout/delivery-charge';
import units from '../../../pocketbase/pb_hooks/lib/units.js';

const TABLE: [string, string | null, number][] = [
  ['500 GM', '500 GM', 0.5],
  ['1 KG', '1 KG', 1],
  ['1.5 KG', '1.5 KG', 1.5],
  ['2KG', '2 KG', 2],
  ['250gm', '250 GM', 0.25],
  ['500g', '500 GM', 0.5],
  ['KG', '1 KG', 1],
  ['.5 KG', '0.5 KG', 0.5],
  ['500 ML', '500 ML', 0.5],
  ['1 ltr', '1 L', 1],
  ['2 Litres', '2 L', 2],
  ['1 PC', '1 PC', 1],
  ['12 pcs', '12 PC', 1],
  ['1 DOZEN', '1 DOZEN', 1],
  ['2 bundles', '2 BUNDLE', 1],
  ['half kg', null, 1],
  ['2 jars', null, 1],
  ['0 KG', null, 1],
  ['', null, 1],
];

describe('structured units', () => {
  it('knows seven kinds', () => {
    expect(UNIT_KINDS).toEqual(['GM', 'KG', 'ML', 'L', 'piece', 'bundle', 'dozen']);
  });

  it.each(TABLE)('%j reads as %j and weighs %s kg for the delivery charge', (text, shown, kg) => {
    const unit = parseUnit(text);
    expect(unit ? formatUnit(unit.amount, unit.kind) : null).toBe(shown);
    expect(unitWeightKg(unit)).toBe(kg);
  });

  it('reads only text', () => {
    expect(parseUnit(['kg'])).toBeNull();
    expect(parseUnit(500)).toBeNull();
    expect(parseUnit(null)).toBeNull();
  });

  it('the issue’s case: "half kg" can no longer be saved, and 500 GM is charged as half a kilo', () => {
    expect(units.resolveUnit(0, '', 'half kg').problems.unit).toContain('"half kg" cannot be read');
    expect(units.resolveUnit(0.5, 'KG', 'half kg')).toMatchObject({ text: '0.5 KG', problems: {} });
    // rate 200: 3 × 500 GM is 1.5 kg → 2 kg → the base rate.
    expect(deliveryCharge([{ category: 'Spices', unit: '500 GM', quantity: 3 }], 200)).toBe(200);
    expect(deliveryCharge([{ category: 'Spices', unit: '0.5 KG', quantity: 3 }], 200)).toBe(200);
  });

  it('amount and kind are asked for together, each under its own field', () => {
    expect(units.resolveUnit(500, '', '').problems).toEqual({
      unit_kind: 'Choose what the amount counts: GM, KG, ML, L, piece, bundle or dozen.',
    });
    expect(Object.keys(units.resolveUnit(0, 'GM', '').problems)).toEqual(['unit_amount']);
    expect(units.resolveUnit(0, '', '')).toMatchObject({ text: '', problems: {} });
    expect(units.resolveUnit(0, '', '1 kg')).toMatchObject({ amount: 1, kind: 'KG', text: '1 KG' });
  });
});
