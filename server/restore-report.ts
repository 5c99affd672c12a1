// What a restore brought back, said twice: by `npm run restore` as it finishes
// (the newest order, how many orders, from when the data dates), and by the
// first `npm start` on the restored folder, in its log and as a record in the
// dashboard's `data_restores` collection (operators see there that orders placed
// after that moment are missing, and can tell shoppers whose order links answer
// "Order Not Found"). Between the two, a small note lives beside the data
// folder (`<data folder>.restored.json`, like its `.pid` file).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type PocketBase from 'pocketbase';
import { createDataRestore } from './data/data-restores.ts';

export type RestoreSummary = {
  restoredAt: string;
  dataAsOf: string | null;
  /** The moment asked for with --timestamp (null: the newest state). */
  pointInTime?: string | null;
  replica: string;
  orderCount: number;
  lastOrderNumber: string | null;
  lastOrderAt: string | null;
};

/**
 * Counts the orders in a restored database file and finds the newest. Opened before any PocketBase serves it (the
 * restore has just written it; nothing else has it open), read only, and closed again.
 */
export function ordersIn(dbFile: string) {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const count = db.prepare('SELECT COUNT(*) AS n FROM orders').get();
    const last = db.prepare('SELECT orderNumber, created FROM orders ORDER BY created DESC, rowid DESC LIMIT 1').get();
    return {
      orderCount: Number(count?.n ?? 0),
      lastOrderNumber: last ? String(last.orderNumber) : null,
      lastOrderAt: last ? String(last.created) : null,
    };
  } finally {
    db.close();
  }
}

const markerOf = (dataDir: string) => `${resolve(dataDir)}.restored.json`;

/**
 * Leaves the note the first start reports.
 */
export function writeRestoreMarker(dataDir: string, summary: RestoreSummary) {
  writeFileSync(markerOf(dataDir), `${JSON.stringify(summary, null, 2)}\n`, { mode: 0o600 });
}

/** The restore in a few lines (for the restore's own output and the first start's log). */
export function describeRestore(s: RestoreSummary) {
  return [
    s.pointInTime
      ? `Restored from the replica ${s.replica} at ${s.restoredAt}, as it was at ${s.pointInTime} (--timestamp).`
      : `Restored from the replica ${s.replica} at ${s.restoredAt}.`,
    `The data dates from ${s.dataAsOf ?? 'an unknown time'} (the newest change the replica held${s.pointInTime ? ' up to that moment' : ''}): orders placed after that are not in it.`,
    s.lastOrderNumber
      ? `Orders: ${s.orderCount}; the last one is ${s.lastOrderNumber}, placed ${s.lastOrderAt}.`
      : 'Orders: none.',
  ];
}

/**
 * On the first start after a restore: logs what it brought back and records it in `data_restores` (superuser
 * client), then removes the note. If the record cannot be written, the note stays and the next start tries again.
 */
export async function reportRestore({
  dataDir,
  adminPb,
  log,
}: {
  dataDir: string;
  adminPb: PocketBase;
  log: (line: string) => void;
}): Promise<RestoreSummary | null> {
  const marker = markerOf(dataDir);
  if (!existsSync(marker)) return null;
  const summary: RestoreSummary = JSON.parse(readFileSync(marker, 'utf8'));
  log('FIRST START AFTER A RESTORE.');
  for (const line of describeRestore(summary)) log(`  ${line}`);
  log('  Recorded in the dashboard: collection data_restores.');
  try {
    await createDataRestore(adminPb, {
      restored_at: summary.restoredAt,
      data_as_of: summary.dataAsOf ?? '',
      point_in_time: summary.pointInTime ?? '',
      replica: summary.replica,
      order_count: summary.orderCount,
      last_order_number: summary.lastOrderNumber ?? '',
      last_order_at: summary.lastOrderAt ?? '',
      first_start_at: new Date().toISOString(),
    });
    rmSync(marker, { force: true });
  } catch (err) {
    log(
      `  Could not record it in data_restores (${err instanceof Error ? err.message : err}); the next start tries again.`,
    );
  }
  return summary;
}
