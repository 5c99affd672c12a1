/// <reference path="../pb_data/types.d.ts" />
// order_history: the kind `cash_undone`, written when an operator's undo in the dashboard (a delivery back to Out for
// Delivery, a refusal back to Open) takes the order's cash record back before its rider's day is closed
// (pocketbase/pb_hooks/lib/cash.js takeBack).

const KIND = 'cash_undone';

migrate(
  (app) => {
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    // Appended, not replaced: other features add their own kinds.
    if (kind.values.indexOf(KIND) === -1) kind.values.push(KIND);
    app.save(history);
  },
  (app) => {
    app.db().newQuery('DELETE FROM order_history WHERE kind = {:kind}').bind({ kind: KIND }).execute();
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = kind.values.filter((v) => v !== KIND);
    app.save(history);
  },
);
