// The home page's texts and the about/shipping/refund page texts: records operators edit in the dashboard
// (pocketbase/pb_migrations/1732002110_home_content.js, parsed by src/lib/data/home-content.parse.ts), or the
// built-in texts while a collection is empty. The built-in texts are the spec's (docs/rules.md §2 Home), kept in
// default-content.json so the demo seed writes the very same words into the records (scripts/seed/seed.mjs). Pure:
// parsed texts in, what the pages show out.
import defaults from './default-content.json';
import { type HomeCard, type HomeTexts, parseHomeTexts } from '../../lib/data/home-content.parse';
import type { Locale } from '../../lib/i18n';

/** What the pages show: each section's texts (the built-in ones for a section operators left empty). */
export type HomeContent = HomeTexts;

/** The built-in texts (default-content.json, in both languages), read as the records the seed makes of them. */
const builtIn = parseHomeTexts({
  home_faq: defaults.faq,
  press_outlets: defaults.press,
  home_categories: defaults.categories,
  home_benefits: defaults.benefits,
  delivery_steps: defaults.steps,
});

export const DEFAULT_HOME_CONTENT: HomeContent = { ...builtIn, pages: {} };

/** What the pages show, from the operators' texts; each empty section keeps the built-in texts. */
export function homeContentFrom(texts: HomeTexts): HomeContent {
  const or = <T>(items: T[], fallback: T[]) => (items.length > 0 ? items : fallback);
  return {
    faq: or(texts.faq, DEFAULT_HOME_CONTENT.faq),
    press: or(texts.press, DEFAULT_HOME_CONTENT.press),
    categories: or(texts.categories, DEFAULT_HOME_CONTENT.categories),
    benefits: or(texts.benefits, DEFAULT_HOME_CONTENT.benefits),
    steps: or(texts.steps, DEFAULT_HOME_CONTENT.steps),
    pages: texts.pages,
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
