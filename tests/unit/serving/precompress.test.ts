// Precompressed copies are kept by content: a rebuild compresses only what changed, and a reused copy is the same
// bytes a fresh compression would give.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrecompressStats } from '../../../server/precompress.ts';
import { compressAlongside, compressionTier, LEVELS, precompressDir } from '../../../server/precompress.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function build(root: string, name: string, pages: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, body] of Object.entries(pages)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

describe('precompressDir', () => {
  it('compresses each content once: a second build with one changed page reuses the rest', async () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    roots.push(root);
    const cacheDir = join(root, 'cache');
    const page = (n: number, price: number) =>
      `<html><body>${`<p>product ${n} costs Rs. ${price}</p>`.repeat(40)}</body></html>`;
    const pages = (changed: number) => ({
      'products/a/index.html': page(1, 100 + changed),
      'products/b/index.html': page(2, 200),
      '_astro/app.js': `console.log(${'1'.repeat(2000)});`,
      'tiny.html': '<p>small</p>',
    });
    const first: PrecompressStats = {};
    expect(await precompressDir(build(root, 'one', pages(0)), { cacheDir, stats: first })).toBe(3);
    expect(first).toMatchObject({ compressed: 3, reused: 0 });

    const second: PrecompressStats = {};
    const dir = build(root, 'two', pages(1));
    expect(await precompressDir(dir, { cacheDir, stats: second })).toBe(3);
    expect(second).toMatchObject({ compressed: 1, reused: 2 });
    for (const path of ['products/a/index.html', 'products/b/index.html', '_astro/app.js']) {
      const original = readFileSync(join(dir, path));
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).equals(original), path).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).equals(original), path).toBe(true);
    }
  });

  it('gives the shell and the shared pages the best levels, a page of one record the fast ones', async () => {
    const best = [
      'index.html',
      'ne/index.html',
      'products/index.html',
      'ne/products/index.html',
      'blog/index.html',
      'ne/blog/index.html',
      'offline/index.html',
      'sw.js',
      'manifest.webmanifest',
      '_astro/app.js',
      '_astro/site.css',
    ];
    const other = ['blog/page/2/index.html', 'about/index.html', 'ne/farmers/index.html', 'products/cards.json'];
    const tail = [
      'products/jumla-apple/index.html',
      'ne/products/jumla-apple/index.html',
      'blog/apple-harvest/index.html',
      'ne/blog/apple-harvest/index.html',
      't/OYS-2820/index.html',
      'ne/t/OYS-2820/index.html',
      '01/09506000134352/10/OYS-2820/index.html',
    ];
    for (const path of best) expect(compressionTier(path, 200_000), path).toBe('best');
    for (const path of other) expect(compressionTier(path, 200_000), path).toBe('other');
    for (const path of tail) expect(compressionTier(path, 200_000), path).toBe('tail');
    // Catalogue-sized files: brotli 9, not 11, wherever they are.
    expect(compressionTier('search-index.json', 1_500_000)).toBe('other');
    expect(compressionTier('products/jumla-apple/index.html', 3_000_000)).toBe('tail');

    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    roots.push(root);
    const body = `<html><body>${Array.from({ length: 200 }, (_, i) => `<p>item ${i} ${i * 7919}</p>`).join('')}</body></html>`;
    const dir = build(root, 'site', { 'index.html': body, 'products/a/index.html': body });
    const stats: PrecompressStats = {};
    await precompressDir(dir, { cacheDir: join(root, 'cache'), stats });
    expect(stats.tiers?.best).toMatchObject({ files: 1, compressed: 1, bytes: body.length });
    expect(stats.tiers?.tail).toMatchObject({ files: 1, compressed: 1, bytes: body.length });
    // The same bytes zlib gives at each tier's levels.
    for (const [path, tier] of [
      ['index.html', 'best'],
      ['products/a/index.html', 'tail'],
    ] as const) {
      const levels = LEVELS[tier];
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      expect(readFileSync(join(dir, `${path}.br`)).equals(br), path).toBe(true);
      expect(readFileSync(join(dir, `${path}.gz`)).equals(gzipSync(body, { level: levels.gzip })), path).toBe(true);
    }
  });

  it('compresses a build as it is written: the pass after it only links, and a page rewritten after it was read is compressed again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    roots.push(root);
    const cacheDir = join(root, 'cache');
    const dir = join(root, 'site');
    const page = (n: number) => `<html><body>${`<p>product ${n}</p>`.repeat(60)}</body></html>`;
    const alongside = compressAlongside(dir, { cacheDir });
    // The "build" writes two pages, then half of a third, which it finishes only after that half was read.
    build(root, 'site', { 'products/a/index.html': page(1), 'products/b/index.html': page(2) });
    const half = page(3).slice(0, 600);
    build(root, 'site', { 'products/c/index.html': half });
    await expect.poll(() => alongside.stats.compressed, { timeout: 10_000 }).toBe(3);
    build(root, 'site', { 'products/c/index.html': page(3) });
    const known = await alongside.stop();
    expect(known.size).toBe(3);

    const stats: PrecompressStats = {};
    expect(await precompressDir(dir, { cacheDir, stats, known })).toBe(3);
    // a and b linked from the copies made beside the build; c's final bytes compressed now.
    expect(stats).toMatchObject({ compressed: 1, reused: 2 });
    for (const [path, body] of [
      ['products/a/index.html', page(1)],
      ['products/c/index.html', page(3)],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).toString(), path).toBe(body);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).toString(), path).toBe(body);
    }
  });
});
