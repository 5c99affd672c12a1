// Section "build": how the static build scales with the catalogue.
//
// A temporary PocketBase gets the demo seed, then synthetic products (copies
// of the demo products with new slugs, each with one of a handful of
// generated images, so the image pipeline runs for every product but image
// generation stays cheap) up to each catalogue size, and synthetic posts up to
// 50. For each size:
//   - full build: `astro build` with a fresh, empty cache folder
//     (ASTRO_CACHE_DIR under .cache/, so the project's own .cache/astro is
//     never touched), the way the first build on a new machine runs;
//   - incremental build: one product's price edited, then built again with
//     the same cache (the content loader fetches only changed records; image
//     transforms are reused), the way the publisher rebuilds after an edit;
//   - peak memory: the build's process tree is sampled from /proc every
//     250 ms (sum of VmRSS over the tree), and the main process's own peak
//     (VmHWM, tracked by the kernel) is read too;
//   - brotli/gzip precompression of the output, which publishing adds.
// A build is stopped after 10 minutes and reported as such.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { astroBuildArgs, buildProcessEnv, pageLogCounter, prepareBackend, shopEnv } from '../../server/backend.ts';
import { createRecordsInBatch, readRecordCount } from '../../server/data/collections.ts';
import { findNewestVisibleProductPrice, readProductCount, updateProduct } from '../../server/data/products.ts';
import { prepareIncremental, recordFingerprint } from '../../server/build-fingerprint.ts';
import { freePort } from '../../server/pocketbase-process.ts';
import { compressAlongside, precompressDir } from '../../server/precompress.ts';
import { projectRoot } from '../../server/paths.ts';
import { seedAll } from '../seed/seed.mjs';
import * as seedData from '../seed/data.mjs';
import { makeImage } from '../seed/images.mjs';
import { row } from './stats.mjs';
import { setting } from '../../src/lib/settings.mjs';

export const BUILD_BUDGETS = {
  fullMs: { max: 3 * 60_000 },
  // The first publish of a catalogue: the cold build and its compressed copies, before anything is live.
  firstPublishMs: { max: 3 * 60_000 },
  // Compression never dominates a publish: its wall time as a share of the cold build's own.
  precompressShare: { max: 25 },
  incrementalMs: { max: 15_000 },
  editToLiveMs: { max: 60_000 },
};

/** "best: 120 files, 4.1 MB → br 0.9 MB / gz 1.1 MB, 3.2 s CPU; tail: ..." (server/precompress.ts, LEVELS). */
function tierNote(tiers) {
  if (!tiers) return '';
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  return Object.entries(tiers)
    .filter(([, t]) => t.files)
    .map(
      ([name, t]) =>
        `${name}: ${t.files} files (${t.compressed} compressed), ${mb(t.bytes)} → br ${mb(t.brotliBytes)} / gz ${mb(t.gzipBytes)}, ${(t.ms / 1000).toFixed(1)} s of compression calls`,
    )
    .join('; ');
}
/** The sizes the budgets are about; smaller catalogues are reported without a budget. */
const BUDGETED_SIZE = 5000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const FULL = 'full (cold cache)';
const INCREMENTAL = 'incremental (1 price edit)';
const BATCH = 50;
const IMAGE_VARIANTS = 6;

// Seed-only fields of scripts/seed/data.mjs records (drawing and ordering hints, not PocketBase fields).
const HINTS = ['hue', 'galleryCount', 'galleryForm', 'galleryVideo', 'daysAgo', 'tagsForm', 'campaignKey', 'key'];
const withoutHints = (record) => Object.fromEntries(Object.entries(record).filter(([k]) => !HINTS.includes(k)));

const webp = (buffer, name) => new File([buffer], `${name}.webp`, { type: 'image/webp' });

export async function imageSet() {
  const variants = (count, spec) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        makeImage({ ...spec, label: `${spec.label} ${i + 1}`, hue: (i * 360) / count }),
      ),
    );
  return {
    products: await variants(IMAGE_VARIANTS, { label: 'Bench product', kind: 'product', width: 800, height: 800 }),
    logos: await variants(2, { label: 'Bench Cooperative', kind: 'logo', width: 160, height: 160 }),
    covers: await variants(3, { label: 'Bench story', kind: 'cover', width: 1200, height: 675 }),
    avatars: await variants(2, { label: 'Bench Author', kind: 'avatar', width: 96, height: 96 }),
  };
}

