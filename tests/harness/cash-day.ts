// A week at the desk in minutes. The desk stamps a rider's cash with the real clock (`cash_at`, and the status time
// it brings: pocketbase/pb_hooks/cash.pb.js), and a rider's settlement is every order whose cash that rider recorded
// on one Nepal day (docs/rules.md "Cash and payouts"). A test cannot wait for next Tuesday, so after the routes
// have recorded the cash it moves those stamps to the day they stand for, in the database itself: nothing in the
// shop may (the records API refuses the cash fields, even for a superuser). Only ever in a shop's own PocketBase
// data while that PocketBase is stopped (tests/harness/other-shop.ts, stopPocketBase): a second process writing a
// live database can lose committed writes, and the shared stack serves every other test. Every read after, once
// PocketBase is started again, is the real one.
import { DatabaseSync } from 'node:sqlite';
import type { StoppedPocketBase } from './other-shop';
import { NEPAL_OFFSET_MS } from '@/lib/nepal-time.mjs';

/**
 * Marks the orders' cash (and their delivery or refusal) as recorded at 14:00 Nepal time on `day` ("YYYY-MM-DD"),
 * in the data of an own shop's stopped PocketBase (refused if it runs again meanwhile).
 */
export function cashRecordedOn(stopped: StoppedPocketBase, orderIds: string[], day: string): void {
  const at = new Date(Date.parse(`${day}T14:00:00Z`) - NEPAL_OFFSET_MS).toISOString().replace('T', ' ');
  const db = new DatabaseSync(stopped.database());
  try {
    db.exec('BEGIN IMMEDIATE');
    const move = db.prepare(
      `UPDATE orders SET cash_at = :at,
         delivered_at = CASE WHEN delivered_at = '' THEN '' ELSE :at END,
         cancelled_at = CASE WHEN cancelled_at = '' THEN '' ELSE :at END
       WHERE id = :id AND cash_at <> ''`,
    );
    for (const id of orderIds) {
      if (move.run({ at, id }).changes !== 1) throw new Error(`order ${id} has no cash recorded to move`);
    }
    db.exec('COMMIT');
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  } finally {
    db.close();
  }
}
