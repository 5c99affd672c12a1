// The product page's Product Details and FAQs in the page's language (docs/operators.md "Nepali texts").
import { describe, expect, it } from 'vitest';
import { faqSchema, parseProduct } from '@/lib/data/products.parse';
import { faqsIn, productDetailsIn } from '@/features/catalog/product-texts';

const CRLF = '\r\n';
const product = {
  product_info: ['Origin: Dolakha', 'Storage: Dark, cool, airy place'].join(CRLF),
  product_info_ne: ['मूल: दोलखा', '', ' भण्डारण: अँध्यारो, चिसो ठाउँ '].join(CRLF),
  location: 'Dolakha',
};

describe('productDetailsIn', () => {
  it('shows the Nepali lines on Nepali pages, in the same line format as product_info', () => {
    expect(productDetailsIn(product, 'ne')).toEqual([
      { text: 'मूल: दोलखा', lang: 'ne' },
      { text: 'भण्डारण: अँध्यारो, चिसो ठाउँ', lang: 'ne' },
    ]);
  });

  it('keeps the English lines on English pages', () => {
    expect(productDetailsIn(product, 'en')).toEqual([
      { text: 'Origin: Dolakha', lang: 'en' },
      { text: 'Storage: Dark, cool, airy place', lang: 'en' },
    ]);
  });

  it('falls back to the English lines, marked as English, when there are no Nepali ones', () => {
    expect(productDetailsIn({ ...product, product_info_ne: ' \n ' }, 'ne')).toEqual(productDetailsIn(product, 'en'));
  });

  it("falls back to the default list, in the page's language, without product_info", () => {
    expect(productDetailsIn({ product_info: '', product_info_ne: '', location: '' }, 'ne')).toEqual([
      { text: '१००% अर्गानिक वा प्राकृतिक उत्पादन', lang: 'ne' },
      { text: 'ताजा फसल, सिधै डेलिभरी', lang: 'ne' },
    ]);
    expect(productDetailsIn({ product_info: ' \r\n ', product_info_ne: '', location: 'Jumla' }, 'en')).toEqual([
      { text: '100% Organic or Natural produce', lang: 'en' },
      { text: 'Sourced from Jumla', lang: 'en' },
      { text: 'Fresh harvest delivery', lang: 'en' },
    ]);
    expect(productDetailsIn({ product_info: '', product_info_ne: '', location: 'जुम्ला' }, 'ne')[1]).toEqual({
      text: 'जुम्लाबाट ल्याइएको',
      lang: 'ne',
    });
  });
});

describe('faqsIn', () => {
  const faqs = [
    { question: 'Is it organic?', answer: 'Yes.', questionNe: 'के यो अर्गानिक हो?', answerNe: 'हो।' },
    { question: 'How do I store it?', answer: 'Somewhere dry.', questionNe: 'कसरी राख्ने?' },
    { question: 'Is it raw?', answer: 'Yes.' },
  ];

  it('shows each question and answer in Nepali where the entry has it, in English (marked) where not', () => {
    expect(faqsIn(faqs, 'ne')).toEqual([
      { question: { text: 'के यो अर्गानिक हो?', lang: 'ne' }, answer: { text: 'हो।', lang: 'ne' } },
      { question: { text: 'कसरी राख्ने?', lang: 'ne' }, answer: { text: 'Somewhere dry.', lang: 'en' } },
      { question: { text: 'Is it raw?', lang: 'en' }, answer: { text: 'Yes.', lang: 'en' } },
    ]);
  });

  it('shows the English on English pages', () => {
    expect(faqsIn(faqs, 'en').map((f) => [f.question.text, f.answer.text])).toEqual([
      ['Is it organic?', 'Yes.'],
      ['How do I store it?', 'Somewhere dry.'],
      ['Is it raw?', 'Yes.'],
    ]);
  });
});

describe('parsing the Nepali product texts', () => {
  it.each<[unknown, unknown]>([
    [
      { question: 'Raw?', answer: 'Yes', question_ne: ' कच्चा हो? ', answer_ne: 'हो।' },
      { question: 'Raw?', answer: 'Yes', questionNe: 'कच्चा हो?', answerNe: 'हो।' },
    ],
    // Empty or not text: left out, and the entry keeps its English.
    [
      { question: 'Raw?', answer: 'Yes', question_ne: '  ', answer_ne: 7 },
      { question: 'Raw?', answer: 'Yes' },
    ],
    [
      { question: 'Raw?', answer: 'Yes', answer_ne: null },
      { question: 'Raw?', answer: 'Yes' },
    ],
    // A Nepali question does not replace the English one the entry needs.
    [{ question_ne: 'कच्चा हो?', answer: 'Yes' }, null],
  ])('faqSchema(%j)', (input, expected) => {
    const r = faqSchema.safeParse(input);
    expect(r.success ? r.data : null).toEqual(expected);
  });

  it('reads product_info_ne and the FAQs Nepali keys from a record', () => {
    const record = {
      id: 'rec1',
      name: 'Organic Potato',
      price: 180,
      gallery: null,
      nutritionFacts: null,
      farmers: null,
    };
    const options = { fileUrl: (id: string, f: string) => `https://pb.test/${id}/${f}` };
    const p = parseProduct(
      {
        ...record,
        product_info_ne: 'मूल: दोलखा',
        faqs: '[{"question":"Raw?","answer":"Yes","question_ne":"कच्चा हो?"}]',
      },
      options,
    );
    expect(p?.product_info_ne).toBe('मूल: दोलखा');
    expect(p?.faqs).toEqual([{ question: 'Raw?', answer: 'Yes', questionNe: 'कच्चा हो?' }]);
    // A record without them (written before the field existed) reads as one with nothing in Nepali.
    const older = parseProduct({ ...record, faqs: [{ question: 'Raw?', answer: 'Yes' }] }, options);
    expect(older?.product_info_ne).toBe('');
    expect(older?.faqs).toEqual([{ question: 'Raw?', answer: 'Yes' }]);
  });
});
