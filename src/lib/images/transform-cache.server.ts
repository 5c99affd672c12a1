// The image endpoint's disk cache: one file per transform (PocketBase file + size + format + quality, see
// transformCacheKey), kept across server restarts and rebuilds. A PocketBase file name never names other bytes, so
// an entry never goes stale; the cache is only bounded in size. docs/images.md: where it is, how to prune it.
//
// Hand-written (a few dozen lines) because it must be a plain folder an operator can inspect and delete, shared
// by every build the server switches to; in-memory or HTTP caches in npm do not keep files across restarts.
import { mkdir, open, rename, rm, utimes } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { serverSetting } from '@/lib/env.server';
import { type CacheFile, cacheFiles } from './cache-usage';

/** Where transforms are kept: IMAGE_CACHE_DIR, else `.cache/images` under the server's working directory. */
export function imageCacheDir(): string {
  return resolve(serverSetting('IMAGE_CACHE_DIR'));
}

/** The size bound: IMAGE_CACHE_MAX_MB (default 2048 MB); past it the least recently used files go. */
export function imageCacheMaxBytes(): number {
  return serverSetting('IMAGE_CACHE_MAX_MB') * 1024 * 1024;
}

/** A hit refreshes the file's time at most once a day (pruning goes by it), not on every request. */
const TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;

export interface CacheStats {
  hits: number;
  misses: number;
  /** Transforms made by this process (each stored once). */
  transforms: number;
  pruned: number;
}

export class TransformCache {
  readonly stats: CacheStats = { hits: 0, misses: 0, transforms: 0, pruned: 0 };
  /** Transforms under way: concurrent requests for one key share one transform. */
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** Bytes on disk, counted once at the first write, then kept up to date. */
  private size: Promise<number> | null = null;
  private pruning: Promise<void> | null = null;

  constructor(
    readonly dir = imageCacheDir(),
    readonly maxBytes = imageCacheMaxBytes(),
  ) {}

  private path(key: string): string {
    return join(this.dir, key);
  }

  async get(key: string): Promise<Buffer | null> {
    const file = this.path(key);
    try {
      const handle = await open(file, 'r');
      try {
        const [data, info] = await Promise.all([handle.readFile(), handle.stat()]);
        if (Date.now() - info.mtimeMs > TOUCH_AFTER_MS) {
          const now = new Date();
          utimes(file, now, now).catch(() => {});
        }
        return data;
      } finally {
        await handle.close();
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** The cached transform for `key`, or `make()`'s result, stored (mode 600, folders 700) before it is returned. */
  async getOrMake(key: string, make: () => Promise<Buffer>): Promise<{ data: Buffer; hit: boolean }> {
    const cached = await this.get(key);
    if (cached) {
      this.stats.hits++;
      return { data: cached, hit: true };
    }
    this.stats.misses++;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = make().then(async (data) => {
        this.stats.transforms++;
        await this.put(key, data).catch((err) => console.error(`[images] could not cache ${key}:`, err));
        return data;
      });
      this.pending.set(key, pending);
      pending.finally(() => this.pending.delete(key)).catch(() => {});
    }
    return { data: await pending, hit: false };
  }

  private async put(key: string, data: Buffer): Promise<void> {
    const file = this.path(key);
    // Counted before this file is in the folder: counted after it, the first write was added twice (three 3 KB files
    // read as 12 KB and started a needless prune, which a fourth file's real one then waited behind).
    this.size ??= this.measure();
    await this.size;
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    // Written whole under a temporary name, then renamed: a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    const total = (await this.size) + data.length;
    this.size = Promise.resolve(total);
    if (total > this.maxBytes) this.pruning ??= this.prune().finally(() => (this.pruning = null));
  }

  private files(): Promise<CacheFile[]> {
    return cacheFiles(this.dir);
  }

  private async measure(): Promise<number> {
    return (await this.files()).reduce((sum, f) => sum + f.size, 0);
  }

  /** Removes the least recently used files until the cache is at 90% of its bound. */
  async prune(): Promise<void> {
    const files = (await this.files()).sort((a, b) => a.mtimeMs - b.mtimeMs);
    let total = files.reduce((sum, f) => sum + f.size, 0);
    const target = this.maxBytes * 0.9;
    for (const f of files) {
      if (total <= target) break;
      await rm(f.file, { force: true });
      total -= f.size;
      this.stats.pruned++;
    }
    this.size = Promise.resolve(total);
  }
}
