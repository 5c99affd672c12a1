/**
 * The server's parse of the checkout fields (docs/rules.md §5 "Checkout"), built from the rule table in validation.ts:
 * the same checks, in the same order, with the same messages as the island's validateCustomer. Server-only so the
 * checkout island does not ship zod.
 */
import { z } from 'zod';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_RULES,
  type Customer,
  type CustomerField,
  type FieldRule,
  isPrintable,
  matchesPattern,
  notAllowedMessage,
  tooLongMessage,
} from './validation';

/**
 * One field's schema: trimmed, then required → too long → pattern → characters, each check stopping the field's
 * checks when it fails (so a field has at most one message, as on the island); the value stored is the normalised one.
 */
function fieldSchema(rule: FieldRule): z.ZodType<string, unknown> {
  let text = z.string(rule.required ? { error: rule.required } : undefined).trim();
  if (rule.required) text = text.min(1, { error: rule.required, abort: true });
  const checked = text
    .max(rule.max, { error: tooLongMessage(rule), abort: true })
    .refine((v) => v === '' || matchesPattern(rule, v), { error: rule.pattern?.message, abort: true })
    .refine((v) => isPrintable(rule, v), { error: notAllowedMessage(rule), abort: true })
    .transform((v) => (v !== '' && rule.normalise ? rule.normalise(v) : v));
  return rule.required ? checked : checked.nullish().transform((v) => v ?? '');
}

/** docs/rules.md §5 checkout rules as a zod schema for the server. Strings are trimmed; optional fields default to "". */
export const customerSchema = z.object(
  Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, fieldSchema(CUSTOMER_RULES[f])])) as Record<
    CustomerField,
    z.ZodType<string, unknown>
  >,
);

/** The server's verdict on the form: the parsed customer, or the messages in field order (as validateCustomer gives). */
export function parseCustomer(
  input: Partial<Record<CustomerField, unknown>>,
): { ok: true; customer: Customer } | { ok: false; messages: string[] } {
  const parsed = customerSchema.safeParse(input);
  if (parsed.success) return { ok: true, customer: parsed.data };
  return { ok: false, messages: parsed.error.issues.map((issue) => issue.message) };
}
