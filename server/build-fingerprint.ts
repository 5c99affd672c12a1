// What the pages are built from besides the catalogue: the source, the static files, the configuration and the
// settings the build reads. Astro's incremental build reuses a page when its `cacheKey` and the bundled code of
// its modules did not change, but it misses some of what changes a page: a PUBLIC_ setting (Vite writes its value
// into the bundle after Astro took its hash) and files it does not bundle. So `buildSite` (server/backend.ts)
// compares this fingerprint with the last build's and, when it differs, drops Astro's list of reusable pages: that
// build renders every page (docs/publishing.md, "Incremental builds").
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { setting } from '../src/lib/settings.mjs';
import { projectRoot } from './paths.ts';

/** Folders and files whose every byte can change a page. */
export const FINGERPRINT_PATHS = [
  'src',
  'public',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
/** Settings the build reads besides PUBLIC_* (astro.config.mjs: canonical URLs, PocketBase's address). */
const SETTINGS = ['SITE_URL', 'PORT', 'PB_URL'];
/** Beside Astro's own manifest of reusable pages, in its cache folder. */
const FINGERPRINT_FILE = 'shop-build-fingerprint.txt';
const ASTRO_MANIFEST = 'incremental-build.json';

function filesUnder(root: string, path: string) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  try {
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [full]; // a file, not a folder
  }
}

/** A hash of every file under FINGERPRINT_PATHS (names and contents) and of the settings pages are built with. */
export function buildFingerprint(env = process.env, root = projectRoot) {
  const hash = createHash('sha256');
  const files = FINGERPRINT_PATHS.flatMap((path) => filesUnder(root, path))
    .map((file) => relative(root, file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const settings = Object.keys(env)
    .filter((name) => name.startsWith('PUBLIC_') || SETTINGS.includes(name))
    .sort();
  for (const name of settings) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** Astro's cache folder for a build with this environment (astro.config.mjs reads ASTRO_CACHE_DIR). */
export function astroCacheDir(env = process.env, root = projectRoot) {
  return resolve(root, setting('ASTRO_CACHE_DIR', env));
}

/**
 * Before a build: when the fingerprint differs from the last successful build's, Astro's list of reusable pages is
 * removed, so every page is rendered. Returns the fingerprint and whether pages may be reused.
 */
export function prepareIncremental(env = process.env, root = projectRoot) {
  const cacheDir = astroCacheDir(env, root);
  const fingerprint = buildFingerprint(env, root);
  let previous = '';
  try {
    previous = readFileSync(join(cacheDir, FINGERPRINT_FILE), 'utf8').trim();
  } catch {
    // no earlier build in this cache
  }
  const reusable = previous === fingerprint;
  if (!reusable) {
    rmSync(join(cacheDir, ASTRO_MANIFEST), { force: true });
    rmSync(join(cacheDir, FINGERPRINT_FILE), { force: true });
  }
  return { fingerprint, reusable };
}

/**
 * After a successful build: its fingerprint, for the next build to compare with.
 */
export function recordFingerprint(fingerprint: string, env = process.env, root = projectRoot) {
  const cacheDir = astroCacheDir(env, root);
  if (existsSync(cacheDir)) writeFileSync(join(cacheDir, FINGERPRINT_FILE), `${fingerprint}\n`);
}
