// The image cache reported where operators look (server/shop-health.ts watchImageCache, docs/images.md "The cache
// folder"): `npm start` measures the cache folder and writes its files and size against IMAGE_CACHE_MAX_MB to
// shop_health (concern image_cache) in the stack's real PocketBase; a folder over its bound is reported failing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { watchImageCache } from '../../../server/shop-health.ts';
import { adminClient } from '@tests/harness/stack';

const dir = mkdtempSync(join(tmpdir(), 'image-cache-health-'));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  const pb = await adminClient();
  for (const r of await pb.collection('shop_health').getFullList({ filter: 'concern = "image_cache"' }))
    await pb.collection('shop_health').delete(r.id);
});

async function report(maxBytes: number) {
  const pb = await adminClient();
  const lines: string[] = [];
  const watch = watchImageCache(pb, (l) => lines.push(l), { dir, maxBytes, everyMs: 3_600_000 });
  await watch.first;
  watch.stop();
  const record = await pb.collection('shop_health').getFirstListItem('concern = "image_cache"');
  return { record, lines };
}

describe('image cache in shop_health', () => {
  it('reports the files and bytes the cache holds against its bound', async () => {
    mkdirSync(join(dir, 'web_products', 'r1'), { recursive: true });
    for (const n of [1, 2, 3])
      writeFileSync(join(dir, 'web_products', 'r1', `p.jpg@300x300q65.${n}.avif`), Buffer.alloc(1000));
    const { record, lines } = await report(1024 * 1024);
    expect(record.state).toBe('ok');
    expect(record.message).toContain('3 resized images');
    expect(record.message).toContain('of at most 1 MB');
    expect(record.failing_since).toBe('');
    expect(record.checked_at).not.toBe('');
    expect(lines.join('\n')).toContain('Image cache: 3 resized images');
  });

  it('says failing, and since when, when the folder stays over its bound', async () => {
    const { record } = await report(2000);
    expect(record.state).toBe('failing');
    expect(record.message).toMatch(/Over its bound/);
    expect(record.failing_since).not.toBe('');
    // One record per concern: the second report updated the first.
    const pb = await adminClient();
    expect(await pb.collection('shop_health').getFullList({ filter: 'concern = "image_cache"' })).toHaveLength(1);
  });
});
