/// <reference path="../pb_data/types.d.ts" />
// Staff accounts for the order desk (docs/order-desk.md, SECURITY.md "Order desk").
// Superusers create them in the dashboard; staff never see the dashboard or
// each other. The desk (the shop's server, signed in as the staff member) may:
// list and view orders, change an order's status only through the
// compare-and-set route in pb_hooks/desk.pb.js, ask for a site build and read
// the builds. Nothing else: coupons, campaigns, settings, other collections
// keep their rules, which do not name staff.

const STAFF = '@request.auth.collectionName = "staff"';
const or = (rule, extra) => (rule === null || rule === undefined ? extra : rule === '' ? '' : `(${rule}) || ${extra}`);

migrate(
  (app) => {
    const staff = new Collection({
      type: 'auth',
      name: 'staff',
      listRule: null,
      viewRule: 'id = @request.auth.id',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ['email'] },
      authToken: { duration: 12 * 60 * 60 },
      fields: [
        { name: 'name', type: 'text', max: 100, help: 'Shown on the desk after sign-in.' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(staff);

    const orders = app.findCollectionByNameOrId('orders');
    orders.listRule = or(orders.listRule, STAFF);
    orders.viewRule = or(orders.viewRule, STAFF);
    app.save(orders);

    const builds = app.findCollectionByNameOrId('site_builds');
    builds.listRule = or(builds.listRule, STAFF);
    builds.viewRule = or(builds.viewRule, STAFF);
    builds.createRule = or(
      builds.createRule,
      `(${STAFF} && @request.body.status = "queued" && @request.body.trigger = "manual")`,
    );
    app.save(builds);

    // Staff sign in through the shop's server, so PocketBase sees one address for
    // all of them: their own budget, apart from everyone else's sign-ins. The
    // shop's server limits each phone on top (src/features/desk/sign-in.server.ts).
    const settings = app.settings();
    const rules = settings.rateLimits.rules.filter((r) => r.label !== 'staff:auth');
    rules.unshift({ label: 'staff:auth', audience: '', duration: 60, maxRequests: 20 });
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const strip = (rule) => {
      // A rule that was closed (null) before up became the staff term alone.
      if (rule === null || rule === STAFF || rule.indexOf(`(${STAFF}`) === 0) return null;
      return rule.replace(/^\((.*)\) \|\| .*staff.*$/s, '$1');
    };
    const orders = app.findCollectionByNameOrId('orders');
    orders.listRule = strip(orders.listRule);
    orders.viewRule = strip(orders.viewRule);
    app.save(orders);
    const builds = app.findCollectionByNameOrId('site_builds');
    builds.listRule = strip(builds.listRule);
    builds.viewRule = strip(builds.viewRule);
    builds.createRule = strip(builds.createRule);
    app.save(builds);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((r) => r.label !== 'staff:auth');
    app.save(settings);
    app.delete(app.findCollectionByNameOrId('staff'));
  },
);
