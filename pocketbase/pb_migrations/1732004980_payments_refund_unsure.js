/// <reference path="../pb_data/types.d.ts" />
// A Khalti refund the shop cannot be sure of (docs/payments.md "Refunds"): Khalti did not answer whether it made a
// refund, or shows a part refunded that the shop has not recorded. Marked on the attempt until staff record what
// Khalti's merchant portal shows, or say it shows none; meanwhile no refund of it is sent through Khalti.
migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.add(
      new BoolField({
        name: 'refund_unsure',
        help: "Set by the desk's refund: Khalti may have refunded some of this payment that the shop has not recorded. Cleared once staff record what Khalti's portal shows, or say it shows none.",
      }),
    );
    app.save(payments);
  },
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.removeByName('refund_unsure');
    app.save(payments);
  },
);
