/**
 * Product page metadata, docs/rules.md §2 "Product detail" (page metadata and structured data). Pure: the page passes in
 * the site facts, URLs and the build time.
 */
import { PUBLIC_DELIVERY_DAYS } from 'astro:env/client';
import { type Locale, namesIn } from '../../lib/i18n';
import { CURRENCY_CODE, formatNumber } from '../../lib/money';
import { NEPAL_TIME_ZONE, NEPAL_UTC_OFFSET } from '../../lib/nepal-time.mjs';
import * as m from '../../paraglide/messages.js';
import { unitText } from '../../lib/unit-text';
import { parseDescription } from './description';

/** Days to the estimated delivery (site settings; the build writes the value: server/site-settings.ts). */
const DELIVERY_DAYS = PUBLIC_DELIVERY_DAYS;

/**
 * docs/rules.md §2: "Buy {product name} - Rs.{price}/{unit} Direct from {brand}" (no space after "Rs." here). On
 * Nepali pages the same in Nepali, with the Nepali name, digits and unit when there are.
 */
export function productPageTitle(
  p: { name: string; nepaliName?: string | null; price: number; unit: string },
  brand: string,
  locale: Locale = 'en',
): string {
  const name = namesIn(p.name, p.nepaliName, locale).main.text;
  const price = locale === 'en' ? String(p.price) : formatNumber(p.price, locale);
  return m.seo_product_title({ name, price, unit: unitText(p.unit, locale), brand }, { locale });
}

/** Meta descriptions are cut to about this many characters (what search results show). */
export const META_DESCRIPTION_MAX = 155;

/**
 * The meta description from a product description: its first plain paragraph (ticked bullets skipped), whitespace
 * collapsed, cut at a word boundary to at most `max` characters with "…". "" when there is no paragraph.
 */
export function productMetaDescription(description: string, max = META_DESCRIPTION_MAX): string {
  const first = parseDescription(description).find((b) => b.type === 'p');
  if (first?.type !== 'p') return '';
  const text = first.text.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The calendar date (YYYY-MM-DD) `days` after `now`, in the shop's time zone (Nepal's, docs/rules.md §9/§5). */
export function shopDatePlusDays(now: Date, days: number): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: NEPAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now.getTime() + days * 86_400_000));
}

/** docs/rules.md §2: the offer's price is valid for 7 days from when the page was built. */
export const PRICE_VALID_DAYS = 7;
/** docs/rules.md §2: orders before 16:00 Nepal time are handled the same day. */
export const DELIVERY_CUTOFF_TIME = `16:00:00${NEPAL_UTC_OFFSET}`;
const ALL_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (d) => `https://schema.org/${d}`,
);

export interface ProductJsonLdInput {
  product: { id: string; name: string; price: number; category: string };
  /** Absolute page URL. */
  url: string;
  /** Absolute image URLs. */
  images: string[];
  description: string;
  brand: string;
  address: { locality: string; region: string; postalCode: string; country: string };
  /** When the page is built. */
  now: Date;
}

/** docs/rules.md §2 Product structured data (schema.org Product with one Offer). */
export function productJsonLd({ product, url, images, description, brand, address, now }: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    url,
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: brand },
    countryOfOrigin: { '@type': 'Country', name: 'Nepal' },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: CURRENCY_CODE,
      price: product.price,
      // docs/rules.md §2: the offer is always in stock (the page may outlive a stock change; checkout re-checks).
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      priceValidUntil: shopDatePlusDays(now, PRICE_VALID_DAYS),
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'NP' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          cutoffTime: DELIVERY_CUTOFF_TIME,
          businessDays: { '@type': 'OpeningHoursSpecification', dayOfWeek: ALL_WEEK },
          handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
          // docs/rules.md §9: estimated delivery defaults to 2 days after ordering (site settings change it).
          transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: DELIVERY_DAYS, unitCode: 'DAY' },
        },
      },
      seller: {
        '@type': 'Organization',
        name: brand,
        address: {
          '@type': 'PostalAddress',
          addressLocality: address.locality,
          addressRegion: address.region,
          postalCode: address.postalCode,
          addressCountry: address.country,
        },
      },
    },
  };
}
