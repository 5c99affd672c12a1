// Temporary measurement (not committed): main-thread long tasks of / against its no-JS copy, Pixel 7, CPU 4x.
import { chromium, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startTestStack } from './lib/test-stack.mjs';
import { writeNoJsCopies, warmImages } from './bench/stack.mjs';
import { noJsPathOf } from './bench/stats.mjs';
import { startShopServer } from '../server/shop-server.ts';
import { freePort } from '../server/pocketbase-process.ts';
import { setting } from '../src/lib/settings.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const stack = await startTestStack();
await writeNoJsCopies(stack.shopUrl, stack.buildDir, ['/']);
const server = await startShopServer({ buildDir: stack.buildDir, port: await freePort() });
await warmImages(server.url, ['/', noJsPathOf('/')]);
const browser = await chromium.launch({
  executablePath: setting('CHROME_PATH'),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
});
const CATS = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

async function measure(path: string, trace: boolean) {
  const ctx = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lt: { start: number; duration: number }[] };
    w.__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lt.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const events: { name: string; ph: string; dur?: number; ts: number; tid: number; pid: number; args?: { data?: { url?: string; functionName?: string } } }[] = [];
  if (trace) {
    cdp.on('Tracing.dataCollected', (d: { value: typeof events }) => events.push(...d.value));
    await cdp.send('Tracing.start', { categories: CATS.join(','), transferMode: 'ReportEvents' });
  }
  await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const result = await page.evaluate(() => {
    const w = window as unknown as { __lt: { start: number; duration: number }[] };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { fcp, tasks: w.__lt };
  });
  let byName: Record<string, number> = {};
  if (trace) {
    const done = new Promise((go) => cdp.once('Tracing.tracingComplete', go));
    await cdp.send('Tracing.end');
    await done;
    // Events inside long RunTasks of the renderer main thread.
    const runs = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000);
    const mainTids = new Set(runs.map((r) => `${r.pid}:${r.tid}`));
    for (const e of events) {
      if (e.ph !== 'X' || !mainTids.has(`${e.pid}:${e.tid}`) || e.name === 'RunTask') continue;
      const inLong = runs.some((r) => r.pid === e.pid && r.tid === e.tid && e.ts >= r.ts && e.ts < r.ts + (r.dur ?? 0));
      if (!inLong) continue;
      const url = e.args?.data?.url ? ` ${e.args.data.url.replace(server.url, '').slice(0, 80)}` : '';
      const fn = e.args?.data?.functionName ? ` ${e.args.data.functionName}` : '';
      const key = `${e.name}${url}${fn}`;
      byName[key] = (byName[key] ?? 0) + (e.dur ?? 0) / 1000;
    }
    byName = Object.fromEntries(Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => [k, Math.round(v)]));
  }
  await ctx.close();
  const total = result.tasks.reduce((s, t) => s + t.duration, 0);
  const tbt = result.tasks.filter((t) => t.start >= result.fcp).reduce((s, t) => s + Math.max(0, t.duration - 50), 0);
  return { total: Math.round(total), tbt: Math.round(tbt), count: result.tasks.length, tasks: result.tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`), byName };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const out: Record<string, unknown> = { uptimeStart: execSync('uptime').toString().trim() };
const rows: Record<string, { total: number; tbt: number }[]> = { page: [], copy: [] };
console.log(JSON.stringify(await measure('/', true), null, 1));
for (let i = 0; i < RUNS; i++) {
  for (const [k, p] of [['page', '/'], ['copy', noJsPathOf('/')]] as const) {
    const r = await measure(p, false);
    rows[k]?.push(r);
    console.log(k, r.total, r.tbt, r.tasks.join(' '));
  }
}
out.uptimeEnd = execSync('uptime').toString().trim();
for (const k of ['page', 'copy']) out[k] = { totalMedian: median(rows[k]!.map((r) => r.total)), tbtMedian: median(rows[k]!.map((r) => r.tbt)), totals: rows[k]!.map((r) => r.total) };
console.log(JSON.stringify(out, null, 1));
writeFileSync(process.env.OUT ?? '/tmp/mainthread.json', JSON.stringify(out, null, 1));
await browser.close();
await server.close();
await stack.stop();
