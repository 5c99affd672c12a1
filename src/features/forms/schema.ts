/**
 * The forms' trust boundary: zod schemas for the action inputs. Shapes and types are checked here (exact keys, no
 * extras, strings/numbers only); every rule about the values comes from rules.ts, the same functions the islands run.
 */
import { z } from 'astro/zod';
import {
  type FieldErrors,
  type QrField,
  type FeedbackInput,
  type QrLead,
  validateFeedback,
  validateQrLead,
} from './rules';
import { normalisePhone } from '../../lib/phone';

/** Turns rule errors into zod issues on their fields. */
function addIssues(errors: FieldErrors<string>, ctx: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

export const qrLeadInput = z
  .strictObject({
    fullName: z.string(),
    mobile: z.string(),
    business: z.string(),
    email: z.string(),
    nature: z.string(),
  } satisfies Record<QrField, z.ZodString>)
  .superRefine((lead, ctx) => addIssues(validateQrLead(lead), ctx))
  .transform(
    (lead): QrLead => ({
      fullName: lead.fullName.trim(),
      mobile: normalisePhone(lead.mobile),
      business: lead.business.trim(),
      email: lead.email.trim(),
      nature: lead.nature.trim(),
    }),
  );

export const feedbackInput = z
  .strictObject({
    rating: z.number(),
    phone: z.string(),
    orderId: z.string().optional(),
    comment: z.string(),
  })
  .superRefine((input, ctx) => addIssues(validateFeedback(input), ctx))
  .transform(
    (input): FeedbackInput => ({
      rating: input.rating,
      phone: normalisePhone(input.phone),
      orderId: (input.orderId ?? '').trim(),
      comment: input.comment.trim(),
    }),
  );
