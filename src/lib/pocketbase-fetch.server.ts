// The fetch the shop server's PocketBase clients send with (src/lib/pocketbase.server.ts): JSON over Node's own
// http module, on kept-alive connections. Written here rather than taken from a library because it is small and the
// SDK needs little: it reads the answer's status and JSON body only (pocketbase's Client.send). Why not the global
// fetch: its WHATWG objects (Request, Response, Headers, web streams) cost the shop server about a sixth of its CPU
// per order under checkout load (bench/README.md, "Checkout: the server's own fetch to PocketBase"). A body that
// is not a string (FormData with files) goes through the global fetch as before.
import http from 'node:http';
import https from 'node:https';

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** The part of a fetch Response the PocketBase SDK reads, answered from a buffered body (headers made only if read). */
function answer(url: string, status: number, headers: http.IncomingHttpHeaders, body: Buffer): Response {
  const text = () => body.toString('utf8');
  return {
    url,
    status,
    ok: status >= 200 && status < 300,
    get headers() {
      const plain = new Headers();
      for (const [name, value] of Object.entries(headers)) {
        if (typeof value === 'string') plain.set(name, value);
        else if (Array.isArray(value)) for (const v of value) plain.append(name, v);
      }
      return plain;
    },
    text: async () => text(),
    json: async () => JSON.parse(text()),
  } as Response;
}

/** fetch() for the SDK's JSON requests: rejects like fetch on a refused, reset or aborted connection. */
export function pocketbaseFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const body = init.body;
  if (typeof input !== 'string' || (body !== undefined && body !== null && typeof body !== 'string')) {
    return fetch(input, init);
  }
  const url = new URL(input);
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent) return fetch(input, init);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body));
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      { method: init.method ?? 'GET', headers, agent, signal: init.signal ?? undefined },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve(answer(input, response.statusCode ?? 0, response.headers, Buffer.concat(chunks))),
        );
        // Cut mid-answer (connection reset, deadline): a failure, as fetch's body read would be. After 'end' a no-op.
        response.on('close', () => {
          if (!response.complete) reject(new Error('PocketBase closed the connection before its answer was complete'));
        });
      },
    );
    request.on('error', reject);
    request.end(typeof body === 'string' ? body : undefined);
  });
}
