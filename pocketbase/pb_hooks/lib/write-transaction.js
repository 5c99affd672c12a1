// A transaction that holds SQLite's write lock from its first statement. PocketBase begins transactions deferred:
// the first read takes a snapshot, and the first write must then upgrade it to the write lock. While Litestream
// replicates (it writes its own bookkeeping to the database every second), that upgrade fails at once with "database
// is locked" (SQLITE_BUSY, or SQLITE_BUSY_SNAPSHOT when a commit came between), without waiting: about 1 placement in
// 100 under a storm answered 500 (tests/integration/faults/write-lock.test.ts). Taking the write lock first waits
// for it like any single write does (busy_timeout), and the snapshot is taken with it, so it is never stale.

// Writes nothing (no row matches), but as an UPDATE it takes the write lock.
const TAKE_WRITE_LOCK = 'UPDATE _params SET id = id WHERE 0';

/**
 * Runs `fn(txApp)` in one write transaction (joining the caller's when there is one) and returns what it returns.
 * @template T
 * @param {CoreApp} app
 * @param {(txApp: core.App) => T} fn
 * @returns {T}
 */
function writeTransaction(app, fn) {
  /** @type {T} */
  let result = /** @type {any} */ (undefined);
  const joining = app.isTransactional();
  app.runInTransaction((txApp) => {
    if (!joining) txApp.db().newQuery(TAKE_WRITE_LOCK).execute();
    result = fn(txApp);
  });
  return result;
}

/**
 * Runs a record hook's work in one write transaction: the event's app is the transaction's while `fn` runs (so the
 * hook's e.next() saves in it) and the caller's again after, however `fn` ends.
 * @param {{ app: CoreApp }} e
 * @param {(txApp: core.App) => void} fn
 */
function inRecordTransaction(e, fn) {
  const outer = e.app;
  writeTransaction(outer, (txApp) => {
    e.app = txApp;
    try {
      fn(txApp);
    } finally {
      e.app = outer;
    }
  });
}

module.exports = { writeTransaction, inRecordTransaction };
