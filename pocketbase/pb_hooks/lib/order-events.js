// The one place where what happens to an order becomes an event and its effects (docs/rules.md "Order events").
// Every write of an order goes through order-events.pb.js, whichever way it comes in: the placement hook
// (orders.pb.js), the desk's route (desk.pb.js), the dashboard or the records API (order-status.pb.js validates), a
// correction (order-integrity.pb.js) or a hook's own save. That write's transaction then calls afterCreate() or
// afterWrite() here, so the order row, its events (history entries) and their effects (the stock an order returns or
// takes, the message the shopper gets: lib/shopper-messages.js) commit together or not at all.
//
// What the save cannot see travels on the record being saved, as keys that are not fields (never stored, never
// sent): who made the change (the request hooks know who is signed in, the save does not) and why a correction was
// made.

const { lib } = require(`${__hooks}/lib/modules.js`);

const ACTOR_KEY = '@eventActor';
const CORRECTION_KEY = '@eventCorrection';
const DAY_MOVE_KEY = '@eventDayMove';
const TAKES_STOCK_KEY = '@takesStock';
const SEEN_VERSION_KEY = '@seenUpdated';

/**
 * The order's fields a person may change after placement (the dashboard; amounts, items, coupon and number are fixed
 * and change only by a correction, lib/integrity.js), each change an `edited` event. The status, its reason, its
 * timestamps and the failed-attempt count change with the status, and are its event.
 */
const EDITABLE_FIELDS = [
  'customerName',
  'phone',
  'email',
  'district',
  'city',
  'landmark',
  'notes',
  'estimatedDelivery',
  'orderChannel',
  'route',
  'pickup_point',
  'substitution',
  // Which day it was placed (the export's day), the language its messages are in, the word an old status had.
  'orderDate',
  'language',
  'legacy_status',
];

/**
 * Notes who is changing this order, for the event its save will write.
 * @param {core.Record} record
 * @param {string} actor as lib/order-history.js actorOf() words it
 */
function noteActor(record, actor) {
  record.set(ACTOR_KEY, actor);
}

/**
 * Notes that this save applies a correction (order_corrections), for the `correction` event its save will write.
 * @param {core.Record} record
 * @param {{ reason: string, details: unknown }} correction
 */
function noteCorrection(record, correction) {
  record.set(CORRECTION_KEY, JSON.stringify(correction));
}

/**
 * Notes that this save moves the order's delivery day (docs/rules.md "Delivery days"), for the `delivery_day` event
 * its save will write: from which day, and why (`past_cutoff`, `closed`, `full`... as lib/delivery-days.js checkDay
 * says, or `desk` with the staff member's words in `note`).
 * @param {core.Record} record
 * @param {{ from: string, reason: string, note?: string }} move
 */
function noteDayMove(record, move) {
  record.set(DAY_MOVE_KEY, JSON.stringify(move));
}

/**
 * The `delivery_day` event of a save that moved the order's day: noted by noteDayMove(), or any other change of the
 * day (the dashboard) with no reason given.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {string} from the day before this save ("" at placement)
 * @param {string} actor
 * @returns {number} the event's place in the history, or 0 when the day did not move
 */
function recordDayMove(txApp, order, from, actor) {
  const noted = order.getString(DAY_MOVE_KEY);
  const to = order.getString('delivery_day');
  /** @type {{ from: string, reason: string, note?: string }} */
  const move = noted !== '' ? JSON.parse(noted) : { from: from, reason: 'edited' };
  if (move.from === to) return 0;
  return lib('order-history').record(txApp, order.id, {
    kind: 'delivery_day',
    status: order.getString('status'),
    reason: move.note || move.reason,
    actor: actor,
    details: { from: move.from, to: to, reason: move.reason },
  });
}

/**
 * The move a placement noted (noteDayMove) as its `delivery_day` event's details give it, so the placement's answer
 * needs no read of the history it just wrote; null when the day was kept.
 * @param {core.Record} order the order just placed
 * @returns {{ from: string, to: string, reason: string } | null}
 */
function placedDayMove(order) {
  const noted = order.getString(DAY_MOVE_KEY);
  if (noted === '') return null;
  const move = JSON.parse(noted);
  const to = order.getString('delivery_day');
  return move.from === to ? null : { from: String(move.from || ''), to: to, reason: String(move.reason || '') };
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
  const current = txApp.findRecordById('orders', order.id);
  const stored = current.getString('status');
  if (stored !== seen) {
    throw new ApiError(409, `Changed by someone else: the order is now ${stored}. Reload it and try again.`);
  }
  const version = order.get(SEEN_VERSION_KEY);
  if (typeof version === 'string' && version !== '' && version !== current.getString('updated')) {
    throw staleSave(current);
  }
  // A lead's close writes `settlement` alone, no status (cash.pb.js): a save loaded before it and sent without its
  // version (a script, an undo by the records API) would write the order back unsettled, and the closed day would
  // count an order that no longer names it (an undo would even take its cash back). The save's own change to it
  // (none but the close's) is not a conflict.
  const settled = current.getString('settlement');
  if (settled !== order.original().getString('settlement') && order.getString('settlement') !== settled) {
    throw staleSave(current);
  }
}

