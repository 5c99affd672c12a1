// Section "offline" (docs/offline.md): what the service worker saves a phone, side by side with no worker, on the
// product page under Regular 3G (DevTools' preset: 100 ms latency, 750 kbit/s down, 250 kbit/s up), N runs each.
//
// Bytes on the wire are counted at a TCP proxy in front of the shop (server to phone): the service worker's own
// requests (its script, the precache, network-first page fetches) belong to another DevTools target than the page, so
// only the wire sees them all. LCP comes from the page's PerformanceObserver.
//   - second visit: a fresh context visits the page (with the worker: until it controls the page, then once more so it
//     is saved), then the measured visit;
//   - offline: the same, then the context goes offline and the page is opened again: shown (with its saved note)?
//   - first view: bytes until load, and everything the first view brings (the worker's install and precache included);
//     its Total Blocking Time under a 4× slower CPU (Lighthouse's mobile slowdown): the page's long tasks from first
//     contentful paint until the network is quiet, each beyond 50 ms, apart before and after load (the worker
//     registers after load).
import net from 'node:net';
import { chromium, devices } from 'playwright';
import { KB, median, row } from './stats.mjs';
import { pageProblem } from './targets.mjs';
import { BROWSER_ARGS, chromePath } from './weight.mjs';

export const OFFLINE_BUDGETS = {
  secondVisitBytes: { max: 5 * KB },
  secondVisitLcp: { max: 800 },
  offlineShown: { min: 100 },
  // What installing the worker may add to a first view (the precache), fetched after load.
  workerInstall: { max: 150 * KB },
};

const REGULAR_3G = {
  offline: false,
  latency: 100,
  downloadThroughput: (750 * 1024) / 8,
  uploadThroughput: (250 * 1024) / 8,
};

