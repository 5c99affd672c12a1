import { describe, expect, it } from 'vitest';
import { rupeesToPaisa } from '@/features/payments/amount';
import {
  khaltiAmountMatches,
  khaltiInitiateBody,
  readKhaltiInitiate,
  readKhaltiLookup,
} from '@/features/payments/khalti';
import {
  afterRepack,
  esewaVerdict,
  khaltiVerdict,
  owedBack,
  paidByWallet,
  refundProblem,
  settle,
  shouldExpire,
  stateAfterRefund,
} from '@/features/payments/state';
import paymentState from '../../../pocketbase/pb_hooks/lib/payment-state.js';

describe('Khalti amounts and answers', () => {
  it('asks for the order total in paisa', () => {
    const body = khaltiInitiateBody({
      totalRupees: 1234,
      attemptId: 'att1',
      orderNumber: 'KB-1',
      returnUrl: 'https://shop.example/pay/khalti/return',
      websiteUrl: 'https://shop.example',
    });
    expect(body.amount).toBe(123400);
    expect(() => rupeesToPaisa(12.5)).toThrow();
    expect(() => rupeesToPaisa(-1)).toThrow();
  });

  it('matches the lookup total in paisa, nothing else', () => {
    expect(khaltiAmountMatches(123400, 1234)).toBe(true);
    expect(khaltiAmountMatches('123400', 1234)).toBe(true);
    expect(khaltiAmountMatches(1234, 1234)).toBe(false);
    expect(khaltiAmountMatches(123400.5, 1234)).toBe(false);
    expect(khaltiAmountMatches(undefined, 1234)).toBe(false);
  });

  it('reads initiate and lookup answers, refusing malformed ones', () => {
    expect(
      readKhaltiInitiate({ pidx: 'bZQLD9wRVWo4CdESSfuSsB', payment_url: 'https://test-pay.khalti.com/?pidx=bZ' }).ok,
    ).toBe(true);
    expect(readKhaltiInitiate({ error_key: 'validation_error' }).ok).toBe(false);
    expect(readKhaltiLookup({ pidx: 'p1', status: 'Completed', total_amount: 1000, transaction_id: 't1' })).toEqual({
      ok: true,
      value: { pidx: 'p1', status: 'Completed', totalAmount: 1000, transactionId: 't1', refunded: false },
    });
    expect(readKhaltiLookup({ pidx: 'p1', status: 'Paid' }).ok).toBe(false);
  });
});

