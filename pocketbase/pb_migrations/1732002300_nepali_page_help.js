/// <reference path="../pb_data/types.d.ts" />
// The home and page texts' Nepali fields now fill the Nepali pages (/ne/...) instead of a second line under the
// English text (src/features/home/content.ts, homeContentIn): their help says so (docs/operators.md).

const NE_HELP =
  'Nepali version, shown instead of the English text on the Nepali pages (/ne/...). Left empty, those pages show the English text. Optional.';
const OLD_HELP = 'Nepali version, shown under the English text when filled. Optional.';
const FIELDS = {
  home_faq: ['question_ne', 'answer_ne'],
  press_outlets: ['title_ne', 'excerpt_ne'],
  home_categories: ['label_ne', 'blurb_ne'],
  home_benefits: ['title_ne', 'text_ne'],
  delivery_steps: ['title_ne', 'text_ne'],
  page_texts: ['body_ne'],
};

function setHelp(app, help) {
  for (const [name, fields] of Object.entries(FIELDS)) {
    const collection = app.findCollectionByNameOrId(name);
    for (const field of fields) collection.fields.getByName(field).help = help;
    app.save(collection);
  }
}

migrate(
  (app) => setHelp(app, NE_HELP),
  (app) => setHelp(app, OLD_HELP),
);
