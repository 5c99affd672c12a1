/**
 * Checkout form rules, docs/rules.md §5 "Checkout": name, phone, district, city and landmark required (blank = empty); notes
 * optional; phone must be a Nepali mobile number. The island shows the messages in a "Validation Error" toast; the
 * server parses the same fields with `customerSchema` (customer-schema.server.ts, kept apart so islands ship no zod).
 */
import { PHONE_HINT, isNepaliMobile } from '../../lib/phone';

/** docs/rules.md §5: toast title for failed checkout validation (verbatim). */
export const VALIDATION_TOAST_TITLE = 'Validation Error';

/** docs/rules.md §5 required-field messages (verbatim style "Name is required"). */
export const REQUIRED_MESSAGES = {
  name: 'Name is required',
  phone: 'Phone number is required',
  district: 'District is required',
  city: 'City is required',
  landmark: 'Landmark is required',
} as const;

/** Max lengths (not in docs/rules.md; sanity limits for the server and the form's maxlength). */
export const CUSTOMER_MAX = { name: 100, phone: 10, district: 50, city: 50, landmark: 200, notes: 500 } as const;

/** The checkout form fields (district and city are record ids, docs/rules.md §3 Customer info). */
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
 * docs/rules.md §5: the list of messages for the form, in field order (name, phone, district, city, landmark). A non-empty
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

/** docs/rules.md §5: toast body = messages joined by periods, e.g. "Name is required. City is required." ("" when none). */
export function validationToastText(messages: readonly string[]): string {
  return messages.length === 0 ? '' : `${messages.join('. ')}.`;
}
