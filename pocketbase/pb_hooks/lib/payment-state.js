// The payment state machine, its one copy (docs/payments.md, "States"): what a wallet's verified answer does to an
// order paid by wallet. PocketBase's payment route (payments.pb.js) applies it inside the write's transaction; the
// shop imports it (src/features/payments/state.ts). Plain CommonJS without require() of its own, as lifecycle.js.
// Only answers from the wallet's server (eSewa's status API, Khalti's lookup) come here; a browser redirect never
// does.
//
// An order's payment_state: cod (cash on delivery) | awaiting | paid | unpaid (a wallet said failed; the shopper may
// pay again or switch to cash) | refund_due (paid after it was cancelled, or paid twice: recorded, never revives it)
// | refunded | partially_refunded.

/** @typedef {'cod' | 'esewa' | 'khalti'} PaymentMethod */
/** @typedef {'cod' | 'awaiting' | 'paid' | 'unpaid' | 'refund_due' | 'refunded' | 'partially_refunded'} OrderPaymentState */
/** @typedef {'complete' | 'pending' | 'failed' | 'refunded' | 'partially_refunded'} WalletVerdict */
/**
 * @typedef {{ kind: 'paid', event: 'paid' }
 *   | { kind: 'refund_due', event: 'paid_after_cancel' | 'paid_twice' }
 *   | { kind: 'failed', event: 'payment_failed' }
 *   | { kind: 'wait' }
 *   | { kind: 'ignore', why: string }
 *   | { kind: 'refused', event: 'payment_refused', why: string }
 *   | { kind: 'owed_back', event: 'payment_refused', why: string }} Settlement
 */

/** @type {PaymentMethod[]} */
const PAYMENT_METHODS = ['cod', 'esewa', 'khalti'];
/** @type {OrderPaymentState[]} */
const ORDER_PAYMENT_STATES = ['cod', 'awaiting', 'paid', 'unpaid', 'refund_due', 'refunded', 'partially_refunded'];
/** Attempt states (the payments collection). */
const ATTEMPT_STATES = ['started', 'success', 'failed', 'late', 'refused', 'refunded', 'partially_refunded'];
/** Attempt states that still hold money to give back: the desk offers their refund, and a refund is recorded on them. */
const REFUNDABLE_ATTEMPT_STATES = ['success', 'late', 'partially_refunded'];
/** Attempt states whose money the shop took (some may have gone back since): what it holds is amount - refunded. */
const HELD_ATTEMPT_STATES = ['success', 'late', 'partially_refunded', 'refunded'];
/**
 * The most payment attempts one order may start (lib/payments.js startAttempt): more than a shopper ever tries, and a
 * bound on what one order's link can ask of the background check (each attempt is looked up) and on how long its
 * stock is held (each attempt starts the wait again).
 */
const MAX_ATTEMPTS_PER_ORDER = 20;

/**
 * Packing's refusal while a wallet pays the placed total (lib/packing.js change), answered with its key
 * `awaiting_payment`; the Nepali desk words it by the key (src/features/packing/refusals.ts).
 */
const PACKING_WAITS_FOR_PAYMENT =
  'This order waits for its wallet payment: pack it once it is paid or switched to cash on delivery.';

/** A status change refused while the order waits for its wallet (lib/order-status.js applyChange); the desk knows it
 * by its sentence (src/features/desk/words.ts refusalText). */
const CONFIRM_WAITS_FOR_PAYMENT =
  'This order waits for its payment by wallet: it can be confirmed once paid or switched to cash on delivery.';

/** An operator's correction of an order whose wallet payment is still open: the wallet answers for the placed total
 * (order-integrity.pb.js), as packing's PACKING_WAITS_FOR_PAYMENT. */
const CORRECTION_WAITS_FOR_PAYMENT =
  'This order waits for its wallet payment: correct it once it is paid or switched to cash on delivery.';

/** An operator's correction that would bring a wallet-paid order's total above what was paid (as PACKING_ABOVE_PAID). */
const CORRECTION_ABOVE_PAID =
  'A wallet paid this order: a correction may not bring its total above what was paid, since the difference cannot be collected. Make it at most that, or cancel the order and place a new one.';

/**
 * Packing's refusal to bring a wallet-paid order's total above what the shop holds of the payment: the difference
 * could not be collected (lib/packing.js change). Answered with its key `above_paid`, as the one above.
 */
