/// <reference path="../pb_data/types.d.ts" />
// Settings: app name, rate limits for anonymous clients and nightly backups.
// Rate limits apply to "@guest" only: the shop's own server signs in as the
// shop_service account and must not be throttled by its own traffic.
migrate((app) => {
  const settings = app.settings();
  settings.meta.appName = "Krishi Bazaar";
  settings.rateLimits.enabled = true;
  settings.rateLimits.rules = [
    { label: "*:auth", audience: "", duration: 3, maxRequests: 2 },
    { label: "*:create", audience: "@guest", duration: 5, maxRequests: 20 },
    { label: "/api/batch", audience: "@guest", duration: 1, maxRequests: 3 },
    { label: "/api/", audience: "@guest", duration: 10, maxRequests: 300 },
  ];
  settings.backups.cron = "0 2 * * *";
  settings.backups.cronMaxKeep = 7;
  app.save(settings);
});
