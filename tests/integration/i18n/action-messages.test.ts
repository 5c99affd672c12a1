// The actions answer in the language of the page that called (docs/i18n.md; src/lib/request-locale.ts): an
// island's call is a same-origin fetch whose Referer is its page's full address (the shop sends
// Referrer-Policy: strict-origin-when-cross-origin), so a call from a page under /ne/ gets its refusals, rule
// messages and failure sentences in Nepali, and any other call gets the spec's English, byte for byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAction, type CallOptions } from '@tests/harness/actions-client';
import { send } from '@tests/harness/hostile-input';
import { customer, newKey, orderCount } from '@tests/harness/orders';
import { place, product, type SeedPlace, type SeedProduct } from '@tests/harness/seed';
import { testStack } from '@tests/harness/stack';

/** The headers of a call made by an island on the shop's page at `path`. */
const fromPage = (path: string): CallOptions => ({
  headers: { Referer: new URL(path, testStack().shopUrl).href },
});
const NEPALI_PAGE = '/ne/products';
const DEVANAGARI = /[\u0900-\u097F]/;

let apple: SeedProduct;
let kathmandu: SeedPlace;
let ordersBefore: number;

beforeAll(async () => {
  [apple, kathmandu] = await Promise.all([product('jumla-apple'), place()]);
  ordersBefore = await orderCount();
});

afterAll(async () => {
  // Every call below is refused: none may have written an order.
  expect(await orderCount()).toBe(ordersBefore);
});

describe('a refusal of the work (quote with a city that does not exist)', () => {
  const input = () => ({ items: [{ id: apple.id, quantity: 1 }], branchId: 'zzzzzzzzzzzzzzz' });
  const ENGLISH = 'The selected city/area is not available. Please choose your city/area again.';
  const NEPALI = 'छानिएको सहर/क्षेत्र उपलब्ध छैन। कृपया आफ्नो सहर/क्षेत्र फेरि छान्नुहोस्।';

  it('is in Nepali for a call from a Nepali page', async () => {
    const { error } = await callAction('quote', input(), fromPage(NEPALI_PAGE));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: NEPALI });
  });

  it.each<[string, CallOptions]>([
    ['without a Referer', {}],
    ['from an English page', fromPage('/products/jumla-apple')],
    ['from an English page whose path starts with "ne"', fromPage('/nepal-honey')],
    ['from a Nepali page of another site', { headers: { Referer: 'https://other.example/ne/products' } }],
  ])('is the spec English %s', async (_label, options) => {
    const { error } = await callAction('quote', input(), options);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: ENGLISH });
  });
});

describe('placeOrder refusals', () => {
  it("words the checkout's field messages as the toast of the page's language", async () => {
    const input = () => ({
      idempotencyKey: newKey(),
      customer: customer(kathmandu, { name: '', phone: '12345' }),
      items: [{ id: apple.id, quantity: 1, price: apple.price }],
      expectedTotal: apple.price,
    });
    const nepali = await callAction('placeOrder', input(), fromPage('/ne/products/jumla-apple'));
    expect(nepali.error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'नाम आवश्यक छ। कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्।',
    });
    const english = await callAction('placeOrder', input());
    expect(english.error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Name is required. Please enter a valid Nepali mobile number.',
    });
  });

  it('refuses the same product twice in the language of the page', async () => {
    const line = { id: apple.id, quantity: 1, price: apple.price };
    const input = () => ({
      idempotencyKey: newKey(),
      customer: customer(kathmandu),
      items: [line, line],
      expectedTotal: apple.price * 2,
    });
    const nepali = await callAction('placeOrder', input(), fromPage(NEPALI_PAGE));
    expect(nepali.error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'एउटा अर्डरमा एउटै उत्पादन एकपटक मात्र राख्न सकिन्छ।',
    });
    const english = await callAction('placeOrder', input());
    expect(english.error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Each product may appear only once in an order.',
    });
  });
});

describe("a coupon's verdict", () => {
  it('says an unknown code is not valid in the language of the page', async () => {
    const input = { code: 'NO-SUCH-CODE-I18N', items: [{ id: apple.id, quantity: 1 }] };
    const nepali = await callAction<{ ok: boolean; message: string }>('validateCoupon', input, fromPage(NEPALI_PAGE));
    expect(nepali.data).toEqual({ ok: false, message: 'यो कुपन कोड मान्य छैन' });
    const english = await callAction<{ ok: boolean; message: string }>('validateCoupon', input);
    expect(english.data).toEqual({ ok: false, message: 'This coupon code is not valid' });
  });
});

describe("a form's refusal of input", () => {
  const input = { rating: 4, phone: '98123', comment: 'Fresh' };
  const fieldsOf = (raw: string) => (JSON.parse(raw) as { fields: Record<string, string[]> }).fields;

  it('names the fields in Nepali for the Nepali feedback page', async () => {
    const { error } = await callAction('submitFeedback', input, fromPage('/ne/feedback'));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', type: 'AstroActionInputError' });
    expect(error!.message).toBe('अनुरोध मिलेन: phone: कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्।');
    expect(fieldsOf(error!.raw)).toEqual({ phone: ['कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्'] });
  });

  it('in English for the English page', async () => {
    const { error } = await callAction('submitFeedback', input, fromPage('/feedback'));
    expect(error!.message).toBe('Invalid request: phone: Please enter a valid Nepali mobile number.');
    expect(fieldsOf(error!.raw)).toEqual({ phone: ['Please enter a valid Nepali mobile number'] });
  });

  it('accepts a phone in Devanagari digits from the Nepali page (nothing to refuse but the comment)', async () => {
    const { error } = await callAction(
      'submitFeedback',
      { ...input, phone: '९८१२३४५६७८', comment: ' ' },
      fromPage('/ne/feedback'),
    );
    expect(fieldsOf(error!.raw)).toEqual({ comment: ['टिप्पणी आवश्यक छ'] });
  });
});

describe("the server's own sentences (src/middleware.ts)", () => {
  it('a form body for a JSON action, from a Nepali page', async () => {
    const post = (referer: string) =>
      send(`${testStack().shopUrl}/_actions/submitQrLead`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          Origin: testStack().shopUrl,
          Referer: new URL(referer, testStack().shopUrl).href,
        },
        body: 'fullName=Sita',
      });
    const nepali = await post('/ne/qr');
    expect(nepali.status).toBe(415);
    expect(nepali.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'यो action ले JSON मात्र लिन्छ।' });
    const english = await post('/qr');
    expect(english.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This action only accepts JSON.' });
    expect(String(english.json?.message)).not.toMatch(DEVANAGARI);
  });
});
