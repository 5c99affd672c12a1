/// <reference path="../pb_data/types.d.ts" />
// Rate-limit counters of the shop's server (SECURITY.md "Rate limits"), kept
// here rather than in the server's memory so they survive build swaps and
// restarts and are shared by every shop server process behind one PocketBase.
// One row per (budget, client): the points spent in the window and when the
// window ends (ms since the epoch; 0 = never). Written only by the route in
// pb_hooks/rate-limits.pb.js (shop_service only); every API rule is closed,
// so no guest, staff member or shop_service reaches the rows directly.
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'rate_limits',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'key', type: 'text', required: true, max: 300 },
        { name: 'points', type: 'number', onlyInt: true },
        { name: 'expire', type: 'number', onlyInt: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_rate_limits_key ON rate_limits (key)',
        'CREATE INDEX idx_rate_limits_expire ON rate_limits (expire)',
      ],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('rate_limits'));
  },
);
