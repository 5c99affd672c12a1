// A fixed CPU reference, timed beside every section (run.mjs): the same short, deterministic, single-threaded
// workload on every machine and every run, so a results file says how fast its machine was at that moment (a slower
// CPU, or the same CPU shared with other work). Its parts are the kinds of work the sections measure: compressing
// HTML (precompress), hashing (build fingerprints, ETags), JSON (the content loader, the checkout's requests) and
// string building (rendering). Lower is faster; compare figures only between runs with similar references.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { median } from './stats.mjs';

const ROUNDS = 5;

/** The same ~200 KB of product-page-like HTML every time (a fixed linear congruential sequence, no randomness). */
function fixedHtml() {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  const words = ['rice', 'honey', 'apple', 'Jumla', 'organic', 'kg', 'Rs.', 'farmer', 'Dolakha', 'fresh', 'lot'];
  const parts = [];
  for (let i = 0; i < 1500; i++) {
    const text = Array.from({ length: 6 }, () => words[next() % words.length]).join(' ');
    parts.push(`<li class="card c${next() % 40}"><a href="/products/p-${next() % 5000}/">${text}</a> ${next()}</li>`);
  }
  return Buffer.from(`<html><body><ul>${parts.join('')}</ul></body></html>`);
}

function workload(html) {
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  gzipSync(html, { level: 6 });
  let digest = html;
  for (let i = 0; i < 200; i++) digest = createHash('sha256').update(digest).update(html).digest();
  const records = Array.from({ length: 5000 }, (_, i) => ({ id: `p${i}`, name: `Product ${i}`, price: i % 997 }));
  for (let i = 0; i < 5; i++) JSON.parse(JSON.stringify(records));
  return digest.length;
}

/**
 * Times the workload ROUNDS times after one warm-up round (about half a second in all); `ms` is the median.
 * @returns {{ ms: number, rounds: number[] }}
 */
export function cpuReference() {
  const html = fixedHtml();
  workload(html);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    workload(html);
    rounds.push(Math.round((performance.now() - started) * 10) / 10);
  }
  return { ms: /** @type {number} */ (median(rounds)), rounds };
}
