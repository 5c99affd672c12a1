/// <reference path="../pb_data/types.d.ts" />
// Whom each lot an order drew from paid when the order was delivered (pocketbase/pb_hooks/lib/cash.js freezePayees):
// the payout report pays them, so a farmer deleted or taken off a lot, or a cooperative renamed or its commission
// changed, after a delivery does not change what was owed for it. Orders delivered before hold none and are paid as
// their lots stand.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.add(
      new JSONField({
        name: 'payees',
        maxSize: 64 * 1024,
        help: "Kept by the shop as the order is delivered: each lot's cooperative, its commission and farmers then, which the payout report pays. Cleared by an undo of the delivery. Not typed.",
      }),
    );
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.removeByName('payees');
    app.save(orders);
  },
);
