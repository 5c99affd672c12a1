/// <reference path="../pb_data/types.d.ts" />
// A payment that came late (a second payment from another tab, or one after the order was cancelled) is owed back.
// Its state said so only until its refund, when it became `refunded` like the order's own payment, so a refund rule
// could no longer tell the two apart: an order whose own payment had been partly refunded read "paid" once the late
// one was all back. `late` stays set (pb_hooks/lib/payments.js heldOf, lib/payment-state.js stateAfterRefund).
// Payments already settled late are marked from their state, or from the order's history that recorded them.
migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.add(
      new BoolField({
        name: 'late',
        help: 'Paid after the order was cancelled or already paid: owed back to the shopper. Set by the shop.',
      }),
    );
    app.save(payments);
    app
      .db()
      .newQuery(
        `UPDATE payments SET late = TRUE WHERE state = 'late' OR attempt IN (
           SELECT json_extract(details, '$.attempt') FROM order_history
           WHERE kind = 'payment' AND reason IN ('paid_twice', 'paid_after_cancel'))`,
      )
      .execute();
  },
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.removeByName('late');
    app.save(payments);
  },
);
