// `npm run rollback`: makes the previous completed build live again.
import { buildStore } from './publish/builds.mjs';
import { log } from './lib/paths.mjs';

try {
  const dir = buildStore().rollback();
  log(`Rolled back: ${dir.split('/').pop()} is live.`);
} catch (err) {
  console.error(`[shop] ${err.message}`);
  process.exit(1);
}
