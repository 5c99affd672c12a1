// @ts-check
// The rules of the shop's `/_image` endpoint, in one place (plain JS: the
// Astro endpoint, src/lib/images/image-endpoint.ts, and the shop's Node
// server, server/shop-server.ts, both apply them).
//
// An image answered from the shop's origin runs with the shop's origin: an SVG
// holding a script could read a shopper's last order from session storage. So
// `/_image` only ever sends raster images (decided by the bytes, never by a
// file name or a Content-Type someone else chose), only made from PocketBase's
// files of the public collections, and every answer carries a policy under
// which nothing in it could run even if a browser tried.

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/**
 * What `writeHead(status, ...)` takes after the status: a status message and/or the headers.
 * @typedef {(string | import('node:http').OutgoingHttpHeaders | import('node:http').OutgoingHttpHeader[] | undefined)[]} WriteHeadRest
 */

/** Where `/_image` may take a source from: files of these PocketBase collections (their records are public). */
export const IMAGE_SOURCE_COLLECTIONS = ['web_products', 'posts', 'farmers', 'banners', 'lots'];

/** Headers of every `/_image` answer: no script, no plugin, no framing, no sniffing into another type. */
export const IMAGE_RESPONSE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Disposition': 'inline; filename="image"',
};

/**
 * The raster type of these bytes by their signature (magic numbers), or null: PNG, JPEG, GIF, WebP, AVIF.
 * Hand-written on purpose: five fixed signatures, and a dependency would add nothing but size.
 * @param {Uint8Array} bytes
 * @returns {'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif' | null}
 */
export function sniffRaster(bytes) {
  if (!bytes || bytes.length < 12) return null;
  const ascii = (/** @type {number} */ start, /** @type {number} */ end) =>
    String.fromCharCode(...bytes.subarray(start, end));
  if (
    bytes[0] === 0x89 &&
    ascii(1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif';
  return null;
}

/**
 * The PocketBase file an `href` names, as a URL on PocketBase's own origin, or null when it is anything else
 * (another host or port, another path, a collection outside IMAGE_SOURCE_COLLECTIONS, dot segments, a query other
 * than PocketBase's `thumb`).
 * @param {string | null} href
 * @param {string} pocketbaseUrl
 * @returns {URL | null}
 */
export function pocketbaseFileSource(href, pocketbaseUrl) {
  if (!href || href.length > 2000) return null;
  let url;
  let base;
  try {
    url = new URL(href);
    base = new URL(pocketbaseUrl);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password || url.hash) return null;
  if (/%2e|%2f|%5c|\\/i.test(url.pathname)) return null;
  const match = /^\/api\/files\/([A-Za-z0-9_]+)\/([A-Za-z0-9]{1,64})\/([^/]{1,300})$/.exec(url.pathname);
  if (!match || !IMAGE_SOURCE_COLLECTIONS.includes(match[1])) return null;
  for (const key of url.searchParams.keys()) if (key !== 'thumb') return null;
  return url;
}

/**
 * Holds back what a handler writes to `res` and sends it only if it is a raster image (or not a 200 at all);
 * a 200 whose bytes are anything else becomes a plain 404. Every answer gets IMAGE_RESPONSE_HEADERS.
 * The last line of defence in the shop's server, whatever produces the image (Astro's endpoint, a cache).
 * @param {ServerResponse} res
 */
export function holdImageResponse(res) {
  /** @type {Buffer[]} */
  const chunks = [];
  /** @param {string | Uint8Array} chunk @param {BufferEncoding} encoding */
  const hold = (chunk, encoding) =>
    chunks.push(
      Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk),
    );
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {[status: number, ...rest: WriteHeadRest] | null} */
  let headArgs = null;
  // The replacements take what Node's overloads take; their own types name the forms they handle.
  res.writeHead = /** @type {ServerResponse['writeHead']} */ (
    /** @this {ServerResponse} @param {number} status @param {WriteHeadRest} rest */
    function (status, ...rest) {
      headArgs = [status, ...rest];
      return this;
    }
  );
  res.write = /** @type {ServerResponse['write']} */ (
    /**
     * @param {string | Uint8Array | null | undefined} chunk
     * @param {BufferEncoding | ((error?: Error | null) => void)} [encoding]
     * @param {(error?: Error | null) => void} [callback]
     */
    (chunk, encoding, callback) => {
      if (chunk != null) hold(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) queueMicrotask(() => done());
      return true;
    }
  );
  res.end = /** @type {ServerResponse['end']} */ (
    /**
     * @param {string | Uint8Array | null | (() => void)} [chunk]
     * @param {BufferEncoding | (() => void)} [encoding]
     * @param {() => void} [callback]
     */
    (chunk, encoding, callback) => {
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (chunk != null) hold(chunk, encoding ?? 'utf8');
      Object.assign(res, original);
      if (headArgs) {
        const [status, ...rest] = headArgs;
        res.statusCode = status;
        const headers = rest.find((arg) => arg && typeof arg === 'object');
        if (Array.isArray(headers))
          // Raw form: name, value, name, value...
          for (let i = 0; i + 1 < headers.length; i += 2)
            res.setHeader(/** @type {string} */ (headers[i]), headers[i + 1]);
        else if (headers && typeof headers === 'object')
          for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      }
      const body = Buffer.concat(chunks);
      const type = sniffRaster(body);
      for (const [name, value] of Object.entries(IMAGE_RESPONSE_HEADERS)) res.setHeader(name, value);
      if (res.statusCode === 200 && !type) {
        for (const name of res.getHeaderNames())
          if (
            !/^(content-security-policy|x-content-type-options|cross-origin-resource-policy|referrer-policy|x-frame-options|date)$/i.test(
              name,
            )
          )
            res.removeHeader(name);
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        return res.end('Not Found', callback);
      }
      if (type) res.setHeader('Content-Type', type);
      res.removeHeader('Content-Encoding');
      res.setHeader('Content-Length', body.length);
      return res.end(res.req?.method === 'HEAD' ? undefined : body, callback);
    }
  );
}
