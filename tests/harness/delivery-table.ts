// The delivery charge as docs/rules.md §9 "Delivery charge" writes it, restated in the tests so an expected charge
// comes from the rule's table and not from the shop's own deliveryCharge() (never import src/ here: a bug there
// would then agree with itself).

/** Weight in kg of one unit, by the kind shown after its amount ("500 GM"): the unit table of §9. */
export const UNIT_WEIGHT_KG: Readonly<Record<string, (amount: number) => number>> = {
  GM: (amount) => amount / 1000,
  KG: (amount) => amount,
  ML: (amount) => amount / 1000, // 1 ml counts as 1 g
  L: (amount) => amount, // 1 litre counts as 1 kg
  PC: () => 1,
  BUNDLE: () => 1,
  DOZEN: () => 1,
};

/** Rupees taken off per Honey or Fruits unit. */
export const PER_UNIT_OFF = 100;
/** Kilograms the base rate covers for everything else. */
export const BASE_KG = 2;

/** Weight of one unit as shown ("1 KG", "500 GM"); a unit that cannot be read counts 1 kg. */
export function unitKg(unit: string): number {
  const m = /^(\d+(?:\.\d+)?) ([A-Z]+)$/.exec(unit.trim().toUpperCase());
  const weight = m ? UNIT_WEIGHT_KG[m[2]!] : undefined;
  return m && weight ? weight(Number(m[1])) : 1;
}

/** Honey and Fruits: ceil(units / 2) × rate − 100 × units, never below 0; no units adds nothing. */
function perUnitGroup(units: number, rate: number): number {
  return units > 0 ? Math.max(0, Math.ceil(units / 2) * rate - PER_UNIT_OFF * units) : 0;
}

/** Everything else: weight rounded up to whole kg; up to 2 kg the rate, above it the rate per extra kg on top. */
function weightGroup(kg: number, rate: number): number {
  // To the gram first, so float noise (3 × 0.1 KG = 0.30000000000000004) does not round up a whole kg.
  const whole = Math.ceil(Math.round(kg * 1000) / 1000);
  return whole <= BASE_KG ? rate : rate + rate * (whole - BASE_KG);
}

/** The §9 charge for these lines at a branch rate: the three groups' charges summed; invalid input gives 0. */
export function expectedDeliveryCharge(
  lines: readonly { category: string; unit: string; quantity: number }[],
  rate: number,
): number {
  if (!Number.isFinite(rate) || rate < 0) return 0;
  if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 0)) return 0;
  const group = (name: string) => lines.filter((l) => l.category.trim().toLowerCase() === name);
  const units = (ls: typeof lines) => ls.reduce((n, l) => n + l.quantity, 0);
  const other = lines.filter((l) => !['honey', 'fruits'].includes(l.category.trim().toLowerCase()));
  const otherUnits = units(other);
  return (
    perUnitGroup(units(group('honey')), rate) +
    perUnitGroup(units(group('fruits')), rate) +
    (otherUnits > 0
      ? weightGroup(
          other.reduce((kg, l) => kg + l.quantity * unitKg(l.unit), 0),
          rate,
        )
      : 0)
  );
}
