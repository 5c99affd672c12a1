// What the image endpoint's disk cache holds (transform-cache.server.ts): its files and their bytes. Apart from the
// cache so that the shop's start script can report the folder (server/image-cache-health.ts) without the server's
// settings module, which only the built server can load.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface CacheFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/** Every file under `dir` (none when it does not exist yet), with its size and time. */
export async function cacheFiles(dir: string): Promise<CacheFile[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  const found = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const file = join(e.parentPath, e.name);
        const info = await stat(file).catch(() => null);
        return info && { file, size: info.size, mtimeMs: info.mtimeMs };
      }),
  );
  return found.filter((f) => f !== null);
}

/** How many files the cache holds and their bytes. */
export async function cacheUsage(dir: string): Promise<{ files: number; bytes: number }> {
  const files = await cacheFiles(dir);
  return { files: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0) };
}
