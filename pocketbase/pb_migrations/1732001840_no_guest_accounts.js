/// <reference path="../pb_data/types.d.ts" />
// PocketBase's built-in `users` collection is removed: the shop has no shopper
// accounts (shoppers order as guests; staff sign in to the `staff`
// collection), and `users` let anyone sign up with a 5 MB avatar, so seven
// anonymous requests could fill the disk (issue 22, item 8). Nothing in the
// shop reads or relates to it. Every remaining collection's write rules are
// checked by tests/integration/hardening/guest-writes.test.ts.
migrate(
  (app) => {
    let users = null;
    try {
      users = app.findCollectionByNameOrId('users');
    } catch (_) {
      return;
    }
    const count = app.countRecords('users');
    if (count > 0)
      console.log(`[migration] removing the users collection with its ${count} accounts (unused by the shop)`);
    app.delete(users);
  },
  (app) => {
    // Back to a locked `users` collection (no sign-ups): what an older version expected to exist.
    const users = new Collection({
      type: 'auth',
      name: 'users',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ['email'] },
      fields: [
        { name: 'name', type: 'text', max: 255 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(users);
  },
);
