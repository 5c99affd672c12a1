/// <reference path="../pb_data/types.d.ts" />
// The product price's help says how shoppers see the number typed (docs/operators.md). The box itself starts empty
// for a new product (pb_hooks/dashboard/main.js), and 0 stays refused unless Free item is ticked.

const PRICE_HELP =
  'Price in whole rupees for one unit: digits only, e.g. 320. Shoppers see 200 as Rs. 200 (with the unit: Rs. 200 / 1 KG). 0 is refused unless Free item is ticked.';
const OLD_HELP =
  'Price in whole rupees for one unit: digits only, e.g. 320 (not "Rs. 320", not 320.50). 0 is refused unless Free item is ticked. Shoppers see it as in Price shown after saving.';

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    products.fields.getByName('price').help = PRICE_HELP;
    app.save(products);
  },
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    products.fields.getByName('price').help = OLD_HELP;
    app.save(products);
  },
);
