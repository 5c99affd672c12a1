// When a prebuilt page's live check hydrates its islands (src/features/catalog/live-facts.ts, changedSinceBuild):
// only when the live answer shows something the built page does not.
import { describe, expect, it } from 'vitest';
import { ONLY_LEFT_BELOW } from '../../../src/features/cart/rules';
import { changedSinceBuild } from '../../../src/features/catalog/live-facts';

const built = { price: 90, available: true };

describe('changedSinceBuild', () => {
  it('is false when the answer matches the page, or when there is no answer', () => {
    expect(changedSinceBuild(built, { available: true, price: 90 })).toBe(false);
    expect(changedSinceBuild(built, null)).toBe(false);
  });

  it('is true for another price, or a product no longer (or again) for sale', () => {
    expect(changedSinceBuild(built, { available: true, price: 95 })).toBe(true);
    expect(changedSinceBuild(built, { available: false, price: 90 })).toBe(true);
    expect(changedSinceBuild({ price: 90, available: false }, { available: true, price: 90 })).toBe(true);
  });

  it('keeps the built price when the product is gone (no price) but says it is not for sale', () => {
    expect(changedSinceBuild(built, { available: false, price: null })).toBe(true);
    expect(changedSinceBuild({ price: 90, available: false }, { available: false, price: null })).toBe(false);
  });

  it('is true when few or none are left ("Only N left", "Out of Stock"), false with plenty left', () => {
    expect(changedSinceBuild(built, { available: true, price: 90, left: ONLY_LEFT_BELOW - 1 })).toBe(true);
    expect(changedSinceBuild(built, { available: true, price: 90, left: 0 })).toBe(true);
    expect(changedSinceBuild(built, { available: true, price: 90, left: ONLY_LEFT_BELOW })).toBe(false);
    expect(changedSinceBuild(built, { available: true, price: 90, left: 500 })).toBe(false);
  });

  it('is true for a pre-order, whose "Ships from" the page was built without', () => {
    expect(changedSinceBuild(built, { available: true, price: 90, left: 40, ships: 'Ships from 1 Dec 2026' })).toBe(
      true,
    );
  });
});
