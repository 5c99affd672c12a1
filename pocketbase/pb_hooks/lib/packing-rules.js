// Packing rules as plain functions on plain values (no PocketBase calls), so the unit tests load this file as it is
// (tests/unit/packing/packing-rules.test.ts): sold-by-weight products, a line weighed, shortened or substituted at
// packing, and the order's money after it. The I/O around them is in packing.js. docs/rules.md "Packing: weights and
// substitutions".

/** The shopper's choice for a line the harvest cannot give (orders.substitution); empty reads as `call`. */
const CHOICES = ['substitute', 'call', 'leave_out'];
const MAX_TOLERANCE = 50;
/** One unit of a product sold by weight ("about 1 kg") weighs at most this: more is grams typed as kg. */
const MAX_NOMINAL_KG = 50;
const MAX_REASON = 300;
/** A packed weight this many times the expected one or more is a slip (grams typed as kg), even with a reason. */
const SLIP_TIMES = 5;

// What staff typed or did at packing that cannot be taken, by key: the route answers the key (`problem`) and its
// values beside the English sentence, and the Nepali desk says it by the same key (src/features/packing/refusals.ts).
/** @type {Record<string, (v: Record<string, any>) => string>} */
const PROBLEMS = {
  not_by_weight: () => 'This line is not sold by weight.',
  weight_typed: () => 'Type the packed weight in kg, e.g. 1.25.',
  weight_max: () => 'A packed weight is at most 1000 kg: type it in kg, e.g. 1.25.',
  weight_slip: (v) =>
    `${v.kg} kg is ${v.times} times the ${v.expected} kg expected: type the weight in kg, e.g. 0.25 for 250 g.`,
  weight_outside: (v) => `${v.kg} kg is outside the tolerance of ${v.tolerance}% around ${v.expected} kg: say why.`,
  nothing_to_weigh: () => 'This line is left out: nothing to weigh.',
  reason_long: (v) => `Say it in at most ${v.max} characters.`,
  short_count: () => 'Type how many units could be packed: a whole number, 0 for none.',
  short_not_fewer: (v) => `Short means fewer than the ${v.before} packed now.`,
  short_needs_reason: () => 'Say why the line is short, e.g. "hail damaged the harvest".',
  leave_out: () => 'The shopper asked to leave it out and not be charged: no substitute.',
  short_first: () => 'Mark the line short first: a substitute replaces what is missing.',
  call_needs_yes: () => 'The shopper asked to be called: record who said yes, and when.',
  dearer_needs_yes: (v) =>
    `The substitute costs more than the Rs. ${v.missing} missing: record who said yes, and when.`,
  yes_who: () => 'Write who said yes (at most 100 characters).',
  yes_when: () => 'Write when they said yes.',
  yes_future: () => 'That time has not come yet: write when they said yes.',
  not_open: (v) => `The order is ${v.status}: it is packed only while Open or Confirmed.`,
  no_line: () => 'There is no such line.',
  reload_seen: () => 'Reload the order: the form did not say what you saw.',
  reload_substitutes: () => 'Reload the order: the form did not say which substitutes you saw.',
  substitute_again: () => 'A substitute is not substituted again: mark it short instead.',
  substitute_count: () => 'Type how many units of the substitute: 1 to 99.',
  substitute_choose: () => 'Choose the substitute product.',
  substitute_same: () => 'A substitute is another product.',
  substitute_unavailable: (v) => `${v.name} is not available.`,
  substitute_left: (v) => `Only ${v.left} of ${v.name} left.`,
  substitute_preorder: (v) => `${v.name} is only on pre-order: choose a substitute that is in stock now.`,
  lines_max: () => 'An order holds at most 100 lines.',
  no_action: () => 'Choose what to do with the line: weigh, short or substitute.',
  already_packed: () => 'Already marked packed: nothing changed since.',
};

/**
 * A refusal by its key: the English sentence, the key and the values the sentence was made from.
 * @param {string} problem a key of PROBLEMS
 * @param {Record<string, any>} [values]
 * @returns {{ error: string, problem: string, values: Record<string, any> }}
 */
function refusal(problem, values) {
  const v = values || {};
  return { error: PROBLEMS[problem](v), problem: problem, values: v };
}

/**
 * A line as the order's `items` JSON holds it (parsed: any shape, each rule checks what it reads). After packing its
 * `quantity`, `lineTotal` and `lots` say what was packed, and `ordered` what was ordered (set at the first change).
 * @typedef {Record<string, any>} Line
 */

