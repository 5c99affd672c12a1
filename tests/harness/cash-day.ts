// A week at the desk in minutes. The desk stamps a rider's cash with the real clock (`cash_at`, and the status time
// it brings: pocketbase/pb_hooks/cash.pb.js), and a rider's settlement is every order whose cash that rider recorded
// on one Nepal day (docs/rules.md "Cash and payouts"). A test cannot wait for next Tuesday, so after the routes
// have recorded the cash it moves those stamps to the day they stand for, in the stack's own database: nothing in
// the shop may (the records API refuses the cash fields, even for a superuser). Every read after is the real one.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { testStack } from './stack';
import { NEPAL_OFFSET_MS } from '@/lib/nepal-time.mjs';

/** Marks the orders' cash (and their delivery or refusal) as recorded at 14:00 Nepal time on `day` ("YYYY-MM-DD"). */
export function cashRecordedOn(orderIds: string[], day: string): void {
  const at = new Date(Date.parse(`${day}T14:00:00Z`) - NEPAL_OFFSET_MS).toISOString().replace('T', ' ');
  const db = new DatabaseSync(join(testStack().root, 'pb_data', 'data.db'));
  try {
    // PocketBase writes beside us: wait for its write lock as it waits for ours.
    db.exec('PRAGMA busy_timeout = 15000');
    const move = db.prepare(
      `UPDATE orders SET cash_at = :at,
         delivered_at = CASE WHEN delivered_at = '' THEN '' ELSE :at END,
         cancelled_at = CASE WHEN cancelled_at = '' THEN '' ELSE :at END
       WHERE id = :id AND cash_at <> ''`,
    );
    for (const id of orderIds) {
      if (move.run({ at, id }).changes !== 1) throw new Error(`order ${id} has no cash recorded to move`);
    }
  } finally {
    db.close();
  }
}
