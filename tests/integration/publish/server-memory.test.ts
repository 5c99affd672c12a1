// The server's memory stays flat across build switches: each build's server
// bundle runs in a worker thread that ends when the build is replaced, so no
// module, listener or cache of an old build stays behind (importing each
// build into the server process kept ~4-7 MB and an `unhandledRejection`
// listener per switch).
import { afterAll, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { testStack } from '@tests/harness/stack';
import { projectRoot } from '../../../server/paths.ts';

const SWITCHES = 30;
const run = promisify(execFile);
// Inside the project: a server bundle resolves its packages from node_modules.
const root = mkdtempSync(join(projectRoot, '.builds', 'test-switches-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it(`keeps listeners and heap flat over ${SWITCHES} build switches`, async () => {
  const { buildDir } = testStack();
  // Each switch loads a server bundle from a new folder, as each new build does (the static files are shared).
  const dirs = Array.from({ length: SWITCHES + 2 }, (_, i) => {
    const dir = join(root, `site-${String(i).padStart(2, '0')}`);
    mkdirSync(dir);
    cpSync(join(buildDir, 'server'), join(dir, 'server'), { recursive: true });
    symlinkSync(join(buildDir, 'client'), join(dir, 'client'));
    return dir;
  });
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', join(import.meta.dirname, 'fixtures', 'switch-builds.mjs'), ...dirs],
    {
      cwd: projectRoot,
      env: process.env,
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!);
  expect(result.switches).toBe(SWITCHES);
  expect(result.statuses).toEqual([200]);
  expect(result.after.listeners).toBe(result.before.listeners);
  expect(result.after.workers).toBe(1);
  // Generous: importing each build into the process grew the heap by ~4 MB per switch (over 100 MB here).
  expect(result.after.heap - result.before.heap).toBeLessThan(15 * 1024 * 1024);
}, 300_000);
