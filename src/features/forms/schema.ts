/**
 * The forms' trust boundary: zod schemas for the action inputs. Shapes and types are checked here (exact keys, no
 * extras, strings/numbers only); every rule about the values comes from rules.ts, the same functions the islands run.
 * One schema per language, so a refusal names its fields' problems in the language of the page that sent the form.
 */
import { z } from 'astro/zod';
import type { Locale } from '../../lib/i18n';
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

const qrLeadSchema = (locale: Locale) =>
  z
    .strictObject({
      fullName: z.string(),
      mobile: z.string(),
      business: z.string(),
      email: z.string(),
      nature: z.string(),
    } satisfies Record<QrField, z.ZodString>)
    .superRefine((lead, ctx) => addIssues(validateQrLead(lead, locale), ctx))
    .transform(
      (lead): QrLead => ({
        fullName: lead.fullName.trim(),
        mobile: normalisePhone(lead.mobile),
        business: lead.business.trim(),
        email: lead.email.trim(),
        nature: lead.nature.trim(),
      }),
    );

const feedbackSchema = (locale: Locale) =>
  z
    .strictObject({
      rating: z.number(),
      phone: z.string(),
      orderId: z.string().optional(),
      comment: z.string(),
    })
    .superRefine((input, ctx) => addIssues(validateFeedback(input, locale), ctx))
    .transform(
      (input): FeedbackInput => ({
        rating: input.rating,
        phone: normalisePhone(input.phone),
        orderId: (input.orderId ?? '').trim(),
        comment: input.comment.trim(),
      }),
    );

/** The QR lead's schema in each language (its field messages). */
export const qrLeadInputs = { en: qrLeadSchema('en'), ne: qrLeadSchema('ne') } as const;
/** The feedback's schema in each language (its field messages). */
export const feedbackInputs = { en: feedbackSchema('en'), ne: feedbackSchema('ne') } as const;

/** The English schemas (docs/rules.md's messages). */
export const qrLeadInput = qrLeadInputs.en;
export const feedbackInput = feedbackInputs.en;
