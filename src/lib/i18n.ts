// The page's language and links between the two languages (docs/i18n.md). English lives at the spec's URLs, Nepali
// under /ne/ with the same paths. Every page reads its language from its own URL and hands it to each message
// (`m.key(inputs, { locale })`), so a page never depends on a process-wide "current language" while pages render
// side by side.
import { baseLocale, extractLocaleFromUrl, locales, localizeHref, type Locale } from '../paraglide/runtime.js';

export type { Locale };
export { locales };

/** The language of the page at this URL: Nepali under /ne/, else English. */
export function localeOf(url: URL | string): Locale {
  return extractLocaleFromUrl(url) ?? baseLocale;
}

/** A site path in `locale`: `/about` → `/ne/about` for Nepali; a Nepali path back to English drops `/ne`. */
export function localizedPath(path: string, locale: Locale): string {
  return localizeHref(path, { locale });
}

/** BCP 47 tags for `<html lang>` and hreflang. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', ne: 'ne' };
/** Open Graph's `og:locale` (language_TERRITORY). */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_NP', ne: 'ne_NP' };
