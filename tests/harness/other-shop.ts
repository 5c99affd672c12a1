// Another shop server beside the stack's own, for tests that need other settings or processes they may kill. It
// serves the stack's build and is one of two kinds:
//   - on the stack's PocketBase (the default): e.g. with the rate limits on (`rateLimits: true`; the stack's own
//     server runs with SHOP_RATE_LIMITS=off, since the suite places thousands of orders from one address), or with
//     an image cache of its own;
//   - on a PocketBase of its own (`pocketbase: 'own'`), for fault tests: a temp data dir copied from one seeded once
//     per run (real migrations and seed). Either process can be killed with SIGKILL and started again on the same
//     port and data, without touching the shared stack. Its PocketBase can also be stopped politely, which hands
//     the test its data folder (`stopPocketBase()`: the only database a test may open itself, tests/harness/cash-day.ts).
// `stop()` ends every process it started (and removes the own PocketBase's temp dir); call it in afterAll.
import type { ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { prepareBackend, shopEnv } from '../../server/backend.ts';
import { freePort, runningOn, startPocketBase, stopChild } from '../../server/pocketbase-process.ts';
import { startServerProcess } from '../../server/server-process.ts';
import { seedAll } from '../../scripts/seed/seed.mjs';
import { testStack } from './stack';

export interface OtherShopOptions {
  /**
   * Rate limits on (SHOP_RATE_LIMITS is not inherited), and one proxy hop trusted (TRUST_PROXY=1) so a test can act
   * as many different clients by setting X-Forwarded-For. Without it the server inherits the test run's settings.
   */
  rateLimits?: boolean;
  /** Adds to or overrides the server's settings (e.g. TRUST_PROXY: '' to trust no proxy, IMAGE_CACHE_DIR). */
  env?: Record<string, string>;
  /** A fixed port (for a SITE_URL known before the start, e.g. the wallets' return addresses). */
  port?: number;
}

export interface OtherShop {
  /** The server's address (http://127.0.0.1:port). */
  shopUrl: string;
  /** The last lines the server printed (for failure messages). */
  serverLog(): string;
  /** Swaps the server to a build (the stack's by default) as the publisher does: a fresh build worker. */
  swap(buildDir?: string): Promise<void>;
  stop(): Promise<void>;
}

/** A shop on a PocketBase of its own, whose processes a test may kill, freeze and start again. */
export interface OwnShop extends OtherShop {
  root: string;
  dataDir: string;
  binary: string;
  pbUrl: string;
  /** Superuser client (its token stays valid across restarts: same database). */
  admin: PocketBase;
  /** An anonymous client of this PocketBase. */
  anonymous(): PocketBase;
  /** Starts whichever of PocketBase and the server is not running (so one failed test leaves no trap for the next). */
  ensureRunning(): Promise<void>;
  killPocketBase(): Promise<void>;
  /**
   * Stops PocketBase politely (SIGTERM: it finishes its requests and closes the database) and hands over its data
   * folder until `startPocketBase()`: the one way a test gets a database it may write to directly.
   */
  stopPocketBase(): Promise<StoppedPocketBase>;
  /** Sends PocketBase a signal without waiting for it to exit (SIGSTOP freezes it, SIGCONT thaws it). */
  signalPocketBase(signal: NodeJS.Signals): void;
  startPocketBase(): Promise<void>;
  killServer(): Promise<void>;
  /** Starts the shop's server (again) on the same port. */
  startServer(): Promise<void>;
}

/**
 * An own shop's data folder while its PocketBase is stopped. Only `OwnShop.stopPocketBase()` makes one (the class
 * is not exported and its private field makes the type nominal), so no test can pass the shared stack's live
 * database, or any other, where a stopped one is asked for.
 */
class StoppedData {
  readonly #dataDir: string;
  readonly #stillStopped: () => boolean;

  constructor(dataDir: string, stillStopped: () => boolean) {
    this.#dataDir = dataDir;
    this.#stillStopped = stillStopped;
  }

  /**
   * The path of its data.db; refused once the shop's PocketBase has started again, or while any PocketBase serves
   * the folder: a second process must never open a live database (it can lose committed writes).
   */
  database(): string {
    const pid = runningOn(this.#dataDir);
    if (!this.#stillStopped() || pid !== null) {
      throw new Error(
        `PocketBase is running on ${this.#dataDir}${pid === null ? '' : ` (process ${pid})`}: its database may be opened only while it is stopped (OwnShop.stopPocketBase).`,
      );
    }
    const file = join(this.#dataDir, 'data.db');
    if (!existsSync(file)) throw new Error(`${file} does not exist`);
    return file;
  }
}
export type StoppedPocketBase = StoppedData;

/** Starts another shop server on the stack's build: on the stack's PocketBase, or (`pocketbase: 'own'`) its own. */
export function startOtherShop(options: OtherShopOptions & { pocketbase: 'own' }): Promise<OwnShop>;
export function startOtherShop(options?: OtherShopOptions & { pocketbase?: 'stack' }): Promise<OtherShop>;
export async function startOtherShop(
  options: OtherShopOptions & { pocketbase?: 'stack' | 'own' } = {},
): Promise<OtherShop | OwnShop> {
  if (options.pocketbase === 'own') return startOwnShop(options);
  const { pbUrl, service } = testStack();
  const server = new ShopServer(serverEnv(pbUrl, service, options), options.port ?? 0);
  await server.start();
  return {
    shopUrl: server.url,
    serverLog: () => server.log,
    swap: (dir) => server.swap(dir),
    stop: () => server.stop(),
  };
}

function serverEnv(
  pbUrl: string,
  service: { email: string; password: string },
  { rateLimits = false, env = {} }: OtherShopOptions,
): Record<string, string | undefined> {
  const { SHOP_RATE_LIMITS, ...inherited } = process.env;
  return {
    ...inherited,
    ...(rateLimits ? { TRUST_PROXY: '1' } : { SHOP_RATE_LIMITS }),
    // NODE_ENV stays the test run's own: the build was made in the same mode (React's dev JSX needs it).
    ...shopEnv(pbUrl, service),
    ...env,
  };
}

/** The shop's server process; on a fixed port when given one (so it can be started again at the same address). */
class ShopServer {
  log = '';
  private child: ChildProcess | null = null;

  constructor(
    private readonly env: Record<string, string | undefined>,
    private port = 0,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return alive(this.child);
  }

  async start(): Promise<void> {
    const { buildDir } = testStack();
    if (!buildDir) throw new Error('The test stack has no build (buildDir is empty): start it with a build.');
    const keep = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-6000);
    };
    try {
      const { child, url } = await startServerProcess({ buildDir, port: this.port, env: this.env, onOutput: keep });
      this.child = child;
      this.port = Number(new URL(url).port);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${this.log}`);
    }
  }

  /** Asks the server for a build swap (server/serve-build.ts) and waits until the new build serves. */
  swap(buildDir = testStack().buildDir): Promise<void> {
    const child = this.child;
    if (!child) return Promise.reject(new Error('the server is not running'));
    return new Promise((done, fail) => {
      const onMessage = (message: { swapped?: string; swapFailed?: string; error?: string }) => {
        if (message?.swapped === undefined && message?.swapFailed === undefined) return;
        child.off('message', onMessage);
        if (message.swapFailed !== undefined) {
          fail(new Error(`the swap to ${message.swapFailed} failed: ${message.error ?? 'no reason given'}`));
        } else done();
      };
      child.on('message', onMessage);
      child.send({ swap: buildDir });
    });
  }

  /** Ends it at once (SIGKILL), as a crash would. */
  async kill(): Promise<void> {
    await kill(this.child);
    this.child = null;
  }

  /** Ends it politely (SIGTERM, then SIGKILL after 5 s). */
  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child);
    this.child = null;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
  });
}

const alive = (child: ChildProcess | null): child is ChildProcess =>
  child !== null && child.exitCode === null && child.signalCode === null;

async function kill(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!child) return;
  const gone = exited(child);
  child.kill(signal);
  await gone;
}

export interface SeededData {
  dataDir: string;
  binary: string;
  adminToken: string;
  service: { email: string; password: string };
  /** the message sender's own account (message_senders) */
  sender: { email: string; password: string };
}

/**
 * A PocketBase data dir with the real migrations and seed, made once per test run (seeding draws images: slow on a
 * loaded machine) inside the shared stack's temp root, which goes when the stack stops. Each own-PocketBase shop
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
        seed: { when: 'always', run: seedAll },
        automigrate: false,
      });
      const info = {
        binary: backend.binary,
        adminToken: backend.adminPb.authStore.token,
        service: backend.service,
        sender: { email: backend.sender.email, password: backend.sender.password },
      };
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

/**
 * A folder laid out as `npm start` lays out a shop's: `data/pb_data` (a copy of the seeded data, private like the
 * real one) and `builds/current`, the stack's build, so the shop serves at once and its start-up build runs behind.
 */
export async function startFolder(prefix: string): Promise<{ root: string; dataDir: string; seeded: SeededData }> {
  const seeded = await seededData();
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(root, 'data', 'pb_data');
  mkdirSync(join(root, 'data'), { mode: 0o700 });
  cpSync(seeded.dataDir, dataDir, { recursive: true });
  mkdirSync(join(root, 'builds'), { mode: 0o700 });
  symlinkSync(testStack().buildDir, join(root, 'builds', 'current'));
  return { root, dataDir, seeded };
}

/** PocketBase on a copy of the seeded data plus the shop's server on the stack's build; both started. */
async function startOwnShop(options: OtherShopOptions): Promise<OwnShop> {
  if (!testStack().buildDir) throw new Error('The test stack has no build (buildDir): fault tests need one to serve.');
  const root = mkdtempSync(join(tmpdir(), 'shop-faults-'));
  const dataDir = join(root, 'pb_data');
  const pbPort = await freePort();
  const shopPort = await freePort();
  let pocketbase: ChildProcess | null = null;
  // The polite stop of the PocketBase now running; each start makes a new one and ends any StoppedData handed out.
  let stopCurrent: (() => Promise<void>) | null = null;
  let starts = 0;

  let seeded: SeededData;
  let backend: Awaited<ReturnType<typeof startPocketBase>>;
  try {
    seeded = await seededData();
    cpSync(seeded.dataDir, dataDir, { recursive: true });
    backend = await startPocketBase({ binary: seeded.binary, dataDir, port: pbPort, automigrate: false });
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  pocketbase = backend.child;
  stopCurrent = backend.stop;
  starts++;
  const server = new ShopServer(serverEnv(backend.url, seeded.service, options), shopPort);
  const admin = new PocketBase(backend.url);
  admin.autoCancellation(false);
  // the seeded database's own operator token: no sign-in (rate limited), valid in every copy
  admin.authStore.save(seeded.adminToken, { id: '', collectionName: '_superusers', collectionId: '' });

  const shop: OwnShop = {
    root,
    dataDir,
    binary: seeded.binary,
    pbUrl: backend.url,
    shopUrl: server.url,
    admin,
    anonymous() {
      const pb = new PocketBase(backend.url);
      pb.autoCancellation(false);
      return pb;
    },
    async ensureRunning() {
      if (!alive(pocketbase)) await shop.startPocketBase();
      else pocketbase.kill('SIGCONT');
      if (!server.running) await shop.startServer();
    },
    async killPocketBase() {
      await kill(pocketbase);
      pocketbase = null;
    },
    async stopPocketBase() {
      if (alive(pocketbase)) {
        pocketbase.kill('SIGCONT'); // a frozen one could not stop
        await stopCurrent?.();
      }
      pocketbase = null;
      const stoppedAt = starts;
      return new StoppedData(dataDir, () => starts === stoppedAt && !alive(pocketbase));
    },
    signalPocketBase(signal) {
      pocketbase?.kill(signal);
    },
    async startPocketBase() {
      starts++; // before the start: from here on, no StoppedData opens the folder
      const started = await startPocketBase({ binary: seeded.binary, dataDir, port: pbPort, automigrate: false });
      pocketbase = started.child;
      stopCurrent = started.stop;
    },
    killServer: () => server.kill(),
    swap: (dir) => server.swap(dir),
    startServer: () => server.start(),
    serverLog: () => server.log,
    async stop() {
      await server.kill();
      if (pocketbase) {
        pocketbase.kill('SIGCONT'); // in case a test froze it
        await stopChild(pocketbase);
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
