// A farmer's card texts in the page's language (docs/operators.md "Nepali texts"), for the farmers page and the home
// page's "Meet Our Farmers": Nepali pages show the farmer's Nepali name (with the English one beneath, as for
// products), place, specialty and story where the operator wrote them, the English ones marked as English where not
// (namesIn in src/lib/i18n.ts, the one rule for that). English pages show the English texts, as always. Pure.
import { type Locale, type NamesIn, namesIn } from '../../lib/i18n';
import type { Farmer } from '../../lib/data/farmers.parse';

/**
 * The farmer's Nepali texts, trimmed ("" or absent: not written). Read from the record with its English fields
 * (src/lib/data/farmers.parse.ts); optional so that a farmer without them reads as one with nothing in Nepali.
 */
export interface FarmerNepali {
  nameNe?: string;
  locationNe?: string;
  specialtyNe?: string;
  storyNe?: string;
}

export type FarmerWithNepali = Farmer & FarmerNepali;

/** A text and the language it is written in. */
export type ShownText = NamesIn['main'];

export interface FarmerShown {
  name: ShownText;
  /** On Nepali pages, the English name under a Nepali one; English pages show no second name. */
  otherName?: ShownText;
  location: ShownText;
  specialty: ShownText;
  story: ShownText;
}

export function farmerIn(farmer: FarmerWithNepali, locale: Locale): FarmerShown {
  const names = namesIn(farmer.name, farmer.nameNe, locale);
  const shown = (english: string, nepali: string | undefined) => namesIn(english, nepali, locale).main;
  return {
    name: names.main,
    ...(locale === 'ne' && names.other ? { otherName: names.other } : {}),
    location: shown(farmer.location, farmer.locationNe),
    specialty: shown(farmer.specialty, farmer.specialtyNe),
    story: shown(farmer.story, farmer.storyNe),
  };
}
