// Writes what the running shop watches, where operators see it without a terminal: the shop_health collection
// (pocketbase/pb_migrations/1732002510_shop_health.js), one record per concern, kept up to date with the operator's
// login. The log says the same; a write that fails is logged and tried again at the next change, never fatal.
import type PocketBase from 'pocketbase';
import { createShopHealth, findShopHealth, updateShopHealth } from './data/shop-health.ts';
import type { ReplicaHealth } from './replica-watch.ts';

/** A `report` for startReplication (server/replication.ts): the replica's record follows what its watch finds. */
export function replicaHealthRecorder(adminPb: PocketBase, log: (line: string) => void) {
  let writing = Promise.resolve();
  return (found: ReplicaHealth) => {
    const fields = {
      concern: 'replica' as const,
      state: found.state,
      message: found.message.slice(0, 2000),
      failing_since: found.failingSince === null ? '' : new Date(found.failingSince).toISOString(),
      checked_at: new Date().toISOString(),
    };
    // One write at a time, in the order the watch reported.
    writing = writing.then(async () => {
      try {
        const record = await findShopHealth(adminPb, 'replica');
        if (record) await updateShopHealth(adminPb, record.id, fields);
        else await createShopHealth(adminPb, fields);
      } catch (err) {
        log(
          `Could not record the replica's state in the dashboard (shop_health): ${err instanceof Error ? err.message : err}`,
        );
      }
    });
  };
}
