// The page's language comes from its path; links move between the languages on the same page (src/lib/i18n.ts).
import { describe, expect, it } from 'vitest';
import { englishRoute, localeOf, localizedPath, namesIn, shownName } from '@/lib/i18n';

describe('localeOf', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/nepal-honey', 'en'],
    ['/ne', 'ne'],
    ['/ne/', 'ne'],
    ['/ne/products/jumla-apple', 'ne'],
  ])('%s is %s', (path, locale) => {
    expect(localeOf(new URL(path, 'https://shop.example'))).toBe(locale);
  });
});

describe('localizedPath', () => {
  it.each([
    ['/', 'ne', '/ne'],
    ['/?search=aalu', 'ne', '/ne?search=aalu'],
    ['/#faq', 'ne', '/ne#faq'],
    ['/about', 'ne', '/ne/about'],
    ['/products?search=aalu', 'ne', '/ne/products?search=aalu'],
    ['/ne/about', 'en', '/about'],
    ['/ne/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/ne/about', 'ne', '/ne/about'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});

describe('paths that only look Nepali stay English', () => {
  it.each(['/nepal-honey', '/news', '/products/ne', '/ne-', '/nee/about'])('%s', (path) => {
    expect(localeOf(new URL(path, 'https://shop.example'))).toBe('en');
    expect(localizedPath(path, 'en')).toBe(path);
    expect(localizedPath(path, 'ne')).toBe(`/ne${path}`);
  });

  it('a query or fragment right after /ne is still Nepali', () => {
    expect(localizedPath('/ne?search=aalu', 'en')).toBe('/?search=aalu');
    expect(localizedPath('/ne#top', 'ne')).toBe('/ne#top');
  });
});

describe('englishRoute (what a Nepali page rendered on demand rewrites to)', () => {
  it.each([
    ['/ne/products?category=Honey&sort=price-asc', '/products?category=Honey&sort=price-asc'],
    ['/ne/order/ORD-123456', '/order/ORD-123456'],
    ['/ne/order-confirmation', '/order-confirmation'],
  ])('%s renders %s', (address, english) => {
    expect(englishRoute(new URL(address, 'https://shop.example'))).toBe(english);
  });
});

describe('namesIn', () => {
  it('English pages lead with the English name, the Nepali under it', () => {
    expect(namesIn('Jumla Apple', 'जुम्ला स्याउ', 'en')).toEqual({
      main: { text: 'Jumla Apple', lang: 'en' },
      other: { text: 'जुम्ला स्याउ', lang: 'ne' },
    });
    expect(namesIn('Jumla Apple', '', 'en')).toEqual({ main: { text: 'Jumla Apple', lang: 'en' } });
  });

  it('Nepali pages lead with the Nepali name, the English under it, or the English alone', () => {
    expect(namesIn('Jumla Apple', ' जुम्ला स्याउ ', 'ne')).toEqual({
      main: { text: 'जुम्ला स्याउ', lang: 'ne' },
      other: { text: 'Jumla Apple', lang: 'en' },
    });
    expect(namesIn('Jumla Apple', undefined, 'ne')).toEqual({ main: { text: 'Jumla Apple', lang: 'en' } });
    expect(namesIn('Jumla Apple', '   ', 'ne')).toEqual({ main: { text: 'Jumla Apple', lang: 'en' } });
  });
});

describe('shownName', () => {
  it("is the page's name, with no lang, where there is one", () => {
    expect(shownName('Jumla Apple', 'जुम्ला स्याउ', 'ne')).toEqual({ text: 'जुम्ला स्याउ' });
    expect(shownName('Jumla Apple', 'जुम्ला स्याउ', 'en')).toEqual({ text: 'Jumla Apple' });
    expect(shownName('Jumla Apple', '', 'en')).toEqual({ text: 'Jumla Apple' });
  });

  it('falls back to the English name on a Nepali page, marked lang="en"', () => {
    expect(shownName('Jumla Apple', '', 'ne')).toEqual({ text: 'Jumla Apple', lang: 'en' });
    expect(shownName('Jumla Apple', null, 'ne')).toEqual({ text: 'Jumla Apple', lang: 'en' });
    expect(shownName('Jumla Apple', '  ', 'ne')).toEqual({ text: 'Jumla Apple', lang: 'en' });
  });
});
