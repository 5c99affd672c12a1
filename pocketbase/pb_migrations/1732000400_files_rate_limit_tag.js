/// <reference path="../pb_data/types.d.ts" />
// File downloads by guests (site builds fetch every product image anonymously)
// get their own limit through the "*:file" tag. PocketBase resolves tag rules
// before path rules, while among path rules the earlier "/api/" prefix rule
// (300 per 10 s) matched first, so the "/api/files/" rule never applied and a
// catalogue of a few hundred products failed to build with 429s. Browsers never
// fetch files from PocketBase (pages carry build-optimised copies).
migrate(
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules.filter((rule) => rule.label !== '/api/files/' && rule.label !== '*:file');
    rules.push({ label: '*:file', audience: '@guest', duration: 10, maxRequests: 20000 });
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== '*:file');
    settings.rateLimits.rules.push({ label: '/api/files/', audience: '@guest', duration: 1, maxRequests: 1000 });
    app.save(settings);
  },
);
