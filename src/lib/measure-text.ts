/**
 * Operators' measure texts on Nepali pages (docs/i18n.md "Numbers and units"): a product's approximate weight and its
 * nutrition values, a lot's quantity. Apart from unit-text.ts so the islands that show a unit carry only its words.
 */
import type { Locale } from './i18n';
import { formatNumber } from './money';
import * as m from '../paraglide/messages.js';

/** A lot's quantity_unit (pocketbase/pb_migrations/1732001400_lots.js) in the page's language. */
const LOT_UNITS: Readonly<Record<string, (locale: Locale) => string>> = {
  kg: (locale) => m.lot_unit_kg({}, { locale }),
  g: (locale) => m.lot_unit_g({}, { locale }),
  litre: (locale) => m.lot_unit_litre({}, { locale }),
  jar: (locale) => m.lot_unit_jar({}, { locale }),
  bottle: (locale) => m.lot_unit_bottle({}, { locale }),
  packet: (locale) => m.lot_unit_packet({}, { locale }),
  piece: (locale) => m.lot_unit_piece({}, { locale }),
  dozen: (locale) => m.lot_unit_dozen({}, { locale }),
  crate: (locale) => m.lot_unit_crate({}, { locale }),
  box: (locale) => m.lot_unit_box({}, { locale }),
};

/** A lot's quantity ("100 jar"; "१०० बट्टा" on Nepali pages); '' for none. A unit the list lacks is shown as stored. */
export function lotQuantityText(quantity: number, unit: string, locale: Locale): string {
  if (!(quantity > 0)) return '';
  const name = LOT_UNITS[unit]?.(locale) ?? unit;
  return `${formatNumber(quantity, locale)} ${name}`.trim();
}

/** The words of an operator's measure ("approx. 700 g - 1 kg", "2.4 g", "52 kcal") that Nepali pages name. */
const MEASURE_WORDS: Readonly<Record<string, (locale: Locale) => string>> = {
  approx: (locale) => m.measure_approx({}, { locale }),
  per: (locale) => m.measure_per({}, { locale }),
  g: (locale) => m.unit_gm({}, { locale }),
  gm: (locale) => m.unit_gm({}, { locale }),
  kg: (locale) => m.unit_kg({}, { locale }),
  mg: (locale) => m.measure_mg({}, { locale }),
  µg: (locale) => m.measure_ug({}, { locale }),
  mcg: (locale) => m.measure_ug({}, { locale }),
  kcal: (locale) => m.measure_kcal({}, { locale }),
  ml: (locale) => m.unit_ml({}, { locale }),
  l: (locale) => m.unit_l({}, { locale }),
  pc: (locale) => m.unit_piece({}, { locale }),
  pcs: (locale) => m.unit_piece({}, { locale }),
  piece: (locale) => m.unit_piece({}, { locale }),
  pieces: (locale) => m.unit_piece({}, { locale }),
};

/**
 * An operator's measure text in the page's language: on Nepali pages its numbers in Devanagari digits and its words
 * in Nepali ("approx. 700 g - 1 kg" → "लगभग ७०० ग्राम - १ केजी"). A text with a word the list does not know is shown
 * as written, marked English, rather than half translated.
 */
export function measureText(text: string, locale: Locale): { text: string; lang: Locale } {
  if (locale === 'en') return { text, lang: 'en' };
  let known = true;
  const shown = text.replace(/(\d+(?:\.\d+)?)|([A-Za-zµ]+)\.?/g, (token, num: string | undefined, word?: string) => {
    if (num !== undefined) return formatNumber(Number(num), locale);
    const name = MEASURE_WORDS[(word ?? '').toLowerCase()];
    if (!name) known = false;
    return name ? name(locale) : token;
  });
  return known ? { text: shown, lang: locale } : { text, lang: 'en' };
}
