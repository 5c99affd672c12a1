/// <reference path="../types.d.ts" />
// Stock on lots (lib/stock.js, docs/rules.md §5 Stock allocation): the figures
// the shop keeps on lots and products whenever an operator saves one. The units
// an order gives back or takes again when its status changes follow from its
// status event (lib/order-events.js). Allocation at placement is in
// orders.pb.js, in the order's own transaction.

onRecordValidate((e) => {
  const lot = e.record;
  if (lot.getString('stock_status') === 'pre-order' && lot.getInt('expected_units') <= 0) {
    const message = 'A lot open for pre-order needs expected_units: how many units the harvest should give.';
    throw new BadRequestError(message, { expected_units: new ValidationError('validation_required', message) });
  }
  e.next();
}, 'lots');

// A pre-order ships from its harvest_date: an operator opening one (or moving its harvest) to a day already past is
// refused under the field, or the shop would say "Ships from" a past day. Only the operator's request is checked: a lot
// whose harvest day has since passed still takes orders' draws and returns (its own saves are not requests).
/** @param {core.RecordRequestEvent} e */
function preorderNotPast(e) {
  const lot = e.record;
  const original = lot.original();
  const opened =
    lot.getString('stock_status') === 'pre-order' &&
    (lot.isNew() ||
      original.getString('stock_status') !== 'pre-order' ||
      original.getString('harvest_date') !== lot.getString('harvest_date'));
  const days = require(`${__hooks}/lib/delivery-days.js`);
  const harvest = days.pickedDay(lot.getString('harvest_date'));
  if (opened && harvest !== '' && harvest < days.nepalDay(Date.now())) {
    const message = `A lot open for pre-order ships from its harvest_date, and ${harvest} has passed: set the day the harvest comes, or put the lot on sale.`;
    throw new BadRequestError(message, { harvest_date: new ValidationError('validation_past', message) });
  }
  e.next();
}
onRecordCreateRequest(preorderNotPast, 'lots');
onRecordUpdateRequest(preorderNotPast, 'lots');

// A lot's reserved / remaining / shortfall, from what orders took; typed values are replaced. Computed and written
// in one write transaction (the placement hook takes units in one too, orders.pb.js), whichever way the save came
// in: a figure read before an order committed and written after it would put that order's units back on sale
// (tests/integration/stock/lot-saves.test.ts). PocketBase's record API does not wrap a save in a transaction.
/** @param {core.RecordEvent} e */
function saveWithFigures(e) {
  const stock = require(`${__hooks}/lib/stock.js`);
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    // A lot orders drew from stays its product's (lib/stock-rules.js lotMoveProblem); checked in the transaction, so
    // an order placed while the operator types is counted.
    const before = e.record.original().getString('product');
    if (!e.record.isNew() && before !== e.record.getString('product')) {
      const problem = require(`${__hooks}/lib/stock-rules.js`).lotMoveProblem(
        stock.takenFrom(txApp, e.record.id).taken,
      );
      if (problem)
        throw new BadRequestError(problem, { product: new ValidationError('validation_lot_drawn', problem) });
    }
    // A lot's form left open while its cooperative was renamed (lib/cash.js renameOnLots) would write the old name
    // back, and the lot would be paid to no cooperative: refused when the form's version is older than the lot and
    // the cooperative it sends is not the lot's now (lib/cash.js staleCooperativeProblem).
    const stale = require(`${__hooks}/lib/cash.js`).staleCooperativeProblem(txApp, e.record);
    if (stale) throw new BadRequestError(stale, { cooperative: new ValidationError('validation_stale', stale) });
    // Nor does its harvest move past the days its pre-orders are booked for (lib/stock.js harvestMoveProblem).
    const late = stock.harvestMoveProblem(txApp, e.record);
    if (late) throw new BadRequestError(late, { harvest_date: new ValidationError('validation_booked_before', late) });
    const figures = stock.figuresOf(txApp, e.record);
    e.record.set('reserved', figures.reserved);
    e.record.set('remaining', figures.remaining);
    e.record.set('shortfall', figures.shortfall);
    e.next();
    // The product's summary, and the back-in-stock requests a lot that opens it answers, in the save's transaction
    // (lib/stock-alerts.js tellOpened: one message per request, once).
    const product = e.record.getString('product');
    if (product) {
      stock.summarise(txApp, [product]);
      require(`${__hooks}/lib/stock-alerts.js`).tellOpened(txApp, [product]);
    }
  });
}
onRecordCreateExecute(saveWithFigures, 'lots');
onRecordUpdateExecute(saveWithFigures, 'lots');
// The version the form sent, for staleCooperativeProblem (it travels on the record: a handler sees nothing of this
// file around it).
onRecordUpdateRequest((e) => {
  e.record.set('@sentVersion', require(`${__hooks}/lib/integrity.js`).sentVersion(e));
  e.next();
}, 'lots');

