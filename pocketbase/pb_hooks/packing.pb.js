/// <reference path="../types.d.ts" />
// Packing on the desk (docs/rules.md "Packing: weights and substitutions"): staff weigh a sold-by-weight line, pack a
// line short, add a substitute, and mark the packing done. Each is one compare-and-set change in one write
// transaction, as desk.pb.js does a status change: applied only when the line is still as the staff member saw it,
// else 409 "Changed by someone else". The order's save writes the event (lib/order-events.js → lib/packing.js).
// Also here: the operator's sold-by-weight settings of a product, checked on every save.

routerAdd(
  'POST',
  '/api/desk/orders/{id}/lines/{line}',
  (e) => {
    const body = e.requestInfo().body || {};
    const id = e.request.pathValue('id');
    const index = Number(e.request.pathValue('line'));
    /** @type {{ status: number, body: object }} */
    let result = /** @type {any} */ (null);
    require(`${__hooks}/lib/write-transaction.js`).writeTransaction($app, (txApp) => {
      let record;
      try {
        record = txApp.findRecordById('orders', id);
      } catch (_) {
        result = { status: 404, body: { code: 'not_found', message: 'There is no such order.' } };
        return;
      }
      const refused = require(`${__hooks}/lib/packing.js`).change(txApp, record, index, body, Date.now());
      if (refused) {
        // A refusal writes nothing: undo any draw the change made before it was refused.
        throw new ApiError(refused.status, refused.message, { code: refused.code });
      }
      require(`${__hooks}/lib/order-events.js`).noteActor(
        record,
        require(`${__hooks}/lib/order-history.js`).actorOf(e.auth),
      );
      txApp.save(record);
      result = { status: 200, body: { order: record } };
    });
    return e.json(result.status, result.body);
  },
  $apis.requireAuth('staff'),
);

routerAdd(
  'POST',
  '/api/desk/orders/{id}/packed',
  (e) => {
    const id = e.request.pathValue('id');
    /** @type {{ status: number, body: object }} */
    let result = /** @type {any} */ (null);
    require(`${__hooks}/lib/write-transaction.js`).writeTransaction($app, (txApp) => {
      let record;
      try {
        record = txApp.findRecordById('orders', id);
      } catch (_) {
        result = { status: 404, body: { code: 'not_found', message: 'There is no such order.' } };
        return;
      }
      const refused = require(`${__hooks}/lib/packing.js`).markPacked(txApp, record);
      if (refused) {
        result = { status: refused.status, body: { code: refused.code, message: refused.message } };
        return;
      }
      require(`${__hooks}/lib/order-events.js`).noteActor(
        record,
        require(`${__hooks}/lib/order-history.js`).actorOf(e.auth),
      );
      txApp.save(record);
      result = { status: 200, body: { order: record } };
    });
    return e.json(result.status, result.body);
  },
  $apis.requireAuth('staff'),
);

// A product sold by weight: its settings must make sense (a sentence under each wrong field, nothing saved). Its
// unit price is the nominal weight's price (set in operators.pb.js), so the shopper pays at checkout what one unit of
// "about 1 kg" costs.
onRecordValidate((e) => {
  const rules = require(`${__hooks}/lib/packing-rules.js`);
  const errors = rules.productProblems({
    sold_by_weight: e.record.getBool('sold_by_weight'),
    weight_price: e.record.getFloat('weight_price'),
    nominal_kg: e.record.getFloat('nominal_kg'),
    weight_tolerance: e.record.getFloat('weight_tolerance'),
  });
  if (Object.keys(errors).length > 0) throw require(`${__hooks}/lib/integrity.js`).fieldErrors(errors);
  // Its unit price was set from these by operators.pb.js, before the price is checked.
  e.next();
}, 'web_products');
