import { describe, expect, it } from 'vitest';
import { productPath } from '@/lib/paths';

describe('productPath (docs/rules.md §2/§4: /products/{slug, or id if no slug})', () => {
  it.each<[{ id: string; slug?: string | null }, string]>([
    [{ slug: 'jumla-apple', id: 'abc' }, '/products/jumla-apple'],
    [{ slug: '', id: 'abc123' }, '/products/abc123'],
    [{ slug: '   ', id: 'abc123' }, '/products/abc123'],
    [{ slug: null, id: 'abc' }, '/products/abc'],
    [{ id: 'abc' }, '/products/abc'],
    [{ slug: ' padded ', id: 'abc' }, '/products/padded'],
    [{ slug: 'a b&c', id: 'abc' }, '/products/a%20b%26c'],
  ])('%o → %s', (p, expected) => {
    expect(productPath(p)).toBe(expected);
  });
});
