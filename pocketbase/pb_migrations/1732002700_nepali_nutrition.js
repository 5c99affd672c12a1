/// <reference path="../pb_data/types.d.ts" />
// The product's nutrition labels in Nepali (docs/operators.md "Nepali texts"): each entry of nutritionFacts takes
// optional "name_ne", "value_ne" and "context_ne" keys, shown on the Nepali product page (/ne/products/<slug>) instead
// of the English ones; left out, that page shows the English text marked "(अंग्रेजीमा)". The FAQs' help says the
// same of their Nepali keys (pb_migrations/1732002310_nepali_content.js added them).

const NUTRITION_HELP =
  'JSON list of {"name","value","context"}; add "name_ne", "value_ne", "context_ne" for the Nepali page (left out: English, marked as English). Example: [{"name":"Fat","value":"0 g","name_ne":"चिल्लो","value_ne":"० ग्राम"}]. Optional.';
/** The help pb_migrations/1732001000_operator_schema.js gave, for going down. */
const NUTRITION_OLD_HELP =
  'JSON list of {"name", "value", "context"}. Example: [{"name":"Calories","value":"52 kcal","context":"per 100 g"}]. Optional.';

const FAQS_HELP =
  'JSON list of {"question","answer"}; add "question_ne" and "answer_ne" for the Nepali page (left out: English, marked as English). Example: [{"question":"Is it organic?","answer":"Yes.","question_ne":"के यो अर्गानिक हो?","answer_ne":"हो।"}]. Optional.';
/** The help pb_migrations/1732002310_nepali_content.js gave, for going down. */
const FAQS_OLD_HELP =
  'JSON list of {"question","answer"}; add "question_ne" and "answer_ne" to an entry for the Nepali product page (left out, it shows the English). Example: [{"question":"Is it organic?","answer":"Yes.","question_ne":"के यो अर्गानिक हो?","answer_ne":"हो।"}]. Optional.';

function setHelp(app, nutrition, faqs) {
  const collection = app.findCollectionByNameOrId('web_products');
  collection.fields.getByName('nutritionFacts').help = nutrition;
  collection.fields.getByName('faqs').help = faqs;
  app.save(collection);
}

migrate(
  (app) => setHelp(app, NUTRITION_HELP, FAQS_HELP),
  (app) => setHelp(app, NUTRITION_OLD_HELP, FAQS_OLD_HELP),
);
