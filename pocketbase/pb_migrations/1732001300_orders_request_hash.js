/// <reference path="../pb_data/types.d.ts" />
// orders.requestHash: the fingerprint of what the shopper asked for (lines,
// delivery details, coupon), stored with the order by the pb_hooks order route.
// A repeated idempotency key gets the stored order back only with the same
// fingerprint (pocketbase/pb_hooks/lib/orders.js, replayAnswer). Orders placed
// before this field existed keep an empty value: a replay of their key is a
// conflict.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    if (!orders.fields.getByName('requestHash')) {
      orders.fields.add(new TextField({ name: 'requestHash', max: 64, hidden: true }));
      app.save(orders);
    }
  },
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    if (orders.fields.getByName('requestHash')) {
      orders.fields.removeByName('requestHash');
      app.save(orders);
    }
  },
);
