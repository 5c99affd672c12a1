/// <reference path="../pb_data/types.d.ts" />
// An order's kept payees (pocketbase/pb_hooks/lib/cash.js freezePayees) are written by the shop alone, one entry per
// lot with its farmers' names: those of a large order from lots of many farmers passed 64 KB, and the order could not be
// saved again in the dashboard (its save, sent whole, failed on a field no one types). 1 MB, the most any JSON field
// holds here: about 240 lots of 20 farmers with the longest names.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.getByName('payees').maxSize = 1024 * 1024;
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.getByName('payees').maxSize = 64 * 1024;
    app.save(orders);
  },
);
