/**
 * Money display and price arithmetic.
 * Money is whole rupees (docs/architecture.md "Rules that hold everywhere"); display is "Rs. {price}" (docs/rules.md §1, §9).
 */

/** Prefix used in every price display, docs/rules.md §1 / §9 ("Currency Rs."). */
export const CURRENCY_PREFIX = 'Rs.';

/** The rupee sign of Nepali pages (docs/rules.md "Numbers in Nepali"). */
export const CURRENCY_PREFIX_NE = 'रु.';

/** The languages a page can be in: English (the spec's words) and Nepali. */
export type MoneyLocale = 'en' | 'ne';

// Devanagari digits and lakh grouping (१२,३४,५६७), as Nepali readers write them; whole rupees. The same output as
// Intl.NumberFormat('ne-NP') in Node, but asked for as Indian grouping with Devanagari digits: Chromium ships no
// Nepali locale data and formats 'ne-NP' as en-US ("1,234,567"), so the page the server rendered would change when
// an island hydrates.
const NE_RUPEES = new Intl.NumberFormat('en-IN', { numberingSystem: 'deva', maximumFractionDigits: 0 });

/** ISO currency code used in structured data, docs/rules.md §1. */
export const CURRENCY_CODE = 'NPR';

/**
 * docs/rules.md §1: money is shown as "Rs. {price}" — plain integer, no thousands grouping.
 * Non-integers are rounded to whole rupees (docs/architecture.md: money is whole rupees); non-finite input shows "Rs. 0".
 */
export function formatRs(n: number): string {
  const value = Number.isFinite(n) ? Math.round(n) : 0;
  // Math.round(-0.4) is -0, which prints as "0" anyway; normalise explicitly for clarity.
  return `${CURRENCY_PREFIX} ${value === 0 ? 0 : value}`;
}

/**
 * Money in the page's language: English pages keep the spec's "Rs. 1234567"; Nepali pages show "रु. १२,३४,५६७"
 * (Intl.NumberFormat('ne-NP'): Devanagari digits, lakh grouping). Rounded and guarded as formatRs.
 */
export function formatMoney(n: number, locale: MoneyLocale): string {
  if (locale === 'en') return formatRs(n);
  const value = Number.isFinite(n) ? Math.round(n) : 0;
  return `${CURRENCY_PREFIX_NE} ${NE_RUPEES.format(value === 0 ? 0 : value)}`;
}

// Cash and payouts are counted in paisa (pocketbase/pb_hooks/lib/cash-rules.js): a rider's 770.50 or a 12.5%
// commission. Shown whole when whole, else with both decimals, so the figures on a page add up as the CSV's do.
const NE_CASH = new Intl.NumberFormat('en-IN', {
  numberingSystem: 'deva',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A cash or payout amount: "Rs. 770" when whole, "Rs. 770.50" (रु. ७७०.५०) with paisa. */
export function formatCash(n: number, locale: MoneyLocale): string {
  const paisa = Number.isFinite(n) ? Math.round(n * 100) : 0;
  if (paisa % 100 === 0) return formatMoney(paisa / 100, locale);
  const rupees = paisa / 100;
  return locale === 'en'
    ? `${CURRENCY_PREFIX} ${rupees.toFixed(2)}`
    : `${CURRENCY_PREFIX_NE} ${NE_CASH.format(rupees)}`;
}

// Any other number on a Nepali page (a unit's amount): Devanagari digits, up to three decimals.
const NE_NUMBER = new Intl.NumberFormat('en-IN', { numberingSystem: 'deva', maximumFractionDigits: 3 });

/** A number in the page's language: as written on English pages, in Devanagari digits on Nepali ones (५००, ०.५). */
export function formatNumber(n: number, locale: MoneyLocale): string {
  return locale === 'ne' ? NE_NUMBER.format(n) : String(n);
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/**
 * A text's digits in the page's language, nothing else changed: for numbers kept as text ("600+", "2-9 दिन", a
 * time "०८:३०") and those written without grouping (a year, "२०२६"). English pages get the text as it is.
 */
export function localDigits(text: string | number, locale: MoneyLocale): string {
  const written = String(text);
  return locale === 'ne' ? written.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS.charAt(Number(d))) : written;
}

/**
 * docs/rules.md §2 product card "Save N%": N = floor((compare − price) / compare × 100).
 * Returns null when there is no compare-at price, it is not higher than the price, or inputs are not finite.
 */
export function percentSaved(price: number, compareAtPrice: number | null | undefined): number | null {
  if (compareAtPrice === null || compareAtPrice === undefined) return null;
  if (!Number.isFinite(price) || !Number.isFinite(compareAtPrice)) return null;
  if (price < 0 || compareAtPrice <= 0 || compareAtPrice <= price) return null;
  // Multiply before dividing so integer rupee inputs stay exact (avoids 29.999… → 29).
  return Math.floor(((compareAtPrice - price) * 100) / compareAtPrice);
}

/**
 * An amount taken off a total (a coupon's discount, a delivery discount): "-Rs. 285", with no space after the sign,
 * the same on the checkout, the order page and everywhere else.
 */
export function formatDeduction(n: number, locale: MoneyLocale = 'en'): string {
  return `-${formatMoney(n, locale)}`;
}
