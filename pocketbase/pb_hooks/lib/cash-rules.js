// Cash on delivery and farmers' payouts, the pure rules (docs/rules.md "Cash and payouts"): what a rider may record
// at the door, a rider's day in figures, and the payout rows of a date range. No I/O: lib/cash.js reads and writes,
// Node's tests load this file as it is. Money is counted in paisa (integers) so sums reconcile to the paisa.

/** Why the cash differs from the order's total (`refused` is its own action: the order is refused at the door). */
const DIFFERENCE_REASONS = ['short', 'no_change'];
const NOTE_MAX = 300;
// A day's cash on one order; more is a typo (an extra zero), not a payment.
const CASH_MAX = 1000000;

/** @param {number} npr */
function paisa(npr) {
  return Math.round(Number(npr) * 100);
}

/** @param {number} p */
function npr(p) {
  return p / 100;
}

// What a rider or a lead typed that cannot be taken, by key: the route answers the key (`problem`) beside the English
// sentence, and the Nepali desk says it in Nepali by the same key (src/features/cash/words.ts).
/** @type {Record<string, string>} */
const PROBLEMS = {
  cash_amount: `Enter the cash collected, from 0 to ${CASH_MAX} rupees.`,
  cash_decimals: 'The cash collected has at most two decimals.',
  note_long: `The note is longer than ${NOTE_MAX} characters.`,
  cash_needs_reason: 'The cash differs from the amount due: say why (short, or change not given).',
  cash_not_short: 'More cash than due is not short: choose change not given.',
  nothing_due: 'Nothing is due on this order (paid by wallet, or a total of 0): record 0 cash collected.',
  handed_amount: `Enter the amount handed over, in rupees, at most ${CASH_MAX}.`,
  handed_decimals: 'The amount handed over has at most two decimals.',
  handed_below_zero: 'The amount handed over cannot be below zero.',
  correction_needs_reason: 'This day is already closed: say why you add a correction.',
  correction_zero: 'A correction of zero changes nothing: enter the amount to add, or below zero to take off.',
  correction_repeats:
    'That is the amount already handed over: a correction adds to it, and the rider would have handed over more than was collected. Type only the difference.',
  correction_out_of_range: `With this correction the day's hand-overs would come to below zero or above ${CASH_MAX} rupees: check the amount.`,
  nothing_recorded: 'No cash has been recorded for this rider on that day.',
};

/** @param {unknown} amount @returns {boolean} more than two decimals (a paisa is the smallest coin counted) */
function pastPaisa(amount) {
  return Math.abs(paisa(/** @type {number} */ (amount)) - /** @type {number} */ (amount) * 100) > 1e-6;
}

/**
 * Why the cash a rider records for an order may not be taken, as a key of PROBLEMS; "" when it may.
 * @param {number} total the order's total: the cash due
 * @param {unknown} collected
 * @param {unknown} reason
 * @param {unknown} note
 * @returns {string}
 */
function cashProblemKey(total, collected, reason, note) {
  if (typeof collected !== 'number' || !Number.isFinite(collected) || collected < 0 || collected > CASH_MAX) {
    return 'cash_amount';
  }
  if (pastPaisa(collected)) return 'cash_decimals';
  if (typeof note === 'string' && note.trim().length > NOTE_MAX) return 'note_long';
  const difference = paisa(collected) - paisa(total);
  if (difference === 0) return '';
  // A wallet took the money: cash typed as "change not given" would count in the rider's day and ask them to hand in
  // what the shopper paid twice, with nothing marking it owed back.
  if (paisa(total) === 0) return 'nothing_due';
  if (typeof reason !== 'string' || DIFFERENCE_REASONS.indexOf(reason) === -1) return 'cash_needs_reason';
  if (reason === 'short' && difference > 0) return 'cash_not_short';
  return '';
}

/**
 * The same, in words for staff; "" when it may be taken.
 * @param {number} total @param {unknown} collected @param {unknown} reason @param {unknown} note
 * @returns {string}
 */
function cashProblem(total, collected, reason, note) {
  const key = cashProblemKey(total, collected, reason, note);
  return key ? PROBLEMS[key] : '';
}

/**
 * The cash a rider collects for an order: its total when it is paid on delivery, nothing when a wallet took the
 * money (orders.payment_method and payment_state, docs/payments.md): the route sheet, the cash form, the settlement
 * and the payout report all ask here. A cash order stays one when a wallet payment lands too late to be taken (paid
 * twice after the cash was collected: refund_due, lib/payment-state.js settle): the rider still collects its total.
 * @param {number} total
 * @param {string} paymentState "" (orders from before wallets) | cod | paid | ...
 * @param {string} method "" (orders from before wallets) | cod | esewa | khalti
 * @returns {number}
 */
