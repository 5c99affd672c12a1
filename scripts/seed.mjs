// @ts-check
// `npm run seed`: adds the demo data to the local PocketBase. Records that
// already exist (by slug, code or name) are left untouched.
import '../server/check-settings.ts';
import { prepareBackend } from '../server/backend.ts';
import { log } from '../server/paths.ts';
import { seedAll } from './seed/seed.mjs';
import { setting } from '../src/lib/settings.mjs';

const backend = await prepareBackend({
  dataDir: setting('PB_DATA_DIR'),
  port: setting('PB_PORT'),
  seed: { when: 'always', run: seedAll },
});
await backend.stop();
log('Seed finished.');
