/// <reference path="../pb_data/types.d.ts" />
// The image endpoint's disk cache (docs/images.md, "The cache folder") reported in shop_health beside the replica:
// how many resized images it holds and their size against its bound (IMAGE_CACHE_MAX_MB), written by `npm start`
// (server/image-cache-health.ts), so operators see it in the dashboard.
migrate(
  (app) => {
    const health = app.findCollectionByNameOrId('shop_health');
    const concern = health.fields.getByName('concern');
    concern.values = ['replica', 'image_cache'];
    concern.help =
      'What is watched. replica: the continuous copy of the database that `npm run restore` restores from. image_cache: the resized images the shop keeps on disk, against their size bound.';
    app.save(health);
  },
  (app) => {
    for (const record of app.findAllRecords('shop_health', $dbx.hashExp({ concern: 'image_cache' })))
      app.delete(record);
    const health = app.findCollectionByNameOrId('shop_health');
    const concern = health.fields.getByName('concern');
    concern.values = ['replica'];
    concern.help =
      'What is watched. replica: the continuous copy of the database that `npm run restore` restores from.';
    app.save(health);
  },
);
