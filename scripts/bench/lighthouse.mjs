// Section "lighthouse": Lighthouse's mobile performance audit of each page on
// two simulated networks, run programmatically against the local server with
// the system Chromium (chrome-launcher starts it; nothing is downloaded).
//
// Throttling is Lighthouse's default "simulate" method: the page is loaded
// unthrottled and Lantern models the network and a 4× slower CPU. The two
// presets are Lighthouse's own, from node_modules/@paulirish/trace_engine/
// models/trace/lantern/simulation/Constants.js (re-exported by
// lighthouse/core/config/constants.js as `throttling`):
//   mobileSlow4G     rttMs 150, throughputKbps 1638.4 (1.6 Mbps), cpuSlowdownMultiplier 4
//                    - Lighthouse's default mobile setting; DevTools labels it "Slow 4G"
//   mobileRegular3G  rttMs 300, throughputKbps 700, cpuSlowdownMultiplier 4
//                    - "partially aligns with WebPageTest's Regular 3G", "roughly the Chrome UX
//                      report's 3G definition (HTTP RTT 300-1400 ms, downlink < 700 kbps)"
// Each page and preset is run N times; each metric's median is reported.
//
// Beside each page, the same page with every script removed (the floor a page
// with islands is compared against): its HTML as the server sends it, without
// <script> elements and module preloads, written into the served build under
// /_bench-nojs/ with its brotli and gzip copies, so the same server sends it
// compressed as it sends the page (an uncompressed copy would be the slower one). Page and
// copy are loaded in turn with Lighthouse's "devtools" method (the real load throttled in
// Chrome with the preset's request latency, throughput and CPU slowdown), and their LCP
// medians compared as "LCP vs no-JS copy" (budget: within 5%). The same comparison is made
// under simulated throttling too ("LCP vs no-JS copy, simulated"), page and copy in turn; it
// is the noisier one: see bench/README.md, "LCP against the no-JS copy".
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { median, NO_JS_PREFIX, noJsPathOf, row } from './stats.mjs';
import { pageProblem } from './targets.mjs';
import { BROWSER_ARGS, chromePath } from './weight.mjs';

/** Each preset's name as a slug ("Regular 3G" → "regular-3g"), as `--preset=` names it (options.mjs). */
export const presetSlug = (preset) => preset.name.toLowerCase().replace(/\s+/g, '-');

export const PRESETS = [
  { name: 'Slow 4G', throttling: throttling.mobileSlow4G, lcpMaxMs: 1500 },
  { name: 'Regular 3G', throttling: throttling.mobileRegular3G, lcpMaxMs: 3000 },
];

const METRICS = [
  { metric: 'performance', unit: 'score', read: (lhr) => scoreOf(lhr), budget: () => ({ min: 98 }) },
  { metric: 'FCP', unit: 'ms', read: (lhr) => numeric(lhr, 'first-contentful-paint'), budget: () => null },
  {
    metric: 'LCP',
    unit: 'ms',
    read: (lhr) => numeric(lhr, 'largest-contentful-paint'),
    budget: (p) => ({ max: p.lcpMaxMs }),
  },
  { metric: 'TBT', unit: 'ms', read: (lhr) => numeric(lhr, 'total-blocking-time'), budget: () => ({ max: 100 }) },
  {
    metric: 'CLS',
    unit: 'ratio',
    read: (lhr) => numeric(lhr, 'cumulative-layout-shift'),
    budget: () => ({ max: 0.05 }),
  },
  { metric: 'Speed Index', unit: 'ms', read: (lhr) => numeric(lhr, 'speed-index'), budget: () => null },
];

function scoreOf(lhr) {
  const score = lhr.categories?.performance?.score;
  return typeof score === 'number' ? score * 100 : null;
}

function numeric(lhr, id) {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/**
 * Lighthouse config: mobile form factor, the preset's throttling. `simulate` (the page's own figures) loads the page
 * unthrottled and models the network and CPU; `devtools` (the comparison with the no-JS copy) throttles the real load
 * in Chrome with the preset's request latency, throughput and CPU slowdown.
 */
export function lighthouseConfig(preset, throttlingMethod = 'simulate') {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: screenEmulationMetrics.mobile,
      emulatedUserAgent: userAgents.mobile,
      throttlingMethod,
      throttling: preset.throttling,
    },
  };
}

/** Each run's LCP in ms, in run order: the spread the median hides. */
const lcpsOf = (samples) => samples.map((s) => (s.LCP === null ? '—' : Math.round(s.LCP))).join('/');