/** @param {core.Record} current */
function staleSave(current) {
  return new ApiError(
    409,
    `Changed by someone else since you opened it (it is now ${current.getString('status')}, saved ${current.getString('updated')}): reload the order and make your change again.`,
  );
}

/**
 * The dashboard sends back the whole order it loaded, its `updated` among the fields: the save was decided on that
 * version. One saved since (the desk packed it, a rider delivered it, another operator) would be written over with
 * the old items and fields, so the save is refused (409) here, before its changes are weighed, and again inside the
 * write transaction (refuseIfChangedSince). A caller that sends no `updated` (the shop's own clients, a script)
 * changes only the fields it sends and is not asked.
 * @param {core.Record} order the record as the request would save it (original(): as stored when the request began)
 * @param {string} version the `updated` the request sent, or ''
 */
function refuseStaleSave(order, version) {
  if (version === '') return;
  if (version !== order.original().getString('updated')) throw staleSave(order.original());
  order.set(SEEN_VERSION_KEY, version);
}

/**
 * Marks an order made through the records API (an operator in the dashboard) to take its stock as it is saved
 * (takeStockOfNew): the shop's placement hook (orders.pb.js) takes its own, under its lock, before it saves.
 * @param {core.Record} order
 */
function noteTakesStock(order) {
  order.set(TAKES_STOCK_KEY, true);
}

/**
 * The route and pickup point an order names, read again inside the write transaction when the save names them anew:
 * PocketBase checks that a related record exists before the transaction, so a route deleted in between (a delete is
 * checked and done in one transaction: delivery-days.pb.js) would leave the order naming a route that is gone. The
 * shop's placement hook reads its route inside the transaction already, so an order it places is not read again.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function refuseGonePlaces(txApp, order) {
  if (order.isNew() && order.get(TAKES_STOCK_KEY) !== true) return;
  /** @type {Record<string, string>} */
  const problems = {};
  for (const [field, collection, noun] of [
    ['route', 'routes', 'route'],
    ['pickup_point', 'pickup_points', 'pickup point'],
  ]) {
    const id = order.getString(field);
    if (id === '' || (!order.isNew() && id === order.original().getString(field))) continue;
    try {
      txApp.findRecordById(collection, id);
    } catch (_) {
      problems[field] = `This ${noun} was deleted while the order was being saved: choose another.`;
    }
  }
  const fields = Object.keys(problems);
  if (fields.length > 0) throw lib('integrity').fieldErrors(problems, problems[fields[0]]);
}

/**
 * An order made in the dashboard takes its units from the lots as a shopper's does (lib/stock.js), in the save's
 * transaction and before the row is written, so its lines name their lots; a line the lots cannot fill refuses the
 * save, and nothing is taken. A cancelled one takes nothing. Its lines are written as placement writes them
 * (orders.pb.js): one sold by weight, typed at its product's price, with its price per kg and tolerance (packing
 * weighs it: lib/packing.js withWeights; lib/packing-rules.js phoneLineWeights), one not drawn from lots with its product's latest lot unless the operator named one (the payouts pay
 * that lot's farmers: lib/lots.js withLots). Returns the plan for afterCreate to record, or null.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function takeStockOfNew(txApp, order) {
  if (order.get(TAKES_STOCK_KEY) !== true) return null; // a new order never begins Cancelled (newOrderRefusal)
  const stock = lib('stock');
  const typed = stock.itemsOf(order);
  const weighed = /** @type {Record<string, any>[]} */ (lib('packing').withWeights(txApp, typed)).map((line, i) =>
    lib('packing-rules').phoneLineWeights(typed[i], line),
  );
  const planned = stock.plan(txApp, weighed);
  if (planned.short) {
    const message = `Not enough stock for this order: ${planned.short.map((s) => `${s.left} left for line ${s.index + 1}`).join('; ')}.`;
    throw lib('integrity').fieldErrors({ items: message }, message, 'out_of_stock');
  }
  stock.take(txApp, planned);
  const labelled = /** @type {Record<string, any>[]} */ (
    lib('lots').withLots(txApp, weighed, stock.drawnProducts(planned))
  );
  const items = labelled.map((line, i) =>
    weighed[i] && typeof weighed[i].lot === 'string' && weighed[i].lot ? weighed[i] : line,
  );
  if (weighed.length > 0) order.set('items', items);
  stock.noteDraws(order, items, planned);
  return planned;
}

/**
 * The event of an order's creation, written once the order row is: its history begins with `placed` (who placed it:
 * the shopper through the shop's placement hook, or an operator in the dashboard).
 * @param {core.App} txApp
 * @param {core.Record} order
 * @param {import('./stock.js').Plan | null} [planned] the stock an order made in the dashboard took (takeStockOfNew)
 */
