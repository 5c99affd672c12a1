// Small tables that every placement reads and operators rarely change (routes, branches, closed days, message
// templates), kept in the app's store between requests: reading them as records cost more than a millisecond of
// the write lock per order. A copy is used only while its tables' stamp (each table's row count and newest
// `updated`) is the one it was built under. The stamp is read through the caller's `app`, so inside the placement's
// write transaction it is the state the order commits on: an operator's edit is seen by the very next order.
// Hand-written because it is a few lines over PocketBase's own store; no library caches goja values across runtimes.

/**
 * @param {CoreApp} app
 * @param {string[]} tables fixed table names (never from a request)
 */
function stampOf(app, tables) {
  const parts = tables.map((t) => `(SELECT COUNT(*) || ':' || IFNULL(MAX(updated), '') FROM \`${t}\`)`);
  const row = new DynamicModel({ stamp: '' });
  app
    .db()
    .newQuery(`SELECT ${parts.join(" || '/' || ")} AS stamp`)
    .one(row);
  return row.stamp;
}

/**
 * `build()`'s value (plain JSON data), built again only when one of `tables` changed since it was kept.
 * @template T
 * @param {CoreApp} app
 * @param {string} key
 * @param {string[]} tables
 * @param {() => T} build
 * @returns {T}
 */
function cached(app, key, tables, build) {
  const stamp = stampOf(app, tables);
  const store = $app.store();
  // Kept as one string, "<stamp>\n<json>": a plain Go string crosses the hooks' separate runtimes unchanged.
  const kept = String(store.get(`read-cache:${key}`) || '');
  const cut = kept.indexOf('\n');
  if (cut > 0 && kept.slice(0, cut) === stamp) return JSON.parse(kept.slice(cut + 1));
  const value = build();
  store.set(`read-cache:${key}`, `${stamp}\n${JSON.stringify(value)}`);
  return value;
}

module.exports = { cached };
