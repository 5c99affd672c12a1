// A refund from the desk's order page (docs/payments.md "Refunds from the desk"): only a lead (the staff flag
// PocketBase reports on /api/desk/riders) and only an attempt of this order that holds money. The form is checked
// before Khalti is asked, so a refused form moves no money; each refund is an order event (recordRefund).
import { readRiders } from '../../lib/data/cash.server';
import { readDeskPayments } from '../../lib/data/payments.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { type RefundRefusal, readRefundForm } from './desk-refund';
import { refundPayment } from './flow.server';
import { isWallet } from './state';

export type DeskRefundOutcome =
  | { kind: 'done' }
  | { kind: 'refused'; status: number; why: RefundRefusal | 'lead_only' | 'wallet_failed'; left: number };

export async function deskRefund(
  pb: StaffClient,
  orderId: string,
  form: FormData,
  staffEmail: string,
): Promise<DeskRefundOutcome> {
  const { lead } = await readRiders(pb);
  if (!lead) return { kind: 'refused', status: 403, why: 'lead_only', left: 0 };
  const attempts = await readDeskPayments(pb, orderId);
  const attempt = attempts.find((a) => a.id === String(form.get('payment') ?? ''));
  if (!attempt || !isWallet(attempt.wallet)) return { kind: 'refused', status: 404, why: 'not_refundable', left: 0 };
  const left = attempt.amount - attempt.refunded;
  const read = readRefundForm(attempt, {
    amount: form.get('amount'),
    reason: form.get('reason'),
    reference: form.get('reference'),
  });
  if (read.kind === 'refused') return { kind: 'refused', status: 400, why: read.why, left };
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
  if (answer.status === 200) return { kind: 'done' };
  if (answer.status === 502) return { kind: 'refused', status: 502, why: 'wallet_failed', left };
  return { kind: 'refused', status: answer.status === 409 ? 409 : 400, why: 'not_refundable', left };
}
