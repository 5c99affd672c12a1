/**
 * Rules of the QR business lead form and the feedback form (docs/rules.md §3 entities, §5 Validation, §8 toasts). Pure and
 * zod-free so the islands ship them cheaply; the server runs the very same functions inside its zod schema
 * (schema.ts), so the browser and the action can never disagree.
 */
import { PHONE_HINT, PHONE_INPUT_MAX, isNepaliMobile, phoneFieldValue } from '../../lib/phone';
import { hasControlCharacters, notAllowedCharacters } from '../../lib/text';

/**
 * An e-mail address: the WHATWG (browser) pattern, plus a dot in the domain, since a lead's address must be
 * reachable on the internet (docs/rules.md §5: "email must be a valid email").
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Text a field holds, trimmed; anything that is not a string counts as empty. */
const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Field name → error message, only for fields that have an error. Empty object = valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// ---------------------------------------------------------------------------
// QR business lead (docs/rules.md §3: fullName, mobile, business, email, nature; §5: all five required, email valid)
// ---------------------------------------------------------------------------

export const QR_FIELDS = ['fullName', 'mobile', 'business', 'email', 'nature'] as const;
export type QrField = (typeof QR_FIELDS)[number];
export type QrLead = Record<QrField, string>;

export const QR_LABELS: Record<QrField, string> = {
  fullName: 'Full Name',
  mobile: 'Mobile Number',
  business: 'Business Name',
  email: 'Email',
  nature: 'Nature of Business',
};

/** Generous but bounded lengths: nobody's name is 1 MB. (The mobile number is further held to 10 digits by its pattern.) */
export const QR_MAX: Record<QrField, number> = { fullName: 100, mobile: 20, business: 150, email: 254, nature: 200 };

export const EMPTY_QR_LEAD: QrLead = { fullName: '', mobile: '', business: '', email: '', nature: '' };

/**
 * docs/rules.md §5 QR lead: all five fields required, email valid. The mobile number must also be a Nepali mobile number
 * (our choice: docs/rules.md only says "required"; leads are called back by the team in Nepal, and checkout and feedback
 * use the same rule).
 */
export function validateQrLead(input: Partial<Record<QrField, unknown>>): FieldErrors<QrField> {
  const errors: FieldErrors<QrField> = {};
  for (const field of QR_FIELDS) {
    const value = clean(input[field]);
    if (value === '') errors[field] = `${QR_LABELS[field]} is required`;
    else if (value.length > QR_MAX[field])
      errors[field] = `${QR_LABELS[field]} must be at most ${QR_MAX[field]} characters`;
    else if (hasControlCharacters(value)) errors[field] = notAllowedCharacters(QR_LABELS[field]);
    else if (field === 'mobile' && !isNepaliMobile(value)) errors[field] = PHONE_HINT;
    else if (field === 'email' && !isEmail(value)) errors[field] = 'Please enter a valid email address';
  }
  return errors;
}

/** docs/rules.md §3: what is stored in qr_form.contact_json. */
export interface QrContactRecord extends QrLead {
  submitted_at: string;
}

export function qrContactRecord(lead: QrLead, now: Date): QrContactRecord {
  return {
    fullName: lead.fullName.trim(),
    mobile: lead.mobile.trim(),
    business: lead.business.trim(),
    email: lead.email.trim(),
    nature: lead.nature.trim(),
    submitted_at: now.toISOString(),
  };
}

/** docs/rules.md §8 QR form toasts (verbatim). */
export const QR_TOASTS = {
  success: { title: 'Submitted', description: 'Our team will reach out soon.' },
  failure: { title: 'Error', description: 'Please try again.' },
} as const;

// ---------------------------------------------------------------------------
// Feedback (docs/rules.md §3: phone, order_id optional, rating 1-5, comment, submitted_at; §5 Feedback)
// ---------------------------------------------------------------------------

export type FeedbackField = 'rating' | 'phone' | 'orderId' | 'comment';

export interface FeedbackInput {
  rating: number;
  phone: string;
  /** Optional: "" when not given. */
  orderId: string;
  comment: string;
}

export const FEEDBACK_MAX = { phone: 10, orderId: 40, comment: 2000 } as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** docs/rules.md §5/§8 feedback toasts (verbatim). */
export const FEEDBACK_TOASTS = {
  ratingRequired: { title: 'Rating Required', description: 'Please select a rating before submitting.' },
  success: { title: 'Thank You!', description: 'Your feedback has been submitted successfully.' },
  failure: { title: 'Error', description: 'Failed to submit feedback. Please try again.' },
} as const;

/** docs/rules.md §5 Feedback: rating 1 to 5 required; phone (Nepali mobile) and comment required; order ID optional. */
export function validateFeedback(input: Partial<Record<FeedbackField, unknown>>): FieldErrors<FeedbackField> {
  const errors: FieldErrors<FeedbackField> = {};
  if (!isRating(input.rating)) errors.rating = FEEDBACK_TOASTS.ratingRequired.description;
  const phone = clean(input.phone);
  if (phone === '') errors.phone = 'Phone number is required';
  else if (!isNepaliMobile(phone)) errors.phone = PHONE_HINT;
  const orderId = clean(input.orderId);
  if (orderId.length > FEEDBACK_MAX.orderId)
    errors.orderId = `Order ID must be at most ${FEEDBACK_MAX.orderId} characters`;
  else if (hasControlCharacters(orderId)) errors.orderId = notAllowedCharacters('Order ID');
  const comment = clean(input.comment);
  if (comment === '') errors.comment = 'Comment is required';
  else if (comment.length > FEEDBACK_MAX.comment)
    errors.comment = `Comment must be at most ${FEEDBACK_MAX.comment} characters`;
  else if (hasControlCharacters(comment)) errors.comment = notAllowedCharacters('Comment');
  return errors;
}

/** docs/rules.md §3: what is stored in feedback.feedback. */
export interface FeedbackRecord {
  phone: string;
  order_id: string;
  rating: number;
  comment: string;
  submitted_at: string;
}

export function feedbackRecord(input: FeedbackInput, now: Date): FeedbackRecord {
  return {
    phone: input.phone.trim(),
    order_id: input.orderId.trim(),
    rating: input.rating,
    comment: input.comment.trim(),
    submitted_at: now.toISOString(),
  };
}

/** Query parameters the feedback page is opened with (docs/rules.md §2: phone and orderid prefill the form). */
export function feedbackPrefill(search: string): { phone: string; orderId: string } {
  const params = new URLSearchParams(search);
  const value = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  // The phone goes through the checkout's one rule (src/lib/phone.ts): cleaned first, then capped at 10 digits, so
  // "+977 9812345678" (a "+" in a query string arrives as a space) prefills 9812345678, not its first 10 characters.
  return { phone: phoneFieldValue(value('phone', PHONE_INPUT_MAX)), orderId: value('orderid', FEEDBACK_MAX.orderId) };
}