/** Sends creates in PocketBase batch requests, two batches in flight at a time. */
async function createInBatches(adminPb, collection, records) {
  const chunks = [];
  for (let i = 0; i < records.length; i += BATCH) chunks.push(records.slice(i, i + BATCH));
  const worker = async () => {
    while (chunks.length) {
      const chunk = chunks.shift();
      await createRecordsInBatch(adminPb, collection, chunk);
    }
  };
  await Promise.all([worker(), worker()]);
}

export async function count(adminPb, collection) {
  return readRecordCount(adminPb, collection);
}

export async function topUpProducts(adminPb, total, images) {
  const have = await count(adminPb, 'web_products');
  const records = [];
  for (let n = have; n < total; n++) {
    const template = withoutHints(seedData.products[n % seedData.products.length]);
    records.push({
      ...template,
      slug: `${template.slug}-${n}`,
      name: `${template.name} ${n}`,
      isVisible: true,
      image: webp(images.products[n % images.products.length], `bench-product-${n}`),
      cooperativeLogo: webp(images.logos[n % images.logos.length], `bench-logo-${n}`),
    });
  }
  await createInBatches(adminPb, 'web_products', records);
  return records.length;
}

export async function topUpPosts(adminPb, total, images) {
  const have = await count(adminPb, 'posts');
  const records = [];
  for (let n = have; n < total; n++) {
    const template = withoutHints(seedData.posts[n % seedData.posts.length]);
    records.push({
      ...template,
      slug: `${template.slug}-${n}`,
      title: `${template.title} (${n})`,
      tags: typeof template.tags === 'string' ? JSON.stringify(template.tags) : template.tags,
      is_published: true,
      cover_image: webp(images.covers[n % images.covers.length], `bench-cover-${n}`),
      author_avatar: webp(images.avatars[n % images.avatars.length], `bench-avatar-${n}`),
    });
  }
  await createInBatches(adminPb, 'posts', records);
  return records.length;
}

const readStatus = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};
const kB = (status, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);

function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // the process has just exited
    }
  }
  return pids;
}

/**
 * Runs `astro build` as the project's buildSite does (server/backend.ts),
 * but spawned here so it can be timed, sampled for memory and stopped.
 */
export function timedBuild({ outDir, stagingDir, cacheDir, env, compressCache }) {
  const buildDir = stagingDir ?? outDir;
  const buildEnv = buildProcessEnv({ ...env, ASTRO_CACHE_DIR: cacheDir }, buildDir);
  const { fingerprint } = prepareIncremental(buildEnv);
  return new Promise((done) => {
    const started = performance.now();
    // As buildSite does: pages compressed into the cache while Astro writes them (server/precompress.ts).
    const alongside = compressCache ? compressAlongside(join(buildDir, 'client'), { cacheDir: compressCache }) : null;
    const child = spawn(process.execPath, astroBuildArgs(), {
      cwd: projectRoot,
      env: buildEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so a stuck build is stopped with everything it started
    });
    let output = '';
    // Pages rendered and reused, counted as the log streams by (a 5,000-page log is longer than `output` keeps).
    const pages = pageLogCounter();
    const collect = (chunk) => {
      output = (output + chunk).slice(-200_000);
      pages.write(String(chunk));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peakTreeKb = 0;
    let peakMainKb = 0;
    const sample = () => {
      let sum = 0;
      for (const pid of processTree(child.pid)) sum += kB(readStatus(pid), 'VmRSS');
      peakTreeKb = Math.max(peakTreeKb, sum);
      peakMainKb = Math.max(peakMainKb, kB(readStatus(child.pid), 'VmHWM'));
    };
    const sampler = setInterval(sample, 250);
    let timedOut = false;
    const killer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, BUILD_TIMEOUT_MS);
    child.on('exit', async (code) => {
      clearInterval(sampler);
      clearTimeout(killer);
      const ms = performance.now() - started;
      const read = alongside ? await alongside.stop() : new Map();
      const { rendered, reused } = pages.end();
      // As the publisher does (buildSite): the finished build gets its own folder.
      if (code === 0 && !timedOut) recordFingerprint(fingerprint, buildEnv);
      // The files read beside the build, by their paths after the rename (which keeps their identity and times).
      const known = new Map();
      for (const [file, seen] of read) known.set(stagingDir ? outDir + file.slice(stagingDir.length) : file, seen);
      if (stagingDir && code === 0 && !timedOut) {
        rmSync(outDir, { recursive: true, force: true });
        renameSync(stagingDir, outDir);
      }
      done({
        ok: code === 0 && !timedOut,
        timedOut,
        code,
        ms,
        peakTreeMb: peakTreeKb / 1024,
        peakMainMb: peakMainKb / 1024,
        pages: countPages(outDir),
        linkedPages: countLinkedPages(outDir),
        builtImages: countBuiltImages(outDir),
        renderedPages: rendered.length,
        renderedPaths: rendered.slice(0, 20),
        reusedPages: reused,
        output,
        known,
        alongside: alongside?.stats ?? null,
      });
    });
  });
}

