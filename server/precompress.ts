// Brotli and gzip copies of the built text files, made once per build so the
// server (or a CDN) sends compressed bytes without compressing per request:
// rural shoppers pay for every byte.
//
// Copies are kept by content (`.cache/precompress/<sha1>.<quality>.br|gz`):
// a rebuild after one edit leaves almost every page and every hashed script
// byte-for-byte the same, so only the changed files are compressed again
// (publishing a 5,000-product catalogue otherwise spends minutes here).
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  type Dirent,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { setting } from '../src/lib/settings.mjs';

export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
const MIN_BYTES = 512;
/**
 * Levels by what pays (bench/README.md, "Compression levels"):
 * - `best`, brotli 11 and gzip 9: what nearly every shopper fetches, the shell (hashed scripts and CSS under _astro/,
 *   the service worker, the manifest, the offline page it precaches) and the home and list pages. Brotli 11 is ~8%
 *   smaller than 9 and, for these ~60 files, a few seconds.
 * - `tail`, brotli 5 and gzip 4: one page per product, post or lot (5,000+ in a large catalogue, each fetched by few
 *   shoppers). Brotli 5 is ~10x faster than 9 for ~3% more bytes (26.2 KB against 25.5 KB for a 132 KB product
 *   page); gzip is sent only to the rare browser without brotli.
 * - `other`, brotli 9 and gzip 9: the rest (later list pages, policies, farmers; cards.json and the search index,
 *   ~3 MB and ~1.5 MB of JSON at 5,000 products). Most are rendered again by every build, so brotli 11 (~1 MB/s)
 *   would cost seconds on every publish for pages few open first.
 * A `best` file over LARGE_BYTES is `other`: brotli 11 on it alone would take seconds.
 */
export const LEVELS = {
  best: { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 },
  other: { brotli: 9, gzip: 9 },
  tail: { brotli: 5, gzip: 4 },
} as const;
export type Tier = keyof typeof LEVELS;
const LARGE_BYTES = 512 * 1024;
// One record's page: `/products/<slug>/`, `/blog/<slug>/` (and their Nepali twins), lot pages under `/t/` and `/01/`.
const TAIL_PAGE = /^(?:ne\/)?(?:(?:products|blog)\/[^/]+\/index\.html|t\/.+|01\/.+)$/;
// The shell and the first pages: anything under _astro/, a file at the top (sw.js, the manifest, the home page), the
// home, list and offline pages in Nepali and English.
const BEST = /^(?:_astro\/.+|[^/]+|ne\/index\.html|(?:ne\/)?(?:products|blog|offline)\/index\.html)$/;
/** Copies not used by any build for this long are deleted at the end of a run (the cache stays bounded). */
const KEEP_UNUSED_MS = 2 * 24 * 60 * 60 * 1000;
// zlib's asynchronous calls run on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), so a few
// files at once keep every core busy (a cold 5,000-page catalogue is ~20 s of compression on one core) while the
// event loop, which reads, hashes and writes the files, stays free.
const FILES_AT_ONCE = Math.max(2, availableParallelism()) * 2;
// Beside a build: a file is read once unchanged for QUIET_MS (Astro writes each page whole, in one call), and the
// build's folder is looked at again every ALONGSIDE_EVERY_MS.
const QUIET_MS = 300;
const ALONGSIDE_EVERY_MS = 1000;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where compressed copies are kept: PRECOMPRESS_CACHE_DIR, else `.cache/precompress` in the project. */
export function precompressCacheDir() {
  return setting('PRECOMPRESS_CACHE_DIR');
}

/**
 * Which levels a built file gets, from its path relative to the build's client folder and its size (see LEVELS).
 */
export function compressionTier(relativePath: string, size = 0): Tier {
  const path = relativePath.split(sep).join('/');
  if (TAIL_PAGE.test(path)) return 'tail';
  return BEST.test(path) && size <= LARGE_BYTES ? 'best' : 'other';
}

/**
 * A cached copy into `target`, or false when there is none: a hard link (no bytes copied; a 5,000-page rebuild links
 * ~10,000 files), or a copy where the cache is on another file system. Nothing writes to a built file afterwards.
 */
