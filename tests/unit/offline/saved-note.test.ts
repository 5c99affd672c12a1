import { describe, expect, it } from 'vitest';
import { pageLocale, savedAgo, savedNoteHtml, withSavedNote } from '@/features/offline/saved-note';
import { neverCached } from '@/features/offline/cache-names';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('savedAgo', () => {
  it.each([
    [now - 20_000, 'just now'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 2 * HOUR - 59 * 60_000, '2 hours ago'],
    [now - 3 * 24 * HOUR, '3 days ago'],
    [now + 60_000, 'just now'], // a clock that went back never says "in 1 minute"
  ])('%s -> %s', (at, text) => {
    expect(savedAgo(at, now, 'en')).toBe(text);
  });

  it('speaks Nepali too, with Devanagari digits and words of its own for the first minute', () => {
    expect(savedAgo(now - 2 * HOUR, now, 'ne')).toBe('२ घण्टा पहिले');
    expect(savedAgo(now - 20_000, now, 'ne')).toBe('भर्खरै');
    expect(savedAgo(now, now, 'ne')).not.toMatch(/[A-Za-z0-9]/);
  });
});

describe('withSavedNote', () => {
  const page = '<html><body class="x"><header>h</header><main id="main" tabindex="-1">content</main></body></html>';

  it('puts the note at the top of the main content, saying when and that prices may have changed', () => {
    const html = withSavedNote(page, now - 2 * HOUR, now);
    expect(html).toContain('<main id="main" tabindex="-1"><p data-saved-note');
    expect(html).toContain('Saved 2 hours ago — prices may have changed.</time>');
    expect(html).toContain(`datetime="${new Date(now - 2 * HOUR).toISOString()}"`);
    expect(html.endsWith('content</main></body></html>')).toBe(true);
  });

  it("is in the page's own language: a Nepali page's note has no English and no Latin digits", () => {
    const nepali = '<!doctype html><html lang="ne" dir="ltr"><body><main>सामग्री</main></body></html>';
    for (const at of [now, now - 30_000, now - 5 * 60_000, now - 3 * HOUR]) {
      const note = /<p data-saved-note[\s\S]*?<\/p>/.exec(withSavedNote(nepali, at, now))![0];
      const text = note.replace(/<[^>]+>/g, '');
      expect(text).toContain('सुरक्षित गरिएको — मूल्य बदलिएको हुन सक्छ।');
      expect(text).not.toMatch(/[A-Za-z0-9]/);
    }
    expect(withSavedNote(page, now - 20_000, now)).toContain('Saved just now — prices may have changed.</time>');
    expect(withSavedNote(page, now, now)).not.toMatch(/[\u0900-\u097f]/);
  });

  it("reads the page's language from <html lang>", () => {
    expect(pageLocale('<html lang="ne">')).toBe('ne');
    expect(pageLocale('<HTML class="x" lang=ne-NP>')).toBe('ne');
    expect(pageLocale('<html lang="en">')).toBe('en');
    expect(pageLocale('<p>no html</p>')).toBe('en');
  });

  it('uses the body when a page has no <main>, and the start when it has neither', () => {
    expect(withSavedNote('<body><p>x</p></body>', now, now)).toMatch(/^<body><p data-saved-note/);
    expect(withSavedNote('plain', now, now)).toMatch(/^<p data-saved-note[\s\S]*<\/p>plain$/);
  });

  it('is plain HTML with no script or inline style (the page policy allows neither)', () => {
    const note = savedNoteHtml(now - HOUR, now);
    expect(note).not.toMatch(/<script|style=|on\w+=/i);
  });
});

describe('neverCached', () => {
  it.each([
    '/_actions/placeOrder',
    '/order/ORD-123456',
    '/order-confirmation',
    '/desk',
    '/desk/orders/abc',
    '/api/rebuild',
    '/products/availability.json',
    '/search-index.json',
    '/sw.js',
    '/ne/order/ORD-123456',
    '/ne/order-confirmation',
    '/ne/desk',
    '/ne/desk/orders/abc',
  ])('%s is never cached', (path) => {
    expect(neverCached(path)).toBe(true);
  });

  it.each([
    '/',
    '/products',
    '/products/jumla-apple',
    '/blog/some-post',
    '/_image',
    '/orders-of-the-day-blog',
    '/ne',
    '/ne/products/jumla-apple',
    '/ne/deskside-story',
  ])('%s may be cached', (path) => {
    expect(neverCached(path)).toBe(false);
  });
});
