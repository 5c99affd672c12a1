// The time of day a page shows for an instant the shopper's phone recorded (when an order was saved on it).
import { localDigits, type MoneyLocale } from './money';
import { NEPAL_OFFSET_MS } from './nepal-time.mjs';

/**
 * English pages: the phone's own clock as English writes it ("12:07 AM"). Nepali pages: 24-hour time in Kathmandu in
 * Devanagari digits ("००:०७"), as the order pages write a step's time (nepaliDayAndTime in ./bikram-sambat.ts).
 * "" for an unreadable instant.
 */
export function clockTime(at: number | Date, locale: MoneyLocale): string {
  const ms = at instanceof Date ? at.getTime() : at;
  if (!Number.isFinite(ms)) return '';
  if (locale === 'en') return new Date(ms).toLocaleTimeString('en-NP', { hour: 'numeric', minute: '2-digit' });
  // Nepal keeps one offset all year (no daylight saving).
  return localDigits(new Date(ms + NEPAL_OFFSET_MS).toISOString().slice(11, 16), 'ne');
}
