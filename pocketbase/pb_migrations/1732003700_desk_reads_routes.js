/// <reference path="../pb_data/types.d.ts" />
// The desk's packing lists and route sheets (docs/order-desk.md "Delivery days") name the day's routes and pickup
// points and list a route's stops in the order its branches are set: staff may read (never write) routes and pickup
// points, as they read the orders that name them. Still private to shoppers (1732003400_delivery_days.js).

const SERVICE = '@request.auth.collectionName = "shop_service"';
const STAFF = '@request.auth.collectionName = "staff"';

migrate(
  (app) => {
    for (const name of ['routes', 'pickup_points']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = `${SERVICE} || ${STAFF}`;
      collection.viewRule = `${SERVICE} || ${STAFF}`;
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ['routes', 'pickup_points']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = SERVICE;
      collection.viewRule = SERVICE;
      app.save(collection);
    }
  },
);
