import { describe, expect, it } from 'vitest';
import {
  ESEWA_REQUEST_FIELDS,
  ESEWA_RESPONSE_FIELDS,
  esewaAmountMatches,
  esewaForm,
  esewaSign,
  readEsewaStatus,
  readEsewaSuccess,
} from '@/features/payments/esewa.server';

// eSewa's published UAT secret (developer.esewa.com.np/pages/Epay, "SecretKey").
const TEST_SECRET = '8gBm/:&EnhH.1/q';

// The success answer eSewa's ePay page prints decoded ("Example (Decoded Response Body)"), with its signature.
const DOCS_SUCCESS = {
  transaction_code: '000AWEO',
  status: 'COMPLETE',
  total_amount: '1000.0',
  transaction_uuid: '250610-162413',
  product_code: 'EPAYTEST',
  signed_field_names: ESEWA_RESPONSE_FIELDS,
  signature: '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
};
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

describe('eSewa signing against the printed examples', () => {
  it("signs the docs' form example (total 110, uuid 241028) to the signature the page prints", () => {
    expect(
      esewaSign(
        TEST_SECRET,
        { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' },
        ESEWA_REQUEST_FIELDS,
      ),
    ).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });

  it("signs the docs' decoded success answer to the signature it carries", () => {
    expect(esewaSign(TEST_SECRET, DOCS_SUCCESS, ESEWA_RESPONSE_FIELDS)).toBe(DOCS_SUCCESS.signature);
  });

  it('builds a form whose signature covers total, uuid and product code', () => {
    const form = esewaForm({
      secret: TEST_SECRET,
      productCode: 'EPAYTEST',
      totalRupees: 110,
      transactionUuid: '241028',
      successUrl: 'https://shop.example/pay/esewa/ok',
      failureUrl: 'https://shop.example/pay/esewa/no',
    });
    expect(form.signature).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
    expect(form.signed_field_names).toBe('total_amount,transaction_uuid,product_code');
    expect(form.total_amount).toBe('110');
  });
});

describe('reading the success redirect', () => {
  it("accepts the docs' example answer", () => {
    const read = readEsewaSuccess(b64(DOCS_SUCCESS), TEST_SECRET, 'EPAYTEST');
    expect(read).toEqual({
      ok: true,
      value: {
        transactionCode: '000AWEO',
        status: 'COMPLETE',
        totalAmount: '1000.0',
        transactionUuid: '250610-162413',
        productCode: 'EPAYTEST',
      },
    });
  });

  it('refuses a forged signature', () => {
    const read = readEsewaSuccess(
      b64({ ...DOCS_SUCCESS, signature: esewaSign('guess', DOCS_SUCCESS, ESEWA_RESPONSE_FIELDS) }),
      TEST_SECRET,
      'EPAYTEST',
    );
    expect(read).toEqual({ ok: false, problem: 'eSewa signature is wrong' });
  });

  it('refuses an amount changed after signing', () => {
    const read = readEsewaSuccess(b64({ ...DOCS_SUCCESS, total_amount: '10.0' }), TEST_SECRET, 'EPAYTEST');
    expect(read.ok).toBe(false);
  });

  it('refuses an answer that signs fewer fields', () => {
    const fields = 'status,transaction_uuid';
    const body = { ...DOCS_SUCCESS, signed_field_names: fields };
    const read = readEsewaSuccess(
      b64({ ...body, signature: esewaSign(TEST_SECRET, body, fields) }),
      TEST_SECRET,
      'EPAYTEST',
    );
    expect(read).toEqual({ ok: false, problem: 'eSewa answer signs other fields' });
  });

  it('refuses another merchant, garbage and empty input', () => {
    const other = { ...DOCS_SUCCESS, product_code: 'OTHER' };
    const signed = { ...other, signature: esewaSign(TEST_SECRET, other, ESEWA_RESPONSE_FIELDS) };
    expect(readEsewaSuccess(b64(signed), TEST_SECRET, 'EPAYTEST').ok).toBe(false);
    expect(readEsewaSuccess('not base64 json', TEST_SECRET, 'EPAYTEST').ok).toBe(false);
    expect(readEsewaSuccess('', TEST_SECRET, 'EPAYTEST').ok).toBe(false);
    expect(readEsewaSuccess(b64([1, 2]), TEST_SECRET, 'EPAYTEST').ok).toBe(false);
  });

  it('refuses an object in a signed field, one String() cannot even print, without throwing', () => {
    const crafted = { ...DOCS_SUCCESS, signature: 'a', transaction_code: { toString: null } };
    expect(readEsewaSuccess(b64(crafted), TEST_SECRET, 'EPAYTEST')).toEqual({
      ok: false,
      problem: 'eSewa answer has a field that is not text',
    });
    expect(readEsewaSuccess(b64({ ...DOCS_SUCCESS, status: ['COMPLETE'] }), TEST_SECRET, 'EPAYTEST').ok).toBe(false);
  });
});

describe('amounts and the status API', () => {
  it('compares rupees as eSewa writes them with the order total', () => {
    expect(esewaAmountMatches('1000.0', 1000)).toBe(true);
    expect(esewaAmountMatches('1000', 1000)).toBe(true);
    expect(esewaAmountMatches('999.99', 1000)).toBe(false);
    expect(esewaAmountMatches('1,000.0', 1000)).toBe(false);
    expect(esewaAmountMatches('100', 1000)).toBe(false);
  });

  it('reads each documented status and refuses others', () => {
    expect(
      readEsewaStatus({ status: 'COMPLETE', ref_id: '0007G36', total_amount: 100.0, transaction_uuid: 'x' }),
    ).toEqual({
      ok: true,
      value: { status: 'COMPLETE', refId: '0007G36', totalAmount: '100', transactionUuid: 'x' },
    });
    expect(readEsewaStatus({ status: 'PENDING', ref_id: null }).ok).toBe(true);
    expect(readEsewaStatus({ code: 0, error_message: 'Service is currently unavailable' }).ok).toBe(false);
    expect(readEsewaStatus(null).ok).toBe(false);
  });
});
