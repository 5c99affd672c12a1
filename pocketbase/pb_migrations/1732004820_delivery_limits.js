/// <reference path="../pb_data/types.d.ts" />
// Bounds on two numbers an operator types for delivery (docs/operators.md "Delivery days"): a pickup point's charge
// is money on every order collected there, bounded as a branch's delivery charge is (Rs. 0 to 100,000); a route's
// capacity is orders a day, at most 10,000 (1e17 was accepted). The dashboard refuses more under the field.
const PICKUP_CHARGE_MAX = 100000;
const CAPACITY_MAX = 10000;

migrate(
  (app) => {
    const points = app.findCollectionByNameOrId('pickup_points');
    const charge = points.fields.getByName('charge');
    charge.max = PICKUP_CHARGE_MAX;
    charge.help = `What a pickup here costs the shopper in whole rupees (at most ${PICKUP_CHARGE_MAX}), instead of the delivery charge. 0 or empty: free.`;
    app.save(points);
    const routes = app.findCollectionByNameOrId('routes');
    const capacity = routes.fields.getByName('capacity');
    capacity.min = 0;
    capacity.max = CAPACITY_MAX;
    capacity.help = `How many orders the route takes per delivery day (at most ${CAPACITY_MAX}); once full, shoppers are offered the next day. 0 or empty: no limit.`;
    app.save(routes);
  },
  (app) => {
    const points = app.findCollectionByNameOrId('pickup_points');
    const charge = points.fields.getByName('charge');
    charge.max = null;
    charge.help =
      'What a pickup here costs the shopper in whole rupees, instead of the delivery charge. 0 or empty: free.';
    app.save(points);
    const routes = app.findCollectionByNameOrId('routes');
    const capacity = routes.fields.getByName('capacity');
    capacity.min = null;
    capacity.max = null;
    capacity.help =
      'How many orders the route takes per delivery day; once full, shoppers are offered the next day. 0 or empty: no limit.';
    app.save(routes);
  },
);
