// Structured units (docs/operators.md "Units", docs/rules.md §9 "Delivery charge"): the shop's rules
// (src/lib/unit.ts) and PocketBase's copy (pocketbase/pb_hooks/lib/units.js) read every unit the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNIT_KINDS, formatUnit, parseUnit, unitWeightKg } from '@/lib/unit';
import { deliveryCharge } from '@/features/checkout/delivery-charge';

/** The hook helper as PocketBase loads it (a CommonJS module in its own JS runtime). */
function loadHookLib() {
  const source = readFileSync(new URL('../../../pocketbase/pb_hooks/lib/units.js', import.meta.url), 'utf8');
  const module = { exports: {} as unknown };
  new Function('module', 'exports', source)(module, module.exports);
  return module.exports as {
    UNIT_KINDS: string[];
    parseUnit(text: unknown): { amount: number; kind: string } | null;
    formatUnit(amount: number, kind: string): string;
    unitWeightKg(unit: { amount: number; kind: string } | null): number;
    resolveUnit(
      amount: number,
      kind: string,
      text: string,
    ): { amount?: number; kind?: string; text?: string; problems: Record<string, string> };
  };
}
const hook = loadHookLib();

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
  it('both sides know the same kinds', () => {
    expect(hook.UNIT_KINDS).toEqual([...UNIT_KINDS]);
  });

  it.each(TABLE)('%j reads as %j and weighs %s kg for the delivery charge', (text, shown, kg) => {
    const unit = parseUnit(text);
    expect(unit ? formatUnit(unit) : null).toBe(shown);
    expect(unitWeightKg(unit)).toBe(kg);
    const hooked = hook.parseUnit(text);
    expect(hooked ? hook.formatUnit(hooked.amount, hooked.kind) : null).toBe(shown);
    expect(hook.unitWeightKg(hooked)).toBe(kg);
  });

  it('the issue’s case: "half kg" can no longer be saved, and 500 GM is charged as half a kilo', () => {
    expect(hook.resolveUnit(0, '', 'half kg').problems.unit).toContain('"half kg" cannot be read');
    expect(hook.resolveUnit(0.5, 'KG', 'half kg')).toMatchObject({ text: '0.5 KG', problems: {} });
    // rate 200: 3 × 500 GM is 1.5 kg → 2 kg → the base rate.
    expect(deliveryCharge([{ category: 'Spices', unit: '500 GM', quantity: 3 }], 200)).toBe(200);
    expect(deliveryCharge([{ category: 'Spices', unit: '0.5 KG', quantity: 3 }], 200)).toBe(200);
  });

  it('amount and kind are asked for together, each under its own field', () => {
    expect(hook.resolveUnit(500, '', '').problems).toEqual({
      unit_kind: 'Choose what the amount counts: GM, KG, ML, L, piece, bundle or dozen.',
    });
    expect(Object.keys(hook.resolveUnit(0, 'GM', '').problems)).toEqual(['unit_amount']);
    expect(hook.resolveUnit(0, '', '')).toMatchObject({ text: '', problems: {} });
    expect(hook.resolveUnit(0, '', '1 kg')).toMatchObject({ amount: 1, kind: 'KG', text: '1 KG' });
  });
});
