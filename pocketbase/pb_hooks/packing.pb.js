/// <reference path="../types.d.ts" />
// Packing on the desk (docs/rules.md "Packing: weights and substitutions"): staff weigh a sold-by-weight line, pack a
// line short, add a substitute, and mark the packing done. Each is one compare-and-set change in one write
// transaction (lib/order-change.js): applied only when the line is still as the staff member saw it (lib/packing.js
// checks), else 409 "Changed by someone else". The order's save writes the event (lib/order-events.js → lib/packing.js).
// Also here: the operator's sold-by-weight settings of a product, checked on every save.

routerAdd(
  'POST',
  '/api/desk/orders/{id}/lines/{line}',
  (e) => {
    const body = e.requestInfo().body || {};
    const index = Number(e.request.pathValue('line'));
    return require(`${__hooks}/lib/order-change.js`).changeOrder(e, e.request.pathValue('id'), {}, (record, txApp) => {
      const refused = require(`${__hooks}/lib/packing.js`).change(txApp, record, index, body, Date.now());
      // A refusal writes nothing: undo any draw the change made before it was refused.
      if (refused) throw new ApiError(refused.status, refused.message, { code: refused.code });
      return null;
    });
  },
  $apis.requireAuth('staff'),
);

routerAdd(
  'POST',
  '/api/desk/orders/{id}/packed',
  (e) => {
    return require(`${__hooks}/lib/order-change.js`).changeOrder(e, e.request.pathValue('id'), {}, (record, txApp) => {
      const refused = require(`${__hooks}/lib/packing.js`).markPacked(txApp, record);
      return refused ? { status: refused.status, body: { code: refused.code, message: refused.message } } : null;
    });
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
