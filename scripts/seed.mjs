// `npm run seed`: adds the demo data to the local PocketBase. Records that
// already exist (by slug, code or name) are left untouched.
import { prepareBackend } from './lib/backend.mjs';
import { defaultDataDir, log } from './lib/paths.mjs';

const backend = await prepareBackend({
  dataDir: process.env.PB_DATA_DIR ?? defaultDataDir,
  port: Number(process.env.PB_PORT ?? 8090),
  seed: 'always',
});
await backend.stop();
log('Seed finished.');
