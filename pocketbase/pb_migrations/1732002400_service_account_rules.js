/// <reference path="../pb_data/types.d.ts" />
// The shop's service account (shop_service) writes orders, QR leads and feedback only through the hooks' routes,
// which check what they store (SECURITY.md "Who may write what"): orders through POST /api/shop/orders
// (pb_hooks/orders.pb.js: stock, campaign budget and number in one transaction), leads and feedback through
// POST /api/shop/forms/{form} (pb_hooks/shop-forms.pb.js). Their records API rules named the account, so anything
// holding its password could store an order with any total, number and status, rewrite a shopper's phone and
// landmark, or store a submission of any shape. Those rules are closed; build records stay the publisher's
// (server/publish/publisher.ts, which runs as the account). Superusers pass no rule and keep the dashboard.

const SERVICE = '@request.auth.collectionName = "shop_service"';

/** collection → the rules closed here, with what they were. */
const CLOSED = {
  orders: { createRule: SERVICE, updateRule: SERVICE },
  qr_form: { createRule: SERVICE },
  feedback: { createRule: SERVICE },
};

migrate(
  (app) => {
    for (const [name, rules] of Object.entries(CLOSED)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const rule of Object.keys(rules)) collection[rule] = null;
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, rules] of Object.entries(CLOSED)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const [rule, was] of Object.entries(rules)) collection[rule] = was;
      app.save(collection);
    }
  },
);
