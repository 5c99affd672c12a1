/// <reference path="../pb_data/types.d.ts" />
// site_builds: one record per site build. Operators create one in the
// dashboard to ask for a rebuild; the publisher records every build here.
migrate(
  (app) => {
    const SERVICE = '@request.auth.collectionName = "shop_service"';
    const builds = new Collection({
      type: 'base',
      name: 'site_builds',
      listRule: SERVICE,
      viewRule: SERVICE,
      createRule: SERVICE,
      updateRule: SERVICE,
      deleteRule: null,
      fields: [
        {
          name: 'trigger',
          type: 'select',
          maxSelect: 1,
          values: ['manual', 'schedule', 'change', 'webhook', 'cli', 'startup'],
        },
        { name: 'status', type: 'select', maxSelect: 1, values: ['queued', 'running', 'succeeded', 'failed'] },
        { name: 'startedAt', type: 'date' },
        { name: 'finishedAt', type: 'date' },
        { name: 'durationMs', type: 'number', min: 0 },
        { name: 'pagesBuilt', type: 'number', min: 0 },
        { name: 'buildId', type: 'text', max: 100 },
        { name: 'log', type: 'text', max: 20000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_site_builds_status ON site_builds (status)'],
    });
    app.save(builds);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('site_builds'));
  },
);
