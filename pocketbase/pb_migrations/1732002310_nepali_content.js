/// <reference path="../pb_data/types.d.ts" />
// Nepali texts for what the Nepali pages (/ne/...) show (docs/operators.md, "Nepali texts"): posts, farmers, banners
// and products get optional Nepali fields, shown on the Nepali pages instead of the English ones when filled (the
// English text otherwise); the product FAQs take Nepali keys inside each entry; and each of the operators' categories
// gets its Nepali name (products keep their English category, which the product list filters on).

const WHEN_EMPTY = 'Left empty, the Nepali pages show the English text. Optional.';

/** collection → the Nepali fields it gets: [name, type, limit, help]. */
const FIELDS = {
  posts: [
    [
      'title_ne',
      'text',
      300,
      `Article title in Nepali, for the Nepali blog (/ne/blog), its cards and search engines. Example: जुम्लाको स्याउ टिपाइ. ${WHEN_EMPTY}`,
    ],
    [
      'excerpt_ne',
      'text',
      1000,
      `Short summary in Nepali for the Nepali blog cards and search engines. Max 1,000 characters. ${WHEN_EMPTY}`,
    ],
    [
      'content_ne',
      'editor',
      1024 * 1024,
      `The article in Nepali, shown on its Nepali page (/ne/blog/<slug>); pictures are placed as in Content. ${WHEN_EMPTY}`,
    ],
    [
      'category_ne',
      'text',
      100,
      `The category in Nepali, on the Nepali blog's badges. Example: खेती. Max 100 characters. ${WHEN_EMPTY}`,
    ],
  ],
  farmers: [
    ['name_ne', 'text', 200, `Farmer's name in Nepali. Example: पूर्णबहादुर गुरुङ. Max 200 characters. ${WHEN_EMPTY}`],
    ['location_ne', 'text', 200, `Where they farm, in Nepali. Example: भुजुङ, लमजुङ. Max 200 characters. ${WHEN_EMPTY}`],
    ['specialty_ne', 'text', 100, `What they grow, in Nepali. Example: मह. Max 100 characters. ${WHEN_EMPTY}`],
    [
      'story_ne',
      'text',
      5000,
      `Their story in Nepali, for the Nepali farmers page. Max 5,000 characters. ${WHEN_EMPTY}`,
    ],
  ],
  banners: [
    [
      'headline_ne',
      'text',
      200,
      `Text over the banner on the Nepali home page (/ne). Example: नेपालका खेतबाट सिधै तपाईंको ढोकासम्म. ${WHEN_EMPTY}`,
    ],
    ['ctaLabel_ne', 'text', 100, `Button text in Nepali. Example: अहिले किन्नुहोस्. Max 100 characters. ${WHEN_EMPTY}`],
    [
      'alt_ne',
      'text',
      300,
      `What the picture shows, in Nepali, for screen readers. Example: जुम्लाको बगैँचामा स्याउका डोका. ${WHEN_EMPTY}`,
    ],
  ],
  web_products: [
    [
      'product_info_ne',
      'text',
      5000,
      `Short facts in Nepali for the Nepali product page, one per line like Product info. Example: मूल: दोलखा. Max 5,000 characters. ${WHEN_EMPTY}`,
    ],
  ],
  categories: [
    [
      'name_ne',
      'text',
      60,
      `The category's name on the Nepali pages (filters, home tiles, the fresh-products tabs). Example: तरकारी. The English name stays in links and filters. Left empty, the Nepali pages show the English name. Optional.`,
    ],
  ],
};

const FAQS_HELP =
  'JSON list of {"question","answer"}; add "question_ne" and "answer_ne" to an entry for the Nepali product page (left out, it shows the English). Example: [{"question":"Is it organic?","answer":"Yes.","question_ne":"के यो अर्गानिक हो?","answer_ne":"हो।"}]. Optional.';
/** The help pb_migrations/1732001000_operator_schema.js gave, for going down. */
const FAQS_OLD_HELP =
  'JSON list of {"question","answer"}. Example: [{"question":"Is it organic?","answer":"Yes."}]. Optional.';

function field(name, type, limit, help) {
  return type === 'editor'
    ? new EditorField({ name, maxSize: limit, help })
    : new TextField({ name, max: limit, help });
}

migrate(
  (app) => {
    for (const [name, fields] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const [fieldName, type, limit, help] of fields) {
        if (!collection.fields.getByName(fieldName)) collection.fields.add(field(fieldName, type, limit, help));
      }
      if (name === 'web_products') collection.fields.getByName('faqs').help = FAQS_HELP;
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, fields] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const [fieldName] of fields) collection.fields.removeByName(fieldName);
      if (name === 'web_products') collection.fields.getByName('faqs').help = FAQS_OLD_HELP;
      app.save(collection);
    }
  },
);
