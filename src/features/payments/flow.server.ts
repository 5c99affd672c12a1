// Paying an order by wallet, on the shop's server (docs/payments.md, "Flow"): start an attempt and send the shopper
// to the wallet; when they come back (or do not), ask the wallet's server and write what it said through
// PocketBase's payment routes. The shopper's browser only ever brings an attempt id: whether it is paid is what
// eSewa's status API or Khalti's lookup says, for the amount the shop recorded.
import { randomBytes } from 'node:crypto';
import {
  postExpireDue,
  postPaymentLease,
  postPaymentSettle,
  postPaymentStart,
  postRefund,
  readOpenAttempts,
  readWalletSwitches,
  type RouteAnswer,
  postRefundUnsure,
} from '../../lib/data/payments.server';
import { rupeesToPaisa } from './amount';
import { esewaConfig, khaltiConfig } from './config.server';
import { type EsewaForm, esewaAmountMatches, esewaForm, readEsewaSuccess } from './esewa.server';
import { khaltiInitiateBody, khaltiRefundCheck } from './khalti';
import { esewaVerdict, isWallet, khaltiVerdict, type Wallet, type WalletVerdict } from './state';
import { esewaStatus, khaltiInitiate, khaltiLookup, khaltiRefund } from './wallet-client.server';

/** How long a check with a wallet holds its attempt (PocketBase caps it at 120 s). */
const LEASE_SECONDS = 60;

export type Started =
  | { kind: 'esewa-form'; action: string; fields: EsewaForm }
  | { kind: 'redirect'; url: string }
  | { kind: 'refused'; reason: 'wallet_off' | 'not_payable' | 'too_many_attempts' | 'not_found' | 'wallet_error' };

/** The wallets a shopper may choose now: on in the site settings and with their keys set. */
export async function walletsOffered(): Promise<Wallet[]> {
  const on = await readWalletSwitches();
  const offered: Wallet[] = [];
  if (on.esewa && esewaConfig()) offered.push('esewa');
  if (on.khalti && khaltiConfig()) offered.push('khalti');
  return offered;
}

/** A fresh attempt id: the order number and 12 random hex digits (eSewa allows letters, digits and hyphens). */
export function newAttemptId(orderNumber: string): string {
  const base = orderNumber.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40) || 'order';
  return `${base}-${randomBytes(6).toString('hex')}`;
}

/**
 * Where the wallets send the shopper back: the shop's own pay routes (src/pages/pay/). A shopper paying from the
 * Nepali pages carries `lang=ne`, so they come back to the Nepali order page.
 */
export function returnUrls(siteUrl: string, attempt: string, locale: 'en' | 'ne' = 'en') {
  const base = siteUrl.replace(/\/$/, '');
  const q = `attempt=${encodeURIComponent(attempt)}${locale === 'ne' ? '&lang=ne' : ''}`;
  return {
    esewaSuccess: `${base}/pay/esewa/success?${q}`,
    esewaFailure: `${base}/pay/esewa/failure?${q}`,
    khaltiReturn: `${base}/pay/khalti/return?${q}`,
    website: base,
  };
}

/** Starts paying `orderNumber` (its access token proves it is the shopper's) with `wallet`. */
export async function startPayment(input: {
  orderNumber: string;
  accessToken: string;
  wallet: string;
  siteUrl: string;
  locale?: 'en' | 'ne';
}): Promise<Started> {
  if (!isWallet(input.wallet)) return { kind: 'refused', reason: 'wallet_off' };
  if (!(await walletsOffered()).includes(input.wallet)) return { kind: 'refused', reason: 'wallet_off' };
  const attempt = newAttemptId(input.orderNumber);
  const started = await postPaymentStart({
    orderNumber: input.orderNumber,
    accessToken: input.accessToken,
    wallet: input.wallet,
    attempt,
  });
  if (started.status === 404) return { kind: 'refused', reason: 'not_found' };
  // Past the attempts one order may start (pocketbase/pb_hooks/lib/payment-state.js MAX_ATTEMPTS_PER_ORDER): the
  // shopper is told so, and that cash on delivery is still open, not that the order cannot be paid.
  if (started.status === 409 && started.body.code === 'too_many_attempts')
    return { kind: 'refused', reason: 'too_many_attempts' };
  if (started.status !== 200) return { kind: 'refused', reason: 'not_payable' };
  const amount = Number(started.body.amount);
  const urls = returnUrls(input.siteUrl, attempt, input.locale);
  if (input.wallet === 'esewa') {
    const config = esewaConfig();
    if (!config) return { kind: 'refused', reason: 'wallet_off' };
    return {
      kind: 'esewa-form',
      action: config.formUrl,
      fields: esewaForm({
        secret: config.secret,
        productCode: config.productCode,
        totalRupees: amount,
        transactionUuid: attempt,
        successUrl: urls.esewaSuccess,
        failureUrl: urls.esewaFailure,
      }),
    };
  }
  const config = khaltiConfig();
  if (!config) return { kind: 'refused', reason: 'wallet_off' };
  const initiated = await khaltiInitiate(
    config,
    khaltiInitiateBody({
      totalRupees: amount,
      attemptId: attempt,
      orderNumber: input.orderNumber,
      returnUrl: urls.khaltiReturn,
      websiteUrl: urls.website,
    }),
  );
  if (!initiated.ok) {
    // Nothing was started at Khalti: the attempt is settled as failed so the order page offers "pay again".
    await postPaymentSettle({ attempt, verdict: 'failed', walletStatus: 'initiate refused' });
    return { kind: 'refused', reason: 'wallet_error' };
  }
  // Noted on the attempt without holding it (0 s): the shopper may be back before this returns.
  await postPaymentLease(attempt, 0, initiated.value.pidx);
  return { kind: 'redirect', url: initiated.value.paymentUrl };
}

