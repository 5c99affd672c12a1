/**
 * The forms' trust boundary: zod schemas for the action inputs. Shapes and types are checked here (exact keys, no
 * extras, strings/numbers only); every rule about the values comes from rules.ts, the same functions the islands run.
 * Astro parses an action's input with these before the handler runs, with no request at hand: the rules' messages are
 * put in the language of the page that sent the form as the schema parses (callerLocale), so a refusal names its
 * fields' problems in that language.
 */
import { z } from 'astro/zod';
import { callerLocale } from '../../lib/actions/caller-locale.server';
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

/** The QR lead form's input (the submitQrLead action's schema). */
export const qrLeadInput = z
  .strictObject({
    fullName: z.string(),
    mobile: z.string(),
    business: z.string(),
    email: z.string(),
    nature: z.string(),
  } satisfies Record<QrField, z.ZodString>)
  .superRefine((lead, ctx) => addIssues(validateQrLead(lead, callerLocale()), ctx))
  .transform(
    (lead): QrLead => ({
      fullName: lead.fullName.trim(),
      mobile: normalisePhone(lead.mobile),
      business: lead.business.trim(),
      email: lead.email.trim(),
      nature: lead.nature.trim(),
    }),
  );

/** The feedback form's input (the submitFeedback action's schema). */
export const feedbackInput = z
  .strictObject({
    rating: z.number(),
    phone: z.string(),
    orderId: z.string().optional(),
    comment: z.string(),
  })
  .superRefine((input, ctx) => addIssues(validateFeedback(input, callerLocale()), ctx))
  .transform(
    (input): FeedbackInput => ({
      rating: input.rating,
      phone: normalisePhone(input.phone),
      orderId: (input.orderId ?? '').trim(),
      comment: input.comment.trim(),
    }),
  );
