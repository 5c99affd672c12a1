/**
 * The web app manifest in each language (docs/offline.md "Installing the shop"): what Android shows when the shopper
 * installs the shop, and the page the installed app opens. A Nepali page links the Nepali one (register.ts), whose
 * start page is the Nepali home, so a shopper who installs from a Nepali page opens the shop in Nepali, offline too
 * (the worker saves both start pages when it installs: sw.ts). Both manifests name the same app (`id`). Pure.
 */
import type { Locale } from '../../lib/i18n';
import { site } from '../../lib/site';
import { START_URLS } from './cache-names';

/** Where each language's manifest is served (src/pages/manifest.webmanifest.ts, src/pages/ne/manifest.webmanifest.ts). */
export const MANIFEST_PATHS: Record<Locale, string> = { en: '/manifest.webmanifest', ne: '/ne/manifest.webmanifest' };

/** The shop's name in Nepali, for launchers that show localized names. */
export const NEPALI_SHORT_NAME = 'कृषि बजार';

/** What each language's manifest says in words. */
const WORDS: Record<Locale, { name: string; short_name: string; description: string }> = {
  en: {
    name: `${site.brand} — ${NEPALI_SHORT_NAME}`,
    short_name: site.brand,
    description: `${site.tagline}. ${NEPALI_SHORT_NAME}: नेपाली खेतबाट सिधै तपाईंको भान्सामा।`,
  },
  ne: {
    name: NEPALI_SHORT_NAME,
    short_name: NEPALI_SHORT_NAME,
    description: 'नेपाली खेतबाट सिधै तपाईंको भान्सामा: ताजा तरकारी, फलफूल, मह र मसला, घरमै डेलिभरी।',
  },
};

/** The manifest of this language, as JSON-ready data. */
export function webManifest(locale: Locale) {
  return {
    // One app in both languages: installed from either, it is the same shop.
    id: '/',
    ...WORDS[locale],
    // Manifest localization (read by Chromium where supported; others use short_name).
    short_name_localized: { ne: NEPALI_SHORT_NAME, en: site.brand },
    name_localized: { ne: NEPALI_SHORT_NAME, en: site.brand },
    lang: locale,
    dir: 'ltr',
    start_url: START_URLS[locale],
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: site.themeColor,
    background_color: '#fffaf0',
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
