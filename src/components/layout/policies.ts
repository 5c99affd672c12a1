// docs/rules.md §9 "Policy texts": the facts the shipping and refund pages (and the
// home page's FAQ and delivery steps) state. One place, so they never disagree.
import { localDigits } from '../../lib/money';

export const POLICY = {
  /** Delivery time anywhere in Nepal. */
  deliveryTime: '2-9 days',
  /** We may cancel an accepted order within this many hours. */
  providerCancelHours: 48,
  /** Returns or exchanges are accepted this many days after receipt. */
  returnWindowDays: 5,
  /** An exchange arrives this long after the pickup of the returned item. */
  exchangeDeliveryTime: '3-5 days',
  /** Delivery discrepancies must be reported within this many hours of "delivered". */
  discrepancyReportHours: 48,
  /** Time for a refund to reach the customer. */
  refundTime: '5-7 days',
} as const;

/** A span of days from POLICY in Nepali ("5-7 days" → "५-७ दिन"): the constant's span in Devanagari digits. */
export function inNepaliDays(span: string): string {
  return localDigits(span.replace(/ days$/, ' दिन'), 'ne');
}
