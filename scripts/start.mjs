// `npm start`: PocketBase (obtained, migrated, seeded when empty), the site
// built into .builds/ and served, and the publisher that rebuilds it on a
// schedule, after catalogue edits and on request. Ctrl-C stops everything.
import { dirname } from 'node:path';
import { prepareBackend, shopEnv } from './lib/backend.mjs';
import { startPocketBase } from './lib/pocketbase-process.mjs';
import { supervise } from './lib/supervise.mjs';
import { buildToken } from './lib/credentials.mjs';
import { startShopServer } from './lib/shop-server.mjs';
import { defaultDataDir, log } from './lib/paths.mjs';
import { buildStore } from './publish/builds.mjs';
import { followLiveBuild, publisherClient } from './publish/live.mjs';
import { Publisher } from './publish/publisher.mjs';

const pbPort = Number(process.env.PB_PORT ?? 8090);
const shopPort = Number(process.env.PORT ?? 4321);
const shopHost = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.PB_DATA_DIR ?? defaultDataDir;

async function step(name, hint, run) {
  log(`${name}...`);
  try {
    return await run();
  } catch (err) {
    console.error(`\n[shop] FAILED: ${name}\n${err instanceof Error ? err.message : err}\n[shop] How to fix: ${hint}`);
    process.exit(1);
  }
}

const backend = await step(
  'Starting PocketBase',
  `make sure port ${pbPort} is free (or set PB_PORT), and that Go >= 1.25 or network access is available (or set POCKETBASE_BIN).`,
  () => prepareBackend({ dataDir, port: pbPort }),
);
if (backend.admin.generated) {
  log(`Created the operator login (saved in ${dirname(dataDir)}/admin-credentials.json):`);
  log(`  email ${backend.admin.email}  password ${backend.admin.password}`);
}
// If PocketBase dies, it is started again (with back-off, saying so); the shop server and the publisher reconnect
// by themselves (every request signs in again when its token is refused).
const pocketbase = supervise({
  name: 'PocketBase',
  first: backend,
  start: () => startPocketBase({ binary: backend.binary, dataDir, port: pbPort, admin: backend.admin }),
  log,
});
const token = buildToken(dirname(dataDir));
const env = { ...shopEnv(backend.url, backend.service), SITE_BUILD_TOKEN: token.token };
Object.assign(process.env, env);

const store = buildStore();
const publisher = new Publisher({
  pb: await publisherClient(backend.url, backend.service),
  buildEnv: env,
  quietMs: Number(process.env.PUBLISH_QUIET_MS ?? 30_000),
  schedule: process.env.PUBLISH_SCHEDULE ?? '1h',
  deployCommand: process.env.SITE_DEPLOY_CMD,
});

// A previous build serves at once; the first start builds before serving.
if (!store.currentBuild()) {
  const first = await step('Building the site from PocketBase', 'read the build output above; `npm run build` reproduces it.', () =>
    publisher.request('startup'),
  );
  if (!first.ok) {
    console.error(`[shop] FAILED: the first build\n${first.error}`);
    process.exit(1);
  }
} else {
  publisher.request('startup').catch(() => null);
}
const server = await step('Starting the shop server', `make sure port ${shopPort} is free (or set PORT).`, () =>
  startShopServer({ buildDir: store.currentBuild(), port: shopPort, host: shopHost }),
);
publisher.onLive = (dir) => server.swap(dir);
followLiveBuild(server, store, { log });
publisher.start();
// The publisher runs in this process: a failure in it is reported and it carries on; it never ends `npm start`.
process.on('unhandledRejection', (err) => log(`Unexpected failure, carrying on: ${err instanceof Error ? err.message : err}`));

log(`Shop:      http://localhost:${shopPort}/`);
log(`Dashboard: ${backend.url}/_/  (operator: ${backend.admin.email})`);
log('Rebuilds: hourly, 30 s after catalogue edits, or create a site_builds record in the dashboard.');
log('Press Ctrl-C to stop.');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  log('Stopping...');
  await publisher.stop();
  await server.close();
  await pocketbase.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
