/// <reference path="../pb_data/types.d.ts" />
// Harvest lots (traceability) and the products' optional GTIN. A lot belongs
// to one product and records who grew it, where, when and how it travelled;
// its trace page is public (/t/{code}), so the collection holds nothing
// private and anyone may read it. Checks that field options cannot express
// (journey steps, dates in order, GTIN check digit, code generation) are in
// pocketbase/pb_hooks/lots.pb.js. How operators use it: docs/traceability.md.

const RASTER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    const farmers = app.findCollectionByNameOrId('farmers');

    products.fields.add(
      new TextField({
        name: 'gtin',
        max: 14,
        pattern: '^(\\d{8}|\\d{12,14})?$',
        help: 'Optional barcode number (GTIN-8, 12, 13 or 14 digits, as printed under the barcode). The last digit is a check digit and is verified. With a GTIN, lot labels use the GS1 Digital Link address /01/{gtin}/10/{lot}.',
      }),
    );
    app.save(products);

    const lots = new Collection({
      type: 'base',
      name: 'lots',
      // Trace pages are public: every field here is meant to be read by shoppers.
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'product',
          type: 'relation',
          collectionId: products.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
          help: 'The product this harvest lot was packed as.',
        },
        {
          name: 'code',
          type: 'text',
          max: 20,
          pattern: '^([A-Z0-9][A-Z0-9-]{1,18}[A-Z0-9])?$',
          help: "Short lot code printed on the label, e.g. HNY-2411 (3-20 letters, digits or '-'; stored in capitals). Leave empty to get a generated 6-character code. The trace page is /t/{code}; the label sheet to print is /t/{code}/labels (see label_sheet_url after saving).",
        },
        {
          name: 'harvest_date',
          type: 'date',
          required: true,
          help: 'The day the crop was harvested (AD). Trace pages also show it in Bikram Sambat.',
        },
        {
          name: 'pack_date',
          type: 'date',
          required: true,
          help: 'The day the lot was packed; not before the harvest date.',
        },
        { name: 'best_before', type: 'date', help: 'Optional best-before day; after the pack date.' },
        {
          name: 'quantity',
          type: 'number',
          min: 0,
          help: 'How much the lot holds, in the unit below (e.g. 120 with unit kg).',
        },
        {
          name: 'quantity_unit',
          type: 'select',
          maxSelect: 1,
          values: ['kg', 'g', 'litre', 'jar', 'bottle', 'packet', 'piece', 'dozen', 'crate', 'box'],
          help: 'The unit of the quantity.',
        },
        {
          name: 'farmers',
          type: 'relation',
          collectionId: farmers.id,
          maxSelect: 20,
          cascadeDelete: false,
          help: 'The farmers who grew or harvested this lot (from the farmers collection); their photos and stories appear on the trace page.',
        },
        {
          name: 'cooperative',
          type: 'text',
          max: 200,
          help: 'The cooperative or group that collected the lot, e.g. Bhujung Honey Cooperative.',
        },
        {
          name: 'origin_district',
          type: 'text',
          required: true,
          max: 100,
          help: 'District where it was grown, e.g. Lamjung.',
        },
        {
          name: 'origin_municipality',
          type: 'text',
          max: 200,
          help: 'Municipality or rural municipality (and ward or village), e.g. Madhya Nepal-3, Bhujung.',
        },
        {
          name: 'latitude',
          type: 'number',
          min: -90,
          max: 90,
          help: 'Optional farm latitude in decimal degrees (Nepal is about 26.3 to 30.5). Give both coordinates or neither.',
        },
        {
          name: 'longitude',
          type: 'number',
          min: -180,
          max: 180,
          help: 'Optional farm longitude in decimal degrees (Nepal is about 80 to 88.2). Give both coordinates or neither.',
        },
        {
          name: 'certification',
          type: 'select',
          maxSelect: 1,
          values: ['none', 'organic certified', 'participatory guarantee'],
          help: "none; organic certified (third-party organic certificate); participatory guarantee (PGS, checked by a local farmers' group). Empty counts as none.",
        },
        {
          name: 'photos',
          type: 'file',
          maxSelect: 6,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: RASTER_TYPES,
          thumbs: ['400x0'],
          help: 'Up to 6 photos of the harvest or packing (JPEG, PNG, WebP or AVIF, at most 5 MB each).',
        },
        {
          name: 'journey',
          type: 'json',
          maxSize: 64 * 1024,
          help: 'Steps oldest first: [{"date": "2026-11-02", "step": "harvested", "place": "Bhujung, Lamjung", "note": "..."}]. step: harvested, sorted and graded, processed, lab tested, packed, dispatched, received, in store, out for delivery. note is optional.',
        },
        {
          name: 'trace_url',
          type: 'text',
          max: 500,
          help: "Filled in on save: the lot's public trace page (what the QR code opens).",
        },
        {
          name: 'label_sheet_url',
          type: 'text',
          max: 500,
          help: 'Filled in on save: open it in a browser and print the A4 sheet of QR labels for this lot.',
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_lots_code ON lots (code) WHERE code != ''",
        'CREATE INDEX idx_lots_product ON lots (product, harvest_date)',
      ],
    });
    app.save(lots);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('lots'));
    const products = app.findCollectionByNameOrId('web_products');
    products.fields.removeByName('gtin');
    app.save(products);
  },
);