const PACKING_ABOVE_PAID =
  'This order is paid by wallet: packing may not bring its total above what was paid. Pack less, or a cheaper substitute.';

/**
 * eSewa's status API: AMBIGUOUS ("at halt state") keeps waiting as PENDING does; NOT_FOUND (session expired) and
 * CANCELED end the attempt.
 * @param {string} status
 * @returns {WalletVerdict}
 */
function esewaVerdict(status) {
  switch (status) {
    case 'COMPLETE':
      return 'complete';
    case 'FULL_REFUND':
      return 'refunded';
    case 'PARTIAL_REFUND':
      return 'partially_refunded';
    case 'NOT_FOUND':
    case 'CANCELED':
      return 'failed';
    default:
      return 'pending';
  }
}

/**
 * Khalti's lookup: only Completed is paid; Pending and Initiated keep waiting (Khalti: hold, do not refund).
 * @param {string} status
 * @returns {WalletVerdict}
 */
function khaltiVerdict(status) {
  switch (status) {
    case 'Completed':
      return 'complete';
    case 'Refunded':
      return 'refunded';
    case 'Partially Refunded':
      return 'partially_refunded';
    case 'Expired':
    case 'User canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

/** @type {Settlement} */
const PAID_TWICE = { kind: 'refund_due', event: 'paid_twice' };

/**
 * What to write for a verified verdict on an order. An order takes one payment: a second success (two tabs, or cash
 * already taken at the door) or one after cancellation is refund_due, the order owing it back; its status is not
 * changed by it.
 * An attempt asks for the order's total when it begins. The total may change before the wallet answers only while
 * the order was switched to cash (packing waits for an order still awaiting its wallet): a payment above the new
 * total pays the order and owes the difference back (payments.js); one below it is owed back whole (owed_back: the
 * attempt late, the order still cash on delivery), as the rider collects the whole total.
 * @param {{ status: string, paymentState: string, amountMatches: boolean, attemptAmount: number, total: number }} order
 *   amountMatches: the wallet confirmed the attempt's own amount.
 * @param {WalletVerdict} verdict
 * @returns {Settlement}
 */
function settle(order, verdict) {
  if (verdict === 'pending') return { kind: 'wait' };
  if (verdict === 'complete') {
    if (!order.amountMatches)
      return { kind: 'refused', event: 'payment_refused', why: 'amount differs from the amount asked' };
    if (order.status === 'Cancelled') return { kind: 'refund_due', event: 'paid_after_cancel' };
    if (order.paymentState === 'paid' || order.paymentState === 'refund_due') return PAID_TWICE;
    // Switched to cash on delivery and delivered, its cash collected at the door: the wallet's money is a second
    // payment.
    if (order.paymentState === 'cod' && order.status === 'Delivered') return PAID_TWICE;
    // Switched to cash on delivery while the wallet was still working: the money came, so the order is paid.
    if (order.paymentState !== 'awaiting' && order.paymentState !== 'unpaid' && order.paymentState !== 'cod')
      return PAID_TWICE;
    if (order.attemptAmount < order.total)
      return { kind: 'owed_back', event: 'payment_refused', why: 'the order total rose after the payment began' };
    return { kind: 'paid', event: 'paid' };
  }
  if (verdict === 'failed') {
    if (order.paymentState !== 'awaiting') return { kind: 'ignore', why: `order is ${order.paymentState}` };
    return { kind: 'failed', event: 'payment_failed' };
  }
  // refunded / partially_refunded that the shop did not make: the desk records refunds, not this.
  return { kind: 'ignore', why: `wallet reports ${verdict}` };
}

/**
 * The background check's rule for an order still waiting: expire it once the operator's limit has passed since it was
 * placed or, later, since the shopper's latest try at the wallet; never while a check holds its lease (a verification
 * in flight could still find it paid). The caller asks the wallet once more, under the lease, before it cancels.
 * @param {{ paymentState: string, since: Date, now: Date, limitMinutes: number, leaseUntil: Date | null }} input
 *   since: the later of the order's placement and its latest attempt's start.
 * @returns {boolean}
 */
function shouldExpire(input) {
  if (input.paymentState !== 'awaiting' && input.paymentState !== 'unpaid') return false;
  if (input.leaseUntil && input.leaseUntil.getTime() > input.now.getTime()) return false;
  return input.now.getTime() - input.since.getTime() >= input.limitMinutes * 60000;
}

/**
 * Refunds from the desk: whole rupees, above 0, no more than what is left of the payment.
 * @param {number} rupees
 * @param {number} paidRupees
 * @param {number} refundedRupees
 * @returns {string} "" or why not
 */
function refundProblem(rupees, paidRupees, refundedRupees) {
  if (!Number.isSafeInteger(rupees) || rupees <= 0) return 'A refund is a whole number of rupees above 0.';
  if (rupees > paidRupees - refundedRupees) return 'A refund cannot be more than what is left of the payment.';
  return '';
}

/**
 * What a refund of one payment from the desk weighs against now (docs/payments.md "Refunds from the desk"):
 * - `owed`: what is owed back of it (owedBack), which the form offers: of a wallet order's own payment, what it holds
 *   above the total (packed to less), delivered or not; of a late payment, a cash order's or a cancelled order's, all
 *   that is left;
 * - `wholeBarred`: while its goods are still to be delivered (any status but Delivered and Cancelled), the order's
 *   own payments are not refunded whole: that would leave them unpaid, and the rider nothing to collect (a refunded
 *   order reads as paid at the door: cash-rules.js cashDue). A part (goodwill) may go back; all of it only once the
 *   order is cancelled.
 * @param {{ left: number, late: boolean, status: string, method: string, total: number, ownHeld: number }} input
 *   left: what is left of this payment; ownHeld: what is held of the order's own payments (not late ones)
 * @returns {{ owed: number, wholeBarred: boolean }} wholeBarred: a refund of `ownHeld` or more is refused
 */
function refundWeighing(input) {
  const left = Math.max(0, input.left);
  if (input.late || input.method === 'cod' || input.status === 'Cancelled') return { owed: left, wholeBarred: false };
  const owed = Math.max(0, Math.min(left, input.ownHeld - input.total));
  // Packed to nothing (total 0): all of it is owed, and goes back whole.
  return { owed: owed, wholeBarred: input.status !== 'Delivered' && input.total > 0 };
}

/** States of an order a wallet has paid and the shop still holds money of. */
const HELD_STATES = ['paid', 'partially_refunded', 'refund_due'];

/**
 * Whether the shop holds a wallet's money for an order in this state: only then does a packing change weigh its
 * total against the payments (afterRepack), so a cash order's packing reads no payments.
 * @param {string} paymentState
 * @param {string} method
 */
function holdsWalletMoney(paymentState, method) {
  return method !== 'cod' && HELD_STATES.indexOf(paymentState) !== -1;
}

/**
 * Whether a wallet paid this order, even if some or all of it has since gone back: the rider then collects nothing
 * (src/features/cash/CashForms.astro says so at the door).
 * @param {string} paymentState
 * @param {string} method
 */
function paidByWallet(paymentState, method) {
  return holdsWalletMoney(paymentState, method) || (method !== 'cod' && paymentState === 'refunded');
}

/**
 * A packing change (a weight, a short line, a substitute) on an order a wallet paid: its new total against what the
 * shop holds of its payments (paid less refunded). Above what is held of the order's own payment it is refused (the
 * difference cannot be collected, and a second payment is owed back whole, never kept towards the order); below all
 * that is held, something is owed back (refund_due, refunded from the desk); at it, the order is paid as before.
 * @param {{ paymentState: string, method: string, held: number, ownHeld: number, ownRefunded: number,
 *   total: number }} input
 *   held: all that is held of the order's payments; ownHeld, ownRefunded: of its own payment alone (not late ones).
 * @returns {OrderPaymentState | 'refuse' | null} the order's new payment state; null when it stays.
 */
function afterRepack(input) {
  if (!holdsWalletMoney(input.paymentState, input.method)) return null;
  if (input.total > input.ownHeld) return 'refuse';
  if (input.total < input.held) return 'refund_due';
  if (input.paymentState !== 'refund_due') return null;
  return input.ownRefunded > 0 ? 'partially_refunded' : 'paid';
}

/**
 * An order's payment_state after a refund recorded on one of its attempts, or null when it stays as it is.
 * - A late attempt (paid after cancelling, or paid twice): the order is owed until all of it is back; then the order's
 *   own payment stands as it was before the late one came (paid, partly refunded, all refunded, or the cash at the
 *   door).
 * - The order's own payment: partially refunded, or refunded once all of it is back.
 * - A cancelled order is owed all it holds, its own payment and any late one (lib/order-status.js applyChange): it is
 *   refunded once nothing is held.
 * - An order packed to less than was paid (afterRepack) is owed until what is held is down to its total.
 * @param {{ late: boolean, full: boolean, orderState: string, status: string, method: string, held: number,
 *   ownRefunded: number, total: number }} input
 *   late: the attempt was paid late (payments.late); full: the attempt is wholly refunded with it; held: what the shop
 *   holds of the order's payments after it; ownRefunded: what went back of the order's own payment (not late ones).
 * @returns {OrderPaymentState | null}
 */
function stateAfterRefund(input) {
  const cancelled = input.status === 'Cancelled';
  if (cancelled && input.orderState === 'refund_due') return input.held > 0 ? null : 'refunded';
  if (input.late) {
    if (!input.full || input.orderState !== 'refund_due') return null;
    // Another late payment still held (a second tab paid too, or packed to less meanwhile): still owed.
    if (input.method === 'cod') return input.held > 0 ? null : 'cod';
    if (input.held > input.total) return null;
    if (input.held <= 0) return 'refunded';
    return input.ownRefunded > 0 ? 'partially_refunded' : 'paid';
  }
  if (input.orderState === 'paid' || input.orderState === 'partially_refunded')
    return input.full ? 'refunded' : 'partially_refunded';
  if (input.orderState === 'refund_due' && input.method !== 'cod' && input.held <= input.total)
    return input.held > 0 ? 'partially_refunded' : 'refunded';
  return null;
}

/**
 * What the shop owes back of an order's wallet payments (rupees), shown in the desk's "Refunds due" list: all it
 * holds of a cancelled order, or of a cash order (a payment that landed after the switch to cash, or after the cash
 * was taken at the door); of an order a wallet paid, all but what its own payment still pays of its total (packed to
 * less, or a second payment).
 * @param {{ status: string, method: string, total: number, held: number, ownHeld: number }} input
 *   held: all that is held of the order's payments (paid less refunded); ownHeld: of its own payment alone.
 */
function owedBack(input) {
  if (input.status === 'Cancelled' || input.method === 'cod') return Math.max(0, input.held);
  return Math.max(0, input.held - Math.min(input.ownHeld, input.total));
}

/** An operator's undo of a cancel whose wallet payment already went back, wholly or in part (stateAfterUncancel). */
const UNCANCEL_REFUNDED =
  "Part or all of this order's wallet payment has gone back to the shopper: it cannot be opened again without it. Place a new order instead.";

/**
 * A wallet-paid order's payment_state when an operator undoes its cancel (lib/order-status.js applyChange): the cancel
 * owed all it held back (refund_due); open again, its own payment pays for it as before, and only what is beyond
 * its total is owed (owedBack). Null when the shop no longer holds the order's total (refunded meanwhile): the undo is
 * refused, since an open order would be taken as paid.
 * @param {{ total: number, held: number, ownHeld: number, ownRefunded: number }} input as payments.heldOf gives them
 * @returns {OrderPaymentState | null}
 */
function stateAfterUncancel(input) {
  if (input.ownHeld < input.total) return null;
  if (owedBack({ status: 'Open', method: 'wallet', ...input }) > 0) return 'refund_due';
  return input.ownRefunded > 0 ? 'partially_refunded' : 'paid';
}

module.exports = {
  PAYMENT_METHODS,
  ORDER_PAYMENT_STATES,
  ATTEMPT_STATES,
  REFUNDABLE_ATTEMPT_STATES,
  HELD_ATTEMPT_STATES,
  MAX_ATTEMPTS_PER_ORDER,
  esewaVerdict,
  khaltiVerdict,
  settle,
  shouldExpire,
  refundProblem,
  refundWeighing,
  stateAfterRefund,
  holdsWalletMoney,
  paidByWallet,
  afterRepack,
  owedBack,
  stateAfterUncancel,
  UNCANCEL_REFUNDED,
  CORRECTION_WAITS_FOR_PAYMENT,
  CORRECTION_ABOVE_PAID,
  PACKING_WAITS_FOR_PAYMENT,
  PACKING_ABOVE_PAID,
  CONFIRM_WAITS_FOR_PAYMENT,
};
