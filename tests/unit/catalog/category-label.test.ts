import { describe, expect, it } from 'vitest';
import { categoryLabel } from '@/features/catalog/category-label';

describe('categoryLabel', () => {
  it('corrects the stored misspelling on screen', () => {
    expect(categoryLabel('Herbs & Shurbs')).toBe('Herbs & Shrubs');
  });

  it.each(['Vegetables', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])('shows %j as typed', (category) => {
    expect(categoryLabel(category)).toBe(category);
  });
});
