import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, MAIN_NAV, isCurrent } from '@/components/layout/nav';

describe('navigation (docs/rules.md §2 Header and Footer)', () => {
  it('has the header links in the docs/rules.md order', () => {
    expect(MAIN_NAV.map((l) => l.label({}, { locale: 'en' }))).toEqual([
      'Products',
      'Our Farmers',
      'Traceability QR',
      'Blog',
      'Contact',
    ]);
    expect(MAIN_NAV.map((l) => l.label({}, { locale: 'ne' }))).toEqual([
      'उत्पादनहरू',
      'हाम्रा किसान',
      'स्रोत खोज्ने QR',
      'ब्लग',
      'सम्पर्क',
    ]);
  });

  it('has every footer link, with the blog labelled Press', () => {
    const links = FOOTER_COLUMNS.flatMap((c) => c.links);
    expect(links.map((l) => l.href).sort()).toEqual(
      [
        '/',
        '/about',
        '/farmers',
        '/contact',
        '/blog',
        '/products',
        '/shipping',
        '/privacy',
        '/terms',
        '/refunds',
        '/orders',
      ].sort(),
    );
    expect(links.find((l) => l.href === '/blog')?.label({}, { locale: 'en' })).toBe('Press');
  });

  it.each([
    ['/', '/', true],
    ['/', '/products', false],
    ['/products', '/products', true],
    ['/products', '/products/', true],
    ['/products', '/products/jumla-apple', true],
    ['/blog', '/blogs', false],
    ['/farmers', '/', false],
  ])('isCurrent(%j, %j) = %s', (href, path, expected) => {
    expect(isCurrent(href, path)).toBe(expected);
  });
});