/** @param {unknown} n */
const isNumber = (n) => typeof n === 'number' && Number.isFinite(n);

/**
 * The weight a product's unit names, in kg ("1 KG" → 1, "500 GM" → 0.5), or null when it names none ("1 PC").
 * @param {unknown} unit
 */
function unitKg(unit) {
  const named = /^\s*(\d+(?:\.\d+)?)\s*(kg|kgs|kilo|g|gm|gms|gram|grams)\s*$/i.exec(String(unit || ''));
  if (!named) return null;
  return /^k/i.test(named[2]) ? Number(named[1]) : Number(named[1]) / 1000;
}

/**
 * The operator's sold-by-weight settings of a product: a message under each field that is wrong, none when right.
 * @param {{ sold_by_weight: boolean, weight_price: number, nominal_kg: number, weight_tolerance: number,
 *   weight_price_per?: string, unit?: string }} p
 * @returns {Record<string, string>}
 */
function productProblems(p) {
  /** @type {Record<string, string>} */
  const errors = {};
  const price = Number(p.weight_price) || 0;
  const nominal = Number(p.nominal_kg) || 0;
  const tolerance = Number(p.weight_tolerance) || 0;
  if (price < 0 || (p.sold_by_weight && price <= 0))
    errors.weight_price = 'A product sold by weight needs its price per kg (or per 100 g) above 0, e.g. 120.';
  else if (!Number.isInteger(price)) errors.weight_price = 'The price per kg (or per 100 g) is whole rupees, e.g. 120.';
  if (nominal < 0 || (p.sold_by_weight && nominal <= 0))
    errors.nominal_kg = 'A product sold by weight needs the weight of one unit above 0 kg, e.g. 1 for "about 1 kg".';
  else if (nominal > MAX_NOMINAL_KG)
    errors.nominal_kg = `One unit weighs at most ${MAX_NOMINAL_KG} kg: type it in kg, e.g. 0.25 for 250 g.`;
  else if (
    p.sold_by_weight &&
    unitKg(p.unit) !== null &&
    Math.abs(/** @type {number} */ (unitKg(p.unit)) - nominal) > 1e-9
  )
    // The page would print "Rs. 60 / 1 KG" above "about 0.5 kg · Rs. 120/kg".
    errors.nominal_kg = `The unit says ${String(p.unit).trim()}, but one unit weighs about ${nominal} kg here: make them agree, e.g. unit "500 GM" with 0.5, or "1 KG" with 1.`;
  else if (p.sold_by_weight && !errors.weight_price && unitPrice(p) < 1)
    // Its unit price would round to Rs. 0 (refused under the price, which the operator did not type).
    errors.nominal_kg = `${nominal} kg costs less than Rs. 1 at this price: type the weight of one unit in kg, e.g. 0.25 for 250 g.`;
  if (tolerance < 0 || tolerance > MAX_TOLERANCE)
    errors.weight_tolerance = 'The tolerance is a percent from 0 to 50, e.g. 10 for +/-10%.';
  return errors;
}

/**
 * The price of one unit of a product sold by weight (its nominal weight's), in whole rupees: the product's price.
 * @param {{ weight_price: number, nominal_kg: number, weight_price_per?: string }} p
 */
function unitPrice(p) {
  return priceOfWeight(pricePerKg(Number(p.weight_price) || 0, p.weight_price_per || 'kg'), Number(p.nominal_kg) || 0);
}

/**
 * The price of one kg in whole rupees from the operator's weight price and what it is for ("kg" or "100 g").
 * @param {number} weightPrice
 * @param {string} per
 */
function pricePerKg(weightPrice, per) {
  return per === '100 g' ? weightPrice * 10 : weightPrice;
}

/** Grams from kg, to the gram (weights are typed to the gram at most). @param {number} kg */
const gramsOf = (kg) => Math.round(kg * 1000);

/**
 * Money is whole rupees (docs/rules.md "Money"): a weighed amount is rounded to the nearest rupee, half a rupee up.
 * Worked in grams so that 1.15 kg at Rs. 100/kg is Rs. 115, not 114.99…
 * @param {number} perKg whole rupees
 * @param {number} kg
 */
function priceOfWeight(perKg, kg) {
  return Math.round((gramsOf(kg) * perKg) / 1000);
}

