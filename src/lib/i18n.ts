// The page's language and links between the two languages (docs/i18n.md). English lives at the spec's URLs, Nepali
// under /ne/ with the same paths. Every page reads its language from its own URL and hands it to each message
// (`m.key(inputs, { locale })`), so a page never depends on a process-wide "current language" while pages render
// side by side. Written here rather than taken from Paraglide's runtime (localizeHref, extractLocaleFromUrl): two
// lines each for one fixed prefix, where the runtime's URL-pattern code would cost every island ~2.6 KB compressed.

/** The shop's languages, English first (the base): the same list as project.inlang/settings.json. */
export const locales = ['en', 'ne'] as const;
export type Locale = (typeof locales)[number];

/** `/ne` at the start of a path, followed by its end, `/`, `?` or `#`. */
const NEPALI_PREFIX = /^\/ne(?=$|[/?#])/;

function pathOf(url: URL | string): string {
  return typeof url === 'string' ? new URL(url, 'https://shop.invalid').pathname : url.pathname;
}

/** The language of the page at this URL: Nepali under /ne/, else English. */
export function localeOf(url: URL | string): Locale {
  return NEPALI_PREFIX.test(pathOf(url)) ? 'ne' : 'en';
}

/** A site path in `locale`: `/about` → `/ne/about` for Nepali; a Nepali path back to English drops `/ne`. */
export function localizedPath(path: string, locale: Locale): string {
  const rest = path.replace(NEPALI_PREFIX, '');
  const english = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === 'en') return english;
  // The Nepali home is /ne (its canonical form), also with a query or an anchor.
  return english === '/' || /^\/[?#]/.test(english) ? `/ne${english.slice(1)}` : `/ne${english}`;
}

/** BCP 47 tags for `<html lang>` and hreflang. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', ne: 'ne' };
/** Open Graph's `og:locale` (language_TERRITORY). */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_NP', ne: 'ne_NP' };

/**
 * The English route behind a Nepali address, query included: a Nepali page rendered on demand rewrites to it
 * (Astro.rewrite), and the English page reads the language from the address the shopper asked for
 * (Astro.originPathname).
 */
export function englishRoute(url: URL): string {
  return `${localizedPath(url.pathname, 'en')}${url.search}`;
}

/**
 * A link in `locale` when it is a site path (`/products?sort=new` → `/ne/products?sort=new`); an outside address, a
 * phone number or an anchor unchanged. For links operators type (banner links, page texts).
 */
export function localizedHref(href: string, locale: Locale): string {
  return href.startsWith('/') && !href.startsWith('//') ? localizedPath(href, locale) : href;
}

/** A name in the page's language, and the other language's name shown smaller beside it (product, farmer...). */
export interface NamesIn {
  main: { text: string; lang: Locale };
  /** The same name in the other language, when there is one. */
  other?: { text: string; lang: Locale };
}

/**
 * How a record with an English and an optional Nepali name is named on a page: English pages lead with the English
 * name and show the Nepali under it (as always); Nepali pages lead with the Nepali name and show the English under
 * it, or the English alone when there is no Nepali name (a clear fallback, marked as English for screen readers).
 */
export function namesIn(english: string, nepali: string | null | undefined, locale: Locale): NamesIn {
  const ne = nepali?.trim() ? nepali.trim() : undefined;
  if (locale === 'en')
    return { main: { text: english, lang: 'en' }, ...(ne ? { other: { text: ne, lang: 'ne' } } : {}) };
  return ne
    ? { main: { text: ne, lang: 'ne' }, other: { text: english, lang: 'en' } }
    : { main: { text: english, lang: 'en' } };
}

/** A text and, only when it is not the page's, its language (cf. `NamesIn`, whose texts always name theirs). */
export interface MarkedText {
  text: string;
  lang?: Locale;
}

/**
 * The one name shown where there is room for one (the desk's lists and forms): `namesIn`'s leading name, with `lang`
 * only when it is not the page's (the English name a record without a Nepali one falls back to on a Nepali page, so a
 * screen reader reads it as English).
 */
export function shownName(english: string, nepali: string | null | undefined, locale: Locale): MarkedText {
  const { main } = namesIn(english, nepali, locale);
  return main.lang === locale ? { text: main.text } : main;
}

/**
 * The text of a message before and after one of its values, so the value can be marked up on its own (an address
 * typed in English inside a Nepali sentence gets lang="en"): `aroundValue((v) => m.key({ address: v }, { locale }))`.
 */
export function aroundValue(message: (value: string) => string): [before: string, after: string] {
  const mark = '\u0000';
  const [before = '', after = ''] = message(mark).split(mark);
  return [before, after];
}

/** `lang` for a text written in English (an operator's words, a setting): "en" on a Nepali page, none on an English one. */
export function englishLang(locale: Locale): 'en' | undefined {
  return locale === 'en' ? undefined : 'en';
}
