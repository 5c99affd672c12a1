// Wallet payments (docs/payments.md): the routes of pocketbase/pb_hooks/payments.pb.js, each one write transaction
// with the order's change and its event, and the reads the background check and checkout need, as the shop's
// service account. Answers of 4xx come back as values (the route's words); anything else throws.
import { ClientResponseError } from 'pocketbase';
import { withService } from '../pocketbase.server';
import type { OrdersResponse, PaymentsResponse, SiteSettingsResponse } from './pocketbase-types';
import type { StaffClient } from './staff.server';

export type RouteAnswer = { status: number; body: Record<string, unknown> };

async function route(path: string, body: object): Promise<RouteAnswer> {
  try {
    const answer = await withService((pb) => pb.send(path, { method: 'POST', body }));
    return { status: 200, body: (answer ?? {}) as Record<string, unknown> };
  } catch (err) {
    if (!(err instanceof ClientResponseError) || err.status < 400 || err.status >= 500) throw err;
    return { status: err.status, body: (err.response ?? {}) as Record<string, unknown> };
  }
}

export const postPaymentStart = (body: {
  orderNumber: string;
  accessToken: string;
  wallet: 'esewa' | 'khalti';
  attempt: string;
  pidx?: string;
}) => route('/api/shop/payments/start', body);

/** Holds the attempt while the shop asks its wallet (the order is not cancelled meanwhile); notes Khalti's pidx. */
export const postPaymentLease = (attempt: string, seconds: number, pidx?: string) =>
  route('/api/shop/payments/lease', pidx ? { attempt, seconds, pidx } : { attempt, seconds });

export const postPaymentSettle = (body: {
  attempt: string;
  verdict: string;
  amountPaisa?: number;
  walletStatus?: string;
  walletRef?: string;
}) => route('/api/shop/payments/settle', body);

/**
 * Marks a Khalti attempt whose refunds the shop cannot be sure of, or clears the mark (lib/payments.js
 * markRefundUnsure); cleared, its hold ends too.
 */
export const postRefundUnsure = (attempt: string, unsure: boolean) =>
  route('/api/shop/payments/refund-unsure', { attempt, unsure });

/** Ends a lease taken for a desk refund the wallet refused (lib/payments.js takeLease). */
export const releasePaymentLease = (attempt: string) => route('/api/shop/payments/lease', { attempt, release: true });

export const postSwitchToCod = (orderNumber: string, accessToken: string) =>
  route('/api/shop/payments/cod', { orderNumber, accessToken });

export const postExpireOrder = (order: string) => route('/api/shop/payments/expire', { order });

export const postRefund = (body: { attempt: string; rupees: number; reference: string; actor: string }) =>
  route('/api/shop/payments/refund', body);

export type OpenAttempt = {
  attempt: string;
  wallet: 'esewa' | 'khalti';
  pidx: string;
  amount: number;
  order: string;
  created: string;
};

/**
 * How long an eSewa attempt eSewa answered NOT_FOUND for is asked about again. eSewa knows a payment only once the
 * shopper paid on its page: a check in the seconds before they tap "Pay" finds nothing, and a shopper who then pays
 * and closes the app never comes back to say so (docs/payments.md "Background check and expiry"). eSewa answers the
 * same for a payment given up, so not for ever: two hours outlast its payment page and the shop's default wait.
 */
export const ESEWA_NOT_FOUND_RECHECK_HOURS = 2;

/**
 * Attempts the wallet has not settled yet (and eSewa's not found yet, for a while), the least recently checked first
 * (never checked before any), so each pass reaches past attempts a wallet keeps calling pending instead of asking
 * about the same oldest ones again.
 */
export async function readOpenAttempts(limit = 200, now = new Date()): Promise<OpenAttempt[]> {
  const since = new Date(now.getTime() - ESEWA_NOT_FOUND_RECHECK_HOURS * 3_600_000).toISOString().replace('T', ' ');
  return withService(async (pb) => {
    const rows = await pb.collection('payments').getList<PaymentsResponse>(1, limit, {
      filter: pb.filter(
        "state = 'started' || (state = 'failed' && wallet = 'esewa' && wallet_status = 'NOT_FOUND' && created >= {:since})",
        { since },
      ),
      sort: 'checked_at,created',
      fields: 'attempt,wallet,pidx,amount,order,created',
    });
    return rows.items.map((r) => ({
      attempt: String(r.attempt),
      wallet: r.wallet === 'khalti' ? 'khalti' : 'esewa',
      pidx: String(r.pidx ?? ''),
      amount: Number(r.amount),
      order: String(r.order),
      created: String(r.created),
    }));
  });
}

/** Expires every order left unpaid past the operator's limit (PocketBase chooses them: the service reads no orders). */
export const postExpireDue = () => route('/api/shop/payments/expire-due', {});

export type WalletSwitches = { esewa: boolean; khalti: boolean; waitMinutes: number };

/** Which wallets the operator turned on (site_settings); none when there is no settings record. */
export async function readWalletSwitches(): Promise<WalletSwitches> {
  return withService(async (pb) => {
    const rows = await pb
      .collection('site_settings')
      .getList<SiteSettingsResponse>(1, 1, { fields: 'esewa_on,khalti_on,wallet_wait_minutes' });
    const r = rows.items[0];
    const minutes = Number(r?.wallet_wait_minutes ?? 0);
    return { esewa: r?.esewa_on === true, khalti: r?.khalti_on === true, waitMinutes: minutes > 0 ? minutes : 60 };
  });
}