/**
 * Whether a packed weight is within the tolerance of the expected one (both kg; tolerance in percent).
 * @param {number} kg
 * @param {number} expectedKg
 * @param {number} tolerance
 */
function withinTolerance(kg, expectedKg, tolerance) {
  return Math.abs(gramsOf(kg) - gramsOf(expectedKg)) * 100 <= gramsOf(expectedKg) * tolerance;
}

/** @param {Line} line */
function copy(line) {
  return JSON.parse(JSON.stringify(line));
}

/**
 * The line with its order-time values kept in `ordered` (once: the first packing change sets it).
 * @param {Line} line
 */
function withOrdered(line) {
  const out = copy(line);
  if (!out.ordered) {
    out.ordered = {
      quantity: Number(line.quantity) || 0,
      lineTotal: isNumber(line.lineTotal) ? line.lineTotal : (Number(line.price) || 0) * (Number(line.quantity) || 0),
      lots: Array.isArray(line.lots) ? copy(line.lots) : [],
    };
  }
  return out;
}

/**
 * A line's packed kg split over its lots by their units (the last lot takes the rest), so each lot's farmer is paid
 * for the weight that came from it.
 * @param {{ code: string, quantity: number }[]} lots
 * @param {number} kg
 */
function splitWeight(lots, kg) {
  const units = lots.reduce((sum, l) => sum + l.quantity, 0);
  const grams = gramsOf(kg);
  let given = 0;
  return lots.map((l, i) => {
    const share = i === lots.length - 1 ? grams - given : Math.round((grams * l.quantity) / units);
    given += share;
    return { code: l.code, quantity: l.quantity, kg: share / 1000 };
  });
}

/** @param {string} reason */
function reasonProblem(reason) {
  return reason.length > MAX_REASON ? refusal('reason_long', { max: MAX_REASON }) : null;
}

/**
 * A sold-by-weight line weighed at packing: its packed kg (the whole line), priced at the line's price per kg (the
 * order's, never today's). A weight outside the tolerance needs a reason.
 * @param {Line} line
 * @param {number} kg
 * @param {string} reason
 * @returns {{ line?: Line, error?: string, problem?: string, values?: Record<string, any>, outside?: boolean }}
 */
function weigh(line, kg, reason) {
  const perKg = Number(line.pricePerKg);
  if (!(perKg > 0)) return refusal('not_by_weight');
  if (!isNumber(kg) || kg <= 0) return refusal('weight_typed');
  if (kg > 1000) return refusal('weight_max');
  if (gramsOf(kg) === 0) return refusal('weight_typed');
  if (!(Number(line.quantity) > 0)) return refusal('nothing_to_weigh');
  const tooLong = reasonProblem(reason);
  if (tooLong) return tooLong;
  const expected = (Number(line.nominalKg) || 0) * Number(line.quantity);
  const weighed = { kg: gramsOf(kg) / 1000, expected: gramsOf(expected) / 1000 };
  // 250 typed for 250 g on a 2 kg line would charge 125 times the price: no reason makes that weight likely.
  if (expected > 0 && kg >= expected * SLIP_TIMES)
    return refusal('weight_slip', Object.assign({ times: Math.floor(kg / expected) }, weighed));
  const outside = expected > 0 && !withinTolerance(kg, expected, Number(line.tolerance) || 0);
  if (outside && reason === '')
    return Object.assign(
      refusal('weight_outside', Object.assign({ tolerance: Number(line.tolerance) || 0 }, weighed)),
      { outside: true },
    );
  const out = withOrdered(line);
  out.weightKg = gramsOf(kg) / 1000;
  out.lineTotal = priceOfWeight(perKg, kg);
  if (Array.isArray(out.lots) && out.lots.length > 0) out.lots = splitWeight(out.lots, kg);
  if (outside) out.weightReason = reason;
  else delete out.weightReason;
  return { line: out, outside: outside };
}

/**
 * A line packed short: `quantity` units of it could be packed (0: none). Its total is the units' price; a weighed
 * line must be weighed again (its weight was for more units). A reason is needed.
 * @param {Line} line
 * @param {number} quantity
 * @param {string} reason
 * @returns {{ line?: Line, error?: string, problem?: string, values?: Record<string, any> }}
 */
