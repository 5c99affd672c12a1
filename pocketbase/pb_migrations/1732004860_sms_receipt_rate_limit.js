/// <reference path="../pb_data/types.d.ts" />
// Kannel's delivery reports (pb_hooks/sms-receipts.pb.js) come from the gateway's one address without signing in, so
// the guests' "/api/" budget (300 in 10 s per address) counted them. Each SMS has two or three reports (taken by the
// network, then delivered or not), so above about 10 to 15 SMS a second (sms_per_second goes to 100) PocketBase
// answered 429 and the report was lost: the one proof that Kannel took a message whose answer the sender never had
// (docs/notifications.md, "Never twice"). The route has a budget of its own, three reports for each of 100 SMS a
// second; every report still needs its message's key.
const LABEL = '/api/shop/sms-receipt';

migrate(
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules.filter((r) => r.label !== LABEL);
    rules.push({ label: LABEL, audience: '@guest', duration: 10, maxRequests: 3000 });
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((r) => r.label !== LABEL);
    app.save(settings);
  },
);
