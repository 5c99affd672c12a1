// `npm test`: runs the linter and formatter check (`npm run lint`, seconds), then starts one real stack (PocketBase +
// build + server), runs the type check, vitest (unit, tooling, integration) and Playwright against it, and ends with one
// "N passed, N failed" line over all of them. `npm test -- <part> [<part>...]` runs only the parts named (lint, types,
// unit, tooling, integration, e2e: scripts/lib/test-parts.mjs); the whole stack is started only for integration and e2e, a
// PocketBase alone for the type check.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestStack } from './lib/test-stack.mjs';
import { summarizeReports } from './lib/test-summary.mjs';
import { testPlan } from './lib/test-parts.mjs';
import { projectRoot, log } from '../server/paths.ts';
import { setting } from '../src/lib/settings.mjs';

let plan;
try {
  plan = testPlan(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
}
const runs = (part) => plan.parts.includes(part);

const chrome = setting('CHROME_PATH');
if (plan.needsChromium && !existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. Browser tests need one: install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
      'or set CHROME_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

const bin = (name) => join(projectRoot, 'node_modules', '.bin', name);
function run(name, command, args, env = {}) {
  log(`▶ ${name}`);
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => done(code ?? 1));
  });
}

const results = [];

// First, being fast: Biome's lint and format check over the tree (biome.jsonc). Errors fail the run; warnings are
// printed only. The tests still run after a lint error, so one run shows everything that is wrong.
if (runs('lint')) results.push(['lint', await run('lint', bin('biome'), ['ci', '.'])]);
// Not test-results/: Playwright empties that folder when it starts.
const reports = join(projectRoot, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
let stack = null;
let env = {};
if (plan.stack !== 'none') {
  const full = plan.stack === 'full';
  log(full ? 'Starting the test stack (PocketBase, seed, build, server)...' : 'Starting PocketBase with the seed...');
  stack = await startTestStack({ build: full });
  env = {
    SHOP_TEST_STACK: JSON.stringify({ ...stack, stop: undefined }),
    PB_URL: stack.pbUrl,
    SHOP_SERVICE_EMAIL: stack.service.email,
    SHOP_SERVICE_PASSWORD: stack.service.password,
    CHROME_PATH: chrome,
  };
}

try {
  // The type check syncs the content collections from PocketBase first (src/content.config.ts); then the runtime
  // (server/) and the PocketBase hooks, each with its own tsconfig (npm run typecheck runs the same three).
  if (runs('types')) {
    results.push(['types', await run('type check', bin('astro'), ['check'], env)]);
    for (const project of ['server', 'pocketbase'])
      results.push([`types (${project})`, await run(`type check of ${project}/`, bin('tsc'), ['-p', project], env)]);
  }
  if (plan.vitestProjects.length) {
    results.push([
      'vitest',
      await run(
        'vitest',
        bin('vitest'),
        [
          'run',
          ...plan.vitestProjects.flatMap((project) => ['--project', project]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(reports, 'vitest.json')}`,
        ],
        env,
      ),
    ]);
  }
  if (runs('e2e')) {
    results.push([
      'playwright',
      await run('playwright', bin('playwright'), ['test'], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
      }),
    ]);
  }
} finally {
  await stack?.stop();
}

// One closing line across both runners, after the tests that failed or passed only on retry (test-summary.mjs).
const readReport = (file) =>
  existsSync(join(reports, file)) ? JSON.parse(readFileSync(join(reports, file), 'utf8')) : null;
const { passed, failed, failures, flaky } = summarizeReports({
  vitest: readReport('vitest.json'),
  playwright: readReport('playwright.json'),
  root: projectRoot,
});
if (flaky.length) console.log(`Passed only on retry (flaky):\n${flaky.map((line) => `  ~ ${line}`).join('\n')}`);
if (failures.length) console.log(`Failed tests:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
const failedSteps = results.filter(([, code]) => code !== 0).map(([name]) => name);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
