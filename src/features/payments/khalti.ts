// Khalti KPG-2: what the shop sends to start a payment and how it reads the lookup API (the only proof of payment:
// the redirect's query is the shopper's browser talking). Pure; the calls are in wallet-client.server.ts.
// What came from Khalti's documents and what is assumed: docs/payments.md.
import { amountMatches, rupeesToPaisa } from './amount';

export const KHALTI_STATUSES = [
  'Completed',
  'Pending',
  'Initiated',
  'Refunded',
  'Expired',
  'User canceled',
  'Partially Refunded',
] as const;
export type KhaltiStatus = (typeof KHALTI_STATUSES)[number];

export type KhaltiInitiate = {
  return_url: string;
  website_url: string;
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
};

/** The initiate body: the order's whole-rupee total in paisa. */
export function khaltiInitiateBody(input: {
  totalRupees: number;
  attemptId: string;
  orderNumber: string;
  returnUrl: string;
  websiteUrl: string;
}): KhaltiInitiate {
  return {
    return_url: input.returnUrl,
    website_url: input.websiteUrl,
    amount: rupeesToPaisa(input.totalRupees),
    purchase_order_id: input.attemptId,
    purchase_order_name: `Order ${input.orderNumber}`,
  };
}

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

export type KhaltiStarted = { pidx: string; paymentUrl: string };

// pidx is an opaque token; the shop only passes back what it was given, within a sane shape.
const PIDX = /^[A-Za-z0-9_-]{1,64}$/;
export const isPidx = (value: unknown): value is string => typeof value === 'string' && PIDX.test(value);

export function readKhaltiInitiate(body: unknown): Checked<KhaltiStarted> {
  const b = (body ?? {}) as Record<string, unknown>;
  if (!isPidx(b.pidx)) return { ok: false, problem: 'Khalti gave no pidx' };
  if (typeof b.payment_url !== 'string' || !/^https?:\/\//.test(b.payment_url))
    return { ok: false, problem: 'Khalti gave no payment_url' };
  return { ok: true, value: { pidx: b.pidx, paymentUrl: b.payment_url } };
}

export type KhaltiLookup = {
  pidx: string;
  status: KhaltiStatus;
  totalAmount: unknown;
  transactionId: string;
  refunded: boolean;
};

export function readKhaltiLookup(body: unknown): Checked<KhaltiLookup> {
  const b = (body ?? {}) as Record<string, unknown>;
  const status = String(b.status ?? '');
  if (!(KHALTI_STATUSES as readonly string[]).includes(status))
    return { ok: false, problem: `Khalti status ${status || 'missing'}` };
  if (!isPidx(b.pidx)) return { ok: false, problem: 'Khalti lookup has no pidx' };
  return {
    ok: true,
    value: {
      pidx: b.pidx,
      status: status as KhaltiStatus,
      totalAmount: b.total_amount,
      transactionId: typeof b.transaction_id === 'string' ? b.transaction_id : '',
      refunded: b.refunded === true,
    },
  };
}

/** Khalti writes paisa as a whole number. */
export const khaltiAmountMatches = (written: unknown, totalRupees: number): boolean =>
  amountMatches(written, rupeesToPaisa(totalRupees), 1);

/**
 * Before the desk sends a Khalti refund: what Khalti's lookup says was refunded, against what the shop recorded.
 * Khalti's refund API takes no idempotency key, and a refund whose answer was lost (a timeout, a dropped connection,
 * a 5xx) may have gone through, so a second one is sent only when Khalti agrees nothing more was refunded:
 * - send: Khalti shows no refund beyond the shop's records (Completed, or Partially Refunded after a recorded part);
 * - record_rest: Khalti shows all of it refunded and the shop recorded less: the lost refund is recorded, none sent;
 * - unrecorded: Khalti shows part refunded and the shop recorded none: how much is known only in Khalti's portal.
 */
export function khaltiRefundCheck(
  status: KhaltiStatus,
  attempt: { amount: number; refunded: number },
): 'send' | 'record_rest' | 'unrecorded' {
  if (status === 'Refunded') return attempt.refunded < attempt.amount ? 'record_rest' : 'send';
  if (status === 'Partially Refunded' && attempt.refunded === 0) return 'unrecorded';
  return 'send';
}
