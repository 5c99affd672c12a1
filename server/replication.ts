// Continuous replication of the shop's database with Litestream
// (server/litestream-binary.ts says which version and why): `npm start`
// runs `litestream replicate` beside PocketBase, copying every committed change
// of pb_data/data.db to the replica within about a second; `npm run restore`
// (scripts/restore.mjs) rebuilds the database from it. docs/hosting.md, "Backups and
// restore".
//
// The replica is a folder (REPLICA_URL, `.data/replica` beside the data folder
// by default: set it to another disk or a network mount) or an S3-compatible
// bucket (`s3://bucket/path`, with REPLICA_S3_ENDPOINT for a service other than
// AWS). The bucket's keys reach Litestream in its environment
// (LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY), never in a file.
// Only data.db is replicated: it holds every order, account and setting.
// Uploaded pictures (pb_data/storage) and the logs database are in the nightly
// backups.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { stopChild } from './pocketbase-process.ts';
import { log as shopLog } from './paths.ts';
import { privateDir } from './private-files.ts';
import { spawnTied } from './tied-child.ts';
import { folderGenerations, type Generation, generation, type SnapshotEntry, type WalEntry } from './replica-chain.ts';
import { type ReplicaHealth, watchReplica } from './replica-watch.ts';
import { setting } from '../src/lib/settings.mjs';
import type { Env } from '../src/lib/settings.mjs';

/** How often Litestream copies new changes to the replica: the most a lost disk can cost. */
export const SYNC_INTERVAL = '1s';

export type ReplicaTarget =
  | { kind: 'file'; path: string }
  | { kind: 's3'; url: string; endpoint?: string; region?: string };
export type Replica = { kind: 'off' } | ReplicaTarget;

/**
 * Where the database is replicated, from REPLICA_URL (a folder, `s3://...` or `off`).
 */
export function replicaFromSettings(env: Env = process.env) {
  const value = setting('REPLICA_URL', env);
  return replicaOf(value, env);
}

/**
 * @param value REPLICA_URL's value
 */
export function replicaOf(value: string, env: Env = process.env): Replica {
  if (value === 'off') return { kind: 'off' };
  if (value.startsWith('s3://')) {
    const endpoint = setting('REPLICA_S3_ENDPOINT', env);
    const region = setting('REPLICA_S3_REGION', env);
    return { kind: 's3', url: value, ...(endpoint ? { endpoint } : {}), ...(region ? { region } : {}) };
  }
  return { kind: 'file', path: isAbsolute(value) ? value : resolve(value) };
}

/**
 * The replica in words, for logs (never a key).
 */
export function describeReplica(replica: Replica) {
  if (replica.kind === 'off') return 'off';
  if (replica.kind === 'file') return replica.path;
  return replica.endpoint ? `${replica.url} at ${replica.endpoint}` : replica.url;
}

/**
 * Litestream's configuration for this data folder, written beside it (private, like the folder). JSON is YAML, and
 * `-no-expand-env` keeps a `$` in a path a `$`.
 */
export function writeLitestreamConfig(dataDir: string, replica: ReplicaTarget) {
  const target =
    replica.kind === 'file'
      ? { path: replica.path }
      : {
          url: replica.url,
          ...(replica.endpoint ? { endpoint: replica.endpoint } : {}),
          ...(replica.region ? { region: replica.region } : {}),
        };
  const config = {
    dbs: [{ path: join(resolve(dataDir), 'data.db'), replicas: [{ ...target, 'sync-interval': SYNC_INTERVAL }] }],
  };
  const file = `${resolve(dataDir)}.litestream.yml`;
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  return file;
}

/**
 * Litestream's environment: the bucket's keys (LITESTREAM_* or AWS_*) and what any program needs, nothing else (the
 * shop's own secrets stay out of it).
 */
function litestreamEnv(env: Env = process.env) {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => /^(LITESTREAM_|AWS_)/.test(name) || ['PATH', 'HOME', 'TMPDIR', 'TZ'].includes(name),
    ),
  );
}

/** The flags every Litestream command gets: this data folder's configuration, read literally. */
const configFlags = (configFile: string) => ['-config', configFile, '-no-expand-env'];

/**
 * Starts `litestream replicate` on the data folder's database (PocketBase must have created it) and resolves once it
 * replicates. Tied to this process like PocketBase (server/tied-child.ts). `stop()` ends it (SIGTERM: it
 * copies what is left, then exits) and waits.
 * While it runs, the replica is watched (server/replica-watch.ts): if it loses its snapshot, this Litestream is
 * ended, with an ERROR in `log`, for its supervisor (server/supervise.ts) to start a new one, which writes one.
 * `env`: where the bucket's keys are read (this process's environment by default); `log`: the shop's log;
 * `watchEveryMs`: how often the replica is looked at (0: never).
 */
