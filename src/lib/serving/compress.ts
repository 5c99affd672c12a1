/**
 * Compression for pages and JSON the server renders per request (/products, its list.json, the 404 page, live
 * product pages). Prebuilt files already have brotli/gzip copies (server/precompress.ts); these would
 * otherwise go out raw, which costs shoppers on slow mobile data several times the bytes.
 */
import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Below this a response is not worth compressing (headers dominate). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
// Quality 5: most of brotli's gain at a small fraction of the maximum's CPU time per request.
const BROTLI_QUALITY = 5;

export type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header, preferring brotli; null when neither is accepted. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** Whether a response is text worth compressing and not already encoded. */
export function shouldCompress(response: Response): boolean {
  if (!response.body || response.headers.has('Content-Encoding')) return false;
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304)
    return false;
  if (!COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) return false;
  const length = Number(response.headers.get('Content-Length') ?? NaN);
  return !(Number.isFinite(length) && length < MIN_BYTES);
}

/** The same response, compressed as the request accepts, or unchanged. */
export function compressResponse(request: Request, response: Response): Response {
  const encoding = pickEncoding(request.headers.get('Accept-Encoding'));
  if (!encoding || !shouldCompress(response)) return response;
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        })
      : createGzip({ level: 6 });
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(compressor);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