/** An order's payment fields and attempts, for the order page (by number and access token, checked by the caller). */
export async function readOrderPayments(orderId: string) {
  return withService(async (pb) => {
    const rows = await pb.collection('payments').getFullList<PaymentsResponse>({
      filter: pb.filter('order = {:o}', { o: orderId }),
      sort: 'created',
      fields: 'attempt,wallet,state,amount,refunded,wallet_ref,created',
    });
    return rows.map((r) => ({
      attempt: String(r.attempt),
      wallet: String(r.wallet),
      state: String(r.state),
      amount: Number(r.amount),
      refunded: Number(r.refunded ?? 0),
      walletRef: String(r.wallet_ref ?? ''),
    }));
  });
}

/** What a refund from the desk weighs against (src/features/payments/desk-refund.ts withRefundLimits), read now. */
export async function readRefundOrder(
  pb: StaffClient,
  orderId: string,
): Promise<{ status: string; method: string; total: number }> {
  const order = await pb
    .collection('orders')
    .getOne<Pick<OrdersResponse, 'status' | 'payment_method' | 'total'>>(orderId, {
      fields: 'status,payment_method,total',
    });
  return {
    status: String(order.status ?? ''),
    method: String(order.payment_method ?? ''),
    total: Number(order.total ?? 0),
  };
}

/** An order's payment attempts as the desk reads them, with the staff member's own token (payments' list rule). */
export async function readDeskPayments(pb: StaffClient, orderId: string): Promise<DeskPayment[]> {
  const rows = await pb.collection('payments').getFullList<PaymentsResponse>({
    filter: pb.filter('order = {:o}', { o: orderId }),
    sort: 'created,id',
    fields: 'id,attempt,wallet,state,late,amount,refunded,wallet_ref,pidx,refund_ref,refund_unsure,created',
  });
  return rows.map((r) => ({
    id: String(r.id),
    attempt: String(r.attempt),
    wallet: String(r.wallet),
    state: String(r.state),
    late: r.late === true,
    amount: Number(r.amount ?? 0),
    refunded: Number(r.refunded ?? 0),
    walletRef: String(r.wallet_ref ?? ''),
    pidx: String(r.pidx ?? ''),
    refundRef: String(r.refund_ref ?? ''),
    refundUnsure: r.refund_unsure === true,
    created: String(r.created ?? ''),
  }));
}

export type DeskPayment = {
  id: string;
  attempt: string;
  wallet: string;
  state: string;
  /** Paid twice or after cancelling: owed back, and still marked so after its refund (payments.late). */
  late: boolean;
  amount: number;
  refunded: number;
  walletRef: string;
  /** Khalti's payment id, looked up before a refund (empty for eSewa). */
  pidx: string;
  refundRef: string;
  /** Khalti may have refunded some of it unrecorded: refunds are recorded by hand from its portal until cleared. */
  refundUnsure: boolean;
  created: string;
};

/** One payment of an order that owes money back, with its order (readRefundsDue). */
export type RefundDuePayment = {
  wallet: string;
  late: boolean;
  amount: number;
  refunded: number;
  order: {
    id: string;
    orderNumber: string;
    customerName: string;
    status: string;
    paymentMethod: string;
    total: number;
    created: string;
  };
};

type RefundDueRecord = Pick<PaymentsResponse, 'wallet' | 'late' | 'amount' | 'refunded'> & {
  expand?: {
    order?: Pick<
      OrdersResponse,
      'id' | 'orderNumber' | 'customerName' | 'status' | 'payment_method' | 'total' | 'created'
    >;
  };
};

/**
 * The payments that hold money of every order owing some back, whatever its day (docs/payments.md "Refunds due"): an
 * order in refund_due, and a cash order whose late wallet payment is not yet all back. Read with the staff member's
 * own token (payments' list rule).
 */
export async function readRefundsDue(pb: StaffClient): Promise<RefundDuePayment[]> {
  const rows = await pb.collection('payments').getFullList<RefundDueRecord>({
    filter:
      "(order.payment_state = 'refund_due' || late = true) && (state = 'success' || state = 'late' || state = 'partially_refunded')",
    sort: 'created,id',
    expand: 'order',
    fields:
      'wallet,late,amount,refunded,expand.order.id,expand.order.orderNumber,expand.order.customerName,expand.order.status,expand.order.payment_method,expand.order.total,expand.order.created',
    batch: 500,
  });
  return rows.flatMap((r) => {
    const o = r.expand?.order;
    if (!o) return [];
    return [
      {
        wallet: String(r.wallet),
        late: r.late === true,
        amount: Number(r.amount ?? 0),
        refunded: Number(r.refunded ?? 0),
        order: {
          id: String(o.id),
          orderNumber: String(o.orderNumber),
          customerName: String(o.customerName ?? ''),
          status: String(o.status),
          paymentMethod: String(o.payment_method || 'cod'),
          total: Number(o.total ?? 0),
          created: String(o.created ?? ''),
        },
      },
    ];
  });
}