function shorten(line, quantity, reason) {
  const before = Number(line.quantity) || 0;
  if (!Number.isInteger(quantity) || quantity < 0) return refusal('short_count');
  if (quantity >= before) return refusal('short_not_fewer', { before: before });
  if (reason === '') return refusal('short_needs_reason');
  const tooLong = reasonProblem(reason);
  if (tooLong) return tooLong;
  const out = withOrdered(line);
  out.quantity = quantity;
  out.lineTotal = (Number(line.price) || 0) * quantity;
  delete out.weightKg;
  delete out.weightReason;
  out.shortReason = reason;
  out.lots = lessLots(Array.isArray(line.lots) ? line.lots : [], before - quantity);
  if (out.lots.length > 0) out.lot = out.lots[0].code;
  return { line: out };
}

/**
 * A line's lots with `n` fewer units, taken off the last lot first (the one drawn last).
 * @param {{ code: string, quantity: number }[]} lots
 * @param {number} n
 */
function lessLots(lots, n) {
  /** @type {{ code: string, quantity: number }[]} */
  const out = lots.map((l) => ({ code: l.code, quantity: l.quantity }));
  let left = n;
  for (let i = out.length - 1; i >= 0 && left > 0; i--) {
    const off = Math.min(out[i].quantity, left);
    out[i].quantity -= off;
    left -= off;
  }
  return out.filter((l) => l.quantity > 0);
}

/**
 * Whether a substitute may go in for the short part of `original`, and whether it needs the shopper's yes: the
 * shopper's choice decides (leave it out: never; call me: only with their yes; substitute: yes up to the value
 * missing, their yes above it). "At most the same price" is the substitute's total against what is missing of the
 * original line (its ordered total less what was packed of it).
 * @param {string} choice orders.substitution ('' reads as call)
 * @param {Line} original
 * @param {number} substituteTotal
 * @param {number} alreadySubstituted the totals of substitutes already in for it
 * @param {{ by: string, at: string } | null} approval who said yes and when
 * @returns {{ error?: string, problem?: string, values?: Record<string, any>, needsYes: boolean, missing: number }}
 */
function substituteCheck(choice, original, substituteTotal, alreadySubstituted, approval) {
  const mode = CHOICES.indexOf(choice) >= 0 ? choice : 'call';
  const ordered = original.ordered ? Number(original.ordered.lineTotal) || 0 : Number(original.lineTotal) || 0;
  const missing = Math.max(0, ordered - (Number(original.lineTotal) || 0) - alreadySubstituted);
  if (mode === 'leave_out') return Object.assign(refusal('leave_out'), { needsYes: false, missing });
  if (!original.ordered || (Number(original.quantity) || 0) >= (Number(original.ordered.quantity) || 0))
    return Object.assign(refusal('short_first'), { needsYes: false, missing });
  const needsYes = mode === 'call' || substituteTotal > missing;
  if (needsYes && !approval) {
    const problem = mode === 'call' ? refusal('call_needs_yes') : refusal('dearer_needs_yes', { missing: missing });
    return Object.assign(problem, { needsYes, missing });
  }
  return { needsYes, missing };
}

/**
 * A checked yes: who said it (a name, at most 100 characters) and when (an ISO time, not in the future).
 * @param {unknown} by
 * @param {unknown} at
 * @param {number} nowMs
 * @returns {{ approval?: { by: string, at: string } | null, error?: string, problem?: string, values?: Record<string, any> }}
 */
function approvalOf(by, at, nowMs) {
  const who = typeof by === 'string' ? by.trim() : '';
  const when = typeof at === 'string' ? at.trim() : '';
  if (who === '' && when === '') return { approval: null };
  if (who === '' || who.length > 100) return refusal('yes_who');
  const ms = Date.parse(when);
  if (when === '' || !Number.isFinite(ms)) return refusal('yes_when');
  if (ms > nowMs + 60000) return refusal('yes_future');
  return { approval: { by: who, at: new Date(ms).toISOString() } };
}

/**
 * A coupon's item discount on a (packed) subtotal, docs/rules.md §5 Discounts: percent → floor(subtotal × value /
 * 100), flat → the value; never more than the subtotal.
 * @param {{ type: string, value: number } | null} coupon
 * @param {number} subtotal
 * @param {number} orderedDiscount the discount at order time (used when the coupon cannot be read)
 */
function itemDiscount(coupon, subtotal, orderedDiscount) {
  const type = coupon
    ? String(coupon.type || '')
        .trim()
        .toLowerCase()
    : '';
  const value = coupon && Number(coupon.value) > 0 ? Number(coupon.value) : 0;
  let discount = orderedDiscount;
  if (type === 'percent') discount = Math.floor((subtotal * Math.min(value, 100)) / 100);
  else if (type === 'flat') discount = value;
  else if (type === 'none') discount = 0;
  return Math.max(0, Math.min(discount, subtotal));
}

