/// <reference path="../pb_data/types.d.ts" />
// The lots' units help said they "cannot go below what orders already took"; they can, and must: a harvest that came
// in smaller is typed as it is, the lot shows a shortfall and the desk's Stock page lists the orders it cannot fill
// (docs/order-desk.md "Short harvests"). The help now says so.
const OLD =
  "How many of the product's units this lot holds for sale, e.g. 40 for 40 jars of a product sold per 500 GM jar. Leave 0 for a lot that is only traced, not sold from. It cannot go below what orders already took (see reserved and remaining).";
const NEW =
  "Units this lot holds for sale, e.g. 40 for 40 jars of a product sold per 500 GM jar; 0 for a lot only traced. A harvest smaller than orders took: type what there is, the lot shows a shortfall and the desk's Stock page lists the orders it cannot fill.";

function setHelp(app, from, to) {
  const lots = app.findCollectionByNameOrId('lots');
  const units = lots.fields.getByName('units');
  // An operator may have reworded it in the dashboard: theirs stays.
  if (!units || units.help !== from) return;
  units.help = to;
  app.save(lots);
}

migrate(
  (app) => setHelp(app, OLD, NEW),
  (app) => setHelp(app, NEW, OLD),
);
