/// <reference path="../pb_data/types.d.ts" />
// The shop's service account reads no order through the records API: the shop reaches orders only through the
// hooks' routes (POST /api/shop/orders, .../by-key, .../order-lookup in pb_hooks/orders.pb.js, which answer only what
// the caller may see), and staff read them with their own token. Its list and view rules let anything holding the
// password list every shopper's name, phone and address. Staff keep theirs; superusers pass no rule.

const SERVICE = '@request.auth.collectionName = "shop_service"';
const STAFF = '@request.auth.collectionName = "staff"';

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.listRule = STAFF;
    orders.viewRule = STAFF;
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.listRule = `(${SERVICE}) || ${STAFF}`;
    orders.viewRule = `(${SERVICE}) || ${STAFF}`;
    app.save(orders);
  },
);
