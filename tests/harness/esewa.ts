// eSewa ePay v2 as a small local HTTP server that follows its published protocol (developer.esewa.com.np/pages/Epay;
// docs/payments.md, "eSewa"): the payment form, the signed success redirect, the status API. The machine has no
// internet and eSewa's UAT cannot be reached from tests, so this stands in for an external service only.
// A test chooses what the next payment does (`next`, or POST /__test/next {outcome}), and can move a transaction to
// any documented status (POST /__test/status {transaction_uuid, status}), e.g. FULL_REFUND after a refund by hand.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from '../../server/pocketbase-process.ts';

export const ESEWA_TEST_SECRET = '8gBm/:&EnhH.1/q';
export const ESEWA_TEST_PRODUCT = 'EPAYTEST';

/**
 * complete: paid, redirected to success_url with signed data. complete-silent: paid but the shopper never comes back
 * (closed the app, lost signal). pending / ambiguous: not finished; sent to failure_url (eSewa sends PENDING there).
 * cancel: the shopper cancels; NOT_FOUND ("session expired") and failure_url. close: the shopper leaves, nothing
 * happens (status PENDING). unavailable: the status API answers eSewa's documented "Service is currently unavailable".
 */
export type EsewaOutcome = 'complete' | 'complete-silent' | 'pending' | 'ambiguous' | 'cancel' | 'close';

export type EsewaTransaction = {
  uuid: string;
  totalAmount: string;
  productCode: string;
  status: 'COMPLETE' | 'PENDING' | 'FULL_REFUND' | 'PARTIAL_REFUND' | 'AMBIGUOUS' | 'NOT_FOUND' | 'CANCELED';
  refId: string | null;
  successUrl: string;
  failureUrl: string;
};

export interface FakeEsewa {
  /** the form address (as https://rc-epay.esewa.com.np/api/epay/main/v2/form) */
  formUrl: string;
  /** the status address (as https://rc.esewa.com.np/api/epay/transaction/status/) */
  statusUrl: string;
  /** the base: ESEWA_FORM_URL / ESEWA_STATUS_URL are built from it */
  baseUrl: string;
  next: EsewaOutcome;
  /** when true, the status API answers the documented service-unavailable body */
  unavailable: boolean;
  transactions: Map<string, EsewaTransaction>;
  statusChecks: string[];
  /** the base64 `data` eSewa would put on the success redirect for this transaction (signed with `secret`) */
  successData(uuid: string, secret?: string): string;
  stop(): Promise<void>;
}

const RESPONSE_FIELDS = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

