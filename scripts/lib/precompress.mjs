// Brotli and gzip copies of the built text files, made once per build so the
// server (or a CDN) sends compressed bytes without compressing per request:
// rural shoppers pay for every byte.
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
const MIN_BYTES = 512;

export function precompressDir(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    if (statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files++;
  }
  return files;
}
