// Section "weight": what a phone downloads for the first view of each page.
//
// A fresh browser context per page (empty cache) with Playwright's Pixel 7
// profile (412×915 viewport, DPR 2.625, mobile UA, touch) on the system
// Chromium. Bytes come from the DevTools protocol: Network.loadingFinished's
// encodedDataLength is what went over the wire for a response (compressed
// body plus headers), the figure DevTools shows as "transferred". The page is
// loaded and left alone until the network has been quiet for a second, so
// islands that hydrate on idle or on visibility in the first viewport count;
// nothing is scrolled or clicked, so lazy images below the fold do not.
import { chromium, devices } from 'playwright';
import { KB, row } from './stats.mjs';
import { pageProblem } from './targets.mjs';
import { setting } from '../../src/lib/settings.mjs';
import { tracePath } from '../../src/lib/paths.ts';
import { findNewestLot } from '../../server/data/lots.ts';

export const WEIGHT_BUDGETS = {
  js: { max: 80 * KB },
  htmlCss: { max: 40 * KB },
  total: { max: 250 * KB },
};
/** What a Nepali page may cost over its English twin (docs/i18n.md "What Nepali costs"). */
export const NEPALI_BUDGETS = {
  js: { max: 3 * KB },
  htmlCssPercent: { max: 10 },
};

const QUIET_MS = 1000;
// Uncompressed text above this (headers included) is named in the notes; tiny files are not worth compressing.
const UNCOMPRESSED_NOTE_BYTES = 4 * KB;
const MAX_WAIT_MS = 30_000;

export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export const chromePath = () => setting('CHROME_PATH');

