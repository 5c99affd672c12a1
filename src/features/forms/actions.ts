// Form actions (docs/rules.md §2 QR lead form and Feedback; §7 calls), registered in src/actions/index.ts: validate
// with zod (schema.ts), then store one record with the service account. Invalid input is a 400 naming the problem,
// with one message per field for the form (src/lib/actions/errors.server.ts, InvalidInput); a record that cannot be
// stored is answered with a clear message: a 503 when PocketBase is down, a 500 (logged) when it refused the record.
// Refusals and failures are in the language of the page that sent the form (src/lib/actions/define.server.ts).
import type { Locale } from '../../lib/i18n';
import { jsonAction } from '../../lib/actions/define.server';
import * as m from '../../paraglide/messages.js';
import { feedbackRecord, qrContactRecord } from './rules';
import { feedbackInputs, qrLeadInputs } from './schema';
import { saveFormRecord } from './store.server';

/** What the shopper reads when the submission could not be stored. */
export function formSaveFailed(locale: Locale = 'en'): string {
  return m.form_save_failed({}, { locale });
}

export const formActions = {
  /** docs/rules.md §3: the lead is stored as JSON in the single field contact_json of qr_form. */
  submitQrLead: jsonAction({
    input: (locale) => qrLeadInputs[locale],
    failure: formSaveFailed,
    context: 'submitQrLead',
    handler: async (lead) => {
      await saveFormRecord('qr_form', { contact_json: JSON.stringify(qrContactRecord(lead, new Date())) });
      return { ok: true as const };
    },
  }),
  /** docs/rules.md §3: the feedback is stored as JSON in the single field feedback of feedback. */
  submitFeedback: jsonAction({
    input: (locale) => feedbackInputs[locale],
    failure: formSaveFailed,
    context: 'submitFeedback',
    handler: async (input) => {
      await saveFormRecord('feedback', { feedback: JSON.stringify(feedbackRecord(input, new Date())) });
      return { ok: true as const };
    },
  }),
};
