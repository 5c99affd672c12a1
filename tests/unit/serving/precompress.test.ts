// Precompressed copies are kept by content: a rebuild compresses only what changed, and a reused copy is the same
// bytes a fresh compression would give.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../server/precompress.ts';

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
    const first = {} as { compressed?: number; reused?: number };
    expect(await precompressDir(build(root, 'one', pages(0)), { cacheDir, stats: first })).toBe(3);
    expect(first).toEqual({ compressed: 3, reused: 0 });

    const second = {} as { compressed?: number; reused?: number };
    const dir = build(root, 'two', pages(1));
    expect(await precompressDir(dir, { cacheDir, stats: second })).toBe(3);
    expect(second).toEqual({ compressed: 1, reused: 2 });
    for (const path of ['products/a/index.html', 'products/b/index.html', '_astro/app.js']) {
      const original = readFileSync(join(dir, path));
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).equals(original), path).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).equals(original), path).toBe(true);
    }
  });
});
