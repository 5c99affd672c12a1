/// <reference path="../pb_data/types.d.ts" />
// Nepali twins of the place, group and people's names operators type (docs/operators.md "Nepali texts"): a delivery
// branch's areas (listed under its name at the Nepali checkout), a lot's municipality and cooperative (the Nepali trace
// page), a product's cooperative (the Nepali product page) and an article's author (the Nepali blog). Left empty, the Nepali pages show the English text marked
// "(अंग्रेजीमा)". Devanagari only, as for the district and branch names (pb_migrations/1732002600_place_names_ne.js):
// a Latin text here would be shown as the "Nepali" one.

/** Devanagari letters, signs and digits, spaces, brackets, hyphens, slashes, commas and full stops, the joiners. */
const DEVANAGARI_TEXT = '^[\\x{0900}-\\x{097F}][\\x{0900}-\\x{097F}\\x{200C}\\x{200D} ()/.,-]*$';

const WHEN_EMPTY = 'Left empty, Nepali pages show the English. Optional.';

/** collection → [field, limit, help][]. */
const FIELDS = {
  delivery_branch: [
    [
      'branchArea_ne',
      500,
      `Its areas in Nepali (Devanagari), under its name at the Nepali checkout. Example: नयाँ बानेश्वर, शान्तिनगर. ${WHEN_EMPTY}`,
    ],
  ],
  lots: [
    [
      'origin_municipality_ne',
      200,
      `Municipality (and ward or village) in Nepali (Devanagari, ward in Devanagari digits), on the Nepali trace page. Example: मध्यनेपाल-३, भुजुङ. ${WHEN_EMPTY}`,
    ],
    [
      'cooperative_ne',
      200,
      `The cooperative's name in Nepali (Devanagari), on the Nepali trace page. Example: भुजुङ मह सहकारी. ${WHEN_EMPTY}`,
    ],
  ],
  posts: [
    [
      'author_name_ne',
      200,
      `The author's name in Nepali (Devanagari), on the Nepali blog and article. Example: सविना थापा. ${WHEN_EMPTY}`,
    ],
  ],
  web_products: [
    [
      'cooperativeName_ne',
      200,
      `The cooperative's name in Nepali (Devanagari), on the Nepali product page (the filter keeps the English). Example: जुम्ला स्याउ सहकारी. ${WHEN_EMPTY}`,
    ],
  ],
};

migrate(
  (app) => {
    for (const [name, fields] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const [fieldName, max, help] of fields) {
        if (!collection.fields.getByName(fieldName))
          collection.fields.add(new TextField({ name: fieldName, max, pattern: DEVANAGARI_TEXT, help }));
      }
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, fields] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const [fieldName] of fields) collection.fields.removeByName(fieldName);
      app.save(collection);
    }
  },
);
