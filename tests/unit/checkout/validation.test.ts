import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_RULES,
  type CustomerInput,
  type FieldRule,
  customerErrors,
  requiredMessage,
  validateCustomer,
  validationToastText,
  validationToastTitle,
} from '@/features/checkout/validation';
import { customerSchema, customerSchemas, parseCustomer } from '@/features/checkout/customer-schema.server';
import { validCustomer } from '@tests/harness/form-inputs';

const valid: CustomerInput = validCustomer;

describe('validateCustomer (docs/rules.md §5 Checkout)', () => {
  it.each<[string, CustomerInput, string[]]>([
    ['all valid', valid, []],
    ['notes are optional', { ...valid, notes: undefined }, []],
    ['email is optional', { ...valid, email: undefined }, []],
    ['email blank is none', { ...valid, email: '   ' }, []],
    ['an email address', { ...valid, email: ' sita.sharma+veg@mail.example.com.np ' }, []],
    ['email without a domain dot', { ...valid, email: 'sita@gmail' }, ['Please enter a valid email address']],
    ['email with a space', { ...valid, email: 'sita sharma@gmail.com' }, ['Please enter a valid email address']],
    ['email without @', { ...valid, email: 'sita.gmail.com' }, ['Please enter a valid email address']],
    ['email in Devanagari', { ...valid, email: 'सीता@gmail.com' }, ['Please enter a valid email address']],
    [
      'email with two dots in a row',
      { ...valid, email: 'sita..sharma@gmail.com' },
      ['Please enter a valid email address'],
    ],
    ['email starting with a dot', { ...valid, email: '.sita@gmail.com' }, ['Please enter a valid email address']],
    ['email with a dot before @', { ...valid, email: 'sita.@gmail.com' }, ['Please enter a valid email address']],
    [
      'email with a numeric top domain',
      { ...valid, email: 'sita@example.123' },
      ['Please enter a valid email address'],
    ],
    ['email with every unquoted sign', { ...valid, email: "o'brien+veg!#$%&*/=?^_`{|}~-@mail-1.example.com.np" }, []],
    ['email too long', { ...valid, email: `${'a'.repeat(250)}@x.np` }, ['Email must be at most 254 characters']],
    ['name empty', { ...valid, name: '' }, ['Name is required']],
    ['name blank', { ...valid, name: '   ' }, ['Name is required']],
    ['phone empty', { ...valid, phone: '' }, ['Phone number is required']],
    ['phone blank', { ...valid, phone: '  ' }, ['Phone number is required']],
    ['phone invalid', { ...valid, phone: '12345' }, ['Please enter a valid Nepali mobile number']],
    ['phone with spaces around is valid', { ...valid, phone: ' 9712345678 ' }, []],
    ['phone in Devanagari digits is valid', { ...valid, phone: '+९७७ ९८१२३४५६७८' }, []],
    [
      'phone in Devanagari digits is still checked',
      { ...valid, phone: '९६१२३४५६७८' },
      ['Please enter a valid Nepali mobile number'],
    ],
    ['district missing', { ...valid, district: null }, ['District is required']],
    ['city empty', { ...valid, city: '' }, ['City is required']],
    ['landmark blank', { ...valid, landmark: '\t' }, ['Landmark is required']],
    [
      'everything empty, in field order',
      {},
      [
        'Name is required',
        'Phone number is required',
        'District is required',
        'City is required',
        'Landmark is required',
      ],
    ],
    [
      'invalid phone keeps its slot between name and district',
      { ...valid, name: '', phone: '9612345678', district: '' },
      ['Name is required', 'Please enter a valid Nepali mobile number', 'District is required'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(validateCustomer(input)).toEqual(expected);
  });

  it('exports the verbatim title and messages', () => {
    expect(validationToastTitle()).toBe('Validation Error');
    expect(validationToastTitle('en')).toBe('Validation Error');
    expect(Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, CUSTOMER_RULES[f].label('en')]))).toEqual({
      name: 'Name',
      phone: 'Phone number',
      email: 'Email',
      district: 'District',
      city: 'City',
      landmark: 'Landmark',
      notes: 'Notes',
    });
    const required = CUSTOMER_FIELDS.flatMap((f) => {
      const rule: FieldRule = CUSTOMER_RULES[f];
      return rule.required ? [[f, requiredMessage(rule)]] : [];
    });
    expect(Object.fromEntries(required)).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      district: 'District is required',
      city: 'City is required',
      landmark: 'Landmark is required',
    });
  });

  it('puts each message under its field (customerErrors)', () => {
    expect(customerErrors({})).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      district: 'District is required',
      city: 'City is required',
      landmark: 'Landmark is required',
    });
    expect(customerErrors({ ...valid, phone: '123' })).toEqual({ phone: 'Please enter a valid Nepali mobile number' });
    expect(customerErrors({ ...valid, notes: 'x'.repeat(501) })).toEqual({
      notes: 'Notes must be at most 500 characters',
    });
  });
});

