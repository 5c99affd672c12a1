// Starts a PocketBase process on 127.0.0.1 with the project's migrations and
// hooks, and prepares its accounts. Used by `npm start`, the seed script and
// the test harness alike, so tests run against exactly what shoppers get.
import { spawn } from 'node:child_process';
import { processInfo, spawnTied } from './tied-child.ts';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import PocketBase from 'pocketbase';
import { createServiceAccount, findServiceAccount, updateServiceAccount } from './data/shop-service.ts';
import { createSenderAccount, findSenderAccount, updateSenderAccount } from './data/message-senders.ts';
import { hooksDir, log, migrationsDir } from './paths.ts';
import { privateDir, tightenDataDir } from './private-files.ts';
import { setting } from '../src/lib/settings.mjs';
import { signInAsSuperuser } from '../src/lib/data/superusers.mjs';
import type { Env } from '../src/lib/settings.mjs';
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`PocketBase did not become healthy at ${url} within ${timeoutMs} ms`);
}

/** Secrets PocketBase has no use for: kept out of its environment. */
const NOT_FOR_POCKETBASE = [
  'SHOP_SERVICE_PASSWORD',
  'SITE_BUILD_TOKEN',
  'LITESTREAM_SECRET_ACCESS_KEY',
  'AWS_SECRET_ACCESS_KEY',
  'SMS_TOKEN',
];

/**
 * The PocketBase process already serving `dataDir` (its pid), or null. Linux reads /proc; elsewhere the pid file.
 */
export function runningOn(dataDir: string): number | null {
  const dir = resolve(dataDir);
  const pidFile = `${dir}.pid`;
  const candidates: number[] = [];
  if (existsSync('/proc')) {
    for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) candidates.push(Number(name));
  } else if (existsSync(pidFile)) {
    candidates.push(Number(readFileSync(pidFile, 'utf8')));
  }
  for (const pid of candidates) {
    if (pid === process.pid) continue;
    if (existsSync('/proc')) {
      let args: string[];
      try {
        args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        continue; // gone meanwhile
      }
      if (args.includes('serve') && args.some((a) => a.startsWith('--dir=') && resolve(a.slice(6)) === dir)) return pid;
    } else {
      try {
        process.kill(pid, 0);
        return pid;
      } catch {
        // stale pid file
      }
    }
  }
  return null;
}

/**
 * Is `pid` a Node process running one of the project's scripts (npm start, the seed, a test run)?
 */
function isNodeScript(pid: number) {
  const info = processInfo(pid);
  return Boolean(info && /(^|\/)node(js)?$/.test(info.args[0] ?? ''));
}

/**
 * The refusal when a PocketBase already serves the data folder: which process, who started it, what to do. Nothing
 * else may open a live data folder (docs/hosting.md, "Backups and restore").
 */
export function alreadyRunning(pid: number, dataDir: string) {
  const info = processInfo(pid);
  const command = info ? info.args.join(' ') : 'command line unknown';
  const parentPid = info?.ppid ?? 0;
  const parent = parentPid ? processInfo(parentPid) : null;
  const owner =
    parent && isNodeScript(parentPid)
      ? `It was started by process ${parentPid} (node ${parent.args.find((a) => /\.[cm]?js$/.test(a)) ?? parent.args.slice(1, 3).join(' ')}): stop that one (Ctrl-C in its terminal, or \`kill ${parentPid}\`), or use a different PB_DATA_DIR.`
      : `Stop it with \`kill ${pid}\` (it finishes its requests and closes the database), then start again.`;
  return (
    `PocketBase is already running on ${dataDir}: process ${pid} (${command}). ${owner} ` +
    'Never open a live data folder from a second process. To read or copy data meanwhile, use the dashboard or a backup (docs/hosting.md, "Backups and restore").'
  );
}

/**
 * A PocketBase this project started on `dataDir` (its pid file says so) whose `npm start` ended without stopping it
 * (killed with SIGKILL where children cannot be tied to their parent, server/tied-child.ts) is stopped
 * politely so this start can take over. True when it was. Anything else on the folder is left alone (refused).
 */