// The product's stock summary follows its lots (and the lot's previous product when it was moved).
/** @param {core.RecordEvent} e */
function lotSaved(e) {
  e.next();
  const stock = require(`${__hooks}/lib/stock.js`);
  const ids = [e.record.getString('product')];
  const before = e.record.original().getString('product');
  if (before && ids.indexOf(before) < 0) ids.push(before);
  stock.summarise(
    e.app,
    ids.filter((id) => id),
  );
}
onRecordCreate(lotSaved, 'lots');
onRecordUpdate(lotSaved, 'lots');
onRecordDelete((e) => {
  const product = e.record.getString('product');
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    e.next();
    require(`${__hooks}/lib/stock.js`).summarise(txApp, [product]);
    // Its last closed lot gone, a product sells again as one without lots: the shoppers waiting for it are told.
    require(`${__hooks}/lib/stock-alerts.js`).tellOpened(txApp, [product]);
  });
}, 'lots');

// A product's stock summary, recomputed on every save (not_stock_tracked may have changed), and the back-in-stock
// requests a save that opens it answers (is_available, isVisible): read and written under one write lock, as a lot's
// are. Read before an order took the last unit and written after, the summary put the product back on sale and told
// its waiting shoppers so; two such saves at once wrote one request's message twice (lib/stock-alerts.js tellOpened).
/** @param {core.RecordEvent} e */
function saveProductWithSummary(e) {
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    const isNew = e.record.isNew();
    /** @type {Record<string, boolean | number | string>} */
    const summary = isNew
      ? { stock_tracked: false, stock_left: 0, preorder_left: 0, preorder_ships: '' } // no lot names it yet
      : require(`${__hooks}/lib/stock.js`).summaryOf(txApp, e.record.id, e.record.getBool('not_stock_tracked'));
    for (const key in summary) e.record.set(key, summary[key]);
    e.next();
    if (!isNew) require(`${__hooks}/lib/stock-alerts.js`).tellOpened(txApp, [e.record.id]);
  });
}
onRecordCreateExecute(saveProductWithSummary, 'web_products');
onRecordUpdateExecute(saveProductWithSummary, 'web_products');

// Reopening a cancelled order needs its units again: refused up front when they are gone.
onRecordUpdateRequest((e) => {
  const from = e.record.original().getString('status');
  const to = e.record.getString('status');
  if (from === 'Cancelled' && to !== 'Cancelled') {
    const stock = require(`${__hooks}/lib/stock.js`);
    const planned = stock.plan(e.app, stock.itemsOf(e.record));
    if (planned.short) {
      throw new BadRequestError(
        `Not enough stock to reopen this order: ${planned.short.map((s) => `${s.left} left of line ${s.index + 1}`).join('; ')}.`,
      );
    }
  }
  e.next();
}, 'orders');

// Cancelled: the units go back to their lots; reopened: taken again; delivered: no longer reserved. That is a status
// change's effect, applied with its event: lib/order-events.js.

// A deleted order gives back its units (its draws go with it), so only an order whose units are still in the store
// may be deleted, whichever way the delete comes (dashboard, records API, a hook): lib/stock-rules.js deleteProblem.
onRecordDelete((e) => {
  const stock = require(`${__hooks}/lib/stock.js`);
  const problem = require(`${__hooks}/lib/stock-rules.js`).deleteProblem(e.record.getString('status'));
  if (problem) throw new BadRequestError(problem);
  const lots = [];
  for (const draw of stock.drawsOf(e.app, e.record.id, true)) if (lots.indexOf(draw.lot) < 0) lots.push(draw.lot);
  e.next();
  stock.refreshLots(e.app, lots);
}, 'orders');

// For the desk (docs/order-desk.md "Short harvests"): every lot with a shortfall and the orders it cannot fill,
// newest first, with the customer's phone for staff to call.
routerAdd(
  'GET',
  '/api/desk/shortfalls',
  (e) => {
    const stock = require(`${__hooks}/lib/stock.js`);
    const lots = $app.findRecordsByFilter('lots', 'shortfall > 0', '-updated', 100, 0);
    const out = [];
    for (const lot of lots) {
      const orders = [];
      for (const entry of stock.unfilledOrders($app, lot.id)) {
        let order;
        try {
          order = $app.findRecordById('orders', entry.order);
        } catch (_) {
          continue;
        }
        orders.push({
          id: order.id,
          orderNumber: order.getString('orderNumber'),
          status: order.getString('status'),
          customerName: order.getString('customerName'),
          phone: order.getString('phone'),
          quantity: entry.quantity,
          missing: entry.missing,
          created: order.getString('created'),
        });
      }
      let product = '';
      let productNe = '';
      try {
        const record = $app.findRecordById('web_products', lot.getString('product'));
        product = record.getString('name');
        productNe = record.getString('nepaliName');
      } catch (_) {
        // a product deleted since: the lot still shows
      }
      out.push({
        id: lot.id,
        code: lot.getString('code'),
        product: product,
        productNe: productNe,
        units: lot.getInt('units'),
        shortfall: lot.getInt('shortfall'),
        orders: orders,
      });
    }
    return e.json(200, { lots: out });
  },
  $apis.requireAuth('staff'),
);
