// Page-level SEO defaults shared by the layout.
import type { Locale } from '../../lib/i18n';
import { site } from '../../lib/site';
import * as m from '../../paraglide/messages.js';
import { localDigits } from '../../lib/money';

/** docs/rules.md §2 (Product detail): the default meta description mentions 600+ farmers and cash on delivery. */
export function defaultDescription(locale: Locale = 'en'): string {
  return m.seo_default_description({ farmers: localDigits(site.farmerCount, locale) }, { locale });
}

/** The social preview used when a page has no image of its own (public/og-image.png, 1200×630). */
export const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

/** JSON for a <script type="application/ld+json">: "</" inside it would end the element early. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
