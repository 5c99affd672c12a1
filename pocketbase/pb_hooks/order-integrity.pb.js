/// <reference path="../types.d.ts" />
// What an operator cannot change by mistake in the dashboard (issue 22, item 13;
// docs/operators.md, "Correcting an order"). Helpers: lib/integrity.js.
// - An order's amounts, items, coupon and number are read-only after placement,
//   for every API caller including superusers; the hooks' own saves (placement,
//   status routes, corrections) are not requests and are not affected.
// - A correction is an order_corrections record: checked, applied to the order
//   and written to order_history (kind 'correction') in one transaction; kept
//   as made (never edited or deleted). Its history entry is the order's
//   `correction` event (lib/order-events.js).
// - A coupon names its campaign.

// Handlers run in their own JS runtimes: shared helpers come from require() (lib/integrity.js).

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/lib/integrity.js`);
  const changed = lib.changedFixedFields(e.record);
  if (changed.length > 0) {
    /** @type {Record<string, string>} */
    const errors = {};
    for (const name of changed) errors[name] = lib.CORRECTION_HINT;
    throw lib.fieldErrors(
      errors,
      `${changed.join(', ')}: set when the order was placed; correct it in order_corrections.`,
    );
  }
  e.next();
}, 'orders');

// An operator's edit of the delivery day (dashboard, records API) is checked as the desk's move is
// (lib/delivery-schedule.js moveProblem), and brings its estimate with it, so the shopper's `moved` message and order
// page name the new day (its `delivery_day` event follows from the save: lib/order-events.js). The hooks' own saves
// (placement, the desk's move) are not requests.
// So is an edit of its route or pickup point: the order's day must be one the new place delivers on, a pickup point
// must be of the same branch, and a home delivery stays one (and a pickup a pickup): its delivery charge was set at
// placement (lib/delivery-schedule.js placeChangeProblem).
onRecordUpdateRequest((e) => {
  const original = e.record.original();
  const before = original.getString('delivery_day');
  const day = e.record.getString('delivery_day');
  const placeChanged =
    original.getString('route') !== e.record.getString('route') ||
    original.getString('pickup_point') !== e.record.getString('pickup_point');
  if (before !== day || placeChanged) {
    const schedules = require(`${__hooks}/lib/delivery-schedule.js`);
    const field = before !== day ? 'delivery_day' : e.record.getString('pickup_point') ? 'pickup_point' : 'route';
    const problem =
      day === ''
        ? 'An order keeps its delivery day: choose another day instead.'
        : (placeChanged ? schedules.placeChangeProblem($app, e.record) : '') ||
          schedules.moveProblem($app, e.record, day, original.getString('status'), Date.now());
    if (problem) {
      /** @type {Record<string, string>} */
      const errors = {};
      errors[field] = problem;
      throw require(`${__hooks}/lib/integrity.js`).fieldErrors(errors, problem);
    }
    if (before !== day) e.record.set('estimatedDelivery', schedules.estimateOf(day));
  }
  e.next();
}, 'orders');

// A phone order made in the dashboard goes by the same rules for its day, route and pickup point, and its estimate
// follows from its day, so its `confirmed` message names the day (lib/delivery-schedule.js newOrderPlaceProblem).
onRecordCreateRequest((e) => {
  const schedules = require(`${__hooks}/lib/delivery-schedule.js`);
  const refused = schedules.newOrderPlaceProblem($app, e.record, Date.now());
  if (refused) {
    /** @type {Record<string, string>} */
    const errors = {};
    errors[refused.field] = refused.problem;
    throw require(`${__hooks}/lib/integrity.js`).fieldErrors(errors, refused.problem);
  }
  const day = e.record.getString('delivery_day');
  if (day) e.record.set('estimatedDelivery', schedules.estimateOf(day));
  e.next();
}, 'orders');

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/integrity.js`);
  const history = require(`${__hooks}/lib/order-history.js`);
  const body = e.requestInfo().body || {};
  const isGiven = (/** @type {unknown} */ v) => v !== undefined && v !== null && v !== '';
  /** @type {Record<string, string>} */
  const errors = {};

  const orderId = e.record.getString('order');
  let order = null;
  try {
    order = e.app.findRecordById('orders', orderId);
  } catch (_) {
    errors.order = 'Choose the order to correct.';
  }
  const reason = e.record.getString('reason').trim();
  if (reason === '') errors.reason = 'Say why the order is corrected; the reason is kept in its history.';
  if (!order) throw lib.fieldErrors(errors);

  /** @type {Record<string, number>} */
  const current = {};
  for (const name of lib.ORDER_MONEY) current[name] = order.getFloat(name);
  const currentItems = order.getString('items');
  /** @type {unknown[]} */
  let kept = [];
  try {
    const parsed = JSON.parse(currentItems || '[]');
    if (Array.isArray(parsed)) kept = parsed;
  } catch (_) {}

  const itemsGiven = isGiven(body.items);
  let items = null;
  if (itemsGiven) {
    try {
      items = JSON.parse(e.record.getString('items'));
    } catch (_) {
      items = null;
    }
    const problem = lib.itemsProblem(items, kept);
    // Each line's total as packing and the payouts will sum it (lib/integrity.js correctedLines).
    const lines = problem ? { problem: problem } : lib.correctedLines(items, kept);
    if ('problem' in lines) errors.items = lines.problem;
    else items = lines.items;
  }
  if (itemsGiven && !errors.items) {
    const unknown = require(`${__hooks}/lib/orders.js`).unknownProductLine(e.app, items, kept);
    if (unknown) errors.items = unknown;
  }

  /** @type {Record<string, unknown>} */
  const given = {};
  for (const name of lib.ORDER_MONEY) if (isGiven(body[name])) given[name] = body[name];
  // New lines make the subtotal: worked out from them when left empty, refused when it is not their sum.
  if (itemsGiven && !errors.items && items) {
    const sum = items.reduce((/** @type {number} */ n, /** @type {any} */ l) => n + l.lineTotal, 0);
    if (given.subtotal === undefined) given.subtotal = sum;
    else if (Number(given.subtotal) !== sum)
      errors.subtotal = `The subtotal must be the lines' total, Rs. ${sum}; leave it empty to have it worked out.`;
  }
  // On an order with a coupon, a new subtotal (new lines, or typed) takes the coupon's discount on it, as packing
  // does, with a discount typed apart by an earlier correction kept apart (lib/packing-rules.js discountOn); a
  // discount typed now is taken as typed.
  const newSubtotal = Number(given.subtotal);
  if (
    !isGiven(body.discount_amount) &&
    order.getString('coupon_used') !== '' &&
    given.subtotal !== undefined &&
    Number.isInteger(newSubtotal) &&
    newSubtotal >= 0
  ) {
    given.discount_amount = require(`${__hooks}/lib/packing-rules.js`).discountOn(
      require(`${__hooks}/lib/packing.js`).couponOf(e.app, order),
      newSubtotal,
      { subtotal: current.subtotal, discount_amount: current.discount_amount },
    );
  }
  const money = lib.correctedMoney(current, given);
  if (money.errors) for (const name in money.errors) if (!errors[name]) errors[name] = money.errors[name];
  if (Object.keys(errors).length === 0) {
    let changes = itemsGiven && !lib.sameJson(JSON.stringify(items), currentItems);
    for (const name of lib.ORDER_MONEY) if (money.values[name] !== current[name]) changes = true;
    if (!changes)
      errors.reason = "Nothing would change: give the new amounts or items (untouched fields keep the order's values).";
  }
  if (Object.keys(errors).length > 0) throw lib.fieldErrors(errors);

  const actor = history.actorOf(e.auth);
  /** @type {Record<string, unknown>} */
  const before = { items: JSON.parse(currentItems || 'null') };
  /** @type {Record<string, { from: unknown, to: unknown }>} */
  const diff = {};
  for (const name of lib.ORDER_MONEY) {
    before[name] = current[name];
    e.record.set(name, money.values[name]);
    if (money.values[name] !== current[name]) diff[name] = { from: current[name], to: money.values[name] };
  }
  if (itemsGiven) diff.items = { from: before.items, to: items };
  else e.record.set('items', null);
  e.record.set('before', before);
  e.record.set('actor', actor);

  // The correction, the order and its history commit together or not at all.
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    // Read inside the transaction: the stock the order holds now, not when the request came in.
    const stockProblem = itemsGiven
      ? require(`${__hooks}/lib/stock.js`).correctionProblem(txApp, txApp.findRecordById('orders', orderId), items)
      : '';
    if (stockProblem) throw lib.fieldErrors({ items: stockProblem }, stockProblem);
    e.next();
    const fresh = txApp.findRecordById('orders', orderId);
    const closedDay = require(`${__hooks}/lib/cash.js`).settledTotalProblem(fresh, money.values.total);
    if (closedDay) throw lib.fieldErrors({ total: closedDay }, closedDay);
    for (const name of lib.ORDER_MONEY) fresh.set(name, money.values[name]);
    if (itemsGiven) fresh.set('items', items);
    // A wallet's money follows the new total, as packing's does (lib/payments.js settleNewTotal): owed back below what
    // was paid; above it refused. While the wallet still pays (or may: unpaid, a payment settled late or tried
    // again), it answers for the placed total: refused too, as packing is (lib/packing.js changeLine).
    const paying = require(`${__hooks}/lib/payment-state.js`);
    const state = fresh.getString('payment_state');
    if (state === 'awaiting' || state === 'unpaid')
      throw lib.fieldErrors({ total: paying.CORRECTION_WAITS_FOR_PAYMENT });
    if (!require(`${__hooks}/lib/payments.js`).settleNewTotal(txApp, fresh))
      throw lib.fieldErrors({ total: paying.CORRECTION_ABOVE_PAID });
    // The correction's event is written by the order's save, as every change to an order is (lib/order-events.js).
    const events = require(`${__hooks}/lib/order-events.js`);
    events.noteActor(fresh, actor);
    events.noteCorrection(fresh, { reason: reason, details: { correction: e.record.id, changes: diff } });
    txApp.save(fresh);
  });
}, 'order_corrections');

