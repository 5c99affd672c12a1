/// <reference path="../pb_data/types.d.ts" />
// The home page's texts and the about, shipping and refund pages as records operators edit (docs/operators.md,
// "Home and page texts"), each in English and Nepali. Public read, superusers write. While a collection has no
// records the site shows its built-in texts (src/features/home/default-content.json, the spec's strings); the
// demo seed writes those same texts into the records (scripts/seed/seed.mjs), so the shop looks the same.
//
// Nepali fields are optional: when filled, the Nepali text is shown under the English one (lang="ne").

const NE = 'Nepali version, shown under the English text when filled. Optional.';
const SORT = { name: 'sort', type: 'number', onlyInt: true, help: 'Order on the page, smallest first. Example: 1.' };
const ICONS = ['map', 'truck', 'shield', 'leaf', 'package', 'users', 'clock', 'check', 'qr', 'phone'];

const text = (name, max, help, required) => ({ name, type: 'text', max, help, required: !!required });

const COLLECTIONS = [
  {
    name: 'home_faq',
    fields: [
      text(
        'question',
        300,
        'The question, as shoppers see it in "Common questions". Example: Do you deliver across Nepal?',
        true,
      ),
      text('answer', 2000, 'The answer, shown when the question is opened. Plain text, max 2,000 characters.', true),
      text('question_ne', 300, NE),
      text('answer_ne', 2000, NE),
      SORT,
    ],
  },
  {
    name: 'press_outlets',
    fields: [
      text('outlet', 100, 'Newspaper, magazine or station name on its tab. Example: Nepal Agri Times.', true),
      text(
        'title',
        300,
        'Headline of the article. Example: Farm-to-table start-up gives hill farmers a direct line.',
        true,
      ),
      text('excerpt', 1000, 'A sentence or two from the article. Max 1,000 characters.'),
      {
        name: 'url',
        type: 'url',
        help: 'Link to the article (opens in a new tab). Example: https://nepalagritimes.example/story. Empty = our blog.',
      },
      text('title_ne', 300, NE),
      text('excerpt_ne', 1000, NE),
      SORT,
    ],
  },
  {
    name: 'home_categories',
    fields: [
      text(
        'category',
        60,
        'A name from the Categories collection, spelled as there: the tile opens the product list filtered to it. Example: Honey.',
        true,
      ),
      text('label', 60, 'Tile title. Example: Honey. Empty = the category name.'),
      text('blurb', 200, 'Line under the title (on wider screens). Example: Wild cliff, chiuri and mustard honey.'),
      text('label_ne', 60, NE),
      text('blurb_ne', 200, NE),
      SORT,
    ],
  },
  {
    name: 'home_benefits',
    fields: [
      { name: 'icon', type: 'select', maxSelect: 1, values: ICONS, help: 'The picture beside the text.' },
      text('title', 100, 'Short title. Example: Priority Delivery.', true),
      text('text', 300, 'One line under it. Example: Packed fresh and sent to your doorstep.'),
      text('title_ne', 100, NE),
      text('text_ne', 300, NE),
      SORT,
    ],
  },
  {
    name: 'delivery_steps',
    fields: [
      { name: 'icon', type: 'select', maxSelect: 1, values: ICONS, help: 'The picture of the step.' },
      text('title', 100, 'Step title. Example: Order in a minute.', true),
      text('text', 500, 'What happens in this step. Max 500 characters.'),
      text('title_ne', 100, NE),
      text('text_ne', 500, NE),
      SORT,
    ],
  },
  {
    name: 'page_texts',
    fields: [
      {
        name: 'page',
        type: 'select',
        maxSelect: 1,
        required: true,
        values: ['about', 'shipping', 'refunds'],
        help: 'Which page this text is: about (/about), shipping (/shipping) or refunds (/refunds). One record per page.',
      },
      {
        name: 'body',
        type: 'editor',
        maxSize: 100000,
        help: 'The page text under its title. Headings, lists and links are kept; pictures and scripts are removed. Write {support_phone} or {support_email} for the current contact details. Empty = the built-in text.',
      },
      { name: 'body_ne', type: 'editor', maxSize: 100000, help: NE },
    ],
    indexes: ['CREATE UNIQUE INDEX idx_page_texts_page ON page_texts (page)'],
  },
];

migrate(
  (app) => {
    for (const spec of COLLECTIONS) {
      const collection = new Collection({
        type: 'base',
        name: spec.name,
        listRule: '',
        viewRule: '',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: spec.fields.concat([
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ]),
        indexes: spec.indexes || [],
      });
      app.save(collection);
    }
  },
  (app) => {
    for (const spec of COLLECTIONS.slice().reverse()) {
      try {
        app.delete(app.findCollectionByNameOrId(spec.name));
      } catch (_) {
        // already gone
      }
    }
  },
);
