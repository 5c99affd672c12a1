// `npm run restore`: rebuilds the database from the replica that `npm start`
// keeps (REPLICA_URL) into a fresh data folder (PB_DATA_DIR), then prints what
// it restored: the last order's number and time, how many orders, and from when
// the data dates. The next `npm start` on that folder says so again and records
// it in the dashboard (server/restore-report.ts). docs/hosting.md, "Backups and
// restore".
//
// `npm run restore -- --timestamp <time with its zone>` restores the state
// the replica held at that moment instead of its newest one.
//
// Nothing is trusted blindly: the replica's chain (snapshot, then WAL segment
// after WAL segment) is checked first (server/replica-chain.ts), Litestream
// restores into a folder beside the target, the result must pass SQLite's
// integrity check, and only then is it moved into PB_DATA_DIR. A replica with a
// piece missing is refused, naming the last moment it restores consistently
// and the exact command for it; whatever fails, PB_DATA_DIR is left as it was.
import '../server/check-settings.ts';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ensureLitestreamBinary } from '../server/litestream-binary.ts';
import { log } from '../server/paths.ts';
import { runningOn } from '../server/pocketbase-process.ts';
import { privateDir } from '../server/private-files.ts';
import { checkChain, generationFor } from '../server/replica-chain.ts';
import { describeReplica, replicaFromSettings, replicaGenerations, restoreFromReplica } from '../server/replication.ts';
import { describeRestore, ordersIn, writeRestoreMarker } from '../server/restore-report.ts';
import { parseRestoreTime } from '../server/restore-time.ts';
import { NEPAL_UTC_OFFSET } from '../src/lib/nepal-time.mjs';
import { setting } from '../src/lib/settings.mjs';

/** @returns {never} */
function fail(/** @type {string} */ message, /** @type {string} */ hint = '') {
  rmSync(staging, { recursive: true, force: true });
  console.error(`[shop] FAILED: ${message}`);
  if (hint) console.error(`[shop] How to fix: ${hint}`);
  process.exit(1);
}

const USAGE = `npm run restore [-- --timestamp <time>]   (time: 2025-06-01T10:30:00${NEPAL_UTC_OFFSET}, or UTC with a Z)`;
const dataDir = resolve(setting('PB_DATA_DIR'));
// Litestream restores here, beside the target; only a database that passed every check moves into PB_DATA_DIR.
const staging = `${dataDir}.restoring`;

/** @type {{ ms: number, iso: string } | null} */
let at = null;
{
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const eq = /^--timestamp=(.*)$/.exec(arg);
    if (arg !== '--timestamp' && !eq) fail(`unknown argument ${JSON.stringify(arg)}.`, `usage: ${USAGE}`);
    const value = eq ? (eq[1] ?? '') : args[++i];
    if (value === undefined || value === '') fail('--timestamp needs a time.', `usage: ${USAGE}`);
    const parsed = parseRestoreTime(value);
    if ('error' in parsed) fail(`--timestamp ${JSON.stringify(value)}: ${parsed.error}`, `usage: ${USAGE}`);
    at = parsed;
  }
}

const replica = replicaFromSettings();
if (replica.kind === 'off')
  fail('REPLICA_URL=off: there is no replica to restore from.', 'set REPLICA_URL to the replica.');
const running = runningOn(dataDir);
if (running)
  fail(
    `PocketBase is running on ${dataDir} (process ${running}).`,
    'restore into a fresh folder: set PB_DATA_DIR to a new path.',
  );
if (existsSync(join(dataDir, 'data.db')))
  fail(
    `${dataDir} already holds a database.`,
    'restore into a fresh folder: set PB_DATA_DIR to a new path (or move this folder aside first; never delete data you may still need).',
  );
if (replica.kind === 'file' && (!existsSync(replica.path) || readdirSync(replica.path).length === 0))
  fail(
    `the replica ${replica.path} is empty or missing.`,
    'set REPLICA_URL to the folder (or bucket) `npm start` replicated to.',
  );

/** @type {string} */
let binary = '';
try {
  binary = ensureLitestreamBinary();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const where = describeReplica(replica);
// Rounded up: the replica's times are finer than a millisecond, and a time printed here, given back as --timestamp,
// must include the change it names.
const iso = (/** @type {number} */ ms) => new Date(Math.ceil(ms)).toISOString();

/** @type {import('../server/replica-chain.ts').Generation[]} */
let generations = [];
try {
  generations = replicaGenerations({ binary, dataDir, replica });
} catch (err) {
  fail(
    `cannot list the replica ${where}: ${err instanceof Error ? err.message : err}`,
    'check REPLICA_URL (and the bucket settings).',
  );
}
const restorable = generations.filter((g) => g.snapshots.length);
if (!restorable.length)
  fail(
    `the replica ${where} holds no snapshot: nothing can be restored from it.`,
    'set REPLICA_URL to the folder (or bucket) `npm start` replicated to.',
  );
const gen = generationFor(restorable, at?.ms);
if (!gen) {
  const oldest = Math.min(...restorable.flatMap((g) => g.snapshots.map((s) => s.createdMs)));
  const newest = Math.max(...restorable.map((g) => g.endMs));
  const covered = restorable
    .sort((a, b) => a.startMs - b.startMs)
    .map((g) => `${iso(g.startMs)} to ${iso(g.endMs)}`)
    .join(', ');
  const given = /** @type {{ iso: string }} */ (at).iso;
  if ((at?.ms ?? 0) < oldest)
    fail(
      `--timestamp ${given} is before the replica's oldest snapshot (${iso(oldest)}): it holds nothing that old.`,
      `give a time from ${iso(oldest)} on (the replica covers ${covered}), or restore an older nightly backup (docs/hosting.md, "Backups and restore").`,
    );
  if ((at?.ms ?? 0) > newest)
    fail(
      `--timestamp ${given} is after the replica's newest copy (${iso(newest)}).`,
      'leave out --timestamp to restore the newest state.',
    );
  fail(`no part of the replica covers ${given}.`, `it covers ${covered}: give a time within one of them.`);
}

/** Restores `gen` (up to `ms`) into the staging folder; returns the database file there. */
function restoreStaged(/** @type {number | undefined} */ ms) {
  rmSync(staging, { recursive: true, force: true });
  privateDir(staging);
  const output = join(staging, 'data.db');
  restoreFromReplica({
    binary,
    dataDir,
    replica,
    output,
    generation: gen?.name,
    ...(ms !== undefined ? { timestamp: iso(ms) } : {}),
  });
  return output;
}

/** SQLite's integrity check of a restored file: 'ok' or what it found (first lines). */
function integrity(/** @type {string} */ file) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare('PRAGMA integrity_check(20)').all();
    return rows.map((r) => String(Object.values(r)[0])).join('; ');
  } finally {
    db.close();
  }
}

