/**
 * Nepali mobile number rule shared by checkout (spec §5 Checkout) and feedback (spec §5 Feedback).
 */

/** Spec §5: starts with 98 or 97 followed by 8 digits (10 digits total). */
export const NEPALI_MOBILE = /^9[78]\d{8}$/;

/** Spec §5: hint text shown for an invalid phone number (verbatim). */
export const PHONE_HINT = 'Please enter a valid Nepali mobile number';

/** Spec §5: true when the trimmed input is a Nepali mobile number (no spaces, dashes or +977 prefix accepted). */
export function isNepaliMobile(s: string | null | undefined): boolean {
  if (typeof s !== 'string') return false;
  return NEPALI_MOBILE.test(s.trim());
}
