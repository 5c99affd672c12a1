// `kill -9` on the process that started PocketBase (npm start) must not leave PocketBase running, holding its port
// and its data folder (server/tied-child.ts): the children end with their parent. Where they cannot be tied
// (no setpriv), the next start recognises the orphan by its pid file and takes over. A PocketBase that still has its
// parent is refused with a message naming the process, its parent and what to do. A parent process
// (fixtures/pocketbase-parent.mjs) starts PocketBase and Litestream exactly as `npm start` does.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPocketBase } from '../../../server/pocketbase-process.ts';
import { tiedToParent } from '../../../server/tied-child.ts';
import { testStack } from '@tests/harness/stack';
import { waitFor } from '@tests/harness/wait';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'pocketbase-parent.mjs');
let root: string;
const started: number[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'shop-orphan-'));
});

afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone (the point of these tests)
    }
  }
  rmSync(root, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    // a zombie has no command line any more
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').length > 0;
  } catch {
    return false;
  }
};

async function startParent(dataDir: string, port: number, mode: 'tied' | 'untied', replicaDir?: string) {
  const parent: ChildProcess = fork(
    FIXTURE,
    [testStack().binary, dataDir, String(port), mode, ...(replicaDir ? [replicaDir] : [])],
    { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  let out = '';
  parent.stdout!.on('data', (c) => (out += c));
  parent.stderr!.on('data', (c) => (out += c));
  const pids = await new Promise<{ pocketbase: number; litestream: number | null }>((done, fail) => {
    parent.once('message', (m) => done(m as { pocketbase: number; litestream: number | null }));
    parent.once('exit', (code) => fail(new Error(`parent exited (${code}):\n${out}`)));
  });
  started.push(pids.pocketbase, ...(pids.litestream ? [pids.litestream] : []));
  return { parent, pids };
}

async function killHard(child: ChildProcess) {
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}

describe('PocketBase and Litestream never outlive npm start', () => {
  it('kill -9 on the parent: PocketBase and Litestream end with it; the next start on the folder is not refused', async () => {
    expect(tiedToParent, 'util-linux setpriv is installed (Debian: util-linux)').toBe(true);
    const dataDir = join(root, 'tied', 'pb_data');
    const port = await freePort();
    const { parent, pids } = await startParent(dataDir, port, 'tied', join(root, 'tied', 'replica'));
    expect(alive(pids.pocketbase)).toBe(true);
    expect(alive(pids.litestream!)).toBe(true);
    await killHard(parent);
    await waitFor(
      'PocketBase and Litestream to end with their parent',
      async () => !alive(pids.pocketbase) && !alive(pids.litestream!),
      20_000,
    );
    const next = await startPocketBase({ binary: testStack().binary, dataDir, port });
    started.push(next.child.pid!);
    expect((await fetch(`${next.url}/api/health`)).ok).toBe(true);
    await next.stop();
    console.log(
      '[orphan] kill -9 on the parent: PocketBase and Litestream ended with it; the next start took the folder',
    );
  }, 120_000);

  it('where children cannot be tied (no setpriv), the next start takes over its own orphan', async () => {
    const dataDir = join(root, 'untied', 'pb_data');
    const port = await freePort();
    const { parent, pids } = await startParent(dataDir, port, 'untied');
    await killHard(parent);
    // left behind: still serving the folder
    expect(alive(pids.pocketbase)).toBe(true);
    const said: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => said.push(args.join(' '));
    let next: Awaited<ReturnType<typeof startPocketBase>>;
    try {
      next = await startPocketBase({ binary: testStack().binary, dataDir, port });
    } finally {
      console.log = log;
    }
    started.push(next.child.pid!);
    expect(said.join('\n')).toContain(`PocketBase (process ${pids.pocketbase}) was left running on ${dataDir}`);
    expect(alive(pids.pocketbase)).toBe(false);
    expect((await fetch(`${next.url}/api/health`)).ok).toBe(true);
    await next.stop();
  }, 120_000);

  it('a PocketBase whose parent still runs is refused, naming the process, its parent and what to do', async () => {
    const dataDir = join(root, 'live', 'pb_data');
    const port = await freePort();
    const { parent, pids } = await startParent(dataDir, port, 'tied');
    try {
      const second = startPocketBase({ binary: testStack().binary, dataDir, port: await freePort() });
      await expect(second).rejects.toThrow(`PocketBase is already running on ${dataDir}: process ${pids.pocketbase} (`);
      const message = await second.catch((err: Error) => err.message);
      expect(message).toContain(`--dir=${dataDir}`);
      expect(message).toContain(`It was started by process ${parent.pid} (`);
      expect(message).toContain(`kill ${parent.pid}`);
      expect(message).not.toContain('Ctrl-C on `npm start`');
      console.log(`[orphan] refusal: ${message}`);
    } finally {
      await killHard(parent);
    }
    await waitFor('PocketBase to end with its parent', async () => !alive(pids.pocketbase), 20_000);
  }, 120_000);
});
