// Form actions (docs/rules.md §2 QR lead form and Feedback; §7 calls): validate with
// zod (schema.ts), then store one record with the service account. Invalid
// input is a 400 (ActionInputError, one message per field); a PocketBase
// outage is a 503 with a clear message.
import { ActionError, defineAction } from 'astro:actions';
import { feedbackRecord, qrContactRecord } from './rules';
import { feedbackInput, qrLeadInput } from './schema';
import { FormStoreError, saveFormRecord, type FormCollection } from './store.server';

async function save(collection: FormCollection, body: Record<string, unknown>): Promise<void> {
  try {
    await saveFormRecord(collection, body);
  } catch (err) {
    if (err instanceof FormStoreError) {
      throw new ActionError({
        code: 'SERVICE_UNAVAILABLE',
        message: 'We could not save your submission right now. Please try again in a moment.',
      });
    }
    throw err;
  }
}

export const formActions = {
  /** docs/rules.md §3: the lead is stored as JSON in the single field contact_json of qr_form. */
  submitQrLead: defineAction({
    input: qrLeadInput,
    handler: async (lead) => {
      await save('qr_form', { contact_json: JSON.stringify(qrContactRecord(lead, new Date())) });
      return { ok: true as const };
    },
  }),
  /** docs/rules.md §3: the feedback is stored as JSON in the single field feedback of feedback. */
  submitFeedback: defineAction({
    input: feedbackInput,
    handler: async (input) => {
      await save('feedback', { feedback: JSON.stringify(feedbackRecord(input, new Date())) });
      return { ok: true as const };
    },
  }),
};