describe('the payment state machine', () => {
  const awaiting = {
    status: 'Open',
    paymentState: 'awaiting' as const,
    amountMatches: true,
    attemptAmount: 1000,
    total: 1000,
  };

  it('maps each wallet status to a verdict', () => {
    expect(
      ['COMPLETE', 'PENDING', 'AMBIGUOUS', 'NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'].map(esewaVerdict),
    ).toEqual(['complete', 'pending', 'pending', 'failed', 'failed', 'refunded', 'partially_refunded']);
    expect(
      ['Completed', 'Pending', 'Initiated', 'Expired', 'User canceled', 'Refunded', 'Partially Refunded'].map(
        khaltiVerdict,
      ),
    ).toEqual(['complete', 'pending', 'pending', 'failed', 'failed', 'refunded', 'partially_refunded']);
  });

  it('pays an order packed since its payment began (switched to cash meanwhile) only when the payment covers it', () => {
    const switched = { ...awaiting, paymentState: 'cod' as const };
    expect(settle({ ...switched, total: 950 }, 'complete')).toEqual({ kind: 'paid', event: 'paid' });
    expect(settle({ ...switched, total: 1050 }, 'complete')).toEqual({
      kind: 'owed_back',
      event: 'payment_refused',
      why: 'the order total rose after the payment began',
    });
    // The wallet confirming another amount than was asked is refused, whatever the total.
    expect(settle({ ...switched, amountMatches: false }, 'complete').kind).toBe('refused');
    // A second payment is owed back whole, whatever the total did meanwhile.
    expect(settle({ ...awaiting, paymentState: 'paid', total: 900 }, 'complete').kind).toBe('refund_due');
  });

  it('pays an awaiting order once, and flags every later success for refund', () => {
    expect(settle(awaiting, 'complete')).toEqual({ kind: 'paid', event: 'paid' });
    expect(settle({ ...awaiting, paymentState: 'paid' }, 'complete')).toEqual({
      kind: 'refund_due',
      event: 'paid_twice',
    });
    expect(settle({ ...awaiting, status: 'Cancelled', paymentState: 'unpaid' }, 'complete')).toEqual({
      kind: 'refund_due',
      event: 'paid_after_cancel',
    });
  });

  it('refuses a success whose amount is not the total', () => {
    expect(settle({ ...awaiting, amountMatches: false }, 'complete').kind).toBe('refused');
  });

  it('waits on pending, fails only awaiting orders', () => {
    expect(settle(awaiting, 'pending')).toEqual({ kind: 'wait' });
    expect(settle(awaiting, 'failed')).toEqual({ kind: 'failed', event: 'payment_failed' });
    expect(settle({ ...awaiting, paymentState: 'paid' }, 'failed').kind).toBe('ignore');
    // switched to cash while the wallet still worked: the money came, the order is paid
    expect(settle({ ...awaiting, paymentState: 'cod' }, 'complete').kind).toBe('paid');
    // Switched to cash and delivered, the cash collected: a second payment.
    expect(settle({ ...awaiting, status: 'Delivered', paymentState: 'cod' }, 'complete')).toEqual({
      kind: 'refund_due',
      event: 'paid_twice',
    });
    expect(settle({ ...awaiting, paymentState: 'refunded' }, 'complete').kind).toBe('refund_due');
  });

  it('gives a wallet-paid order its payment back when its cancel is undone, unless some of it went back', () => {
    const { stateAfterUncancel } = paymentState;
    expect(stateAfterUncancel({ total: 900, held: 900, ownHeld: 900, ownRefunded: 0 })).toBe('paid');
    // Packed to less and the difference refunded before the cancel: partly refunded, as it was.
    expect(stateAfterUncancel({ total: 800, held: 800, ownHeld: 800, ownRefunded: 100 })).toBe('partially_refunded');
    // A second payment still held is owed back, open or not.
    expect(stateAfterUncancel({ total: 900, held: 1800, ownHeld: 900, ownRefunded: 0 })).toBe('refund_due');
    // Less held than the order costs (refunded meanwhile, in part or whole): refused.
    expect(stateAfterUncancel({ total: 900, held: 800, ownHeld: 800, ownRefunded: 100 })).toBeNull();
    expect(stateAfterUncancel({ total: 900, held: 0, ownHeld: 0, ownRefunded: 900 })).toBeNull();
  });

  it("moves the order's payment state by each refund recorded", () => {
    const own = {
      late: false,
      full: false,
      orderState: 'paid',
      status: 'Confirmed',
      method: 'esewa',
      held: 900,
      ownRefunded: 100,
      total: 900,
    };
    expect(stateAfterRefund(own)).toBe('partially_refunded');
    expect(stateAfterRefund({ ...own, orderState: 'partially_refunded', full: true, held: 0 })).toBe('refunded');
    // A paid order cancelled is owed until all of it is back.
    const cancelled = { ...own, orderState: 'refund_due', status: 'Cancelled' };
    expect(stateAfterRefund(cancelled)).toBeNull();
    expect(stateAfterRefund({ ...cancelled, full: true, held: 0 })).toBe('refunded');
    // ...its late payment too: its own payment all back while a second one is held leaves it owed.
    expect(stateAfterRefund({ ...cancelled, full: true, held: 1000 })).toBeNull();
    // A second payment refunded whole leaves the order's own payment standing, as it was before the second one came:
    // the wallet's (paid, or partly refunded already), or the cash at the door.
    const late = { ...own, late: true, orderState: 'refund_due', full: true, ownRefunded: 0, held: 1000, total: 1000 };
    expect(stateAfterRefund(late)).toBe('paid');
    expect(stateAfterRefund({ ...late, held: 900, ownRefunded: 100 })).toBe('partially_refunded');
    expect(stateAfterRefund({ ...late, held: 0, ownRefunded: 1000 })).toBe('refunded');
    expect(stateAfterRefund({ ...late, method: 'cod', status: 'Delivered', held: 0 })).toBe('cod');
    // A cash order paid late in two tabs: one of them back still leaves the other owed.
    expect(stateAfterRefund({ ...late, method: 'cod', status: 'Delivered', held: 500 })).toBeNull();
    expect(stateAfterRefund({ ...late, full: false })).toBeNull();
    // Paid after cancelling: refunded once it is all back; paid twice and then cancelled: the first is still owed.
    expect(stateAfterRefund({ ...late, status: 'Cancelled', held: 0 })).toBe('refunded');
    expect(stateAfterRefund({ ...late, status: 'Cancelled', held: 1000 })).toBeNull();
    // Paid twice with the order still paid by its first attempt: refunding the second changes nothing.
    expect(stateAfterRefund({ ...late, orderState: 'paid' })).toBeNull();
    // A late payment refunded in two parts: owed until the second part, then paid.
    expect(stateAfterRefund({ ...late, full: false, held: 1500 })).toBeNull();
    // Packed to less than was paid: owed until what is held is down to the total.
    const packedLess = { ...own, orderState: 'refund_due', total: 800 };
    expect(stateAfterRefund({ ...packedLess, held: 850 })).toBeNull();
    expect(stateAfterRefund({ ...packedLess, held: 800 })).toBe('partially_refunded');
    // All of it refunded, more than was owed: refunded, not partly.
    expect(stateAfterRefund({ ...packedLess, full: true, held: 0 })).toBe('refunded');
    expect(stateAfterRefund({ ...late, held: 1000, total: 800 })).toBeNull();
  });

  it('weighs a packing change on a paid order against what is held of the payment', () => {
    const paid = { paymentState: 'paid', method: 'khalti', held: 1000, ownHeld: 1000, ownRefunded: 0, total: 1000 };
    expect(afterRepack(paid)).toBeNull();
    expect(afterRepack({ ...paid, total: 1040 })).toBe('refuse');
    expect(afterRepack({ ...paid, total: 960 })).toBe('refund_due');
    // Weighed back up to what was paid: paid again, or partly refunded once some of it went back.
    expect(afterRepack({ ...paid, paymentState: 'refund_due' })).toBe('paid');
    expect(
      afterRepack({ ...paid, paymentState: 'refund_due', held: 900, ownHeld: 900, ownRefunded: 100, total: 900 }),
    ).toBe('partially_refunded');
    // Cash on delivery, or a wallet not paid yet (refused elsewhere): nothing to weigh.
    // Paid twice: the second payment is owed back whole, never kept towards a dearer packing.
    const twice = { ...paid, paymentState: 'refund_due', held: 2000, ownHeld: 1000 };
    expect(afterRepack({ ...twice, total: 1200 })).toBe('refuse');
    expect(afterRepack({ ...twice, total: 900 })).toBe('refund_due');
    expect(afterRepack({ ...twice, total: 1000 })).toBe('refund_due');
    expect(afterRepack({ ...paid, method: 'cod', paymentState: 'cod', total: 2000 })).toBeNull();
    expect(afterRepack({ ...paid, paymentState: 'refunded', total: 2000 })).toBeNull();
  });

  it('expires an order past the limit, never under a lease', () => {
    const since = new Date('2026-06-15T06:00:00Z');
    const now = new Date('2026-06-15T07:00:00Z');
    const base = { paymentState: 'awaiting' as const, since, now, limitMinutes: 45, leaseUntil: null };
    expect(shouldExpire(base)).toBe(true);
    expect(shouldExpire({ ...base, limitMinutes: 90 })).toBe(false);
    expect(shouldExpire({ ...base, leaseUntil: new Date('2026-06-15T07:01:00Z') })).toBe(false);
    expect(shouldExpire({ ...base, leaseUntil: new Date('2026-06-15T06:59:00Z') })).toBe(true);
    expect(shouldExpire({ ...base, paymentState: 'paid' })).toBe(false);
  });

  it('bounds refunds by what is left of the payment', () => {
    expect(refundProblem(500, 1000, 0)).toBe('');
    expect(refundProblem(600, 1000, 500)).not.toBe('');
    expect(refundProblem(0, 1000, 0)).not.toBe('');
    expect(refundProblem(1.5, 1000, 0)).not.toBe('');
  });

  it('tells the rider a wallet paid, even once some or all of it went back', () => {
    for (const state of ['paid', 'partially_refunded', 'refund_due', 'refunded'] as const) {
      expect(paidByWallet(state, 'esewa')).toBe(true);
      expect(paidByWallet(state, 'khalti')).toBe(true);
    }
    for (const state of ['awaiting', 'unpaid'] as const) expect(paidByWallet(state, 'esewa')).toBe(false);
    expect(paidByWallet('cod', 'cod')).toBe(false);
    expect(paidByWallet('refunded', 'cod')).toBe(false);
  });

  it('owes back what a wallet paid beyond what the order keeps', () => {
    const order = { status: 'Delivered', method: 'esewa', total: 1000, held: 1000, ownHeld: 1000 };
    expect(owedBack(order)).toBe(0);
    // Paid twice: the second payment whole.
    expect(owedBack({ ...order, held: 2000 })).toBe(1000);
    // Packed to less: the difference; with a second payment too, both.
    expect(owedBack({ ...order, total: 700 })).toBe(300);
    expect(owedBack({ ...order, total: 700, held: 2000 })).toBe(1300);
    // Cancelled: all that is held, its own payment too.
    expect(owedBack({ ...order, status: 'Cancelled', held: 1400 })).toBe(1400);
    // A cash order: the rider collects the total, so a wallet payment that landed is all owed back.
    expect(owedBack({ ...order, method: 'cod', held: 800, ownHeld: 0 })).toBe(800);
    // Part of its own payment refunded already: only what is still held counts.
    expect(owedBack({ ...order, total: 700, held: 800, ownHeld: 800 })).toBe(100);
  });
});
