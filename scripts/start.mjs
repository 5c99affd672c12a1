// `npm start`: PocketBase (obtained, migrated, seeded when empty) + a fresh
// build of the site + the shop's server. Ctrl-C stops both.
import { join } from 'node:path';
import { buildSite, prepareBackend, shopEnv } from './lib/backend.mjs';
import { startShopServer } from './lib/shop-server.mjs';
import { defaultDataDir, projectRoot, log } from './lib/paths.mjs';

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
  log(`Created the operator login (saved in ${join(dataDir, '..', 'admin-credentials.json')}):`);
  log(`  email ${backend.admin.email}  password ${backend.admin.password}`);
}
const env = shopEnv(backend.url, backend.service);
Object.assign(process.env, env);

const outDir = join(projectRoot, 'dist');
await step('Building the site from PocketBase', 'read the build output above; `npm run build` reproduces it.', () => buildSite({ outDir, env }));
const server = await step('Starting the shop server', `make sure port ${shopPort} is free (or set PORT).`, () =>
  startShopServer({ buildDir: outDir, port: shopPort, host: shopHost }),
);

log(`Shop:      http://localhost:${shopPort}/`);
log(`Dashboard: ${backend.url}/_/  (operator: ${backend.admin.email})`);
log('Press Ctrl-C to stop.');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  log('Stopping...');
  await server.close();
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
