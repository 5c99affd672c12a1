// The operators' home and page texts (home_faq, press_outlets, home_categories, home_benefits, delivery_steps,
// page_texts: pocketbase/pb_migrations/1732002110_home_content.js), parsed: what src/lib/data/home-content.server.ts
// hands out, and how the built-in texts (src/features/home/default-content.json) are read too. Pure: no client, no
// I/O, no zod. Each section's records in their order, without the ones missing their required text; text trimmed,
// a Nepali text absent when not written.
import type { CONTENT_COLLECTIONS } from './page-collections.mjs';

/** The icons an operator may pick for a benefit or a delivery step (the select field's values). */
export const CONTENT_ICONS = [
  'map',
  'truck',
  'shield',
  'leaf',
  'package',
  'users',
  'clock',
  'check',
  'qr',
  'phone',
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

export interface FaqItem {
  question: string;
  answer: string;
  /** Nepali version, shown instead on Nepali pages (homeContentIn). */
  questionNe?: string;
  answerNe?: string;
}

export interface PressOutlet {
  outlet: string;
  title: string;
  excerpt: string;
  /** External article; without one, "View Article" opens our blog. */
  url?: string;
  titleNe?: string;
  excerptNe?: string;
}

export interface CategoryTile {
  /** The category exactly as stored on products (spelling included). */
  category: string;
  label: string;
  blurb: string;
  labelNe?: string;
  blurbNe?: string;
}

export interface HomeCard {
  icon: ContentIcon;
  title: string;
  text: string;
  titleNe?: string;
  textNe?: string;
}

export type PageName = 'about' | 'shipping' | 'refunds';

export interface PageText {
  /** Editor HTML, not yet sanitised. */
  body: string;
  bodyNe: string;
}

/** Each section's texts from its records (none when a section has no usable record), and the page texts. */
export interface HomeTexts {
  faq: FaqItem[];
  press: PressOutlet[];
  categories: CategoryTile[];
  benefits: HomeCard[];
  steps: HomeCard[];
  pages: Partial<Record<PageName, PageText>>;
}

/** A record as PocketBase returns it: the fields are read defensively (data may be written outside the dashboard). */
type Fields = Record<string, unknown>;

/** The records of each content collection (src/lib/data/page-collections.mjs lists them). */
export type ContentRecords = Record<(typeof CONTENT_COLLECTIONS)[number], Fields[]>;

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | undefined => str(value) || undefined;
const iconOf = (value: unknown, fallback: ContentIcon): ContentIcon =>
  (CONTENT_ICONS as readonly string[]).includes(str(value)) ? (str(value) as ContentIcon) : fallback;

const bySort = (a: Fields, b: Fields) =>
  (Number(a.sort) || 0) - (Number(b.sort) || 0) || str(a.created).localeCompare(str(b.created));

/** A section's records in their order, without the ones missing their required text. */
function listOf<T>(records: Fields[], read: (record: Fields) => T | null): T[] {
  return [...records]
    .sort(bySort)
    .map(read)
    .filter((item): item is T => item !== null);
}

/**
 * The records of each content collection → HomeTexts. The page texts (page_texts) are optional: the built-in texts
 * have none.
 */
export function parseHomeTexts(records: Omit<ContentRecords, 'page_texts'> & Partial<ContentRecords>): HomeTexts {
  const pages: HomeTexts['pages'] = {};
  for (const r of records.page_texts ?? []) {
    const page = str(r.page);
    const body = str(r.body);
    if ((page === 'about' || page === 'shipping' || page === 'refunds') && stripTags(body) !== '') {
      pages[page] = { body, bodyNe: stripTags(str(r.body_ne)) === '' ? '' : str(r.body_ne) };
    }
  }
  const card =
    (fallback: ContentIcon) =>
    (r: Fields): HomeCard | null =>
      str(r.title)
        ? {
            icon: iconOf(r.icon, fallback),
            title: str(r.title),
            text: str(r.text),
            titleNe: optional(r.title_ne),
            textNe: optional(r.text_ne),
          }
        : null;
  return {
    faq: listOf(records.home_faq, (r) =>
      str(r.question) && str(r.answer)
        ? {
            question: str(r.question),
            answer: str(r.answer),
            questionNe: optional(r.question_ne),
            answerNe: optional(r.answer_ne),
          }
        : null,
    ),
    press: listOf(records.press_outlets, (r) =>
      str(r.outlet) && str(r.title)
        ? {
            outlet: str(r.outlet),
            title: str(r.title),
            excerpt: str(r.excerpt),
            url: optional(r.url),
            titleNe: optional(r.title_ne),
            excerptNe: optional(r.excerpt_ne),
          }
        : null,
    ),
    categories: listOf(records.home_categories, (r) =>
      str(r.category)
        ? {
            category: str(r.category),
            label: str(r.label) || str(r.category),
            blurb: str(r.blurb),
            labelNe: optional(r.label_ne),
            blurbNe: optional(r.blurb_ne),
          }
        : null,
    ),
    benefits: listOf(records.home_benefits, card('leaf')),
    steps: listOf(records.delivery_steps, card('leaf')),
    pages,
  };
}

/** The editor leaves "<p></p>" in a field it emptied: that counts as empty. */
function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}
