// Page-level SEO defaults shared by the layout.
import { site } from '../../lib/site';

/** docs/rules.md §2 (Product detail): the default meta description mentions 600+ farmers and cash on delivery. */
export const DEFAULT_DESCRIPTION =
  `Buy fresh fruits, vegetables, honey and spices directly from ${site.farmerCount} Nepali farmers. ` +
  'Traceable produce delivered anywhere in Nepal, with cash on delivery.';

/** The social preview used when a page has no image of its own (public/og-image.png, 1200×630). */
export const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

/** JSON for a <script type="application/ld+json">: "</" inside it would end the element early. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
