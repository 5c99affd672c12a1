// Every action is declared one way (Astro's defineAction with src/lib/actions/handler.server.ts), so every feature's refusals have one shape
// (src/lib/actions/errors.server.ts): a schema's refusal is a 400 BAD_REQUEST whose message names the problem and
// whose issues (and, per field, fields) let a form put the messages back on its fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtsFailed, quoteFailed } from '@/features/checkout/messages';
import { callAction } from '@tests/harness/actions-client';
import { type OtherShop, startOtherShop } from '@tests/harness/other-shop';

const refusals: [string, string, unknown][] = [
  ['checkout', 'quote', { items: [{ id: 'x', quantity: 1000 }] }],
  ['checkout', 'placeOrder', { nothing: true }],
  ['orders', 'getOrder', { orderNumber: 'ORD-1' }],
  ['forms', 'submitFeedback', { rating: 9, phone: '1', comment: '' }],
  ['forms', 'submitQrLead', {}],
];

describe('refusals of input', () => {
  it.each(refusals)('%s %s: 400, a sentence, and the issues', async (_feature, name, input) => {
    const { error } = await callAction(name, input);
    expect(error, `${name} must refuse`).toBeDefined();
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', type: 'AstroActionInputError' });
    expect(error!.message, error!.raw).toMatch(/^Invalid request: .{5,}/);
    expect(error!.issues?.length, error!.raw).toBeGreaterThan(0);
    expect(
      error!.issues?.every((issue) => typeof issue.message === 'string'),
      error!.raw,
    ).toBe(true);
  });

  it('a form refusal names its fields with the form messages', async () => {
    const { error } = await callAction('submitFeedback', { rating: 0, phone: '98123', comment: ' ' });
    const fields = (JSON.parse(error!.raw) as { fields: Record<string, string[]> }).fields;
    expect(fields.rating?.[0]).toMatch(/Please select a rating/);
    expect(fields.phone?.[0]).toMatch(/valid Nepali mobile number/);
    expect(fields.comment?.[0]).toMatch(/Comment is required/);
  });

  it('a refusal sends back at most 20 issues, however many the input has', async () => {
    const items = Array.from({ length: 60 }, () => ({ id: '', quantity: -1 }));
    const { error } = await callAction('checkStock', { items });
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(error!.issues?.length).toBeLessThanOrEqual(20);
    expect(error!.message).toMatch(/\(and \d+ more\)\.$/);
  });
});

// The same shop build on a server whose PocketBase cannot be reached: every feature's action answers 503 with the
// message its call gives (the one translator), never a 500 or an empty body.
describe('failures of the work, on a shop whose PocketBase is unreachable', () => {
  let shop: OtherShop;
  beforeAll(async () => {
    shop = await startOtherShop({ env: { PB_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it.each<[string, string, unknown, string]>([
    ['checkout', 'quote', { items: [{ id: 'abc123def456ghi', quantity: 1 }] }, quoteFailed('en')],
    ['checkout', 'listDistricts', {}, districtsFailed('en')],
    // src/features/orders/actions.ts, ORDER_LOOKUP_FAILED
    ['orders', 'getOrder', { orderNumber: 'ORD-123456' }, 'Unable to load the order at the moment. Please try again.'],
    // src/features/forms/actions.ts, formSaveFailed
    [
      'forms',
      'submitFeedback',
      { rating: 4, phone: '9812345678', comment: 'Outage test' },
      'We could not save your submission right now. Please try again in a moment.',
    ],
  ])('%s %s: 503 SERVICE_UNAVAILABLE with its message', async (_feature, name, input, message) => {
    const { error } = await callAction(name, input, { shopUrl: shop.shopUrl });
    expect(error, shop.serverLog()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message });
  });
});
