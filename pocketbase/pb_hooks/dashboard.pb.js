/// <reference path="../types.d.ts" />
// Small additions to the PocketBase dashboard (/_/) through its UI extensions (PocketBase 0.39's
// ServeEvent.uiExtensions; the dashboard loads every extension's main.js from /_/extensions.js after its own code).
// The dashboard itself is not changed. What the extension does: pb_hooks/dashboard/main.js; docs/operators.md.

// The JS hooks have no onServe of their own (routerAdd and routerUse are built on it), so the extension is added
// through the app's OnServe hook directly, before PocketBase serves the extensions (it does so last, priority 9999).
$app.onServe().bindFunc((/** @type {core.ServeEvent} */ e) => {
  // Added, not replaced, so extensions registered elsewhere stay. The folder holds only main.js (no *.pb.js): the
  // hooks loader does not run it.
  const list = [];
  for (const ext of e.uiExtensions || []) list.push(ext);
  list.push({ name: 'shop', fs: $os.dirFS(`${__hooks}/dashboard`) });
  e.uiExtensions = list;
  e.next();
});

// For the dashboard's JSON boxes: per collection and field, what to say when the text typed is not JSON at all
// (the dashboard refuses it before sending anything), with an example of the right shape (lib/json-fields.js).
routerAdd(
  'GET',
  '/api/shop/dashboard/json-help',
  (e) => e.json(200, require(`${__hooks}/lib/json-fields.js`).notJsonMessages()),
  $apis.requireSuperuserAuth(),
);
