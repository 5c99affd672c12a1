/**
 * A product's unit as shoppers read it (docs/i18n.md "Numbers and units"): English pages show the stored text
 * ("500 GM", the spec's form); Nepali pages the amount in Devanagari digits and the kind in Nepali ("५०० ग्राम"),
 * made from the same amount and kind (unit.ts), so operators never type a unit twice. A unit that cannot be read (old
 * data) is shown as stored.
 */
import type { Locale } from './i18n';
import { formatNumber } from './money';
import * as m from '../paraglide/messages.js';
import { parseUnit, type UnitKind } from './unit';

const KIND_NAMES: Readonly<Record<UnitKind, (locale: Locale) => string>> = {
  GM: (locale) => m.unit_gm({}, { locale }),
  KG: (locale) => m.unit_kg({}, { locale }),
  ML: (locale) => m.unit_ml({}, { locale }),
  L: (locale) => m.unit_l({}, { locale }),
  piece: (locale) => m.unit_piece({}, { locale }),
  bundle: (locale) => m.unit_bundle({}, { locale }),
  dozen: (locale) => m.unit_dozen({}, { locale }),
};

/** The unit's kind as its page's language names it ("GM", "ग्राम"). */
export function unitKindName(kind: UnitKind, locale: Locale): string {
  return KIND_NAMES[kind](locale);
}

/** The unit text shown after a price: unchanged on English pages, in Nepali on Nepali pages. */
export function unitText(unit: string, locale: Locale): string {
  if (locale === 'en') return unit;
  const parsed = parseUnit(unit);
  return parsed ? `${formatNumber(parsed.amount, locale)} ${unitKindName(parsed.kind, locale)}` : unit;
}
