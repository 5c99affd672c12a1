/// <reference path="../types.d.ts" />
// Every saved change to an order and its events commit in one write transaction, whichever way the save came in
// (the desk's route, the dashboard, the records API, another hook): lib/order-events.js says what the events are.
// PocketBase's record API does not wrap a save in a transaction; a save already inside one (the desk's
// compare-and-set) joins it.

onRecordUpdateExecute((e) => {
  const events = require(`${__hooks}/lib/order-events.js`);
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    events.refuseIfChangedSince(txApp, e.record);
    events.refuseGonePlaces(txApp, e.record);
    require(`${__hooks}/lib/cash.js`).freezePayees(txApp, e.record, e.record.original().getString('status'));
    e.next();
    events.afterWrite(txApp, e.record);
  });
}, 'orders');

onRecordCreateExecute((e) => {
  const events = require(`${__hooks}/lib/order-events.js`);
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    events.refuseGonePlaces(txApp, e.record);
    const planned = events.takeStockOfNew(txApp, e.record);
    require(`${__hooks}/lib/cash.js`).freezePayees(txApp, e.record, '');
    e.next();
    events.afterCreate(txApp, e.record, planned);
  });
}, 'orders');
