/// <reference path="../types.d.ts" />
// Back-in-stock requests (docs/notifications.md "Back in stock", lib/stock-alerts.js): the shop's server asks for a
// code and hands on the code the shopper typed, as the service account (src/lib/data/stock-alerts.server.ts). The
// requests themselves, with their phone numbers, are read by operators only (no API rule on stock_alerts).

routerAdd(
  'POST',
  '/api/shop/stock-alerts',
  (e) => {
    const body = e.requestInfo().body || {};
    const answer = require(`${__hooks}/lib/stock-alerts.js`).ask($app, {
      product: body.product,
      phone: body.phone,
      language: body.language,
    });
    return e.json(answer.status, answer.body);
  },
  $apis.requireAuth('shop_service'),
);

routerAdd(
  'POST',
  '/api/shop/stock-alerts/confirm',
  (e) => {
    const body = e.requestInfo().body || {};
    const answer = require(`${__hooks}/lib/stock-alerts.js`).confirm($app, { request: body.request, code: body.code });
    return e.json(answer.status, answer.body);
  },
  $apis.requireAuth('shop_service'),
);

// An operator makes a product available again (is_available, isVisible): the requests waiting for it are told.
onRecordUpdate((e) => {
  e.next();
  require(`${__hooks}/lib/stock-alerts.js`).tellOpened(e.app, [e.record.id]);
}, 'web_products');
