import { describe, expect, it } from 'vitest';
import { isShopperVisible, VISIBLE_FILTER } from '@/lib/visibility.mjs';

describe('shopper visibility (docs/rules.md, Visibility)', () => {
  it('shows a product only when isVisible is exactly true', () => {
    expect(isShopperVisible({ isVisible: true })).toBe(true);
    for (const isVisible of [false, undefined, null, 'true', 1, {}])
      expect(isShopperVisible({ isVisible })).toBe(false);
  });

  it('hides a missing record', () => {
    expect(isShopperVisible(null)).toBe(false);
    expect(isShopperVisible(undefined)).toBe(false);
    expect(isShopperVisible({})).toBe(false);
  });

  it('keeps the products shoppers may see when used as a filter', () => {
    const products = [
      { id: 'a', isVisible: true },
      { id: 'b', isVisible: false },
    ];
    expect(products.filter((p) => isShopperVisible(p)).map((p) => p.id)).toEqual(['a']);
  });

  it('is the same rule as the PocketBase filter', () => {
    expect(VISIBLE_FILTER).toBe('isVisible = true');
  });
});
