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
import { join, extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { setting } from '../src/lib/settings.mjs';

export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
const MIN_BYTES = 512;
// Brotli's best quality is ~8x slower than 9 but ~7% smaller: worth it for the
// few hashed scripts every page loads (React alone saves ~4 KB), not for
// thousands of HTML pages in a large catalogue.
const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 9;
/** Copies not used by any build for this long are deleted at the end of a run (the cache stays bounded). */
const KEEP_UNUSED_MS = 2 * 24 * 60 * 60 * 1000;
// zlib's asynchronous calls run on libuv's thread pool, so this many files at once keep every core busy (a cold
// 5,000-page catalogue is minutes of brotli on one core) while the event loop stays free.
const FILES_AT_ONCE = Math.max(2, availableParallelism());
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where compressed copies are kept: PRECOMPRESS_CACHE_DIR, else `.cache/precompress` in the project. */
export function precompressCacheDir() {
  return setting('PRECOMPRESS_CACHE_DIR');
}

/**
 * Brotli quality for a built file: the best for hashed assets under _astro/, a fast one for the rest.
 */
export function brotliQuality(file: string) {
  return /[\\/]_astro[\\/]/.test(file) ? ASSET_QUALITY : PAGE_QUALITY;
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

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`. Resolves to the number of files;
 * `stats` (optional) receives how many were compressed and how many were copied from the cache.
 */
export async function precompressDir(
  dir: string,
  {
    cacheDir = precompressCacheDir(),
    stats = {},
  }: { cacheDir?: string; stats?: { compressed?: number; reused?: number } } = {},
): Promise<number> {
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const now = new Date();
  const counts = Object.assign(stats, { compressed: 0, reused: 0 });
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    if (statSync(file).size >= MIN_BYTES) files.push(file);
  }
  const compressOne = async (file: string) => {
    const data = readFileSync(file);
    const quality = brotliQuality(file);
    const key = join(cacheDir, `${createHash('sha1').update(data).digest('hex')}.${quality}`);
    if (reuse(`${key}.br`, `${file}.br`, now) && reuse(`${key}.gz`, `${file}.gz`, now)) {
      counts.reused++;
      return;
    }
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
    const [br, gz] = await Promise.all([brotliAsync(data, { params }), gzipAsync(data, { level: 9 })]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    // Into the cache under a temporary name first: a build running beside this one never copies half a file.
    for (const [ext, bytes] of [
      ['br', br],
      ['gz', gz],
    ]) {
      const temp = `${key}.${ext}.${process.pid}.tmp`;
      writeFileSync(temp, bytes, { mode: 0o600 });
      renameSync(temp, `${key}.${ext}`);
    }
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
