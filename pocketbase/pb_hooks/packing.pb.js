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
      const packing = require(`${__hooks}/lib/packing.js`);
      const refused = packing.change(txApp, record, index, body, Date.now());
      return refused ? packing.answer(refused) : null;
    });
  },
  $apis.requireAuth('staff'),
);

routerAdd(
  'POST',
  '/api/desk/orders/{id}/packed',
  (e) => {
    return require(`${__hooks}/lib/order-change.js`).changeOrder(e, e.request.pathValue('id'), {}, (record, txApp) => {
      const packing = require(`${__hooks}/lib/packing.js`);
      const refused = packing.markPacked(txApp, record);
      return refused ? packing.answer(refused) : null;
    });
  },
  $apis.requireAuth('staff'),
);
