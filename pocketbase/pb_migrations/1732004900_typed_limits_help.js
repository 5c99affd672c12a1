/// <reference path="../pb_data/types.d.ts" />
// The help of fields whose typed values now have a ceiling or a floor (pocketbase/pb_hooks/lib/number-limits.js,
// pocketbase/pb_hooks/lib/operators.js): a lot's units, expected units and pre-order cap at most 10,000,000, a
// campaign's budget at most Rs. 1,000,000,000, a coupon code with at least 3 letters or digits.

const HELP = {
  lots: {
    units: [
      "Units this lot holds for sale, e.g. 40 for 40 jars of a product sold per 500 GM jar; 0 for a lot only traced. A harvest smaller than orders took: type what there is, the lot shows a shortfall and the desk's Stock page lists the orders it cannot fill.",
      "Units this lot holds for sale, e.g. 40 for 40 jars of a product sold per 500 GM jar; 0 for a lot only traced; at most 10,000,000. A harvest smaller than orders took: type what there is, the lot shows a shortfall and the desk's Stock page lists the orders it cannot fill.",
    ],
    expected_units: [
      'For a pre-order lot: how many units the harvest is expected to give.',
      'For a pre-order lot: how many units the harvest is expected to give; at most 10,000,000.',
    ],
    preorder_cap: [
      'For a pre-order lot: at most this many units may be pre-ordered (0: expected_units). When harvested, set stock_status to on sale and units to the real quantity; if it is less than was pre-ordered, the desk lists the orders that cannot be filled.',
      'For a pre-order lot: at most this many units may be pre-ordered (0: expected_units), up to 10,000,000. When harvested, set stock_status to on sale and units to the real quantity; if it is less than was pre-ordered, the desk lists the orders that cannot be filled.',
    ],
  },
  campaigns: {
    remaining_budget: [
      'Whole rupees the coupons may still give away; each order deducts its discounts. Example: 50000. 0 = used up.',
      'Whole rupees the coupons may still give away; each order deducts its discounts. Example: 50000. 0 = used up. Max 1,000,000,000.',
    ],
  },
  coupon: {
    code: [
      'What shoppers type at checkout; stored in capitals, so audit50 becomes AUDIT50. Letters, digits, - and _. Example: DASHAIN100. Unique, max 50.',
      'What shoppers type at checkout; stored in capitals, so audit50 becomes AUDIT50. Letters, digits, - and _, with at least 3 letters or digits. Example: DASHAIN100. Unique, max 50.',
    ],
  },
};

/** Sets each field's help from one version to the other; an operator's own rewording stays. */
function setHelp(app, from, to) {
  for (const name of Object.keys(HELP)) {
    const collection = app.findCollectionByNameOrId(name);
    for (const field of Object.keys(HELP[name])) {
      const f = collection.fields.getByName(field);
      if (f && f.help === HELP[name][field][from]) f.help = HELP[name][field][to];
    }
    app.save(collection);
  }
}

migrate(
  (app) => setHelp(app, 0, 1),
  (app) => setHelp(app, 1, 0),
);
