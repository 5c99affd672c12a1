// A refund from the desk's order page (docs/payments.md "Refunds from the desk"): only a lead (the staff flag
// PocketBase reports on /api/desk/riders) and only an attempt of this order that holds money. The form is checked
// before Khalti is asked, so a refused form moves no money; each refund is an order event (recordRefund).
import { readRiders } from '../../lib/data/cash.server';
import {
  postPaymentLease,
  postRefundUnsure,
  readDeskPayments,
  readRefundOrder,
  releasePaymentLease,
} from '../../lib/data/payments.server';
import type { StaffClient } from '../../lib/data/staff.server';
import {
  type RefundRefusal,
  readRefundForm,
  owedNow,
  type WalletRefusal,
  wholeRupees,
  withRefundWeighing,
} from './desk-refund';
import { refundPayment } from './flow.server';
import { isWallet } from './state';

export type DeskRefundOutcome =
  /** found: Khalti had refunded it already (an answer lost before): recorded, no second refund sent. */
  | { kind: 'done'; found?: true }
  | { kind: 'refused'; status: number; why: RefundRefusal | WalletRefusal | 'lead_only'; left: number };

/** Longer than Khalti's refund API may take to answer (TIMEOUT_MS in src/features/payments/wallet-client.server.ts). */
const REFUND_HOLD_SECONDS = 60;

/** The form's attempt of this order, weighed against the order now (withRefundWeighing). */
async function findAttempt(pb: StaffClient, orderId: string, form: FormData) {
  const [attempts, order] = await Promise.all([readDeskPayments(pb, orderId), readRefundOrder(pb, orderId)]);
  const limited = withRefundWeighing(attempts, order);
  const attempt = limited.find((a) => a.id === String(form.get('payment') ?? ''));
  return attempt && isWallet(attempt.wallet) ? { ...attempt, wallet: attempt.wallet } : null;
}

/** The wallet attempt of this order the form names (null for none), asked by a lead; refused to anyone else. */
async function leadsAttempt(
  pb: StaffClient,
  orderId: string,
  form: FormData,
): Promise<{ refused: DeskRefundOutcome } | { attempt: Awaited<ReturnType<typeof findAttempt>> }> {
  const { lead } = await readRiders(pb);
  if (!lead) return { refused: { kind: 'refused', status: 403, why: 'lead_only', left: 0 } };
  return { attempt: await findAttempt(pb, orderId, form) };
}

export async function deskRefund(
  pb: StaffClient,
  orderId: string,
  form: FormData,
  staffEmail: string,
): Promise<DeskRefundOutcome> {
  const asked = await leadsAttempt(pb, orderId, form);
  if ('refused' in asked) return asked.refused;
  const first = asked.attempt;
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
    byHandSeen: form.get('by_hand'),
  });
  if (read.kind === 'refused') {
    await releasePaymentLease(attempt.attempt);
    // A refund of all of it refused: the sentence names what is owed back instead.
    const named = read.why === 'not_whole' ? owedNow(attempt) : left;
    return { kind: 'refused', status: read.why === 'changed' ? 409 : 400, why: read.why, left: named };
  }
  const { ask } = read;
  const answer = await refundPayment({
    attempt: attempt.attempt,
    wallet: attempt.wallet,
    rupees: ask.rupees,
    whole: ask.whole,
    walletRef: attempt.walletRef,
    byHand: ask.byHand,
    reference: ask.byHand ? `${byHandLabel(attempt.wallet, ask.reference)}; ${ask.reason}` : '',
    reason: ask.reason,
    actor: `staff: ${staffEmail}`,
    khalti: { pidx: attempt.pidx, amount: attempt.amount, refunded: attempt.refunded },
  });
  // Recorded: PocketBase ended the hold with it (lib/payments.js recordRefund).
  if (answer.status === 200) return answer.body.found === true ? { kind: 'done', found: true } : { kind: 'done' };
  // Khalti may have refunded some of it: marked (refundPayment), so nothing more is sent to Khalti until staff record
  // what its portal shows, or say it shows none (the mark ended the hold).
  if (answer.body.code === 'wallet_unsure') return { kind: 'refused', status: 502, why: 'wallet_unsure', left };
  if (answer.body.code === 'wallet_unrecorded') return { kind: 'refused', status: 409, why: 'wallet_unrecorded', left };
  await releasePaymentLease(attempt.attempt);
  if (answer.status === 502) return { kind: 'refused', status: 502, why: 'wallet_failed', left };
  return { kind: 'refused', status: answer.status === 409 ? 409 : 400, why: 'not_refundable', left };
}

/** The reference of a refund recorded by hand, as its wallet's portal shows it. */
const byHandLabel = (wallet: string, reference: string) =>
  wallet === 'esewa' ? `eSewa ${reference}` : `Khalti ${reference} (found in Khalti's portal)`;

/**
 * A lead found no unrecorded refund of a Khalti payment marked unsure in Khalti's portal: the mark is cleared, and it
 * is refunded through Khalti again (which first looks it up: khaltiRefundCheck).
 */
export async function deskRefundNotMade(pb: StaffClient, orderId: string, form: FormData): Promise<DeskRefundOutcome> {
  const asked = await leadsAttempt(pb, orderId, form);
  if ('refused' in asked) return asked.refused;
  const { attempt } = asked;
  // As shown: still marked, and nothing refunded since the page was opened.
  const seen = wholeRupees(form.get('refunded_seen'));
  if (attempt?.wallet !== 'khalti' || !attempt.refundUnsure || seen !== attempt.refunded)
    return { kind: 'refused', status: 409, why: 'changed', left: attempt ? attempt.amount - attempt.refunded : 0 };
  const cleared = await postRefundUnsure(attempt.attempt, false);
  if (cleared.status !== 200)
    return { kind: 'refused', status: 409, why: 'not_refundable', left: attempt.amount - attempt.refunded };
  return { kind: 'done' };
}
