// Section "static": how many prebuilt product pages per second the project's
// Node server (server/shop-server.ts, brotli copies made at build time)
// sends on loopback: autocannon, 10 connections, bounded by time and count.
import autocannon from 'autocannon';
import { row } from './stats.mjs';
import { pageProblem } from './targets.mjs';

const CONNECTIONS = 10;
const MAX_REQUESTS = 500_000;

/** Runs autocannon with a hard stop a little after its own duration, whatever happens. */
export function boundedAutocannon(options) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (err, result) => {
      clearTimeout(guard);
      if (err) reject(err);
      else resolveRun(result);
    });
    const guard = setTimeout(() => instance.stop(), (options.duration + 15) * 1000);
  });
}

export async function runStatic({ shopUrl, pages, seconds, log }) {
  const product = pages.find((p) => p.name === 'product');
  let target = product?.path;
  let fallback = '';
  const problem = await pageProblem(shopUrl, target);
  if (problem) {
    // Until product pages exist (other branches), measure the home page so the harness still runs.
    log(`static ${target ?? 'product page'}: ${problem}; measuring / instead`);
    fallback = `product page: ${problem}; measured / instead`;
    target = '/';
    const homeProblem = await pageProblem(shopUrl, target);
    if (homeProblem)
      return {
        rows: [row('static', target, 'requests/s', null, 'rps', null, `${fallback}: ${homeProblem}`)],
        details: { problem },
      };
  }
  const item = target;
  const url = new URL(target, shopUrl).href;
  const check = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
  const encoding = check.headers.get('content-encoding');
  await check.arrayBuffer();

  const result = await boundedAutocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
    headers: { 'accept-encoding': 'br' },
  });
  const ok = result['2xx'];
  const rps = ok / result.duration;
  log(
    `static ${item}: ${rps.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );
  const note = `${CONNECTIONS} connections, ${result.duration} s, Content-Encoding ${encoding ?? 'none'}${fallback ? `; ${fallback}` : ''}`;
  return {
    rows: [
      row('static', item, 'requests/s', rps, 'rps', null, note),
      row('static', item, 'latency p50', result.latency.p50, 'ms'),
      row('static', item, 'latency p99', result.latency.p99, 'ms'),
      row('static', item, 'errors + non-2xx', result.errors + result.non2xx, 'count', { max: 0 }),
    ],
    details: {
      path: target,
      fallback: fallback || null,
      connections: CONNECTIONS,
      duration: result.duration,
      contentEncoding: encoding,
      requests: result.requests,
      latency: result.latency,
      throughputBytesPerSecond: result.throughput.average,
      statusCodeStats: result.statusCodeStats,
      errors: result.errors,
      timeouts: result.timeouts,
    },
  };
}
