// Brotli and gzip copies of the built text files, made once per build so the
// server (or a CDN) sends compressed bytes without compressing per request:
// rural shoppers pay for every byte.
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
const MIN_BYTES = 512;
// Brotli's best quality is ~8x slower than 9 but ~7% smaller: worth it for the
// few hashed scripts every page loads (React alone saves ~4 KB), not for
// thousands of HTML pages in a large catalogue.
const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 9;

/** Brotli quality for a built file: the best for hashed assets under _astro/, a fast one for the rest. */
export function brotliQuality(file) {
  return /[\\/]_astro[\\/]/.test(file) ? ASSET_QUALITY : PAGE_QUALITY;
}

export function precompressDir(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    if (statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files++;
  }
  return files;
}
