// What the benchmark measures against: a fresh PocketBase in a temp dir (real
// migrations, real demo seed), a production build of the site against it, and
// the project's own server (server/shop-server.ts) serving that build in
// a child process. Everything listens on 127.0.0.1 only.
// The shop takes eSewa and Khalti beside cash (docs/payments.md): both turned on in the site settings, with test keys
// and the wallets' addresses pointing at the local wallet servers (tests/harness/esewa.ts, khalti.ts), so no request
// could leave the machine. Placing a wallet order needs only the settings (walletsOffered in
// src/features/payments/flow.server.ts); the checkout section places a share of its orders by wallet (checkout.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSite, prepareBackend, shopEnv } from '../../server/backend.ts';
import { updateWalletSwitches } from '../../server/data/site-settings.ts';
import { freePort } from '../../server/pocketbase-process.ts';
import { startServerProcess } from '../../server/server-process.ts';
import { projectRoot } from '../../server/paths.ts';
import { seedAll } from '../seed/seed.mjs';
import { startFakeEsewa } from '../../tests/harness/esewa.ts';
import { KHALTI_TEST_KEY, startFakeKhalti } from '../../tests/harness/khalti.ts';
import { benchPages } from './targets.mjs';
import { noJsPathOf, withoutScripts } from './stats.mjs';

/**
 * PocketBase (seeded), a production build and the shop server. `stop()` removes it all. `beforeBuild(backend)`, when
 * given, changes the catalogue before the site is built (the photos section uploads its photos there: photos.mjs).
 */
export async function startBenchStack({ log, beforeBuild = null }) {
  const root = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const backend = await prepareBackend({
    dataDir: join(root, 'pb_data'),
    port: await freePort(),
    seed: { when: 'always', run: seedAll },
    // The checkout section creates and deletes scratch collections (raw-write.mjs): with automigrate on, PocketBase
    // would write each change as a migration file into pocketbase/pb_migrations.
    automigrate: false,
  });
  const esewa = await startFakeEsewa();
  const khalti = await startFakeKhalti();
  const env = {
    ...shopEnv(backend.url, backend.service),
    PAYMENTS_MODE: 'test',
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    KHALTI_API_URL: khalti.apiUrl,
    KHALTI_SECRET_KEY: KHALTI_TEST_KEY,
    SITE_BUILD_TOKEN: randomBytes(24).toString('hex'),
    // A fresh image cache (src/lib/images/transform-cache.server.ts), warmed below.
    IMAGE_CACHE_DIR: join(root, 'image-cache'),
    // A production build even after a section loaded source modules through Vite (source-module.mjs), which sets
    // NODE_ENV=development in this process: the build would otherwise inherit it and render with React's dev runtime.
    NODE_ENV: 'production',
  };
  let outDir = null;
  let server = null;
  const stop = async () => {
    await server?.stop();
    await backend.stop();
    await esewa.stop();
    await khalti.stop();
    rmSync(root, { recursive: true, force: true });
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  };
  const serve = async () =>
    startServerProcess({
      buildDir: outDir,
      port: await freePort(),
      env: { ...process.env, ...env, SHOP_RATE_LIMITS: 'off', NODE_ENV: 'production' },
    });
  try {
    // Inside the project: the server bundle resolves packages from node_modules.
    mkdirSync(join(projectRoot, '.builds'), { recursive: true });
    outDir = mkdtempSync(join(projectRoot, '.builds', 'bench-'));
    await updateWalletSwitches(backend.adminPb, { esewa: true, khalti: true });
    await beforeBuild?.(backend);
    const started = Date.now();
    await buildSite({ outDir, env, quiet: true });
    log(`production build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Every bench request comes from one loopback client: the shop's per-client rate limits
    // (tested in tests/integration/hardening) would cap the checkout section at a few orders.
    server = await serve();
    const pages = (await benchPages(backend.adminPb)).map((p) => p.path).filter(Boolean);
    const warm = await warmImages(server.url, pages);
    log(`image cache warmed: ${warm.count} images transformed in ${(warm.ms / 1000).toFixed(1)} s`);
    // The lighthouse section's copies of the pages without scripts, compressed like the pages; the server indexes
    // precompressed files when it starts, so it is started again to serve them as it serves the pages.
    await writeNoJsCopies(server.url, outDir, pages);
    await server.stop();
    server = await serve();
  } catch (err) {
    await stop();
    throw err;
  }
  // Process ids, so a section can count the CPU time each side spends (checkout: CPU per order).
  const pids = { shop: server.child.pid, pocketbase: backend.child.pid };
  return {
    pbUrl: backend.url,
    shopUrl: server.url,
    adminPb: backend.adminPb,
    // the message sender's own account (the messages section signs its sender in with it)
    sender: backend.sender,
    buildDir: outDir,
    pids,
    stop,
  };
}

/** The Accept header Chromium sends for an image: it takes AVIF, so the endpoint answers AVIF (docs/images.md). */
const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Requests every endpoint image the given pages name (src and srcset), as the first shoppers would: a shop's
 * images are transformed once per uploaded file and format, so the page sections measure the steady state, not
 * first views of a brand-new upload. Each is asked for as Chromium asks (AVIF) and as other clients do (WebP).
 */
export async function warmImages(shopUrl, paths) {
  const started = Date.now();
  const urls = new Set();
  for (const path of paths) {
    const html = await (await fetch(new URL(path, shopUrl))).text();
    for (const m of html.matchAll(/\/_image\?[^"'\s,]+/g)) urls.add(m[0].replace(/&amp;/g, '&'));
  }
  const list = [...urls];
  const fetchImage = async (u, accept) => (await fetch(new URL(u, shopUrl), { headers: { accept } })).arrayBuffer();
  for (const accept of [CHROMIUM_IMAGE_ACCEPT, '*/*']) {
    for (let i = 0; i < list.length; i += 4) await Promise.all(list.slice(i, i + 4).map((u) => fetchImage(u, accept)));
  }
  return { count: list.length, ms: Date.now() - started };
}

/**
 * Writes the no-JS copy of each page into the served build, with the brotli and gzip copies every built page has
 * (server/precompress.ts), so the copy crosses the wire compressed like the page it is compared with. The
 * server indexes precompressed files when it starts: start it (again) after this (startBenchStack).
 */
export async function writeNoJsCopies(shopUrl, buildDir, paths) {
  for (const path of paths) {
    const html = withoutScripts(await (await fetch(new URL(path, shopUrl))).text());
    const dir = join(buildDir, 'client', ...noJsPathOf(path).split('/').filter(Boolean).map(decodeURIComponent));
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'index.html');
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
}