function sign(secret: string, fields: Record<string, unknown>, names: string): string {
  const message = names
    .split(',')
    .map((n) => `${n}=${fields[n] ?? ''}`)
    .join(',');
  return createHmac('sha256', secret).update(message).digest('base64');
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => done(body));
  });
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const page = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><title>eSewa (test double)</title></head><body><main><h1>${text}</h1></main></body></html>`,
  );
};
const redirect = (res: ServerResponse, to: string) => {
  res.writeHead(302, { location: to });
  res.end();
};
const withQuery = (url: string, query: Record<string, string>) => {
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
  return u.toString();
};

export async function startFakeEsewa(secret = ESEWA_TEST_SECRET): Promise<FakeEsewa> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let code = 1000;
  const fake: FakeEsewa = {
    baseUrl: base,
    formUrl: `${base}/api/epay/main/v2/form`,
    statusUrl: `${base}/api/epay/transaction/status/`,
    next: 'complete',
    unavailable: false,
    transactions: new Map(),
    statusChecks: [],
    successData(uuid, key = secret) {
      const t = fake.transactions.get(uuid);
      if (!t) throw new Error(`no eSewa transaction ${uuid}`);
      const fields: Record<string, string> = {
        transaction_code: t.refId ?? '',
        status: 'COMPLETE',
        // eSewa writes the amount with a decimal ("1000.0", its ePay page's example)
        total_amount: Number(t.totalAmount).toFixed(1),
        transaction_uuid: t.uuid,
        product_code: t.productCode,
        signed_field_names: RESPONSE_FIELDS,
      };
      return Buffer.from(JSON.stringify({ ...fields, signature: sign(key, fields, RESPONSE_FIELDS) })).toString(
        'base64',
      );
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const raw = await bodyOf(req);
    if (url.pathname === '/__test/next' && req.method === 'POST') {
      const { outcome, unavailable } = JSON.parse(raw || '{}');
      if (outcome) fake.next = outcome;
      if (typeof unavailable === 'boolean') fake.unavailable = unavailable;
      return json(res, 200, { next: fake.next, unavailable: fake.unavailable });
    }
    if (url.pathname === '/__test/status' && req.method === 'POST') {
      const { transaction_uuid, status } = JSON.parse(raw || '{}');
      const t = fake.transactions.get(transaction_uuid);
      if (!t) return json(res, 404, { error: 'unknown transaction' });
      t.status = status;
      return json(res, 200, t);
    }
    if (url.pathname === '/__test/transactions') return json(res, 200, [...fake.transactions.values()]);

    if (url.pathname === '/api/epay/main/v2/form' && req.method === 'POST') {
      const f = Object.fromEntries(new URLSearchParams(raw));
      const required = [
        'amount',
        'tax_amount',
        'total_amount',
        'transaction_uuid',
        'product_code',
        'product_service_charge',
        'product_delivery_charge',
        'success_url',
        'failure_url',
        'signed_field_names',
        'signature',
      ];
      // "All parameters are required i.e. values should not be null or empty."
      if (required.some((n) => !f[n])) return page(res, 400, 'Invalid payload: a required field is missing');
      if (!/^[A-Za-z0-9-]+$/.test(f.transaction_uuid)) return page(res, 400, 'Invalid transaction_uuid');
      const sum =
        Number(f.amount) + Number(f.tax_amount) + Number(f.product_service_charge) + Number(f.product_delivery_charge);
      if (sum !== Number(f.total_amount)) return page(res, 400, 'Invalid payload: total_amount does not add up');
      if (
        f.signed_field_names !== 'total_amount,transaction_uuid,product_code' ||
        sign(secret, f, f.signed_field_names) !== f.signature
      )
        return page(res, 400, 'Invalid payload signature');
      const existing = fake.transactions.get(f.transaction_uuid);
      if (existing && existing.status === 'COMPLETE') return page(res, 409, 'Duplicate transaction_uuid');
      const t: EsewaTransaction = {
        uuid: f.transaction_uuid,
        totalAmount: f.total_amount,
        productCode: f.product_code,
        status: 'PENDING',
        refId: null,
        successUrl: f.success_url,
        failureUrl: f.failure_url,
      };
      fake.transactions.set(t.uuid, t);
      const outcome = fake.next;
      if (outcome === 'complete' || outcome === 'complete-silent') {
        t.status = 'COMPLETE';
        t.refId = `000T${(code++).toString(36).toUpperCase()}`;
        if (outcome === 'complete-silent') return page(res, 200, 'Paid. (The shopper closed the app here.)');
        return redirect(res, withQuery(t.successUrl, { data: fake.successData(t.uuid) }));
      }
      if (outcome === 'close') return page(res, 200, 'eSewa login (the shopper left here)');
      if (outcome === 'ambiguous') t.status = 'AMBIGUOUS';
      if (outcome === 'cancel') t.status = 'NOT_FOUND';
      return redirect(res, t.failureUrl);
    }

    if (url.pathname === '/api/epay/transaction/status/' && req.method === 'GET') {
      const uuid = url.searchParams.get('transaction_uuid') ?? '';
      fake.statusChecks.push(uuid);
      if (fake.unavailable) return json(res, 503, { code: 0, error_message: 'Service is currently unavailable' });
      const productCode = url.searchParams.get('product_code') ?? '';
      const total = url.searchParams.get('total_amount') ?? '';
      const t = fake.transactions.get(uuid);
      // a transaction asked for with another amount or merchant is not found, as an unknown one
      if (!t || t.productCode !== productCode || Number(t.totalAmount) !== Number(total))
        return json(res, 200, {
          product_code: productCode,
          transaction_uuid: uuid,
          total_amount: Number(total),
          status: 'NOT_FOUND',
          ref_id: null,
        });
      return json(res, 200, {
        product_code: t.productCode,
        transaction_uuid: t.uuid,
        total_amount: Number(t.totalAmount),
        status: t.status,
        ref_id: t.refId,
      });
    }
    return json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  return fake;
}
