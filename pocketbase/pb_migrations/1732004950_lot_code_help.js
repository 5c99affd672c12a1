/// <reference path="../pb_data/types.d.ts" />
// A lot's code is fixed once an order names it (pocketbase/pb_hooks/lib/lots.js codeNamedProblem), and a saved lot's
// code emptied in the form keeps its code (pocketbase/pb_hooks/lots.pb.js): its help says so beside the field.
const OLD =
  "Short lot code printed on the label, e.g. HNY-2411 (3-20 letters, digits or '-'; stored in capitals). Leave empty to get a generated 6-character code. The trace page is /t/{code}; the label sheet to print is /t/{code}/labels (see label_sheet_url after saving).";
const NEW =
  "Short lot code printed on the label, e.g. HNY-2411 (3-20 letters, digits or '-'; stored in capitals); a new lot left empty gets a generated one. The trace page is /t/{code}, the labels /t/{code}/labels. Fixed once an order names the lot: orders, payouts and labels read it.";

function setHelp(app, from, to) {
  const lots = app.findCollectionByNameOrId('lots');
  const code = lots.fields.getByName('code');
  // An operator may have reworded it in the dashboard: theirs stays.
  if (!code || code.help !== from) return;
  code.help = to;
  app.save(lots);
}

migrate(
  (app) => setHelp(app, OLD, NEW),
  (app) => setHelp(app, NEW, OLD),
);
