// Form actions (docs/rules.md §2 QR lead form and Feedback; §7 calls), registered in src/actions/index.ts: validate
// with zod (schema.ts), then store one record with the service account. Invalid input is a 400 naming the problem,
// with one message per field for the form (src/lib/actions/errors.server.ts, InvalidInput); a record that cannot be
// stored is answered with a clear message: a 503 when PocketBase is down, a 500 (logged) when it refused the record.
import { jsonAction } from '../../lib/actions/define.server';
import { feedbackRecord, qrContactRecord } from './rules';
import { feedbackInput, qrLeadInput } from './schema';
import { saveFormRecord } from './store.server';

/** What the shopper reads when the submission could not be stored. */
export const FORM_SAVE_FAILED = 'We could not save your submission right now. Please try again in a moment.';

export const formActions = {
  /** docs/rules.md §3: the lead is stored as JSON in the single field contact_json of qr_form. */
  submitQrLead: jsonAction({
    input: qrLeadInput,
    failure: FORM_SAVE_FAILED,
    context: 'submitQrLead',
    handler: async (lead) => {
      await saveFormRecord('qr_form', { contact_json: JSON.stringify(qrContactRecord(lead, new Date())) });
      return { ok: true as const };
    },
  }),
  /** docs/rules.md §3: the feedback is stored as JSON in the single field feedback of feedback. */
  submitFeedback: jsonAction({
    input: feedbackInput,
    failure: FORM_SAVE_FAILED,
    context: 'submitFeedback',
    handler: async (input) => {
      await saveFormRecord('feedback', { feedback: JSON.stringify(feedbackRecord(input, new Date())) });
      return { ok: true as const };
    },
  }),
};
