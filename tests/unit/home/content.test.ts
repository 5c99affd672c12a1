import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_CONTENT, fillPlaceholders, homeContentFrom, homeContentIn } from '@/features/home/content';
import { type ContentRecords, parseHomeTexts } from '@/lib/data/home-content.parse';

/** The records as the data layer parses them, then what the pages show. */
const homeContentFromRecords = (records: ContentRecords) => homeContentFrom(parseHomeTexts(records));
import { HOME_FAQ } from '@/features/home/faq';
import { POLICY } from '@/components/layout/policies';

const none: ContentRecords = {
  home_faq: [],
  press_outlets: [],
  home_categories: [],
  home_benefits: [],
  delivery_steps: [],
  page_texts: [],
};

describe('home and page texts from records (docs/operators.md "Home and page texts")', () => {
  it('shows the spec’s texts while the collections are empty', () => {
    const content = homeContentFromRecords(none);
    expect(content).toEqual(DEFAULT_HOME_CONTENT);
    expect(content.faq).toHaveLength(5);
    expect(HOME_FAQ[4].answer).toContain(POLICY.deliveryTime);
    expect(content.press.map((p) => Boolean(p.url))).toEqual([true, true, true, false]);
    expect(content.steps.map((s) => s.title)).toEqual([
      'Pick fresh produce',
      'Order in a minute',
      'Delivered to your door',
    ]);
  });

  it('uses the records in their sort order, with Nepali texts when filled', () => {
    const content = homeContentFromRecords({
      ...none,
      home_faq: [
        { question: 'Second?', answer: 'B', sort: 2, question_ne: '', answer_ne: '' },
        { question: ' First? ', answer: 'A', sort: 1, question_ne: 'पहिलो?', answer_ne: 'क' },
        { question: '', answer: 'no question: left out', sort: 3 },
      ],
      home_benefits: [{ icon: 'not-an-icon', title: 'Fresh', text: 'Always', sort: 1 }],
    });
    expect(content.faq).toEqual([
      { question: 'First?', answer: 'A', questionNe: 'पहिलो?', answerNe: 'क' },
      { question: 'Second?', answer: 'B', questionNe: undefined, answerNe: undefined },
    ]);
    expect(content.benefits).toEqual([
      { icon: 'leaf', title: 'Fresh', text: 'Always', titleNe: undefined, textNe: undefined },
    ]);
    // Sections without records keep the built-in texts.
    expect(content.press).toEqual(DEFAULT_HOME_CONTENT.press);
  });

  it('takes a page text only when it has words, and fills the contact placeholders escaped', () => {
    const content = homeContentFromRecords({
      ...none,
      page_texts: [
        { page: 'shipping', body: '<p>Call {support_phone}</p>', body_ne: '<p></p>' },
        { page: 'about', body: '<p><br></p>' },
        { page: 'terms', body: '<p>not an editable page</p>' },
      ],
    });
    expect(content.pages).toEqual({ shipping: { body: '<p>Call {support_phone}</p>', bodyNe: '' } });
    expect(fillPlaceholders('{support_phone} / {support_email}', { supportPhone: '+977 <1>', email: 'a@b.np' })).toBe(
      '+977 &lt;1&gt; / a@b.np',
    );
  });
});

describe('homeContentIn', () => {
  const content = homeContentFromRecords({
    ...none,
    home_faq: [
      { question: 'First?', answer: 'A', sort: 1, question_ne: 'पहिलो?', answer_ne: 'क' },
      { question: 'Second?', answer: 'B', sort: 2, question_ne: '', answer_ne: '' },
    ],
    home_categories: [{ category: 'Honey', label: 'Honey', blurb: 'Wild', label_ne: 'मह', sort: 1 }],
  });

  it('a Nepali page shows the Nepali fields where written and the English where not, never both', () => {
    const nepali = homeContentIn(content, 'ne');
    expect(nepali.faq).toEqual([
      { question: 'पहिलो?', answer: 'क' },
      { question: 'Second?', answer: 'B' },
    ]);
    expect(nepali.categories).toEqual([{ category: 'Honey', label: 'मह', blurb: 'Wild' }]);
  });

  it('an English page shows the English only', () => {
    const english = homeContentIn(content, 'en');
    expect(english.faq[0]).toEqual({ question: 'First?', answer: 'A' });
    expect(english.categories[0]).toEqual({ category: 'Honey', label: 'Honey', blurb: 'Wild' });
  });

  it('the built-in texts exist in Nepali for every section', () => {
    const nepali = homeContentIn(DEFAULT_HOME_CONTENT, 'ne');
    const english = homeContentIn(DEFAULT_HOME_CONTENT, 'en');
    const devanagari = /[\u0900-\u097F]/;
    for (const section of ['faq', 'press', 'categories', 'benefits', 'steps'] as const) {
      expect(nepali[section].length, section).toBe(english[section].length);
      for (const item of nepali[section]) {
        const words = Object.entries(item)
          .filter(([key]) => ['question', 'answer', 'title', 'excerpt', 'label', 'blurb', 'text'].includes(key))
          .map(([, value]) => value as string);
        for (const text of words) expect(text, `${section}: ${text}`).toMatch(devanagari);
      }
    }
  });
});
