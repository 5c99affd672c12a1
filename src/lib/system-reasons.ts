// The reasons PocketBase's hooks write in English on an order and its history (pocketbase/pb_hooks/cash.pb.js: a
// refusal at the door, a short payment, change not given; lib/payments.js: an unpaid wallet order; lib/stock.js: stock
// returned or taken again), in the page's language. What staff or operators typed is shown as they typed it.
import type { Locale } from './i18n';
import * as m from '../paraglide/messages.js';

const SYSTEM_REASONS: readonly { english: string; words: (locale: Locale) => string }[] = [
  { english: 'Refused at the door', words: (locale) => m.cash_reason_refused({}, { locale }) },
  { english: 'Change not given', words: (locale) => m.cash_reason_no_change({}, { locale }) },
  { english: 'Short', words: (locale) => m.reason_short({}, { locale }) },
  { english: 'Not paid in time', words: (locale) => m.reason_not_paid_in_time({}, { locale }) },
  { english: 'Stock returned to its lots', words: (locale) => m.reason_stock_returned({}, { locale }) },
  { english: 'Stock taken again from its lots', words: (locale) => m.reason_stock_taken_again({}, { locale }) },
];

/**
 * A reason in the page's language: a hook's own words ("Refused at the door", alone, with a full stop, or before
 * ": " and the rider's note) in that language, the note kept as typed; any other reason unchanged.
 */
export function reasonText(reason: string, locale: Locale): string {
  if (locale === 'en') return reason;
  for (const known of SYSTEM_REASONS) {
    if (reason === known.english || reason === `${known.english}.`) return known.words(locale);
    if (reason.startsWith(`${known.english}: `))
      return `${known.words(locale)}: ${reason.slice(known.english.length + 2)}`;
  }
  return reason;
}
