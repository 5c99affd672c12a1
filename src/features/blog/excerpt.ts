/**
 * Blog card text helpers, docs/rules.md §2 "Blog list" card ("N min read", 150-character plain-text excerpt),
 * §2 "Blog article" ("Topics:" tags). Reading a post's tags is content's (src/lib/data/posts.parse.ts); the long US
 * date is drawn by the shop's date component (src/components/layout/ShopDate.astro, formatLongUSDate in
 * src/lib/bikram-sambat.ts).
 */

import type { Locale } from '../../lib/i18n';
import { formatNumber } from '../../lib/money';
import * as m from '../../paraglide/messages.js';

/** docs/rules.md §9: excerpt length on cards. */
export const EXCERPT_LENGTH = 150;
/** docs/rules.md §9: excerpt length used elsewhere. */
export const EXCERPT_LENGTH_FALLBACK = 120;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
};

/** Decodes named basic entities and numeric (&#8217; / &#x2019;) ones in one pass; unknown ones stay as they are. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|section|article|header|footer|figure|figcaption|table|tr|td|th|hr|pre)\b[^>]*>/gi;

/** HTML → plain text: drops script/style/comments, block tags become spaces, other tags vanish, entities decoded,
 * whitespace collapsed and trimmed. */
export function htmlToText(html: string | null | undefined): string {
  if (typeof html !== 'string') return '';
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}

/**
 * docs/rules.md §2: plain-text excerpt of the content. Text up to `max` characters is returned whole; longer text is cut to
 * its first `max` characters (code points), trailing space removed, and "..." appended — so a cut excerpt is at most
 * max + 3 characters.
 */
export function plainTextExcerpt(html: string | null | undefined, max = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}...`;
}

/**
 * docs/rules.md §2: "N min read" (on Nepali pages "N मिनेट पढ्न", in Devanagari digits). A missing, non-finite or
 * sub-1 reading time shows 1; fractions are rounded.
 */
export function readingTimeLabel(n: number | null | undefined, locale: Locale = 'en'): string {
  const minutes = typeof n === 'number' && Number.isFinite(n) ? Math.max(1, Math.round(n)) : 1;
  return m.blog_reading_time({ minutes: formatNumber(minutes, locale) }, { locale });
}
