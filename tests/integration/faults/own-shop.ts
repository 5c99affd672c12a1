// A shop of its own for fault tests: a PocketBase in a temp data dir (real
// migrations and seed) and the shop's server in a child process, serving the
// shared stack's build but pointed at this PocketBase. Either process can be
// killed with SIGKILL and started again on the same port and data, without
// touching the shared test stack. `stop()` ends every process it started and
// removes the temp dir; call it in afterAll.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { prepareBackend, shopEnv } from '../../../scripts/lib/backend.mjs';
import { freePort, startPocketBase, stopChild } from '../../../scripts/lib/pocketbase-process.mjs';
import { projectRoot } from '../../../scripts/lib/paths.mjs';
import { testStack } from '../../harness/stack';

export interface OwnShop {
  root: string;
  dataDir: string;
  binary: string;
  pbUrl: string;
  shopUrl: string;
  /** Superuser client (its token stays valid across restarts: same database). */
  admin: PocketBase;
  /** An anonymous client of this PocketBase. */
  anonymous(): PocketBase;
  killPocketBase(): Promise<void>;
  /** Sends PocketBase a signal without waiting for it to exit (SIGSTOP freezes it, SIGCONT thaws it). */
  signalPocketBase(signal: NodeJS.Signals): void;
  startPocketBase(): Promise<void>;
  killServer(): Promise<void>;
  /** Starts the shop's server (again) on the same port. */
  startServer(): Promise<void>;
  /** The last lines the server process printed (for failure messages). */
  serverLog(): string;
  stop(): Promise<void>;
}

interface Killable {
  child: ChildProcess;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
  });
}

async function kill(proc: Killable | null, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!proc) return;
  const gone = exited(proc.child);
  proc.child.kill(signal);
  await gone;
}

/** PocketBase seeded in a temp dir plus the shop's server on the stack's build; both started. */
export async function startOwnShop(): Promise<OwnShop> {
  const { buildDir } = testStack();
  if (!buildDir) throw new Error('The test stack has no build (buildDir): fault tests need one to serve.');
  const root = mkdtempSync(join(tmpdir(), 'shop-faults-'));
  const dataDir = join(root, 'pb_data');
  const pbPort = await freePort();
  const shopPort = await freePort();
  let pocketbase: Killable | null = null;
  let server: Killable | null = null;
  let log = '';

  const backend = await prepareBackend({ dataDir, port: pbPort, seed: 'always' }).catch((err: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw err;
  });
  pocketbase = backend;
  const env = { ...shopEnv(backend.url, backend.service), NODE_ENV: 'production' };
  const admin = new PocketBase(backend.url);
  admin.autoCancellation(false);
  admin.authStore.save(backend.adminPb.authStore.token, backend.adminPb.authStore.record);

  const shop: OwnShop = {
    root,
    dataDir,
    binary: backend.binary,
    pbUrl: backend.url,
    shopUrl: `http://127.0.0.1:${shopPort}`,
    admin,
    anonymous() {
      const pb = new PocketBase(backend.url);
      pb.autoCancellation(false);
      return pb;
    },
    async killPocketBase() {
      await kill(pocketbase);
      pocketbase = null;
    },
    signalPocketBase(signal) {
      pocketbase?.child.kill(signal);
    },
    async startPocketBase() {
      pocketbase = await startPocketBase({ binary: backend.binary, dataDir, port: pbPort });
    },
    async killServer() {
      await kill(server);
      server = null;
    },
    async startServer() {
      // serve-build.mjs: the project's server for one build, in its own process; it reports when it listens.
      const child = fork(join(projectRoot, 'scripts', 'bench', 'serve-build.mjs'), [buildDir, String(shopPort)], {
        cwd: projectRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-6000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      server = { child };
      await new Promise<void>((listening, reject) => {
        const timer = setTimeout(() => reject(new Error(`the shop server did not start within 60 s\n${log}`)), 60_000);
        child.once('message', () => {
          clearTimeout(timer);
          listening();
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`the shop server exited (${code}) before listening\n${log}`));
        });
      });
    },
    serverLog: () => log,
    async stop() {
      await kill(server);
      server = null;
      if (pocketbase) {
        pocketbase.child.kill('SIGCONT'); // in case a test froze it
        await stopChild(pocketbase.child);
      }
      pocketbase = null;
      rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    await shop.startServer();
  } catch (err) {
    await shop.stop();
    throw err;
  }
  return shop;
}

/** Polls `check` until it returns true (or throws when `timeoutMs` passes). */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`);
}
