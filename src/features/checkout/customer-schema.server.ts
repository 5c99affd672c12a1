/**
 * The server's parse of the checkout fields (docs/rules.md §5 "Checkout"): the same rules and messages as validateCustomer in
 * validation.ts, as a zod schema. Server-only so the checkout island does not ship zod.
 */
import { z } from 'zod';
import { NEPALI_MOBILE, PHONE_HINT, PHONE_INPUT_MAX, normalisePhone } from '../../lib/phone';
import { hasControlCharacters, notAllowedCharacters } from '../../lib/text';
import { CUSTOMER_MAX, REQUIRED_MESSAGES } from './validation';

/** No control characters (only a pasted or forged value has them; the form never produces them). */
const printable = (v: string) => !hasControlCharacters(v);

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

/**
 * docs/rules.md §5 checkout rules as a zod schema for the server (action input). Strings are trimmed; notes default to "".
 * Error messages match validateCustomer's.
 */
export const customerSchema = z.object({
  name: required(REQUIRED_MESSAGES.name, CUSTOMER_MAX.name).refine(printable, { error: notAllowedCharacters('Name') }),
  // "+977 98-1234-5678" and the like are accepted and stored as the 10 digits (src/lib/phone.ts).
  phone: required(REQUIRED_MESSAGES.phone, PHONE_INPUT_MAX)
    .transform(normalisePhone)
    .pipe(z.string().regex(NEPALI_MOBILE, { error: PHONE_HINT })),
  district: required(REQUIRED_MESSAGES.district, CUSTOMER_MAX.district),
  city: required(REQUIRED_MESSAGES.city, CUSTOMER_MAX.city),
  landmark: required(REQUIRED_MESSAGES.landmark, CUSTOMER_MAX.landmark).refine(printable, {
    error: notAllowedCharacters('Landmark'),
  }),
  notes: z
    .string()
    .trim()
    .max(CUSTOMER_MAX.notes)
    .refine(printable, { error: notAllowedCharacters('Notes') })
    .nullish()
    .transform((v) => v ?? ''),
});

export type Customer = z.output<typeof customerSchema>;
