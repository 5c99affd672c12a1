import { describe, expect, it } from 'vitest';
import {
  EMPTY_QR_LEAD,
  QR_FIELDS,
  feedbackPrefill,
  feedbackRecord,
  feedbackToasts,
  isEmail,
  isRating,
  qrContactRecord,
  qrLabel,
  qrToasts,
  validateFeedback,
  validateQrLead,
} from '@/features/forms/rules';

const lead = {
  fullName: 'Sita Rai',
  mobile: '9812345678',
  business: 'Rai Honey',
  email: 'sita@raihoney.com.np',
  nature: 'Honey producer',
};

describe('isEmail (docs/rules.md §5: email must be a valid email)', () => {
  it.each(['a@b.co', 'sita.rai+qr@raihoney.com.np', 'x_y@sub.domain.org', "o'brien@example.ie"])(
    'accepts %s',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );
  it.each([
    '',
    'plain',
    'a@b',
    '@b.com',
    'a@.com',
    'a@b..com',
    'a b@c.com',
    'a@b.com ',
    'a@-b.com',
    'a@b.com.',
    `${'a'.repeat(250)}@b.com`,
  ])('rejects %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('validateQrLead (docs/rules.md §5: all five required, email valid; mobile is a Nepali mobile number)', () => {
  it('accepts a complete lead, with surrounding spaces', () => {
    expect(validateQrLead(lead)).toEqual({});
    expect(validateQrLead({ ...lead, fullName: '  Sita  ', email: ' sita@raihoney.com ' })).toEqual({});
  });
  it('requires every field; blanks and non-strings count as empty', () => {
    expect(validateQrLead(EMPTY_QR_LEAD)).toEqual({
      fullName: 'Full Name is required',
      mobile: 'Mobile Number is required',
      business: 'Business Name is required',
      email: 'Email is required',
      nature: 'Nature of Business is required',
    });
    expect(validateQrLead({ ...lead, business: '   ', nature: 42 })).toEqual({
      business: 'Business Name is required',
      nature: 'Nature of Business is required',
    });
  });
  it('rejects an invalid email', () => {
    expect(validateQrLead({ ...lead, email: 'sita@raihoney' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it.each(['९८१२३४५६७८', '+९७७ ९८-१२३४-५६७८', '98१२३४5678'])('accepts mobile %s (Devanagari digits)', (mobile) => {
    expect(validateQrLead({ ...lead, mobile })).toEqual({});
  });
  it.each(['981234567', '98123456789', '9612345678', '९६१२३४५६७८'])(
    'rejects mobile %s with the phone hint',
    (mobile) => {
      expect(validateQrLead({ ...lead, mobile })).toEqual({ mobile: 'Please enter a valid Nepali mobile number' });
    },
  );
  it('caps lengths', () => {
    expect(validateQrLead({ ...lead, fullName: 'a'.repeat(101) })).toEqual({
      fullName: 'Full Name must be at most 100 characters',
    });
    expect(validateQrLead({ ...lead, nature: 'a'.repeat(1_000_000) }).nature).toBe(
      'Nature of Business must be at most 200 characters',
    );
  });
  it('refuses control characters, keeps Devanagari and emoji', () => {
    expect(validateQrLead({ ...lead, business: 'Farm\u0000' })).toEqual({
      business: 'Business Name contains characters that are not allowed',
    });
    expect(validateQrLead({ ...lead, fullName: 'राम थापा 🌾' })).toEqual({});
  });
});

describe('qrContactRecord (docs/rules.md §3: stored in contact_json)', () => {
  it('holds the five trimmed fields and the submission time', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(qrContactRecord({ ...lead, fullName: ' Sita Rai ' }, now)).toEqual({
      ...lead,
      submitted_at: '2026-11-22T10:00:00.000Z',
    });
  });
});

describe('validateFeedback (docs/rules.md §5 Feedback)', () => {
  const ok = { rating: 4, phone: '9712345678', orderId: '', comment: 'Fresh and on time' };
  it('accepts a rating, phone and comment; the order ID is optional', () => {
    expect(validateFeedback(ok)).toEqual({});
    expect(validateFeedback({ ...ok, orderId: 'ORD-123456' })).toEqual({});
    expect(validateFeedback({ rating: 1, phone: '9812345678', comment: 'x' })).toEqual({});
  });
  it.each([0, 6, 3.5, NaN, '5', null, undefined])('rating %j is "required"', (rating) => {
    expect(validateFeedback({ ...ok, rating })).toEqual({ rating: 'Please select a rating before submitting.' });
  });
  it('requires a Nepali mobile and a comment', () => {
    expect(validateFeedback({ ...ok, phone: '', comment: '  ' })).toEqual({
      phone: 'Phone number is required',
      comment: 'Comment is required',
    });
    expect(validateFeedback({ ...ok, phone: '1234567890' })).toEqual({
      phone: 'Please enter a valid Nepali mobile number',
    });
  });
  it('caps lengths', () => {
    expect(validateFeedback({ ...ok, comment: 'a'.repeat(2001) }).comment).toBe(
      'Comment must be at most 2000 characters',
    );
    expect(validateFeedback({ ...ok, orderId: 'a'.repeat(41) }).orderId).toBe('Order ID must be at most 40 characters');
  });
  it('refuses control characters and direction overrides; line breaks are fine', () => {
    expect(validateFeedback({ ...ok, comment: 'Good\u202Eevil', orderId: 'ORD\u0007' })).toEqual({
      comment: 'Comment contains characters that are not allowed',
      orderId: 'Order ID contains characters that are not allowed',
    });
    expect(validateFeedback({ ...ok, comment: 'राम्रो\nधन्यवाद' })).toEqual({});
  });
  it('isRating: integers 1..5', () => {
    expect([1, 2, 3, 4, 5].every(isRating)).toBe(true);
    expect([0, 6, 2.5, '3'].some(isRating)).toBe(false);
  });
});

describe('feedbackRecord (docs/rules.md §3: stored in feedback)', () => {
  it('maps orderId to order_id and stamps submitted_at (ISO)', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(
      feedbackRecord({ rating: 5, phone: ' 9812345678 ', orderId: ' ORD-123456 ', comment: ' Great ' }, now),
    ).toEqual({
      phone: '9812345678',
      order_id: 'ORD-123456',
      rating: 5,
      comment: 'Great',
      submitted_at: '2026-11-22T10:00:00.000Z',
    });
  });
});

describe('feedbackPrefill (docs/rules.md §2: ?phone=&orderid=)', () => {
  it('reads phone and orderid', () => {
    expect(feedbackPrefill('?phone=9812345678&orderid=ORD-123456')).toEqual({
      phone: '9812345678',
      orderId: 'ORD-123456',
    });
  });
  it('is empty without them, and trims and bounds what it takes', () => {
    expect(feedbackPrefill('')).toEqual({ phone: '', orderId: '' });
    expect(feedbackPrefill(`?phone=%20981234567899999&orderid=${'x'.repeat(100)}`)).toEqual({
      phone: '981234567899999',
      orderId: 'x'.repeat(40),
    });
  });
  it('cleans the phone with the checkout\'s rule before bounding it: country code, "+", spaces and dashes', () => {
    // A "+" in a query string is a space once decoded; %2B is a real "+".
    expect(feedbackPrefill('?phone=+9779812345678').phone).toBe('9812345678');
    expect(feedbackPrefill('?phone=%2B9779812345678').phone).toBe('9812345678');
    expect(feedbackPrefill('?phone=%2B977%2098-1234-5678').phone).toBe('9812345678');
    expect(feedbackPrefill('?phone=00977%209812345678').phone).toBe('9812345678');
    expect(feedbackPrefill(`?phone=${encodeURIComponent('+९७७ ९८१२३४५६७८')}`).phone).toBe('9812345678');
  });
});

describe('toast wording (docs/rules.md §8, verbatim)', () => {
  it('QR form', () => {
    expect(qrToasts('en')).toEqual(qrToasts());
    expect(qrToasts()).toEqual({
      success: { title: 'Submitted', description: 'Our team will reach out soon.' },
      failure: { title: 'Error', description: 'Please try again.' },
    });
  });
  it('feedback', () => {
    expect(feedbackToasts('en')).toEqual(feedbackToasts());
    expect(feedbackToasts()).toEqual({
      ratingRequired: { title: 'Rating Required', description: 'Please select a rating before submitting.' },
      success: { title: 'Thank You!', description: 'Your feedback has been submitted successfully.' },
      failure: { title: 'Error', description: 'Failed to submit feedback. Please try again.' },
    });
  });
});

describe('in Nepali (a Nepali page: the island and the server give the same messages)', () => {
  it('QR lead: labels and every message', () => {
    expect(QR_FIELDS.map((field) => qrLabel(field, 'ne'))).toEqual([
      'पूरा नाम',
      'मोबाइल नम्बर',
      'व्यवसायको नाम',
      'इमेल',
      'व्यवसायको प्रकार',
    ]);
    expect(validateQrLead(EMPTY_QR_LEAD, 'ne')).toEqual({
      fullName: 'पूरा नाम आवश्यक छ',
      mobile: 'मोबाइल नम्बर आवश्यक छ',
      business: 'व्यवसायको नाम आवश्यक छ',
      email: 'इमेल आवश्यक छ',
      nature: 'व्यवसायको प्रकार आवश्यक छ',
    });
    expect(
      validateQrLead({ ...lead, fullName: 'a'.repeat(101), mobile: '12345', email: 'x@y', nature: 'N\u0000' }, 'ne'),
    ).toEqual({
      fullName: 'पूरा नाम बढीमा १०० अक्षरको हुनुपर्छ',
      mobile: 'कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्',
      email: 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्',
      nature: 'व्यवसायको प्रकारमा नमिल्ने अक्षरहरू छन्',
    });
    expect(validateQrLead({ ...lead, mobile: '९८१२३४५६७८' }, 'ne')).toEqual({});
  });

  it('feedback: every message', () => {
    expect(validateFeedback({ rating: 0, phone: '', orderId: 'a'.repeat(41), comment: ' ' }, 'ne')).toEqual({
      rating: 'पठाउनुअघि कृपया रेटिङ छान्नुहोस्।',
      phone: 'फोन नम्बर आवश्यक छ',
      orderId: 'अर्डर नम्बर बढीमा ४० अक्षरको हुनुपर्छ',
      comment: 'टिप्पणी आवश्यक छ',
    });
    expect(validateFeedback({ rating: 5, phone: '९७१२३४५६७८', comment: 'राम्रो' }, 'ne')).toEqual({});
  });

  it('toasts', () => {
    expect(qrToasts('ne')).toEqual({
      success: { title: 'पठाइयो', description: 'हाम्रो टोलीले चाँडै तपाईंलाई सम्पर्क गर्नेछ।' },
      failure: { title: 'समस्या भयो', description: 'कृपया फेरि प्रयास गर्नुहोस्।' },
    });
    expect(feedbackToasts('ne')).toEqual({
      ratingRequired: { title: 'रेटिङ आवश्यक छ', description: 'पठाउनुअघि कृपया रेटिङ छान्नुहोस्।' },
      success: { title: 'धन्यवाद!', description: 'तपाईंको प्रतिक्रिया सफलतापूर्वक पठाइयो।' },
      failure: { title: 'समस्या भयो', description: 'प्रतिक्रिया पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।' },
    });
  });
});
