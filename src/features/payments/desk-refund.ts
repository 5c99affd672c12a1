// The desk's refund form, as a pure rule (docs/payments.md "Refunds from the desk"): which attempts may be refunded,
// and what a posted form asks for, or why it is refused before anything is sent to Khalti or PocketBase.
import { typedRupees } from '../../lib/typed-rupees';
import { HELD_ATTEMPT_STATES, REFUNDABLE_ATTEMPT_STATES, refundProblem, refundWeighing } from './state';

export type RefundableAttempt = {
  id: string;
  wallet: string;
  state: string;
  amount: number;
  refunded: number;
  /** Khalti may have refunded some of it unrecorded (payments.refund_unsure): recorded by hand until cleared. */
  refundUnsure?: boolean;
  /** Owed back of it now (withRefundWeighing), the amount the form offers; all that is left when not weighed. */
  owed?: number;
  /** The order's own payments still held, when a refund of all of them is refused (withRefundWeighing). */
  barredFrom?: number;
};

/**
 * The order's attempts, each weighed as lib/payment-state.js refundWeighing says: what is owed back of it now, and,
 * while the goods of a wallet order are still to be delivered, that its own payments are not refunded whole. Checked
 * here, on the shop's server, before Khalti is asked or an eSewa refund recorded (lib/payments.js recordRefund
 * records what a wallet already did).
 */
export function withRefundWeighing<A extends RefundableAttempt & { late: boolean }>(
  attempts: readonly A[],
  order: { status: string; method: string; total: number },
): (A & Pick<RefundableAttempt, 'owed' | 'barredFrom'>)[] {
  const ownHeld = attempts
    .filter((a) => !a.late && HELD_ATTEMPT_STATES.includes(a.state))
    .reduce((sum, a) => sum + a.amount - a.refunded, 0);
  return attempts.map((a) => {
    const weighed = refundWeighing({ left: a.amount - a.refunded, late: a.late, ...order, ownHeld });
    return { ...a, owed: weighed.owed, ...(weighed.wholeBarred ? { barredFrom: ownHeld } : {}) };
  });
}

/** What is owed back of the attempt now: weighed, or all that is left of it. */
export const owedNow = (a: RefundableAttempt) => a.owed ?? a.amount - a.refunded;

/**
 * Recorded by hand, with the reference the wallet's portal shows, not sent to a wallet: eSewa (no refund API), and a
 * Khalti payment the shop cannot be sure of (a refund sent again might be a second one).
 */
export const refundedByHand = (a: RefundableAttempt) => a.wallet === 'esewa' || a.refundUnsure === true;

export const isRefundable = (a: RefundableAttempt) =>
  REFUNDABLE_ATTEMPT_STATES.includes(a.state) && a.amount - a.refunded > 0;

export type RefundAsk = { rupees: number; whole: boolean; reason: string; reference: string; byHand: boolean };

export type RefundRefusal =
  | 'changed'
  | 'bad_amount'
  | 'too_much'
  | 'not_whole'
  | 'no_reason'
  | 'no_reference'
  | 'no_khalti_reference'
  | 'not_refundable';

/** failed: nothing was refunded; unsure: Khalti did not answer, so it may have been; unrecorded: khaltiRefundCheck. */
export type WalletRefusal = 'wallet_failed' | 'wallet_unsure' | 'wallet_unrecorded';

/** A form's rupees: whole digits only ("1,250" is 1250); NaN otherwise. */
export function wholeRupees(value: unknown): number {
  // Devanagari digits as Latin ones, as every number the Nepali desk takes; "Rs. 500" as 500.
  const text = typedRupees(value);
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** The posted form for `attempt`: what to refund, or the first reason it is refused. */
export function readRefundForm(
  attempt: RefundableAttempt,
  fields: { amount: unknown; reason: unknown; reference: unknown; refundedSeen: unknown; byHandSeen?: unknown },
): { kind: 'ask'; ask: RefundAsk } | { kind: 'refused'; why: RefundRefusal } {
  if (!isRefundable(attempt)) return { kind: 'refused', why: 'not_refundable' };
  // Compare-and-set: a form from a page opened before another refund of this payment (a second tab, a refund
  // retyped after it went through) is refused, never sent as a second refund.
  if (wholeRupees(fields.refundedSeen) !== attempt.refunded) return { kind: 'refused', why: 'changed' };
  // A Khalti form shown to be sent to Khalti, or to record what its portal shows, is taken only as it was shown: the
  // mark changed since (another lead) would send the refund recorded by hand to Khalti as a second one.
  const byHand = refundedByHand(attempt);
  if (attempt.wallet === 'khalti' && (fields.byHandSeen === '1') !== byHand) return { kind: 'refused', why: 'changed' };
  const rupees = wholeRupees(fields.amount);
  if (!Number.isSafeInteger(rupees) || rupees <= 0) return { kind: 'refused', why: 'bad_amount' };
  if (refundProblem(rupees, attempt.amount, attempt.refunded)) return { kind: 'refused', why: 'too_much' };
  if (attempt.barredFrom !== undefined && rupees >= attempt.barredFrom) return { kind: 'refused', why: 'not_whole' };
  const reason = String(fields.reason ?? '')
    .trim()
    .slice(0, 150);
  if (!reason) return { kind: 'refused', why: 'no_reason' };
  const reference = String(fields.reference ?? '')
    .trim()
    .slice(0, 40);
  // eSewa has no refund API: the staff member refunds in its portal and types its reference; a Khalti refund found
  // in Khalti's portal is recorded so too.
  if (byHand && !reference)
    return { kind: 'refused', why: attempt.wallet === 'esewa' ? 'no_reference' : 'no_khalti_reference' };
  // Khalti refunds the whole transaction when no amount is sent: only for all of it, nothing refunded before. The
  // rest after a partial refund is sent as an amount, never as "all of it" (which names the original amount).
  const whole = attempt.refunded === 0 && rupees === attempt.amount;
  return { kind: 'ask', ask: { rupees, whole, reason, reference, byHand } };
}
