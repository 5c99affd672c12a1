// The desk's "Refunds due" list (docs/payments.md "Refunds due"): every order that owes a wallet payment back, whatever
// its day, oldest first, with what it owes. Pure: the payments come from readRefundsDue
// (src/lib/data/payments.server.ts), the rule of what is owed from lib/payment-state.js (owedBack).
import type { RefundDuePayment } from '../../lib/data/payments.server';
import type { Locale } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { methodName } from '../payments/words';
import { owedBack } from '../payments/state';
import { deskStatusName } from './words';

export interface RefundDueRow {
  id: string;
  orderNumber: string;
  customerName: string;
  statusText: string;
  /** The wallets that paid what is owed ("eSewa", "eSewa · Khalti"). */
  walletText: string;
  owed: number;
  owedText: string;
}

/** What of these payments is still held (paid in, less what was refunded). */
const heldOf = (payments: RefundDuePayment[]) => payments.reduce((sum, p) => sum + p.amount - p.refunded, 0);

export function refundsDue(payments: RefundDuePayment[], locale: Locale): RefundDueRow[] {
  const byOrder = new Map<string, RefundDuePayment[]>();
  for (const p of payments) byOrder.set(p.order.id, [...(byOrder.get(p.order.id) ?? []), p]);
  const rows: (RefundDueRow & { created: string })[] = [];
  for (const [id, own] of byOrder) {
    const order = own[0]?.order;
    if (!order) continue;
    const owed = owedBack({
      status: order.status,
      method: order.paymentMethod,
      total: order.total,
      held: heldOf(own),
      ownHeld: heldOf(own.filter((p) => !p.late)),
    });
    if (owed <= 0) continue;
    rows.push({
      id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      statusText: deskStatusName(order.status, locale),
      walletText: [...new Set(own.map((p) => methodName(p.wallet, locale)))].join(' · '),
      owed,
      owedText: formatMoney(owed, locale),
      created: order.created,
    });
  }
  return rows.sort((a, b) => a.created.localeCompare(b.created)).map(({ created: _, ...row }) => row);
}