/**
 * What a page's LCP is compared against. The no-JS copy: the same page without scripts (budget 5%). The English
 * twin of a Nepali page (docs/i18n.md "What Nepali costs", budget 5%).
 */
const NO_JS_COPY = { metric: 'LCP vs no-JS copy', than: 'without scripts', maxPercent: 5, simulatedBudget: true };
// Under simulated throttling the budget is judged on the DevTools row only: the English page against itself lands
// in two modes 40-70% apart (bench/README.md "Nepali pages against English"), so the simulated row is reported.
const ENGLISH_TWIN = { metric: 'LCP vs English page', than: 'in English', maxPercent: 5, simulatedBudget: false };
const launch = () => chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: BROWSER_ARGS, logLevel: 'silent' });

/** "LCP vs <reference>" under one throttling method: how much later the page's median LCP is than the reference's. */
function comparisonRow(item, method, page, reference, against, log) {
  const [lcp, referenceLcp] = [page.medians.LCP, reference.medians.LCP];
  const over = lcp !== null && referenceLcp ? ((lcp - referenceLcp) / referenceLcp) * 100 : null;
  const ms = (value) => (value === null ? '—' : Math.round(value).toLocaleString('en-US'));
  const answer = (measured) => ms(median(measured.samples.map((s) => s.serverResponseMs)));
  const before = (measured) => measured.samples.map((s) => s.requestsBeforeLcp).join('/');
  const how = method === 'devtools' ? 'DevTools throttling' : 'simulated throttling';
  const note =
    `${how}, median of ${page.samples.length}: ${ms(lcp)} vs ${ms(referenceLcp)} ms ${against.than} ` +
    `(runs ${lcpsOf(page.samples)} vs ${lcpsOf(reference.samples)}; requests done before the observed LCP ` +
    `${before(page)} vs ${before(reference)}); server answered in ${answer(page)} vs ${answer(reference)} ms`;
  log(
    `lighthouse ${item}: LCP ${over === null ? '—' : over.toFixed(1)}% ${against.metric.replace('LCP ', '')} (${note})`,
  );
  const simulated = method !== 'devtools';
  const budget = simulated && !against.simulatedBudget ? null : { max: against.maxPercent };
  const metric = simulated ? `${against.metric}, simulated` : against.metric;
  return row('lighthouse', item, metric, over, 'percent', budget, note);
}

/**
 * @param {object} options
 * @param {string} [options.section] the rows' section (the photos section runs this on its own stack)
 * @param {boolean} [options.comparisons] the LCP comparisons with the no-JS copy and the English twin (the DevTools
 *   ones cost a throttled load each)
 * @param {number} [options.lcpMaxMs] the LCP budget for every preset instead of each preset's own
 * @param {{ paths: string[], presets: string[], runs: number } | null} [options.tbtAgainstCopy] pages whose TBT is
 *   compared with their no-JS copy's (issue #46: the home page within +50 ms), page and copy in turn
 */
