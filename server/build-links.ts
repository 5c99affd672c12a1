// Loaded into the `astro build` process (`node --import`, astroBuildCommand in server/backend.ts) so an incremental
// build links the pages it reuses instead of copying them.
//
// Astro's incremental build (experimental.incrementalBuild) keeps a copy of every page with a cacheKey in its cache
// folder (`<ASTRO_CACHE_DIR>/dist/`) and restores each unchanged page into the new output folder with
// `fs.promises.copyFile` (node_modules/astro/dist/core/build/incremental.js, restoreOutputFile): after one price edit
// in a 5,000-product catalogue, ~5,100 copies of ~130 KB each, the larger part of the build's own work. Astro has no
// option for it, so this makes that one call a hard link (no bytes written; a copy where linking fails, e.g. the cache
// on another file system), and makes Astro's writes into its cache replace the file rather than write into it, so a
// page linked into an earlier build (the live one, or one kept for rollback) never changes after it was built.
// Only paths inside the cache's `dist/` folder are touched. If Astro stops calling these functions, every page is
// copied again as before (slower, never wrong): tests/integration/publish/incremental.test.ts checks both that reused
// pages are linked and that an earlier build's linked page is left as it was.
import fs from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setting } from '../src/lib/settings.mjs';

const cacheDist = `${resolve(setting('ASTRO_CACHE_DIR'), 'dist')}${sep}`;
const pathOf = (target: unknown) =>
  target instanceof URL ? fileURLToPath(target) : typeof target === 'string' ? resolve(target) : null;
const inCache = (target: unknown) => pathOf(target)?.startsWith(cacheDist) ?? false;

const promises = fs.promises;
const { copyFile, writeFile } = promises;

promises.copyFile = async function linkOrCopy(source, destination, mode) {
  if (inCache(source)) {
    try {
      await promises.link(source, destination);
      return;
    } catch {
      // EXDEV (another file system), EEXIST, no hard links: copied below, as Astro would.
    }
  }
  return copyFile.call(promises, source, destination, mode);
};

promises.writeFile = async function replaceInCache(file, data, options) {
  // A new file (new inode), never a write through a link shared with a built page.
  if (inCache(file)) await promises.rm(file as string | URL, { force: true });
  return writeFile.call(promises, file, data, options);
};
