// The page's language comes from its path; links move between the languages on the same page (src/lib/i18n.ts).
import { describe, expect, it } from 'vitest';
import { localeOf, localizedPath } from '@/lib/i18n';

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
    ['/', 'ne', '/ne/'],
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
    expect(localizedPath('/ne#top', 'ne')).toBe('/ne/#top');
  });
});
