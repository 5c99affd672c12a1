/// <reference path="../pb_data/types.d.ts" />
// An order an operator makes in the dashboard (a phone order) gets its number from the shop when the field is left
// empty, and its lines are checked as a placed order's (pocketbase/pb_hooks/lib/order-status.js newOrderRefusal): the
// number is no longer required in the form (the dashboard would not send the form without it), and the help of both
// says how to fill them. Every order still has a number: the hook makes one, and the unique index stands.
const HELP = {
  orderNumber: [
    "The order's number shoppers quote (ORD-…). Set by the shop; do not change.",
    "The order's number shoppers quote (ORD- and 6 digits). Set by the shop: on an order you make here, leave it empty and one is made. It cannot be changed.",
  ],
  items: [
    'The ordered products as the shop priced them (name, price, quantity, unit, lot). Written by the shop; change an order on the desk instead.',
    'The ordered products as the shop priced them (id, name, price, quantity, unit, lot). On an order you make here, type them like [{"id": "<product record id>", "name": "Honey", "price": 450, "quantity": 2}]; afterwards, change them with a correction (order_corrections).',
  ],
};

function setFields(app, required, from, to) {
  const orders = app.findCollectionByNameOrId('orders');
  orders.fields.getByName('orderNumber').required = required;
  for (const [name, texts] of Object.entries(HELP)) {
    const field = orders.fields.getByName(name);
    // An operator may have reworded the help in the dashboard: theirs stays.
    if (field.help === texts[from]) field.help = texts[to];
  }
  app.save(orders);
}

migrate(
  (app) => setFields(app, false, 0, 1),
  (app) => setFields(app, true, 1, 0),
);
