// `npm start` against a live data folder (hardening). Runs the real
// scripts/start.mjs on a copy of the seeded data, with every secret set in its
// environment, and watches every process on the machine while it starts:
//  - no process's command line (/proc/*/cmdline) holds a secret;
//  - no process but that PocketBase ever holds the data folder's database open
//    (/proc/*/fd): a second process opening data.db read-write and closing it
//    after PocketBase made a backup removes the WAL files PocketBase still
//    writes into, and every order acknowledged afterwards is lost at the next
//    crash;
//  - after a backup through the API, a second `npm start` and `npm run seed`
//    on the same live folder refuse without opening it, orders are placed,
//    PocketBase is killed with SIGKILL: `npm start` restarts it by itself
//    (saying so), every acknowledged order is there, and checkout works again
//    without anyone touching anything.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../server/pocketbase-process.ts';
import { projectRoot } from '../../../server/paths.ts';
import { callAction } from '@tests/harness/actions-client';
import { customer, newKey } from '@tests/harness/orders';
import { startFolder } from '@tests/harness/other-shop';
import { place, type SeedPlace } from '@tests/harness/seed';
import { cartTemplates, type CartTemplate } from './storm';
import type { PlaceOrderResult } from '@/features/checkout/contract';

const ORDERS = 30;

let root: string;
let dataDir: string;
let pbUrl: string;
let shopUrl: string;
let start: ChildProcess;
let output = '';
let admin: PocketBase;
let kathmandu: SeedPlace;
let templates: CartTemplate[];
const secrets: Record<string, string> = {};
let env: NodeJS.ProcessEnv;

/** What the watcher saw while it ran. */
const seen = {
  samples: 0,
  processes: new Set<number>(),
  secretsOnCommandLines: [] as string[],
  otherDbHolders: [] as string[],
  litestream: new Set<number>(),
};

function parentOf(pid: string | number): number | null {
  try {
    return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return null;
  }
}

function readCmdline(pid: string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/** One look at every process: command lines for secrets, open files for the database. */
function sample() {
  seen.samples++;
  const dbFiles = ['data.db', 'data.db-wal', 'data.db-shm'].map((f) => join(resolve(dataDir), f));
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const args = readCmdline(pid);
    if (!args) continue;
    seen.processes.add(Number(pid));
    const line = args.join(' ');
    for (const [name, value] of Object.entries(secrets)) {
      if (line.includes(value)) seen.secretsOnCommandLines.push(`${name} in pid ${pid}: ${args[0]} ${args[1] ?? ''}`);
    }
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (!dbFiles.includes(target)) continue;
      const isThePocketBase =
        args.includes('serve') && args.some((a) => a.startsWith('--dir=') && resolve(a.slice(6)) === resolve(dataDir));
      // Litestream, started by this `npm start`, holds the database to replicate it: one connection kept open with
      // SQLite's persistent-WAL flag, so it never deletes the WAL (server/litestream-binary.ts); the second
      // test proves no order is lost with it running.
      const isItsLitestream =
        args[1] === 'replicate' && args.includes(`${resolve(dataDir)}.litestream.yml`) && parentOf(pid) === start?.pid;
      if (isItsLitestream) seen.litestream.add(Number(pid));
      else if (!isThePocketBase) seen.otherDbHolders.push(`pid ${pid} (${args.slice(0, 3).join(' ')}) held ${target}`);
    }
  }
}

