// The shop's HTTP server: serves one Astro build (static files plus the
// on-demand routes and actions) and can switch to another build in place, so
// a rebuild never takes the shop down. Precompressed static files are sent
// here; everything else goes to the build's server bundle, which runs in a
// worker thread per build (server/build-worker.ts) so memory stays flat
// across switches: the old build's worker ends once its requests are done.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { serverPolicy, withServerDirectives } from '../src/lib/content-security-policy.mjs';
import { holdImageResponse } from '../src/lib/images/image-guard.mjs';
import { rememberedLanguageRedirect } from '../src/lib/language-choice.mjs';
import { setting } from '../src/lib/settings.mjs';
import type { AgentOptions, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** URL path -> built file with precompressed copies, and those copies' ETags once computed. */
export type PrecompressedFiles = Map<string, string> & { etags?: Map<string, string> };

const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
/** How long an old build's worker may finish its requests after a switch. */
const RETIRE_AFTER_MS = 30_000;
// Headers that belong to one connection, not to the response passed on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Pages add their own policy (script and style hashes): see src/lib/content-security-policy.mjs.
  'Content-Security-Policy': serverPolicy(),
};

/**
 * On-demand pages come with Astro's page policy as a header, which would
 * replace the server's: keep one policy holding both. (Astro writes its
 * headers through setHeader, as writeHead does once headers were set.)
 */
function mergePagePolicies(res: ServerResponse) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    if (String(name).toLowerCase() === 'content-security-policy') {
      value = Array.isArray(value) ? value.map(withServerDirectives) : withServerDirectives(String(value));
    }
    return setHeader.call(this, name, value);
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * URL path -> file, for every built file that has precompressed copies.
 */
function precompressedFiles(clientDir: string) {
  const files: PrecompressedFiles = new Map();
  if (!existsSync(clientDir)) return files;
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.br')) continue;
    const file = join(entry.parentPath, entry.name.slice(0, -3));
    const url = `/${relative(clientDir, file).split(sep).join('/')}`;
    files.set(url, file);
    if (url.endsWith('/index.html')) {
      const dirUrl = url.slice(0, -'index.html'.length);
      files.set(dirUrl, file);
      if (dirUrl !== '/') files.set(dirUrl.slice(0, -1), file);
    }
  }
  return files;
}

/**
 * A strong validator from a compressed copy's content, computed once per file per build (docs/offline.md).
 */
function etagOf(files: PrecompressedFiles, compressedFile: string) {
  files.etags ??= new Map();
  let etag = files.etags.get(compressedFile);
  if (!etag) {
    etag = `"${createHash('sha1').update(readFileSync(compressedFile)).digest('base64url').slice(0, 22)}"`;
    files.etags.set(compressedFile, etag);
  }
  return etag;
}

/**
 * Sends the brotli or gzip copy of a prebuilt file; false when it cannot.
 */
function sendPrecompressed(req: IncomingMessage, res: ServerResponse, files: PrecompressedFiles) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return false;
  let pathname: string;
  try {
    pathname = decodeURI(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return false;
  }
  const file = files.get(pathname);
  if (!file) return false;
  // A revisit (the service worker's network-first page fetch included) costs a 304 when the file did not change.
  const etag = etagOf(files, `${file}.${encoding === 'br' ? 'br' : 'gz'}`);
  res.setHeader('ETag', etag);
  res.statusCode = String(req.headers['if-none-match'] ?? '').includes(etag) ? 304 : 200;
  res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Vary', 'Accept-Encoding');
  // Hashed assets never change; pages must be revalidated after a rebuild; the service worker is checked on every
  // visit, so a rebuild reaches phones at once (docs/offline.md).
  res.setHeader(
    'Cache-Control',
    pathname.startsWith('/_astro/')
      ? 'public, max-age=31536000, immutable'
      : pathname === '/sw.js'
        ? 'no-cache'
        : 'public, max-age=0, must-revalidate',
  );
  if (req.method === 'HEAD' || res.statusCode === 304) res.end();
  else createReadStream(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).pipe(res);
  return true;
}

/**
 * A shopper who chose Nepali and opens the bare home page is sent to /ne (src/lib/language-choice.mjs).
 */
