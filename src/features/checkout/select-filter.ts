/**
 * Pure helpers behind SearchableSelect (docs/rules.md §2 Quick checkout: District and City/Area are searchable selects).
 */
import type { Locale } from '../../lib/i18n';
import { searchKey } from '../search/fold';

export interface SelectOption {
  value: string;
  label: string;
  /** The label's language when it is not the page's (an English name on a Nepali page, for screen readers). */
  lang?: Locale;
  /** Secondary text shown under the label and searched too (e.g. the areas a delivery branch covers). */
  description?: string;
  /** The description's language when it is not the page's. */
  descriptionLang?: Locale;
  /** Searched but not shown: the option's name in the other language ("Kathmandu" for काठमाडौं). */
  keys?: string;
}

const fold = (s: string): string => s.trim().toLowerCase();

/** Folded matching (below) needs this many typed characters: "ka" folds to "k", which begins half the list. */
const LOOSE_MIN_CHARS = 3;

/**
 * True when every word of the folded query begins a word of the option's folded names: Devanagari and Latin
 * spellings meet (काठमाडौं, "kathmandu", "kathmadu" are all "ktmdu"), by the product search's folding
 * (src/features/search/fold.ts).
 */
function foldedMatch(option: SelectOption, queryWords: readonly string[]): boolean {
  const words = searchKey(`${option.label} ${option.keys ?? ''} ${option.description ?? ''}`).split(' ');
  return queryWords.every((q) => words.some((w) => w.startsWith(q)));
}

/**
 * Options matching the typed query: case-insensitive substring of the label, the description or the other-language
 * name. Options whose label starts with the query come first (typing "kat" puts Kathmandu above Bhaktapur); then
 * those containing it; then, for 3 characters or more, those whose names meet it once both are folded the way
 * product search folds (Devanagari or romanized, long or short vowels). Otherwise the original order is kept. A blank
 * query returns every option.
 */
export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const q = fold(query);
  if (q === '') return [...options];
  const queryWords = [...q].length >= LOOSE_MIN_CHARS ? searchKey(q).split(' ').filter(Boolean) : [];
  const starts: T[] = [];
  const contains: T[] = [];
  const folded: T[] = [];
  for (const option of options) {
    const label = fold(option.label);
    if (label.startsWith(q)) starts.push(option);
    else if (label.includes(q) || fold(option.keys ?? '').includes(q) || fold(option.description ?? '').includes(q))
      contains.push(option);
    else if (queryWords.length > 0 && foldedMatch(option, queryWords)) folded.push(option);
  }
  return [...starts, ...contains, ...folded];
}

/**
 * Options in the order of the names shown: the lists come sorted by their English names, which on a Nepali page read
 * as no order at all (अछाम, अर्घाखाँची, बागलुङ, बैतडी...). Nepali pages sort by the Nepali names, the Nepali way.
 */
export function inShownOrder<T extends SelectOption>(options: T[], locale: Locale): T[] {
  if (locale !== 'ne') return options;
  const collator = new Intl.Collator('ne');
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}

/** A district's or branch's name in the page's language: the Nepali name on Nepali pages, else the English one. */
export function placeName(english: string, nepali: string | null | undefined, locale: Locale): string {
  return locale === 'ne' && nepali?.trim() ? nepali.trim() : english;
}

/**
 * A district or branch as a select option: its name in the page's language (English, marked so, when a Nepali page
 * has no Nepali name), the other name searched but not shown.
 */
export function placeOption(
  english: string,
  nepali: string | null | undefined,
  locale: Locale,
): Pick<SelectOption, 'label' | 'lang' | 'keys'> {
  const label = placeName(english, nepali, locale);
  const other = label === english ? (nepali ?? '') : english;
  return { label, keys: other, ...(locale === 'ne' && label === english ? { lang: 'en' as const } : {}) };
}

/**
 * A branch's areas, shown under its name: in Nepali on a Nepali page when the operator wrote them, else the English
 * ones, marked English (the list adds "(अंग्रेजीमा)"). The other language's areas are searched too.
 */
export function areaDescription(
  english: string,
  nepali: string | null | undefined,
  locale: Locale,
): Pick<SelectOption, 'description' | 'descriptionLang'> & { otherKeys: string } {
  const ne = nepali?.trim() ?? '';
  if (locale === 'en') return { description: english, otherKeys: ne };
  if (ne) return { description: ne, otherKeys: english };
  return { description: english, descriptionLang: 'en', otherKeys: '' };
}

/** A district or branch as the lists answer it: its English name (its key) and its Nepali name. */
interface Place {
  id: string;
  districtName?: string;
  districtName_ne?: string;
  branchName?: string;
  branchName_ne?: string;
}

/**
 * The chosen district's or branch's name in the page's language, for the select's input and the confirmation; the
 * saved English name while the list has not loaded (or no longer has it).
 */
export function chosenPlace(places: readonly Place[], id: string, saved: string, locale: Locale): string {
  const place = places.find((p) => p.id === id);
  if (!place) return saved;
  return placeName(
    place.branchName ?? place.districtName ?? saved,
    place.branchName !== undefined ? place.branchName_ne : place.districtName_ne,
    locale,
  );
}
