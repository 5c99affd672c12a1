/**
 * The checkout form's rules, docs/rules.md §5 "Checkout": the one place they are written down. Each field has one rule
 * (required or not, longest value, pattern, the exact messages); everything else is derived from this table:
 *
 * - the island's check below (validateCustomer, customerErrors), pure and zod-free so the checkout ships no zod;
 * - the server's zod schema, built from the same table in customer-schema.server.ts;
 * - the form's types (CustomerInput, Customer, CustomerField) and its maxlength attributes (CustomerFields.tsx).
 *
 * A field's checks run in a fixed order and the first one that fails gives the field's message: required (blank =
 * empty), too long, pattern, characters no one types. Messages are listed in field order.
 * tests/unit/checkout/validation.test.ts runs the same inputs through both sides and expects the same messages.
 */
import { NEPALI_MOBILE, PHONE_HINT, PHONE_INPUT_MAX, normalisePhone } from '../../lib/phone';
import { hasControlCharacters, notAllowedCharacters } from '../../lib/text';

/** docs/rules.md §5: toast title for failed checkout validation (verbatim). */
export const VALIDATION_TOAST_TITLE = 'Validation Error';

/** One field's rule. */
export interface FieldRule {
  /** How messages name the field ("Name must be at most 100 characters"). */
  readonly label: string;
  /** The message for a blank value; a field without one is optional. */
  readonly required?: string;
  /** Longest value accepted, counted after trimming (the form's maxlength where the field has one). */
  readonly max: number;
  /** The value's canonical form: what the pattern is checked against and what is stored. */
  readonly normalise?: (value: string) => string;
  readonly pattern?: { readonly regex: RegExp; readonly message: string };
  /** Refuse control characters and direction overrides (only a pasted or forged value has them). */
  readonly printable?: boolean;
}

/**
 * docs/rules.md §5 checkout fields, in form order (district and city are record ids, docs/rules.md §3 Customer info).
 * The lengths are not in docs/rules.md: sanity limits, shared with the form's maxlength.
 */
export const CUSTOMER_RULES = {
  name: { label: 'Name', required: 'Name is required', max: 100, printable: true },
  // "+977 98-1234-5678" and the like are accepted and stored as the 10 digits (src/lib/phone.ts).
  phone: {
    label: 'Phone number',
    required: 'Phone number is required',
    max: PHONE_INPUT_MAX,
    normalise: normalisePhone,
    pattern: { regex: NEPALI_MOBILE, message: PHONE_HINT },
  },
  district: { label: 'District', required: 'District is required', max: 50 },
  city: { label: 'City', required: 'City is required', max: 50 },
  landmark: { label: 'Landmark', required: 'Landmark is required', max: 200, printable: true },
  notes: { label: 'Notes', max: 500, printable: true },
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
  [K in CustomerField]: (typeof CUSTOMER_RULES)[K] extends { required: string } ? K : never;
}[CustomerField];
/** Each failing field's message. */
export type FieldErrors = Partial<Record<CustomerField, string>>;

/** The message for a value longer than the rule allows, e.g. "Name must be at most 100 characters". */
export function tooLongMessage(rule: FieldRule): string {
  return `${rule.label} must be at most ${rule.max} characters`;
}

/** The message for characters no one types, e.g. "Name contains characters that are not allowed". */
export function notAllowedMessage(rule: FieldRule): string {
  return notAllowedCharacters(rule.label);
}

/** True when a present value matches the rule's pattern (checked on its normalised form). */
export function matchesPattern(rule: FieldRule, trimmed: string): boolean {
  return !rule.pattern || rule.pattern.regex.test(rule.normalise ? rule.normalise(trimmed) : trimmed);
}

/** True when a value holds no control characters (or the rule does not care). */
export function isPrintable(rule: FieldRule, trimmed: string): boolean {
  return !rule.printable || !hasControlCharacters(trimmed);
}

/** One field's message, or null when the value passes its rule. Anything but a string counts as blank. */
export function fieldMessage(field: CustomerField, value: unknown): string | null {
  const rule: FieldRule = CUSTOMER_RULES[field];
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return rule.required ?? null;
  if (text.length > rule.max) return tooLongMessage(rule);
  if (!matchesPattern(rule, text)) return rule.pattern?.message ?? null;
  if (!isPrintable(rule, text)) return notAllowedMessage(rule);
  return null;
}

/** Each failing field's message, for showing under the fields. */
export function customerErrors(input: Partial<Record<CustomerField, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CUSTOMER_FIELDS) {
    const message = fieldMessage(field, input[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * docs/rules.md §5: the form's messages in field order ("Name is required", "Please enter a valid Nepali mobile
 * number", ...). Empty list = valid.
 */
export function validateCustomer(input: Partial<Record<CustomerField, unknown>>): string[] {
  return Object.values(customerErrors(input));
}

/** docs/rules.md §5: toast body = messages joined by periods, e.g. "Name is required. City is required." ("" when none). */
export function validationToastText(messages: readonly string[]): string {
  return messages.length === 0 ? '' : `${messages.join('. ')}.`;
}
