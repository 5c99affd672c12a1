/**
 * The keyboard rule of the shop's comboboxes (docs/rules.md §4: arrow keys move between the options of the open
 * list), used by ui/use-combobox.ts for the product search box and the checkout's searchable selects.
 */

/**
 * Arrow-key movement through a list of `length` options, wrapping at both ends. From "nothing active" (-1), or from
 * a position past the end (the list shrank under the highlight), Down goes to the first option and Up to the last.
 * An empty list has nothing active.
 */
export function moveActive(current: number, delta: 1 | -1, length: number): number {
  if (length <= 0) return -1;
  if (current < 0 || current >= length) return delta === 1 ? 0 : length - 1;
  return (current + delta + length) % length;
}

/**
 * The next active index (-1 = none) for ArrowDown/ArrowUp; null for any other key (Home/End keep moving the caret in
 * the text).
 */
export function nextActiveIndex(key: string, current: number, count: number): number | null {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  return moveActive(current, key === 'ArrowDown' ? 1 : -1, count);
}
