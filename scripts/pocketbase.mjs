// `npm run pocketbase`: PocketBase alone, as `npm start` prepares it (obtained, migrated, the operator login and the
// shop's service account set, demo data seeded into an empty database), without building or serving the site. For
// working on the schema, the hooks or the dashboard, or beside `npm run dev`. Ctrl-C stops it.
import '../server/check-settings.ts';
import { dirname } from 'node:path';
import { prepareBackend } from '../server/backend.ts';
import { log } from '../server/paths.ts';
import { seedAll } from './seed/seed.mjs';
import { setting } from '../src/lib/settings.mjs';

const dataDir = setting('PB_DATA_DIR');
let backend;
try {
  backend = await prepareBackend({ dataDir, port: setting('PB_PORT'), seed: { when: 'if-empty', run: seedAll } });
} catch (err) {
  console.error(`[shop] FAILED: starting PocketBase\n${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
// Whatever ends this process, PocketBase does not outlive it.
process.on('exit', () => {
  if (backend.child.exitCode === null) backend.child.kill('SIGTERM');
});
backend.child.once('exit', (code) => {
  log(`PocketBase stopped (exit code ${code}).`);
  process.exit(code ?? 1);
});

if (backend.admin.generated) log(`Created the operator login (saved in ${dirname(dataDir)}/admin-credentials.json).`);
log(`Dashboard: ${backend.url}/_/  (operator: ${backend.admin.email})`);
log(`API:       ${backend.url}/api/  (the shop's service account is saved in ${dirname(dataDir)}/)`);
log('Press Ctrl-C to stop.');

async function shutdown() {
  log('Stopping...');
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
