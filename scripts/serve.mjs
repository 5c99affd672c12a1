// `npm run serve`: serves the live build (.builds/current) and follows every
// switch the publisher makes. Needs PB_URL and the service account's
// credentials for checkout and on-demand pages.
import './lib/check-settings.mjs';
import { attachedConfig } from './lib/runtime-config.mjs';
import { startShopServer } from './lib/shop-server.mjs';
import { buildStore } from './publish/builds.mjs';
import { followLiveBuild } from './publish/live.mjs';
import { log } from './lib/paths.mjs';
import { setting } from '../src/lib/settings.mjs';

const { env } = attachedConfig();
// Handed on to the shop server this process runs (it reads them as settings).
Object.assign(process.env, env);
const store = buildStore();
if (!store.currentBuild()) {
  console.error('[shop] No build yet: run `npm run rebuild` (or `npm start`) first.');
  process.exit(1);
}
const server = await startShopServer({
  buildDir: store.currentBuild(),
  port: setting('PORT'),
  host: setting('HOST'),
});
followLiveBuild(server, store, { log });
log(`Serving ${server.url}`);
