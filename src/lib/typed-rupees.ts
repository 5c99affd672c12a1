// Rupee amounts as staff type them into the desk's boxes (the rider's cash, the lead's hand-over, a refund): the pages
// print "Rs." or "रु." before every amount, so staff type one too. Apart from src/lib/money.ts, which every page's
// script loads: only the desk's server code and pages read typed amounts.
import { latinDigits } from './text';

/** A currency mark typed before an amount: "Rs.", "Rs", "NPR", "रु.", "रू" (the pages print one before every amount). */
const TYPED_RUPEE_MARK = /^(?:rs\.?|npr|र[ुू]\.?)\s*/i;

/**
 * What staff type into a rupee box, ready to be read as a number by the caller's own rule: Devanagari digits as Latin
 * ones, the currency mark and thousands commas dropped, spaces trimmed. "Rs. 1,250" and "रु. १,२५०" are both "1250".
 */
export function typedRupees(value: unknown): string {
  return latinDigits(String(value ?? ''))
    .trim()
    .replace(TYPED_RUPEE_MARK, '')
    .replace(/,/g, '')
    .trim();
}

/** The same mark, optional, at the start of a rupee box's `pattern`, so the browser lets "Rs. 1,250" be posted. */
export const TYPED_RUPEE_MARK_PATTERN = '(?:[Rr][Ss]\\.?|NPR|npr|र[ुू]\\.?)?\\s*';
