/**
 * Checkout form rules, spec §5 "Checkout": name, phone, district, city and landmark required (blank = empty); notes
 * optional; phone must be a Nepali mobile number. The island shows the messages in a "Validation Error" toast; the
 * server parses the same fields with `customerSchema`.
 */
import { z } from 'zod';
import { NEPALI_MOBILE, PHONE_HINT, isNepaliMobile } from '../../lib/phone';
import { hasControlCharacters, notAllowedCharacters } from '../../lib/text';

/** Spec §5: toast title for failed checkout validation (verbatim). */
export const VALIDATION_TOAST_TITLE = 'Validation Error';

/** Spec §5 required-field messages (verbatim style "Name is required"). */
export const REQUIRED_MESSAGES = {
  name: 'Name is required',
  phone: 'Phone number is required',
  district: 'District is required',
  city: 'City is required',
  landmark: 'Landmark is required',
} as const;

/** Max lengths (not in the spec; sanity limits for the server and the form's maxlength). */
export const CUSTOMER_MAX = { name: 100, phone: 10, district: 50, city: 50, landmark: 200, notes: 500 } as const;

/** The checkout form fields (district and city are record ids, spec §3 Customer info). */
export interface CustomerInput {
  name?: string | null;
  phone?: string | null;
  district?: string | null;
  city?: string | null;
  landmark?: string | null;
  notes?: string | null;
}

const blank = (v: string | null | undefined): boolean => typeof v !== 'string' || v.trim() === '';

/**
 * Spec §5: the list of messages for the form, in field order (name, phone, district, city, landmark). A non-empty
 * phone that is not a Nepali mobile number yields "Please enter a valid Nepali mobile number" in the phone slot.
 * Empty list = valid.
 */
export function validateCustomer(input: CustomerInput): string[] {
  const messages: string[] = [];
  if (blank(input.name)) messages.push(REQUIRED_MESSAGES.name);
  if (blank(input.phone)) messages.push(REQUIRED_MESSAGES.phone);
  else if (!isNepaliMobile(input.phone)) messages.push(PHONE_HINT);
  if (blank(input.district)) messages.push(REQUIRED_MESSAGES.district);
  if (blank(input.city)) messages.push(REQUIRED_MESSAGES.city);
  if (blank(input.landmark)) messages.push(REQUIRED_MESSAGES.landmark);
  return messages;
}

/** Spec §5: toast body = messages joined by periods, e.g. "Name is required. City is required." ("" when none). */
export function validationToastText(messages: readonly string[]): string {
  return messages.length === 0 ? '' : `${messages.join('. ')}.`;
}

/** No control characters (only a pasted or forged value has them; the form never produces them). */
const printable = (v: string) => !hasControlCharacters(v);

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

/**
 * Spec §5 checkout rules as a zod schema for the server (action input). Strings are trimmed; notes default to "".
 * Error messages match validateCustomer's.
 */
export const customerSchema = z.object({
  name: required(REQUIRED_MESSAGES.name, CUSTOMER_MAX.name).refine(printable, { error: notAllowedCharacters('Name') }),
  phone: required(REQUIRED_MESSAGES.phone, 20).regex(NEPALI_MOBILE, { error: PHONE_HINT }),
  district: required(REQUIRED_MESSAGES.district, CUSTOMER_MAX.district),
  city: required(REQUIRED_MESSAGES.city, CUSTOMER_MAX.city),
  landmark: required(REQUIRED_MESSAGES.landmark, CUSTOMER_MAX.landmark).refine(printable, { error: notAllowedCharacters('Landmark') }),
  notes: z
    .string()
    .trim()
    .max(CUSTOMER_MAX.notes)
    .refine(printable, { error: notAllowedCharacters('Notes') })
    .nullish()
    .transform((v) => v ?? ''),
});

export type Customer = z.output<typeof customerSchema>;
