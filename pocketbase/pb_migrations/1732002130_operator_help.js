/// <reference path="../pb_data/types.d.ts" />
// What the dashboard shows operators, explained (docs/operators.md):
// - products: a price of 0 is refused unless "Free item" is ticked, and "Price shown" says how shoppers see the
//   price ("Rs. 320 / 500 GM", written by the product hook); the switches' help says what a new product saves;
// - every field of the orders, the forms' submissions and the accounts has help, and the internal accounts
//   (shop_service, users) say they are internal.

const ORDERS = {
  orderNumber: "The order's number shoppers quote (ORD-…). Set by the shop; do not change.",
  status:
    'Where the order is. Change it on the order desk (/desk) so the history keeps who and why; each change here is recorded too.',
  customerName: "Shopper's name as typed at checkout.",
  phone: "Shopper's phone number, for the confirmation call and the rider.",
  total:
    'What the shopper pays on delivery, in rupees: items − discount + delivery − delivery discount. Set by the shop.',
  orderDate: 'When the order was placed.',
  district: 'Delivery district chosen at checkout.',
  city: 'Delivery area (branch) chosen at checkout.',
  landmark: 'Address details and landmark typed by the shopper, for the rider.',
  notes: "The shopper's note for this order (optional).",
  items:
    'The ordered products as the shop priced them (name, price, quantity, unit, lot). Written by the shop; change an order on the desk instead.',
  subtotal: 'Items total in rupees, before discounts and delivery. Set by the shop.',
  deliveryCharge: 'Delivery charge in rupees (docs/rules.md "Delivery charge"). Set by the shop.',
  discount_amount: 'Rupees the coupon took off the items. Set by the shop.',
  delivery_discount_amount: 'Rupees the coupon took off the delivery charge. Set by the shop.',
  coupon_used: 'The coupon code used, if any.',
  estimatedDelivery: 'Estimated delivery day shown to the shopper (order day + the delivery days in Site settings).',
  orderChannel: 'Where the order came from (web, or WhatsApp for orders typed in by staff).',
  failedAttempt: 'How many deliveries failed so far; the reason of each is kept in Order history.',
};

const ACCOUNTS = {
  shop_service: {
    email:
      "Internal: the account the shop's server and publisher sign in with (set from SHOP_SERVICE_EMAIL). Do not change or delete it.",
    emailVisibility: 'Internal: leave as it is.',
    verified: 'Internal: leave as it is.',
  },
  users: {
    email: 'Not used by the shop: shoppers order without accounts. Staff accounts are in the staff collection.',
    emailVisibility: 'Not used by the shop.',
    verified: 'Not used by the shop.',
    name: 'Not used by the shop.',
  },
  staff: {
    email: 'The staff member signs in to the order desk (/desk) with this address.',
    emailVisibility: 'Leave off: staff addresses are not shown to anyone.',
    verified: 'Not needed for the order desk.',
  },
  feedback: { feedback: 'What a shopper wrote in the feedback form (/feedback). Read only.' },
  qr_form: { contact_json: 'Contact details a shopper left on the QR page (/qr), as sent. Read only.' },
};

function setHelp(app, name, help) {
  let collection;
  try {
    collection = app.findCollectionByNameOrId(name);
  } catch (_) {
    return;
  }
  for (const field of collection.fields) {
    if (help[field.name] !== undefined) field.help = help[field.name];
  }
  app.save(collection);
}

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    const price = products.fields.getByName('price');
    price.help =
      'Price in whole rupees for one unit: digits only, e.g. 320 (not "Rs. 320", not 320.50). 0 is refused unless Free item is ticked. Shoppers see it as in Price shown after saving.';
    const at = products.fields.indexOf(price);
    products.fields.addAt(
      at + 1,
      new BoolField({
        name: 'free_item',
        help: 'Tick only to sell this product for Rs. 0 (e.g. a free sample); otherwise a price of 0 is refused.',
      }),
    );
    products.fields.addAt(
      at + 2,
      new TextField({
        name: 'price_shown',
        max: 100,
        help: 'Read-only: the price as shoppers see it, e.g. Rs. 320 / 500 GM. Written when you save.',
      }),
    );
    products.fields.getByName('is_available').help =
      'In stock: tick to sell it, untick to show Out of Stock. A new product made here is saved as the switch shows (off = out of stock).';
    products.fields.getByName('isVisible').help =
      'Shown on the site: tick to show it, untick to hide it. A new product made here is saved as the switch shows (off = hidden). Hidden products keep their trace pages (printed QR labels keep working).';
    products.fields.getByName('hasTraceability').help =
      'Tick when the product has traceability (QR) information. Recording a lot for the product ticks it for you.';
    app.save(products);

    // Existing products: the price as shown.
    for (const p of app.findAllRecords('web_products')) {
      const unit = p.getString('unit');
      p.set('price_shown', `Rs. ${Math.round(p.getFloat('price'))}${unit ? ` / ${unit}` : ''}`);
      app.saveNoValidate(p);
    }

    setHelp(app, 'orders', ORDERS);
    for (const name of Object.keys(ACCOUNTS)) setHelp(app, name, ACCOUNTS[name]);
  },
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    for (const name of ['free_item', 'price_shown']) {
      const field = products.fields.getByName(name);
      if (field) products.fields.removeById(field.id);
    }
    app.save(products);
  },
);
