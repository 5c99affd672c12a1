/// <reference path="../pb_data/types.d.ts" />
// The cooperatives' name help said "exactly as written in the lots' cooperative field"; lots are matched whatever
// their capitals and spaces, and one cooperative has one record (lib/cash.js, tidyCooperativeName). The help says so.
const OLD = 'Exactly as written in the lots’ cooperative field, e.g. Bhujung Honey Cooperative.';
const NEW =
  'As the lots name it in their cooperative field (capitals and spaces do not count), e.g. Bhujung Honey Cooperative. One record per cooperative.';

function setHelp(app, from, to) {
  const cooperatives = app.findCollectionByNameOrId('cooperatives');
  const name = cooperatives.fields.getByName('name');
  // An operator may have reworded it in the dashboard: theirs stays.
  if (!name || name.help !== from) return;
  name.help = to;
  app.save(cooperatives);
}

migrate(
  (app) => setHelp(app, OLD, NEW),
  (app) => setHelp(app, NEW, OLD),
);
