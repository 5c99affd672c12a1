// Builds /sw.js at the end of every `astro build` (the publisher's builds included: server/backend.ts
// buildSite runs `astro build`): bundles sw.ts with esbuild, then Workbox's injectManifest writes the precache list
// into it. Precached: the offline page, every script a shopper's page can load (the islands hydrate at the first tap,
// so a page saved without being touched has fetched none of theirs: each must already be on the phone), the logo,
// the image placeholder and the delivery areas (the checkout's districts and branches, src/pages/delivery-areas.json.ts).
// Catalogue pages never are (docs/offline.md "What is precached").
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// Workbox's injectManifest alone (about 0.2 s to load): the package's index also loads generateSW with Rollup and Babel,
// which this project never calls (0.75 s in all; bench/README.md, "The incremental build on 2026-12-06").
import { injectManifest } from 'workbox-build/build/inject-manifest.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The offline page's file in the build (src/pages/offline.astro, built as a directory). */
const OFFLINE_FILE = 'offline/index.html';
const LOGO_FILES = ['favicon.svg', 'icons/icon-192.png'];
/**
 * The placeholder shown for a picture the phone does not have (an unsaved gallery slide offline), and every district
 * and branch with its rate, so a checkout opened for the first time offline can choose where to deliver (a few KB).
 */
const SMALL_FILES = ['placeholder.svg', 'delivery-areas.json'];

/**
 * The worker's messages (saved-note.ts) use the browser's two-line stand-in for Paraglide's runtime, as the islands do
 * (astro.config.mjs, clientMessageRuntime; src/lib/message-runtime.client.js says why).
 * @type {import('esbuild').Plugin}
 */
const messageRuntime = {
  name: 'message-runtime',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/runtime\.js$/ }, (args) =>
      /[\\/]src[\\/]paraglide[\\/]messages[\\/]/.test(args.importer)
        ? { path: join(here, '..', '..', 'lib', 'message-runtime.client.js') }
        : undefined,
    );
  },
};

/** The client-dir-relative scripts a built file refers to (`/_astro/x.js` in HTML, `./x.js` in a script). */
function referencedScripts(clientDir, file) {
  const text = readFileSync(join(clientDir, file), 'utf8');
  const found = new Set();
  // Site-absolute (`/_astro/x.js`: HTML, Vite's preload lists as `_astro/x.js`) or relative (`./x.js`: imports);
  // minified scripts quote with any of ' " `.
  for (const m of text.matchAll(/["'`(]\/?(_astro\/[\w.-]+\.js)["'`)]/g)) found.add(m[1]);
  if (!file.endsWith('.html')) {
    for (const m of text.matchAll(/["'`](\.{1,2}\/[\w./-]+\.js)["'`]/g))
      found.add(posix.join(posix.dirname(file), m[1]));
  }
  return found;
}

/**
 * Staff's desk pages are rendered per request, never saved, and need the network: their scripts stay off phones'
 * precache (src/features/desk/DeskLayout.astro).
 */
const STAFF_ONLY_SCRIPT = /^_astro\/DeskLayout\./;

/**
 * Every script a shopper's page can load: the offline page's, and every island and page script of the build (an
 * island of a page kind the shopper has not opened yet, or one a page draws only sometimes, such as a product's
 * gallery), each with what it imports, statically or lazily. About 150 KB compressed for the whole shop.
 */
export function shellScripts(clientDir) {
  const seen = new Set();
  const builtScripts = readdirSync(join(clientDir, '_astro'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `_astro/${name}`)
    .filter((file) => !STAFF_ONLY_SCRIPT.test(file));
  const queue = [...referencedScripts(clientDir, OFFLINE_FILE), ...builtScripts];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    try {
      statSync(join(clientDir, file));
    } catch {
      continue; // a string that only looked like a script path
    }
    seen.add(file);
    queue.push(...referencedScripts(clientDir, file));
  }
  return [...seen].sort();
}

/** Writes `<clientDir>/sw.js`; resolves to { count, size } of the precache. */
export async function buildServiceWorker(clientDir) {
  const temp = mkdtempSync(join(tmpdir(), 'shop-sw-'));
  try {
    const bundled = join(temp, 'sw.js');
    await build({
      entryPoints: [join(here, 'sw.ts')],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      outfile: bundled,
      // Workbox prints its debug logging unless it is told it runs in production.
      // An esbuild replacement for Workbox's own checks, not a read of the environment.
      define: { [['process', 'env', 'NODE_ENV'].join('.')]: '"production"' },
      logLevel: 'warning',
      plugins: [messageRuntime],
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: join(clientDir, 'sw.js'),
      globDirectory: clientDir,
      globPatterns: [OFFLINE_FILE, ...LOGO_FILES, ...SMALL_FILES, ...shellScripts(clientDir)],
      // Hashed scripts carry their version in their name; the offline page gets its content hash as its revision,
      // so a rebuild that changes it (or its scripts) makes phones fetch it again, and one that does not costs nothing.
      dontCacheBustURLsMatching: /^_astro\//,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => ({
            ...entry,
            url: entry.url === OFFLINE_FILE ? '/offline' : `/${entry.url}`,
          })),
          warnings: [],
        }),
      ],
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    return { count, size };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** @type {import('astro').AstroIntegration} */
export const serviceWorker = {
  name: 'shop:service-worker',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const { count, size } = await buildServiceWorker(fileURLToPath(dir));
      logger.info(`sw.js precaches ${count} files (${Math.round(size / 1024)} KB before compression)`);
    },
  },
};
