// The shop's HTTP server: serves one Astro build (static files plus the
// on-demand routes and actions) and can switch to another build in place, so
// a rebuild never takes the shop down.
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Astro's standalone entry would otherwise start its own server on import.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data: blob:; media-src 'self' https:; style-src 'self' 'unsafe-inline'; " +
    "script-src 'self' 'unsafe-inline'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; " +
    "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
};

async function loadBuild(buildDir) {
  const entry = pathToFileURL(join(buildDir, 'server', 'entry.mjs')).href;
  const mod = await import(`${entry}?v=${Date.now()}`);
  return { buildDir, handler: mod.handler };
}

/** Starts listening; returns { url, swap(buildDir), close() }. */
export async function startShopServer({ buildDir, port, host = '127.0.0.1' }) {
  let current = await loadBuild(buildDir);
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    current.handler(req, res);
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolveListen);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`,
    get buildDir() {
      return current.buildDir;
    },
    async swap(nextBuildDir) {
      current = await loadBuild(nextBuildDir);
    },
    close: () =>
      new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections();
      }),
  };
}
