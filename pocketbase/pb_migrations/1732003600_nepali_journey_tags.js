/// <reference path="../pb_data/types.d.ts" />
// Nepali twins of the last texts operators wrote only in English (docs/i18n.md, docs/operators.md "Nepali texts"):
// a lot's journey gets optional place_ne and note_ne on each step (checked by pb_hooks/lib/lots.js checkJourney; no
// new field, only the help), and an article gets tags_ne, its tags in Nepali in the same order (checked by
// pb_hooks/lib/json-fields.js: Devanagari, as many as the tags or none). Left empty, the Nepali pages show the English.

const JOURNEY_HELP_BEFORE =
  'Steps oldest first: [{"date": "2026-11-02", "step": "harvested", "place": "Bhujung, Lamjung", "note": "..."}]. step: harvested, sorted and graded, processed, lab tested, packed, dispatched, received, in store, out for delivery. note is optional.';
const JOURNEY_HELP =
  'Steps oldest first: [{"date": "2026-11-02", "step": "packed", "place": "Bhujung", "place_ne": "भुजुङ", "note_ne": ".."}]. step: harvested, sorted and graded, processed, lab tested, packed, dispatched, received, in store, out for delivery. note, place_ne, note_ne (Nepali) optional.';
const TAGS_NE_HELP =
  'The tags in Nepali (Devanagari), one for each tag in the same order, on the Nepali article. Example: ["स्याउ","जुम्ला"]. Left empty, Nepali pages show the English. Optional.';

migrate(
  (app) => {
    const lots = app.findCollectionByNameOrId('lots');
    lots.fields.getByName('journey').help = JOURNEY_HELP;
    app.save(lots);
    const posts = app.findCollectionByNameOrId('posts');
    if (!posts.fields.getByName('tags_ne'))
      posts.fields.add(new JSONField({ name: 'tags_ne', maxSize: 8 * 1024, help: TAGS_NE_HELP }));
    app.save(posts);
  },
  (app) => {
    const lots = app.findCollectionByNameOrId('lots');
    lots.fields.getByName('journey').help = JOURNEY_HELP_BEFORE;
    app.save(lots);
    const posts = app.findCollectionByNameOrId('posts');
    posts.fields.removeByName('tags_ne');
    app.save(posts);
  },
);