export async function takeOverOrphan(pid: number, dataDir: string) {
  let recorded = null;
  try {
    recorded = Number(readFileSync(`${resolve(dataDir)}.pid`, 'utf8'));
  } catch {
    return false;
  }
  const info = processInfo(pid);
  // Its parent is gone: it was handed to init (pid 1) or a subreaper, never to another Node process.
  if (recorded !== pid || !info || (info.ppid !== 1 && isNodeScript(info.ppid))) return false;
  console.log(
    `[shop] PocketBase (process ${pid}) was left running on ${dataDir} by an \`npm start\` that ended without stopping it: stopping it (SIGTERM) and taking over.`,
  );
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 15_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Spawns `serve`; migrations are applied on start. Resolves once /api/health
 * answers. `stop()` ends the process and waits for it.
 *
 * The operator's login reaches PocketBase in its environment (`admin`), never
 * on a command line; pocketbase/pb_hooks/accounts.pb.js sets it inside the
 * PocketBase process. Nothing else ever opens the data folder: a PocketBase
 * already running on it is refused here, before anything touches it.
 */
/**
 * `hooks`: another hooks folder (a test's copy of pocketbase/pb_hooks); the project's by default. `tied: false`
 * starts PocketBase as a platform without setpriv would (tests/integration/faults/orphan.test.ts).
 */
export async function startPocketBase({
  binary,
  dataDir,
  port,
  quiet = true,
  extraEnv = {},
  automigrate = true,
  admin = null,
  hooks = hooksDir,
  tied = true,
}: {
  binary: string;
  dataDir: string;
  port: number;
  quiet?: boolean;
  extraEnv?: Env;
  automigrate?: boolean;
  admin?: { email: string; password: string } | null;
  hooks?: string;
  tied?: boolean;
}) {
  let running = runningOn(dataDir);
  if (running && (await takeOverOrphan(running, dataDir))) running = runningOn(dataDir);
  if (running) throw new Error(alreadyRunning(running, dataDir));
  privateDir(dataDir);
  tightenDataDir(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const env: Env = { ...process.env, ...extraEnv };
  // Go's garbage collector took about 13% of PocketBase's CPU under checkout load (a CPU profile: bench/README.md,
  // "Checkout: the server's own fetch to PocketBase"). At 200 it runs half as often, for a few tens of MB more memory
  // (PocketBase holds about 80 MB). A GOGC set by the operator wins.
  env.GOGC ??= '200';
  // The hooks cannot import src/lib/settings.mjs: they get the site's URL resolved (SITE_URL, else following PORT).
  env.SITE_URL = setting('SITE_URL', env);
  for (const name of NOT_FOR_POCKETBASE) delete env[name];
  if (admin) Object.assign(env, { PB_ADMIN_EMAIL: admin.email, PB_ADMIN_PASSWORD: admin.password });
  // Tied to this process: PocketBase ends when it does, even on SIGKILL (server/tied-child.ts).
  const child = (tied ? spawnTied : spawn)(
    binary,
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      `--dir=${dataDir}`,
      `--migrationsDir=${migrationsDir}`,
      `--hooksDir=${hooks}`,
      '--hooksWatch=false',
      // One JS runtime per concurrent hook call: checkout bursts exceed the default 15.
      '--hooksPool=50',
      // Off for test stacks: a collection a test creates or changes must never write a migration file into the project.
      ...(automigrate ? [] : ['--automigrate=false']),
    ],
    { stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit', env },
  );
  const pidFile = `${resolve(dataDir)}.pid`;
  try {
    writeFileSync(pidFile, String(child.pid), { mode: 0o600 });
  } catch {
    // the parent folder is not writable: /proc still tells (Linux)
  }
  child.once('exit', () => rmSync(pidFile, { force: true }));
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  // A PocketBase that fails by itself (a panic's exit code, a signal such as SIGPIPE or SIGSEGV) says why on its
  // stderr, which a quiet start keeps: printed, or the cause would be lost with the process. A stop (SIGTERM, exit 0)
  // or a kill (SIGKILL) is not a failure.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping || signal === 'SIGKILL' || signal === 'SIGTERM' || code === 0) return;
    log(`PocketBase on ${url} ended by itself (${signal ?? `exit code ${code}`}); its last output:\n${stderr.trim()}`);
  });
  try {
    await waitForHealth(url, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err instanceof Error ? err.message : err}\n${stderr}`);
  }
  return {
    url,
    child,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

/**
 * Ends a child process politely (SIGTERM, then SIGKILL after 5 s) and waits for it.
 */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done(undefined);
    child.once('exit', () => done(undefined));
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * A client signed in as the superuser (set by pocketbase/pb_hooks/accounts.pb.js as PocketBase starts, so a sign-in
 * just after the start may be refused with 400 until the hook has run; tried again then, as on 429).
 */
export async function superuserClient(url: string, email: string, password: string) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await signInAsSuperuser(pb, email, password, { retryOn: [400, 429] });
  return pb;
}

/**
 * Makes sure the least-privilege account the shop's server uses exists with this password.
 */
export async function ensureServiceAccount(adminPb: PocketBase, email: string, password: string) {
  const existing = await findServiceAccount(adminPb, email);
  const data = { email, password, passwordConfirm: password, verified: true };
  if (existing) await updateServiceAccount(adminPb, existing.id, data);
  else await createServiceAccount(adminPb, data);
}

/**
 * Makes sure the message sender's own account (message_senders) exists with this password.
 */
export async function ensureSenderAccount(adminPb: PocketBase, email: string, password: string) {
  const existing = await findSenderAccount(adminPb, email);
  const data = { email, password, passwordConfirm: password, verified: true };
  if (existing) await updateSenderAccount(adminPb, existing.id, data);
  else await createSenderAccount(adminPb, data);
}