export type Checked =
  | { kind: 'settled'; outcome: string; paymentState: string; orderNumber: string; accessToken: string }
  | { kind: 'busy' | 'unknown' | 'not_found'; orderNumber?: string; accessToken?: string; problem?: string };

/**
 * Asks the wallet's server about `attempt` and records the answer, holding the attempt's lease meanwhile (so the
 * background check never cancels an order while this is in flight, nor do two checks settle it at once).
 * `expectPidx`: the pidx a Khalti redirect named, which must be the attempt's own.
 */
export async function checkAttempt(attempt: string, expectPidx?: string): Promise<Checked> {
  if (!/^[A-Za-z0-9-]{8,64}$/.test(attempt)) return { kind: 'not_found' };
  const lease = await postPaymentLease(attempt, LEASE_SECONDS);
  if (lease.status === 404) return { kind: 'not_found' };
  // Another check holds it (the background one, a second tab): the shopper back from the wallet sees their order
  // page, which says the wallet's answer is awaited, not "this payment is not known" (it would invite paying again).
  if (lease.status === 409) return { kind: 'busy', orderNumber: String(lease.body.orderNumber ?? '') || undefined };
  if (lease.status !== 200) return { kind: 'unknown', problem: `lease answered ${lease.status}` };
  const orderNumber = String(lease.body.orderNumber ?? '');
  const accessToken = String(lease.body.accessToken ?? '');
  const wallet = String(lease.body.wallet);
  const amount = Number(lease.body.amount);
  const pidx = String(lease.body.pidx ?? '');
  let verdict: WalletVerdict;
  let amountPaisa: number | undefined;
  let walletStatus = '';
  let walletRef = '';
  if (wallet === 'esewa') {
    const config = esewaConfig();
    // Released as every other unknown answer is: a wallet that cannot be asked must not hold the order's expiry back.
    if (!config)
      return release(attempt, { kind: 'unknown', orderNumber, accessToken, problem: 'eSewa is not configured' });
    const asked = await esewaStatus(config, attempt, amount);
    if (!asked.ok) return release(attempt, { kind: 'unknown', orderNumber, accessToken, problem: asked.problem });
    verdict = esewaVerdict(asked.value.status);
    walletStatus = asked.value.status;
    walletRef = asked.value.refId;
    // eSewa was asked for this amount; its answer must say the same.
    amountPaisa = esewaAmountMatches(asked.value.totalAmount, amount) ? rupeesToPaisa(amount) : -1;
  } else {
    const config = khaltiConfig();
    if (!config)
      return release(attempt, { kind: 'unknown', orderNumber, accessToken, problem: 'Khalti is not configured' });
    if (!pidx || (expectPidx !== undefined && expectPidx !== pidx))
      return release(attempt, { kind: 'unknown', orderNumber, accessToken, problem: 'not this attempt’s pidx' });
    const asked = await khaltiLookup(config, pidx);
    if (!asked.ok) return release(attempt, { kind: 'unknown', orderNumber, accessToken, problem: asked.problem });
    verdict = khaltiVerdict(asked.value.status);
    walletStatus = asked.value.status;
    walletRef = asked.value.transactionId;
    const total = Number(asked.value.totalAmount);
    amountPaisa = Number.isSafeInteger(total) ? total : -1;
  }
  const settled = await postPaymentSettle({ attempt, verdict, amountPaisa, walletStatus, walletRef });
  if (settled.status !== 200) return { kind: 'unknown', orderNumber, accessToken, problem: `settle ${settled.status}` };
  return {
    kind: 'settled',
    outcome: String(settled.body.outcome),
    paymentState: String(settled.body.paymentState),
    orderNumber,
    accessToken,
  };
}

/** Ends a lease early when the wallet could not be asked: a "pending" settle changes nothing else. */
async function release(attempt: string, answer: Checked): Promise<Checked> {
  await postPaymentSettle({ attempt, verdict: 'pending', walletStatus: 'not reached' });
  return answer;
}

/**
 * eSewa's success redirect: its signed `data` must verify and name this attempt; then the status API decides.
 * A forged, replayed or foreign redirect changes nothing (the status API answers for the attempt the shop holds).
 */