function cashDue(total, paymentState, method) {
  return method === 'cod' || paymentState === '' || paymentState === 'cod' ? total : 0;
}

// One sentence for the desk's status route and the records API (the dashboard) alike.
const CASH_DUE_MESSAGE =
  "This order has cash to collect: record the cash collected with the cash form on the desk's order page to deliver it.";

/**
 * Why a save may not make the order Delivered by itself; "" when it may. Cash on delivery is delivered only through
 * the desk's cash route (cash.pb.js), which records the cash with the status, so every rupee lands in a rider's
 * settlement; the desk's status route (desk.pb.js) and every records-API save (order-status.pb.js: a change or a new
 * order, superusers too) ask here. A wallet-paid order has nothing to collect and may pass.
 * @param {string} from the stored status ("" for a new order)
 * @param {string} to the status saved
 * @param {number} total
 * @param {string} paymentState
 * @param {string} method
 * @returns {string}
 */
function deliveryProblem(from, to, total, paymentState, method) {
  return from !== 'Delivered' && to === 'Delivered' && cashDue(total, paymentState, method) > 0 ? CASH_DUE_MESSAGE : '';
}

/**
 * @typedef {object} CashOrder
 * @property {string} id
 * @property {string} orderNumber
 * @property {string} status
 * @property {number} total
 * @property {number} collected
 * @property {string} reason '' | short | no_change | refused
 * @property {string} settlement the entry that took it in ("" while not settled)
 */

/**
 * @typedef {object} SettlementEntry
 * @property {string} id
 * @property {string} kind close | correction
 * @property {number} due
 * @property {number} collected
 * @property {number} handed_over
 */

/**
 * A rider's day in figures: the orders delivered or refused, cash due (refused orders owe nothing), collected, the
 * difference, what was handed over in the entries so far, and the orders no entry has taken in yet.
 * @param {CashOrder[]} orders
 * @param {SettlementEntry[]} entries
 */
function dayFigures(orders, entries) {
  let due = 0;
  let collected = 0;
  let handedOver = 0;
  let delivered = 0;
  let refused = 0;
  /** @type {string[]} */
  const pending = [];
  let pendingCollected = 0;
  for (const order of orders) {
    if (order.reason === 'refused') refused++;
    else {
      delivered++;
      due += paisa(order.total);
    }
    collected += paisa(order.collected);
    if (order.settlement === '') {
      pending.push(order.id);
      pendingCollected += paisa(order.collected);
    }
  }
  for (const entry of entries) handedOver += paisa(entry.handed_over);
  return {
    delivered: delivered,
    refused: refused,
    due: npr(due),
    collected: npr(collected),
    difference: npr(collected - due),
    handedOver: npr(handedOver),
    // What the rider still holds: collected on every order so far, less every hand-over.
    outstanding: npr(collected - handedOver),
    closed: entries.length > 0,
    pending: pending,
    pendingCollected: npr(pendingCollected),
  };
}

/**
 * Why a settlement entry may not be written, as a key of PROBLEMS; "" when it may. The first entry of a rider's day
 * closes it, at most CASH_MAX; every later one is a correction, not zero (unless it takes in orders recorded since),
 * says why, and leaves the day's hand-overs between 0 and CASH_MAX (an extra zero typed is refused rather than kept
 * for ever: a closed day is never edited). A correction of the day's whole hand-over again, that would make it more
 * than was collected, is the amount typed again (it doubled the hand-over): refused.
 * @param {{ handedOver: unknown, note: unknown, seen: string[], pending: string[], closed: boolean,
 *   handedSoFar?: number, collected?: number }} input `handedSoFar`: the day's hand-overs so far, in rupees;
 *   `collected`: the cash collected on the day's orders, in rupees
 * @returns {string}
 */
function settlementProblemKey(input) {
  const amount = input.handedOver;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || Math.abs(amount) > CASH_MAX) return 'handed_amount';
  if (pastPaisa(amount)) return 'handed_decimals';
  if (!input.closed && amount < 0) return 'handed_below_zero';
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (note.length > NOTE_MAX) return 'note_long';
  if (input.closed) {
    if (note === '') return 'correction_needs_reason';
    // Zero changes nothing, unless it takes in orders recorded after the close (a late refusal at the door, a
    // delivery a wallet paid, or one whose cash the rider hands over later): they would stay "to settle" for ever.
    if (paisa(amount) === 0 && input.pending.length === 0) return 'correction_zero';
    const after = paisa(input.handedSoFar ?? 0) + paisa(amount);
    if (after < 0 || after > paisa(CASH_MAX)) return 'correction_out_of_range';
    const repeated = paisa(amount) > 0 && paisa(amount) === paisa(input.handedSoFar ?? 0);
    if (repeated && input.collected !== undefined && after > paisa(input.collected)) return 'correction_repeats';
  }
  if (!input.closed && input.pending.length === 0) return 'nothing_recorded';
  return '';
}