function reuse(cached: string, target: string, now: Date) {
  try {
    utimesSync(cached, now, now);
  } catch {
    return false;
  }
  try {
    linkSync(cached, target);
    return true;
  } catch {
    try {
      copyFileSync(cached, target);
      return true;
    } catch {
      return false;
    }
  }
}

/** What one tier cost and saved in a run: files, their bytes, the bytes of their copies, compression time. */
export type TierStats = {
  files: number;
  compressed: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  ms: number;
};
export type PrecompressStats = {
  compressed?: number;
  reused?: number;
  /** Per tier; `ms` sums the compression calls' own times (both cores at once: more than the run's wall time). */
  tiers?: Record<Tier, TierStats>;
};

/** The cache's name for a file's copies at its tier's levels (by content: the same bytes share their copies). */
function cacheKey(cacheDir: string, sha1: string, tier: Tier) {
  const levels = LEVELS[tier];
  return join(cacheDir, `${sha1}.${levels.brotli}-${levels.gzip}`);
}

const sha1Of = (data: Buffer) => createHash('sha1').update(data).digest('hex');

/** Whether both copies of `key` are in the cache (their time renewed, so an unused-copies sweep keeps them). */
function cached(key: string, now: Date) {
  try {
    utimesSync(`${key}.br`, now, now);
    utimesSync(`${key}.gz`, now, now);
    return true;
  } catch {
    return false;
  }
}

/**
 * Compresses `data` at its tier's levels into the cache under `key`, each copy under a temporary name first (a build
 * running beside this one never links half a file). Resolves to the copies and the compression calls' own time.
 */
