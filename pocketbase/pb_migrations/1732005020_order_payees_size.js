/// <reference path="../pb_data/types.d.ts" />
// An order's kept payees (pocketbase/pb_hooks/lib/cash.js freezePayees) are written by the shop alone, one entry per
// lot with its farmers' names: a large order from lots of many farmers passed 64 KB, and the rider's cash could not be
// recorded (the order's save failed on a field no one types). Room for 100 lines from several lots of 20 farmers each.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.getByName('payees').maxSize = 4 * 1024 * 1024;
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.getByName('payees').maxSize = 64 * 1024;
    app.save(orders);
  },
);
