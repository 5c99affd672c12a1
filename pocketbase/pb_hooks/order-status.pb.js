/// <reference path="../types.d.ts" />
// Order status changes, whoever makes them (dashboard, records API, the desk's
// route in desk.pb.js): only along the lifecycle (lib/lifecycle.js),
// Cancelled and Delivery failed with a reason, each change timed. The private
// idempotency key and access token are set by the shop and never changed.

onRecordCreateRequest((e) => {
  const status = require(`${__hooks}/lib/order-status.js`);
  status.onCreate(e.record);
  e.next();
}, 'orders');

onRecordUpdateRequest((e) => {
  const status = require(`${__hooks}/lib/order-status.js`);
  const history = require(`${__hooks}/lib/order-history.js`);
  const from = e.record.original().getString('status');
  const problem = status.protectInternal(e.record) || status.applyChange(e.record, e.hasSuperuserAuth());
  if (problem) throw new BadRequestError(problem);
  e.next();
  const to = e.record.getString('status');
  if (to !== from) {
    history.record(e.app, e.record.id, {
      kind: 'status',
      status: to,
      reason: e.record.getString('status_reason'),
      actor: history.actorOf(e.auth),
    });
  }
}, 'orders');