onRecordUpdateRequest((_e) => {
  throw new BadRequestError(
    'A correction is kept as it was made. To change the order again, create another correction with its reason.',
  );
}, 'order_corrections');

onRecordDeleteRequest((_e) => {
  throw new BadRequestError(
    "A correction is part of the order's history and is kept. To undo it, create another correction with its reason.",
  );
}, 'order_corrections');

// An order's history, its stock draws, the cash ledger and the wallets' payment attempts are the shop's own record of what happened: no request
// writes them, not even a superuser's (lib/integrity.js KEPT_RECORDS).
/** @param {core.RecordRequestEvent} e */
function refuseKeptRecord(e) {
  throw require(`${__hooks}/lib/integrity.js`).keptRecordRefusal(e.record);
}
onRecordCreateRequest(refuseKeptRecord, 'order_history', 'order_allocations', 'cash_settlements', 'payments');
onRecordUpdateRequest(refuseKeptRecord, 'order_history', 'order_allocations', 'cash_settlements', 'payments');
onRecordDeleteRequest(refuseKeptRecord, 'order_history', 'order_allocations', 'cash_settlements', 'payments');

onRecordValidate((e) => {
  if (e.record.getString('campaign') === '') {
    throw new BadRequestError('Please fix the highlighted field.', {
      campaign: new ValidationError(
        'validation_required',
        'Choose the campaign that pays for this coupon (Campaigns collection); create the campaign first if it does not exist.',
      ),
    });
  }
  e.next();
}, 'coupon');
