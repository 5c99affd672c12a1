/**
 * The server's parse of the checkout fields (docs/rules.md §5 "Checkout"), built from the rule table in validation.ts:
 * the same checks, in the same order, with the same messages as the island's validateCustomer. Server-only so the
 * checkout island does not ship zod.
 */
import { z } from 'zod';
import type { Locale } from '../../lib/i18n';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_RULES,
  type Customer,
  type CustomerField,
  type FieldRule,
  isPrintable,
  isVisible,
  matchesPattern,
  noLetterMessage,
  notAllowedMessage,
  requiredMessage,
  tooLongMessage,
} from './validation';

/**
 * One field's schema: trimmed, then required → too long → pattern → characters → a visible letter, each check stopping the field's
 * checks when it fails (so a field has at most one message, as on the island); the value stored is the normalised one.
 * Messages are in `locale`.
 */
function fieldSchema(rule: FieldRule, locale: Locale): z.ZodType<string, unknown> {
  const required = rule.required ? requiredMessage(rule, locale) : undefined;
  let text = z.string(required ? { error: required } : undefined).trim();
  if (required) text = text.min(1, { error: required, abort: true });
  const checked = text
    .max(rule.max, { error: tooLongMessage(rule, locale), abort: true })
    .refine((v) => v === '' || matchesPattern(rule, v), { error: rule.pattern?.message(locale), abort: true })
    .refine((v) => isPrintable(rule, v), { error: notAllowedMessage(rule, locale), abort: true })
    .refine((v) => v === '' || isVisible(rule, v), { error: noLetterMessage(rule, locale), abort: true })
    .transform((v) => (v !== '' && rule.normalise ? rule.normalise(v) : v));
  return rule.required ? checked : checked.nullish().transform((v) => v ?? '');
}

function schemaIn(locale: Locale) {
  return z.object(
    Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, fieldSchema(CUSTOMER_RULES[f], locale)])) as Record<
      CustomerField,
      z.ZodType<string, unknown>
    >,
  );
}

/**
 * docs/rules.md §5 checkout rules as a zod schema for the server, one per language (its messages). Strings are
 * trimmed; optional fields default to "".
 */
export const customerSchemas = { en: schemaIn('en'), ne: schemaIn('ne') } as const satisfies Record<Locale, unknown>;
/** The English schema (docs/rules.md's messages). */
export const customerSchema = customerSchemas.en;

/**
 * The server's verdict on the form: the parsed customer, or the messages in field order (as validateCustomer gives),
 * in `locale`.
 */
export function parseCustomer(
  input: Partial<Record<CustomerField, unknown>>,
  locale: Locale = 'en',
): { ok: true; customer: Customer } | { ok: false; messages: string[] } {
  const parsed = customerSchemas[locale].safeParse(input);
  if (parsed.success) return { ok: true, customer: parsed.data };
  return { ok: false, messages: parsed.error.issues.map((issue) => issue.message) };
}
