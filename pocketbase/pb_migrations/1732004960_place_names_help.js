/// <reference path="../pb_data/types.d.ts" />
// A branch's district is matched to the districts as it is saved, and a district renamed takes its branches with it
// (pocketbase/pb_hooks/lib/places.js): the help beside both fields says so.
const HELP = {
  delivery_branch: [
    'District it belongs to, spelled exactly as in Districts. Example: Kathmandu. Max 100 characters.',
    'District it belongs to, one of Districts (capitals and extra spaces are fixed on save). Example: Kathmandu. Max 100 characters.',
  ],
  districts: [
    'District shoppers pick first at checkout. Example: Kathmandu. Unique, max 100 characters.',
    'District shoppers pick first at checkout. Example: Kathmandu. Unique, max 100 characters. Renamed, its branches follow.',
  ],
};

function setHelp(app, from, to) {
  for (const [name, texts] of Object.entries(HELP)) {
    const collection = app.findCollectionByNameOrId(name);
    const field = collection.fields.getByName('districtName');
    // An operator may have reworded it in the dashboard: theirs stays.
    if (!field || field.help !== texts[from]) continue;
    field.help = texts[to];
    app.save(collection);
  }
}

migrate(
  (app) => setHelp(app, 0, 1),
  (app) => setHelp(app, 1, 0),
);