function sendRememberedLanguage(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // Only a request for exactly `/` is considered: compared as written, no URL parsing that could throw.
  const target = rememberedLanguageRedirect(
    (req.url ?? '').split('?')[0],
    req.headers.cookie,
    req.headers['sec-fetch-site'],
    req.headers.referer,
  );
  if (!target) return false;
  res.writeHead(302, {
    Location: target,
    'Cache-Control': 'private, no-store',
    Vary: 'Cookie, Sec-Fetch-Site, Referer',
  });
  res.end();
  return true;
}

let workerCount = 0;

/**
 * Starts a worker serving `buildDir` on a Unix socket in `socketDir`; resolves once it listens.
 */
async function loadBuild(buildDir: string, socketDir: string) {
  const socketPath = join(socketDir, `build-${++workerCount}.sock`);
  const worker = new Worker(new URL('./build-worker.ts', import.meta.url), { workerData: { buildDir, socketPath } });
  await new Promise((ready, fail) => {
    worker.once('message', ready);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`the server bundle of ${buildDir} stopped (exit ${code})`)));
  });
  worker.on('error', (err) =>
    console.error(`[shop] server bundle of ${buildDir}: ${err instanceof Error ? (err.stack ?? err) : err}`),
  );
  // The agent passes its options on to every connection it opens, socketPath included (@types/node omits it).
  const agent = new http.Agent({ keepAlive: true, socketPath } as AgentOptions);
  return {
    buildDir,
    worker,
    agent,
    socketPath,
    files: precompressedFiles(join(buildDir, 'client')),
    /** Requests passed to this build's worker and not yet answered. */
    inFlight: 0,
    /** set while the build is being retired */
    onIdle: null as null | (() => void),
  };
}

export type Build = Awaited<ReturnType<typeof loadBuild>>;

/** `/_image` however it is spelled (encoded, doubled slashes, any case). */
function isImageRequest(url = '/') {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://x').pathname).replace(/[\\/]+/g, '/');
    return /^\/_image(\/|$)/i.test(pathname);
  } catch {
    return false;
  }
}

/**
 * How long a client may take to send its request headers, and its whole request (body included). A client that
 * trickles bytes is cut off (408) instead of holding a connection for minutes: the shop's requests are small (bodies
 * are capped at 1 MB), so even a slow rural link sends one well within these. Node checks every second.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Ends a replaced build's worker once the requests this server passed to it are answered (or after
 * RETIRE_AFTER_MS). Why it waits here instead of closing the worker's own server: a request already handed to the
 * old build may not have its connection to the worker yet, or may be about to reuse an idle one; closing the
 * worker's listener or its idle connections then refused or reset it, and the shopper got a 502 (a placeOrder
 * among them). Nothing new reaches the old build once `current` has moved on, so its count only goes down.
 */
function retire(build: Build): Promise<void> {
  return new Promise((done) => {
    const end = () => {
      clearTimeout(timer);
      build.onIdle = null;
      build.agent.destroy();
      build.worker.terminate().then(
        () => done(undefined),
        () => done(undefined),
      );
    };
    const timer = setTimeout(end, RETIRE_AFTER_MS);
    build.worker.once('exit', end);
    if (build.inFlight === 0) end();
    else build.onIdle = end;
  });
}

/**
 * Passes a request to the build's worker and its answer back (headers through res.setHeader, so policies merge).
 */
