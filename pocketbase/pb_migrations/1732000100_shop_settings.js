/// <reference path="../pb_data/types.d.ts" />
// Settings: app name, rate limits for anonymous clients and nightly backups.
// Rate limits apply to "@guest" only: the shop's own server signs in as the
// shop_service account and must not be throttled by its own traffic.
const SHOP_RULE_LABELS = ['*:auth', '*:create', '/api/batch', '/api/'];

migrate(
  (app) => {
    const settings = app.settings();
    settings.meta.appName = 'Krishi Bazaar';
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', duration: 3, maxRequests: 2 },
      { label: '*:create', audience: '@guest', duration: 5, maxRequests: 20 },
      { label: '/api/batch', audience: '@guest', duration: 1, maxRequests: 3 },
      { label: '/api/', audience: '@guest', duration: 10, maxRequests: 300 },
    ];
    settings.backups.cron = '0 2 * * *';
    settings.backups.cronMaxKeep = 7;
    app.save(settings);
  },
  // Down: back to PocketBase's defaults (no shop rate-limit rules, no scheduled backups).
  (app) => {
    const settings = app.settings();
    settings.meta.appName = 'Acme';
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => !SHOP_RULE_LABELS.includes(rule.label));
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    settings.backups.cron = '';
    app.save(settings);
  },
);