/**
 * The same, in words for staff; "" when it may be written.
 * @param {Parameters<typeof settlementProblemKey>[0]} input
 * @returns {string}
 */
function settlementProblem(input) {
  const key = settlementProblemKey(input);
  return key ? PROBLEMS[key] : '';
}

/**
 * True when the desk showed exactly these ids, in any order: the orders still to settle, or the entries so far (a cash
 * record, a close or a correction since makes it look again).
 * @param {string[]} seen @param {string[]} pending
 */
function sameIds(seen, pending) {
  if (seen.length !== pending.length) return false;
  const a = seen.slice().sort();
  const b = pending.slice().sort();
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * @typedef {object} PayoutLine
 * @property {number} quantity packed units of the line (0 when left out)
 * @property {number} lineTotal packed amount of the line
 * @property {number} [weightKg] packed kg of a sold-by-weight line
 * @property {PayoutDraw[]} [lots]
 * @property {string} [name] the product's name, for a line with no lot
 * @property {string} [nameNe] its Nepali name
 */

/**
 * @typedef {object} PayoutLot
 * @property {string} code
 * @property {string} product
 * @property {string} [productNe] its Nepali name ("" for none)
 * @property {string} cooperative
 * @property {string} [cooperativeNe] its Nepali name ("" for none)
 * @property {number} [commissionPercent] the cooperative's commission (else `commissions` has it by name)
 * @property {string} farmers names, joined
 */

/**
 * @typedef {object} PayoutDraw the units a line took from one lot
 * @property {string} code
 * @property {number} quantity
 * @property {{ cooperative: string, cooperativeNe?: string, commissionPercent?: number, farmers: string }} [payee]
 *   whom the lot paid when the order was delivered (lib/cash.js freezePayees): paid instead of the lot's payee now
 */

/**
 * @typedef {object} PayoutRow
 * @property {string} payee the cooperative, else the lot's farmers, else "" (no lot or nobody recorded)
 * @property {'cooperative' | 'farmer' | 'none'} payeeKind
 * @property {string} lot
 * @property {string} product
 * @property {string} productNe the product's Nepali name ("" for none)
 * @property {string} payeeNe the cooperative's Nepali name ("" for none, and for farmers)
 * @property {number} units
 * @property {number} kg
 * @property {number} amount
 * @property {number} commissionPercent
 * @property {number} commission
 * @property {number} owed
 */

/**
 * The lot a draw is paid by: the lot as it is now, with the payee kept at the order's delivery in place of its own.
 * @param {PayoutLot | undefined} lot
 * @param {PayoutDraw} draw
 * @returns {PayoutLot | null}
 */
function lotPaid(lot, draw) {
  if (!draw.payee) return lot || null;
  return Object.assign({ code: draw.code, product: '', productNe: '' }, lot || {}, draw.payee);
}

/**
 * Payout rows of delivered orders' lines: one row per payee and lot. A line's packed amount (lineTotal, after
 * packing: docs/rules.md "Cash and payouts") is split over its lots by units, the last lot taking the paisa left, so
 * the rows add up to the lines exactly. A cooperative's commission is its percentage; a farmer outside any
 * cooperative pays none.
 * @param {PayoutLine[][]} orders the lines of each delivered order
 * @param {Record<string, PayoutLot>} lots by code
 * @param {Record<string, number>} [commissions] percent, by cooperative name, for a lot that does not say its own
 * @returns {{ rows: PayoutRow[], totals: { lines: number, amount: number, commission: number, owed: number } }}
 */
function payouts(orders, lots, commissions = {}) {
  /** @type {Record<string, { row: PayoutRow, amount: number, units: number, grams: number }>} */
  const byKey = {};
  /** @type {string[]} */
  const keys = [];
  let lineSum = 0;
  /**
   * @param {PayoutLot | null} lot
   * @param {string} code
   * @param {number} amount paisa
   * @param {number} units
   * @param {number} grams
   * @param {string} product
   * @param {string} productNe
   */
  const add = (lot, code, amount, units, grams, product, productNe) => {
    const payeeKind = !lot ? 'none' : lot.cooperative ? 'cooperative' : lot.farmers ? 'farmer' : 'none';
    const payee = !lot ? '' : lot.cooperative || lot.farmers;
    const percent =
      payeeKind !== 'cooperative'
        ? 0
        : Number(lot && lot.commissionPercent !== undefined ? lot.commissionPercent : commissions[payee]) || 0;
    // Lines with no lot are one row per product (one row for all of them named the first line's product); a lot's
    // deliveries kept at another commission (the cooperative's changed between them) are a row of their own.
    const key = `${payeeKind}\u0000${payee}\u0000${code}\u0000${lot ? '' : product}\u0000${percent}`;
    if (!byKey[key]) {
      keys.push(key);
      byKey[key] = {
        row: {
          payee: payee,
          payeeKind: /** @type {'cooperative' | 'farmer' | 'none'} */ (payeeKind),
          lot: code,
          product: lot?.product || product,
          productNe: (lot?.product ? lot.productNe : productNe) || '',
          payeeNe: (payeeKind === 'cooperative' && lot && lot.cooperativeNe) || '',
          units: 0,
          kg: 0,
          amount: 0,
          commissionPercent: percent,
          commission: 0,
          owed: 0,
        },
        amount: 0,
        units: 0,
        grams: 0,
      };
    }
    const entry = byKey[key];
    entry.amount += amount;
    entry.units += units;
    entry.grams += grams;
  };
  for (const lines of orders) {
    for (const line of lines) {
      const total = paisa(line.lineTotal || 0);
      lineSum += total;
      const quantity = Number(line.quantity) || 0;
      if (total === 0 && quantity === 0) continue;
      const grams = typeof line.weightKg === 'number' ? Math.round(line.weightKg * 1000) : -1;
      const draws = (line.lots || []).filter((d) => d && d.quantity > 0);
      const drawn = draws.reduce((s, d) => s + d.quantity, 0);
      if (draws.length === 0 || drawn === 0) {
        add(null, '', total, grams >= 0 ? 0 : quantity, Math.max(grams, 0), line.name || '', line.nameNe || '');
        continue;
      }
      let amountLeft = total;
      let gramsLeft = Math.max(grams, 0);
      draws.forEach((d, i) => {
        const last = i === draws.length - 1;
        const amount = last ? amountLeft : Math.round((total * d.quantity) / drawn);
        const g = grams < 0 ? 0 : last ? gramsLeft : Math.round((grams * d.quantity) / drawn);
        amountLeft -= amount;
        gramsLeft -= g;
        add(
          lotPaid(lots[d.code], d),
          d.code,
          amount,
          grams >= 0 ? 0 : d.quantity,
          g,
          line.name || '',
          line.nameNe || '',
        );
      });
    }
  }
  let amount = 0;
  let commission = 0;
  const rows = keys.map((key) => {
    const entry = byKey[key];
    const cut = Math.round((entry.amount * entry.row.commissionPercent) / 100);
    amount += entry.amount;
    commission += cut;
    entry.row.units = entry.units;
    entry.row.kg = entry.grams / 1000;
    entry.row.amount = npr(entry.amount);
    entry.row.commission = npr(cut);
    entry.row.owed = npr(entry.amount - cut);
    return entry.row;
  });
  rows.sort((a, b) =>
    a.payeeKind === 'none' && b.payeeKind !== 'none'
      ? 1
      : b.payeeKind === 'none' && a.payeeKind !== 'none'
        ? -1
        : a.payee.localeCompare(b.payee) || a.lot.localeCompare(b.lot) || a.product.localeCompare(b.product),
  );
  return {
    rows: rows,
    totals: { lines: npr(lineSum), amount: npr(amount), commission: npr(commission), owed: npr(amount - commission) },
  };
}

/**
 * A cooperative's name as lots and the cooperatives collection are matched by (lots.cooperative is free text):
 * "sindhu  coop " is "Sindhu Coop". One home for the match: the payout report and the cooperatives' own refusal.
 * @param {string} name
 */
function coopKey(name) {
  return tidyName(name).toLowerCase();
}

/**
 * A cooperative's name as it is stored: trimmed, with one space between words.
 * @param {string} name
 */
function tidyName(name) {
  return String(name).trim().replace(/\s+/g, ' ');
}

module.exports = {
  coopKey,
  tidyName,
  DIFFERENCE_REASONS,
  NOTE_MAX,
  CASH_MAX,
  paisa,
  PROBLEMS,
  cashDue,
  deliveryProblem,
  cashProblemKey,
  cashProblem,
  dayFigures,
  settlementProblemKey,
  settlementProblem,
  sameIds,
  payouts,
};
