// `npm run serve`: serves the live build (.builds/current) and follows every
// switch the publisher makes. Needs PB_URL and the service account's
// credentials for checkout and on-demand pages.
import '../server/check-settings.ts';
import { attachedConfig } from '../server/runtime-config.ts';
import { startShopServer } from '../server/shop-server.ts';
import { buildStore } from '../server/publish/builds.ts';
import { followLiveBuild } from '../server/publish/live.ts';
import { log } from '../server/paths.ts';
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
