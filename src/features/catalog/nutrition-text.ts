// The product page's nutrition facts in the page's language (docs/operators.md "Nepali texts"). Pure.
import type { Locale } from '../../lib/i18n';
import { measureText } from '../../lib/measure-text';
import * as m from '../../paraglide/messages.js';

/** Nutrients the shop names in Nepali when the operator gave no name_ne (the demo's and the usual ones). */
const NUTRIENTS: Readonly<Record<string, (locale: Locale) => string>> = {
  energy: (locale) => m.nutrient_energy({}, { locale }),
  'energy per tablespoon': (locale) => m.nutrient_energy_per_tablespoon({}, { locale }),
  carbohydrates: (locale) => m.nutrient_carbohydrates({}, { locale }),
  'dietary fibre': (locale) => m.nutrient_dietary_fibre({}, { locale }),
  'dietary fiber': (locale) => m.nutrient_dietary_fibre({}, { locale }),
  fibre: (locale) => m.nutrient_dietary_fibre({}, { locale }),
  'vitamin a': (locale) => m.nutrient_vitamin_a({}, { locale }),
  'vitamin c': (locale) => m.nutrient_vitamin_c({}, { locale }),
  'vitamin k': (locale) => m.nutrient_vitamin_k({}, { locale }),
  potassium: (locale) => m.nutrient_potassium({}, { locale }),
  fat: (locale) => m.nutrient_fat({}, { locale }),
  'total sugars': (locale) => m.nutrient_total_sugars({}, { locale }),
  iron: (locale) => m.nutrient_iron({}, { locale }),
  protein: (locale) => m.nutrient_protein({}, { locale }),
  calcium: (locale) => m.nutrient_calcium({}, { locale }),
  gluten: (locale) => m.nutrient_gluten({}, { locale }),
};

/**
 * A nutrition fact's name, value and note in the page's language: the operator's Nepali (name_ne, value_ne,
 * context_ne) first, then the shop's own name for a usual nutrient and the value's measure in Nepali, else the
 * English text marked English.
 */
export function nutritionFactIn(
  fact: { name: string; value: string; context?: string; name_ne?: string; value_ne?: string; context_ne?: string },
  locale: Locale,
): {
  name: { text: string; lang: Locale };
  value: { text: string; lang: Locale };
  context?: { text: string; lang: Locale };
} {
  const context =
    locale === 'ne' && fact.context_ne
      ? { text: fact.context_ne, lang: locale }
      : fact.context
        ? measureText(fact.context, locale)
        : undefined;
  if (locale === 'en') {
    return {
      name: { text: fact.name, lang: 'en' },
      value: { text: fact.value, lang: 'en' },
      ...(fact.context ? { context: { text: fact.context, lang: 'en' as const } } : {}),
    };
  }
  const known = NUTRIENTS[fact.name.trim().toLowerCase()];
  return {
    name: fact.name_ne
      ? { text: fact.name_ne, lang: 'ne' }
      : known
        ? { text: known(locale), lang: 'ne' }
        : { text: fact.name, lang: 'en' },
    value: fact.value_ne ? { text: fact.value_ne, lang: 'ne' } : measureText(fact.value, locale),
    ...(context ? { context } : {}),
  };
}
