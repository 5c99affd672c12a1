// The whole shop, started for a test run: a fresh PocketBase in a temp data
// dir (real migrations, real seed), a build of the site against it and the
// shop's server, each on a free loopback port.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, prepareBackend, shopEnv } from '../../server/backend.ts';
import { freePort } from '../../server/pocketbase-process.ts';
import { startShopServer } from '../../server/shop-server.ts';
import { projectRoot } from '../../server/paths.ts';
import { privateDir } from '../../server/private-files.ts';
import { seedAll } from '../seed/seed.mjs';
import { leaveUntranslated } from './untranslated.mjs';

export async function startTestStack({ build = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const backend = await prepareBackend({
    dataDir: join(root, 'pb_data'),
    port: await freePort(),
    seed: { when: 'always', run: seedAll },
    automigrate: false,
  });
  const env = {
    ...shopEnv(backend.url, backend.service),
    SITE_BUILD_TOKEN: randomBytes(24).toString('hex'),
    // The suite places thousands of orders from 127.0.0.1. The rate-limit tests start their own server with the
    // limits on (tests/harness/other-shop.ts).
    SHOP_RATE_LIMITS: 'off',
    // The wallet tests run the background check themselves (tests/integration/payments/payment-flow.test.ts).
    PAYMENTS_CHECK_MS: '0',
    // Each stack starts with an empty image cache of its own (src/lib/images/transform-cache.server.ts).
    IMAGE_CACHE_DIR: join(root, 'image-cache'),
  };
  let server = null;
  let outDir = null;
  let builtFrom = '';
  try {
    await leaveUntranslated(backend.adminPb);
    if (build) {
      Object.assign(process.env, env);
      // Inside the project: the server bundle resolves packages from node_modules.
      privateDir(join(projectRoot, '.builds'));
      outDir = mkdtempSync(join(projectRoot, '.builds', 'test-'));
      builtFrom = new Date().toISOString();
      await buildSite({ outDir, env, quiet: true });
      server = await startShopServer({ buildDir: outDir, port: await freePort() });
    }
  } catch (err) {
    await backend.stop();
    throw err;
  }
  return {
    root,
    pbUrl: backend.url,
    shopUrl: server?.url ?? '',
    // The build the shop server serves, for tests that start another server on it (e.g. with other settings).
    buildDir: outDir ?? '',
    // When the build read PocketBase: records created later are not in it (tests/harness/stack.ts builtProductsFilter).
    builtFrom,
    admin: { email: backend.admin.email, password: backend.admin.password },
    // Tests reuse this token: sign-ins are rate limited (2 per 3 s) like in production.
    adminToken: backend.adminPb.authStore.token,
    service: { email: backend.service.email, password: backend.service.password },
    buildToken: env.SITE_BUILD_TOKEN,
    binary: backend.binary,
    async stop() {
      await server?.close();
      await backend.stop();
      rmSync(root, { recursive: true, force: true });
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    },
  };
}
