// The web app manifest (docs/offline.md "Installing the shop"): what Android shows when the shopper installs the shop.
// Built with the site; the icons are made from the logo by scripts/make-app-icons.mjs.
import type { APIRoute } from 'astro';
import { site } from '../lib/site';
import { START_URL } from '../features/offline/cache-names';

export const prerender = true;

/** The Nepali name, for launchers that show localized names (and in `description`). */
const NEPALI_SHORT_NAME = 'कृषि बजार';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      id: '/',
      name: `${site.brand} — ${NEPALI_SHORT_NAME}`,
      short_name: site.brand,
      // Manifest localization (read by Chromium where supported; others use short_name).
      short_name_localized: { ne: NEPALI_SHORT_NAME, en: site.brand },
      name_localized: { ne: NEPALI_SHORT_NAME, en: site.brand },
      description: `${site.tagline}. ${NEPALI_SHORT_NAME}: नेपाली खेतबाट सिधै तपाईंको भान्सामा।`,
      lang: 'en',
      dir: 'ltr',
      // The service worker saves this page when it installs (src/features/offline/sw.ts), so it opens offline.
      start_url: START_URL,
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
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
