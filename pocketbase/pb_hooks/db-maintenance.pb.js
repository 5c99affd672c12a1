/// <reference path="../types.d.ts" />
// PocketBase's nightly database job (`__pbDBOptimize__`, midnight), replaced by the same work without its TRUNCATE
// checkpoint of the main database. Litestream keeps a read transaction open on that database to copy its log
// (server/replication.ts), so a TRUNCATE checkpoint waits for it on PocketBase's only write connection until the
// busy timeout (10 s), and every order placed meanwhile waits behind it or times out
// (tests/integration/faults/write-lock.test.ts). A PASSIVE checkpoint copies what it can without waiting; Litestream
// checkpoints the rest itself. The logs database is not replicated and keeps PocketBase's TRUNCATE.

cronAdd('__pbDBOptimize__', '0 0 * * *', () => {
  const steps = [
    { name: 'main database checkpoint', db: $app.nonconcurrentDB(), sql: 'PRAGMA wal_checkpoint(PASSIVE)' },
    { name: 'logs database checkpoint', db: $app.auxNonconcurrentDB(), sql: 'PRAGMA wal_checkpoint(TRUNCATE)' },
    { name: 'PRAGMA optimize', db: $app.nonconcurrentDB(), sql: 'PRAGMA optimize' },
  ];
  for (const step of steps) {
    try {
      step.db.newQuery(step.sql).execute();
    } catch (err) {
      $app.logger().warn(`Nightly ${step.name} failed`, 'error', String(err));
    }
  }
});
