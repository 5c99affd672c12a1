/**
 * Characters no one types into a form: C0/C1 control codes (tab and line breaks excepted) and the bidirectional
 * overrides that make text display differently from what it holds (e.g. in the operators' dashboard). Joiners
 * (U+200C/U+200D), which Devanagari needs, are allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The message for a field holding such characters, e.g. "Name contains characters that are not allowed". */
export function notAllowedCharacters(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** The Devanagari digits ०-९ (U+0966 to U+096F), one range in Unicode order. */
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/**
 * The text with every Devanagari digit (०१२३४५६७८९) replaced by its Latin digit (0-9); everything else unchanged, so
 * "+९७७ ९८१२३४५६७८" becomes "+977 9812345678". Shoppers with a Nepali keyboard type their phone numbers in either
 * script; what is checked and stored is always Latin digits.
 *
 * Hand-written because nothing built in does it: `\d` and `\D` match only 0-9 (even with the `u` flag), `Number()`
 * and `parseInt` give NaN for "९", and Intl can format into Devanagari digits but not parse them back. The digits are
 * one contiguous Unicode range, so the map is one subtraction.
 */
export function latinDigits(text: string): string {
  return text.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966));
}
