import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/lib/i18n';
import {
  farmerAnchor,
  farmerPath,
  orderPath,
  postListPath,
  postPath,
  productPath,
  productSegment,
  traceLabelsPath,
  tracePath,
} from '@/lib/paths';

// Parameters a path must hold as one segment: a space, Nepali letters, and the characters that would end the
// segment ("/") or start a query ("?") or an anchor ("#").
const AWKWARD = 'a b/स्याउ?x=1#top';
const AWKWARD_ENCODED = 'a%20b%2F%E0%A4%B8%E0%A5%8D%E0%A4%AF%E0%A4%BE%E0%A4%89%3Fx%3D1%23top';

// The slug-or-id rule itself: tests/unit/lib/product-path.test.ts.
describe('productPath', () => {
  it.each<[{ id: string; slug?: string | null }, string]>([
    [{ slug: AWKWARD, id: 'abc' }, `/products/${AWKWARD_ENCODED}`],
    [{ slug: '', id: AWKWARD }, `/products/${AWKWARD_ENCODED}`],
  ])('encodes %o as one segment', (p, expected) => {
    expect(productPath(p)).toBe(expected);
  });

  it('names the route parameter unencoded: the segment the path encodes', () => {
    expect(productSegment({ slug: AWKWARD, id: 'abc' })).toBe(AWKWARD);
    expect(productSegment({ slug: ' ', id: 'abc' })).toBe('abc');
    expect(productPath({ slug: AWKWARD, id: 'abc' })).toBe(`/products/${encodeURIComponent(AWKWARD)}`);
  });
});

describe('the other addresses', () => {
  it('are the same paths as ever for ordinary parameters', () => {
    expect(postPath('gundruk-soup-recipe')).toBe('/blog/gundruk-soup-recipe');
    expect(postListPath(1)).toBe('/blog');
    expect(postListPath(0)).toBe('/blog');
    expect(postListPath(2)).toBe('/blog/page/2');
    expect(tracePath('HNY-2411')).toBe('/t/HNY-2411');
    expect(traceLabelsPath('HNY-2411')).toBe('/t/HNY-2411/labels');
    expect(orderPath('ORD-123456')).toBe('/order/ORD-123456');
    expect(farmerPath('abc123def456ghi')).toBe('/farmers#farmer-abc123def456ghi');
    expect(farmerAnchor('abc123def456ghi')).toBe('farmer-abc123def456ghi');
  });

  it('encode each parameter as one segment', () => {
    expect(postPath(AWKWARD)).toBe(`/blog/${AWKWARD_ENCODED}`);
    expect(tracePath(AWKWARD)).toBe(`/t/${AWKWARD_ENCODED}`);
    expect(traceLabelsPath(AWKWARD)).toBe(`/t/${AWKWARD_ENCODED}/labels`);
    expect(orderPath(AWKWARD)).toBe(`/order/${AWKWARD_ENCODED}`);
    expect(farmerPath(AWKWARD)).toBe(`/farmers#farmer-${AWKWARD_ENCODED}`);
    // Read back by a browser, the whole parameter is the last segment (or the anchor), nothing of it a query.
    const url = new URL(traceLabelsPath(AWKWARD), 'https://shop.example');
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname.split('/')[2] ?? '')).toBe(AWKWARD);
    expect(decodeURIComponent(new URL(farmerPath(AWKWARD), 'https://shop.example').hash)).toBe(`#farmer-${AWKWARD}`);
  });
});

describe('Nepali addresses (src/lib/i18n.ts localizedPath)', () => {
  it('are the English path under /ne, and back', () => {
    const cases: [string, string][] = [
      [productPath({ slug: 'jumla-apple', id: 'abc' }), '/ne/products/jumla-apple'],
      [postPath('gundruk-soup-recipe'), '/ne/blog/gundruk-soup-recipe'],
      [postListPath(1), '/ne/blog'],
      [postListPath(3), '/ne/blog/page/3'],
      [tracePath('HNY-2411'), '/ne/t/HNY-2411'],
      [traceLabelsPath('HNY-2411'), '/ne/t/HNY-2411/labels'],
      [orderPath('ORD-123456'), '/ne/order/ORD-123456'],
      [farmerPath('abc'), '/ne/farmers#farmer-abc'],
      [tracePath(AWKWARD), `/ne/t/${AWKWARD_ENCODED}`],
    ];
    for (const [english, nepali] of cases) {
      expect(localizedPath(english, 'ne')).toBe(nepali);
      expect(localizedPath(nepali, 'en')).toBe(english);
    }
  });

  it('keep a parameter named "ne" as a parameter', () => {
    expect(localizedPath(productPath({ slug: 'ne', id: 'abc' }), 'ne')).toBe('/ne/products/ne');
    expect(localizedPath(localizedPath(tracePath('ne'), 'ne'), 'en')).toBe('/t/ne');
  });
});
