// `npm start` that fails part-way leaves nothing behind: here the shop server
// cannot start (the earlier build it would serve is broken), after PocketBase
// has started and while the start-up rebuild runs. PocketBase must be stopped
// (its port free again), no build may keep running, and the log says so.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../../server/pocketbase-process.ts';

const root = mkdtempSync(join(tmpdir(), 'start-failure-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function listening(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });
}

/** Processes whose environment names this test's folder (PocketBase and builds started for it). */
function processesUsing(marker: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (
        readFileSync(`/proc/${name}/environ`, 'utf8').includes(marker) ||
        readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker)
      ) {
        pids.push(Number(name));
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

it('a start-up that fails after PocketBase started stops it and leaves no process behind', async () => {
  const [pbPort, shopPort] = await Promise.all([freePort(), freePort()]);
  const builds = join(root, 'builds');
  mkdirSync(join(builds, 'site-broken'), { recursive: true });
  symlinkSync('site-broken', join(builds, 'current'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      POCKETBASE_BIN: process.env.POCKETBASE_BIN,
      PB_PORT: String(pbPort),
      PB_DATA_DIR: join(root, 'data', 'pb_data'),
      PORT: String(shopPort),
      SITE_BUILDS_DIR: builds,
      PUBLISH_SCHEDULE: '1d',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const code = await new Promise<number | null>((ok) => child.on('exit', ok));

  expect(output).toContain('FAILED: Starting the shop server');
  expect(output).toContain('Nothing is running.');
  expect(code).toBe(1);
  expect(await listening(pbPort)).toBe(false);
  // PocketBase and the start-up build get a moment to finish stopping.
  await expect.poll(() => processesUsing(root), { timeout: 10_000 }).toEqual([]);
}, 240_000);
