// The image endpoint's disk cache is bounded (src/lib/images/transform-cache.server.ts, docs/images.md "The cache
// folder"): past IMAGE_CACHE_MAX_MB the least recently used files are deleted down to 90% of it, a hit keeps a file
// (it refreshes the file's time when that is over a day old), and cacheUsage reports what is left. On a real folder.
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransformCache } from '../../../src/lib/images/transform-cache.server';
import { cacheUsage } from '../../../src/lib/images/cache-usage';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;
const statTime = (dir: string, key: string) => statSync(join(dir, key)).mtimeMs;
const bytes = (n: number) => Buffer.alloc(n, 7);
/** Ages a cached file as if it was last used `days` ago. */
const age = (dir: string, key: string, days: number) => {
  const t = new Date(Date.now() - days * DAY);
  utimesSync(join(dir, key), t, t);
};

describe('TransformCache bound', () => {
  it('evicts the least recently used files down to 90% once past its bound, and reports what is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'image-cache-'));
    dirs.push(dir);
    const cache = new TransformCache(dir, 10_000);
    const prune = vi.spyOn(cache, 'prune');
    for (const [key, days] of [
      ['web_products/a/a.jpg@300x300q65.avif', 5],
      ['web_products/b/b.jpg@300x300q65.avif', 4],
      ['posts/c/c.jpg@480x270q65.avif', 3],
    ] as const) {
      await cache.getOrMake(key, async () => bytes(3000));
      age(dir, key, days);
    }
    expect(await cacheUsage(dir)).toEqual({ files: 3, bytes: 9000 });
    // 9,000 bytes under a 10,000 bound: nothing pruned, and no prune started (the first file was once counted twice,
    // and the needless prune it started could still be running when the fourth file's real one was due, in CI).
    expect(cache.stats.pruned).toBe(0);
    expect(prune).not.toHaveBeenCalled();

    // A hit on the oldest makes it the newest used: the next eviction takes b instead.
    const hit = await cache.getOrMake('web_products/a/a.jpg@300x300q65.avif', async () => bytes(1));
    expect(hit.hit).toBe(true);
    // The touch and the eviction run after the answer: waited for, with room for a loaded machine (vitest's 1 s
    // default ran out in CI), never timed.
    await vi.waitFor(
      () => expect(Date.now() - statTime(dir, 'web_products/a/a.jpg@300x300q65.avif')).toBeLessThan(DAY),
      { timeout: 15_000 },
    );

    await cache.getOrMake('posts/d/d.jpg@480x270q65.avif', async () => bytes(3000));
    await vi.waitFor(() => expect(cache.stats.pruned).toBe(1), { timeout: 15_000 });
    expect(existsSync(join(dir, 'web_products/b/b.jpg@300x300q65.avif'))).toBe(false);
    expect(existsSync(join(dir, 'web_products/a/a.jpg@300x300q65.avif'))).toBe(true);
    expect(await cacheUsage(dir)).toEqual({ files: 3, bytes: 9000 });

    // An evicted transform is made again on its next request.
    const again = await cache.getOrMake('web_products/b/b.jpg@300x300q65.avif', async () => bytes(3000));
    expect(again.hit).toBe(false);
  });

  it('reports an empty or missing folder as empty', async () => {
    expect(await cacheUsage(join(tmpdir(), 'no-such-image-cache'))).toEqual({ files: 0, bytes: 0 });
  });
});
