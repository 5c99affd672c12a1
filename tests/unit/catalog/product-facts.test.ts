import { describe, expect, it } from 'vitest';
import { isOrderable, parseProductFacts, type ProductFacts } from '@/features/catalog/product-facts';

const fact = (over: Partial<ProductFacts> & { id: string }): ProductFacts => ({
  slug: over.id,
  name: over.id,
  price: 100,
  unit: '1 KG',
  category: 'Vegetables',
  minOf: 0,
  is_available: true,
  isVisible: true,
  ...over,
});

const apple = fact({ id: 'apple', name: 'Jumla Apple', price: 280, category: 'Fruits' });
const litchi = fact({ id: 'litchi', name: 'Litchi', is_available: false });
const chia = fact({ id: 'chia', name: 'Chia Seeds', isVisible: false });

describe('parseProductFacts', () => {
  it('reads a PocketBase record with the catalogue rules (numeric strings, is_available default true)', () => {
    expect(
      parseProductFacts({
        id: 'a',
        slug: 'a',
        name: 'A',
        price: '120',
        unit: '1 KG',
        category: 'Fruits',
        minOf: '',
        isVisible: true,
      }),
    ).toEqual({
      id: 'a',
      slug: 'a',
      name: 'A',
      nepaliName: '',
      price: 120,
      unit: '1 KG',
      category: 'Fruits',
      minOf: 0,
      is_available: true,
      isVisible: true,
      image: '',
    });
  });

  it.each([
    ['no price', { id: 'a', name: 'A' }],
    ['a garbage price', { id: 'a', name: 'A', price: 'free' }],
    ['a negative price', { id: 'a', name: 'A', price: -5 }],
    ['no name', { id: 'a', price: 5 }],
    ['not an object', 'a'],
  ])('refuses a record with %s', (_label, raw) => {
    expect(parseProductFacts(raw)).toBeNull();
  });

  it('only is_available explicitly false makes a product unavailable; hidden is never orderable', () => {
    expect(parseProductFacts({ id: 'a', name: 'A', price: 1, is_available: false })?.is_available).toBe(false);
    expect(isOrderable(apple)).toBe(true);
    expect(isOrderable(litchi)).toBe(false);
    expect(isOrderable(chia)).toBe(false);
    expect(isOrderable(undefined)).toBe(false);
  });
});
