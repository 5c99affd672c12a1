/// <reference path="../pb_data/types.d.ts" />
// What the running shop could not do by itself, for operators who have no terminal: one record per concern, kept up
// to date by `npm start` (scripts/start.mjs). Today one concern: the replica (docs/hosting.md, "Backups and restore"): when it
// holds no snapshot of the current data (emptied or replaced while the shop runs), the database cannot be restored
// from it until replication has written a new one.
// Superusers only (no API rule): the shop writes it with the operator's login, and operators read it in the dashboard.

migrate(
  (app) => {
    const health = new Collection({
      type: 'base',
      name: 'shop_health',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'concern',
          type: 'select',
          values: ['replica'],
          maxSelect: 1,
          required: true,
          help: 'What is watched. replica: the continuous copy of the database that `npm run restore` restores from.',
        },
        {
          name: 'state',
          type: 'select',
          values: ['ok', 'failing'],
          maxSelect: 1,
          required: true,
          help: 'ok: nothing to do. failing: read the message; the shop keeps trying and says here when it is ok again.',
        },
        { name: 'message', type: 'text', max: 2000, help: 'What the shop saw last, and what it is doing about it.' },
        { name: 'failing_since', type: 'date', help: 'When it began failing (empty while ok).' },
        { name: 'checked_at', type: 'date', help: 'When the shop last looked.' },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_shop_health_concern ON shop_health (concern)'],
    });
    app.save(health);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('shop_health'));
  },
);
