/**
 * The note a page carries when the service worker shows its saved copy (docs/offline.md): "Saved 2 hours ago — prices
 * may have changed", in English and Nepali. Plain HTML put into the saved page by the worker, so it needs no script
 * on the page (and no change to the page's content security policy). Pure: sw.ts does the I/O.
 */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** "2 hours ago" / "२ घण्टा पहिले"; "just now" under a minute. */
export function savedAgo(savedAt: number, now: number, locale: 'en' | 'ne'): string {
  const elapsed = Math.max(0, now - savedAt);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The note's HTML (Tailwind classes the site's stylesheet has: this file is in its sources). */
export function savedNoteHtml(savedAt: number, now: number): string {
  const iso = new Date(savedAt).toISOString();
  return (
    `<p data-saved-note role="status" class="mx-auto mt-3 max-w-7xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">` +
    `<time datetime="${escapeHtml(iso)}">Saved ${escapeHtml(savedAgo(savedAt, now, 'en'))}</time> — prices may have changed. ` +
    `<span lang="ne">${escapeHtml(savedAgo(savedAt, now, 'ne'))} सुरक्षित गरिएको — मूल्य बदलिएको हुन सक्छ।</span>` +
    '</p>'
  );
}

/** The page with the note at the top of its main content (or of the body, for a page without <main>). */
export function withSavedNote(html: string, savedAt: number, now: number): string {
  const note = savedNoteHtml(savedAt, now);
  const anchor = /<main\b[^>]*>/i.exec(html) ?? /<body\b[^>]*>/i.exec(html);
  if (!anchor) return note + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + note + html.slice(at);
}