/**
 * The lines' totals summed; a line kept without one counts its price × quantity, as withOrdered reads it.
 * @param {readonly Line[]} lines
 */
function linesTotal(lines) {
  return lines.reduce(
    (sum, l) => sum + (isNumber(l.lineTotal) ? l.lineTotal : (Number(l.price) || 0) * (Number(l.quantity) || 0)),
    0,
  );
}

/**
 * What an operator's correction (order_corrections) set apart from the rules, to keep through packing: a subtotal
 * typed other than the lines' total (Rs. 450 off the goods), and an item discount other than the coupon's (a goodwill
 * discount). Packing works the money out from the lines again, and would otherwise undo them: the rider would
 * collect, and a wallet's refund lose, what the operator took off.
 * @param {readonly Line[]} lines the order's lines before the packing change
 * @param {{ subtotal: number, discount_amount: number }} order as stored
 * @param {{ type: string, value: number } | null} coupon
 * @returns {{ subtotal: number, discount: number }} what to add to the subtotal and the item discount worked out
 */
function keptCorrections(lines, order, coupon) {
  const subtotal = Number(order.subtotal) || 0;
  const discount = Number(order.discount_amount) || 0;
  return {
    subtotal: lines.length > 0 ? subtotal - linesTotal(lines) : 0,
    discount: discount - itemDiscount(coupon, subtotal, discount),
  };
}

/**
 * A phone order's line as it is saved (lib/order-events.js takeStockOfNew): with its product's weights (`weighed`:
 * withWeights) when it was typed at the product's own price, its total price × quantity and no weights of its own;
 * else as typed. A price agreed on the phone stands: weighing would charge the product's price per kg instead.
 * @param {Line} typed
 * @param {Line} weighed
 */
function phoneLineWeights(typed, weighed) {
  if (!isNumber(weighed.pricePerKg) || typed === weighed) return typed;
  const own = ['pricePerKg', 'nominalKg', 'tolerance'].some((key) => typed[key] !== undefined);
  const quantity = Number(typed.quantity) || 0;
  const atPrice = Number(typed.price) === priceOfWeight(weighed.pricePerKg, Number(weighed.nominalKg) || 0);
  const worked = typed.lineTotal === undefined || typed.lineTotal === Number(typed.price) * quantity;
  return !own && atPrice && worked ? weighed : typed;
}

/** A price per kg typed on a line is at most this (a product's prices are: lib/number-limits.js). */
const MAX_PRICE_PER_KG = 10000000;

/**
 * Why the weight fields typed on an order's line (a phone order's, a correction's) cannot be weighed and priced; ''
 * when they can or there are none. They are checked as a product's are (productProblems): packing prices the weight
 * with them, and a price per kg of 1e300 would make the line's total no number at all.
 * @param {number} index the line's place, from 0
 * @param {Line} line
 */
function lineWeightsProblem(index, line) {
  /** @type {Record<string, [(v: any) => boolean, string]>} */
  const fields = {
    pricePerKg: [
      (v) => Number.isInteger(v) && v > 0 && v <= MAX_PRICE_PER_KG,
      'the price of 1 kg in whole rupees above 0, e.g. 120',
    ],
    nominalKg: [
      (v) => isNumber(v) && gramsOf(v) > 0 && v <= MAX_NOMINAL_KG,
      `the weight of one unit in kg, above 0 and at most ${MAX_NOMINAL_KG}, e.g. 0.5 for 500 g`,
    ],
    tolerance: [(v) => isNumber(v) && v >= 0 && v <= MAX_TOLERANCE, 'a percent from 0 to 50, e.g. 10 for +/-10%'],
    weightKg: [
      (v) => isNumber(v) && gramsOf(v) > 0 && v <= 1000,
      'the packed weight of the whole line in kg, above 0 and at most 1000, e.g. 1.25',
    ],
  };
  for (const name of Object.keys(fields)) {
    const value = line[name];
    if (value === undefined || value === null || fields[name][0](value)) continue;
    return `Item line ${index + 1}: its "${name}" is ${fields[name][1]}; leave it out on a line not sold by weight.`;
  }
  return '';
}

