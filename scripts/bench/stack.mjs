// What the benchmark measures against: a fresh PocketBase in a temp dir (real
// migrations, real demo seed), a production build of the site against it, and
// the project's own server (scripts/lib/shop-server.mjs) serving that build in
// a child process. Everything listens on 127.0.0.1 only.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, prepareBackend, shopEnv } from '../lib/backend.mjs';
import { freePort } from '../lib/pocketbase-process.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { projectRoot } from '../lib/paths.mjs';

/** PocketBase (seeded), a production build and the shop server. `stop()` removes it all. */
export async function startBenchStack({ log }) {
  const root = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const backend = await prepareBackend({ dataDir: join(root, 'pb_data'), port: await freePort(), seed: 'always' });
  const env = { ...shopEnv(backend.url, backend.service), SITE_BUILD_TOKEN: randomBytes(24).toString('hex') };
  let outDir = null;
  let server = null;
  const stop = async () => {
    await server?.stop();
    await backend.stop();
    rmSync(root, { recursive: true, force: true });
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  };
  try {
    // Inside the project: the server bundle resolves packages from node_modules.
    mkdirSync(join(projectRoot, '.builds'), { recursive: true });
    outDir = mkdtempSync(join(projectRoot, '.builds', 'bench-'));
    const started = Date.now();
    await buildSite({ outDir, env, quiet: true });
    log(`production build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Every bench request comes from one loopback client: the shop's per-client rate limits
    // (tested in tests/integration/hardening) would cap the checkout section at a few orders.
    server = await startServerProcess({
      buildDir: outDir,
      port: await freePort(),
      env: { ...process.env, ...env, SHOP_RATE_LIMITS: 'off', NODE_ENV: 'production' },
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { pbUrl: backend.url, shopUrl: server.url, adminPb: backend.adminPb, buildDir: outDir, stop };
}
