// Khalti KPG-2 as a small local HTTP server that follows its published protocol (docs.khalti.com, "Web Checkout
// (KPG-2)"; docs/payments.md, "Khalti"): initiate, the payment page's redirect back, the mandatory lookup, and the
// merchant refund. The machine has no internet, so this stands in for an external service only.
// A test chooses what the next payment does (`next`, or POST /__test/next {outcome}), and can move a payment to any
// documented status (POST /__test/status {pidx, status}).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from '../../server/pocketbase-process.ts';

export const KHALTI_TEST_KEY = 'test_secret_key_f59e8b7d18b4499ca40f68195a846e9b';

/**
 * complete: paid, redirected back with status=Completed. complete-silent: paid, never comes back. pending: Khalti
 * answers Pending (hold, do not refund). cancel: the shopper cancels ("User canceled"). expire: the link expires
 * ("Expired"). close: the shopper leaves the page; the payment stays Initiated.
 */
export type KhaltiOutcome = 'complete' | 'complete-silent' | 'pending' | 'cancel' | 'expire' | 'close';

export type KhaltiPayment = {
  pidx: string;
  amount: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  status: 'Completed' | 'Pending' | 'Initiated' | 'Refunded' | 'Expired' | 'User canceled' | 'Partially Refunded';
  transactionId: string | null;
  refundedPaisa: number;
};