/** A byte-counting TCP proxy to `target` (http://host:port); `bytes` is what went from the shop to the phone. */
async function countingProxy(target) {
  const { hostname, port } = new URL(target);
  const counter = { bytes: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    client.pipe(upstream);
    upstream.on('data', (chunk) => {
      counter.bytes += chunk.length;
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${/** @type {net.AddressInfo} */ (server.address()).port}`;
  return { url, counter, close: () => new Promise((done) => server.close(() => done(undefined))) };
}

const lcpOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(null), 5000);
      }),
  );

/** Collects the page's long tasks from its first byte of script on (read by blockingTime). */
function observeLongTasks() {
  const tasks = [];
  Object.defineProperty(window, '__benchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Total Blocking Time so far: each long task after first contentful paint, beyond its first 50 ms; split at the
 * load event (the worker registers after it).
 */
const blockingTime = (page) =>
  page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const load = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0])
      ?.loadEventEnd;
    const tasks = /** @type {[number, number][]} */ (/** @type {any} */ (window).__benchLongTasks ?? []);
    const blocking = { untilLoad: 0, afterLoad: 0 };
    for (const [start, duration] of tasks) {
      if (start + duration <= fcp) continue;
      blocking[load && start >= load ? 'afterLoad' : 'untilLoad'] += Math.max(0, duration - 50);
    }
    return blocking;
  });

const CPU_SLOWDOWN = 4;

/** Waits until the network (as the proxy sees it) has been quiet for a second. */
async function quiet(counter) {
  let last = -1;
  while (last !== counter.bytes) {
    last = counter.bytes;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function visit(browser, url, withWorker, counter) {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: withWorker ? 'allow' : 'block' });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', REGULAR_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const before = counter.bytes;
  await page.goto(url, { waitUntil: 'load' });
  const firstLoadBytes = counter.bytes - before;
  if (withWorker)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await quiet(counter);
  const firstViewBytes = counter.bytes - before;
  const { untilLoad: tbtUntilLoad, afterLoad: tbtAfterLoad } = await blockingTime(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (withWorker) {
    await page.goto(url, { waitUntil: 'load' }); // the worker saves the page
    await quiet(counter);
  }
  const start = counter.bytes;
  await page.goto(url, { waitUntil: 'load' });
  const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
  const secondLcp = await lcpOf(page);
  await quiet(counter);
  const secondBytes = counter.bytes - start;
  await context.setOffline(true);
  // This session's own emulation (Regular 3G above) would otherwise keep the page's requests online.
  await cdp.send('Network.emulateNetworkConditions', { ...REGULAR_3G, offline: true });
  let shown = false;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
    // The page's own heading (Chromium's offline error page has a heading too), and with the worker its note.
    const shownHeading = (await page.locator('h1').first().textContent({ timeout: 5000 }))?.trim() ?? '';
    shown = heading !== '' && shownHeading === heading;
    if (withWorker) shown &&= (await page.locator('[data-saved-note]').count()) > 0;
  } catch {
    shown = false;
  }
  await context.close();
  return { firstLoadBytes, firstViewBytes, tbtUntilLoad, tbtAfterLoad, secondBytes, secondLcp, shown };
}

export async function runOffline({ shopUrl, pages, log, runs = 5 }) {
  const product = pages.find((p) => p.name === 'product');
  const problem = await pageProblem(shopUrl, product?.path ?? null);
  if (problem) return { rows: [row('offline', 'product', 'second visit', null, 'bytes', null, problem)], details: {} };
  const proxy = await countingProxy(shopUrl);
  const browser = await chromium.launch({ executablePath: chromePath(), args: BROWSER_ARGS });
  const results = { worker: [], none: [] };
  try {
    for (let i = 0; i < runs; i++) {
      // Alternated, so a busy moment on the machine falls on both.
      for (const mode of ['none', 'worker']) {
        results[mode].push(await visit(browser, `${proxy.url}${product.path}`, mode === 'worker', proxy.counter));
      }
      log(`offline: run ${i + 1}/${runs}`);
    }
  } finally {
    await browser.close();
    await proxy.close();
  }
  const med = (mode, key) => median(results[mode].map((r) => r[key]).filter((v) => typeof v === 'number'));
  const shownPct = (mode) => (100 * results[mode].filter((r) => r.shown).length) / results[mode].length;
  const note = `${runs} runs each, Regular 3G, median`;
  const item = `${product.path}`;
  const tbtNote = (key) =>
    `${note}, ${CPU_SLOWDOWN}× CPU slowdown; runs: ${['worker', 'none']
      .map((mode) => `${mode} ${results[mode].map((r) => Math.round(r[key])).join(' / ')}`)
      .join(', ')}`;
  const rows = [
    row(
      'offline',
      item,
      'second visit bytes, worker',
      med('worker', 'secondBytes'),
      'bytes',
      OFFLINE_BUDGETS.secondVisitBytes,
      note,
    ),
    row('offline', item, 'second visit bytes, no worker', med('none', 'secondBytes'), 'bytes', null, note),
    row(
      'offline',
      item,
      'second visit LCP, worker',
      med('worker', 'secondLcp'),
      'ms',
      OFFLINE_BUDGETS.secondVisitLcp,
      note,
    ),
    row('offline', item, 'second visit LCP, no worker', med('none', 'secondLcp'), 'ms', null, note),
    row(
      'offline',
      item,
      'visited page shown offline, worker',
      shownPct('worker'),
      'count',
      OFFLINE_BUDGETS.offlineShown,
      `% of ${runs} runs`,
    ),
    row('offline', item, 'visited page shown offline, no worker', shownPct('none'), 'count', null, `% of ${runs} runs`),
    row('offline', item, 'first view bytes until load, worker', med('worker', 'firstLoadBytes'), 'bytes', null, note),
    row('offline', item, 'first view bytes until load, no worker', med('none', 'firstLoadBytes'), 'bytes', null, note),
    ...['worker', 'none'].flatMap((mode) =>
      [
        ['tbtUntilLoad', 'first view TBT until load'],
        ['tbtAfterLoad', 'TBT after load until quiet'],
      ].map(([key, metric]) =>
        row(
          'offline',
          item,
          `${metric}, ${mode === 'worker' ? 'worker' : 'no worker'}`,
          med(mode, key),
          'ms',
          null,
          tbtNote(key),
        ),
      ),
    ),
    row(
      'offline',
      item,
      'worker install after load (script + precache)',
      med('worker', 'firstViewBytes') - med('none', 'firstViewBytes'),
      'bytes',
      OFFLINE_BUDGETS.workerInstall,
      'first view incl. everything until quiet, worker minus none',
    ),
  ];
  return { rows, details: results };
}
