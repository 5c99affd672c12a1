/// <reference path="../pb_data/types.d.ts" />
// data_restores: the moment a restore was asked for (`npm run restore -- --timestamp`,
// scripts/restore.mjs), empty when it restored the replica's newest state.

migrate(
  (app) => {
    const restores = app.findCollectionByNameOrId('data_restores');
    restores.fields.addAt(
      2,
      new DateField({
        name: 'point_in_time',
        help: 'The moment asked for with --timestamp: the data is the replica as it was then. Empty: its newest state.',
      }),
    );
    app.save(restores);
  },
  (app) => {
    const restores = app.findCollectionByNameOrId('data_restores');
    restores.fields.removeByName('point_in_time');
    app.save(restores);
  },
);