describe('checkout messages in Nepali (a Nepali page)', () => {
  it('names every failing field in Nepali, in field order, on both sides', () => {
    const expected = [
      'नाम आवश्यक छ',
      'कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्',
      'जिल्ला आवश्यक छ',
      'सहर आवश्यक छ',
      'चिनारी ठाउँ आवश्यक छ',
    ];
    const input = { phone: '12345' };
    expect(validateCustomer(input, 'ne')).toEqual(expected);
    expect(parseCustomer(input, 'ne')).toEqual({ ok: false, messages: expected });
    // The English side is unchanged.
    expect(parseCustomer(input)).toEqual({ ok: false, messages: validateCustomer(input) });
  });

  it('says too long and not allowed in Nepali, with Devanagari digits', () => {
    expect(customerErrors({ ...valid, name: 'a'.repeat(101), notes: 'x\u0000' }, 'ne')).toEqual({
      name: 'नाम बढीमा १०० अक्षरको हुनुपर्छ',
      notes: 'थप कुरामा नमिल्ने अक्षरहरू छन्',
    });
    const r = customerSchemas.ne.safeParse({ ...valid, landmark: 'x'.repeat(201) });
    expect(r.error?.issues[0]?.message).toBe('चिनारी ठाउँ बढीमा २०० अक्षरको हुनुपर्छ');
  });

  it('has a Nepali toast title and ends the toast sentences with the danda', () => {
    expect(validationToastTitle('ne')).toBe('विवरण मिलेन');
    expect(validationToastText(['नाम आवश्यक छ', 'सहर आवश्यक छ'], 'ne')).toBe('नाम आवश्यक छ। सहर आवश्यक छ।');
    expect(validationToastText([], 'ne')).toBe('');
  });

  it('accepts a phone in Devanagari digits and stores it in Latin digits', () => {
    const r = parseCustomer({ ...valid, phone: '९८१२३४५६७८' }, 'ne');
    expect(r).toMatchObject({ ok: true, customer: { phone: '9812345678' } });
  });
});

describe('validationToastText', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['Name is required'], 'Name is required.'],
    [['Name is required', 'City is required'], 'Name is required. City is required.'],
    [
      ['Name is required', 'Please enter a valid Nepali mobile number', 'Landmark is required'],
      'Name is required. Please enter a valid Nepali mobile number. Landmark is required.',
    ],
  ])('%j → %j', (messages, expected) => {
    expect(validationToastText(messages)).toBe(expected);
  });
});

