/// <reference path="../pb_data/types.d.ts" />
// Site builds download every product image from /api/files/ as a guest: give
// file downloads their own, higher limit so a large catalogue still builds.
migrate(
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules.filter((rule) => rule.label !== '/api/files/');
    rules.push({ label: '/api/files/', audience: '@guest', duration: 1, maxRequests: 1000 });
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== '/api/files/');
    app.save(settings);
  },
);
