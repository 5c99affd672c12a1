// Appends to an order's history (the order_history collection,
// pocketbase/pb_migrations/1732001600_order_history.js). Call it with the app
// (or transaction app) that saved the change, so both commit together: the
// entry's `seq` (its place in the history, 1 for the first) is counted in that
// transaction, so entries read back in the order they were written.

/**
 * One entry of an order's history: `details` is kept as JSON as it is given.
 * @typedef {object} HistoryEntry
 * @property {'placed' | 'status' | 'edited' | 'correction' | 'stock' | 'delivery_day' | 'weighed' | 'short' | 'substituted' | 'packed' | 'cash_collected' | 'refused' | 'settled' | 'cash_undone' | 'payment'} kind
 * @property {string} [status]
 * @property {string} [reason]
 * @property {string} [actor]
 * @property {unknown} [details]
 */

/**
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {HistoryEntry} entry
 * @param {boolean} [first] the order is being created in this transaction (its new id can have no history yet), so
 *   the entry is the first and needs no count: one query fewer on the placement's path
 * @returns {number} the entry's seq
 */
function record(app, orderId, entry, first) {
  const collection = app.findCachedCollectionByNameOrId('order_history');
  const row = new Record(collection);
  const last = new DynamicModel({ seq: 0 });
  if (!first) {
    app
      .db()
      .newQuery('SELECT COALESCE(MAX(seq), 0) AS seq FROM order_history WHERE `order` = {:order}')
      .bind({ order: orderId })
      .one(last);
  }
  row.set('seq', last.seq + 1);
  row.set('order', orderId);
  row.set('kind', entry.kind);
  row.set('status', entry.status || '');
  row.set('reason', entry.reason || '');
  row.set('actor', entry.actor || '');
  if (entry.details !== undefined) row.set('details', entry.details);
  // Written by the hooks alone, from values they made: the record API's checks (a compiled pattern for each text
  // field, a read for each relation) would run on every order event. The indexes still hold.
  app.saveNoValidate(row);
  return last.seq + 1;
}

/**
 * The status entries of an order's history before entry `seq`, newest first (at most `count`; -1 for all): each its kind
 * ('placed' for the order's first, 'status' for a change) and the status it gave.
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {number} seq
 * @param {number} count
 * @returns {{ kind: string, status: string }[]}
 */
function statusesBefore(app, orderId, seq, count) {
  const rows = arrayOf(new DynamicModel({ kind: '', status: '' }));
  app
    .db()
    .newQuery(
      "SELECT kind, status FROM order_history WHERE `order` = {:order} AND kind IN ('placed', 'status') AND seq < {:seq} ORDER BY seq DESC LIMIT {:count}",
    )
    .bind({ order: orderId, seq: seq, count: count })
    .all(rows);
  return rows.map((row) => ({ kind: row.kind, status: row.status }));
}

// Who made a request: a staff member's email, "operator" for a superuser, or "shop" (the placement hook says
// "shopper" itself: lib/order-events.js noteActor).
/** @param {core.Record | undefined} auth */
function actorOf(auth) {
  if (!auth) return 'shop';
  const collection = auth.collection().name;
  if (collection === '_superusers') return 'operator';
  if (collection === 'staff') return `staff: ${auth.getString('email')}`;
  return collection;
}

module.exports = { record, statusesBefore, actorOf };