export async function runLighthouse({
  shopUrl,
  buildDir,
  pages,
  runs,
  presets: chosen,
  log,
  section = 'lighthouse',
  comparisons = true,
  lcpMaxMs,
  tbtAgainstCopy = null,
}) {
  const presets = PRESETS.filter((p) => !chosen || chosen.includes(presetSlug(p))).map((p) =>
    lcpMaxMs ? { ...p, lcpMaxMs } : p,
  );
  // options.mjs names the presets by slug: a name there that matches none here is a bug in one of the two.
  if (chosen && presets.length !== chosen.length) throw new Error(`unknown Lighthouse preset in ${chosen.join(', ')}`);
  const rows = [];
  const details = { runs, presets: presets.map((p) => ({ name: p.name, ...p.throttling })), pages: {} };
  let chrome = await launch();

  /**
   * One Lighthouse run of a URL with a preset: each metric, plus what the simulated LCP was built from. Lantern
   * cuts its LCP graph at the LCP observed in the unthrottled load and counts every request that finished before it,
   * so `requestsBeforeLcp` (the document and images done by then) explains most of the spread between runs.
   */
  const runOnce = async (url, preset, method) => {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json' },
      lighthouseConfig(preset, method),
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const observed = lhr.audits?.metrics?.details?.items?.[0] ?? {};
    const breakdown = lhr.audits?.['mainthread-work-breakdown']?.details?.items ?? [];
    const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
    return {
      ...Object.fromEntries(METRICS.map((m) => [m.metric, m.read(lhr)])),
      observedLCP: observed.observedLargestContentfulPaint ?? null,
      // The server's answer time: an on-demand page (/products) is rendered per request, its no-JS copy is a file.
      serverResponseMs: numeric(lhr, 'server-response-time'),
      requestsBeforeLcp: requests.filter((r) => r.networkEndTime <= observed.observedLargestContentfulPaint).length,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      // Style & Layout on the main thread (unthrottled): on a slower host it decides the simulated TBT.
      styleLayoutMs: breakdown.filter((b) => b.group === 'styleLayout').reduce((sum, b) => sum + b.duration, 0),
      lighthouseVersion: lhr.lighthouseVersion,
    };
  };

  /**
   * `times` (default `runs`) Lighthouse runs of each URL with one preset and throttling method, taken in turn (page, copy, page,
   * copy...) so the machine's drift falls on both alike: per URL, the median of each metric, the samples and the errors.
   */
  const measure = async (urls, preset, item, method = 'simulate', times = runs) => {
    const measured = urls.map(() => ({ samples: [], errors: [] }));
    for (let i = 0; i < times; i++) {
      for (const [u, url] of urls.entries()) {
        try {
          measured[u].samples.push(await runOnce(url, preset, method));
        } catch (err) {
          measured[u].errors.push(err.message);
          log(`lighthouse ${item}${u ? ' (no JS)' : ''} ${method} run ${i + 1}: ${err.message}`);
          // A broken browser would fail every later run: start a fresh one.
          await chrome.kill();
          chrome = await launch();
        }
      }
    }
    return measured.map(({ samples, errors }) => ({
      medians: Object.fromEntries(METRICS.map((m) => [m.metric, median(samples.map((s) => s[m.metric]))])),
      samples,
      errors,
    }));
  };

  /**
   * A page's TBT against its no-JS copy's under each preset of `tbtAgainstCopy`, page and copy in turn (simulated):
   * what the page's scripts add to the main thread, and the copy's own Style & Layout time.
   */
  const tbtRows = async (path) => {
    const noJsPath = noJsCopyOf(path);
    if (!noJsPath) {
      log(`lighthouse ${path}: no no-JS copy to compare TBT with`);
      return [
        row(section, `${path} · TBT against its no-JS copy`, 'TBT over the no-JS copy', null, 'ms', null, 'no copy'),
      ];
    }
    const out = [];
    for (const preset of PRESETS.filter((p) => tbtAgainstCopy.presets.includes(presetSlug(p)))) {
      const item = `${path} · ${preset.name} · TBT against its no-JS copy`;
      const [page, copy] = await measure(
        [new URL(path, shopUrl).href, new URL(noJsPath, shopUrl).href],
        preset,
        item,
        'simulate',
        tbtAgainstCopy.runs,
      );
      const [tbt, copyTbt] = [page.medians.TBT, copy.medians.TBT];
      const over = tbt !== null && copyTbt !== null ? tbt - copyTbt : null;
      const runsOf = (m, key) => m.samples.map((s) => Math.round(s[key])).join('/');
      const styleLayout = (m) => median(m.samples.map((s) => s.styleLayoutMs));
      const index = median([...page.samples, ...copy.samples].map((s) => s.benchmarkIndex));
      const note =
        `simulated, page and copy in turn, median of ${page.samples.length} and ${copy.samples.length}: ` +
        `${Math.round(tbt ?? NaN)} vs ${Math.round(copyTbt ?? NaN)} ms (runs ${runsOf(page, 'TBT')} vs ${runsOf(copy, 'TBT')}); ` +
        `benchmarkIndex ${Math.round(index ?? NaN)}`;
      log(`lighthouse ${item}: ${over === null ? '—' : Math.round(over)} ms over the copy (${note})`);
      details.pages[item] = { path, preset: preset.name, page, noJs: copy };
      out.push(
        row(section, item, 'TBT over the no-JS copy', over, 'ms', { max: 50 }, note),
        row(
          section,
          item,
          "the no-JS copy's Style & Layout",
          styleLayout(copy),
          'ms',
          null,
          `main thread, unthrottled, median; the page's ${Math.round(styleLayout(page) ?? NaN)} ms (runs ${runsOf(copy, 'styleLayoutMs')} vs ${runsOf(page, 'styleLayoutMs')})`,
        ),
      );
    }
    return out;
  };

  /** The page's no-JS copy, written by the stack before its server started (writeNoJsCopies), or null. */
  const noJsCopyOf = (path) =>
    buildDir && existsSync(join(buildDir, 'client', ...noJsPathOf(path).split('/').filter(Boolean), 'index.html.br'))
      ? noJsPathOf(path)
      : null;

  try {
    for (const { name, path, twin } of pages) {
      const problem = await pageProblem(shopUrl, path);
      if (problem) {
        log(`lighthouse ${path ?? name}: skipped (${problem})`);
        rows.push(
          row(
            section,
            `${path ?? name} · ${presets.map((p) => p.name).join(', ')}`,
            'all metrics',
            null,
            'ms',
            null,
            problem,
          ),
        );
        continue;
      }
      const noJsPath = comparisons ? noJsCopyOf(path) : null;
      for (const preset of presets) {
        const item = `${path} · ${preset.name}`;
        // Simulated: the page (its own figures) and, in turn with it, its copy without scripts.
        const [measured, simulatedFloor] = await measure(
          [new URL(path, shopUrl).href, ...(noJsPath ? [new URL(noJsPath, shopUrl).href] : [])],
          preset,
          item,
        );
        const { medians, samples } = measured;
        details.pages[item] = { path, preset: preset.name, ...measured, simulatedNoJs: simulatedFloor ?? null };
        log(
          `lighthouse ${item}: score ${Math.round(medians.performance ?? NaN)}, LCP ${Math.round(medians.LCP ?? NaN)} ms, TBT ${Math.round(medians.TBT ?? NaN)} ms, CLS ${medians.CLS?.toFixed(3) ?? '—'} (${samples.length}/${runs} runs)`,
        );
        const failedRuns =
          samples.length < runs
            ? `${samples.length}/${runs} runs succeeded${measured.errors[0] ? `; ${measured.errors[0]}` : ''}`
            : '';
        // The host's CPU speed as Lighthouse measured it: simulated TBT scales with it.
        const benchmarkIndex = median(samples.map((s) => s.benchmarkIndex));
        for (const m of METRICS) {
          const note =
            m.metric === 'performance'
              ? [
                  `median of ${samples.length}`,
                  benchmarkIndex && `benchmarkIndex ${Math.round(benchmarkIndex)}`,
                  failedRuns,
                ]
                  .filter(Boolean)
                  .join('; ')
              : failedRuns;
          rows.push(row(section, item, m.metric, medians[m.metric], m.unit, m.budget(preset), note));
        }
        if (simulatedFloor) rows.push(comparisonRow(item, 'simulated', measured, simulatedFloor, NO_JS_COPY, log));
        // A Nepali page against its English twin (docs/i18n.md): simulated, from the twin's runs just before, and
        // with DevTools throttling, the two loaded in turn, as the page and its copy are below.
        const english = comparisons && twin && details.pages[`${twin} · ${preset.name}`];
        if (english) {
          rows.push(comparisonRow(item, 'simulated', measured, english, ENGLISH_TWIN, log));
          const [nepali, twinPage] = await measure(
            [new URL(path, shopUrl).href, new URL(twin, shopUrl).href],
            preset,
            item,
            'devtools',
          );
          details.pages[item].comparedWithEnglish = { method: 'devtools', page: nepali, english: twinPage };
          rows.push(comparisonRow(item, 'devtools', nepali, twinPage, ENGLISH_TWIN, log));
        }
        if (noJsPath) {
          // Under simulated throttling the page and its copy each land in one of two modes, a few hundred ms apart:
          // Lantern counts every request done before the LCP of the unthrottled load, and whether the first lazy
          // images beat that paint on loopback is chance (requestsBeforeLcp, bench/README.md). So the comparison is
          // made again throttling the real load, where the lazy images really share the network with the main image.
          const [page, floor] = await measure(
            [new URL(path, shopUrl).href, new URL(noJsPath, shopUrl).href],
            preset,
            item,
            'devtools',
          );
          details.pages[item].compared = { method: 'devtools', page, noJs: floor };
          rows.push(comparisonRow(item, 'devtools', page, floor, NO_JS_COPY, log));
        }
      }
    }
    for (const path of tbtAgainstCopy?.paths ?? []) rows.push(...(await tbtRows(path)));
  } finally {
    await chrome.kill();
    if (buildDir) rmSync(join(buildDir, 'client', NO_JS_PREFIX.slice(1)), { recursive: true, force: true });
  }
  return { rows, details };
}
