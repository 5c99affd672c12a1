/// <reference path="../pb_data/types.d.ts" />
// Nepali names of districts and delivery branches (docs/operators.md "Nepali texts"): the Nepali checkout lists and
// searches them (src/features/checkout/select-filter.ts), the English name stays the record's key (branches name
// their district by it, orders store it). Devanagari only: a Latin name here would be shown as the "Nepali" one.

/** Devanagari letters and signs, spaces, brackets, hyphens, commas and full stops, the joiners Nepali typing uses. */
const DEVANAGARI_NAME = '^[\\x{0900}-\\x{097F}][\\x{0900}-\\x{097F}\\x{200C}\\x{200D} ().,-]*$';

const WHEN_EMPTY = 'Left empty, the Nepali checkout shows the English name. Optional.';

/** collection → [field, limit, help]. */
const FIELDS = {
  districts: [
    'districtName_ne',
    100,
    `The district's name in Nepali (Devanagari), listed and searched on the Nepali checkout. Example: काठमाडौं. ${WHEN_EMPTY}`,
  ],
  delivery_branch: [
    'branchName_ne',
    200,
    `The branch's name in Nepali (Devanagari), listed and searched on the Nepali checkout. Example: बानेश्वर. ${WHEN_EMPTY}`,
  ],
};

migrate(
  (app) => {
    for (const [name, [fieldName, max, help]] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      if (!collection.fields.getByName(fieldName))
        collection.fields.add(new TextField({ name: fieldName, max, pattern: DEVANAGARI_NAME, help }));
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, [fieldName]] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName(fieldName);
      app.save(collection);
    }
  },
);
