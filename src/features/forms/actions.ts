// Form actions (docs/rules.md §2 QR lead form and Feedback; §7 calls), registered in src/actions/index.ts: Astro checks
// the input with zod (schema.ts), then one record is stored with the service account. Invalid input is a 400 naming
// the problem, with one message per field for the form (src/lib/actions/input-refusal.server.ts); a record that
// cannot be stored is answered with a clear message: a 503 when PocketBase is down, a 500 (logged) when it refused
// the record, but a 400 on the field when it found no letter in a text the form's rules took (save, below).
// Refusals and failures are in the language of the page that sent the form (src/lib/actions/caller-locale.server.ts,
// src/lib/actions/handler.server.ts).
import { defineAction } from 'astro:actions';
import type { Locale } from '../../lib/i18n';
import { actionHandler } from '../../lib/actions/handler.server';
import * as m from '../../paraglide/messages.js';
import { FieldRefusal } from '../../lib/actions/field-refusal.server';
import { feedbackRecord, noLetter, QR_TEXT_FIELDS, qrContactRecord, qrLabel } from './rules';
import { feedbackInput, qrLeadInput } from './schema';
import { FormStoreError, saveFormRecord } from './store.server';

/** What the shopper reads when the submission could not be stored. */
export function formSaveFailed(locale: Locale = 'en'): string {
  return m.form_save_failed({}, { locale });
}

/** PocketBase's word for a text without a visible letter (pocketbase/pb_hooks/lib/shop-forms.js textProblem). */
const NO_LETTER_PROBLEM = 'must contain at least one letter or digit';

/**
 * Stores the record; a field PocketBase finds without a letter is refused on that field. The form's rules let it
 * through: Node knows letters newer than PocketBase's Unicode (a name only of such letters), as the checkout does
 * (src/features/orders/orders.server.ts, no_letter).
 */
async function save(
  collection: Parameters<typeof saveFormRecord>[0],
  body: Record<string, unknown>,
  labels: Record<string, string>,
  locale: Locale,
): Promise<void> {
  try {
    await saveFormRecord(collection, body);
  } catch (err) {
    const refused =
      err instanceof FormStoreError
        ? Object.entries(labels).find(([key]) => err.problems[key] === NO_LETTER_PROBLEM)
        : undefined;
    if (refused) throw new FieldRefusal(refused[0], noLetter(refused[1], locale));
    throw err;
  }
}

export const formActions = {
  /** docs/rules.md §3: the lead is stored as JSON in the single field contact_json of qr_form. */
  submitQrLead: defineAction({
    accept: 'json',
    input: qrLeadInput,
    handler: actionHandler({
      failure: formSaveFailed,
      context: 'submitQrLead',
      work: async (lead, locale) => {
        const labels = Object.fromEntries(QR_TEXT_FIELDS.map((field) => [field, qrLabel(field, locale)]));
        await save('qr_form', { contact_json: JSON.stringify(qrContactRecord(lead, new Date())) }, labels, locale);
        return { ok: true as const };
      },
    }),
  }),
  /** docs/rules.md §3: the feedback is stored as JSON in the single field feedback of feedback. */
  submitFeedback: defineAction({
    accept: 'json',
    input: feedbackInput,
    handler: actionHandler({
      failure: formSaveFailed,
      context: 'submitFeedback',
      work: async (input, locale) => {
        const labels = { comment: m.form_field_comment({}, { locale }) };
        await save('feedback', { feedback: JSON.stringify(feedbackRecord(input, new Date())) }, labels, locale);
        return { ok: true as const };
      },
    }),
  }),
};
