// A product's unit as an amount plus a kind (docs/operators.md "Units", docs/rules.md §9 "Delivery charge"): the
// one copy of these rules. Used by the product hook (operators.js), the unit migration and the shop
// (src/lib/unit.ts re-exports them for pages, carts and the delivery charge). Plain CommonJS without require() of
// its own, so PocketBase, Node's tests and the shop's bundler all load it as it is.

/** @typedef {'GM' | 'KG' | 'ML' | 'L' | 'piece' | 'bundle' | 'dozen'} UnitKind */
/** @typedef {{ amount: number, kind: UnitKind }} StructuredUnit */

/** @type {readonly UnitKind[]} */
const UNIT_KINDS = ['GM', 'KG', 'ML', 'L', 'piece', 'bundle', 'dozen'];
// How each kind is written after the amount, as the shop has always shown units ("500 GM", "1 PC", "1 DOZEN").
/** @type {Readonly<Record<UnitKind, string>>} */
const UNIT_LABELS = { GM: 'GM', KG: 'KG', ML: 'ML', L: 'L', piece: 'PC', bundle: 'BUNDLE', dozen: 'DOZEN' };
// Words operators and old data use for each kind (lower case, without the amount).
/** @type {Readonly<Record<string, UnitKind>>} */
const UNIT_WORDS = {
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
const MAX_AMOUNT = 100000; // said as "100,000" in resolveUnit's message

/**
 * "500 GM" for (500, "GM"); amounts keep up to 3 decimals ("0.5 KG").
 * @param {number} amount
 * @param {UnitKind} kind
 * @returns {string}
 */
function formatUnit(amount, kind) {
  const rounded = Math.round(amount * 1000) / 1000;
  return `${rounded} ${UNIT_LABELS[kind]}`;
}

/**
 * The unit read from text such as "500 GM", "1kg", "250 ml", "1 PC", "dozen"; null when it cannot be read.
 * @param {unknown} text
 * @returns {StructuredUnit | null}
 */
function parseUnit(text) {
  const value = (typeof text === 'string' ? text : '').trim().toLowerCase().replace(/\s+/g, ' ');
  const match = /^(\d+(?:\.\d+)?|\.\d+)? ?([a-z]+)\.?$/.exec(value);
  if (!match) return null;
  const kind = UNIT_WORDS[match[2]];
  if (!kind) return null;
  const amount = match[1] === undefined ? 1 : Number(match[1]);
  if (!(amount > 0) || amount > MAX_AMOUNT) return null;
  return { amount: Math.round(amount * 1000) / 1000, kind: kind };
}

/**
 * docs/rules.md §9: what one unit weighs for the delivery charge, in kg. GM and ML: amount / 1000 (1 ml counts as
 * 1 g); KG and L: the amount (1 L counts as 1 kg); piece, bundle and dozen: 1 kg each, whatever the amount. A unit
 * that cannot be read (only in data older than the unit fields) or none: 1 kg.
 * @param {StructuredUnit | null} unit
 * @returns {number}
 */
function unitWeightKg(unit) {
  if (!unit) return 1;
  if (unit.kind === 'GM' || unit.kind === 'ML') return unit.amount / 1000;
  if (unit.kind === 'KG' || unit.kind === 'L') return unit.amount;
  return 1;
}

/**
 * The unit fields of a product to save, or the problems (field → message). Amount + kind win and write the text;
 * with neither, the text is read (API clients and the seed send "1 KG"); empty everything = no unit.
 * @param {number} amount
 * @param {string} kind
 * @param {string} text
 * @returns {{ amount?: number, kind?: string, text?: string, problems: Record<string, string> }}
 */
function resolveUnit(amount, kind, text) {
  /** @type {Record<string, string>} */
  const problems = {};
  const hasAmount = typeof amount === 'number' && amount !== 0;
  if (kind && UNIT_KINDS.indexOf(/** @type {UnitKind} */ (kind)) < 0) {
    problems.unit_kind = `Choose one of: ${UNIT_KINDS.join(', ')}.`;
    return { problems: problems };
  }
  if (kind || hasAmount) {
    if (!(amount > 0) || amount > MAX_AMOUNT)
      problems.unit_amount = `Type how much one unit is, a number above 0 and at most 100,000 (e.g. 500 with GM, or 0.5 with KG).`;
    if (!kind) problems.unit_kind = 'Choose what the amount counts: GM, KG, ML, L, piece, bundle or dozen.';
    if (problems.unit_amount || problems.unit_kind) return { problems: problems };
    return { amount: amount, kind: kind, text: formatUnit(amount, /** @type {UnitKind} */ (kind)), problems: problems };
  }
  const trimmed = String(text || '').trim();
  if (trimmed === '') return { amount: 0, kind: '', text: '', problems: problems };
  const parsed = parseUnit(trimmed);
  if (!parsed) {
    const message = `"${trimmed}" cannot be read as a unit. Fill in Unit amount and Unit kind instead (e.g. 500 and GM, or 0.5 and KG).`;
    problems.unit = message;
    problems.unit_amount = message;
    return { problems: problems };
  }
  return { amount: parsed.amount, kind: parsed.kind, text: formatUnit(parsed.amount, parsed.kind), problems: problems };
}

module.exports = { UNIT_KINDS, UNIT_LABELS, formatUnit, parseUnit, unitWeightKg, resolveUnit };
