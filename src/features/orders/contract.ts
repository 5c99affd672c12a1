// The order lookup's input (the getOrder action, actions.ts): strict and bounded, so nothing a browser sends makes the
// server do unbounded work. Server-side only (zod): the order page checks numbers with ORDER_NUMBER_PATTERN alone.
import { z } from 'zod';
import { PHONE_INPUT_MAX } from '../../lib/phone';
import { ORDER_NUMBER_PATTERN } from './order-number';

export const getOrderInput = z.strictObject({
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN, { error: 'orderNumber must look like ORD-123456' }),
  token: z.string().max(200).optional(),
  /** The phone number the order was placed with: shows its items and totals (SECURITY.md "Order numbers and lookups"). */
  phone: z.string().max(PHONE_INPUT_MAX).optional(),
});

export type GetOrderInput = z.input<typeof getOrderInput>;
