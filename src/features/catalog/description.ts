/**
 * Product text helpers for the product detail page, docs/rules.md §2 "Product detail" and §9 (bottom-bar name cut).
 */
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

/** A rendered block of a product description. */
export type DescriptionBlock = { type: 'p'; text: string } | { type: 'ticks'; items: string[] };

/** docs/rules.md §2: check marks that turn a line into a ticked bullet (✓ U+2713, ✔ U+2714 with optional VS16, ✅ U+2705). */
const TICK_LINE = /^[\u2713\u2714\u2705]\uFE0F?\s*/u;

/**
 * docs/rules.md §2: description split into paragraphs at blank lines; lines starting with a check mark render as ticked
 * bullets. Within a paragraph, consecutive tick lines form one `ticks` block and other consecutive lines one `p`
 * block (its lines joined with "\n", each trimmed). Empty tick items are dropped.
 */
export function parseDescription(text: string | null | undefined): DescriptionBlock[] {
  if (typeof text !== 'string') return [];
  const blocks: DescriptionBlock[] = [];
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const para of paragraphs) {
    let lines: string[] = [];
    let ticks: string[] = [];
    const flushLines = () => {
      if (lines.length) blocks.push({ type: 'p', text: lines.join('\n') });
      lines = [];
    };
    const flushTicks = () => {
      if (ticks.length) blocks.push({ type: 'ticks', items: ticks });
      ticks = [];
    };
    for (const raw of para.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (TICK_LINE.test(line)) {
        flushLines();
        const item = line.replace(TICK_LINE, '').trim();
        if (item !== '') ticks.push(item);
      } else {
        flushTicks();
        lines.push(line);
      }
    }
    flushLines();
    flushTicks();
  }
  return blocks;
}

/** docs/rules.md §3: product_info lines are separated by CRLF (LF and lone CR accepted too); trimmed, blanks dropped. */
export function productInfoLines(productInfo: string | null | undefined): string[] {
  if (typeof productInfo !== 'string') return [];
  return productInfo
    .split(/\r\n|\n|\r/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/**
 * docs/rules.md §2: the Product Details list used when product_info is absent, in `locale`. A
 * product without a location gets no "Sourced from" line (rather than one
 * that ends in nothing).
 */
export function defaultProductDetails(location: string, locale: Locale = 'en'): string[] {
  const where = (location ?? '').trim();
  return [
    m.product_default_natural({}, { locale }),
    ...(where ? [m.product_default_sourced({ where }, { locale })] : []),
    m.product_default_fresh({}, { locale }),
  ];
}

/** docs/rules.md §9: bottom-bar names longer than this are cut. */
export const NAME_CUT_THRESHOLD = 40;
/** docs/rules.md §9: characters kept before the ellipsis. */
export const NAME_CUT_KEEP = 37;

/**
 * docs/rules.md §9: names over 40 characters become the first 37 plus an ellipsis. The ellipsis is three dots "..." so the
 * result is at most 40 characters. Characters are counted as code points so emoji are never split.
 */
export function truncateName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= NAME_CUT_THRESHOLD) return name;
  return `${chars.slice(0, NAME_CUT_KEEP).join('')}...`;
}