/** CDP resource type (and MIME type as a fallback) → the budget's categories. */
export function categoryOf(resourceType, mimeType = '') {
  switch (resourceType) {
    case 'Document':
      return 'html';
    case 'Stylesheet':
      return 'css';
    case 'Script':
      return 'js';
    case 'Image':
      return 'images';
    case 'Font':
      return 'fonts';
    default:
      // An HTML answer to a non-document request (e.g. a 404 page for /favicon.ico) is not page markup.
      if (/^text\/css/.test(mimeType)) return 'css';
      if (/javascript|ecmascript/.test(mimeType)) return 'js';
      if (/^image\//.test(mimeType)) return 'images';
      if (/^font\/|woff|opentype|truetype/.test(mimeType)) return 'fonts';
      return 'other';
  }
}

/**
 * One first view of `url` in a fresh Pixel 7 context (empty cache): bytes by category, requests, and each response
 * (its path and query, so an image endpoint answer can be named). Also used by the photos section (photos.mjs).
 */
export async function measurePage(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/^https?:/.test(e.request.url)) return; // data: and blob: URLs cost no transfer
    lastActivity = Date.now();
    const previous = requests.get(e.requestId);
    // A redirect reuses the request id: keep the hop's bytes as their own entry.
    if (previous && e.redirectResponse)
      requests.set(`${e.requestId}:${requests.size}`, {
        ...previous,
        bytes: e.redirectResponse.encodedDataLength ?? 0,
        done: true,
      });
    requests.set(e.requestId, { url: e.request.url, type: e.type, mimeType: '', status: 0, bytes: 0, done: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.type = e.type ?? r.type;
    r.mimeType = e.response.mimeType;
    r.status = e.response.status;
    const headers = Object.fromEntries(Object.entries(e.response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = headers['content-encoding'] ?? null;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    lastActivity = Date.now();
    r.bytes = e.encodedDataLength;
    r.done = true;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    lastActivity = Date.now();
    r.failed = e.errorText;
    r.done = true;
  });

  const response = await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
  const deadline = Date.now() + MAX_WAIT_MS;
  while (Date.now() < deadline) {
    const pending = [...requests.values()].some((r) => !r.done);
    if (!pending && Date.now() - lastActivity >= QUIET_MS) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await context.close();

  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
  const list = [...requests.values()];
  for (const r of list) bytes[categoryOf(r.type, r.mimeType)] += r.bytes;
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  return {
    status: response?.status() ?? 0,
    requests: list.length,
    failed: list
      .filter((r) => r.failed || r.status >= 400)
      .map((r) => `${new URL(r.url).pathname} (${r.failed ?? r.status})`),
    bytes: { ...bytes, total },
    // Text sent without compression (e.g. an on-demand page the server renders per request).
    uncompressed: list
      .filter(
        (r) =>
          !r.encoding &&
          r.bytes > UNCOMPRESSED_NOTE_BYTES &&
          ['html', 'css', 'js'].includes(categoryOf(r.type, r.mimeType)),
      )
      .map((r) => `${new URL(r.url).pathname} (${(r.bytes / KB).toFixed(1)} KB)`),
    resources: list.map((r) => ({
      url: new URL(r.url).pathname,
      search: new URL(r.url).search,
      type: r.type,
      status: r.status,
      encoding: r.encoding,
      bytes: r.bytes,
    })),
  };
}

/** A harvest lot's trace page (what a scanned label opens, often on a slow phone): the newest lot's /t/{code}. */
async function tracePage(adminPb) {
  const lot = adminPb ? await findNewestLot(adminPb).catch(() => null) : null;
  return { name: 'trace', path: lot?.code ? tracePath(lot.code) : null };
}

export async function runWeight({ shopUrl, pages, adminPb, log }) {
  pages = [...pages, await tracePage(adminPb)];
  const browser = await chromium.launch({ executablePath: chromePath(), args: BROWSER_ARGS });
  const rows = [];
  const details = {};
  try {
    for (const { name, path, twin } of pages) {
      const item = path ?? name;
      const problem = await pageProblem(shopUrl, path);
      if (problem) {
        log(`weight ${item}: skipped (${problem})`);
        details[name] = { path, problem };
        rows.push(row('weight', item, 'all figures', null, 'bytes', null, problem));
        continue;
      }
      const result = await measurePage(browser, new URL(path, shopUrl).href);
      details[name] = { path, ...result };
      const b = result.bytes;
      log(
        `weight ${item}: ${result.requests} requests, ${(b.total / KB).toFixed(1)} KB (JS ${(b.js / KB).toFixed(1)}, HTML ${(b.html / KB).toFixed(1)}, CSS ${(b.css / KB).toFixed(1)}, images ${(b.images / KB).toFixed(1)}, fonts ${(b.fonts / KB).toFixed(1)}, other ${(b.other / KB).toFixed(1)})`,
      );
      rows.push(row('weight', item, 'JS', b.js, 'bytes', WEIGHT_BUDGETS.js));
      const kb = (n) => `${(n / KB).toFixed(1)} KB`;
      rows.push(
        row(
          'weight',
          item,
          'HTML + CSS',
          b.html + b.css,
          'bytes',
          WEIGHT_BUDGETS.htmlCss,
          `HTML ${kb(b.html)} + CSS ${kb(b.css)}`,
        ),
      );
      rows.push(
        row(
          'weight',
          item,
          'total',
          b.total,
          'bytes',
          WEIGHT_BUDGETS.total,
          `images ${kb(b.images)}, fonts ${kb(b.fonts)}, other ${kb(b.other)}`,
        ),
      );
      const notes = [
        result.failed.length && `failed or ≥ 400: ${result.failed.join(', ')}`,
        result.uncompressed.length && `sent uncompressed: ${result.uncompressed.join(', ')}`,
      ];
      rows.push(row('weight', item, 'requests', result.requests, 'count', null, notes.filter(Boolean).join('; ')));
      const english = Object.values(details).find((d) => d.path === twin && d.bytes);
      if (english) rows.push(...nepaliCost(item, b, english.bytes));
    }
  } finally {
    await browser.close();
  }
  return { rows, details };
}

/** A Nepali page's first-view bytes against its English twin's: the extra JS, and HTML + CSS in percent. */
function nepaliCost(item, nepali, english) {
  const [ne, en] = [nepali.html + nepali.css, english.html + english.css];
  const note = `${(nepali.js / KB).toFixed(1)} vs ${(english.js / KB).toFixed(1)} KB JS; HTML + CSS ${(ne / KB).toFixed(1)} vs ${(en / KB).toFixed(1)} KB`;
  return [
    row('weight', item, 'JS over English page', nepali.js - english.js, 'bytes', NEPALI_BUDGETS.js, note),
    row(
      'weight',
      item,
      'HTML + CSS over English page',
      ((ne - en) / en) * 100,
      'percent',
      NEPALI_BUDGETS.htmlCssPercent,
      note,
    ),
  ];
}