/**
 * The item discount of an order whose subtotal becomes `subtotal`: the coupon's on it, with what a correction set apart
 * kept apart (keptCorrections). A correction that changes the lines or the subtotal and leaves the discount empty
 * takes it (order-integrity.pb.js), as packing does, so the stored discount is always the coupon's and what an
 * operator typed apart from it.
 * @param {{ type: string, value: number } | null} coupon
 * @param {number} subtotal
 * @param {{ subtotal: number, discount_amount: number }} order as stored
 */
function discountOn(coupon, subtotal, order) {
  const apart = keptCorrections([], order, coupon).discount;
  const discount = Number(order.discount_amount) || 0;
  return Math.max(0, Math.min(itemDiscount(coupon, subtotal, discount) + apart, subtotal));
}

/**
 * The order's money after packing: the subtotal is the lines' totals; the item discount follows the coupon on that
 * subtotal; the delivery charge and its discount stay as quoted (a lighter parcel never loses the shopper free
 * delivery, nor a coupon's minimum, and a heavier one never costs more delivery). Total as docs/rules.md §9 Order.
 * What a correction set apart from these (`kept`: keptCorrections) stays apart.
 * @param {Line[]} lines
 * @param {{ deliveryCharge: number, discount_amount: number, delivery_discount_amount: number }} order
 * @param {{ type: string, value: number } | null} coupon
 * @param {{ subtotal: number, discount: number }} [kept]
 */
function recompute(lines, order, coupon, kept = { subtotal: 0, discount: 0 }) {
  const subtotal = Math.max(0, linesTotal(lines) + kept.subtotal);
  const discount = Math.max(
    0,
    Math.min(itemDiscount(coupon, subtotal, Number(order.discount_amount) || 0) + kept.discount, subtotal),
  );
  const delivery = Number(order.deliveryCharge) || 0;
  const deliveryDiscount = Math.min(Number(order.delivery_discount_amount) || 0, delivery);
  return {
    subtotal: subtotal,
    deliveryCharge: delivery,
    discount_amount: discount,
    delivery_discount_amount: deliveryDiscount,
    total: Math.max(0, subtotal + delivery - discount - deliveryDiscount),
  };
}

/**
 * What a line looks like to a second person at the desk, for the compare-and-set: units, packed weight, and the units
 * of substitutes already added for it (two people adding the same substitute at once must not both succeed).
 * @param {Line} line
 * @param {readonly Line[]} lines the order's lines, the line among them
 */
function lineState(line, lines) {
  const substitutes = lines
    .filter((l) => l !== line && l.substituteFor === line.id)
    .reduce((sum, l) => sum + (Number(l.quantity) || 0), 0);
  return {
    quantity: Number(line.quantity) || 0,
    weightKg: isNumber(line.weightKg) ? line.weightKg : null,
    substitutes: substitutes,
  };
}

/**
 * Whether the line is still as `seen`. `seen.substitutes` is compared when given; a substitute is added only with it
 * (lib/packing.js).
 * @param {Line} line
 * @param {readonly Line[]} lines
 * @param {{ quantity: unknown, weightKg: unknown, substitutes?: unknown }} seen
 */
function sameState(line, lines, seen) {
  const now = lineState(line, lines);
  const kg =
    seen.weightKg === null || seen.weightKg === undefined || seen.weightKg === '' ? null : Number(seen.weightKg);
  const substitutes = seen.substitutes === undefined || now.substitutes === Number(seen.substitutes);
  return now.quantity === Number(seen.quantity) && now.weightKg === kg && substitutes;
}

/**
 * Whether a weighing leaves the line as it was: the same weight, and the same reason (none within tolerance). Saving
 * it would reopen a packed order and send its shopper the `packed` message again (lib/packing.js).
 * @param {Line} before
 * @param {Line} after what `weigh` made of it
 */
function sameWeighing(before, after) {
  return before.weightKg === after.weightKg && (before.weightReason || '') === (after.weightReason || '');
}

module.exports = {
  CHOICES,
  PROBLEMS,
  refusal,
  reasonProblem,
  productProblems,
  unitPrice,
  pricePerKg,
  priceOfWeight,
  withinTolerance,
  weigh,
  sameWeighing,
  shorten,
  lessLots,
  substituteCheck,
  approvalOf,
  itemDiscount,
  recompute,
  keptCorrections,
  discountOn,
  phoneLineWeights,
  lineWeightsProblem,
  lineState,
  sameState,
};
