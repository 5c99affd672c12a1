/// <reference path="../pb_data/types.d.ts" />
// Indexes for the reads every delivery day makes of the orders table (docs/rules.md §4 "Delivery days"):
// - the placement hook counts a route's orders per day in the order's write transaction, to keep each day's
//   capacity (pocketbase/pb_hooks/lib/delivery-schedule.js countsOf: route = ? AND delivery_day >= ?);
// - the desk lists a day's orders, of one route or pickup point or all (src/lib/data/orders.server.ts
//   readOrdersOfDay, the packing list and route sheet).
// Without them each placement scanned every order ever placed, so its cost grew with the shop's history.

const INDEXES = {
  idx_orders_route_day: 'route, delivery_day',
  idx_orders_pickup_day: 'pickup_point, delivery_day',
  idx_orders_day: 'delivery_day',
};

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    for (const [name, columns] of Object.entries(INDEXES)) orders.addIndex(name, false, columns, '');
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    for (const name of Object.keys(INDEXES)) orders.removeIndex(name);
    app.save(orders);
  },
);
