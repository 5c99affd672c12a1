/**
 * docs/rules.md §4: arrow keys move between the options of the open list. Returns the next active index (-1 = none) for
 * ArrowDown/ArrowUp, wrapping at both ends; null for any other key (Home/End keep moving the caret in the text).
 */
export function nextActiveIndex(key: string, current: number, count: number): number | null {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 || current >= count ? count - 1 : current - 1;
}