async function compressIntoCache(key: string, data: Buffer, tier: Tier) {
  const levels = LEVELS[tier];
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  };
  let ms = 0;
  const timed = async (work: Promise<Buffer>) => {
    const started = performance.now();
    const out = await work;
    ms += performance.now() - started;
    return out;
  };
  const [br, gz] = await Promise.all([
    timed(brotliAsync(data, { params })),
    timed(gzipAsync(data, { level: levels.gzip })),
  ]);
  for (const [ext, bytes] of [
    ['br', br],
    ['gz', gz],
  ] as const) {
    const temp = `${key}.${ext}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temp, bytes, { mode: 0o600 });
    renameSync(temp, `${key}.${ext}`);
  }
  return { br, gz, ms };
}

/** A built file as last read: its identity and time when hashed, and its content's hash. */
type Known = { signature: string; sha1: string };
const signatureOf = (stat: { ino: number; size: number; mtimeMs: number }) =>
  `${stat.ino}:${stat.size}:${stat.mtimeMs}`;

/** What compressing beside a build did: files it compressed or found in the cache, and their compression time. */
export type AlongsideStats = { compressed: number; found: number; ms: number };

/**
 * Fills the cache with copies of the files a running build writes into `dir`, as they appear, while the build's own
 * work keeps one core busy (Astro renders pages on one thread): precompressDir() after the build then mostly links.
 * A file is read once it has not changed for QUIET_MS; one that changes after it was read gets a copy under its new
 * content's hash in the final pass, so a half-written page never reaches a build. `stop()` waits for the copies in
 * progress and returns what the final pass may take as read (`known`).
 */
export function compressAlongside(dir: string, { cacheDir = precompressCacheDir() }: { cacheDir?: string } = {}) {
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const known = new Map<string, Known>();
  const stats: AlongsideStats = { compressed: 0, found: 0, ms: 0 };
  let stopped = false;
  const pass = async () => {
    const now = new Date();
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true, recursive: true });
    } catch {
      return; // not written yet
    }
    for (const entry of entries) {
      if (stopped) return;
      if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
      const file = join(entry.parentPath, entry.name);
      let stat: ReturnType<typeof statSync>;
      try {
        stat = statSync(file);
      } catch {
        continue;
      }
      if (stat.size < MIN_BYTES || Date.now() - stat.mtimeMs < QUIET_MS) continue;
      const signature = signatureOf(stat);
      if (known.get(file)?.signature === signature) continue;
      let data: Buffer;
      try {
        data = readFileSync(file);
      } catch {
        continue;
      }
      const sha1 = sha1Of(data);
      known.set(file, { signature, sha1 });
      const tier = compressionTier(relative(dir, file), stat.size);
      const key = cacheKey(cacheDir, sha1, tier);
      if (cached(key, now)) {
        stats.found++;
        continue;
      }
      // One file at a time: the build keeps the other core.
      stats.ms += (await compressIntoCache(key, data, tier)).ms;
      stats.compressed++;
    }
  };
  const running = (async () => {
    while (!stopped) {
      await pass();
      if (!stopped) await new Promise((wake) => setTimeout(wake, ALONGSIDE_EVERY_MS));
    }
  })();
  return {
    stats,
    /** Stops after the file in progress; the files read so far, by path. */
    async stop() {
      stopped = true;
      await running;
      return known;
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`. Resolves to the number of files;
 * `stats` (optional) receives how many were compressed and how many were copied from the cache, and per tier.
 * `known` (from compressAlongside's stop()) spares reading again a file that has not changed since it was hashed.
 */
export async function precompressDir(
  dir: string,
  {
    cacheDir = precompressCacheDir(),
    stats = {},
    known,
  }: { cacheDir?: string; stats?: PrecompressStats; known?: Map<string, Known> } = {},
): Promise<number> {
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const now = new Date();
  const tierStats = (): TierStats => ({ files: 0, compressed: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, ms: 0 });
  const counts = Object.assign(stats, {
    compressed: 0,
    reused: 0,
    tiers: { best: tierStats(), other: tierStats(), tail: tierStats() },
  });
  const files: { file: string; tier: Tier; size: number; signature: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const stat = statSync(file);
    if (stat.size >= MIN_BYTES)
      files.push({
        file,
        tier: compressionTier(relative(dir, file), stat.size),
        size: stat.size,
        signature: signatureOf(stat),
      });
  }
  // The slowest first (brotli 11 on the shell and brotli 9 on the rest, largest first), so they run beside the tail,
  // not alone at the end.
  const order: Record<Tier, number> = { best: 0, other: 1, tail: 2 };
  files.sort((a, b) => order[a.tier] - order[b.tier] || b.size - a.size);
  const compressOne = async ({ file, tier, size, signature }: (typeof files)[number]) => {
    const tally = counts.tiers[tier];
    tally.files++;
    tally.bytes += size;
    const seen = known?.get(file);
    let data: Buffer | null = null;
    let sha1 = seen?.signature === signature ? seen.sha1 : '';
    if (!sha1) {
      data = readFileSync(file);
      sha1 = sha1Of(data);
    }
    const key = cacheKey(cacheDir, sha1, tier);
    if (reuse(`${key}.br`, `${file}.br`, now) && reuse(`${key}.gz`, `${file}.gz`, now)) {
      tally.brotliBytes += statSync(`${file}.br`).size;
      tally.gzipBytes += statSync(`${file}.gz`).size;
      counts.reused++;
      return;
    }
    const { br, gz, ms } = await compressIntoCache(key, data ?? readFileSync(file), tier);
    tally.ms += ms;
    tally.brotliBytes += br.length;
    tally.gzipBytes += gz.length;
    // Linked into the build as a reused copy is: each copy is written once, not twice.
    for (const [ext, bytes] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      if (!reuse(`${key}.${ext}`, `${file}.${ext}`, now)) writeFileSync(`${file}.${ext}`, bytes);
    }
    tally.compressed++;
    counts.compressed++;
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) await compressOne(files[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(FILES_AT_ONCE, files.length) }, worker));
  for (const entry of readdirSync(cacheDir, { withFileTypes: true })) {
    const cached = join(cacheDir, entry.name);
    if (entry.isFile() && now.getTime() - statSync(cached).mtimeMs > KEEP_UNUSED_MS) rmSync(cached, { force: true });
  }
  return files.length;
}
