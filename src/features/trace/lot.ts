// Harvest lots as pages address them: a lot's code in a URL and its GS1 Digital Link path. The lots themselves
// come parsed from the data layer (Lot: src/lib/data/lots.parse.ts). Pure; no I/O.
import type { Lot, LotProduct } from '../../lib/data/lots.parse';
import type { Locale } from '../../lib/i18n';
import lotCode from '../../../pocketbase/pb_hooks/lib/lot-code.js';

/** A GTIN as 14 digits (GS1 Digital Link form), or "" when it is not 8, 12, 13 or 14 digits. */
export function gtin14(gtin: string): string {
  return /^(\d{8}|\d{12,14})$/.test(gtin) ? gtin.padStart(14, '0') : '';
}

/** "/01/{gtin14}/10/{code}" for lots whose product has a GTIN, else null. */
export function digitalLinkPath(lot: Pick<Lot, 'code'> & { product: Pick<LotProduct, 'gtin'> }): string | null {
  const gtin = gtin14(lot.product.gtin);
  return gtin ? `/01/${gtin}/10/${encodeURIComponent(lot.code)}` : null;
}

/** A lot code from a URL segment ("hny-2411" works too: labels are read by people), or null. */
export function codeFromParam(param: string | undefined): string | null {
  try {
    return lotCode.normaliseCode(decodeURIComponent(param ?? ''));
  } catch {
    return null;
  }
}

/** A text as a page shows it, with the language it is written in. */
export interface ShownText {
  text: string;
  lang: Locale;
}

/**
 * Where the lot was grown, as the trace page names it (docs/i18n.md "Names"): its municipality and district, each in
 * the page's language where the record has it (the lot's `origin_municipality_ne`, the district's `districtName_ne`),
 * else as the operator wrote it in English. Empty parts are left out.
 */
export function lotOrigin(
  lot: Pick<Lot, 'municipality' | 'municipalityNe' | 'district'>,
  districtNe: string,
  locale: Locale,
): ShownText[] {
  const part = (english: string, nepali: string): ShownText | null => {
    if (locale === 'ne' && nepali.trim()) return { text: nepali.trim(), lang: 'ne' };
    return english.trim() ? { text: english.trim(), lang: 'en' } : null;
  };
  return [part(lot.municipality, lot.municipalityNe), part(lot.district, districtNe)].filter(
    (p): p is ShownText => p !== null,
  );
}