/** What compressing beside the build did (server/precompress.ts compressAlongside). */
function alongsideNote(stats) {
  if (!stats) return 'nothing compressed beside the build';
  return `beside the build: ${stats.compressed} files compressed (${(stats.ms / 1000).toFixed(1)} s of compression calls), ${stats.found} already in the cache`;
}

/** HTML pages in a build's static output. */
function countPages(outDir) {
  try {
    return readdirSync(join(outDir, 'client'), { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  } catch {
    return null;
  }
}

/** HTML pages that are hard links (reused from Astro's cache by server/build-links.ts, not copied). */
function countLinkedPages(outDir) {
  try {
    const client = join(outDir, 'client');
    return readdirSync(client, { recursive: true }).filter(
      (f) => String(f).endsWith('.html') && statSync(join(client, String(f))).nlink > 1,
    ).length;
  } catch {
    return null;
  }
}

/** Image files the build wrote (transforms under _astro/; pages link to the server's /_image instead). */
function countBuiltImages(outDir) {
  try {
    return readdirSync(join(outDir, 'client', '_astro')).filter((f) => /\.(webp|avif|png|jpe?g|gif)$/i.test(f)).length;
  } catch {
    return null;
  }
}

/** What a build log says about the run: images, records the loader fetched, image warnings, rate limiting. */
function readBuildLog(output) {
  const loaded = /web_products: (\d+) entries \((\d+) fetched\)/.exec(output);
  const imageWarnings = (output.match(/\[images\] could not optimise/g) ?? []).length;
  const rateLimited = /received 429|ClientResponseError 429|Too Many Requests/i.test(output);
  const tail = output.trim().split('\n').slice(-15).join('\n');
  // Astro logs each optimised image as "▶ /_astro/x.webp (...) (n/total)".
  const imageTotals = [...output.matchAll(/▶ \/_astro\/\S+\.(?:webp|avif|png|jpe?g).*\((\d+)\/(\d+)\)\s*$/gm)].map(
    (m) => Number(m[2]),
  );
  const images = imageTotals.length ? Math.max(...imageTotals) : 0;
  const loaderLines = output
    .split('\n')
    .filter((line) => / entries \(\d+ fetched\)/.test(line))
    .map((line) => line.trim());
  return { images, loaderLines, productsFetched: loaded ? Number(loaded[2]) : null, imageWarnings, rateLimited, tail };
}

function buildRows({ item, result, budget, log }) {
  const info = readBuildLog(result.output);
  let note = [
    result.pages !== null && `${result.pages} HTML files`,
    `${result.renderedPages} pages rendered, ${result.reusedPages} reused${result.reusedPages ? ` (${result.linkedPages} linked, not copied)` : ''}`,
    result.builtImages !== null && `${result.builtImages} image files written`,
    info.images && `${info.images} images (new or from cache)`,
    info.productsFetched !== null && `${info.productsFetched} product records fetched`,
  ]
    .filter(Boolean)
    .join(', ');
  if (info.imageWarnings) note += `; ${info.imageWarnings} image(s) fell back to the placeholder`;
  if (!result.ok) {
    note = result.timedOut
      ? 'stopped after 10 minutes'
      : `build failed (exit ${result.code})${info.rateLimited ? ': PocketBase answered 429 (guest rate limit) to build-time fetches' : ''}`;
    log(`build ${item}: ${note}\n${info.tail}`);
  } else
    log(`build ${item}: ${(result.ms / 1000).toFixed(1)} s, peak RSS ${result.peakTreeMb.toFixed(0)} MB (${note})`);
  return [
    row('build', item, 'time', result.ok ? result.ms : null, 'ms', budget, note),
    row(
      'build',
      item,
      'peak memory (tree)',
      result.peakTreeMb,
      'MB',
      null,
      `main process ${result.peakMainMb.toFixed(0)} MB`,
    ),
  ];
}

export async function runBuildScale({ sizes, posts, rateLimits, log }) {
  const root = mkdtempSync(join(tmpdir(), 'shop-bench-build-'));
  const stamp = Date.now().toString(36);
  mkdirSync(join(projectRoot, '.builds'), { recursive: true });
  mkdirSync(join(projectRoot, '.cache'), { recursive: true });
  const rows = [];
  const details = { rateLimits, sizes: {} };
  const backend = await prepareBackend({
    dataDir: join(root, 'pb_data'),
    port: await freePort(),
    seed: { when: 'always', run: seedAll },
  });
  const temporary = [];
  try {
    const { adminPb } = backend;
    // Batch requests are off by default and the migrations leave them off: only this throwaway instance gets them.
    await adminPb.settings.update({ batch: { enabled: true, maxRequests: BATCH, timeout: 30, maxBodySize: 0 } });
    if (!rateLimits) await adminPb.settings.update({ rateLimits: { enabled: false } });
    const images = await imageSet();
    const env = shopEnv(backend.url, backend.service);
    const addedPosts = await topUpPosts(adminPb, posts, images);
    log(`build: ${addedPosts} synthetic posts added (${await count(adminPb, 'posts')} in all)`);

    let rateLimited = false;
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const label = (kind) => `${size.toLocaleString('en-US')} products · ${kind}`;
      if (rateLimited) {
        // A larger catalogue only fetches more images: it would fail the same way, minutes later.
        const note = 'skipped: a smaller catalogue already hit the rate limit (see --no-rate-limits)';
        rows.push(
          row('build', label(FULL), 'time', null, 'ms', size === BUDGETED_SIZE ? BUILD_BUDGETS.fullMs : null, note),
        );
        continue;
      }
      const seeding = performance.now();
      const added = await topUpProducts(adminPb, size, images);
      const visible = await readProductCount(adminPb, { visible: true });
      log(
        `build: ${added} synthetic products added in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${await count(adminPb, 'web_products')} in all, ${visible} visible)`,
      );
      const budgeted = size === BUDGETED_SIZE;
      const cacheDir = join(projectRoot, '.cache', `bench-astro-${stamp}-${size}`);
      temporary.push(cacheDir);
      const outDir = (kind) => {
        const dir = mkdtempSync(join(projectRoot, '.builds', `bench-${size}-${kind}-`));
        temporary.push(dir);
        return dir;
      };

      // Every build of this size is made in one folder and then renamed, as the publisher does (buildSite).
      const stagingDir = join(projectRoot, '.builds', `bench-${stamp}-${size}-staging`);
      temporary.push(stagingDir);
      const fullDir = outDir('full');
      // A cache of compressed copies of its own (cold here, as the build's), filled beside the build and reused by the
      // incremental build's.
      const compressCache = join(projectRoot, '.cache', `bench-precompress-${stamp}-${size}`);
      temporary.push(compressCache);
      // The bench process's CPU from here on: the compression beside the build and the pass after it (Astro's build is
      // another process).
      const cpuBefore = process.cpuUsage();
      const full = await timedBuild({ outDir: fullDir, stagingDir, cacheDir, env, compressCache });
      rows.push(...buildRows({ item: label(FULL), result: full, budget: budgeted ? BUILD_BUDGETS.fullMs : null, log }));
      const sizeDetails = { visibleProducts: visible, posts: await count(adminPb, 'posts'), full: summary(full) };
      details.sizes[size] = sizeDetails;
      if (!full.ok) {
        rows.push(
          row(
            'build',
            label(INCREMENTAL),
            'time',
            null,
            'ms',
            budgeted ? BUILD_BUDGETS.incrementalMs : null,
            'no full build to start from',
          ),
        );
        rateLimited = sizeDetails.full.rateLimited;
        continue;
      }
      // The pass after the build: what it adds to the build's own time.
      const precompress = async (dir, built) => {
        const started = performance.now();
        const stats = {};
        const files = await precompressDir(join(dir, 'client'), { cacheDir: compressCache, stats, known: built.known });
        return { ms: performance.now() - started, files, alongside: built.alongside, ...stats };
      };
      const compressed = await precompress(fullDir, full);
      const cpu = process.cpuUsage(cpuBefore);
      const cpuNote = `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU beside and after the build (all threads)`;
      rows.push(
        row(
          'build',
          label(FULL),
          'precompress (br + gz)',
          compressed.ms,
          'ms',
          null,
          `the pass after the build; ${alongsideNote(compressed.alongside)}; ${compressed.files} files, ${cpuNote}; ${tierNote(compressed.tiers)}`,
        ),
        row(
          'build',
          label(FULL),
          'precompress share of the build',
          (100 * compressed.ms) / full.ms,
          'share',
          budgeted ? BUILD_BUDGETS.precompressShare : null,
          `${(compressed.ms / 1000).toFixed(1)} s against the cold build's ${(full.ms / 1000).toFixed(1)} s`,
        ),
        row(
          'build',
          label('first publish'),
          'time',
          full.ms + compressed.ms,
          'ms',
          budgeted ? BUILD_BUDGETS.firstPublishMs : null,
          'cold build + precompress (sum of the measured parts)',
        ),
      );
      sizeDetails.precompress = { ...compressed, cpuMs: Math.round((cpu.user + cpu.system) / 1000) };

      // One operator edit: the first visible product's price goes up by 1 rupee.
      const edited = await findNewestVisibleProductPrice(adminPb);
      await updateProduct(adminPb, edited.id, { price: edited.price + 1 });
      const incrementalDir = outDir('incremental');
      const incremental = await timedBuild({ outDir: incrementalDir, stagingDir, cacheDir, env, compressCache });
      rows.push(
        ...buildRows({
          item: label(INCREMENTAL),
          result: incremental,
          budget: budgeted ? BUILD_BUDGETS.incrementalMs : null,
          log,
        }),
      );
      sizeDetails.incremental = summary(incremental);
      if (incremental.ok) {
        const again = await precompress(incrementalDir, incremental);
        rows.push(
          row(
            'build',
            label(INCREMENTAL),
            'precompress (br + gz)',
            again.ms,
            'ms',
            null,
            `the pass after the build; ${alongsideNote(again.alongside)}; ${again.files} files, ${again.compressed} compressed, ${again.reused} linked from the cache; ${tierNote(again.tiers)}`,
          ),
        );
        sizeDetails.incrementalPrecompress = again;
        // What an operator waits for after an edit: the publisher's quiet period, the build, its compressed copies
        // (switching the server to the new build is a module import, well under a second).
        const quietMs = setting('PUBLISH_QUIET_MS');
        const liveMs = quietMs + incremental.ms + again.ms;
        const note = `quiet period ${(quietMs / 1000).toFixed(0)} s + build + precompress (sum of the measured parts)`;
        rows.push(
          row('build', label('edit to live'), 'time', liveMs, 'ms', budgeted ? BUILD_BUDGETS.editToLiveMs : null, note),
        );
        sizeDetails.editToLiveMs = liveMs;
      }
      // Done with this size: free the disk before the next one.
      for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await backend.stop();
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  }
  return { rows, details };
}

function summary(result) {
  const info = readBuildLog(result.output);
  return {
    ok: result.ok,
    timedOut: result.timedOut,
    exitCode: result.code,
    ms: Math.round(result.ms),
    peakTreeMb: Math.round(result.peakTreeMb),
    peakMainMb: Math.round(result.peakMainMb),
    pages: result.pages,
    renderedPages: result.renderedPages,
    renderedPaths: result.renderedPaths,
    reusedPages: result.reusedPages,
    linkedPages: result.linkedPages,
    builtImages: result.builtImages,
    productsFetched: info.productsFetched,
    images: info.images,
    loaderLines: info.loaderLines,
    imageWarnings: info.imageWarnings,
    rateLimited: info.rateLimited,
    ...(result.ok ? {} : { logTail: info.tail }),
  };
}
