// Watches, while the shop runs, that the replica can still be restored: that it
// holds a snapshot of the generation Litestream is writing (server/replication.ts).
//
// Litestream 0.3 writes a snapshot only when a generation starts. If the replica
// folder or bucket is emptied, or replaced by another one, while it runs, it
// goes on writing WAL segments into it with no snapshot under them: nothing in
// the replica can be restored, and Litestream says nothing. Every `everyMs` this
// looks; after two misses in a row (a snapshot is written within a second of a
// new generation, so one miss can be that moment) it logs an ERROR and restarts
// Litestream on a new generation (server/replication.ts), which starts with a
// snapshot of the whole database. If the snapshot still does not come, it logs an ERROR at every
// look, and tries a restart again every RETRY_MS; when the replica holds a
// snapshot again, it says so.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a look found, for the operator's record (the shop_health collection). */
export interface ReplicaHealth {
  state: 'ok' | 'failing';
  message: string;
  /** When the replica was first seen without a snapshot (ms), or null while it is ok. */
  failingSince: number | null;
}

/** How often the replica is looked at by default: a lost snapshot is noticed within about half a minute. */
export const WATCH_EVERY_MS = 15_000;
const RETRY_MS = 5 * 60_000;

/**
 * What is known about each data folder's replica, kept across Litestream restarts (each start watches anew).
 */
const state: Map<string, { missingSince: number | null; restartedAt: number }> = new Map();

/**
 * The generation Litestream is writing for the data folder's database (its own note beside the database), or null
 * before it has started one.
 */
export function currentGeneration(dataDir: string) {
  const file = join(dataDir, '.data.db-litestream', 'generation');
  if (!existsSync(file)) return null;
  const name = readFileSync(file, 'utf8').trim();
  return /^[0-9a-f]{16}$/.test(name) ? name : null;
}

/**
 * `restart` ends this Litestream so that its supervisor starts a new one (server/supervise.ts).
 */
export function watchReplica({
  dataDir,
  where,
  hasSnapshot,
  restart,
  log,
  everyMs = WATCH_EVERY_MS,
  report,
}: {
  dataDir: string;
  where: string;
  hasSnapshot: (generation: string) => Promise<boolean>;
  restart: () => void;
  log: (line: string) => void;
  everyMs?: number;
  /** Told what each look found when it differs from what it last told (server/shop-health.ts records it). */
  report?: (health: ReplicaHealth) => void;
}) {
  const known = state.get(dataDir) ?? { missingSince: null, restartedAt: 0 };
  state.set(dataDir, known);
  let misses = 0;
  let busy = false;
  let stopped = false;
  const at = (ms: number) => new Date(ms).toISOString();
  let told = '';
  const tell = (health: ReplicaHealth) => {
    const said = `${health.state}\n${health.message}`;
    if (said === told || !report) return;
    told = said;
    report(health);
  };
  // What an error line says, for the operator's record: without the log's "ERROR: " prefix.
  const fail = (line: string) => {
    log(line);
    tell({ state: 'failing', message: line.replace(/^ERROR: /, ''), failingSince: known.missingSince });
  };
  const look = async () => {
    const generation = currentGeneration(dataDir);
    if (busy || !generation) return;
    busy = true;
    let found: boolean;
    let why = '';
    try {
      found = await hasSnapshot(generation);
    } catch (err) {
      found = false;
      why = ` (it cannot be read: ${err instanceof Error ? err.message.split('\n')[0] : err})`;
    } finally {
      busy = false;
    }
    if (stopped) return;
    if (found) {
      misses = 0;
      const again = known.missingSince !== null;
      const line = `Replica ${where}: it holds a snapshot of the current data${again ? ' again' : ''} (generation ${generation}); it can be restored from.`;
      if (again) log(line);
      known.missingSince = null;
      tell({ state: 'ok', message: line, failingSince: null });
      return;
    }
    if (++misses < 2) return;
    known.missingSince ??= Date.now() - everyMs;
    const now = Date.now();
    if (now - known.restartedAt >= RETRY_MS) {
      known.restartedAt = now;
      fail(
        `ERROR: the replica ${where} holds no snapshot of the current data (generation ${generation})${why}: it was ` +
          'emptied or replaced while the shop runs, and nothing in it can be restored. Restarting Litestream on a new ' +
          'generation, which starts with a snapshot.',
      );
      restart();
      return;
    }
    fail(
      `ERROR: the replica ${where} still holds no snapshot of the current data${why}, since ${at(known.missingSince)}: ` +
        'it CANNOT be restored from, and every order since then exists only on this disk. Check the replica ' +
        '(REPLICA_URL: the folder or bucket, its space and permissions); a new snapshot is tried again ' +
        `${at(known.restartedAt + RETRY_MS)}, or restart the shop.`,
    );
  };
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
