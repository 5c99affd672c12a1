// What the cash routes refuse (pocketbase/pb_hooks/lib/cash-rules.js PROBLEMS), in the desk's language: PocketBase
// answers a key beside its English sentence, and the Nepali desk says the same by the key.
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import cashRules from '../../../pocketbase/pb_hooks/lib/cash-rules.js';

const PROBLEM_WORDS: Record<string, (locale: Locale) => string> = {
  cash_amount: (locale) => m.cash_problem_cash_amount({}, { locale }),
  cash_decimals: (locale) => m.cash_problem_cash_decimals({}, { locale }),
  note_long: (locale) => m.cash_problem_note_long({}, { locale }),
  cash_needs_reason: (locale) => m.cash_problem_cash_needs_reason({}, { locale }),
  cash_not_short: (locale) => m.cash_problem_cash_not_short({}, { locale }),
  nothing_due: (locale) => m.cash_problem_nothing_due({}, { locale }),
  handed_amount: (locale) => m.cash_problem_handed_amount({}, { locale }),
  handed_decimals: (locale) => m.cash_problem_handed_decimals({}, { locale }),
  handed_below_zero: (locale) => m.cash_problem_handed_below_zero({}, { locale }),
  correction_needs_reason: (locale) => m.cash_problem_correction_needs_reason({}, { locale }),
  correction_zero: (locale) => m.cash_problem_correction_zero({}, { locale }),
  correction_repeats: (locale) => m.cash_problem_correction_repeats({}, { locale }),
  correction_out_of_range: (locale) => m.cash_problem_correction_out_of_range({}, { locale }),
  nothing_recorded: (locale) => m.cash_problem_nothing_recorded({}, { locale }),
};

/**
 * A refusal in the desk's language: PocketBase's own sentence on the English desk; by its key on the Nepali one, or
 * `fallback` for a refusal without a known key.
 */
export function cashRefusalText(
  refusal: { problem: string; message: string },
  locale: Locale,
  fallback: (locale: Locale) => string,
): string {
  if (locale === 'en' && refusal.message) return refusal.message;
  return PROBLEM_WORDS[refusal.problem]?.(locale) ?? fallback(locale);
}

/**
 * The desk order page's total line: "collect in cash" only when the rider still collects it (cash-rules.js cashDue):
 * not once the order is cancelled (refused at the door too) or its cash recorded at delivery; a wallet's order says
 * it is paid, still waiting for its payment, owed back (paid twice, or paid after it was cancelled: a cash order too)
 * or refunded.
 */
export function deskTotalLabel(
  order: { total: number; paymentState: string; paymentMethod: string; status: string; cashCollected: number | null },
  locale: Locale,
): string {
  const { total, paymentState, paymentMethod: method } = order;
  if (paymentState === 'refund_due') return m.desk_total_refund_due({}, { locale });
  if (paymentState === 'refunded') return m.desk_total_refunded({}, { locale });
  if (order.status === 'Cancelled') return m.desk_total_cancelled({}, { locale });
  if (order.cashCollected !== null && order.status === 'Delivered') return m.desk_total_cash_recorded({}, { locale });
  if (cashRules.cashDue(total, paymentState, method) > 0) return m.desk_total_cash({}, { locale });
  if (paymentState === 'awaiting' || paymentState === 'unpaid') return m.desk_total_awaiting({}, { locale });
  return m.desk_total_wallet({}, { locale });
}

/** Why the cash a rider recorded differs from the total, in words ("" for none). */
export function cashReasonText(reason: string, locale: Locale): string {
  if (reason === 'short') return m.cash_reason_short({}, { locale });
  if (reason === 'no_change') return m.cash_reason_no_change({}, { locale });
  if (reason === 'refused') return m.cash_reason_refused({}, { locale });
  return '';
}
