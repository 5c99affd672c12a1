// `kill -9` on npm's own process under `npm start` must not leave the shop running detached. npm runs
// `sh -c "node scripts/check-node.cjs && node scripts/start.mjs"`: killing npm leaves the shell and scripts/start.mjs
// with nobody waiting for them, and with them PocketBase, the shop server, the publisher (both inside start.mjs),
// Litestream and a start-up build. scripts/start.mjs notices (server/tied-child.ts, watchLaunchers) and stops
// everything within a few seconds; the next `npm start` on the same folders then starts (it used to be refused,
// naming the PocketBase left running). The real `npm start`, through the npm CLI, on a copy of the seeded data.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../server/pocketbase-process.ts';
import { projectRoot } from '../../../server/paths.ts';
import { startFolder } from '@tests/harness/other-shop';
import { waitFor } from '@tests/harness/wait';

let root: string;
let dataDir: string;
let shopUrl: string;
let env: NodeJS.ProcessEnv;
let npmCli: string;
const everyPid = new Set<number>();

function info(pid: number): { args: string[]; ppid: number } | null {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    // a zombie has no command line any more: it is gone
    return args.length ? { args, ppid } : null;
  } catch {
    return null;
  }
}

const alive = (pid: number) => info(pid) !== null;

/** Every process under `pid`, with its command line. */
function descendants(pid: number): Map<number, string[]> {
  const children = new Map<number, number[]>();
  const args = new Map<number, string[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const found = info(Number(name));
    if (!found) continue;
    args.set(Number(name), found.args);
    children.set(found.ppid, [...(children.get(found.ppid) ?? []), Number(name)]);
  }
  const result = new Map<number, string[]>();
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length) {
    const next = queue.shift()!;
    result.set(next, args.get(next)!);
    queue.push(...(children.get(next) ?? []));
  }
  return result;
}

function npmStart() {
  const child: ChildProcess = spawn(process.execPath, [npmCli, 'start'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  everyPid.add(child.pid!);
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  return { child, output: () => out };
}

/** The processes of one `npm start`, by role, once it says it is ready. */
async function started(run: ReturnType<typeof npmStart>) {
  await waitFor(
    '`npm start` to be ready',
    async () => {
      if (run.child.exitCode !== null) throw new Error(`npm start exited (${run.child.exitCode}):\n${run.output()}`);
      return /Press Ctrl-C to stop/.test(run.output());
    },
    180_000,
  );
  // Litestream may start replicating a moment after.
  const find = () => {
    const tree = descendants(run.child.pid!);
    for (const pid of tree.keys()) everyPid.add(pid);
    const pick = (test: (args: string[]) => boolean) => [...tree].find(([, args]) => test(args))?.[0] ?? null;
    return {
      tree,
      shell: pick((args) => /(^|\/)sh$/.test(args[0]!) && args.includes('-c')),
      start: pick((args) => args.some((a) => a.endsWith('scripts/start.mjs'))),
      pocketbase: pick((args) => args.includes('serve') && args.includes(`--dir=${dataDir}`)),
      litestream: pick((args) => args.includes('replicate')),
    };
  };
  return waitFor('Litestream to run', async () => (find().litestream ? find() : null), 20_000);
}

const listening = (url: string) =>
  fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  const onPath = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'npm'));
  const npm = onPath.find((file) => existsSync(file));
  if (!npm) throw new Error('npm is not on PATH: this test runs the real `npm start`');
  npmCli = realpathSync(npm);
  const folder = await startFolder('shop-npm-killed-');
  root = folder.root;
  dataDir = folder.dataDir;
  const [pbPort, shopPort] = [await freePort(), await freePort()];
  shopUrl = `http://127.0.0.1:${shopPort}`;
  env = {
    ...process.env,
    // `npm start` runs `node`: the one running this test.
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
    PB_ADMIN_EMAIL: 'ops-npm-killed@shop.test',
    PB_ADMIN_PASSWORD: `op-${randomBytes(12).toString('hex')}`,
    PB_DATA_DIR: dataDir,
    PB_PORT: String(pbPort),
    PB_URL: `http://127.0.0.1:${pbPort}`,
    PORT: String(shopPort),
    SITE_BUILDS_DIR: join(root, 'builds'),
    PUBLISH_SCHEDULE: '1d',
    PUBLISH_QUIET_MS: '600000',
    SHOP_RATE_LIMITS: 'off',
  };
});

afterAll(async () => {
  for (const pid of everyPid) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  await waitFor('the processes to end', async () => ![...everyPid].some(alive), 20_000).catch(() => undefined);
  if (root) rmSync(root, { recursive: true, force: true });
}, 40_000);

describe('kill -9 on the npm process of `npm start`', () => {
  it('ends PocketBase, the shop server, the publisher and Litestream within seconds, and the next start runs', async () => {
    const first = npmStart();
    const procs = await started(first);
    expect(procs.shell, 'npm runs the script through a shell').not.toBeNull();
    expect(procs.start).not.toBeNull();
    expect(procs.pocketbase).not.toBeNull();
    expect(await listening(shopUrl)).toBe(true);
    // The stack as it was: the shell, start.mjs (the shop server and the publisher), PocketBase, Litestream, and the
    // start-up build when it still runs.
    const stack = [...procs.tree.keys()];

    const killedAt = Date.now();
    process.kill(first.child.pid!, 'SIGKILL');
    await waitFor(
      'everything `npm start` ran to end',
      async () => !stack.some(alive) && !(await listening(shopUrl)),
      10_000,
    ).catch(() => undefined);
    const tookMs = Date.now() - killedAt;
    const survivors = stack.filter(alive).map((pid) => `${pid} ${info(pid)?.args.slice(0, 3).join(' ')}`);
    expect(survivors, `still running after npm was killed:\n${first.output().slice(-2000)}`).toEqual([]);
    expect(await listening(shopUrl), 'the shop server still answers').toBe(false);
    expect(tookMs).toBeLessThan(10_000);
    expect(first.output()).toMatch(/The `npm start` that started this process \(process \d+\) has ended: stopping/);

    // The next start is not refused: same data folder, same ports.
    const second = npmStart();
    const next = await started(second);
    expect(second.output()).not.toContain('already running');
    expect(await listening(shopUrl)).toBe(true);
    expect(next.pocketbase).not.toBe(procs.pocketbase);
    console.log(
      `[supervisor-death] npm (pid ${first.child.pid}) killed: ${stack.length} processes and the shop server ended within ${(tookMs / 1000).toFixed(1)} s; the next npm start ran`,
    );
  }, 400_000);
});
