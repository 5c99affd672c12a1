/// <reference path="../pb_data/types.d.ts" />
// Search synonyms operators extend in the dashboard (docs/operators.md, "Search synonyms"): each record is one group
// of words that mean the same produce, in English, Nepali and Nepali typed in Latin letters ("potato, aalu, aloo,
// आलु"). A search for any word of a group finds the products named by any other (src/features/search/keys.ts).
// Public read (the words are printed in the search index anyway), superusers write; a save publishes the site again.
// The words are checked on save by pocketbase/pb_hooks/search-synonyms.pb.js.

migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'search_synonyms',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'words',
          type: 'text',
          required: true,
          max: 500,
          help: 'Words that mean the same produce, separated by commas: English, Nepali, and Nepali typed in Latin letters. Example: potato, aalu, aloo, आलु. A search for any of them finds products named by the others.',
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(collection);
  },
  (app) => {
    try {
      app.delete(app.findCollectionByNameOrId('search_synonyms'));
    } catch (_) {
      // already gone
    }
  },
);
