/**
 * The checkout form's rules, docs/rules.md §5 "Checkout": the one place they are written down. Each field has one rule
 * (required or not, longest value, pattern, the exact messages); everything else is derived from this table:
 *
 * - the island's check below (validateCustomer, customerErrors), pure and zod-free so the checkout ships no zod;
 * - the server's zod schema, built from the same table in customer-schema.server.ts;
 * - the form's types (CustomerInput, Customer, CustomerField) and its maxlength attributes (CustomerFields.tsx).
 *
 * A field's checks run in a fixed order and the first one that fails gives the field's message: required (blank =
 * empty), too long, pattern, characters no one types, no visible letter. Messages are listed in field order, in the page's language:
 * every function takes the locale (English, docs/rules.md's words, by default), the island its page's and the server
 * the calling page's (src/lib/request-locale.ts).
 * tests/unit/checkout/validation.test.ts runs the same inputs through both sides and expects the same messages.
 */
import type { Locale } from '../../lib/i18n';
import { formatNumber } from '../../lib/money';
import { EMAIL_MAX, EMAIL_PATTERN } from '../../lib/email-address';
import { NEPALI_MOBILE, PHONE_INPUT_MAX, normalisePhone, phoneHint } from '../../lib/phone';
import { hasControlCharacters } from '../../lib/text';
import { hasVisibleLetter } from '../../lib/visible-text';
import * as m from '../../paraglide/messages.js';

/** docs/rules.md §5: toast title for failed checkout validation ("Validation Error" in English, verbatim). */
export function validationToastTitle(locale: Locale = 'en'): string {
  return m.checkout_validation_error({}, { locale });
}

/** A text in the page's language. */
export type Text = (locale: Locale) => string;

/** One field's rule. Its messages are functions of the page's language; the English ones are docs/rules.md's. */
export interface FieldRule {
  /** How messages name the field ("Name must be at most 100 characters"). */
  readonly label: Text;
  /** True when the field must be filled in ("Name is required"); a field without it is optional. */
  readonly required?: boolean;
  /** Longest value accepted, counted after trimming (the form's maxlength where the field has one). */
  readonly max: number;
  /** The value's canonical form: what the pattern is checked against and what is stored. */
  readonly normalise?: (value: string) => string;
  readonly pattern?: { readonly regex: RegExp; readonly message: Text };
  /** Refuse control characters and direction overrides (only a pasted or forged value has them). */
  readonly printable?: boolean;
  /**
   * Refuse a value with no visible letter or digit (zero-width spaces, Hangul fillers...: the desk would show a blank
   * name; src/lib/visible-text.ts).
   */
  readonly visible?: boolean;
}

/**
 * docs/rules.md §5 checkout fields, in form order (district and city are record ids, docs/rules.md §3 Customer info).
 * The lengths are not in docs/rules.md: sanity limits, shared with the form's maxlength.
 */
export const CUSTOMER_RULES = {
  name: {
    label: (locale) => m.checkout_field_name({}, { locale }),
    required: true,
    max: 100,
    printable: true,
    visible: true,
  },
  // "+977 98-1234-5678", "९८१२३४५६७८" and the like are accepted and stored as the 10 Latin digits (src/lib/phone.ts).
  phone: {
    label: (locale) => m.form_field_phone({}, { locale }),
    required: true,
    max: PHONE_INPUT_MAX,
    normalise: normalisePhone,
    pattern: { regex: NEPALI_MOBILE, message: phoneHint },
  },
  // Optional: the shopper's messages go there too (docs/notifications.md "Email"; the pattern is the order hook's too).
  email: {
    label: (locale) => m.checkout_field_email({}, { locale }),
    max: EMAIL_MAX,
    pattern: { regex: EMAIL_PATTERN, message: (locale) => m.form_email_invalid({}, { locale }) },
  },
  district: { label: (locale) => m.checkout_field_district({}, { locale }), required: true, max: 50 },
  city: { label: (locale) => m.checkout_field_city({}, { locale }), required: true, max: 50 },
  landmark: {
    label: (locale) => m.checkout_field_landmark({}, { locale }),
    required: true,
    max: 200,
    printable: true,
    visible: true,
  },
  notes: { label: (locale) => m.checkout_field_notes({}, { locale }), max: 500, printable: true },
} as const satisfies Record<string, FieldRule>;

