// Form actions (docs/rules.md §2 QR lead form and Feedback; §7 calls), registered in src/actions/index.ts: Astro checks
// the input with zod (schema.ts), then one record is stored with the service account. Invalid input is a 400 naming
// the problem, with one message per field for the form (src/lib/actions/input-refusal.server.ts); a record that
// cannot be stored is answered with a clear message: a 503 when PocketBase is down, a 500 (logged) when it refused
// the record. Refusals and failures are in the language of the page that sent the form
// (src/lib/actions/caller-locale.server.ts, src/lib/actions/handler.server.ts).
import { defineAction } from 'astro:actions';
import type { Locale } from '../../lib/i18n';
import { actionHandler } from '../../lib/actions/handler.server';
import * as m from '../../paraglide/messages.js';
import { feedbackRecord, qrContactRecord } from './rules';
import { feedbackInput, qrLeadInput } from './schema';
import { saveFormRecord } from './store.server';

/** What the shopper reads when the submission could not be stored. */
export function formSaveFailed(locale: Locale = 'en'): string {
  return m.form_save_failed({}, { locale });
}

export const formActions = {
  /** docs/rules.md §3: the lead is stored as JSON in the single field contact_json of qr_form. */
  submitQrLead: defineAction({
    accept: 'json',
    input: qrLeadInput,
    handler: actionHandler({
      failure: formSaveFailed,
      context: 'submitQrLead',
      work: async (lead) => {
        await saveFormRecord('qr_form', { contact_json: JSON.stringify(qrContactRecord(lead, new Date())) });
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
      work: async (input) => {
        await saveFormRecord('feedback', { feedback: JSON.stringify(feedbackRecord(input, new Date())) });
        return { ok: true as const };
      },
    }),
  }),
};