describe('customerSchema (server)', () => {
  it('trims values and defaults notes to ""', () => {
    expect(
      customerSchema.parse({
        name: ' Sita ',
        phone: ' 9812345678 ',
        district: 'd1',
        city: 'c1',
        landmark: ' Chowk ',
      }),
    ).toEqual({
      name: 'Sita',
      phone: '9812345678',
      email: '',
      district: 'd1',
      city: 'c1',
      landmark: 'Chowk',
      notes: '',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['name blank', { name: '  ' }, 'Name is required'],
    ['name missing', { name: undefined }, 'Name is required'],
    ['phone missing', { phone: '' }, 'Phone number is required'],
    ['phone invalid', { phone: '9912345678' }, 'Please enter a valid Nepali mobile number'],
    ['district blank', { district: ' ' }, 'District is required'],
    ['city missing', { city: undefined }, 'City is required'],
    ['landmark blank', { landmark: '' }, 'Landmark is required'],
    ['a name with a control character', { name: 'Sita\u0000' }, 'Name contains characters that are not allowed'],
    [
      'a landmark with a direction override',
      { landmark: 'Chowk \u202E' },
      'Landmark contains characters that are not allowed',
    ],
    ['notes with an escape sequence', { notes: '\u001b[31m' }, 'Notes contains characters that are not allowed'],
  ])('rejects %s with the docs/rules.md message', (_name, patch, message) => {
    const r = customerSchema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['name of 100 characters', { name: 'a'.repeat(100) }, true],
    ['name of 101 characters', { name: 'a'.repeat(101) }, false],
    ['landmark of 200 characters', { landmark: 'b'.repeat(200) }, true],
    ['landmark of 201 characters', { landmark: 'b'.repeat(201) }, false],
    ['notes of 500 characters', { notes: 'c'.repeat(500) }, true],
    ['notes of 501 characters', { notes: 'c'.repeat(501) }, false],
    ['notes null', { notes: null }, true],
    ['notes a number', { notes: 5 }, false],
  ])('%s → success %s', (_name, patch, ok) => {
    expect(customerSchema.safeParse({ ...valid, ...patch }).success).toBe(ok);
  });
});

/**
 * The island (validateCustomer, no zod) and the server (customerSchema, built from the same rule table) must give the
 * same messages, in the same order, for the same input: each case runs through both.
 */
describe('the island and the server agree', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['all valid', valid],
    ['everything missing', {}],
    ['everything null', { name: null, phone: null, district: null, city: null, landmark: null, notes: null }],
    ['everything blank', { name: ' ', phone: '\t', district: '', city: '  ', landmark: '\n', notes: ' ' }],
    ['name blank', { ...valid, name: '   ' }],
    ['name too long', { ...valid, name: 'a'.repeat(101) }],
    ['name too long after trimming', { ...valid, name: ` ${'a'.repeat(100)} ` }],
    ['name with a control character', { ...valid, name: 'Sita\u0000' }],
    ['name too long and with a control character', { ...valid, name: `${'a'.repeat(101)}\u0007` }],
    ['phone invalid', { ...valid, phone: '12345' }],
    ['phone 99', { ...valid, phone: '9912345678' }],
    ['phone as Nepalis write it', { ...valid, phone: '+977 98-1234-5678' }],
    ['phone in Devanagari digits', { ...valid, phone: '+९७७ ९८-१२३४-५६७८' }],
    ['phone in Devanagari digits, 96', { ...valid, phone: '९६१२३४५६७८' }],
    ['phone too long to be typed', { ...valid, phone: '9'.repeat(21) }],
    ['phone of spaces and dashes', { ...valid, phone: ' - - ' }],
    ['email malformed', { ...valid, email: 'sita@@gmail.com' }],
    ['email with a control character', { ...valid, email: 'sita\u0000@gmail.com' }],
    ['email too long', { ...valid, email: `${'e'.repeat(260)}@gmail.com` }],
    ['email an address', { ...valid, email: ' Sita@Gmail.com ' }],
    ['district too long', { ...valid, district: 'd'.repeat(51) }],
    ['city too long', { ...valid, city: 'c'.repeat(51) }],
    ['landmark with a direction override', { ...valid, landmark: 'Chowk \u202E' }],
    ['landmark too long', { ...valid, landmark: 'l'.repeat(201) }],
    ['notes too long', { ...valid, notes: 'n'.repeat(501) }],
    ['notes with an escape sequence', { ...valid, notes: '\u001b[31m' }],
    ['Devanagari with joiners', { ...valid, name: 'सीता\u200Dशर्मा', landmark: 'चोक' }],
    [
      'one problem per field, in field order',
      { name: '', phone: '12', district: 'd'.repeat(51), city: '', landmark: 'x\u0000', notes: 'n'.repeat(501) },
    ],
    ['a number where text belongs', { ...valid, name: 5 }],
  ];

  it.each(cases)('%s', (_label, input) => {
    const island = validateCustomer(input);
    const server = parseCustomer(input);
    expect(server.ok ? [] : server.messages).toEqual(island);
  });

  it('would notice a difference (the comparison is not vacuous)', () => {
    const bad = cases.filter(([, input]) => validateCustomer(input).length > 0);
    expect(bad.length).toBeGreaterThan(15);
    for (const [, input] of bad) expect(parseCustomer(input).ok).toBe(false);
  });

  it('gives the toast text the server answers with', () => {
    const input = { ...valid, name: '', phone: '12345', landmark: '' };
    const server = parseCustomer(input);
    expect(server.ok ? '' : validationToastText(server.messages)).toBe(
      'Name is required. Please enter a valid Nepali mobile number. Landmark is required.',
    );
    expect(validationToastText(validateCustomer(input))).toBe(
      'Name is required. Please enter a valid Nepali mobile number. Landmark is required.',
    );
  });

  it('stores what the rules checked: trimmed, phone as its 10 digits, notes "" when absent', () => {
    expect(parseCustomer({ ...valid, name: ' Sita ', phone: '+977 98-1234-5678', notes: undefined })).toEqual({
      ok: true,
      customer: { ...valid, name: 'Sita', phone: '9812345678', notes: '' },
    });
    expect(parseCustomer({ ...valid, email: ' sita@example.com ' })).toEqual({
      ok: true,
      customer: { ...valid, email: 'sita@example.com' },
    });
    expect(parseCustomer({ ...valid, email: null })).toEqual({ ok: true, customer: valid });
    expect(parseCustomer({ ...valid, phone: ' +९७७ ९८१२३४५६७८ ' })).toEqual({
      ok: true,
      customer: { ...valid, phone: '9812345678' },
    });
  });
});
