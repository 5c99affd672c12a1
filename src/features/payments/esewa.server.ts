// eSewa ePay v2: the signature the shop puts on its payment form and checks on eSewa's answer, and the reading of
// that answer and of the status API. Pure (node:crypto only); the calls themselves are in wallet-client.server.ts.
// What came from eSewa's documents and what is assumed: docs/payments.md.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { amountMatches } from './amount';

export const ESEWA_REQUEST_FIELDS = 'total_amount,transaction_uuid,product_code';
export const ESEWA_RESPONSE_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

export const ESEWA_STATUSES = [
  'COMPLETE',
  'PENDING',
  'FULL_REFUND',
  'PARTIAL_REFUND',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
] as const;
export type EsewaStatus = (typeof ESEWA_STATUSES)[number];

/** base64(HMAC-SHA256(secret, "name=value,name=value,…")) over `fields` in their order, as eSewa signs. */
export function esewaSign(secret: string, fields: Record<string, unknown>, signedFieldNames: string): string {
  const message = signedFieldNames
    .split(',')
    .map((name) => `${name}=${fields[name] === undefined || fields[name] === null ? '' : String(fields[name])}`)
    .join(',');
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

export type EsewaForm = {
  amount: string;
  tax_amount: string;
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
  product_service_charge: string;
  product_delivery_charge: string;
  success_url: string;
  failure_url: string;
  signed_field_names: string;
  signature: string;
};

/** The form the browser posts to eSewa: the whole total as `amount`, no tax or charges apart (the total already holds them). */
export function esewaForm(input: {
  secret: string;
  productCode: string;
  totalRupees: number;
  transactionUuid: string;
  successUrl: string;
  failureUrl: string;
}): EsewaForm {
  const total = String(input.totalRupees);
  const fields = {
    amount: total,
    tax_amount: '0',
    total_amount: total,
    transaction_uuid: input.transactionUuid,
    product_code: input.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: input.successUrl,
    failure_url: input.failureUrl,
    signed_field_names: ESEWA_REQUEST_FIELDS,
  };
  return { ...fields, signature: esewaSign(input.secret, fields, ESEWA_REQUEST_FIELDS) };
}

// eSewa's transaction_uuid allows letters, digits and hyphens only (its ePay page, "Request Param Details").
const UUID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
export const isEsewaUuid = (value: string): boolean => UUID_PATTERN.test(value);

export type EsewaSuccess = {
  transactionCode: string;
  status: string;
  totalAmount: string;
  transactionUuid: string;
  productCode: string;
};

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

const fail = <T>(problem: string): Checked<T> => ({ ok: false, problem });

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Reads `?data=` from eSewa's success redirect: base64 JSON whose signature must be eSewa's over its
 * signed_field_names, for the product code the shop uses. The amount and the order are checked by the caller
 * (against the payment row), then the status API is asked: a signature alone never marks an order paid.
 */
export function readEsewaSuccess(data: string, secret: string, productCode: string): Checked<EsewaSuccess> {
  if (typeof data !== 'string' || data.length === 0 || data.length > 4096) return fail('no eSewa answer');
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return fail('eSewa answer is not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return fail('eSewa answer is not base64 JSON');
  }
  const signedNames = typeof body.signed_field_names === 'string' ? body.signed_field_names : '';
  // The shop insists on the documented list, so an answer cannot leave out the amount or the transaction.
  if (signedNames !== ESEWA_RESPONSE_FIELDS) return fail('eSewa answer signs other fields');
  // eSewa signs text and numbers; an object or list in a signed field is no answer of eSewa's (and String() of an
  // object without a toString would throw).
  const signedValues = signedNames.split(',').map((name) => body[name]);
  if (signedValues.some((v) => v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number'))
    return fail('eSewa answer has a field that is not text');
  const signature = typeof body.signature === 'string' ? body.signature : '';
  if (!signature || !sameText(esewaSign(secret, body, signedNames), signature)) return fail('eSewa signature is wrong');
  if (String(body.product_code) !== productCode) return fail('eSewa answer is for another merchant');
  const uuid = String(body.transaction_uuid ?? '');
  if (!isEsewaUuid(uuid)) return fail('eSewa answer has no transaction');
  return {
    ok: true,
    value: {
      transactionCode: String(body.transaction_code ?? ''),
      status: String(body.status ?? ''),
      totalAmount: String(body.total_amount ?? ''),
      transactionUuid: uuid,
      productCode: String(body.product_code),
    },
  };
}

export type EsewaStatusAnswer = { status: EsewaStatus; refId: string; totalAmount: string; transactionUuid: string };

/** Reads the status API's JSON; anything unknown is refused (and the order keeps waiting). */
export function readEsewaStatus(body: unknown): Checked<EsewaStatusAnswer> {
  if (!body || typeof body !== 'object') return fail('eSewa status answer is not an object');
  const b = body as Record<string, unknown>;
  const status = String(b.status ?? '');
  if (!(ESEWA_STATUSES as readonly string[]).includes(status)) return fail(`eSewa status ${status || 'missing'}`);
  return {
    ok: true,
    value: {
      status: status as EsewaStatus,
      refId: typeof b.ref_id === 'string' ? b.ref_id : '',
      totalAmount: String(b.total_amount ?? ''),
      transactionUuid: String(b.transaction_uuid ?? ''),
    },
  };
}

/** eSewa counts in rupees, written "1000.0" or 1000: equal to the order's whole-rupee total. */
export const esewaAmountMatches = (written: string, totalRupees: number): boolean =>
  amountMatches(written, totalRupees * 100, 100);
