// The back-in-stock actions' input (actions.ts): strict and bounded. Server-side only (zod); the island checks the
// number with the checkout's rule (src/lib/phone.ts) and the code with CODE_PATTERN (rules.ts).
import { z } from 'zod';
import { PHONE_INPUT_MAX } from '../../lib/phone';

export const askStockAlertInput = z.strictObject({
  /** The product's record id (15 characters, as PocketBase makes them). */
  product: z.string().regex(/^[a-z0-9]{15}$/, { error: 'product must be a product id' }),
  /** The shopper's mobile number as typed (normalised and checked by the handler). */
  phone: z.string().max(PHONE_INPUT_MAX),
});

export const confirmStockAlertInput = z.strictObject({
  request: z.string().regex(/^[a-z0-9]{15}$/, { error: 'request must be a request id' }),
  /** The 6 digits as typed (Devanagari digits too; the handler reads them as Latin ones). */
  code: z.string().max(20),
});

export type AskStockAlertInput = z.input<typeof askStockAlertInput>;
export type ConfirmStockAlertInput = z.input<typeof confirmStockAlertInput>;
