// The visible-letter rule (pocketbase/pb_hooks/lib/visible-text.js through src/lib/visible-text.ts) on a corpus of
// invisible text and of real names, and the shop's three forms that apply it: checkout, QR lead and feedback, on the
// island's side and the server's zod side alike. tests/integration/hardening/invisible-text.test.ts sends the same
// corpus to the running shop and to PocketBase's order hook, which runs the pattern with Go's regexp.
import { describe, expect, it } from 'vitest';
import { hasVisibleLetter } from '@/lib/visible-text';
import { type CustomerInput, validateCustomer } from '@/features/checkout/validation';
import { parseCustomer } from '@/features/checkout/customer-schema.server';
import { validateFeedback, validateQrLead } from '@/features/forms/rules';
import { feedbackInput, qrLeadInput } from '@/features/forms/schema';
import { validCustomer, validLead } from '@tests/harness/form-inputs';

/** Text that shows nothing a person could read as a name: each must be refused. */
const INVISIBLE: [label: string, text: string][] = [
  ['zero-width space U+200B', '\u200B'],
  ['zero-width non-joiner U+200C', '\u200C'],
  ['zero-width joiner U+200D', '\u200D'],
  ['word joiner U+2060', '\u2060'],
  ['Hangul filler U+3164', '\u3164'],
  ['Hangul choseong filler U+115F', '\u115F'],
  ['Hangul jungseong filler U+1160', '\u1160'],
  ['halfwidth Hangul filler U+FFA0', '\uFFA0'],
  ['byte order mark U+FEFF', '\uFEFF'],
  ['soft hyphen U+00AD', '\u00AD'],
  ['no-break space U+00A0', '\u00A0'],
  ['Braille blank U+2800', '\u2800'],
  ['combining marks alone', '\u0301\u0308'],
  ['a Devanagari virama and vowel sign alone', '\u094D\u093F'],
  ['invisible operators U+2061..U+2064', '\u2061\u2062\u2063\u2064'],
  ['a Mongolian vowel separator U+180E', '\u180E'],
  ['a combining grapheme joiner and a variation selector', '\u034F\uFE0F'],
  ['tag characters', '\u{E0041}\u{E0042}'],
  ['a mix with spaces between', ' \u200B \u3164\u2060 \uFEFF\u00AD '],
  ['fillers repeated past any length check', '\u3164'.repeat(50)],
  ['punctuation only', '.-/'],
];

/** Real names (and a landmark) that must pass. */
const VISIBLE: [label: string, text: string][] = [
  ['a Nepali name', 'राम'],
  ['a conjunct with a virama and a zero-width joiner', 'क्\u200Dष'],
  ['a conjunct with a zero-width non-joiner', 'क्\u200Cष'],
  ['a Latin name', 'Sita Sharma'],
  ['a name with a combining accent', 'Jose\u0301'],
  ['a Hangul letter', '\u3131'],
  ['a letter outside the BMP', '\u{1D400}'],
  ['a Devanagari digit', '७'],
  ['a Latin digit beside invisible text', '\u200B7\u200B'],
  ['a letter among fillers', '\u3164a\u3164'],
];

describe('hasVisibleLetter', () => {
  it.each(INVISIBLE)('refuses %s', (_label, text) => {
    expect(hasVisibleLetter(text)).toBe(false);
  });

  it.each(VISIBLE)('accepts %s', (_label, text) => {
    expect(hasVisibleLetter(text)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['a number', 7],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, value) => {
    expect(hasVisibleLetter(value)).toBe(false);
  });
});

const customer: CustomerInput = validCustomer;

/** What a field of only `text` gets: "… is required" when trimming empties it, else the visible-letter message. */
const expected = (label: string, text: string, noLetter: string) =>
  text.trim() === '' ? `${label} is required` : `${label} ${noLetter}`;
const NO_LETTER = 'must contain at least one letter or digit';

describe('the checkout refuses a name or landmark without a visible letter', () => {
  it.each(INVISIBLE)('name of %s, on the island and on the server', (_label, text) => {
    const input = { ...customer, name: text };
    const messages = [expected('Name', text, NO_LETTER)];
    expect(validateCustomer(input)).toEqual(messages);
    expect(parseCustomer(input)).toEqual({ ok: false, messages });
  });

  it.each(INVISIBLE)('landmark of %s, in Nepali too', (_label, text) => {
    const input = { ...customer, landmark: text };
    const nepali = text.trim() === '' ? 'चिनारी ठाउँ आवश्यक छ' : 'चिनारी ठाउँमा कम्तीमा एउटा अक्षर वा अङ्क हुनुपर्छ';
    expect(validateCustomer(input)).toEqual([expected('Landmark', text, NO_LETTER)]);
    expect(validateCustomer(input, 'ne')).toEqual([nepali]);
    expect(parseCustomer(input, 'ne')).toEqual({ ok: false, messages: [nepali] });
  });

  it.each(VISIBLE)('accepts %s as a name and a landmark', (_label, text) => {
    const input = { ...customer, name: text, landmark: text };
    expect(validateCustomer(input)).toEqual([]);
    expect(parseCustomer(input)).toMatchObject({ ok: true, customer: { name: text.trim(), landmark: text.trim() } });
  });
});

describe('the forms refuse free text without a visible letter', () => {
  const lead = validLead;
  const feedback = { rating: 4, phone: '9712345678', orderId: '', comment: 'Fresh and on time' };

  it.each(INVISIBLE.filter(([, text]) => text.trim() !== ''))('QR lead fields of %s', (_label, text) => {
    const input = { ...lead, fullName: text, business: text, nature: text };
    expect(validateQrLead(input)).toEqual({
      fullName: `Full Name ${NO_LETTER}`,
      business: `Business Name ${NO_LETTER}`,
      nature: `Nature of Business ${NO_LETTER}`,
    });
    const parsed = qrLeadInput.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fullName', `Full Name ${NO_LETTER}`],
      ['business', `Business Name ${NO_LETTER}`],
      ['nature', `Nature of Business ${NO_LETTER}`],
    ]);
  });

  it.each(INVISIBLE.filter(([, text]) => text.trim() !== ''))('a feedback comment of %s', (_label, text) => {
    const input = { ...feedback, comment: text };
    expect(validateFeedback(input)).toEqual({ comment: `Comment ${NO_LETTER}` });
    expect(validateFeedback(input, 'ne')).toEqual({ comment: 'टिप्पणीमा कम्तीमा एउटा अक्षर वा अङ्क हुनुपर्छ' });
    expect(feedbackInput.safeParse(input).error?.issues.map((i) => i.message)).toEqual([`Comment ${NO_LETTER}`]);
  });

  it.each(VISIBLE)('accepts %s in every field', (_label, text) => {
    expect(validateQrLead({ ...lead, fullName: text, business: text, nature: text })).toEqual({});
    expect(validateFeedback({ ...feedback, comment: text })).toEqual({});
  });
});
