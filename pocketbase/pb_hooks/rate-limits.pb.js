/// <reference path="../types.d.ts" />
// The shop server's rate-limit counters (lib/rate-limits.js; SECURITY.md "Rate limits"): one route for the
// shop_service account only, and a cron that drops ended windows.

routerAdd(
  'POST',
  '/api/shop/rate-limit',
  (e) => {
    const lib = require(`${__hooks}/lib/rate-limits.js`);
    const answer = lib.handle($app, e.requestInfo().body || {}, Date.now());
    return e.json(answer.status, answer.body);
  },
  $apis.requireAuth('shop_service'),
);

cronAdd('shop_rate_limits_cleanup', '*/5 * * * *', () => {
  require(`${__hooks}/lib/rate-limits.js`).cleanup($app, Date.now());
});