export async function startReplication({
  binary,
  dataDir,
  replica,
  onOutput,
  timeoutMs = 30_000,
  env = process.env,
  log = shopLog,
  watchEveryMs,
  report,
}: {
  binary: string;
  dataDir: string;
  replica: Replica;
  onOutput?: (line: string) => void;
  timeoutMs?: number;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  watchEveryMs?: number;
  /** Told what the watch finds (server/shop-health.ts replicaHealthRecorder writes it where operators see it). */
  report?: (health: ReplicaHealth) => void;
}) {
  if (replica.kind === 'off') throw new Error('replication is off (REPLICA_URL=off)');
  // The replica holds customers' data like the database: private (its files too, under the scripts' umask).
  if (replica.kind === 'file') privateDir(replica.path);
  const configFile = writeLitestreamConfig(dataDir, replica);
  const child = spawnTied(binary, ['replicate', ...configFlags(configFile)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: litestreamEnv(env),
  });
  let output = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    if (onOutput) for (const line of text.split('\n')) if (line.trim()) onOutput(line);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      fail(new Error(`Litestream did not start replicating within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      if (/replicating to/.test(output)) {
        clearTimeout(timer);
        clearInterval(poll);
        ready(undefined);
      }
    }, 50);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      clearInterval(poll);
      fail(new Error(`Litestream exited (${signal ?? `code ${code}`}) before replicating:\n${output}`));
    });
  });
  const watch =
    watchEveryMs === 0
      ? null
      : watchReplica({
          dataDir: resolve(dataDir),
          where: describeReplica(replica),
          hasSnapshot: (generation) => hasSnapshot({ binary, configFile, dataDir, replica, generation, env }),
          // On its own generation a new Litestream would write a snapshot, but no WAL from the generation's start:
          // still not restorable. Without its notes (only its own bookkeeping: the new snapshot holds every change)
          // it starts a new generation, snapshot first.
          restart: () => {
            child.once('exit', () =>
              rmSync(join(resolve(dataDir), '.data.db-litestream'), { recursive: true, force: true }),
            );
            child.kill('SIGTERM');
          },
          log,
          ...(report ? { report } : {}),
          ...(watchEveryMs ? { everyMs: watchEveryMs } : {}),
        });
  child.once('exit', () => watch?.stop());
  return {
    child,
    configFile,
    stop: () => {
      watch?.stop();
      return stopChild(child);
    },
  };
}

/**
 * Whether the replica holds a snapshot of `generation`: the folder's files, or Litestream's listing of the bucket.
 */
function hasSnapshot({
  binary,
  configFile,
  dataDir,
  replica,
  generation,
  env,
}: {
  binary: string;
  configFile: string;
  dataDir: string;
  replica: ReplicaTarget;
  generation: string;
  env?: Env;
}): Promise<boolean> {
  if (replica.kind === 'file') {
    const dir = join(replica.path, 'generations', generation, 'snapshots');
    return Promise.resolve(existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.snapshot.lz4')));
  }
  return new Promise((done, fail) =>
    execFile(
      binary,
      ['snapshots', ...configFlags(configFile), join(resolve(dataDir), 'data.db')],
      { encoding: 'utf8', env: litestreamEnv(env), timeout: 60_000 },
      (err, stdout, stderr) => {
        if (err) return fail(new Error((stderr || err.message).trim()));
        done(stdout.split('\n').some((line) => line.trim().split(/\s+/)[1] === generation));
      },
    ),
  );
}

/**
 * Restores the replica into `output` (which must not exist): its newest state, or the state at `timestamp` (an ISO
 * time) of `generation`. Returns when the copy is complete; throws with Litestream's own message otherwise.
 */
export function restoreFromReplica({
  binary,
  dataDir,
  replica,
  output,
  generation,
  timestamp,
}: {
  binary: string;
  dataDir: string;
  replica: ReplicaTarget;
  output?: string;
  generation?: string;
  timestamp?: string;
}) {
  const configFile = writeLitestreamConfig(dataDir, replica);
  const db = join(resolve(dataDir), 'data.db');
  const run = spawnSync(
    binary,
    [
      'restore',
      ...configFlags(configFile),
      ...(generation ? ['-generation', generation] : []),
      ...(timestamp ? ['-timestamp', timestamp] : []),
      '-o',
      output ?? db,
      db,
    ],
    { encoding: 'utf8', env: litestreamEnv() },
  );
  if (run.status !== 0) throw new Error((run.stderr || run.stdout || `litestream restore exited ${run.status}`).trim());
  return { configFile, output: `${run.stdout}${run.stderr}` };
}

/**
 * The replica's generations, snapshots and WAL segments (server/replica-chain.ts): read from the folder itself,
 * or listed by Litestream for a bucket.
 */
export function replicaGenerations({
  binary,
  dataDir,
  replica,
}: {
  binary: string;
  dataDir: string;
  replica: ReplicaTarget;
}): Generation[] {
  if (replica.kind === 'file') return folderGenerations(replica.path);
  const configFile = writeLitestreamConfig(dataDir, replica);
  const list = (command: string) => {
    const run = spawnSync(binary, [command, ...configFlags(configFile), join(resolve(dataDir), 'data.db')], {
      encoding: 'utf8',
      env: litestreamEnv(),
    });
    if (run.status !== 0) throw new Error((run.stderr || run.stdout).trim());
    return run.stdout
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols.length >= 5);
  };
  const byName = new Map<string, { snapshots: SnapshotEntry[]; wal: WalEntry[] }>();
  const of = (name: string) => {
    const entries = byName.get(name) ?? { snapshots: [], wal: [] };
    byName.set(name, entries);
    return entries;
  };
  for (const [, name = '', index, , created = ''] of list('snapshots'))
    of(name).snapshots.push({ index: Number(index), createdMs: Date.parse(created) });
  for (const [, name = '', index, offset, , created = ''] of list('wal'))
    of(name).wal.push({ index: Number(index), offset: Number(offset), createdMs: Date.parse(created) });
  return [...byName].map(([name, g]) => generation(name, g.snapshots, g.wal));
}
