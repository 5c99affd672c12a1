/**
 * The note a page carries when the service worker shows its saved copy (docs/offline.md): "Saved 2 hours ago — prices
 * may have changed", in the page's own language (a Nepali page's note is all Nepali, with Devanagari digits). Plain
 * HTML put into the saved page by the worker, so it needs no script on the page (and no change to the page's content
 * security policy). Pure: sw.ts does the I/O.
 */
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * "2 hours ago" / "२ घण्टा पहिले"; "just now" / "भर्खरै" under a minute (the shop's own words: the browser's for "now"
 * may be English, or nothing, in Nepali). Nepali numbers in Devanagari digits whatever the browser's default.
 */
export function savedAgo(savedAt: number, now: number, locale: Locale): string {
  const elapsed = Math.max(0, now - savedAt);
  const format = new Intl.RelativeTimeFormat(locale === 'ne' ? 'ne-u-nu-deva' : 'en-u-nu-latn', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return m.offline_saved_just_now({}, { locale });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The note's HTML in `locale` (Tailwind classes the site's stylesheet has: this file is in its sources). */
export function savedNoteHtml(savedAt: number, now: number, locale: Locale = 'en'): string {
  const iso = new Date(savedAt).toISOString();
  const text = m.offline_saved_note({ ago: savedAgo(savedAt, now, locale) }, { locale });
  return (
    `<p data-saved-note role="status" class="mx-auto mt-3 max-w-7xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">` +
    `<time datetime="${escapeHtml(iso)}">${escapeHtml(text)}</time>` +
    '</p>'
  );
}

/** The language a saved page is written in: its `<html lang>` (the shop's pages say "en" or "ne"). */
export function pageLocale(html: string): Locale {
  const lang = /<html\b[^>]*\blang\s*=\s*["']?([\w-]+)/i.exec(html)?.[1]?.toLowerCase() ?? '';
  return lang === 'ne' || lang.startsWith('ne-') ? 'ne' : 'en';
}

/** The page with the note, in its language, at the top of its main content (or of the body, for a page without <main>). */
export function withSavedNote(html: string, savedAt: number, now: number): string {
  const note = savedNoteHtml(savedAt, now, pageLocale(html));
  const anchor = /<main\b[^>]*>/i.exec(html) ?? /<body\b[^>]*>/i.exec(html);
  if (!anchor) return note + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + note + html.slice(at);
}