const chain = checkChain(gen, at?.ms);
if (!chain.ok && chain.problem === 'snapshot') {
  const older = restorable
    .filter((g) => g.endMs < gen.startMs && checkChain(g).ok)
    .sort((a, b) => b.endMs - a.endMs)[0];
  fail(
    `the replica's snapshot of ${iso(chain.snapshot.createdMs)} (generation ${gen.name}) is damaged: ${chain.reason}. ` +
      `Nothing was restored; ${dataDir} is unchanged.`,
    older
      ? `an older part of the replica is whole: \`npm run restore -- --timestamp ${iso(older.endMs)}\` restores it (changes after that are not in it). Otherwise restore the newest nightly backup (docs/hosting.md, "Backups and restore").`
      : 'restore the newest nightly backup (docs/hosting.md, "Backups and restore"); keep the replica as it is for inspection.',
  );
}
if (!chain.ok && chain.problem === 'gap') {
  const point = iso(chain.lastConsistentMs);
  // What a restore up to the last consistent point holds, so the operator knows what taking it means.
  let holds = '';
  try {
    const orders = ordersIn(restoreStaged(chain.lastConsistentMs));
    holds = orders.lastOrderNumber
      ? ` Restored up to then, the data holds ${orders.orderCount} orders; the last one is ${orders.lastOrderNumber}, placed ${orders.lastOrderAt}.`
      : ' Restored up to then, the data holds no orders.';
  } catch {
    holds = '';
  }
  rmSync(staging, { recursive: true, force: true });
  fail(
    `the replica ${where} is incomplete: ${chain.reason}. Restoring past that point gives a damaged or silently ` +
      `older database, so nothing was restored; ${dataDir} is unchanged.\n` +
      `[shop] The last consistent point is ${point}.${holds}\n` +
      `[shop] AT RISK: every order acknowledged after ${point}. The replica recorded ${chain.segmentsAfter} more ` +
      `change(s) until ${iso(chain.endMs)} that cannot be applied; orders acknowledged in that time are not in it ` +
      '(which ones cannot be read from the damaged replica: compare with order e-mails and payment records).',
    `\`PB_DATA_DIR=${dataDir} npm run restore -- --timestamp ${point}\` restores up to the last consistent point.`,
  );
}
if (!chain.ok) throw new Error('unreachable');

log(
  at
    ? `Restoring ${where} as it was at ${at.iso} into ${dataDir} ...`
    : `Restoring the newest state of ${where} into ${dataDir} ...`,
);
let staged = '';
try {
  staged = restoreStaged(at?.ms);
} catch (err) {
  fail(
    `litestream restore: ${err instanceof Error ? err.message : err}. Nothing was restored; ${dataDir} is unchanged.`,
    'check REPLICA_URL (and the bucket settings).',
  );
}
const check = integrity(staged);
if (check !== 'ok')
  fail(
    `the database restored from ${where} fails SQLite's integrity check (${check}). Nothing was restored; ` +
      `${dataDir} is unchanged. A piece of the replica's log is missing or damaged.`,
    `the replica's snapshot of ${iso(chain.snapshot.createdMs)} is whole: \`npm run restore -- --timestamp ${iso(chain.snapshot.createdMs)}\` restores that state (every order acknowledged after it is at risk).`,
  );
const orders = ordersIn(staged);
privateDir(dataDir);
renameSync(staged, join(dataDir, 'data.db'));
rmSync(staging, { recursive: true, force: true });

const summary = {
  restoredAt: new Date().toISOString(),
  // The last change the replica held (up to the time asked for), every segment up to it checked.
  dataAsOf: iso(chain.lastApplied),
  pointInTime: at ? new Date(at.ms).toISOString() : null,
  replica: where,
  ...orders,
};
writeRestoreMarker(dataDir, summary);
for (const line of describeRestore(summary)) log(line);
log('Uploaded files (product pictures, gallery) are not in the replica: copy pb_data/storage from the newest backup');
log(
  '  (docs/hosting.md, "Backups and restore"). Then start the shop on this folder: its first start records this restore',
);
log(`  in the dashboard (data_restores). PB_DATA_DIR=${dataDir} npm start`);
