// A pre-order's "Ships from {AD} · {BS}" (docs/rules.md §5 Pre-orders), written on the server so the browser never
// carries the Bikram Sambat calendar: the live facts, the order page and the desk send it ready to show.
import { dualDate } from '../../lib/bikram-sambat';

/** "Ships from 2 December 2026 · 16 Mangsir 2083 BS" for "2026-12-02"; "" for anything that is not a day. */
export function shipsFromLabel(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}/.test(day) ? dualDate(day.slice(0, 10)) : null;
  if (!date) return '';
  return date.bs ? `Ships from ${date.ad} · ${date.bs}` : `Ships from ${date.ad}`;
}
