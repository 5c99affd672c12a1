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
  return locale === 'ne' ? `/ne${english}` : english;
}

/** BCP 47 tags for `<html lang>` and hreflang. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', ne: 'ne' };
/** Open Graph's `og:locale` (language_TERRITORY). */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_NP', ne: 'ne_NP' };
