// @ts-check
// `npm run seed`: adds the demo data to the local PocketBase. Records that
// already exist (by slug, code or name) are left untouched.
import '../server/check-settings.mjs';
import { prepareBackend } from '../server/backend.mjs';
import { log } from '../server/paths.mjs';
import { setting } from '../src/lib/settings.mjs';

const backend = await prepareBackend({
  dataDir: setting('PB_DATA_DIR'),
  port: setting('PB_PORT'),
  seed: 'always',
});
await backend.stop();
log('Seed finished.');