export interface FakeKhalti {
  /** as https://dev.khalti.com/api/v2/ (KHALTI_API_URL) */
  apiUrl: string;
  /** the host that holds the merchant-transaction refund API */
  baseUrl: string;
  key: string;
  next: KhaltiOutcome;
  payments: Map<string, KhaltiPayment>;
  lookups: string[];
  refunds: { transactionId: string; amount: number | null }[];
  /**
   * How Khalti answers a refund it makes: ok (200), or a refund made whose answer is lost, as after the shop's
   * timeout (drop: the connection closes unanswered) or behind Khalti's own error (error: 503).
   */
  refundAnswer: 'ok' | 'drop' | 'error';
  stop(): Promise<void>;
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
const page = (res: ServerResponse, text: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><title>Khalti (test double)</title></head><body><main><h1>${text}</h1></main></body></html>`,
  );
};
const parse = (raw: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(raw || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export async function startFakeKhalti(key = KHALTI_TEST_KEY): Promise<FakeKhalti> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let serial = 1;
  const fake: FakeKhalti = {
    apiUrl: `${base}/api/v2/`,
    baseUrl: base,
    key,
    next: 'complete',
    payments: new Map(),
    lookups: [],
    refunds: [],
    refundAnswer: 'ok',
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const authorised = (req: IncomingMessage) => req.headers.authorization === `Key ${key}`;
  const unauthorised = (res: ServerResponse) => json(res, 401, { detail: 'Invalid token.', status_code: 401 });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const raw = await bodyOf(req);
    if (url.pathname === '/__test/next' && req.method === 'POST') {
      const body = parse(raw);
      if (body?.outcome) fake.next = body.outcome as KhaltiOutcome;
      return json(res, 200, { next: fake.next });
    }
    if (url.pathname === '/__test/status' && req.method === 'POST') {
      const body = parse(raw) ?? {};
      const p = fake.payments.get(String(body.pidx));
      if (!p) return json(res, 404, { error: 'unknown pidx' });
      p.status = body.status as KhaltiPayment['status'];
      if (p.status === 'Completed' && !p.transactionId) p.transactionId = `TX${serial++}`;
      return json(res, 200, p);
    }
    if (url.pathname === '/__test/payments') return json(res, 200, [...fake.payments.values()]);

    if (url.pathname === '/api/v2/epayment/initiate/' && req.method === 'POST') {
      if (!authorised(req)) return unauthorised(res);
      const b = parse(raw);
      if (!b) return json(res, 400, { detail: 'JSON parse error', error_key: 'validation_error' });
      const errors: Record<string, string[]> = {};
      for (const name of ['return_url', 'website_url', 'purchase_order_id', 'purchase_order_name'])
        if (typeof b[name] !== 'string' || !b[name]) errors[name] = ['This field is required.'];
      // "Amount should be greater than Rs. 10, that is 1000 paisa" (Khalti's KPG-2 page)
      if (!Number.isInteger(b.amount) || (b.amount as number) < 1000)
        errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
      if (Object.keys(errors).length) return json(res, 400, { ...errors, error_key: 'validation_error' });
      const pidx = `pidx${Date.now().toString(36)}${serial++}`;
      fake.payments.set(pidx, {
        pidx,
        amount: b.amount as number,
        purchaseOrderId: String(b.purchase_order_id),
        purchaseOrderName: String(b.purchase_order_name),
        returnUrl: String(b.return_url),
        status: 'Initiated',
        transactionId: null,
        refundedPaisa: 0,
      });
      return json(res, 200, {
        pidx,
        payment_url: `${base}/pay/?pidx=${pidx}`,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        expires_in: 1800,
      });
    }

    // Khalti's payment page: the test's chosen outcome, then the redirect back to return_url (except "close").
    if (url.pathname === '/pay/' && req.method === 'GET') {
      const p = fake.payments.get(url.searchParams.get('pidx') ?? '');
      if (!p) return page(res, 'This payment link is not valid.');
      if (p.status !== 'Initiated') return page(res, 'This payment link has been used.');
      const outcome = fake.next;
      if (outcome === 'close') return page(res, 'Khalti login (the shopper left here)');
      if (outcome === 'complete' || outcome === 'complete-silent') {
        p.status = 'Completed';
        p.transactionId = `TX${serial++}`;
      } else if (outcome === 'pending') p.status = 'Pending';
      else if (outcome === 'cancel') p.status = 'User canceled';
      else p.status = 'Expired';
      if (outcome === 'complete-silent') return page(res, 'Paid. (The shopper closed the app here.)');
      const back = new URL(p.returnUrl);
      const query: Record<string, string> = {
        pidx: p.pidx,
        status: p.status,
        transaction_id: p.transactionId ?? '',
        tidx: p.transactionId ?? '',
        amount: String(p.amount),
        mobile: '98XXXXX904',
        purchase_order_id: p.purchaseOrderId,
        purchase_order_name: p.purchaseOrderName,
        total_amount: String(p.amount),
      };
      for (const [k, v] of Object.entries(query)) back.searchParams.set(k, v);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (url.pathname === '/api/v2/epayment/lookup/' && req.method === 'POST') {
      if (!authorised(req)) return unauthorised(res);
      const b = parse(raw) ?? {};
      fake.lookups.push(String(b.pidx));
      const p = fake.payments.get(String(b.pidx));
      if (!p) return json(res, 404, { detail: 'Not found.', error_key: 'validation_error' });
      return json(res, 200, {
        pidx: p.pidx,
        total_amount: p.amount,
        status: p.status,
        transaction_id: p.transactionId,
        fee: 0,
        refunded: p.status === 'Refunded' || p.status === 'Partially Refunded',
      });
    }

    const refund = /^\/api\/merchant-transaction\/([^/]+)\/refund\/$/.exec(url.pathname);
    if (refund && req.method === 'POST') {
      if (!authorised(req)) return unauthorised(res);
      const b = parse(raw) ?? {};
      const p = [...fake.payments.values()].find((x) => x.transactionId === refund[1]);
      if (!p) return json(res, 404, { detail: 'Transaction not found.', error_key: 'validation_error' });
      const amount = b.amount === undefined ? null : b.amount;
      fake.refunds.push({ transactionId: refund[1], amount: amount as number | null });
      const left = p.amount - p.refundedPaisa;
      if (p.status !== 'Completed' && p.status !== 'Partially Refunded')
        return json(res, 400, { detail: 'Transaction cannot be refunded.', error_key: 'validation_error' });
      if (amount !== null && (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > left))
        return json(res, 400, { detail: 'Invalid refund amount.', error_key: 'validation_error' });
      p.refundedPaisa += amount === null ? left : (amount as number);
      p.status = p.refundedPaisa >= p.amount ? 'Refunded' : 'Partially Refunded';
      if (fake.refundAnswer === 'drop') return void req.socket.destroy();
      if (fake.refundAnswer === 'error') return json(res, 503, { detail: 'Service temporarily unavailable.' });
      return json(res, 200, { detail: 'Transaction refund successful.' });
    }
    return json(res, 404, { detail: 'Not found.' });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  return fake;
}
