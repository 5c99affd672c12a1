/// <reference path="../pb_data/types.d.ts" />
// Money the dashboard can no longer get wrong (issue 22, item 13):
// - a coupon names the campaign that pays for it (required);
// - a campaign's remaining budget is never negative (existing negative
//   budgets become 0, named in the migration log);
// - an order's amounts are never negative.
// The order fields written at placement are read-only after it
// (pb_hooks/order-integrity.pb.js); a correction is an order_corrections record.
const ORDER_MONEY = ['subtotal', 'deliveryCharge', 'discount_amount', 'delivery_discount_amount', 'total'];

migrate(
  (app) => {
    const coupon = app.findCollectionByNameOrId('coupon');
    const campaign = coupon.fields.getByName('campaign');
    campaign.required = true;
    campaign.help =
      'Required: the campaign that pays for this coupon (Campaigns collection). Its coupons work while it is active, not ended and has budget left.';
    app.save(coupon);
    for (const row of app.findRecordsByFilter('coupon', "campaign = ''", '', 0, 0)) {
      console.log(
        `[migration] coupon ${row.id} (${row.getString('code')}) has no campaign: it gives no discount until one is chosen`,
      );
    }

    const campaigns = app.findCollectionByNameOrId('campaigns');
    const budget = campaigns.fields.getByName('remaining_budget');
    budget.min = 0;
    app.save(campaigns);
    for (const row of app.findRecordsByFilter('campaigns', 'remaining_budget < 0', '', 0, 0)) {
      console.log(
        `[migration] campaign ${row.id} (${row.getString('name')}): budget ${row.getFloat('remaining_budget')} → 0`,
      );
      row.set('remaining_budget', 0);
      app.saveNoValidate(row);
    }

    const orders = app.findCollectionByNameOrId('orders');
    for (const name of ORDER_MONEY) {
      const field = orders.fields.getByName(name);
      if (field) field.min = 0;
    }
    app.save(orders);
  },
  (app) => {
    const coupon = app.findCollectionByNameOrId('coupon');
    coupon.fields.getByName('campaign').required = false;
    app.save(coupon);
    const campaigns = app.findCollectionByNameOrId('campaigns');
    campaigns.fields.getByName('remaining_budget').min = null;
    app.save(campaigns);
    const orders = app.findCollectionByNameOrId('orders');
    for (const name of ORDER_MONEY) {
      const field = orders.fields.getByName(name);
      if (field) field.min = null;
    }
    app.save(orders);
  },
);
