/// <reference path="../pb_data/types.d.ts" />
// An order's history begins with its placement (docs/rules.md "Order events"): order_history gets the kind `placed`,
// written by pocketbase/pb_hooks/lib/order-events.js in the order's own transaction. Orders placed before have one
// written here, at their own creation time, so every order's history starts the same way.

const KINDS_HELP =
  'What happened: the order was placed, a status change, a correction of the order, or stock returned to or taken from lots.';

migrate(
  (app) => {
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = ['placed', 'status', 'correction', 'stock'];
    kind.help = KINDS_HELP;
    app.save(history);
    // Raw SQL: a record save would stamp `created` with today, and the backfill is one statement however many orders.
    app
      .db()
      .newQuery(
        'INSERT INTO order_history (id, `order`, kind, status, reason, actor, details, created) ' +
          "SELECT substr(lower(hex(randomblob(8))), 1, 15), o.id, 'placed', 'Open', '', 'shop', NULL, o.created " +
          "FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_history h WHERE h.`order` = o.id AND h.kind = 'placed')",
      )
      .execute();
  },
  (app) => {
    app.db().newQuery("DELETE FROM order_history WHERE kind = 'placed'").execute();
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = ['status', 'correction', 'stock'];
    kind.help = 'What happened: a status change, a correction of the order, or stock returned to or taken from lots.';
    app.save(history);
  },
);
