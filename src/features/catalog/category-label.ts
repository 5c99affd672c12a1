// How a category is shown. The stored value stays as it is (it is what the
// product list's ?category= address carries, misspelling included); only the
// words on screen are corrected, the same on tiles, tabs and filters.
const LABELS: Readonly<Record<string, string>> = {
  'Herbs & Shurbs': 'Herbs & Shrubs',
};

export function categoryLabel(category: string): string {
  // Own keys only: a category an operator names "constructor" is shown as typed, not as Object's function.
  return Object.hasOwn(LABELS, category) ? LABELS[category] : category;
}
