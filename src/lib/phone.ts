/**
 * Nepali mobile number rule shared by checkout (docs/rules.md §5 Checkout) and feedback (docs/rules.md §5 Feedback), used by the
 * islands and the server alike.
 *
 * Shoppers write their numbers in several ways: "9812345678", "+977 9812345678", "98-1234-5678",
 * "9812 345 678", and in Devanagari digits from a Nepali keyboard ("९८१२३४५६७८", "+९७७ ९८१२३४५६७८"). All of them
 * mean the same 10 Latin digits, which is what is validated and stored.
 */
import type { Locale } from './i18n';
import { latinDigits } from './text';
import * as m from '../paraglide/messages.js';

/** docs/rules.md §5: starts with 98 or 97 followed by 8 digits (10 digits total). */
export const NEPALI_MOBILE = /^9[78]\d{8}$/;

/** docs/rules.md §5: hint text shown for an invalid phone number (verbatim in English), in the page's language. */
export function phoneHint(locale: Locale = 'en'): string {
  return m.form_phone_hint({}, { locale });
}

/** Digits of a national mobile number. */
export const PHONE_DIGITS = 10;

/** Longest text a phone field accepts before normalising ("+977 98-1234-5678" and the like). */
export const PHONE_INPUT_MAX = 20;

/** The Latin digits of a number as written: Devanagari digits read as Latin ones (latinDigits), then the rest dropped. */
function digitsOf(value: string): string {
  return latinDigits(value).replace(/\D/g, '');
}

/**
 * The digits of a number as written: Devanagari digits read as 0-9, every other non-digit dropped, then a leading
 * country code (977, or 00977) dropped when what follows it is a full 10-digit number. Anything else is returned as
 * its digits, unchanged in length, so a wrong number stays wrong (and is refused) rather than being cut into a
 * valid-looking one.
 */
export function normalisePhone(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const digits = digitsOf(value);
  for (const prefix of ['00977', '977']) {
    if (digits.length === prefix.length + PHONE_DIGITS && digits.startsWith(prefix)) return digits.slice(prefix.length);
  }
  return digits;
}

/**
 * What a phone field shows while the shopper types or pastes: Latin digits only (a Devanagari digit turns into its
 * Latin one as it is typed), and the country code removed once more than 10 digits follow it ("+977 9812345678"
 * keeps the ten digits of the number). Nothing else is cut: a pasted "98123456789" stays 11 digits and is refused
 * with the hint, never kept as a valid-looking number one digit short (whose messages would reach a stranger).
 */
export function phoneFieldValue(value: string): string {
  const digits = digitsOf(value).slice(0, PHONE_INPUT_MAX);
  for (const prefix of ['00977', '977']) {
    if (digits.length > PHONE_DIGITS && digits.startsWith(prefix)) return digits.slice(prefix.length);
  }
  return digits;
}

/** docs/rules.md §5: true when the number, as normalised above, is a Nepali mobile number. */
export function isNepaliMobile(s: string | null | undefined): boolean {
  return NEPALI_MOBILE.test(normalisePhone(s));
}
