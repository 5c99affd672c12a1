// The form actions as Astro runs them (tests/unit/lib/action-call.ts): Astro checks the input with the action's
// schema (src/features/forms/schema.ts) in the language of the calling page, and the island reads the refusal's
// fields back with serverFieldErrors (src/features/forms/submit.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formActions, formSaveFailed } from '@/features/forms/actions';
import { serverFieldErrors } from '@/features/forms/submit';
import { callFrom as call, errorOf } from '../lib/action-call';

vi.mock('astro:actions', async () => (await import('../lib/action-call')).ASTRO_ACTIONS());
const saveFormRecord = vi.hoisted(() => vi.fn());
vi.mock('@/features/forms/store.server', () => ({ saveFormRecord }));

type FormAction = keyof typeof formActions;
const callFrom = (page: string, name: FormAction, input: unknown) => call(formActions[name], name, page, input);

const feedback = { rating: 4, phone: '9812345678', comment: 'Fresh' };

beforeEach(() => {
  saveFormRecord.mockReset();
});

describe('a refusal of input', () => {
  it('from the Nepali feedback page: the Nepali sentence, and the field messages back on the fields', async () => {
    const { status, body } = await callFrom('/ne/feedback', 'submitFeedback', { ...feedback, phone: '98123' });
    expect(status).toBe(400);
    expect(JSON.parse(body!)).toMatchObject({
      type: 'AstroActionInputError',
      code: 'BAD_REQUEST',
      message: 'अनुरोध मिलेन: phone: कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्।',
      fields: { phone: ['कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्'] },
    });
    expect(serverFieldErrors(errorOf(body))).toEqual({ phone: 'कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्' });
    expect(saveFormRecord).not.toHaveBeenCalled();
  });

  it('from the English page: the rules English messages', async () => {
    const { body } = await callFrom('/feedback', 'submitFeedback', { rating: 0, phone: '98123', comment: ' ' });
    expect(JSON.parse(body!).message).toBe(
      'Invalid request: rating: Please select a rating before submitting.; phone: Please enter a valid Nepali mobile number; comment: Comment is required.',
    );
    expect(serverFieldErrors(errorOf(body))).toEqual({
      rating: 'Please select a rating before submitting.',
      phone: 'Please enter a valid Nepali mobile number',
      comment: 'Comment is required',
    });
  });

  it('pages calling side by side each get their own language', async () => {
    const [nepali, english] = await Promise.all([
      callFrom('/ne/qr', 'submitQrLead', { fullName: '', mobile: '', business: '', email: '', nature: '' }),
      callFrom('/qr', 'submitQrLead', { fullName: '', mobile: '', business: '', email: '', nature: '' }),
    ]);
    expect(serverFieldErrors(errorOf(nepali.body)).fullName).toMatch(/[\u0900-\u097F]/);
    expect(serverFieldErrors(errorOf(english.body)).fullName).toBe('Full Name is required');
  });

  it('a hand-made body (wrong shape) is refused with zod words, never reaching the work', async () => {
    const { status, body } = await callFrom('/qr', 'submitQrLead', {});
    expect(status).toBe(400);
    expect(JSON.parse(body!).message).toMatch(/^Invalid request: fullName: .+ \(and 2 more\)\.$/);
    expect(saveFormRecord).not.toHaveBeenCalled();
  });
});

describe('the work', () => {
  it('stores the parsed input (trimmed, Latin digits) and answers ok', async () => {
    const { status } = await callFrom('/ne/feedback', 'submitFeedback', { ...feedback, phone: '९८१२३४५६७८ ' });
    expect(status).toBe(200);
    expect(saveFormRecord).toHaveBeenCalledOnce();
    const [collection, record] = saveFormRecord.mock.calls[0] as [string, { feedback: string }];
    expect(collection).toBe('feedback');
    expect(JSON.parse(record.feedback)).toMatchObject({ rating: 4, phone: '9812345678', comment: 'Fresh' });
  });

  it('a failure to store is answered with the form sentence in the language of the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    saveFormRecord.mockRejectedValue(new Error('PocketBase refused the record'));
    const { status, body } = await callFrom('/ne/feedback', 'submitFeedback', feedback);
    expect(status).toBe(500);
    expect(errorOf(body)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: formSaveFailed('ne') });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
