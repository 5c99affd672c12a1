// Banner links (hardening): an operator's link survives only when it is a path
// on this site. Whatever a browser would read as another origin falls back to
// /products. The corpus holds the spellings browsers normalise into another
// host: protocol-relative, backslashes, tabs and newlines inside, schemes.
import { describe, expect, it } from 'vitest';
import { parseBanner } from '@/lib/data/banners.parse';
import { isSiteRelativeLink } from '@/lib/site-link';

const OFF_SITE = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '//\tevil.example',
  ' //evil.example/x',
  '///evil.example/x',
  '/\\/evil.example/x',
  '/ /evil.example',
  'https://evil.example/x',
  'http:evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'evil.example/x',
  'products',
  '',
  '/\u0000/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  `/${'a'.repeat(2001)}`,
];
const ON_SITE = [
  '/',
  '/products',
  '/products?sort=new',
  '/products?category=Fruits&sort=price',
  '/blog/jumla-apple-harvest-2026#top',
  '/products/%2F%2Fevil.example',
];

const banner = (link: unknown) =>
  parseBanner({ id: 'b1', image: '', link, alt: '', headline: 'h', ctaLabel: 'Shop', sort: 1 }, () => '')!;

describe('banner links', () => {
  it.each(OFF_SITE)('%j falls back to /products', (link) => {
    expect(isSiteRelativeLink(link)).toBe(false);
    expect(banner(link).link).toBe('/products');
    // and whatever survives resolves on the site's own origin
    expect(new URL(banner(link).link, 'https://shop.example').origin).toBe('https://shop.example');
  });

  it.each(ON_SITE)('%j stays as it is', (link) => {
    expect(isSiteRelativeLink(link)).toBe(true);
    expect(banner(link).link).toBe(link);
    expect(new URL(link, 'https://shop.example').origin).toBe('https://shop.example');
  });

  it('surrounding spaces are trimmed, other types fall back', () => {
    expect(banner('  /products?sort=new  ').link).toBe('/products?sort=new');
    for (const value of [null, undefined, 42, { href: '/x' }, ['//evil.example']])
      expect(banner(value).link).toBe('/products');
  });
});
