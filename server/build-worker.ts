// One build's server bundle, in a worker thread of the shop's server
// (server/shop-server.ts). Why a worker: Node never unloads an imported
// ES module, so importing each new build into the server process kept every
// old build in memory (and Astro's adapter adds a process-wide
// `unhandledRejection` listener per import). A worker is ended when its build
// is replaced, and its memory and listeners go with it.
//
// It answers on a Unix socket in a private folder; the main thread passes the
// shopper's address in X-Shop-Client-Address (only it can reach the socket).
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

// Astro's standalone entry would otherwise start its own server on import.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { buildDir, socketPath } = workerData as { buildDir: string; socketPath: string };
const { handler } = await import(pathToFileURL(join(buildDir, 'server', 'entry.mjs')).href);

const server = http.createServer((req, res) => {
  const address = req.headers[CLIENT_ADDRESS_HEADER];
  delete req.headers[CLIENT_ADDRESS_HEADER];
  // Astro reads the client's address from the socket when it makes the request (synchronously, below).
  if (typeof address === 'string')
    Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
  handler(req, res);
});
// Only the main thread connects here, and it ends its connections itself (an old build's, once its requests are
// answered: retire in server/shop-server.ts). No idle timeout: closing an idle connection just as the main
// thread reuses it would fail that request.
server.keepAliveTimeout = 0;
server.listen(socketPath, () => parentPort?.postMessage({ ready: true }));
