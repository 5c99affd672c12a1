// A refund from the desk's order page (docs/payments.md "Refunds from the desk"): only a lead (the staff flag
// PocketBase reports on /api/desk/riders) and only an attempt of this order that holds money. The form is checked
// before Khalti is asked, so a refused form moves no money; each refund is an order event (recordRefund).
import { readRiders } from '../../lib/data/cash.server';
import { postPaymentLease, readDeskPayments, releasePaymentLease } from '../../lib/data/payments.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { type RefundRefusal, readRefundForm } from './desk-refund';
import { refundPayment } from './flow.server';
import { isWallet } from './state';

export type DeskRefundOutcome =
  | { kind: 'done' }
  | { kind: 'refused'; status: number; why: RefundRefusal | 'lead_only' | 'wallet_failed'; left: number };

/** Longer than Khalti's refund API may take to answer (TIMEOUT_MS in src/features/payments/wallet-client.server.ts). */
const REFUND_HOLD_SECONDS = 60;

async function findAttempt(pb: StaffClient, orderId: string, form: FormData) {
  const attempts = await readDeskPayments(pb, orderId);
  const attempt = attempts.find((a) => a.id === String(form.get('payment') ?? ''));
  return attempt && isWallet(attempt.wallet) ? { ...attempt, wallet: attempt.wallet } : null;
}

export async function deskRefund(
  pb: StaffClient,
  orderId: string,
  form: FormData,
  staffEmail: string,
): Promise<DeskRefundOutcome> {
  const { lead } = await readRiders(pb);
  if (!lead) return { kind: 'refused', status: 403, why: 'lead_only', left: 0 };
  const first = await findAttempt(pb, orderId, form);
  if (!first) return { kind: 'refused', status: 404, why: 'not_refundable', left: 0 };
  // Held while the wallet is asked, so a double tap or a second tab sends no second refund beside this one; read
  // again under the hold (the compare-and-set below sees every refund recorded before it).
  const held = await postPaymentLease(first.attempt, REFUND_HOLD_SECONDS);
  if (held.status === 409) return { kind: 'refused', status: 409, why: 'changed', left: first.amount - first.refunded };
  const attempt = (await findAttempt(pb, orderId, form)) ?? first;
  const left = attempt.amount - attempt.refunded;
  const read = readRefundForm(attempt, {
    amount: form.get('amount'),
    reason: form.get('reason'),
    reference: form.get('reference'),
    refundedSeen: form.get('refunded_seen'),
  });
  if (read.kind === 'refused') {
    await releasePaymentLease(attempt.attempt);
    return { kind: 'refused', status: read.why === 'changed' ? 409 : 400, why: read.why, left };
  }
  const { ask } = read;
  const answer = await refundPayment({
    attempt: attempt.attempt,
    wallet: attempt.wallet,
    rupees: ask.rupees,
    whole: ask.whole,
    walletRef: attempt.walletRef,
    reference: attempt.wallet === 'esewa' ? `eSewa ${ask.reference}; ${ask.reason}` : '',
    reason: ask.reason,
    actor: `staff: ${staffEmail}`,
  });
  // Recorded: PocketBase ended the hold with it (lib/payments.js recordRefund).
  if (answer.status === 200) return { kind: 'done' };
  await releasePaymentLease(attempt.attempt);
  if (answer.status === 502) return { kind: 'refused', status: 502, why: 'wallet_failed', left };
  return { kind: 'refused', status: answer.status === 409 ? 409 : 400, why: 'not_refundable', left };
}
