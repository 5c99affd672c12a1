/**
 * Back-in-stock requests as plain rules the island and the server share (docs/notifications.md "Back in stock"): the
 * code's shape and the sentences a refusal is said with, in the page's language. Pure: no zod, no I/O.
 */
import type { StockAlertRefusal } from '../../lib/data/stock-alerts.server';
import type { Locale } from '../../lib/i18n';
import { latinDigits } from '../../lib/text';
import { formatNumber } from '../../lib/money';
import * as m from '../../paraglide/messages.js';

/** The code the shop sends: 6 digits. */
export const CODE_LENGTH = 6;
export const CODE_PATTERN = /^\d{6}$/;

/** The code as typed (spaces dropped, Devanagari digits read as Latin ones). */
export function readCode(value: string): string {
  return latinDigits(value).replace(/\s+/g, '');
}

/** The sentence a shopper reads for a refusal, in the page's language. */
export function refusalSentence(refusal: StockAlertRefusal, locale: Locale, attemptsLeft = 0): string {
  switch (refusal) {
    case 'invalid_phone':
      return m.form_phone_hint({}, { locale });
    case 'not_found':
      return m.alert_not_found({}, { locale });
    case 'orderable':
      return m.alert_orderable({}, { locale });
    case 'too_many_codes':
      return m.alert_too_many_codes({}, { locale });
    case 'codes_busy':
      return m.alert_codes_busy({}, { locale });
    case 'invalid_code':
      return m.alert_code_shape({}, { locale });
    case 'wrong_code':
      return m.alert_wrong_code({ left: formatNumber(attemptsLeft, locale) }, { locale });
    case 'expired':
      return m.alert_code_expired({}, { locale });
    case 'too_many_attempts':
      return m.alert_too_many_attempts({}, { locale });
  }
}
