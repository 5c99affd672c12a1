/// <reference path="../pb_data/types.d.ts" />
// Staff sign in only through the order desk (SECURITY.md "Desk sessions and
// sign-in limits"): PocketBase's own password sign-in for `staff` is off, so
// nobody can guess staff passwords straight at PocketBase, and the shared
// "staff:auth" budget (20 a minute for all staff, which four guessing
// addresses used up for everyone) goes. The desk signs staff in through
// POST /api/desk/sign-in (pb_hooks/desk-session.pb.js, shop_service only),
// after the shop's per-address and per-account limits.
migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff');
    staff.passwordAuth.enabled = false;
    app.save(staff);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((r) => r.label !== 'staff:auth');
    app.save(settings);
  },
  (app) => {
    const staff = app.findCollectionByNameOrId('staff');
    staff.passwordAuth.enabled = true;
    app.save(staff);
    const settings = app.settings();
    const rules = settings.rateLimits.rules.filter((r) => r.label !== 'staff:auth');
    rules.unshift({ label: 'staff:auth', audience: '', duration: 60, maxRequests: 20 });
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
);
