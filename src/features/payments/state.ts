// The payment state machine, one home for it: what a wallet's verified answer does to an order that asked to be paid
// by wallet. Only answers from the wallet's server (eSewa's status API, Khalti's lookup) come here; a browser
// redirect never does (docs/payments.md, "States").
//
// Order payment_state: cod (cash on delivery, nothing to wait for) | awaiting | paid | unpaid | refund_due (paid after
// the order was cancelled: recorded, never revives it) | refunded | partially_refunded.
// Payment attempt state: started | checking | success | failed | late (success after cancel) | refunded.

export const PAYMENT_METHODS = ['cod', 'esewa', 'khalti'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const WALLETS = ['esewa', 'khalti'] as const;
export type Wallet = (typeof WALLETS)[number];
export const isWallet = (v: unknown): v is Wallet => v === 'esewa' || v === 'khalti';

export const ORDER_PAYMENT_STATES = [
  'cod',
  'awaiting',
  'paid',
  'unpaid',
  'refund_due',
  'refunded',
  'partially_refunded',
] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** What a wallet's server said about one attempt, in the shop's words. */
export type WalletVerdict = 'complete' | 'pending' | 'failed' | 'refunded' | 'partially_refunded';

/** eSewa's status API: AMBIGUOUS ("at halt state") keeps waiting, as PENDING does; NOT_FOUND and CANCELED end it. */
export function esewaVerdict(status: string): WalletVerdict {
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

/** Khalti's lookup: only Completed is paid; Pending and Initiated keep waiting (Khalti says: hold, do not refund). */
export function khaltiVerdict(status: string): WalletVerdict {
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

export type OrderFacts = {
  /** The order's status (lifecycle.js): 'Cancelled' is the one that matters here. */
  status: string;
  paymentState: OrderPaymentState;
  /** The amount the wallet confirmed equals the order total (amount.ts). */
  amountMatches: boolean;
};

export type Settlement =
  | { kind: 'paid'; event: 'paid' }
  | { kind: 'refund_due'; event: 'paid_after_cancel' }
  | { kind: 'failed'; event: 'payment_failed' }
  | { kind: 'wait' }
  | { kind: 'ignore'; why: string }
  | { kind: 'refused'; event: 'payment_refused'; why: string };

/**
 * What to write for a verified verdict. Already-paid orders take no second payment: a second success on the same
 * order (two tabs) is recorded as refund_due by the caller's attempt row and never changes the order twice.
 */
export function settle(order: OrderFacts, verdict: WalletVerdict): Settlement {
  if (verdict === 'pending') return { kind: 'wait' };
  if (verdict === 'complete') {
    if (!order.amountMatches)
      return { kind: 'refused', event: 'payment_refused', why: 'amount differs from order total' };
    if (order.status === 'Cancelled') return { kind: 'refund_due', event: 'paid_after_cancel' };
    if (order.paymentState === 'paid' || order.paymentState === 'refund_due')
      return { kind: 'refund_due', event: 'paid_after_cancel' };
    if (order.paymentState !== 'awaiting' && order.paymentState !== 'unpaid')
      return { kind: 'ignore', why: `order is ${order.paymentState}` };
    return { kind: 'paid', event: 'paid' };
  }
  if (verdict === 'failed') {
    if (order.paymentState !== 'awaiting') return { kind: 'ignore', why: `order is ${order.paymentState}` };
    return { kind: 'failed', event: 'payment_failed' };
  }
  // refunded / partially_refunded on an attempt the shop did not refund: the desk's refund records those.
  return { kind: 'ignore', why: `wallet reports ${verdict}` };
}

/**
 * The background check's rule for an order still waiting: expire it once it is older than the operator's limit,
 * but never while a check holds its lease (a verification in flight could still find it paid). The caller asks the
 * wallet once more, under the lease, before it cancels.
 */
export function shouldExpire(input: {
  paymentState: OrderPaymentState;
  placedAt: Date;
  now: Date;
  limitMinutes: number;
  leaseUntil: Date | null;
}): boolean {
  if (input.paymentState !== 'awaiting' && input.paymentState !== 'unpaid') return false;
  if (input.leaseUntil && input.leaseUntil.getTime() > input.now.getTime()) return false;
  return input.now.getTime() - input.placedAt.getTime() >= input.limitMinutes * 60_000;
}

/** Refund amounts from the desk: whole rupees, more than 0, no more than what is left to refund. */
export function refundProblem(rupees: number, paidRupees: number, refundedRupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees <= 0) return 'A refund is a whole number of rupees above 0.';
  if (rupees > paidRupees - refundedRupees) return 'A refund cannot be more than what is left of the payment.';
  return '';
}
