// @ts-check
// Continuous replication of the shop's database with Litestream
// (server/litestream-binary.mjs says which version and why): `npm start`
// runs `litestream replicate` beside PocketBase, copying every committed change
// of pb_data/data.db to the replica within about a second; `npm run restore`
// (scripts/restore.mjs) rebuilds the database from it. README, "Backups and
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
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { stopChild } from './pocketbase-process.mjs';
import { privateDir } from './private-files.mjs';
import { spawnTied } from './tied-child.mjs';
import { setting } from '../src/lib/settings.mjs';

/** How often Litestream copies new changes to the replica: the most a lost disk can cost. */
export const SYNC_INTERVAL = '1s';

/**
 * @typedef {{ kind: 'file', path: string } | { kind: 's3', url: string, endpoint?: string, region?: string }} ReplicaTarget
 * @typedef {{ kind: 'off' } | ReplicaTarget} Replica
 * @typedef {import('../src/lib/settings.mjs').Env} Env
 */

/**
 * Where the database is replicated, from REPLICA_URL (a folder, `s3://...` or `off`).
 * @param {Env} [env]
 */
export function replicaFromSettings(env = process.env) {
  const value = setting('REPLICA_URL', env);
  return replicaOf(value, env);
}

/**
 * @param {string} value REPLICA_URL's value
 * @param {Env} [env]
 * @returns {Replica}
 */
export function replicaOf(value, env = process.env) {
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
 * @param {Replica} replica
 */
export function describeReplica(replica) {
  if (replica.kind === 'off') return 'off';
  if (replica.kind === 'file') return replica.path;
  return replica.endpoint ? `${replica.url} at ${replica.endpoint}` : replica.url;
}

/**
 * Litestream's configuration for this data folder, written beside it (private, like the folder). JSON is YAML, and
 * `-no-expand-env` keeps a `$` in a path a `$`.
 * @param {string} dataDir
 * @param {ReplicaTarget} replica
 */
export function writeLitestreamConfig(dataDir, replica) {
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
 * @param {Env} [env]
 */
function litestreamEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => /^(LITESTREAM_|AWS_)/.test(name) || ['PATH', 'HOME', 'TMPDIR', 'TZ'].includes(name),
    ),
  );
}

/** The flags every Litestream command gets: this data folder's configuration, read literally. */
const configFlags = (/** @type {string} */ configFile) => ['-config', configFile, '-no-expand-env'];

/**
 * Starts `litestream replicate` on the data folder's database (PocketBase must have created it) and resolves once it
 * replicates. Tied to this process like PocketBase (server/tied-child.mjs). `stop()` ends it (SIGTERM: it
 * copies what is left, then exits) and waits.
 * @param {{ binary: string, dataDir: string, replica: Replica, onOutput?: (line: string) => void, timeoutMs?: number,
 *   env?: Record<string, string | undefined> }} options  `env`: where the bucket's keys are read (this process's environment by default)
 */
export async function startReplication({ binary, dataDir, replica, onOutput, timeoutMs = 30_000, env = process.env }) {
  if (replica.kind === 'off') throw new Error('replication is off (REPLICA_URL=off)');
  // The replica holds customers' data like the database: private (its files too, under the scripts' umask).
  if (replica.kind === 'file') privateDir(replica.path);
  const configFile = writeLitestreamConfig(dataDir, replica);
  const child = spawnTied(binary, ['replicate', ...configFlags(configFile)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: litestreamEnv(env),
  });
  let output = '';
  const take = (/** @type {Buffer} */ chunk) => {
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
  return { child, configFile, stop: () => stopChild(child) };
}

/**
 * Restores the newest state of the replica into `dataDir`/data.db (which must not exist). Returns when the copy is
 * complete; throws with Litestream's own message otherwise.
 * @param {{ binary: string, dataDir: string, replica: ReplicaTarget }} options
 */
export function restoreFromReplica({ binary, dataDir, replica }) {
  const configFile = writeLitestreamConfig(dataDir, replica);
  const db = join(resolve(dataDir), 'data.db');
  const run = spawnSync(binary, ['restore', ...configFlags(configFile), '-o', db, db], {
    encoding: 'utf8',
    env: litestreamEnv(),
  });
  if (run.status !== 0) throw new Error((run.stderr || run.stdout || `litestream restore exited ${run.status}`).trim());
  return { configFile, output: `${run.stdout}${run.stderr}` };
}

/**
 * When the replica's newest copy was made (the end of its newest generation): the restored data dates from then.
 * Null when Litestream cannot tell.
 * @param {{ binary: string, dataDir: string, replica: ReplicaTarget }} options
 */
export function replicaEnd({ binary, dataDir, replica }) {
  const configFile = writeLitestreamConfig(dataDir, replica);
  const run = spawnSync(binary, ['generations', ...configFlags(configFile), join(resolve(dataDir), 'data.db')], {
    encoding: 'utf8',
    env: litestreamEnv(),
  });
  if (run.status !== 0) return null;
  const ends = run.stdout
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/).at(-1) ?? '')
    .map((end) => Date.parse(end))
    .filter((t) => Number.isFinite(t));
  return ends.length ? new Date(Math.max(...ends)) : null;
}
