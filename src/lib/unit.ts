/**
 * A product's unit as an amount plus a kind (docs/rules.md §9 "Delivery charge", docs/operators.md "Units"). The
 * dashboard stores both (unit_amount, unit_kind) and writes the unit text shoppers see from them ("500 GM"); pages,
 * carts and the delivery charge read that text back with `parseUnit`. PocketBase's copy of these rules is
 * pocketbase/pb_hooks/lib/units.js (a unit test runs both over the same table).
 */

export const UNIT_KINDS = ['GM', 'KG', 'ML', 'L', 'piece', 'bundle', 'dozen'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export interface StructuredUnit {
  amount: number;
  kind: UnitKind;
}

/** How each kind is written after the amount, as the shop has always shown units ("500 GM", "1 PC", "1 DOZEN"). */
export const UNIT_LABELS: Readonly<Record<UnitKind, string>> = {
  GM: 'GM',
  KG: 'KG',
  ML: 'ML',
  L: 'L',
  piece: 'PC',
  bundle: 'BUNDLE',
  dozen: 'DOZEN',
};

const WORDS: Readonly<Record<string, UnitKind>> = {
  g: 'GM',
  gm: 'GM',
  gms: 'GM',
  gr: 'GM',
  gram: 'GM',
  grams: 'GM',
  kg: 'KG',
  kgs: 'KG',
  kilo: 'KG',
  kilos: 'KG',
  kilogram: 'KG',
  kilograms: 'KG',
  ml: 'ML',
  mls: 'ML',
  millilitre: 'ML',
  millilitres: 'ML',
  milliliter: 'ML',
  milliliters: 'ML',
  l: 'L',
  ltr: 'L',
  ltrs: 'L',
  litre: 'L',
  litres: 'L',
  liter: 'L',
  liters: 'L',
  pc: 'piece',
  pcs: 'piece',
  piece: 'piece',
  pieces: 'piece',
  bundle: 'bundle',
  bundles: 'bundle',
  dozen: 'dozen',
  dozens: 'dozen',
  dz: 'dozen',
};
const MAX_AMOUNT = 100000;

/** "500 GM" for {500, GM}; amounts keep up to 3 decimals ("0.5 KG"). */
export function formatUnit(unit: StructuredUnit): string {
  return `${Math.round(unit.amount * 1000) / 1000} ${UNIT_LABELS[unit.kind]}`;
}

/** The unit read from text such as "500 GM", "1kg", "250 ml", "1 PC", "dozen"; null when it cannot be read. */
export function parseUnit(text: unknown): StructuredUnit | null {
  const value = (typeof text === 'string' ? text : '').trim().toLowerCase().replace(/\s+/g, ' ');
  const match = /^(\d+(?:\.\d+)?|\.\d+)? ?([a-z]+)\.?$/.exec(value);
  if (!match) return null;
  const kind = WORDS[match[2] ?? ''];
  if (!kind) return null;
  const amount = match[1] === undefined ? 1 : Number(match[1]);
  if (!(amount > 0) || amount > MAX_AMOUNT) return null;
  return { amount: Math.round(amount * 1000) / 1000, kind };
}

/**
 * docs/rules.md §9: what one unit weighs for the delivery charge, in kg. GM and ML: amount / 1000 (1 ml counts as
 * 1 g); KG and L: the amount (1 L counts as 1 kg); piece, bundle and dozen: 1 kg each, whatever the amount. A unit
 * that cannot be read (only in data older than the unit fields) or none: 1 kg.
 */
export function unitWeightKg(unit: StructuredUnit | null): number {
  if (!unit) return 1;
  if (unit.kind === 'GM' || unit.kind === 'ML') return unit.amount / 1000;
  if (unit.kind === 'KG' || unit.kind === 'L') return unit.amount;
  return 1;
}
