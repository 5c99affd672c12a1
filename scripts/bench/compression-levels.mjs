// Bytes against seconds for each brotli and gzip level, on files of a finished build: the measurement behind the
// levels server/precompress.ts chooses (bench/README.md, "Compression levels"). One core, synchronous zlib, the
// median of 7 passes over the files.
//
//   node scripts/bench/compression-levels.mjs <build>/client products/a/index.html products/b/index.html ...
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { median } from './stats.mjs';

const [dir, ...paths] = process.argv.slice(2);
if (!dir || !paths.length) {
  console.error('usage: node scripts/bench/compression-levels.mjs <client folder> <file> [<file> ...]');
  process.exit(2);
}
const files = paths.map((p) => readFileSync(join(dir, p)));
const raw = files.reduce((sum, f) => sum + f.length, 0);

/** @param {(data: Buffer) => Buffer} compress */
function measure(compress) {
  const times = [];
  let bytes = 0;
  for (let pass = 0; pass < 7; pass++) {
    const started = performance.now();
    bytes = 0;
    for (const file of files) bytes += compress(file).length;
    times.push(performance.now() - started);
  }
  return { msPerFile: /** @type {number} */ (median(times)) / files.length, bytesPerFile: bytes / files.length };
}

console.log(`${files.length} files, ${(raw / files.length / 1000).toFixed(1)} KB each on average`);
console.log('level     ms/file   KB/file');
for (const quality of [4, 5, 6, 9, 11]) {
  const { msPerFile, bytesPerFile } = measure((data) =>
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  console.log(
    `br ${String(quality).padEnd(6)} ${msPerFile.toFixed(2).padStart(7)}   ${(bytesPerFile / 1000).toFixed(2)}`,
  );
}
for (const level of [1, 4, 6, 9]) {
  const { msPerFile, bytesPerFile } = measure((data) => gzipSync(data, { level }));
  console.log(
    `gz ${String(level).padEnd(6)} ${msPerFile.toFixed(2).padStart(7)}   ${(bytesPerFile / 1000).toFixed(2)}`,
  );
}
