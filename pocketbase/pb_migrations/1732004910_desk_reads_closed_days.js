/// <reference path="../pb_data/types.d.ts" />
// A day the operator closes (a festival, a strike) after orders were booked on it leaves them on a day nobody
// delivers: the desk's packing list and route sheet of that day say so, with the closure's name, so staff move them
// (src/features/desk/ClosedDayNotice.astro). Staff may read (never write) closed days for it, as they read routes.

const SERVICE = '@request.auth.collectionName = "shop_service"';
const STAFF = '@request.auth.collectionName = "staff"';

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('closed_days');
    collection.listRule = `${SERVICE} || ${STAFF}`;
    collection.viewRule = `${SERVICE} || ${STAFF}`;
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('closed_days');
    collection.listRule = SERVICE;
    collection.viewRule = SERVICE;
    app.save(collection);
  },
);
