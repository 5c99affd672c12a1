// Slow clients (hardening): a client that trickles its headers or its body
// cannot hold a connection to the shop's server open for long. The server
// (server/shop-server.ts) cuts off headers after HEADERS_TIMEOUT_MS and
// the whole request after REQUEST_TIMEOUT_MS; Node checks every second. A few
// loopback connections of each kind send one byte a second; each must be
// closed within its bound (plus the check interval and a little slack), and an
// ordinary request meanwhile is answered at once.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../server/shop-server.ts';
import { startOtherShop, type OtherShop } from '@tests/harness/other-shop';

const PER_KIND = 8;
const SLACK_MS = 3_000;

let shop: OtherShop;

beforeAll(async () => {
  shop = await startOtherShop({ rateLimits: true });
});
afterAll(async () => {
  await shop?.stop();
});

interface Trickle {
  closedAfterMs: Promise<number>;
  socket: Socket;
}

/** Opens a connection that sends `head` at once, then one byte of `rest` a second; resolves when the server closes it. */
function trickle(head: string, rest: string): Trickle {
  const { hostname, port } = new URL(shop.shopUrl);
  const socket = connect({ host: hostname, port: Number(port) });
  const opened = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const closedAfterMs = new Promise<number>((done) => {
    socket.on('connect', () => {
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (i < rest.length && !socket.destroyed) socket.write(rest[i++]!);
      }, 1000);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      done(Date.now() - opened);
    });
  });
  return { closedAfterMs, socket };
}

describe('slow clients', () => {
  it(`are cut off: headers within ${HEADERS_TIMEOUT_MS / 1000} s, whole requests within ${REQUEST_TIMEOUT_MS / 1000} s`, async () => {
    const host = new URL(shop.shopUrl).host;
    const slowHeaders = Array.from({ length: PER_KIND }, () =>
      trickle('GET / HTTP/1.1\r\n', `Host: ${host}\r\nX-Slow: ${'a'.repeat(200)}`),
    );
    const body = JSON.stringify({ items: [] }).padEnd(5000, ' ');
    const slowBodies = Array.from({ length: PER_KIND }, () =>
      trickle(
        `POST /_actions/quote HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${shop.shopUrl}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      ),
    );
    // meanwhile, an ordinary shopper is served
    const page = await fetch(`${shop.shopUrl}/`, { signal: AbortSignal.timeout(10_000) });
    expect(page.status).toBe(200);

    const headerTimes = await Promise.all(slowHeaders.map((t) => t.closedAfterMs));
    const bodyTimes = await Promise.all(slowBodies.map((t) => t.closedAfterMs));
    for (const ms of headerTimes) expect(ms).toBeLessThanOrEqual(HEADERS_TIMEOUT_MS + 1000 + SLACK_MS);
    for (const ms of bodyTimes) expect(ms).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS + 1000 + SLACK_MS);
    console.log(
      `[slow-clients] ${PER_KIND} slow-header connections closed after ${Math.max(...headerTimes)} ms at most, ` +
        `${PER_KIND} slow-body connections after ${Math.max(...bodyTimes)} ms at most`,
    );
  }, 60_000);
});