/** The form's fields, in form order. */
export type CustomerField = keyof typeof CUSTOMER_RULES;
export const CUSTOMER_FIELDS = Object.keys(CUSTOMER_RULES) as CustomerField[];

/** The form as typed (anything may be missing or blank). */
export type CustomerInput = { [K in CustomerField]?: string | null };
/** The form after the rules passed: trimmed, normalised, optional fields "" when empty (the server's parse). */
export type Customer = { [K in CustomerField]: string };
/** The fields that must be filled in. */
export type RequiredField = {
  [K in CustomerField]: (typeof CUSTOMER_RULES)[K] extends { required: true } ? K : never;
}[CustomerField];
/** Each failing field's message. */
export type FieldErrors = Partial<Record<CustomerField, string>>;

/** The message for a blank required field, e.g. "Name is required". */
export function requiredMessage(rule: FieldRule, locale: Locale = 'en'): string {
  return m.form_required({ label: rule.label(locale) }, { locale });
}

/** The message for a value longer than the rule allows, e.g. "Name must be at most 100 characters". */
export function tooLongMessage(rule: FieldRule, locale: Locale = 'en'): string {
  return m.form_too_long({ label: rule.label(locale), max: formatNumber(rule.max, locale) }, { locale });
}

/** The message for characters no one types, e.g. "Name contains characters that are not allowed". */
export function notAllowedMessage(rule: FieldRule, locale: Locale = 'en'): string {
  return m.form_not_allowed({ label: rule.label(locale) }, { locale });
}

/** The message for a value with no visible letter, e.g. "Name must contain at least one letter or digit". */
export function noLetterMessage(rule: FieldRule, locale: Locale = 'en'): string {
  return m.form_no_letter({ label: rule.label(locale) }, { locale });
}

/** True when a present value matches the rule's pattern (checked on its normalised form). */
export function matchesPattern(rule: FieldRule, trimmed: string): boolean {
  return !rule.pattern || rule.pattern.regex.test(rule.normalise ? rule.normalise(trimmed) : trimmed);
}

/** True when a value holds no control characters (or the rule does not care). */
export function isPrintable(rule: FieldRule, trimmed: string): boolean {
  return !rule.printable || !hasControlCharacters(trimmed);
}

/** True when a present value has a visible letter or digit (or the rule does not care). */
export function isVisible(rule: FieldRule, trimmed: string): boolean {
  return !rule.visible || hasVisibleLetter(trimmed);
}

/**
 * One field's message in the page's language, or null when the value passes its rule. Anything but a string counts
 * as blank.
 */
export function fieldMessage(field: CustomerField, value: unknown, locale: Locale = 'en'): string | null {
  const rule: FieldRule = CUSTOMER_RULES[field];
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return rule.required ? requiredMessage(rule, locale) : null;
  if (text.length > rule.max) return tooLongMessage(rule, locale);
  if (!matchesPattern(rule, text)) return rule.pattern?.message(locale) ?? null;
  if (!isPrintable(rule, text)) return notAllowedMessage(rule, locale);
  if (!isVisible(rule, text)) return noLetterMessage(rule, locale);
  return null;
}

/** Each failing field's message, for showing under the fields. */
export function customerErrors(input: Partial<Record<CustomerField, unknown>>, locale: Locale = 'en'): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CUSTOMER_FIELDS) {
    const message = fieldMessage(field, input[field], locale);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * docs/rules.md §5: the form's messages in field order ("Name is required", "Please enter a valid Nepali mobile
 * number", ...), in the page's language. Empty list = valid.
 */
export function validateCustomer(input: Partial<Record<CustomerField, unknown>>, locale: Locale = 'en'): string[] {
  return Object.values(customerErrors(input, locale));
}

/**
 * docs/rules.md §5: toast body = messages joined by full stops, e.g. "Name is required. City is required." ("" when
 * none); a Nepali page ends its sentences with the danda (।).
 */
export function validationToastText(messages: readonly string[], locale: Locale = 'en'): string {
  const stop = m.page_full_stop({}, { locale });
  return messages.length === 0 ? '' : `${messages.join(`${stop} `)}${stop}`;
}
