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

// An operator makes a product available again (is_available, isVisible): the requests waiting for it are told, in
// the product save's transaction (stock.pb.js saveProductWithSummary).

// An alert is asked for by the shopper (with the code sent to their phone) and told once (lib/stock-alerts.js): an
// operator may end one, and change nothing else of its course. Set back to active after it was told, its next
// telling would clash with its first message (one per alert) inside every delivery and cancel of that product.
onRecordCreateRequest((_e) => {
  throw new BadRequestError(
    'A stock alert is asked for by the shopper on the product page, with the code sent to their phone; it cannot be made here.',
  );
}, 'stock_alerts');
onRecordUpdateRequest((e) => {
  const state = e.record.getString('state');
  if (state !== e.record.original().getString('state') && state !== 'ended') {
    const problem =
      'An alert is told once: to stop one, set its state to ended. A shopper who wants to hear again asks again on the product page.';
    throw require(`${__hooks}/lib/integrity.js`).fieldErrors({ state: problem }, problem);
  }
  e.next();
}, 'stock_alerts');
