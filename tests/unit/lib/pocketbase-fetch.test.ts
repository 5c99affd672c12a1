// The shop server's own fetch to PocketBase (src/lib/pocketbase-fetch.server.ts), through the real PocketBase SDK,
// against a local HTTP server that answers as PocketBase does (JSON, errors with a JSON body, a cut connection).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pocketbaseFetch } from '../../../src/lib/pocketbase-fetch.server';
import { withRequestTimeout } from '../../../src/lib/pocketbase';

let server: http.Server;
let base = '';
const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method, headers: req.headers, body });
      if (req.url === '/api/echo') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, body: body ? JSON.parse(body) : null }));
      } else if (req.url === '/api/refused') {
        res.writeHead(409, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 'out_of_stock', message: 'Only 3 left' }));
      } else if (req.url === '/api/empty') {
        res.writeHead(204);
        res.end();
      } else if (req.url === '/api/cut') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
        res.write('{"items": [');
        setTimeout(() => res.socket?.destroy(), 20);
      } else if (req.url === '/api/slow') {
        setTimeout(() => res.end('{}'), 2000);
      } else if (req.url === '/api/upload') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ contentType: req.headers['content-type'] ?? '' }));
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const client = (ms?: number) => {
  const pb = withRequestTimeout(new PocketBase(base), ms, pocketbaseFetch);
  pb.autoCancellation(false);
  return pb;
};

describe('pocketbaseFetch through the SDK', () => {
  it('sends the JSON body with its byte length (Nepali text too) and reads the JSON answer', async () => {
    const body = { name: 'आलु', quantity: 2 };
    const answer = await client().send('/api/echo', { method: 'POST', body });
    expect(answer).toEqual({ method: 'POST', body });
    const last = seen.at(-1);
    expect(last?.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(body))));
    expect(last?.headers['content-type']).toBe('application/json');
  });

  it('sends the auth token the SDK holds', async () => {
    const pb = client();
    pb.authStore.save('token-123', null);
    await pb.send('/api/echo', { method: 'GET' });
    expect(seen.at(-1)?.headers.authorization).toBe('token-123');
  });

  it('turns an error status into a ClientResponseError carrying PocketBase JSON answer', async () => {
    const err = await client()
      .send('/api/refused', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).status).toBe(409);
    expect((err as ClientResponseError).response).toEqual({ code: 'out_of_stock', message: 'Only 3 left' });
  });

  it('reads an empty answer as an empty object, as the SDK does with fetch', async () => {
    expect(await client().send('/api/empty', { method: 'DELETE' })).toEqual({});
  });

  it('fails (status 0, as an outage) when the connection is cut mid-answer', async () => {
    const err = await client()
      .send('/api/cut', { method: 'GET' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).status).toBe(0);
  });

  it('fails (status 0) when PocketBase does not answer within the deadline', async () => {
    const err = await client(200)
      .send('/api/slow', { method: 'GET' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).status).toBe(0);
  });

  it('fails (status 0) when nothing listens', async () => {
    const pb = withRequestTimeout(new PocketBase('http://127.0.0.1:9'), undefined, pocketbaseFetch);
    const err = await pb.send('/api/echo', { method: 'GET' }).catch((e: unknown) => e);
    expect((err as ClientResponseError).status).toBe(0);
  });

  it('sends a file upload (FormData) through the global fetch, as multipart', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'photo.jpg');
    const answer = await client().send('/api/upload', { method: 'POST', body: form });
    expect(String(answer.contentType)).toMatch(/^multipart\/form-data; boundary=/);
  });
});
