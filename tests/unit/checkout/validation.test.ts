import { describe, expect, it } from 'vitest';
import {
  type CustomerInput,
  REQUIRED_MESSAGES,
  VALIDATION_TOAST_TITLE,
  validateCustomer,
  validationToastText,
} from '@/features/checkout/validation';
import { customerSchema } from '@/features/checkout/customer-schema.server';

const valid: CustomerInput = {
  name: 'Sita Sharma',
  phone: '9812345678',
  district: 'dist_1',
  city: 'city_1',
  landmark: 'Near the temple',
  notes: '',
};

describe('validateCustomer (docs/rules.md §5 Checkout)', () => {
  it.each<[string, CustomerInput, string[]]>([
    ['all valid', valid, []],
    ['notes are optional', { ...valid, notes: undefined }, []],
    ['name empty', { ...valid, name: '' }, ['Name is required']],
    ['name blank', { ...valid, name: '   ' }, ['Name is required']],
    ['phone empty', { ...valid, phone: '' }, ['Phone number is required']],
    ['phone blank', { ...valid, phone: '  ' }, ['Phone number is required']],
    ['phone invalid', { ...valid, phone: '12345' }, ['Please enter a valid Nepali mobile number']],
    ['phone with spaces around is valid', { ...valid, phone: ' 9712345678 ' }, []],
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
    expect(VALIDATION_TOAST_TITLE).toBe('Validation Error');
    expect(REQUIRED_MESSAGES).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      district: 'District is required',
      city: 'City is required',
      landmark: 'Landmark is required',
    });
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
    ).toEqual({ name: 'Sita', phone: '9812345678', district: 'd1', city: 'c1', landmark: 'Chowk', notes: '' });
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
