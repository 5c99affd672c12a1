/// <reference path="../pb_data/types.d.ts" />
// An edit of an order's details (name, phone, address, notes, delivery date, channel) in the dashboard is an event of
// its own in the order's history: kind `edited`, written by pocketbase/pb_hooks/lib/order-events.js in the edit's
// own transaction, naming each changed field before and after.

migrate(
  (app) => {
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = ['placed', 'status', 'edited', 'correction', 'stock'];
    kind.help =
      "What happened: the order was placed, a status change, an edit of the order's details, a correction of its amounts or items, or stock returned to or taken from lots.";
    app.save(history);
  },
  (app) => {
    app.db().newQuery("DELETE FROM order_history WHERE kind = 'edited'").execute();
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = ['placed', 'status', 'correction', 'stock'];
    kind.help =
      'What happened: the order was placed, a status change, a correction of the order, or stock returned to or taken from lots.';
    app.save(history);
  },
);