export async function esewaSuccess(
  attempt: string,
  data: string,
): Promise<Checked | { kind: 'refused'; problem: string }> {
  const config = esewaConfig();
  if (!config) return { kind: 'refused', problem: 'eSewa is not configured' };
  const read = readEsewaSuccess(data, config.secret, config.productCode);
  if (!read.ok) return { kind: 'refused', problem: read.problem };
  if (read.value.transactionUuid !== attempt) return { kind: 'refused', problem: 'the answer is for another payment' };
  return checkAttempt(attempt);
}

/**
 * The background check (docs/payments.md, "Background check"): every attempt still open is asked about (eSewa's
 * status API, Khalti's lookup, as both prescribe when no answer came back), then orders unpaid past the operator's
 * limit are cancelled by PocketBase, which skips any whose check is in flight (a lease).
 */
export async function sweepPayments(): Promise<{ checked: number; expired: number }> {
  let checked = 0;
  for (const open of await readOpenAttempts()) {
    const result = await checkAttempt(open.attempt);
    if (result.kind === 'settled') checked++;
  }
  const answer = await postExpireDue();
  return { checked, expired: Number(answer.body.expired ?? 0) };
}

/**
 * A refund from the desk: Khalti's refund API (whole or part, in paisa), or an eSewa refund made by hand in eSewa's
 * merchant portal with its reference. Recorded with its `refunded` event only once the wallet took it.
 */
export async function refundPayment(input: {
  attempt: string;
  wallet: Wallet;
  rupees: number;
  whole: boolean;
  walletRef: string;
  reference: string;
  /** The staff member's reason, kept with Khalti's answer in the refund's order event. */
  reason?: string;
  actor: string;
  /** For Khalti: the payment to look up, and what the shop recorded of it, checked before a refund is sent. */
  khalti?: { pidx: string; amount: number; refunded: number };
  /** Recorded with `reference` only, nothing sent (eSewa always; Khalti when found in its portal: refundedByHand). */
  byHand?: boolean;
}): Promise<RouteAnswer> {
  if (input.wallet === 'khalti' && !input.byHand) {
    const config = khaltiConfig();
    if (!config || !input.khalti)
      return { status: 400, body: { code: 'invalid', message: 'Khalti is not configured.' } };
    if (!Number.isSafeInteger(input.rupees) || input.rupees <= 0)
      return { status: 400, body: { code: 'invalid', message: 'A refund is a whole number of rupees above 0.' } };
    const recorded = input.khalti;
    // Khalti's refund API has no idempotency key: asked first what it already refunded (khaltiRefundCheck).
    const seen = await khaltiLookup(config, recorded.pidx);
    if (!seen.ok) return { status: 502, body: { code: 'wallet_refused', message: seen.problem } };
    const check = khaltiRefundCheck(seen.value.status, recorded);
    if (check === 'record_rest') {
      const found = await postRefund({
        attempt: input.attempt,
        rupees: recorded.amount - recorded.refunded,
        reference: [`Khalti ${input.walletRef}: found refunded at Khalti, none sent`, input.reason]
          .filter(Boolean)
          .join('; '),
        actor: input.actor,
      });
      return found.status === 200 ? { status: 200, body: { ...found.body, found: true } } : found;
    }
    // Marked unsure before Khalti is asked, and cleared only by a clear answer: a refund whose answer is lost, or made
    // while the shop stops or cannot record it, leaves the mark, so nothing more is sent to Khalti until a lead records
    // what Khalti's portal shows (lib/payments.js markRefundUnsure; recordRefund clears it).
    const marked = await postRefundUnsure(input.attempt, true);
    if (marked.status !== 200) return marked;
    if (check === 'unrecorded')
      return {
        status: 409,
        body: {
          code: 'wallet_unrecorded',
          message: 'Khalti shows a refund of this payment the shop has not recorded.',
        },
      };
    const refunded = await khaltiRefund(config, input.walletRef, input.whole ? undefined : rupeesToPaisa(input.rupees));
    if (!refunded.ok) {
      if (refunded.unsure) return { status: 502, body: { code: 'wallet_unsure', message: refunded.problem } };
      await postRefundUnsure(input.attempt, false);
      return { status: 502, body: { code: 'wallet_refused', message: refunded.problem } };
    }
    const written = await postRefund({
      attempt: input.attempt,
      rupees: input.rupees,
      reference: [refunded.value.detail || `Khalti ${input.walletRef}`, input.reason].filter(Boolean).join('; '),
      actor: input.actor,
    });
    // Khalti made it, and the shop could not record it: the mark stays (a lead records it from Khalti's portal).
    if (written.status !== 200)
      return { status: 502, body: { code: 'wallet_unsure', message: 'Khalti made the refund; recording it failed.' } };
    return written;
  }
  return postRefund({ attempt: input.attempt, rupees: input.rupees, reference: input.reference, actor: input.actor });
}
