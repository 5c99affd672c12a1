/// <reference path="../pb_data/types.d.ts" />
// The dashboard names a related record by its "presentable" fields, or else by the first of a few common field names
// (name, title, email…). Branches, districts, lots, settlements and stock alerts have none of those, so an operator
// choosing a route's branches or a pickup point's branch saw a list of ids only; orders were named by the shopper's
// email, often empty. Each gets the fields a person knows it by (tests/integration/hardening/dashboard-names.test.ts).

const PRESENTABLE = {
  delivery_branch: ['branchName', 'districtName'],
  districts: ['districtName'],
  lots: ['code'],
  orders: ['orderNumber'],
  cash_settlements: ['day'],
  stock_alerts: ['phone'],
};

/**
 * @param {core.App} app
 * @param {boolean} presentable
 */
function mark(app, presentable) {
  for (const [name, fields] of Object.entries(PRESENTABLE)) {
    const collection = app.findCollectionByNameOrId(name);
    for (const field of fields) collection.fields.getByName(field).presentable = presentable;
    app.save(collection);
  }
}

migrate(
  (app) => mark(app, true),
  (app) => mark(app, false),
);
