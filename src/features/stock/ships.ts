// A pre-order's "Ships from {AD} · {BS}" (docs/rules.md §5 Pre-orders), written on the server so the browser never
// carries the Bikram Sambat calendar: the live facts, the order page and the desk send it ready to show.
import { dateLine } from '../../lib/bikram-sambat';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

/**
 * "Ships from 2 December 2026 · 16 Mangsir 2083 BS" for "2026-12-02"; on Nepali pages the BS date first
 * ("१६ मंसिर २०८३ (२ डिसेम्बर २०२६) देखि पठाइन्छ"); "" for anything that is not a day.
 */
export function shipsFromLabel(day: string, locale: Locale = 'en'): string {
  const date = /^\d{4}-\d{2}-\d{2}/.test(day) ? dateLine(day.slice(0, 10), locale) : '';
  return date ? m.lot_ships_from({ date }, { locale }) : '';
}
