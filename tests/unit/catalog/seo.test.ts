import { describe, expect, it } from 'vitest';
import {
  DELIVERY_CUTOFF_TIME,
  META_DESCRIPTION_MAX,
  productJsonLd,
  productMetaDescription,
  productPageTitle,
  shopDatePlusDays,
} from '@/features/catalog/seo';

describe('productPageTitle (docs/rules.md §2)', () => {
  it('is "Buy {name} - Rs.{price}/{unit} Direct from {brand}"', () => {
    expect(productPageTitle({ name: 'Jumla Apple', price: 320, unit: '1 KG' }, 'Krishi Bazaar')).toBe(
      'Buy Jumla Apple - Rs.320/1 KG Direct from Krishi Bazaar',
    );
  });
  it('on Nepali pages: the Nepali name, Devanagari digits and the unit in Nepali', () => {
    expect(
      productPageTitle(
        { name: 'Jumla Apple', nepaliName: 'जुम्ला स्याउ', price: 1320, unit: '1 KG' },
        'Krishi Bazaar',
        'ne',
      ),
    ).toBe('जुम्ला स्याउ - रु.१,३२०/१ केजी, सिधै Krishi Bazaar बाट किन्नुहोस्');
    expect(productPageTitle({ name: 'Jumla Apple', price: 320, unit: '1 KG' }, 'Krishi Bazaar', 'ne')).toBe(
      'Jumla Apple - रु.३२०/१ केजी, सिधै Krishi Bazaar बाट किन्नुहोस्',
    );
  });
});

describe('productMetaDescription', () => {
  it('takes the first plain paragraph, skipping ticked bullets and later paragraphs', () => {
    const text = '✓ Tick first\n\nCrisp   apples\nfrom Jumla.\n\nSecond paragraph.';
    expect(productMetaDescription(text)).toBe('Crisp apples from Jumla.');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const long = `${'word '.repeat(60)}end`;
    const out = productMetaDescription(long);
    expect(out.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(out.endsWith('word…')).toBe(true);
  });

  it('keeps text at the limit unchanged and gives "" without a paragraph', () => {
    const exact = 'a'.repeat(META_DESCRIPTION_MAX);
    expect(productMetaDescription(exact)).toBe(exact);
    expect(productMetaDescription('✓ only ticks')).toBe('');
    expect(productMetaDescription('')).toBe('');
  });
});

describe('shopDatePlusDays', () => {
  it.each([
    // 2026-03-01 20:00 UTC is already 2026-03-02 01:45 in Kathmandu.
    ['2026-03-01T20:00:00Z', 7, '2026-03-09'],
    ['2026-03-01T10:00:00Z', 7, '2026-03-08'],
    ['2026-12-28T00:00:00Z', 7, '2027-01-04'],
    ['2028-02-25T00:00:00Z', 4, '2028-02-29'],
  ])('%s + %i days → %s (Asia/Kathmandu calendar)', (now, days, expected) => {
    expect(shopDatePlusDays(new Date(now), days)).toBe(expected);
  });
});

describe('productJsonLd (docs/rules.md §2 structured data)', () => {
  const ld = productJsonLd({
    product: { id: 'abc123', name: 'Jumla Apple', price: 320, category: 'Fruits' },
    url: 'https://shop.example/products/jumla-apple',
    images: ['https://shop.example/_astro/a.webp'],
    description: 'Crisp apples.',
    brand: 'Krishi Bazaar',
    address: { locality: 'Kathmandu', region: 'Bagmati', postalCode: '44600', country: 'NP' },
    now: new Date('2026-03-01T10:00:00Z'),
  });

  it('describes the product with an NPR offer that is always in stock', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Jumla Apple',
      image: ['https://shop.example/_astro/a.webp'],
      description: 'Crisp apples.',
      countryOfOrigin: { name: 'Nepal' },
      offers: {
        priceCurrency: 'NPR',
        price: 320,
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-03-08',
        url: 'https://shop.example/products/jumla-apple',
      },
    });
  });

  it('ships in Nepal every day with a 16:00 Nepal-time cutoff and 0-1 day handling', () => {
    const { shippingDestination, deliveryTime } = ld.offers.shippingDetails;
    expect(shippingDestination.addressCountry).toBe('NP');
    expect(DELIVERY_CUTOFF_TIME).toBe('16:00:00+05:45');
    expect(deliveryTime.cutoffTime).toBe('16:00:00+05:45');
    expect(deliveryTime.handlingTime).toMatchObject({ minValue: 0, maxValue: 1, unitCode: 'DAY' });
    expect(deliveryTime.transitTime.unitCode).toBe('DAY');
    expect(deliveryTime.businessDays.dayOfWeek).toHaveLength(7);
  });

  it('names the seller with its Kathmandu address', () => {
    expect(ld.offers.seller).toMatchObject({
      '@type': 'Organization',
      name: 'Krishi Bazaar',
      address: { addressLocality: 'Kathmandu', addressRegion: 'Bagmati', postalCode: '44600', addressCountry: 'NP' },
    });
  });

  it('leaves out empty optional fields', () => {
    const bare = productJsonLd({
      product: { id: 'x', name: 'X', price: 1, category: '' },
      url: 'https://shop.example/products/x',
      images: [],
      description: '',
      brand: 'B',
      address: { locality: 'Kathmandu', region: 'Bagmati', postalCode: '44600', country: 'NP' },
      now: new Date(),
    });
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('category');
  });
});
