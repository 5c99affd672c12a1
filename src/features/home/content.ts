// The home page's texts and the about/shipping/refund page texts: records operators edit in the dashboard
// (pocketbase/pb_migrations/1732002110_home_content.js), or the built-in texts while a collection is empty. The
// built-in texts are the spec's (docs/rules.md §2 Home), kept in default-content.json so the demo seed writes the
// very same words into the records (scripts/seed/seed.mjs). Pure: records in, what the pages show out.
import defaults from './default-content.json';
import type { Locale } from '../../lib/i18n';
import type { CONTENT_COLLECTIONS } from '../../lib/data/page-collections.mjs';

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

export interface HomeContent {
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

/** A section's records in their order, without the ones missing their required text; or null (use the built-in texts). */
function listOf<T>(records: Fields[], read: (record: Fields) => T | null): T[] | null {
  const items = [...records]
    .sort(bySort)
    .map(read)
    .filter((item): item is T => item !== null);
  return items.length > 0 ? items : null;
}

/** Each section's texts from its records, or null for a section with none (it keeps the built-in texts). */
function sectionsFromRecords(records: Omit<ContentRecords, 'page_texts'>) {
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
  };
}

/** The built-in texts (default-content.json, in both languages), read as the records the seed makes of them. */
const builtIn = sectionsFromRecords({
  home_faq: defaults.faq,
  press_outlets: defaults.press,
  home_categories: defaults.categories,
  home_benefits: defaults.benefits,
  delivery_steps: defaults.steps,
});

export const DEFAULT_HOME_CONTENT: HomeContent = {
  faq: builtIn.faq ?? [],
  press: builtIn.press ?? [],
  categories: builtIn.categories ?? [],
  benefits: builtIn.benefits ?? [],
  steps: builtIn.steps ?? [],
  pages: {},
};

/** What the pages show, from the content records; each empty section keeps the built-in texts. */
export function homeContentFromRecords(records: ContentRecords): HomeContent {
  const sections = sectionsFromRecords(records);
  const pages: HomeContent['pages'] = {};
  for (const r of records.page_texts) {
    const page = str(r.page);
    const body = str(r.body);
    if ((page === 'about' || page === 'shipping' || page === 'refunds') && stripTags(body) !== '') {
      pages[page] = { body, bodyNe: stripTags(str(r.body_ne)) === '' ? '' : str(r.body_ne) };
    }
  }
  return {
    faq: sections.faq ?? DEFAULT_HOME_CONTENT.faq,
    press: sections.press ?? DEFAULT_HOME_CONTENT.press,
    categories: sections.categories ?? DEFAULT_HOME_CONTENT.categories,
    benefits: sections.benefits ?? DEFAULT_HOME_CONTENT.benefits,
    steps: sections.steps ?? DEFAULT_HOME_CONTENT.steps,
    pages,
  };
}

/**
 * The home texts in one language, the page's: on a Nepali page each record's Nepali fields where the operator wrote
 * them (its English where not), on an English page the English. Nothing of the other language is left to show.
 */
export function homeContentIn(content: HomeContent, locale: Locale): HomeContent {
  const pick = (english: string, nepali: string | undefined) => (locale === 'ne' && nepali) || english;
  const card = ({ titleNe, textNe, ...item }: HomeCard): HomeCard => ({
    ...item,
    title: pick(item.title, titleNe),
    text: pick(item.text, textNe),
  });
  return {
    ...content,
    faq: content.faq.map(({ questionNe, answerNe, ...item }) => ({
      ...item,
      question: pick(item.question, questionNe),
      answer: pick(item.answer, answerNe),
    })),
    press: content.press.map(({ titleNe, excerptNe, ...item }) => ({
      ...item,
      title: pick(item.title, titleNe),
      excerpt: pick(item.excerpt, excerptNe),
    })),
    categories: content.categories.map(({ labelNe, blurbNe, ...item }) => ({
      ...item,
      label: pick(item.label, labelNe),
      blurb: pick(item.blurb, blurbNe),
    })),
    benefits: content.benefits.map(card),
    steps: content.steps.map(card),
  };
}

/** The editor leaves "<p></p>" in a field it emptied: that counts as empty. */
function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/**
 * A page text with its placeholders filled in: {support_phone} and {support_email} become the site settings' current
 * values, so a policy text never goes stale when the phone number changes.
 */
export function fillPlaceholders(html: string, values: { supportPhone: string; email: string }): string {
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html
    .replace(/\{support_phone\}/g, escaped(values.supportPhone))
    .replace(/\{support_email\}/g, escaped(values.email));
}
