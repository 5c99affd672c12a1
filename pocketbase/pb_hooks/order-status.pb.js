/// <reference path="../types.d.ts" />
// Order status changes, whoever makes them (dashboard, records API, the desk's
// route in desk.pb.js): only along the lifecycle (lib/lifecycle.js),
// Cancelled and Delivery failed with a reason, each change timed. The private
// idempotency key and access token are set by the shop and never changed.

onRecordCreateRequest((e) => {
  const status = require(`${__hooks}/lib/order-status.js`);
  // A phone order holds what a placed one does (lib/integrity.js newOrderProblems), before onCreate sets its payment.
  const wrong = status.newOrderRefusal(e.app, e.record);
  if (wrong) throw wrong;
  status.onCreate(e.record);
  // Nor does a new order start Delivered with cash to collect (it would be in no settlement).
  const refused = status.deliveryRefusal(e.record, '');
  if (refused) throw refused;
  const events = require(`${__hooks}/lib/order-events.js`);
  events.noteActor(e.record, require(`${__hooks}/lib/order-history.js`).actorOf(e.auth));
  // Made here, not by the shop's placement hook: it takes its stock as it is saved (lib/order-events.js).
  events.noteTakesStock(e.record);
  e.next();
}, 'orders');

// Validates only: the change's event, history entry and stock effect follow from the save (lib/order-events.js).
onRecordUpdateRequest((e) => {
  // First: a save decided on an older version of the order (a dashboard left open) is refused whole.
  const events = require(`${__hooks}/lib/order-events.js`);
  events.refuseStaleSave(e.record, require(`${__hooks}/lib/integrity.js`).sentVersion(e));
  const status = require(`${__hooks}/lib/order-status.js`);
  const problem = status.protectInternal(e.record) || status.applyChange(e.record, e.hasSuperuserAuth(), e.app);
  if (problem) throw new BadRequestError(problem);
  // Cash on delivery is delivered only with its cash, at the desk: refused here for every caller, superusers too.
  const refused = status.deliveryRefusal(e.record, e.record.original().getString('status'));
  if (refused) throw refused;
  events.noteActor(e.record, require(`${__hooks}/lib/order-history.js`).actorOf(e.auth));
  e.next();
}, 'orders');