/** Samples every 50 ms until stopped. */
function watch(): () => void {
  let on = true;
  (async () => {
    while (on) {
      sample();
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return () => {
    on = false;
  };
}

function waitForOutput(pattern: RegExp, timeoutMs: number, child = start, text = () => output): Promise<void> {
  return new Promise((done, fail) => {
    const deadline = setTimeout(
      () => fail(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text().slice(-3000)}`)),
      timeoutMs,
    );
    const check = () => {
      if (pattern.test(text())) {
        clearTimeout(deadline);
        clearInterval(timer);
        done();
      } else if (child.exitCode !== null) {
        clearTimeout(deadline);
        clearInterval(timer);
        fail(new Error(`exited (${child.exitCode}) before ${pattern}:\n${text().slice(-3000)}`));
      }
    };
    const timer = setInterval(check, 100);
  });
}

/** Runs a project script to its end with the same environment; its output and exit code. */
interface ScriptRun {
  code: number | null;
  out: string;
}

function runScript(script: string, extraEnv: Record<string, string>): Promise<ScriptRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(projectRoot, 'scripts', script)], {
      cwd: projectRoot,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (c) => (out += c));
    child.stderr!.on('data', (c) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}

/** The pid of the PocketBase serving our data folder. */
function pocketbasePid(): number | null {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const args = readCmdline(pid);
    if (args?.includes('serve') && args.some((a) => a === `--dir=${dataDir}`)) return Number(pid);
  }
  return null;
}

async function healthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not healthy within ${timeoutMs} ms`);
}

async function placeOrder(template: CartTemplate, name: string) {
  return callAction<PlaceOrderResult>(
    'placeOrder',
    {
      idempotencyKey: newKey(),
      customer: customer(kathmandu, { name }),
      items: template.items,
      ...(template.couponCode ? { couponCode: template.couponCode } : {}),
      expectedTotal: template.expectedTotal,
    },
    { shopUrl },
  );
}

beforeAll(async () => {
  const folder = await startFolder('shop-npm-start-');
  root = folder.root;
  dataDir = folder.dataDir;
  const [pbPort, shopPort] = [await freePort(), await freePort()];
  pbUrl = `http://127.0.0.1:${pbPort}`;
  shopUrl = `http://127.0.0.1:${shopPort}`;
  const tag = randomBytes(6).toString('hex');
  Object.assign(secrets, {
    PB_ADMIN_EMAIL: `ops-${tag}@shop.test`,
    PB_ADMIN_PASSWORD: `adm-${randomBytes(18).toString('base64url')}`,
    SHOP_SERVICE_EMAIL: `svc-${tag}@shop.test`,
    SHOP_SERVICE_PASSWORD: `svc-${randomBytes(18).toString('base64url')}`,
    SITE_BUILD_TOKEN: `tok-${randomBytes(18).toString('base64url')}`,
  });
  env = {
    ...process.env,
    ...secrets,
    PB_DATA_DIR: dataDir,
    PB_PORT: String(pbPort),
    PB_URL: pbUrl,
    PORT: String(shopPort),
    SITE_BUILDS_DIR: join(root, 'builds'),
    PUBLISH_SCHEDULE: '1d',
    PUBLISH_QUIET_MS: '600000',
    SHOP_RATE_LIMITS: 'off',
  };
  const stopWatching = watch();
  try {
    start = spawn(process.execPath, [join(projectRoot, 'scripts', 'start.mjs')], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    start.stdout!.on('data', (c) => (output += c));
    start.stderr!.on('data', (c) => (output += c));
    await waitForOutput(/Press Ctrl-C to stop/, 120_000);
    // Litestream may open the database just after start-up is announced: watch on until it holds it (15 s at most).
    const until = Date.now() + 15_000;
    while (seen.litestream.size === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  } finally {
    stopWatching();
  }
  admin = new PocketBase(pbUrl);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(secrets.PB_ADMIN_EMAIL!, secrets.PB_ADMIN_PASSWORD!);
  kathmandu = await place('Kathmandu', 'Baneshwor', new PocketBase(pbUrl));
  templates = await cartTemplates(shopUrl, new PocketBase(pbUrl), kathmandu);
}, 240_000);

afterAll(async () => {
  if (start && start.exitCode === null) {
    const gone = new Promise((r) => start.once('exit', r));
    start.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 15_000))]);
    if (start.exitCode === null) start.kill('SIGKILL');
  }
  const left = dataDir ? pocketbasePid() : null;
  if (left) process.kill(left, 'SIGKILL');
  if (root) rmSync(root, { recursive: true, force: true });
}, 30_000);

describe('npm start on a live data folder', () => {
  it('puts no secret on any command line and lets no other process open the database while it starts', () => {
    expect(seen.samples).toBeGreaterThan(5);
    expect(seen.secretsOnCommandLines).toEqual([]);
    expect(seen.otherDbHolders).toEqual([]);
    expect(seen.litestream.size, 'npm start replicates with Litestream').toBeGreaterThan(0);
    expect(output).toMatch(/Replica: {3}\S+replica \(every change within about 1 s/);
    // The message sender runs beside the shop: SMS off here (the embedded default), email through the mail settings.
    expect(output).toContain('Messages to shoppers by SMS are written, not sent (SMS_PROVIDER=off).');
    expect(output).toContain('Sender: sending email through smtp.');
    // the operator's login was set inside PocketBase from its environment (the sign-in above used it)
    expect(admin.authStore.isValid).toBe(true);
    console.log(
      `[npm-start] start-up watched: ${seen.samples} samples of ${seen.processes.size} processes; no secret on a command line, no second holder of data.db`,
    );
  });

  it('keeps every acknowledged order through a backup, a second start and a seed on the live folder, and a SIGKILL', async () => {
    await admin.backups.create(`live-${Date.now()}.zip`);
    const stopWatching = watch();
    let second: ScriptRun;
    let seed: ScriptRun;
    try {
      [second, seed] = await Promise.all([
        runScript('start.mjs', { PB_PORT: String(await freePort()), PORT: String(await freePort()) }),
        runScript('seed.mjs', { PB_PORT: String(await freePort()) }),
      ]);
    } finally {
      stopWatching();
    }
    expect(second.code, second.out).not.toBe(0);
    // the refusal names the process, the `npm start` that runs it, and what to do
    expect(second.out).toContain(`PocketBase is already running on ${dataDir}: process ${pocketbasePid()} (`);
    expect(second.out).toContain(`It was started by process ${start.pid} (`);
    expect(seed.code, seed.out).not.toBe(0);
    expect(seed.out).toContain('PocketBase is already running on');
    expect(seen.otherDbHolders).toEqual([]);
    expect(seen.secretsOnCommandLines).toEqual([]);

    const acknowledged: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const answer = await placeOrder(templates[i % templates.length]!, `Live Folder ${i}`);
      expect(answer.error, answer.raw).toBeUndefined();
      acknowledged.push(answer.data!.orderNumber);
    }

    const pid = pocketbasePid();
    expect(pid).not.toBeNull();
    process.kill(pid!, 'SIGKILL');
    await waitForOutput(/PocketBase stopped unexpectedly \(signal SIGKILL\)/, 10_000);
    await waitForOutput(/PocketBase is running again/, 30_000);
    await healthy(pbUrl, 10_000);
    expect(pocketbasePid()).not.toBe(pid);

    const stored = await admin.collection('orders').getFullList({ fields: 'orderNumber', batch: 1000 });
    const numbers = new Set(stored.map((o) => o.orderNumber as string));
    const missing = acknowledged.filter((n) => !numbers.has(n));
    expect(missing, 'acknowledged orders lost').toEqual([]);
    console.log(
      `[npm-start] backup, second start and seed refused, ${ORDERS} orders acknowledged, PocketBase killed (SIGKILL): ${ORDERS - missing.length} of ${ORDERS} found`,
    );
  }, 180_000);

  it('restarts PocketBase by itself after SIGKILL, with back-off, and checkout recovers without help', async () => {
    for (let kill = 1; kill <= 2; kill++) {
      const pid = pocketbasePid();
      expect(pid).not.toBeNull();
      const before = output.length;
      process.kill(pid!, 'SIGKILL');
      const since = () => output.slice(before);
      await waitForOutput(/Restarting PocketBase in \d+ s \(attempt \d+\)/, 10_000, start, since);
      // checkout: the first shopper after the crash may be told to try again; a retry a moment later works
      const deadline = Date.now() + 60_000;
      let placed: Awaited<ReturnType<typeof placeOrder>> | null = null;
      let failures = 0;
      while (Date.now() < deadline) {
        placed = await placeOrder(templates[0]!, `After Crash ${kill}`);
        if (placed.data) break;
        expect(placed.error!.message).toBe('Failed to place order. Please try again.');
        failures++;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(placed?.data?.orderNumber, placed?.raw).toMatch(/^ORD-\d{6}$/);
      // The supervisor says so once its own readiness check passes, which can be a moment after the first order.
      await waitForOutput(/PocketBase is running again/, 30_000, start, since);
      console.log(`[npm-start] kill ${kill}: checkout recovered on its own after ${failures} refused attempts`);
    }
    expect(output).toMatch(/Restarting PocketBase in 2 s \(attempt 2\)/);
    expect(start.exitCode).toBeNull();
  });

  it('made the backups, the replica and the new data private (700/600)', () => {
    const backups = join(dataDir, 'backups');
    expect(lstatSync(backups).mode & 0o777).toBe(0o700);
    const zips = readdirSync(backups);
    expect(zips.length).toBeGreaterThan(0);
    for (const zip of zips) expect(lstatSync(join(backups, zip)).mode & 0o777, zip).toBe(0o600);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    for (const name of ['data.db', 'auxiliary.db'])
      expect(lstatSync(join(dataDir, name)).mode & 0o777, name).toBe(0o600);
    const replica = join(root, 'data', 'replica');
    expect(lstatSync(replica).mode & 0o777).toBe(0o700);
    for (const entry of readdirSync(replica, { recursive: true, withFileTypes: true })) {
      const mode = lstatSync(join(entry.parentPath, entry.name)).mode & 0o777;
      expect(mode, `replica ${entry.name}`).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }
    expect(existsSync(join(root, 'builds'))).toBe(true);
    expect(lstatSync(join(root, 'builds')).mode & 0o777).toBe(0o700);
  });

  it('kill -9 on npm start: PocketBase and Litestream end with it, and the next start is not refused', async () => {
    const pid = pocketbasePid();
    expect(pid).not.toBeNull();
    const replicating = [...seen.litestream].filter((p) => parentOf(p) === start.pid);
    const gone = new Promise((r) => start.once('exit', r));
    start.kill('SIGKILL');
    await gone;
    const deadline = Date.now() + 20_000;
    while ((pocketbasePid() !== null || replicating.some((p) => parentOf(p) !== null)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(pocketbasePid(), 'PocketBase outlived npm start').toBeNull();
    expect(
      replicating.filter((p) => parentOf(p) !== null),
      'Litestream outlived npm start',
    ).toEqual([]);
    // the folder is free: the seed (which refuses a live folder like npm start) runs on it
    const seed = await runScript('seed.mjs', { PB_PORT: String(await freePort()) });
    expect(seed.code, seed.out).toBe(0);
    console.log(
      '[npm-start] kill -9 on npm start: PocketBase and Litestream ended with it; the seed then ran on the folder',
    );
  }, 90_000);
});
