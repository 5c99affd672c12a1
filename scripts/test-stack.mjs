// `npm run test:stack`: starts the test stack `npm test` uses (PocketBase with the seed, a build, the shop's server,
// scripts/lib/test-stack.mjs) and keeps it running, so single test files run against it in seconds instead of each
// run building the site again. It writes the settings the tests read to .cache/test-stack.env (mode 600):
//   source .cache/test-stack.env && npx vitest run --project integration tests/integration/orders/privacy.test.ts
// (README, "Running one test against a running stack"). Ctrl-C stops the stack and removes the file.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestStack } from './lib/test-stack.mjs';
import { log, projectRoot } from '../server/paths.ts';

log('Starting the test stack (PocketBase, seed, build, server)...');
const stack = await startTestStack();
const { stop, ...info } = stack;
const file = join(projectRoot, '.cache', 'test-stack.env');
/** A single-quoted shell word. */
const quoted = (value) => `'${String(value).replaceAll("'", "'\\''")}'`;
const env = {
  SHOP_TEST_STACK: JSON.stringify(info),
  PB_URL: info.pbUrl,
  SHOP_SERVICE_EMAIL: info.service.email,
  SHOP_SERVICE_PASSWORD: info.service.password,
};
mkdirSync(join(projectRoot, '.cache'), { recursive: true, mode: 0o700 });
writeFileSync(
  file,
  `${Object.entries(env)
    .map(([name, value]) => `export ${name}=${quoted(value)}`)
    .join('\n')}\n`,
  {
    mode: 0o600,
  },
);

log(`Shop:       ${info.shopUrl}`);
log(`PocketBase: ${info.pbUrl}/_/  (operator: ${info.admin.email} / ${info.admin.password})`);
log('In another terminal:');
log('  source .cache/test-stack.env');
log('  npx vitest run --project integration tests/integration/<folder>/<file>.test.ts');
log('  npx playwright test tests/e2e/<file>.spec.ts');
log('Press Ctrl-C to stop.');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  log('Stopping the test stack...');
  rmSync(file, { force: true });
  await stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
