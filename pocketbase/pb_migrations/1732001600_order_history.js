/// <reference path="../pb_data/types.d.ts" />
// An order's history: one record per thing that happened to it after placement
// (a status change with who and why, a correction, stock returned to its lots).
// Written only by the hooks (pocketbase/pb_hooks/lib/order-history.js), never
// edited: staff read it on the desk, operators in the dashboard.

const STAFF = '@request.auth.collectionName = "staff"';

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    const history = new Collection({
      type: 'base',
      name: 'order_history',
      listRule: STAFF,
      viewRule: STAFF,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'order',
          type: 'relation',
          collectionId: orders.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
          help: 'The order this entry belongs to.',
        },
        {
          name: 'kind',
          type: 'select',
          values: ['status', 'correction', 'stock'],
          maxSelect: 1,
          required: true,
          help: 'What happened: a status change, a correction of the order, or stock returned to or taken from lots.',
        },
        {
          name: 'status',
          type: 'text',
          max: 40,
          help: 'The order status after this entry.',
        },
        {
          name: 'reason',
          type: 'text',
          max: 500,
          help: 'Why (for Cancelled, Delivery failed and corrections).',
        },
        {
          name: 'actor',
          type: 'text',
          max: 200,
          help: 'Who made the change: a staff member, the operator (dashboard) or the shop.',
        },
        {
          name: 'details',
          type: 'json',
          maxSize: 20000,
          help: 'What changed, for corrections and stock entries (written by the shop).',
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE INDEX idx_order_history_order ON order_history (`order`, created)'],
    });
    app.save(history);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('order_history'));
  },
);
