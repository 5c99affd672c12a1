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

/**
 * Arrow-key movement through a list of `length` options, wrapping at both ends. From "nothing active" (-1) Down goes
 * to the first option and Up to the last. An empty list has nothing active.
 */
export function moveActive(current: number, delta: 1 | -1, length: number): number {
  if (length <= 0) return -1;
  if (current < 0 || current >= length) return delta === 1 ? 0 : length - 1;
  return (current + delta + length) % length;
}
