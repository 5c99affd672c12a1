// `npm run restore`: rebuilds the database from the replica that `npm start`
// keeps (REPLICA_URL) into a fresh data folder (PB_DATA_DIR), then prints what
// it restored: the last order's number and time, how many orders, and from when
// the data dates. The next `npm start` on that folder says so again and records
// it in the dashboard (server/restore-report.mjs). README, "Backups and
// restore".
import '../server/check-settings.mjs';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureLitestreamBinary } from '../server/litestream-binary.mjs';
import { log } from '../server/paths.mjs';
import { runningOn } from '../server/pocketbase-process.mjs';
import { privateDir } from '../server/private-files.mjs';
import { describeReplica, replicaEnd, replicaFromSettings, restoreFromReplica } from '../server/replication.mjs';
import { describeRestore, ordersIn, writeRestoreMarker } from '../server/restore-report.mjs';
import { setting } from '../src/lib/settings.mjs';

function fail(message, hint) {
  console.error(`[shop] FAILED: ${message}`);
  if (hint) console.error(`[shop] How to fix: ${hint}`);
  process.exit(1);
}

const dataDir = resolve(setting('PB_DATA_DIR'));
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

let binary;
try {
  binary = ensureLitestreamBinary();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
privateDir(dataDir);
log(`Restoring the newest state of ${describeReplica(replica)} into ${dataDir} ...`);
try {
  restoreFromReplica({ binary, dataDir, replica });
} catch (err) {
  fail(
    `litestream restore: ${err instanceof Error ? err.message : err}`,
    'check REPLICA_URL (and the bucket settings).',
  );
}
const orders = ordersIn(join(dataDir, 'data.db'));
// The replica's newest copy (Litestream gives it to the second), or the last order when that is newer.
const times = [
  replicaEnd({ binary, dataDir, replica })?.getTime(),
  orders.lastOrderAt ? Date.parse(orders.lastOrderAt) : NaN,
];
const newest = Math.max(...times.filter((t) => Number.isFinite(t)));
const summary = {
  restoredAt: new Date().toISOString(),
  dataAsOf: Number.isFinite(newest) ? new Date(newest).toISOString() : null,
  replica: describeReplica(replica),
  ...orders,
};
writeRestoreMarker(dataDir, summary);
for (const line of describeRestore(summary)) log(line);
log('Uploaded files (product pictures, gallery) are not in the replica: copy pb_data/storage from the newest backup');
log('  (README, "Backups and restore"). Then start the shop on this folder: its first start records this restore');
log(`  in the dashboard (data_restores). PB_DATA_DIR=${dataDir} npm start`);
