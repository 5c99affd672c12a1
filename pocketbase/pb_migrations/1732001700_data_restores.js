/// <reference path="../pb_data/types.d.ts" />
// One record per restore of the database from its replica, written by the first
// `npm start` on the restored data (server/restore-report.ts): from when
// the data dates, the last order in it and how many. Operators see it in the
// dashboard; orders placed after `data_as_of` are not in the shop.
// Superusers only (no API rule): the shop's own account of what a restore lost.

migrate(
  (app) => {
    const restores = new Collection({
      type: 'base',
      name: 'data_restores',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'restored_at', type: 'date', required: true, help: 'When `npm run restore` rebuilt the database.' },
        {
          name: 'data_as_of',
          type: 'date',
          help: 'The newest change the replica held: orders placed after this moment are not in the shop.',
        },
        { name: 'replica', type: 'text', max: 500, help: 'The replica it was restored from (REPLICA_URL).' },
        {
          name: 'order_count',
          type: 'number',
          onlyInt: true,
          min: 0,
          help: 'How many orders the restored data holds.',
        },
        { name: 'last_order_number', type: 'text', max: 40, help: 'The newest order in the restored data.' },
        { name: 'last_order_at', type: 'date', help: 'When that order was placed.' },
        { name: 'first_start_at', type: 'date', help: 'When the shop first started on the restored data.' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
    });
    app.save(restores);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('data_restores'));
  },
);
