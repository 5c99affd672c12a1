// The desk's words for how an order is paid (docs/payments.md "States") and for the payment events of its history,
// in English and Nepali.
import type { PaymentEvent } from '../../lib/data/order-history.parse';
import type { Locale } from '../../lib/i18n';
import { CURRENCY_PREFIX, CURRENCY_PREFIX_NE, formatMoney, formatNumber } from '../../lib/money';
import * as m from '../../paraglide/messages.js';
import type { RefundRefusal, WalletRefusal } from './desk-refund';
import { isWallet } from './state';

export function methodName(method: string, locale: Locale): string {
  if (method === 'esewa') return m.pay_esewa({}, { locale });
  if (method === 'khalti') return m.pay_khalti({}, { locale });
  return m.paydesk_method_cod({}, { locale });
}

const ORDER_STATES: Record<string, (l: Locale) => string> = {
  awaiting: (locale) => m.paydesk_state_awaiting({}, { locale }),
  paid: (locale) => m.paydesk_state_paid({}, { locale }),
  unpaid: (locale) => m.paydesk_state_unpaid({}, { locale }),
  refund_due: (locale) => m.paydesk_state_refund_due({}, { locale }),
  refunded: (locale) => m.paydesk_state_refunded({}, { locale }),
  partially_refunded: (locale) => m.paydesk_state_partially_refunded({}, { locale }),
};

export function orderPaymentStateName(state: string, locale: Locale): string {
  return (ORDER_STATES[state] ?? ((l: Locale) => m.paydesk_state_cod({}, { locale: l })))(locale);
}

/**
 * The desk list's line for how an order is paid: "eSewa · Awaiting payment", "Khalti · Refund due"; "" for cash on
 * delivery with nothing else to say, so staff see at a glance which open order still waits for its money.
 */
export function deskPaymentText(method: string, state: string, locale: Locale): string {
  if (state === '' || state === 'cod') return '';
  return `${methodName(method, locale)} · ${orderPaymentStateName(state, locale)}`;
}

const ATTEMPT_STATES: Record<string, (l: Locale) => string> = {
  started: (locale) => m.paydesk_attempt_started({}, { locale }),
  success: (locale) => m.paydesk_attempt_success({}, { locale }),
  failed: (locale) => m.paydesk_attempt_failed({}, { locale }),
  late: (locale) => m.paydesk_attempt_late({}, { locale }),
  refused: (locale) => m.paydesk_attempt_refused({}, { locale }),
  refunded: (locale) => m.paydesk_attempt_refunded({}, { locale }),
  partially_refunded: (locale) => m.paydesk_attempt_partially_refunded({}, { locale }),
};

export function attemptStateName(state: string, locale: Locale): string {
  return ATTEMPT_STATES[state]?.(locale) ?? state;
}

/**
 * An attempt's state on the desk. A late payment (paid twice, or after cancelling) keeps saying so after its refund,
 * when its state alone ("Refunded") would read like the order's own payment: "Refunded · Paid late".
 */
export function attemptLabel(attempt: { state: string; late: boolean }, locale: Locale): string {
  const state = attemptStateName(attempt.state, locale);
  if (!attempt.late || attempt.state === 'late') return state;
  return m.paydesk_attempt_refunded_late({ state }, { locale });
}

/** A refused refund as one sentence; `left` is what is left of the payment (for not_whole: what is owed back), formatted. */
export function refundRefusalText(
  why: RefundRefusal | WalletRefusal | 'lead_only',
  left: string,
  locale: Locale,
): string {
  switch (why) {
    case 'lead_only':
      return m.paydesk_refund_lead_only({}, { locale });
    case 'changed':
      return m.paydesk_refund_changed({ amount: left }, { locale });
    case 'bad_amount':
      return m.paydesk_refund_bad_amount({}, { locale });
    case 'too_much':
      return m.paydesk_refund_too_much({ amount: left }, { locale });
    case 'not_whole':
      return m.paydesk_refund_not_whole({ amount: left }, { locale });
    case 'no_reason':
      return m.paydesk_refund_no_reason({}, { locale });
    case 'no_reference':
      return m.paydesk_refund_no_reference({}, { locale });
    case 'no_khalti_reference':
      return m.paydesk_refund_no_khalti_reference({}, { locale });
    case 'wallet_failed':
      return m.paydesk_refund_wallet_failed({}, { locale });
    case 'wallet_unsure':
      return m.paydesk_refund_wallet_unsure({}, { locale });
    case 'wallet_unrecorded':
      return m.paydesk_refund_wallet_unrecorded({}, { locale });
    default:
      return m.paydesk_refund_not_refundable({}, { locale });
  }
}

/** A wallet by name; "the wallet" when an event names none or one the shop does not know. */
function walletName(wallet: string, locale: Locale): string {
  return isWallet(wallet) ? methodName(wallet, locale) : m.desk_payment_some_wallet({}, { locale });
}

/** Rupees as the desk shows money; a wallet's amount with paisa (a refused answer's) keeps them. */
function rupeesText(amount: number, locale: Locale): string {
  if (Number.isInteger(amount)) return formatMoney(amount, locale);
  return `${locale === 'ne' ? CURRENCY_PREFIX_NE : CURRENCY_PREFIX} ${formatNumber(amount, locale)}`;
}

/**
 * A payment event of an order's history (pocketbase/pb_hooks/lib/payments.js recordEvent) in words, with the wallet
 * and the amount where the event names them: "Paid Rs. 1250 with eSewa", "Refunded Rs. 100 through Khalti".
 */
export function paymentEventText(e: PaymentEvent, locale: Locale): string {
  const wallet = walletName(e.wallet, locale);
  const amount = e.amount === null ? '' : rupeesText(e.amount, locale);
  switch (e.event) {
    case 'payment_started':
      return amount
        ? m.desk_payment_started({ wallet, amount }, { locale })
        : m.desk_payment_started_no_amount({ wallet }, { locale });
    case 'paid':
      return amount
        ? m.desk_payment_paid({ wallet, amount }, { locale })
        : m.desk_payment_paid_no_amount({ wallet }, { locale });
    case 'paid_after_cancel':
      return amount
        ? m.desk_payment_paid_late({ wallet, amount }, { locale })
        : m.desk_payment_paid_late_no_amount({ wallet }, { locale });
    case 'paid_twice':
      return amount
        ? m.desk_payment_paid_twice({ wallet, amount }, { locale })
        : m.desk_payment_paid_twice_no_amount({ wallet }, { locale });
    case 'payment_refused':
      return amount
        ? m.desk_payment_refused({ wallet, amount }, { locale })
        : m.desk_payment_refused_no_amount({ wallet }, { locale });
    case 'payment_failed':
      return m.desk_payment_failed({ wallet }, { locale });
    case 'switched_to_cod':
      return m.desk_payment_switched_to_cod({ wallet }, { locale });
    case 'expired':
      return m.desk_payment_expired({}, { locale });
    case 'refunded':
      return amount
        ? m.desk_payment_refunded({ wallet, amount }, { locale })
        : m.desk_payment_refunded_no_amount({ wallet }, { locale });
    default:
      return m.desk_payment_other({ event: e.event || '?' }, { locale });
  }
}

/** The reference a payment event keeps (the wallet's for a payment, the refund's for a refund); "" when none. */
export function paymentEventReference(e: PaymentEvent, locale: Locale): string {
  return e.reference ? m.desk_payment_reference({ reference: e.reference }, { locale }) : '';
}