function afterCreate(txApp, order, planned) {
  if (planned) lib('stock').record(txApp, order.id, planned);
  const seq = lib('order-history').record(
    txApp,
    order.id,
    { kind: 'placed', status: order.getString('status'), actor: order.getString(ACTOR_KEY) || 'shop' },
    true,
  );
  lib('shopper-messages').queueMessage(txApp, order, 'placed', seq);
  // Sent from the phone's outbox after its day's cut-off: placed on the next open day; the history says so, and so
  // does a `moved` message naming that day (the `placed` one need not name a day).
  if (order.getString(DAY_MOVE_KEY) === '') return;
  const moved = recordDayMove(txApp, order, '', order.getString(ACTOR_KEY) || 'shop');
  if (moved > 0) lib('shopper-messages').queueMessage(txApp, order, 'moved', moved);
}

/**
 * The editable fields this save changes, each with its value before and after.
 * @param {core.Record} order
 * @returns {Record<string, { from: string, to: string }>}
 */
function editsOf(order) {
  const before = order.original();
  /** @type {Record<string, { from: string, to: string }>} */
  const changes = {};
  for (const name of EDITABLE_FIELDS) {
    const from = before.getString(name);
    const to = order.getString(name);
    if (from !== to) changes[name] = { from: from, to: to };
  }
  // The reason of a status the order keeps, reworded (the shopper reads it on the order page): an edit of its own.
  // With a status change it is that change's reason, in its event.
  const reason = { from: before.getString('status_reason'), to: order.getString('status_reason') };
  if (before.getString('status') === order.getString('status') && reason.from !== reason.to)
    changes.status_reason = reason;
  return changes;
}

/**
 * The events of one written change to an order, with their effects: called once the order row is written, with
 * the transaction's app. In the order they happened:
 * - a correction (amounts or items, order_corrections): one `correction` entry with its reason and changes;
 * - an edit of the order's details: one `edited` entry naming each changed field, before and after;
 * - a status change: one `status` entry (who, when, why), its stock effect (lib/stock.js afterStatusChange:
 *   units returned, taken again, or no longer reserved) and the shopper's message (lib/shopper-messages.js).
 * A save that changes none of these (a hook's bookkeeping) writes no event.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function afterWrite(txApp, order) {
  const history = lib('order-history');
  const actor = order.getString(ACTOR_KEY) || 'shop';
  const to = order.getString('status');
  const correction = order.getString(CORRECTION_KEY);
  if (correction !== '') {
    const noted = JSON.parse(correction);
    history.record(txApp, order.id, {
      kind: 'correction',
      status: to,
      reason: noted.reason,
      actor: actor,
      details: noted.details,
    });
  }
  const edits = editsOf(order);
  const dayBefore = order.original().getString('delivery_day');
  // A new day brings its estimate with it: the `delivery_day` event below says both.
  if (dayBefore !== order.getString('delivery_day')) delete edits.estimatedDelivery;
  if (Object.keys(edits).length > 0) {
    history.record(txApp, order.id, { kind: 'edited', status: to, actor: actor, details: { changes: edits } });
  }
  if (dayBefore !== order.getString('delivery_day')) {
    // The shopper hears of a move after placement (at placement, the `placed` message already names the new day).
    const moved = recordDayMove(txApp, order, dayBefore, actor);
    if (moved > 0) lib('shopper-messages').queueMessage(txApp, order, 'moved', moved);
  }
  // A line weighed, packed short or substituted, or the packing done (the desk's packing routes, lib/packing.js).
  lib('packing').recordEvent(txApp, order, actor);
  // Cash at the door, a refusal, a settlement: its own event (lib/cash.js), before the status change it brings.
  lib('cash').eventsOf(txApp, order, actor);
  const from = order.original().getString('status');
  if (from === to) return;
  const seq = history.record(txApp, order.id, {
    kind: 'status',
    status: to,
    reason: order.getString('status_reason'),
    actor: actor,
  });
  lib('stock').afterStatusChange(txApp, order, from, to);
  const rules = lib('message-rules');
  const messages = lib('shopper-messages');
  // An operator's undo of a mis-tap tells the shopper nothing (lib/lifecycle.js isUndo): no second "on its way". The
  // undone step's message still waiting (a Cancelled tapped at 21:30, held until 07:00) is not sent either.
  if (lib('lifecycle').isUndo(from, to)) {
    messages.withdrawStep(txApp, order.id, rules.eventOfStatus(from));
    return;
  }
  // Nor does redoing a step it undid, however many steps were taken back (Delivered, taken back to Out for Delivery
  // and Confirmed, then out and delivered again): the shopper heard "delivered" the first time, and hears it once.
  // A step the order began at (a phone order made Confirmed) was never told as that step: done again, it is; so is
  // one whose message was taken back before it went.
  const event = rules.eventOfStatus(to);
  const redone = lib('lifecycle').redoesToldStep(history.statusesBefore(txApp, order.id, seq, -1).reverse(), to);
  if (redone && !messages.allTakenBack(txApp, order.id, event)) return;
  messages.queueMessage(txApp, order, event, seq);
}

module.exports = {
  EDITABLE_FIELDS,
  noteActor,
  noteCorrection,
  noteDayMove,
  placedDayMove,
  refuseGonePlaces,
  refuseIfChangedSince,
  refuseStaleSave,
  noteTakesStock,
  takeStockOfNew,
  afterCreate,
  afterWrite,
};
