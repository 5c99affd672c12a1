/// <reference path="../pb_data/types.d.ts" />
// Every JSON field of every collection gets a size limit fitted to what it
// holds (the depth limit is a hook: pb_hooks/json-fields.pb.js). Fields not
// named here keep their limit if it is at most 1 MB, else get 1 MB
// (PocketBase's own default when none is set). Existing values stay: a value
// over the new limit is refused only when its record is next saved.
const KB = 1024;
const SIZES = {
  web_products: { gallery: 64 * KB, nutritionFacts: 32 * KB, farmers: 32 * KB, faqs: 128 * KB },
  orders: { items: 256 * KB },
  posts: { tags: 8 * KB },
  qr_form: { contact_json: 32 * KB },
  feedback: { feedback: 32 * KB },
  lots: { journey: 64 * KB },
};
const DEFAULT_MAX = 1024 * KB;
// The limits before this migration (pb_migrations/1732000000_shop_schema.js), for going down.
const BEFORE = 2 * 1024 * KB;

migrate(
  (app) => {
    for (const collection of app.findAllCollections()) {
      let changed = false;
      for (const field of collection.fields) {
        if (field.type() !== 'json') continue;
        const wanted = SIZES[collection.name]?.[field.name];
        const size = wanted || (field.maxSize > 0 && field.maxSize <= DEFAULT_MAX ? field.maxSize : DEFAULT_MAX);
        if (field.maxSize !== size) {
          field.maxSize = size;
          changed = true;
        }
      }
      if (changed) app.save(collection);
    }
  },
  (app) => {
    for (const name in SIZES) {
      let collection;
      try {
        collection = app.findCollectionByNameOrId(name);
      } catch (_) {
        continue;
      }
      for (const field in SIZES[name]) {
        const f = collection.fields.getByName(field);
        if (f && name !== 'lots') f.maxSize = BEFORE;
      }
      app.save(collection);
    }
  },
);
