import { describe, expect, it } from 'vitest';
import { isOrderable } from '@/features/catalog/product-facts';
import type { ProductFacts } from '@/lib/data/products.parse';

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

describe('isOrderable', () => {
  it('a visible product not marked unavailable is orderable; hidden, unavailable or unknown ones are not', () => {
    expect(isOrderable(apple)).toBe(true);
    expect(isOrderable(litchi)).toBe(false);
    expect(isOrderable(chia)).toBe(false);
    expect(isOrderable(undefined)).toBe(false);
  });

  it('a stock-tracked product needs units left (on sale or to pre-order)', () => {
    expect(isOrderable({ ...apple, stock: { left: 2, shipsFrom: '' } })).toBe(true);
    expect(isOrderable({ ...apple, stock: { left: 0, shipsFrom: '' } })).toBe(false);
    expect(isOrderable({ ...apple, stock: null })).toBe(true);
  });
});
