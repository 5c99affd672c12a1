// Sparrow SMS (v2) and Aakash SMS (v3) as a small local HTTP server that answers as their documentation says
// (docs/notifications.md, "Providers"), for tests of server/notify/sms-sparrow.ts and sms-aakash.ts. It keeps every
// request, and can be told how to answer the next ones: accept, or one of the documented errors, or a 5xx, or drop
// the connection. `stop()` closes it.
import { createServer, type IncomingMessage } from 'node:http';
import { freePort } from '../../server/pocketbase-process.ts';

export type ProviderAnswer =
  | 'accept'
  | 'invalid-token'
  | 'invalid-number'
  | 'no-credit'
  | 'missing-field'
  | 'server-error'
  | 'drop';

export interface FakeProviders {
  sparrowUrl: string;
  aakashUrl: string;
  /** the token both accept */
  token: string;
  /** how the next requests are answered */
  answer: ProviderAnswer;
  /** every request's form fields, in order */
  requests: { provider: 'sparrow' | 'aakash'; fields: Record<string, string> }[];
  stop(): Promise<void>;
}

function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((done) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => done(Object.fromEntries(new URLSearchParams(body))));
  });
}

const TOKEN = 'v2_test_token_0123456789';

export async function startFakeProviders(): Promise<FakeProviders> {
  const port = await freePort();
  let nextId = 5000;
  const fake: FakeProviders = {
    sparrowUrl: `http://127.0.0.1:${port}/v2/sms/`,
    aakashUrl: `http://127.0.0.1:${port}/sms/v3/send`,
    token: TOKEN,
    answer: 'accept',
    requests: [],
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const fields = await formOf(req);
    const provider = req.url?.startsWith('/v2/sms') ? 'sparrow' : 'aakash';
    fake.requests.push({ provider, fields });
    if (fake.answer === 'drop') return req.socket.destroy();
    if (fake.answer === 'server-error') {
      res.writeHead(503, { 'content-type': 'text/html' });
      return res.end('<h1>503 Service Unavailable</h1>');
    }
    const valid = /^9[678]\d{8}$/.test(fields.to ?? '');
    if (provider === 'sparrow') {
      // Sparrow v2: 200 {count, response_code: 200, response}; errors 4xx {response_code, response}
      if (!fields.token || !fields.from || !fields.to || !fields.text || fake.answer === 'missing-field')
        return json(res, 400, { response_code: 1000, response: 'A required field is missing' });
      if (fields.token !== TOKEN || fake.answer === 'invalid-token')
        return json(res, 403, { response_code: 1002, response: 'Invalid Token' });
      if (!valid || fake.answer === 'invalid-number')
        return json(res, 400, { response_code: 1007, response: 'Invalid Receiver' });
      if (fake.answer === 'no-credit') return json(res, 403, { response_code: 1013, response: 'Insufficient Credits' });
      return json(res, 200, { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' });
    }
    // Aakash v3: {error, message, data: {valid: [...], invalid: [...]}}
    if (!fields.auth_token || !fields.to || !fields.text || fake.answer === 'missing-field')
      return json(res, 200, { error: true, message: 'The to field is required.', data: [] });
    if (fields.auth_token !== TOKEN || fake.answer === 'invalid-token')
      return json(res, 200, { error: true, message: 'The provided Auth Token is not valid.', data: [] });
    if (fake.answer === 'no-credit') return json(res, 200, { error: true, message: 'Not enough balance.', data: [] });
    const row = { mobile: fields.to, text: fields.text, credit: valid ? 1 : 0, network: valid ? 'ntc' : 'N/A' };
    const ok = valid && fake.answer !== 'invalid-number';
    return json(res, 200, {
      error: false,
      message: `${ok ? 1 : 0} messages has been queued for delivery.`,
      data: ok
        ? { valid: [{ id: nextId++, ...row, status: 'queued' }], invalid: [] }
        : { valid: [], invalid: [{ ...row, status: 'aborted' }] },
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return fake;
}
