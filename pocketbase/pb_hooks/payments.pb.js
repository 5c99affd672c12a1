/// <reference path="../types.d.ts" />
// Wallet payments (docs/payments.md): the shop server asks eSewa's or Khalti's server, then writes what it said
// through these routes, each one write transaction with the order's change and its event (lib/payments.js). For the
// shop's service account only: browsers never reach them, and a browser redirect is never proof of payment.

routerAdd(
  'POST',
  '/api/shop/payments/start',
  (e) => {
    const r = require(`${__hooks}/lib/payments.js`).startAttempt($app, e.requestInfo().body || {});
    return e.json(r.status, r.body);
  },
  $apis.requireAuth('shop_service'),
);

routerAdd(
  'POST',
  '/api/shop/payments/lease',
  (e) => {
    const r = require(`${__hooks}/lib/payments.js`).takeLease($app, e.requestInfo().body || {});
    return e.json(r.status, r.body);
  },
  $apis.requireAuth('shop_service'),
);

routerAdd(
  'POST',
  '/api/shop/payments/settle',
  (e) => {
    const r = require(`${__hooks}/lib/payments.js`).settleAttempt($app, e.requestInfo().body || {});
    return e.json(r.status, r.body);
  },
  $apis.requireAuth('shop_service'),
);

routerAdd(
  'POST',
  '/api/shop/payments/cod',
  (e) => {
    const r = require(`${__hooks}/lib/payments.js`).switchToCod($app, e.requestInfo().body || {});
    return e.json(r.status, r.body);
  },
  $apis.requireAuth('shop_service'),
);

routerAdd(
  'POST',
  '/api/shop/payments/expire',
  (e) => {
    const r = require(`${__hooks}/lib/payments.js`).expireOrder($app, e.requestInfo().body || {});
    return e.json(r.status, r.body);
  },
  $apis.requireAuth('shop_service'),
);

routerAdd(
  'POST',
  '/api/shop/payments/expire-due',
  (e) => {
    const r = require(`${__hooks}/lib/payments.js`).expireDue($app);
    return e.json(r.status, r.body);
  },
  $apis.requireAuth('shop_service'),
);

routerAdd(
  'POST',
  '/api/shop/payments/refund',
  (e) => {
    const r = require(`${__hooks}/lib/payments.js`).recordRefund($app, e.requestInfo().body || {});
    return e.json(r.status, r.body);
  },
  $apis.requireAuth('shop_service'),
);

routerAdd(
  'POST',
  '/api/shop/payments/refund-unsure',
  (e) => {
    const r = require(`${__hooks}/lib/payments.js`).markRefundUnsure($app, e.requestInfo().body || {});
    return e.json(r.status, r.body);
  },
  $apis.requireAuth('shop_service'),
);
