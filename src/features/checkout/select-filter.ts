/**
 * Pure helpers behind SearchableSelect (docs/rules.md §2 Quick checkout: District and City/Area are searchable selects).
 */

export interface SelectOption {
  value: string;
  label: string;
  /** Secondary text shown under the label and searched too (e.g. the areas a delivery branch covers). */
  description?: string;
}

const fold = (s: string): string => s.trim().toLowerCase();

/**
 * Options matching the typed query: case-insensitive substring of the label or the description. Options whose label
 * starts with the query come first (typing "kat" puts Kathmandu above Bhaktapur); otherwise the original order is
 * kept. A blank query returns every option.
 */
export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const q = fold(query);
  if (q === '') return [...options];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const option of options) {
    const label = fold(option.label);
    if (label.startsWith(q)) starts.push(option);
    else if (label.includes(q) || fold(option.description ?? '').includes(q)) contains.push(option);
  }
  return [...starts, ...contains];
}