function proxy(req: IncomingMessage, res: ServerResponse, build: Build) {
  // Counted until the shopper's response is over (sent or abandoned): a replaced build ends only at zero (retire).
  build.inFlight++;
  res.once('close', () => {
    build.inFlight--;
    if (build.inFlight === 0) build.onIdle?.();
  });
  const headers = { ...req.headers, [CLIENT_ADDRESS_HEADER]: req.socket.remoteAddress ?? '' };
  const upstream = http.request({
    agent: build.agent,
    socketPath: build.socketPath,
    method: req.method,
    path: req.url,
    headers,
  });
  upstream.on('response', (answer) => {
    res.statusCode = answer.statusCode ?? 502;
    if (answer.statusMessage) res.statusMessage = answer.statusMessage;
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
    }
    answer.pipe(res);
    answer.on('error', () => res.destroy());
    // Answered before the whole body was read (e.g. 413 for a body over the limit): stop passing the rest on and
    // discard it, as Node does for a handler in the same process, so the shopper's connection is free again.
    answer.on('end', () => {
      if (req.complete) return;
      req.unpipe(upstream);
      upstream.destroy();
      req.resume();
    });
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.statusCode = 502;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('The shop is switching to a new version; please try again.');
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/**
 * Starts listening; returns { url, buildDir, swap(buildDir), close() }.
 */
/**
 * The wallets' background check (docs/payments.md, "Background check and expiry"): right after start, then every
 * PAYMENTS_CHECK_MS, the server asks its own build to check open wallet payments and expire unpaid orders
 * (src/pages/api/payments/check.ts, which holds the code and the keys). The first answer names a wallet that is on
 * without its key, in the log. Off when PAYMENTS_CHECK_MS is 0 or no SITE_BUILD_TOKEN is set.
 */
function checkPayments(url: string): () => void {
  const every = setting('PAYMENTS_CHECK_MS');
  const token = setting('SITE_BUILD_TOKEN') ?? '';
  if (!every || token.length < 16) return () => undefined;
  let first = true;
  let running = false;
  let refusedWith = 0;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const res = await fetch(`${url}/api/payments/check`, {
        method: 'POST',
        // JSON, as a script's POST: Astro's origin check (security.checkOrigin) refuses a POST without a content
        // type, as it does a form posted from another site, and the check never ran.
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(120_000),
      });
      if (!res.ok) {
        // Said once per kind of answer, not every round.
        if (refusedWith !== res.status) console.error(`[shop] payments: the check was refused (${res.status})`);
        refusedWith = res.status;
        return;
      }
      refusedWith = 0;
      const body = (await res.json().catch(() => ({}))) as { problems?: string[]; expired?: number };
      if (first) for (const problem of body.problems ?? []) console.error(`[shop] ${problem}`);
      if (body.expired) console.log(`[shop] payments: ${body.expired} unpaid order(s) cancelled after the wait`);
      first = false;
    } catch {
      // PocketBase or the build not answering: the next round asks again.
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(check, every);
  timer.unref();
  return () => clearInterval(timer);
}

export async function startShopServer({
  buildDir,
  port,
  host = '127.0.0.1',
}: {
  buildDir: string;
  port: number;
  host?: string;
}) {
  // Private to this process: only the main thread reaches the workers' sockets.
  const socketDir = mkdtempSync(join(tmpdir(), 'shop-server-'));
  let current = await loadBuild(buildDir, socketDir);
  const retiring: Set<Promise<void>> = new Set();
  /**
   * The switch under way, if any: the next waits for it.
   */
  let swapping: Promise<unknown> = Promise.resolve(null);
  const server = http.createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    (req, res) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      mergePagePolicies(res);
      // `/_image` answers leave only as raster images (src/lib/images/image-guard.mjs).
      if (isImageRequest(req.url)) holdImageResponse(res);
      if (sendRememberedLanguage(req, res)) return;
      const build = current;
      if (!sendPrecompressed(req, res, build.files)) proxy(req, res, build);
    },
  );
  server.keepAliveTimeout = 5000;
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(undefined));
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  const stopPaymentChecks = checkPayments(url);
  return {
    url,
    get buildDir() {
      return current.buildDir;
    },
    /**
     * Switches to another build once its server bundle is ready; the old one finishes its requests, then ends.
     * Switches happen one at a time, in order (the publisher and the live-build follower may ask together).
     */
    swap(nextBuildDir: string) {
      const switched = swapping.then(async () => {
        if (nextBuildDir === current.buildDir) return;
        const next = await loadBuild(nextBuildDir, socketDir);
        const old = current;
        current = next;
        const retired = retire(old);
        retiring.add(retired);
        retired.finally(() => retiring.delete(retired));
      });
      swapping = switched.catch(() => null);
      return switched;
    },
    /** Worker threads running (the live build's, plus any old one finishing its requests). */
    get workers() {
      return 1 + retiring.size;
    },
    close: async () => {
      stopPaymentChecks();
      await new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections();
      });
      current.agent.destroy();
      await current.worker.terminate();
      await Promise.all(retiring);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
