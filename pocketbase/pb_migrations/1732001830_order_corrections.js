/// <reference path="../pb_data/types.d.ts" />
// order_corrections: the one way to change an order's money or items after it
// was placed (docs/operators.md, "Correcting an order"). An operator creates a
// record in the dashboard with the new values and the reason; the hook
// (pb_hooks/order-integrity.pb.js) checks it, applies it to the order and
// writes a 'correction' entry in order_history, all in one transaction. A
// correction is kept as made: it cannot be edited or deleted.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    const money = (name, help) => ({ name, type: 'number', min: 0, max: 10000000, help });
    const corrections = new Collection({
      type: 'base',
      name: 'order_corrections',
      listRule: null,
      viewRule: null,
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
          cascadeDelete: false,
          help: 'The order to correct.',
        },
        {
          name: 'reason',
          type: 'text',
          required: true,
          max: 500,
          help: 'Why the order is corrected (kept in its history). Example: Shopper returned one jar; refund Rs. 450.',
        },
        money('subtotal', 'New item subtotal in rupees. Empty = unchanged.'),
        money('deliveryCharge', 'New delivery charge in rupees. Empty = unchanged.'),
        money('discount_amount', 'New item discount in rupees. Empty = unchanged.'),
        money('delivery_discount_amount', 'New delivery discount in rupees. Empty = unchanged.'),
        money(
          'total',
          'New total in rupees. Empty = worked out: subtotal + delivery charge - discounts (a total that differs from that is refused).',
        ),
        {
          name: 'items',
          type: 'json',
          maxSize: 256 * 1024,
          help: "New item lines, in the order's own item shape (copy them from the order and edit). Empty = unchanged.",
        },
        {
          name: 'before',
          type: 'json',
          maxSize: 256 * 1024,
          help: 'Filled in on save: what the order held before this correction.',
        },
        { name: 'actor', type: 'text', max: 200, help: 'Filled in on save: who made the correction.' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE INDEX idx_order_corrections_order ON order_corrections (`order`, created)'],
    });
    app.save(corrections);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('order_corrections'));
  },
);
