import { describe, expect, it } from 'vitest';
import { feedbackInput, qrLeadInput } from '@/features/forms/schema';
import { withCallerLocale } from '@/lib/actions/caller-locale.server';

const lead = {
  fullName: 'Sita Rai',
  mobile: '9812345678',
  business: 'Rai Honey',
  email: 'sita@raihoney.com',
  nature: 'Honey producer',
};
const feedback = { rating: 5, phone: '9812345678', orderId: 'ORD-123456', comment: 'Great' };

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.') || '(root)'}:${i.code}`) ?? [];

describe('qrLeadInput (the action trust boundary)', () => {
  it('accepts and trims a valid lead', () => {
    expect(qrLeadInput.parse({ ...lead, fullName: '  Sita Rai ' })).toEqual(lead);
  });
  it('accepts a mobile number in Devanagari digits and gives it as Latin digits', () => {
    expect(qrLeadInput.parse({ ...lead, mobile: '९८१२३४५६७८' })).toEqual(lead);
    expect(qrLeadInput.parse({ ...lead, mobile: '+९७७ ९८-१२३४-५६७८' })).toEqual(lead);
    expect(issuesOf(qrLeadInput.safeParse({ ...lead, mobile: '९६१२३४५६७८' }))).toEqual(['mobile:custom']);
  });
  it('rejects extra fields', () => {
    expect(issuesOf(qrLeadInput.safeParse({ ...lead, admin: true }))).toEqual(['(root):unrecognized_keys']);
  });
  it('rejects wrong types and missing fields', () => {
    expect(issuesOf(qrLeadInput.safeParse({ ...lead, fullName: 42 }))).toEqual(['fullName:invalid_type']);
    expect(issuesOf(qrLeadInput.safeParse({ fullName: 'x' }))).toEqual([
      'mobile:invalid_type',
      'business:invalid_type',
      'email:invalid_type',
      'nature:invalid_type',
    ]);
    for (const value of [null, [], 'lead', 1]) expect(qrLeadInput.safeParse(value).success).toBe(false);
  });
  it('applies the shared rules with their messages', () => {
    const result = qrLeadInput.safeParse({
      ...lead,
      email: 'nope',
      mobile: '12',
      business: ' ',
      nature: 'x'.repeat(1_000_000),
    });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      mobile: 'Please enter a valid Nepali mobile number',
      business: 'Business Name is required',
      email: 'Please enter a valid email address',
      nature: 'Nature of Business must be at most 200 characters',
    });
  });
});

describe('feedbackInput', () => {
  it('accepts a valid feedback; the order ID may be missing', () => {
    expect(feedbackInput.parse(feedback)).toEqual(feedback);
    const { orderId: _omit, ...withoutOrder } = feedback;
    expect(feedbackInput.parse(withoutOrder)).toEqual({ ...withoutOrder, orderId: '' });
  });
  it('accepts a phone in Devanagari digits and gives it as Latin digits', () => {
    expect(feedbackInput.parse({ ...feedback, phone: '+९७७ ९८१२३४५६७८' })).toEqual(feedback);
  });
  it('rejects extra fields and wrong types', () => {
    expect(issuesOf(feedbackInput.safeParse({ ...feedback, submitted_at: 'x' }))).toEqual(['(root):unrecognized_keys']);
    expect(issuesOf(feedbackInput.safeParse({ ...feedback, rating: '5' }))).toEqual(['rating:invalid_type']);
    expect(issuesOf(feedbackInput.safeParse({ ...feedback, orderId: 7 }))).toEqual(['orderId:invalid_type']);
  });
  it('applies the shared rules', () => {
    const result = feedbackInput.safeParse({ rating: 9, phone: '123', comment: '' });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      rating: 'Please select a rating before submitting.',
      phone: 'Please enter a valid Nepali mobile number',
      comment: 'Comment is required',
    });
  });
});

describe('the schemas parsing a call from a Nepali page (src/lib/actions/caller-locale.server.ts)', () => {
  const inNepali = <T>(parse: () => T) => withCallerLocale('ne', parse);

  it("refuse with the rules' Nepali messages and store the same record as for an English page", () => {
    const result = inNepali(() => qrLeadInput.safeParse({ ...lead, mobile: '12', business: ' ' }));
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      mobile: 'कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्',
      business: 'व्यवसायको नाम आवश्यक छ',
    });
    expect(inNepali(() => qrLeadInput.parse({ ...lead, mobile: '९८१२३४५६७८' }))).toEqual(qrLeadInput.parse(lead));
  });

  it('feedback', () => {
    const result = inNepali(() => feedbackInput.safeParse({ ...feedback, comment: '' }));
    expect(result.error!.issues.map((i) => i.message)).toEqual(['टिप्पणी आवश्यक छ']);
    expect(inNepali(() => feedbackInput.parse({ ...feedback, phone: '९८१२३४५६७८' }))).toEqual(
      feedbackInput.parse(feedback),
    );
  });
});
