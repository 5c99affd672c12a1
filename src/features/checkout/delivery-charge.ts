/**
 * Delivery charge rule, docs/rules.md §9 "Delivery charge". Pure: the branch amount (base rate) and the cart lines in, rupees out.
 * The server recomputes this for every order (docs/architecture.md trust boundary); the island shows the same number.
 */
import { parseRate } from '../../lib/data/delivery-branch.parse';
import { parseUnit, unitWeightKg as weightOf } from '../../lib/unit';

/** A branch's rate, read by the data layer's rule (a number or a numeric string, ≥ 0). */
export { parseRate };

/** One cart line as far as the delivery charge is concerned (docs/rules.md §3 cart item: category, unit, quantity). */
export interface DeliveryLine {
  category: string;
  unit: string;
  quantity: number;
}

/** docs/rules.md §5/§9: assumed delivery charge used for percent delivery discounts (and as a display fallback). */
export const ASSUMED_DELIVERY_CHARGE = 350;

/** docs/rules.md §9: weight (kg) covered by the base rate for "other" items. */
export const BASE_WEIGHT_KG = 2;

/** docs/rules.md §9: rupees taken off per honey/fruit unit in the grouped formula. */
export const PER_UNIT_REDUCTION = 100;

/** Delivery groups of docs/rules.md §9. Category match is trimmed and case-insensitive ("Honey", "Fruits"); anything else is "other". */
export type DeliveryGroup = 'honey' | 'fruits' | 'other';

/** docs/rules.md §9: items are split into Honey, Fruits and others. */
export function deliveryGroup(category: unknown): DeliveryGroup {
  const c = typeof category === 'string' ? category.trim().toLowerCase() : '';
  if (c === 'honey') return 'honey';
  if (c === 'fruits') return 'fruits';
  return 'other';
}

/**
 * docs/rules.md §9: kilograms per unit of an item, from its structured unit (src/lib/unit.ts): the
 * dashboard writes the unit text from an amount and a kind ("500 GM", "1 KG", "500 ML", "1 PC"), read back here.
 */
export function unitWeightKg(unit: unknown): number {
  return weightOf(parseUnit(unit));
}

/** docs/rules.md §9 honey/fruit formula: ceil(units / 2) × rate − 100 × units, floored at 0. 0 units → 0. */
export function groupedUnitCharge(units: number, rate: number): number {
  if (units <= 0) return 0;
  return Math.max(0, Math.ceil(units / 2) * rate - PER_UNIT_REDUCTION * units);
}

/**
 * docs/rules.md §9 other items: weight rounded up; ≤ 2 kg → rate, otherwise rate + rate × (weight − 2).
 * Float noise is removed before rounding up (4 × 0.3 kg is 1.2 kg, not 1.2000000000000002) by rounding to 1e-6 kg.
 */
export function weightCharge(weightKg: number, rate: number): number {
  const weight = Math.ceil(Math.round(weightKg * 1e6) / 1e6);
  if (weight <= BASE_WEIGHT_KG) return rate;
  return rate + rate * (weight - BASE_WEIGHT_KG);
}

/**
 * docs/rules.md §9: delivery charge = honey charge + fruit charge + other-items charge. An empty group (no lines, or total
 * quantity 0) adds nothing, so an empty cart costs 0. Invalid input gives 0: rate not a finite non-negative number
 * (or numeric string), items not an array, a line that is not an object, or a quantity that is not a non-negative
 * integer.
 */
export function deliveryCharge(items: readonly DeliveryLine[], rate: number | string): number {
  const base = parseRate(rate);
  if (base === null || !Array.isArray(items)) return 0;

  let honeyUnits = 0;
  let fruitUnits = 0;
  let otherUnits = 0;
  let otherWeight = 0;

  for (const item of items as readonly unknown[]) {
    if (typeof item !== 'object' || item === null) return 0;
    const line = item as Partial<DeliveryLine>;
    const q = line.quantity;
    if (typeof q !== 'number' || !Number.isInteger(q) || q < 0) return 0;
    switch (deliveryGroup(line.category)) {
      case 'honey':
        honeyUnits += q;
        break;
      case 'fruits':
        fruitUnits += q;
        break;
      default:
        otherUnits += q;
        otherWeight += q * unitWeightKg(line.unit);
    }
  }

  const honey = groupedUnitCharge(honeyUnits, base);
  const fruits = groupedUnitCharge(fruitUnits, base);
  const other = otherUnits > 0 ? weightCharge(otherWeight, base) : 0;
  return honey + fruits + other;
}
