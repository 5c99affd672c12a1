// `npm run bench`: performance figures beside their budgets (docs/architecture.md,
// "Performance budgets"). Not part of `npm test`: it takes minutes and its
// numbers depend on the machine. See bench/README.md.
//
//   npm run bench                          every section, full size
//   npm run bench -- weight lighthouse     some sections
//   npm run bench -- --quick               small smoke run of the harness
//
// Writes bench/results/<date>[-quick].json (a re-run of some sections
// replaces only those sections in that day's file), prints the table and
// puts it into bench/README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/paths.ts';
import { parseOptions, SECTIONS, USAGE } from './options.mjs';
import { mergeSection, replaceBetweenMarkers, resultsTable, row, tally } from './stats.mjs';
import { startBenchStack } from './stack.mjs';
import { benchPages } from './targets.mjs';
import { chromePath } from './weight.mjs';
import { cpuReference } from './cpu-reference.mjs';

const log = (message) => console.log(`[bench] ${message}`);
const argv = process.argv.slice(2);
let options;
try {
  options = parseOptions(argv);
} catch (err) {
  console.error(`${err.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const benchDir = join(projectRoot, 'bench');
const resultsDir = join(benchDir, 'results');
const readmeFile = join(benchDir, 'README.md');
const MARK_START = '<!-- bench:latest:start -->';
const MARK_END = '<!-- bench:latest:end -->';

function machine() {
  let chromium = null;
  try {
    chromium = execFileSync(chromePath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split('\n')
      .pop();
  } catch {
    // reported as unknown
  }
  return {
    nproc: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    chromium,
  };
}

/** 1-minute load average: on a shared machine, figures taken while it is busy are pessimistic. */
const loadAverage = () => Math.round(os.loadavg()[0] * 10) / 10;

const today = new Date();
const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
const resultsFile = join(resultsDir, `${date}${options.quick ? '-quick' : ''}.json`);
const command = `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`;

// Lazily loaded, so `npm run bench -- build` does not need a browser and so on.
const runners = {
  weight: async (ctx) => (await import('./weight.mjs')).runWeight({ ...ctx }),
  lighthouse: async (ctx) =>
    (await import('./lighthouse.mjs')).runLighthouse({
      ...ctx,
      runs: options.lighthouseRuns,
      presets: options.lighthousePresets,
    }),
  offline: async (ctx) => (await import('./offline.mjs')).runOffline({ ...ctx, runs: options.quick ? 1 : 5 }),
  static: async (ctx) => (await import('./static.mjs')).runStatic({ ...ctx, seconds: options.loadSeconds }),
  checkout: async (ctx) =>
    (await import('./checkout.mjs')).runCheckout({
      ...ctx,
      connectionLevels: options.checkoutConnections,
      budgetRounds: options.checkoutBudgetRounds,
      seconds: options.loadSeconds,
    }),
  search: async (ctx) => (await import('./search.mjs')).runSearch(ctx),
  messages: async (ctx) =>
    (await import('./messages.mjs')).runMessages({ ...ctx, count: options.messageCount, seconds: options.loadSeconds }),
  // A stack of its own (its products carry camera photos), started and stopped by the section (photos.mjs).
  photos: async () =>
    (await import('./photos.mjs')).runPhotos({ quick: options.quick, lighthouseRuns: options.lighthouseRuns, log }),
  build: async () =>
    (await import('./build-scale.mjs')).runBuildScale({
      sizes: options.buildSizes,
      posts: options.buildPosts,
      rateLimits: options.rateLimits,
      log,
    }),
};
const NEEDS_STACK = new Set(['weight', 'lighthouse', 'offline', 'static', 'checkout', 'messages']);

let stack = null;
const stopStack = async () => {
  const running = stack;
  stack = null;
  await running?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    log(`${signal}: stopping`);
    await stopStack();
    process.exit(130);
  });
}

const ran = {};
let crashed = false;
log(`${command}: ${options.sections.join(', ')}${options.quick ? ' (quick)' : ''}`);
try {
  let ctx = null;
  for (const section of SECTIONS.filter((s) => options.sections.includes(s))) {
    const started = Date.now();
    const loadAtStart = loadAverage();
    const cpuAtStart = cpuReference();
    log(`── ${section} (load average ${loadAtStart}, CPU reference ${cpuAtStart.ms} ms)`);
    try {
      if (NEEDS_STACK.has(section) && !ctx) {
        log('starting PocketBase (seeded), a production build and the shop server...');
        stack = await startBenchStack({ log });
        ctx = {
          shopUrl: stack.shopUrl,
          pbUrl: stack.pbUrl,
          sender: stack.sender,
          buildDir: stack.buildDir,
          adminPb: stack.adminPb,
          pids: stack.pids,
          pages: (await benchPages(stack.adminPb)).filter(
            (page) => !options.pages || options.pages.includes(page.name.replace(/ \(ne\)$/, '')),
          ),
          log,
        };
        log(
          `shop ${stack.shopUrl}, PocketBase ${stack.pbUrl}; pages: ${ctx.pages.map((p) => p.path ?? `(${p.name}: none)`).join(' ')}`,
        );
      }
      // The build and photos sections run alone (photos with a stack of its own): nothing else competes for the 2 cores.
      if (!NEEDS_STACK.has(section)) await stopStack();
      const out = await runners[section](ctx ?? { log });
      ran[section] = {
        ranAt: new Date().toISOString(),
        seconds: Math.round((Date.now() - started) / 1000),
        loadAverage: { start: loadAtStart, end: loadAverage() },
        cpuReference: { start: cpuAtStart.ms, end: cpuReference().ms, startRounds: cpuAtStart.rounds },
        command,
        rows: out.rows,
        details: out.details,
      };
    } catch (err) {
      crashed = true;
      log(`${section} failed: ${err.stack ?? err.message}`);
      const failed = row(section, '—', 'section crashed', null, 'count', null, String(err.message).split('\n')[0]);
      ran[section] = {
        ranAt: new Date().toISOString(),
        command,
        rows: [{ ...failed, status: 'FAIL' }],
        details: { error: err.stack ?? err.message },
      };
    }
  }
} finally {
  await stopStack();
}

// Merge into the day's file, row by row: a row measured now replaces the same row (section, item, metric) of an
// earlier run that day; the rows this run did not measure (another Lighthouse preset, another catalogue size) are
// kept with the time and command of the run that measured them. So one file holds the newest figure of every row.
mkdirSync(resultsDir, { recursive: true });
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;
const sections = { ...(previous?.sections ?? {}) };
for (const [name, fresh] of Object.entries(ran)) sections[name] = mergeSection(sections[name], fresh);
const ordered = Object.fromEntries(SECTIONS.filter((s) => sections[s]).map((s) => [s, sections[s]]));
const rows = Object.values(ordered).flatMap((s) => s.rows);
const results = {
  date,
  updatedAt: new Date().toISOString(),
  quick: options.quick,
  commands: [...new Set([...(previous?.commands ?? []), command])],
  machine: machine(),
  options,
  sections: ordered,
};
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

const table = resultsTable(
  rows.map((r) =>
    r.earlier ? { ...r, note: `earlier run (${r.ranAt?.slice(11, 16) ?? '?'} UTC)${r.note ? `; ${r.note}` : ''}` } : r,
  ),
);
const counts = tally(rows);
const m = results.machine;
const loads = Object.entries(ordered)
  .filter(([, s]) => s.loadAverage)
  .map(([name, s]) => [name, s.loadAverage]);
// Busy means other work was running when a section began. Its load at the end also counts its own work (a build keeps
// both cores busy), so it cannot tell whether anything else was.
const busy = loads.some(([, l]) => l.start > m.nproc);
const references = Object.entries(ordered)
  .filter(([, s]) => s.cpuReference)
  .map(([name, s]) => `${name} ${s.cpuReference.start} → ${s.cpuReference.end} ms`);
const relativeResults = `bench/results/${resultsFile.split('/').pop()}`;
const report = [
  `Latest run: ${date}${options.quick ? ' — **quick smoke run** (small sizes; not the figures to judge budgets by)' : ''}, ` +
    `\`${results.commands.join('`, `')}\`; full data in \`${relativeResults}\`.`,
  '',
  `Machine: ${m.nproc} CPUs (\`nproc\`), ${m.memoryGiB} GiB memory, ${m.cpu}, Node ${m.node}, ${m.os}, ${m.chromium ?? 'Chromium unknown'}.`,
  '',
  `Load average (1 min) while each section ran: ${loads.map(([s, l]) => `${s} ${l.start} → ${l.end}`).join(', ')}.` +
    (busy
      ? ` **The machine was busy (load above its ${m.nproc} CPUs as a section began): times, Lighthouse TBT and scores, and throughput are pessimistic; re-run on a quiet machine.**`
      : ''),
  ...(references.length
    ? [
        '',
        `CPU reference (\`scripts/bench/cpu-reference.mjs\`, a fixed workload on one core timed before and after each section, median of 5; lower is faster): ${references.join(', ')}.`,
      ]
    : []),
  '',
  table,
  '',
  `${counts.PASS} PASS, ${counts.FAIL} FAIL, ${counts['N/A']} N/A (no budget, or not measurable yet: see the note).`,
].join('\n');

const readme = existsSync(readmeFile) ? readFileSync(readmeFile, 'utf8') : '# Benchmarks\n';
writeFileSync(readmeFile, replaceBetweenMarkers(readme, MARK_START, MARK_END, report));

console.log(`\n${report}\n`);
log(`results: ${relativeResults}; table also in bench/README.md`);
process.exit(crashed ? 1 : 0);
