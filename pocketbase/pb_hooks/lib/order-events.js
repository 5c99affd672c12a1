// The one place where what happens to an order becomes an event and its effects (docs/rules.md "Order events").
// An order's creation (the placement hook in orders.pb.js, or an operator in the dashboard) and a change to its status, whichever way it comes in (the desk's route in desk.pb.js, the dashboard or the
// records API through order-status.pb.js, a hook's own save), is written by the order's save; order-events.pb.js
// then calls afterWrite() inside that save's write transaction, so the order row, its history entry (the event) and
// the stock it returns or takes commit together or not at all.
//
// Who made the change travels on the record being saved, as a key that is not a field (never stored, never sent):
// the request hooks know who is signed in, the save does not.

const ACTOR_KEY = '@eventActor';

/**
 * Notes who is changing this order, for the event its save will write.
 * @param {core.Record} record
 * @param {string} actor as lib/order-history.js actorOf() words it
 */
function noteActor(record, actor) {
  record.set(ACTOR_KEY, actor);
}

/**
 * Refuses a save decided on an order whose status has changed since (PocketBase's records API loads the record,
 * checks it, then writes it whole): inside the write transaction, the stored status must still be the one the save
 * started from, whether or not the save changes it. Without it, an operator confirming an order the desk had just
 * cancelled would confirm it with no stock, and an operator's save of another field would put back the status the
 * order had when the dashboard loaded it, with no event (tests/integration/orders/order-events.test.ts, the property
 * test). The desk's own compare-and-set (desk.pb.js) checks the same before it saves.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function refuseIfChangedSince(txApp, order) {
  const seen = order.original().getString('status');
  const stored = txApp.findRecordById('orders', order.id).getString('status');
  if (stored !== seen) {
    throw new ApiError(409, `Changed by someone else: the order is now ${stored}. Reload it and try again.`);
  }
}

/**
 * The event of an order's creation, written once the order row is: its history begins with `placed` (who placed it:
 * the shopper through the shop's placement hook, or an operator in the dashboard).
 * @param {core.App} txApp
 * @param {core.Record} order
 */
function afterCreate(txApp, order) {
  require(`${__hooks}/lib/order-history.js`).record(txApp, order.id, {
    kind: 'placed',
    status: order.getString('status'),
    actor: order.getString(ACTOR_KEY) || 'shop',
  });
}

/**
 * The events of one written change to an order, with their effects: called once the order row is written, with
 * the transaction's app. A status change is one `status` entry in the order's history (who, when, why) and its
 * stock effect (lib/stock.js afterStatusChange: units returned, taken again, or no longer reserved).
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function afterWrite(txApp, order) {
  const from = order.original().getString('status');
  const to = order.getString('status');
  if (from === to) return;
  require(`${__hooks}/lib/order-history.js`).record(txApp, order.id, {
    kind: 'status',
    status: to,
    reason: order.getString('status_reason'),
    actor: order.getString(ACTOR_KEY) || 'shop',
  });
  require(`${__hooks}/lib/stock.js`).afterStatusChange(txApp, order, from, to);
}

module.exports = { noteActor, refuseIfChangedSince, afterCreate, afterWrite };
