/// <reference path="../pb_data/types.d.ts" />
// Staff's "Publish now" is recorded as trigger "staff" (the build records name
// who asked: pocketbase/pb_migrations/1732001100_site_builds_readable.js), so
// staff may create a queued build with that trigger instead of "manual".
const FROM = '@request.body.trigger = "manual"';
const TO = '@request.body.trigger = "staff"';

migrate(
  (app) => {
    const builds = app.findCollectionByNameOrId('site_builds');
    builds.createRule = (builds.createRule || '').split(FROM).join(TO);
    app.save(builds);
  },
  (app) => {
    const builds = app.findCollectionByNameOrId('site_builds');
    builds.createRule = (builds.createRule || '').split(TO).join(FROM);
    app.save(builds);
  },
);
