/// <reference path="../pb_data/types.d.ts" />
// site_builds readable by operators: triggers named in words, Nepal times, a
// one-line summary, which build is live, skipped records with dashboard links,
// the deploy outcome, and rollback requests from the dashboard.
// Old records keep their data: old trigger names are renamed in place.
const RENAMED = { manual: 'dashboard', change: 'catalogue edit', webhook: 'api', cli: 'command line' };
const TRIGGERS = ['dashboard', 'staff', 'schedule', 'catalogue edit', 'api', 'rollback', 'startup', 'command line'];
// Still accepted from older callers; the publisher renames them (manual → dashboard, webhook → api) when it picks them up.
const ACCEPTED_OLD = ['manual', 'webhook'];
const OLD_TRIGGERS = ['manual', 'schedule', 'change', 'webhook', 'cli', 'startup'];

function setHelp(collection, name, help) {
  const field = collection.fields.getByName(name);
  if (field) field.help = help;
}

migrate(
  (app) => {
    const builds = app.findCollectionByNameOrId('site_builds');
    const trigger = builds.fields.getByName('trigger');
    // Both lists while records are renamed, then the new names only.
    trigger.values = [...new Set([...OLD_TRIGGERS, ...TRIGGERS])];
    app.save(builds);
    for (const [from, to] of Object.entries(RENAMED)) {
      app.db().newQuery('UPDATE site_builds SET trigger = {:to} WHERE trigger = {:from}').bind({ from, to }).execute();
    }
    app.db().newQuery("UPDATE site_builds SET trigger = 'dashboard' WHERE trigger = ''").execute();

    const fresh = app.findCollectionByNameOrId('site_builds');
    fresh.fields.getByName('trigger').values = [...TRIGGERS, ...ACCEPTED_OLD];
    fresh.fields.add(
      new TextField({
        name: 'summary',
        max: 500,
        help: 'What this build did, in one line: pages, products added/changed/removed, records left out.',
      }),
    );
    fresh.fields.add(
      new BoolField({
        name: 'live',
        help: 'Ticked on the one build the shop serves now (set by the publisher; do not edit).',
      }),
    );
    fresh.fields.add(
      new TextField({ name: 'started_nepal', max: 60, help: 'When the build started, in Nepal time (UTC+5:45).' }),
    );
    fresh.fields.add(
      new TextField({ name: 'finished_nepal', max: 60, help: 'When the build finished, in Nepal time (UTC+5:45).' }),
    );
    fresh.fields.add(
      new NumberField({
        name: 'skipped_count',
        min: 0,
        onlyInt: true,
        help: "How many records could not be published by this build (see 'skipped').",
      }),
    );
    fresh.fields.add(
      new TextField({
        name: 'skipped',
        max: 20000,
        help: 'Each record left out of the site (or shown with a placeholder picture), why, and a link to fix it in the dashboard. Once fixed, the next build publishes it.',
      }),
    );
    fresh.fields.add(
      new SelectField({
        name: 'deploy_status',
        maxSelect: 1,
        values: ['not set up', 'deployed', 'failed'],
        help: 'The outcome of SITE_DEPLOY_CMD (the upload to the CDN). A build whose upload failed never goes live.',
      }),
    );
    fresh.fields.add(
      new TextField({
        name: 'rollback_to',
        max: 100,
        help: "Only for trigger 'rollback': the build id (site-...) to make live again. Leave empty for the build before the live one.",
      }),
    );
    fresh.fields.add(
      new TextField({
        name: 'holds_until',
        max: 300,
        help: 'For rollbacks: until when the rolled-back site stays live (the next catalogue edit or scheduled build publishes current data).',
      }),
    );
    setHelp(
      fresh,
      'trigger',
      "Why the build ran. To publish now, create a record with trigger 'dashboard' (status 'queued' or empty). To go back to the previous site, create one with trigger 'rollback'. ('manual' and 'webhook' are older names, shown as 'dashboard' and 'api' once picked up.)",
    );
    setHelp(
      fresh,
      'status',
      "queued → running → succeeded or failed. Leave empty or 'queued' when you create a record.",
    );
    setHelp(fresh, 'startedAt', 'Start time in UTC (see started_nepal for Nepal time).');
    setHelp(fresh, 'finishedAt', 'End time in UTC (see finished_nepal for Nepal time).');
    setHelp(fresh, 'buildId', "The build folder's name (site-<UTC date>-<time>); use it in rollback_to.");
    setHelp(fresh, 'pagesBuilt', 'How many pages the build wrote.');
    setHelp(fresh, 'durationMs', 'How long the build took, in milliseconds.');
    setHelp(fresh, 'log', "The last lines of the build's output, for developers.");
    app.save(fresh);
  },
  (app) => {
    const builds = app.findCollectionByNameOrId('site_builds');
    builds.fields.getByName('trigger').values = [...new Set([...OLD_TRIGGERS, ...TRIGGERS])];
    for (const name of [
      'summary',
      'live',
      'started_nepal',
      'finished_nepal',
      'skipped_count',
      'skipped',
      'deploy_status',
      'rollback_to',
      'holds_until',
    ]) {
      builds.fields.removeByName(name);
    }
    app.save(builds);
    for (const [from, to] of Object.entries(RENAMED)) {
      app.db().newQuery('UPDATE site_builds SET trigger = {:from} WHERE trigger = {:to}').bind({ from, to }).execute();
    }
    app.db().newQuery("UPDATE site_builds SET trigger = 'manual' WHERE trigger IN ('staff', 'rollback')").execute();
    app
      .db()
      .newQuery(
        "UPDATE site_builds SET trigger = '' WHERE trigger NOT IN ('manual', 'schedule', 'change', 'webhook', 'cli', 'startup')",
      )
      .execute();
    const old = app.findCollectionByNameOrId('site_builds');
    old.fields.getByName('trigger').values = OLD_TRIGGERS;
    app.save(old);
  },
);
