// `npm run serve`: serves the live build (.builds/current) and follows every
// switch the publisher makes. Needs PB_URL and the service account's
// credentials for checkout and on-demand pages.
import { attachedConfig } from './lib/runtime-config.mjs';
import { startShopServer } from './lib/shop-server.mjs';
import { buildStore } from './publish/builds.mjs';
import { followLiveBuild } from './publish/live.mjs';
import { log } from './lib/paths.mjs';

const { env } = attachedConfig();
Object.assign(process.env, env);
const store = buildStore();
if (!store.currentBuild()) {
  console.error('[shop] No build yet: run `npm run rebuild` (or `npm start`) first.');
  process.exit(1);
}
const server = await startShopServer({
  buildDir: store.currentBuild(),
  port: Number(process.env.PORT ?? 4321),
  host: process.env.HOST ?? '127.0.0.1',
});
followLiveBuild(server, store, { log });
log(`Serving ${server.url}`);
