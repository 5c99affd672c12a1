// A shop of its own for fault tests: a PocketBase in a temp data dir (real
// migrations and seed, copied from one seeded once per run) and the shop's server in a child process, serving the
// shared stack's build but pointed at this PocketBase. Either process can be
// killed with SIGKILL and started again on the same port and data, without
// touching the shared test stack. `stop()` ends every process it started and
// removes the temp dir; call it in afterAll.
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { prepareBackend, shopEnv } from '../../../scripts/lib/backend.mjs';
import { freePort, startPocketBase, stopChild } from '../../../scripts/lib/pocketbase-process.mjs';
import { startServerProcess } from '../../../scripts/lib/server-process.mjs';
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
  /** Starts whichever of PocketBase and the server is not running (so one failed test leaves no trap for the next). */
  ensureRunning(): Promise<void>;
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

const alive = (proc: Killable | null) =>
  proc !== null && proc.child.exitCode === null && proc.child.signalCode === null;

async function kill(proc: Killable | null, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!proc) return;
  const gone = exited(proc.child);
  proc.child.kill(signal);
  await gone;
}

export interface SeededData {
  dataDir: string;
  binary: string;
  adminToken: string;
  service: { email: string; password: string };
}

/**
 * A PocketBase data dir with the real migrations and seed, made once per test run (seeding draws images: slow on a
 * loaded machine) inside the shared stack's temp root, which goes when the stack stops. Each fault test file
 * works on its own copy. Test files run one after another, so no two make it at once.
 */
export async function seededData(): Promise<SeededData> {
  const made = join(testStack().root, 'faults-seeded');
  if (!existsSync(join(made, 'seeded.json'))) {
    const staging = mkdtempSync(join(testStack().root, 'faults-seeding-'));
    try {
      const backend = await prepareBackend({
        dataDir: join(staging, 'pb_data'),
        port: await freePort(),
        seed: 'always',
      });
      const info = { binary: backend.binary, adminToken: backend.adminPb.authStore.token, service: backend.service };
      await backend.stop();
      writeFileSync(join(staging, 'seeded.json'), JSON.stringify(info));
      renameSync(staging, made);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const info = JSON.parse(readFileSync(join(made, 'seeded.json'), 'utf8')) as Omit<SeededData, 'dataDir'>;
  return { ...info, dataDir: join(made, 'pb_data') };
}

/** PocketBase on a copy of the seeded data plus the shop's server on the stack's build; both started. */
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

  let seeded: SeededData;
  let backend: Awaited<ReturnType<typeof startPocketBase>>;
  try {
    seeded = await seededData();
    cpSync(seeded.dataDir, dataDir, { recursive: true });
    backend = await startPocketBase({ binary: seeded.binary, dataDir, port: pbPort });
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  pocketbase = backend;
  // NODE_ENV stays the test run's own: the build was made in the same mode (React's dev JSX needs it).
  const env = shopEnv(backend.url, seeded.service);
  const admin = new PocketBase(backend.url);
  admin.autoCancellation(false);
  // the seeded database's own operator token: no sign-in (rate limited), valid in every copy
  admin.authStore.save(seeded.adminToken, { id: '', collectionName: '_superusers', collectionId: '' });

  const shop: OwnShop = {
    root,
    dataDir,
    binary: seeded.binary,
    pbUrl: backend.url,
    shopUrl: `http://127.0.0.1:${shopPort}`,
    admin,
    anonymous() {
      const pb = new PocketBase(backend.url);
      pb.autoCancellation(false);
      return pb;
    },
    async ensureRunning() {
      if (!alive(pocketbase)) await shop.startPocketBase();
      else pocketbase!.child.kill('SIGCONT');
      if (!alive(server)) await shop.startServer();
    },
    async killPocketBase() {
      await kill(pocketbase);
      pocketbase = null;
    },
    signalPocketBase(signal) {
      pocketbase?.child.kill(signal);
    },
    async startPocketBase() {
      pocketbase = await startPocketBase({ binary: seeded.binary, dataDir, port: pbPort });
    },
    async killServer() {
      await kill(server);
      server = null;
    },
    async startServer() {
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-6000);
      };
      try {
        const { child } = await startServerProcess({
          buildDir,
          port: shopPort,
          env: { ...process.env, ...env },
          onOutput: keep,
        });
        server = { child };
      } catch (err) {
        throw new Error(`${(err as Error).message}\n${log}`);
      }
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
