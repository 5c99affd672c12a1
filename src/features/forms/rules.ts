/**
 * Rules of the QR business lead form and the feedback form (docs/rules.md §3 entities, §5 Validation, §8 toasts). Pure and
 * zod-free so the islands ship them cheaply; the server runs the very same functions inside its zod schema
 * (schema.ts), so the browser and the action can never disagree. Every message is in the page's language (the
 * functions take the locale, English by default; the English texts are docs/rules.md's).
 */
import type { Locale } from '../../lib/i18n';
import { formatNumber } from '../../lib/money';
import { PHONE_INPUT_MAX, isNepaliMobile, phoneFieldValue, phoneHint } from '../../lib/phone';
import { hasControlCharacters } from '../../lib/text';
import { hasVisibleLetter } from '../../lib/visible-text';
import * as m from '../../paraglide/messages.js';

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

/** "Full Name is required" (the same sentence as the checkout's, src/features/checkout/validation.ts). */
const required = (label: string, locale: Locale) => m.form_required({ label }, { locale });
/** "Comment must be at most 2000 characters". */
const tooLong = (label: string, max: number, locale: Locale) =>
  m.form_too_long({ label, max: formatNumber(max, locale) }, { locale });
/** "Comment contains characters that are not allowed". */
const notAllowed = (label: string, locale: Locale) => m.form_not_allowed({ label }, { locale });
/** "Full Name must contain at least one letter or digit" (zero-width spaces alone, src/lib/visible-text.ts). */
export const noLetter = (label: string, locale: Locale) => m.form_no_letter({ label }, { locale });

// ---------------------------------------------------------------------------
// QR business lead (docs/rules.md §3: fullName, mobile, business, email, nature; §5: all five required, email valid)
// ---------------------------------------------------------------------------

export const QR_FIELDS = ['fullName', 'mobile', 'business', 'email', 'nature'] as const;
export type QrField = (typeof QR_FIELDS)[number];
export type QrLead = Record<QrField, string>;

/** The QR lead form's field labels, which its messages name ("Full Name is required"). */
export function qrLabel(field: QrField, locale: Locale = 'en'): string {
  switch (field) {
    case 'fullName':
      return m.form_qr_full_name({}, { locale });
    case 'mobile':
      return m.form_qr_mobile({}, { locale });
    case 'business':
      return m.form_qr_business({}, { locale });
    case 'email':
      return m.form_qr_email({}, { locale });
    case 'nature':
      return m.form_qr_nature({}, { locale });
  }
}

/** Generous but bounded lengths: nobody's name is 1 MB. (The mobile number is further held to 10 digits by its pattern.) */
export const QR_MAX: Record<QrField, number> = { fullName: 100, mobile: 20, business: 150, email: 254, nature: 200 };

export const EMPTY_QR_LEAD: QrLead = { fullName: '', mobile: '', business: '', email: '', nature: '' };

/** The lead's free-text fields: someone reads them to call back, so each must show a letter or digit. */
export const QR_TEXT_FIELDS: readonly QrField[] = ['fullName', 'business', 'nature'];

/**
 * docs/rules.md §5 QR lead: all five fields required, email valid. The mobile number must also be a Nepali mobile number
 * (our choice: docs/rules.md only says "required"; leads are called back by the team in Nepal, and checkout and feedback
 * use the same rule). A name, business or nature of only invisible characters counts as none (QR_TEXT_FIELDS).
 */
export function validateQrLead(input: Partial<Record<QrField, unknown>>, locale: Locale = 'en'): FieldErrors<QrField> {
  const errors: FieldErrors<QrField> = {};
  for (const field of QR_FIELDS) {
    const value = clean(input[field]);
    const label = qrLabel(field, locale);
    if (value === '') errors[field] = required(label, locale);
    else if (value.length > QR_MAX[field]) errors[field] = tooLong(label, QR_MAX[field], locale);
    else if (hasControlCharacters(value)) errors[field] = notAllowed(label, locale);
    else if (QR_TEXT_FIELDS.includes(field) && !hasVisibleLetter(value)) errors[field] = noLetter(label, locale);
    else if (field === 'mobile' && !isNepaliMobile(value)) errors[field] = phoneHint(locale);
    else if (field === 'email' && !isEmail(value)) errors[field] = m.form_email_invalid({}, { locale });
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

/** A toast's words. */
export interface ToastText {
  title: string;
  description: string;
}

/** docs/rules.md §8 QR form toasts (verbatim in English), in the page's language. */
export function qrToasts(locale: Locale = 'en'): { success: ToastText; failure: ToastText } {
  return {
    success: { title: m.form_qr_submitted({}, { locale }), description: m.form_qr_submitted_text({}, { locale }) },
    failure: { title: m.form_error({}, { locale }), description: m.form_try_again({}, { locale }) },
  };
}

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

/** docs/rules.md §5/§8 feedback toasts (verbatim in English), in the page's language. */
export function feedbackToasts(locale: Locale = 'en'): {
  ratingRequired: ToastText;
  success: ToastText;
  failure: ToastText;
} {
  return {
    ratingRequired: {
      title: m.form_rating_required({}, { locale }),
      description: m.form_rating_required_text({}, { locale }),
    },
    success: { title: m.form_feedback_thanks({}, { locale }), description: m.form_feedback_sent({}, { locale }) },
    failure: { title: m.form_error({}, { locale }), description: m.form_feedback_failed({}, { locale }) },
  };
}

/**
 * docs/rules.md §5 Feedback: rating 1 to 5 required; phone (Nepali mobile) and comment required (with a visible
 * letter or digit); order ID optional. Messages in `locale`.
 */
export function validateFeedback(
  input: Partial<Record<FeedbackField, unknown>>,
  locale: Locale = 'en',
): FieldErrors<FeedbackField> {
  const errors: FieldErrors<FeedbackField> = {};
  if (!isRating(input.rating)) errors.rating = m.form_rating_required_text({}, { locale });
  const phone = clean(input.phone);
  if (phone === '') errors.phone = required(m.form_field_phone({}, { locale }), locale);
  else if (!isNepaliMobile(phone)) errors.phone = phoneHint(locale);
  const orderId = clean(input.orderId);
  const orderIdLabel = m.form_field_order_id({}, { locale });
  if (orderId.length > FEEDBACK_MAX.orderId) errors.orderId = tooLong(orderIdLabel, FEEDBACK_MAX.orderId, locale);
  else if (hasControlCharacters(orderId)) errors.orderId = notAllowed(orderIdLabel, locale);
  const comment = clean(input.comment);
  const commentLabel = m.form_field_comment({}, { locale });
  if (comment === '') errors.comment = required(commentLabel, locale);
  else if (comment.length > FEEDBACK_MAX.comment) errors.comment = tooLong(commentLabel, FEEDBACK_MAX.comment, locale);
  else if (hasControlCharacters(comment)) errors.comment = notAllowed(commentLabel, locale);
  else if (!hasVisibleLetter(comment)) errors.comment = noLetter(commentLabel, locale);
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
  // The phone goes through the checkout's one rule (src/lib/phone.ts): cleaned of its country code, so
  // "+977 9812345678" (a "+" in a query string arrives as a space) prefills 9812345678, not its first 10 characters.
  return { phone: phoneFieldValue(value('phone', PHONE_INPUT_MAX)), orderId: value('orderid', FEEDBACK_MAX.orderId) };
}
