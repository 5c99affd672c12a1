/// <reference path="../pb_data/types.d.ts" />
// An order's history in the order it happened: `seq` counts its entries (1, 2, 3...), written by
// pocketbase/pb_hooks/lib/order-history.js inside the change's write transaction. `created` has millisecond
// resolution, and one transaction writes several entries (a cancel and the stock it returns; a placement and a
// change a moment later can share a millisecond too), so sorting by it left ties to the random record id.
// Existing entries are numbered by their time, a placement first.

migrate(
  (app) => {
    const history = app.findCollectionByNameOrId('order_history');
    history.fields.add(
      new NumberField({
        name: 'seq',
        onlyInt: true,
        min: 0,
        help: "The entry's place in the order's history: 1 for the first, written by the shop.",
      }),
    );
    history.indexes = [...history.indexes, 'CREATE INDEX idx_order_history_seq ON order_history (`order`, seq)'];
    app.save(history);
    app
      .db()
      .newQuery(
        'UPDATE order_history SET seq = (SELECT r.n FROM (SELECT id, ROW_NUMBER() OVER ' +
          "(PARTITION BY `order` ORDER BY created, kind != 'placed', id) AS n FROM order_history) r " +
          'WHERE r.id = order_history.id)',
      )
      .execute();
  },
  (app) => {
    const history = app.findCollectionByNameOrId('order_history');
    history.indexes = history.indexes.filter((index) => !index.includes('idx_order_history_seq'));
    history.fields.removeByName('seq');
    app.save(history);
  },
);
