// The desk's words for how an order is paid (docs/payments.md "States"), in English and Nepali.
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import type { RefundRefusal } from './desk-refund';

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

/** A refused refund as one sentence; `left` is what is left of the payment, already formatted. */
export function refundRefusalText(
  why: RefundRefusal | 'lead_only' | 'wallet_failed',
  left: string,
  locale: Locale,
): string {
  switch (why) {
    case 'lead_only':
      return m.paydesk_refund_lead_only({}, { locale });
    case 'bad_amount':
      return m.paydesk_refund_bad_amount({}, { locale });
    case 'too_much':
      return m.paydesk_refund_too_much({ amount: left }, { locale });
    case 'no_reason':
      return m.paydesk_refund_no_reason({}, { locale });
    case 'no_reference':
      return m.paydesk_refund_no_reference({}, { locale });
    case 'wallet_failed':
      return m.paydesk_refund_wallet_failed({}, { locale });
    default:
      return m.paydesk_refund_not_refundable({}, { locale });
  }
}
