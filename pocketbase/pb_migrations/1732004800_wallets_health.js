/// <reference path="../pb_data/types.d.ts" />
// A wallet the operator turned on in the site settings that the shop cannot offer (its keys are not set on the
// shop's server: docs/payments.md, "Settings") reported in shop_health beside the replica and the image cache, by
// `npm start` (server/shop-health.ts watchWallets): otherwise the wallet silently stays off the checkout.
const HELP =
  'What is watched. replica: the continuous copy of the database that `npm run restore` restores from. image_cache: the resized images the shop keeps on disk, against their size bound. wallets: the wallets turned on in the site settings, against the keys the shop was started with.';

migrate(
  (app) => {
    const health = app.findCollectionByNameOrId('shop_health');
    const concern = health.fields.getByName('concern');
    concern.values = ['replica', 'image_cache', 'wallets'];
    concern.help = HELP;
    app.save(health);
  },
  (app) => {
    for (const record of app.findAllRecords('shop_health', $dbx.hashExp({ concern: 'wallets' }))) app.delete(record);
    const health = app.findCollectionByNameOrId('shop_health');
    const concern = health.fields.getByName('concern');
    concern.values = ['replica', 'image_cache'];
    concern.help =
      'What is watched. replica: the continuous copy of the database that `npm run restore` restores from. image_cache: the resized images the shop keeps on disk, against their size bound.';
    app.save(health);
  },
);
