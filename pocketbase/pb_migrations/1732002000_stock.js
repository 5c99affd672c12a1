/// <reference path="../pb_data/types.d.ts" />
// Stock on harvest lots (docs/traceability.md "Stock and pre-orders", docs/rules.md §5 Stock allocation).
//
// A lot holds `units` of its product's unit (40 jars of 500 GM → 40). Orders draw
// from lots when they are placed (pocketbase/pb_hooks/lib/stock.js, in the order's
// own transaction) and each draw is an order_allocations row, so every order line
// knows its lots. `reserved`, `remaining` and `shortfall` on a lot and the stock
// summary on a product are written by the hooks only (any typed value is replaced).
// A product with no lot holding units, or ticked "not_stock_tracked", sells as before.

const STAFF = '@request.auth.collectionName = "staff"';

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    products.fields.add(
      new BoolField({
        name: 'not_stock_tracked',
        help: 'Tick for a product sold without counting stock (made to order, always plenty): it stays for sale whatever its lots hold. Unticked, a product whose lots hold units can only sell what they have left.',
      }),
    );
    products.fields.add(
      new NumberField({
        name: 'low_stock_at',
        min: 0,
        onlyInt: true,
        help: 'The product is listed in the low_stock view when the units left (all lots on sale) are at or below this number. 0: listed only when sold out.',
      }),
    );
    products.fields.add(
      new BoolField({
        name: 'stock_tracked',
        help: 'Set by the shop: on when the product counts stock (a lot holds units or is open for pre-order, and not_stock_tracked is off).',
      }),
    );
    products.fields.add(
      new NumberField({
        name: 'stock_left',
        onlyInt: true,
        help: 'Set by the shop: units left in the lots on sale (the sum of their "remaining").',
      }),
    );
    products.fields.add(
      new NumberField({
        name: 'preorder_left',
        onlyInt: true,
        help: 'Set by the shop: units that can still be pre-ordered from lots open for pre-order.',
      }),
    );
    products.fields.add(
      new DateField({
        name: 'preorder_ships',
        help: 'Set by the shop: the earliest expected harvest date among lots open for pre-order with units left ("ships from").',
      }),
    );
    app.save(products);

    const lots = app.findCollectionByNameOrId('lots');
    lots.fields.add(
      new NumberField({
        name: 'units',
        min: 0,
        onlyInt: true,
        help: "How many of the product's units this lot holds for sale, e.g. 40 for 40 jars of a product sold per 500 GM jar. Leave 0 for a lot that is only traced, not sold from. It cannot go below what orders already took (see reserved and remaining).",
      }),
    );
    lots.fields.add(
      new SelectField({
        name: 'stock_status',
        maxSelect: 1,
        values: ['on sale', 'pre-order', 'closed'],
        help: 'on sale (empty means the same): orders draw from its units, oldest harvest first. pre-order: the harvest is still to come; harvest_date is the expected harvest date and shoppers may pre-order up to preorder_cap. closed: nothing more is sold from it.',
      }),
    );
    lots.fields.add(
      new NumberField({
        name: 'expected_units',
        min: 0,
        onlyInt: true,
        help: 'For a pre-order lot: how many units the harvest is expected to give.',
      }),
    );
    lots.fields.add(
      new NumberField({
        name: 'preorder_cap',
        min: 0,
        onlyInt: true,
        help: 'For a pre-order lot: at most this many units may be pre-ordered (0: expected_units). When harvested, set stock_status to on sale and units to the real quantity; if it is less than was pre-ordered, the desk lists the orders that cannot be filled.',
      }),
    );
    lots.fields.add(
      new NumberField({
        name: 'reserved',
        onlyInt: true,
        help: 'Set by the shop: units taken by orders that are not delivered yet (open, confirmed, out for delivery, delivery failed).',
      }),
    );
    lots.fields.add(
      new NumberField({
        name: 'remaining',
        onlyInt: true,
        help: 'Set by the shop: units left to sell (units, or the pre-order cap, minus what orders took; cancelled orders give theirs back). Never below 0.',
      }),
    );
    lots.fields.add(
      new NumberField({
        name: 'shortfall',
        onlyInt: true,
        help: 'Set by the shop: how many units more were ordered than the lot holds (after a harvest smaller than its pre-orders). The desk lists the orders that cannot be filled.',
      }),
    );
    app.save(lots);

    const orders = app.findCollectionByNameOrId('orders');
    const allocations = new Collection({
      type: 'base',
      name: 'order_allocations',
      // Written only by the order hooks; staff read them to pick by lot.
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
          help: 'The order this draw belongs to.',
        },
        { name: 'line', type: 'number', onlyInt: true, min: 0, help: "The order line's position (0 = first)." },
        {
          name: 'product',
          type: 'relation',
          collectionId: products.id,
          maxSelect: 1,
          cascadeDelete: false,
          help: 'The product of the line.',
        },
        {
          name: 'lot',
          type: 'relation',
          collectionId: lots.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
          help: 'The lot the units come from.',
        },
        { name: 'lot_code', type: 'text', max: 20, help: 'The lot code, as printed on the label.' },
        { name: 'quantity', type: 'number', onlyInt: true, min: 1, help: 'Units taken from this lot.' },
        { name: 'preorder', type: 'bool', help: 'Taken from a lot open for pre-order.' },
        {
          name: 'returned',
          type: 'bool',
          help: 'On when the order was cancelled and the units went back to the lot (see the order history).',
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX idx_order_allocations_order ON order_allocations (`order`, line)',
        'CREATE INDEX idx_order_allocations_lot ON order_allocations (lot, returned)',
      ],
    });
    app.save(allocations);

    // Products at or under their low-stock number (operators set low_stock_at per product).
    const lowStock = new Collection({
      type: 'view',
      name: 'low_stock',
      listRule: STAFF,
      viewRule: STAFF,
      viewQuery:
        'SELECT p.id, p.name, p.unit, p.stock_left, p.low_stock_at, p.preorder_left, p.is_available FROM web_products p ' +
        'WHERE p.stock_tracked = TRUE AND p.stock_left <= p.low_stock_at',
    });
    app.save(lowStock);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('low_stock'));
    app.delete(app.findCollectionByNameOrId('order_allocations'));
    const lots = app.findCollectionByNameOrId('lots');
    for (const name of [
      'units',
      'stock_status',
      'expected_units',
      'preorder_cap',
      'reserved',
      'remaining',
      'shortfall',
    ]) {
      lots.fields.removeByName(name);
    }
    app.save(lots);
    const products = app.findCollectionByNameOrId('web_products');
    for (const name of [
      'not_stock_tracked',
      'low_stock_at',
      'stock_tracked',
      'stock_left',
      'preorder_left',
      'preorder_ships',
    ]) {
      products.fields.removeByName(name);
    }
    app.save(products);
  },
);
