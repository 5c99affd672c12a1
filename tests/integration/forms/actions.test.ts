// The form actions over HTTP on the running shop server, as any client on the
// internet could call them: bad input is a 4xx with a clear message and
// nothing is stored; good input stores exactly one record.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { ONE_MB, send } from '@tests/harness/hostile-input';
import { adminClient, testStack } from '@tests/harness/stack';
import { validLead } from '@tests/harness/form-inputs';

const lead = validLead;
const feedback = { rating: 4, phone: '9712345678', orderId: 'ORD-654321', comment: 'Integration feedback' };

/** POSTs a raw body to /_actions/{name} the way Astro's own client does (JSON, no Origin needed for JSON). */
const callAction = (name: string, body: string, headers: Record<string, string> = {}) =>
  send(`${testStack().shopUrl}/_actions/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body,
  });
const callJson = (name: string, input: unknown) => callAction(name, JSON.stringify(input));

let pb: PocketBase;
const count = async (collection: string) => (await pb.collection(collection).getList(1, 1)).totalItems;

beforeAll(async () => {
  pb = await adminClient();
});

/** Cases that must all be refused with 400 and a message naming the problem. */
function badInputCases(valid: Record<string, unknown>, required: string[]) {
  const cases: [string, unknown, RegExp][] = [
    ['an empty object', {}, /expected string|expected number/],
    ['null', null, /expected object/],
    ['an array', [valid], /expected object/],
    ['a string', 'hello', /expected object/],
    ['an extra field', { ...valid, isAdmin: true }, /Unrecognized key/],
    ['a nested object as a field', { ...valid, [required[0]!]: { $gt: '' } }, /received object/],
  ];
  for (const field of required) {
    const { [field]: _omit, ...rest } = valid;
    cases.push([`no ${field}`, rest, /expected/]);
  }
  return cases;
}

describe('submitQrLead', () => {
  let before: number;
  beforeAll(async () => {
    before = await count('qr_form');
  });

  it.each([
    ...badInputCases(lead, ['fullName', 'mobile', 'business', 'email', 'nature']),
    ['a number as the name', { ...lead, fullName: 12345 }, /expected string, received number/],
    ['an invalid email', { ...lead, email: 'lead@testfarm' }, /Please enter a valid email address/],
    ['an invalid mobile', { ...lead, mobile: '0123456789' }, /Please enter a valid Nepali mobile number/],
    ['blank fields', { ...lead, fullName: '   ', nature: '' }, /Full Name is required/],
    ['a 200 kB name', { ...lead, fullName: 'x'.repeat(200 * 1024) }, /Full Name must be at most 100 characters/],
  ])('refuses %s with 400 and a clear message', async (_name, input, message) => {
    const res = await callJson('submitQrLead', input);
    expect(res.status).toBe(400);
    expect(res.json?.type).toBe('AstroActionInputError');
    expect(JSON.stringify(res.json!.issues)).toMatch(message);
  });

  it('refuses a 1 MB string with 413 before reading it', async () => {
    const res = await callJson('submitQrLead', { ...lead, nature: ONE_MB });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'CONTENT_TOO_LARGE', message: expect.stringContaining('exceeds') });
  });

  it('refuses a cross-site form post (checkOrigin) and a form body for a JSON action', async () => {
    const crossSite = await callAction('submitQrLead', new URLSearchParams(lead).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await callAction('submitQrLead', new URLSearchParams(lead).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: testStack().shopUrl,
    });
    expect(sameSite.status).toBe(415);
    expect(sameSite.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This action only accepts JSON.' });
  });

  it('stored nothing for any refused call', async () => {
    expect(await count('qr_form')).toBe(before);
  });

  it('stores a valid lead as contact_json', async () => {
    const started = Date.now();
    const res = await callJson('submitQrLead', { ...lead, fullName: `  ${lead.fullName}  ` });
    expect(res.status).toBe(200);
    expect(await count('qr_form')).toBe(before + 1);
    const [record] = (await pb.collection('qr_form').getList(1, 1, { sort: '-created' })).items;
    const { submitted_at, ...contact } = record!.contact_json as Record<string, string>;
    expect(contact).toEqual(lead);
    expect(Date.parse(submitted_at!)).toBeGreaterThanOrEqual(started - 1000);
    expect(Object.keys(record!)).not.toContain('fullName'); // one field only: contact_json
  });

  it('accepts a mobile number in Devanagari digits and stores it as Latin digits', async () => {
    const fullName = `${lead.fullName} Devanagari`;
    const res = await callJson('submitQrLead', { ...lead, fullName, mobile: '+९७७ ९८१२३४५६७८' });
    expect(res.status).toBe(200);
    const { items } = await pb.collection('qr_form').getList(1, 20, { sort: '-created' });
    const stored = items.map((r) => r.contact_json as Record<string, string>).find((c) => c.fullName === fullName);
    expect(stored).toMatchObject({ fullName, mobile: '9812345678' });
  });
});

describe('submitFeedback', () => {
  let before: number;
  beforeAll(async () => {
    before = await count('feedback');
  });

  it.each([
    ...badInputCases(feedback, ['rating', 'phone', 'comment']),
    ['a rating as a string', { ...feedback, rating: '5' }, /expected number, received string/],
    ['a rating of 0', { ...feedback, rating: 0 }, /Please select a rating before submitting/],
    ['a rating of 6', { ...feedback, rating: 6 }, /Please select a rating before submitting/],
    ['a fractional rating', { ...feedback, rating: 4.5 }, /Please select a rating before submitting/],
    ['an invalid phone', { ...feedback, phone: '98123' }, /Please enter a valid Nepali mobile number/],
    ['an empty comment', { ...feedback, comment: ' ' }, /Comment is required/],
    ['an order ID as a number', { ...feedback, orderId: 123456 }, /expected string, received number/],
    ['a 200 kB comment', { ...feedback, comment: 'x'.repeat(200 * 1024) }, /Comment must be at most 2000 characters/],
  ])('refuses %s with 400 and a clear message', async (_name, input, message) => {
    const res = await callJson('submitFeedback', input);
    expect(res.status).toBe(400);
    expect(res.json?.type).toBe('AstroActionInputError');
    expect(JSON.stringify(res.json!.issues)).toMatch(message);
  });

  it('refuses a 1 MB comment with 413', async () => {
    const res = await callJson('submitFeedback', { ...feedback, comment: ONE_MB });
    expect(res.status).toBe(413);
  });

  it('stored nothing for any refused call', async () => {
    expect(await count('feedback')).toBe(before);
  });

  it('stores valid feedback (order ID optional) in the single field feedback', async () => {
    const { orderId: _omit, ...withoutOrder } = feedback;
    const res = await callJson('submitFeedback', withoutOrder);
    expect(res.status).toBe(200);
    expect(await count('feedback')).toBe(before + 1);
    const [record] = (await pb.collection('feedback').getList(1, 1, { sort: '-created' })).items;
    const { submitted_at, ...stored } = record!.feedback as Record<string, unknown>;
    expect(stored).toEqual({ phone: feedback.phone, order_id: '', rating: feedback.rating, comment: feedback.comment });
    expect(new Date(submitted_at as string).toISOString()).toBe(submitted_at);
  });

  it('accepts a phone in Devanagari digits and stores it as Latin digits', async () => {
    const comment = `${feedback.comment} in Devanagari digits`;
    const res = await callJson('submitFeedback', { ...feedback, phone: '९७१२३४५६७८', comment });
    expect(res.status).toBe(200);
    const { items } = await pb.collection('feedback').getList(1, 20, { sort: '-created' });
    const stored = items.map((r) => r.feedback as Record<string, unknown>).find((f) => f.comment === comment);
    expect(stored).toMatchObject({ phone: '9712345678', comment });
  });
});
