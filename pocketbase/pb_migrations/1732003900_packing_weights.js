/// <reference path="../pb_data/types.d.ts" />
// Packing by the real weight, and substitutions (docs/rules.md "Packing: weights and substitutions"): a product may be
// sold by weight (a price per kg or per 100 g, a nominal weight per unit, a tolerance); the shopper chooses at
// checkout what happens to a line the harvest cannot give; staff weigh, shorten and substitute lines on the desk
// (pocketbase/pb_hooks/packing.pb.js), each change an order event (`weighed`, `short`, `substituted`, `packed`), and
// the shopper hears the packed total once (`packed` message).

const KINDS = ['weighed', 'short', 'substituted', 'packed'];

const TEMPLATE = {
  event: 'packed',
  sms_en: 'Krishi Bazaar: your order {order} is packed. New total {total}, to pay on delivery. {link}',
  sms_ne: 'कृषि बजार: तपाईंको अर्डर {order} प्याक भयो। नयाँ जम्मा {total}, डेलिभरीमा तिर्नुहोस्। {link}',
  email_subject_en: 'Krishi Bazaar: order {order} is packed, new total {total}',
  email_subject_ne: 'कृषि बजार: अर्डर {order} प्याक भयो, नयाँ जम्मा {total}',
  email_en:
    'Your order {order} is packed. Some lines were weighed or changed, so the total to pay on delivery is now {total}. See what changed and why: {link}',
  email_ne:
    'तपाईंको अर्डर {order} प्याक भयो। केही सामान तौलिएको वा फेरिएकाले डेलिभरीमा तिर्ने जम्मा अब {total} भयो। के फेरियो र किन, यहाँ हेर्नुहोस्: {link}',
};

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    products.fields.add(
      new BoolField({
        name: 'sold_by_weight',
        help: 'Sold by weight: the shopper pays the nominal price at checkout and the real weight at packing. Needs a price per kg (or per 100 g), a nominal weight and a tolerance (docs/operations.md).',
      }),
    );
    products.fields.add(
      new NumberField({
        name: 'weight_price',
        help: 'Price in whole rupees per kg (or per 100 g, see "weight price per"), e.g. 120. The unit price becomes nominal weight x this, rounded to the rupee.',
      }),
    );
    products.fields.add(
      new SelectField({
        name: 'weight_price_per',
        maxSelect: 1,
        values: ['kg', '100 g'],
        help: 'What the weight price is for: one kg, or 100 g. Empty counts as kg.',
      }),
    );
    products.fields.add(
      new NumberField({
        name: 'nominal_kg',
        help: 'The weight of one unit as sold, in kg, e.g. 1 for "about 1 kg" or 0.25 for about 250 g.',
      }),
    );
    products.fields.add(
      new NumberField({
        name: 'weight_tolerance',
        help: 'How far the packed weight may differ from the nominal one without a reason, in percent (0 to 50), e.g. 10 for +/-10%.',
      }),
    );
    app.save(products);

    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.add(
      new SelectField({
        name: 'substitution',
        maxSelect: 1,
        values: ['substitute', 'call', 'leave_out'],
        help: "What the shopper chose for a line the harvest cannot give: substitute with something similar, call me, or leave it out and don't charge. Empty reads as call.",
      }),
    );
    orders.fields.add(
      new NumberField({
        name: 'quoted_total',
        help: 'The total the shopper was quoted at checkout, kept at the first packing change (weights, short lines, substitutes); 0 while packing changed nothing. The total field is what is due now.',
      }),
    );
    orders.fields.add(
      new DateField({
        name: 'packed_at',
        help: 'When staff marked the packing done on the desk (the shopper was told the packed total); cleared when a line changes again.',
      }),
    );
    app.save(orders);

    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = kind.values.concat(KINDS);
    kind.help =
      'What happened: placed, a status change, an edit, a correction, stock returned or taken, its delivery day moved, a line weighed, short, or substituted at packing, or the packing done.';
    app.save(history);

    const messages = app.findCollectionByNameOrId('messages');
    const messageEvent = messages.fields.getByName('event');
    messageEvent.values = messageEvent.values.concat(['packed']);
    app.save(messages);
    const templates = app.findCollectionByNameOrId('message_templates');
    const templateEvent = templates.fields.getByName('event');
    templateEvent.values = templateEvent.values.concat(['packed']);
    app.save(templates);
    const record = new Record(templates);
    record.load(TEMPLATE);
    app.save(record);
  },
  (app) => {
    app.db().newQuery("DELETE FROM messages WHERE event = 'packed'").execute();
    app.db().newQuery("DELETE FROM message_templates WHERE event = 'packed'").execute();
    for (const name of ['messages', 'message_templates']) {
      const collection = app.findCollectionByNameOrId(name);
      const field = collection.fields.getByName('event');
      field.values = field.values.filter((v) => v !== 'packed');
      app.save(collection);
    }
    app
      .db()
      .newQuery("DELETE FROM order_history WHERE kind IN ('weighed', 'short', 'substituted', 'packed')")
      .execute();
    const history = app.findCollectionByNameOrId('order_history');
    const kind = history.fields.getByName('kind');
    kind.values = kind.values.filter((v) => KINDS.indexOf(v) < 0);
    app.save(history);
    const orders = app.findCollectionByNameOrId('orders');
    for (const name of ['substitution', 'quoted_total', 'packed_at']) orders.fields.removeByName(name);
    app.save(orders);
    const products = app.findCollectionByNameOrId('web_products');
    for (const name of ['sold_by_weight', 'weight_price', 'weight_price_per', 'nominal_kg', 'weight_tolerance'])
      products.fields.removeByName(name);
    app.save(products);
  },
);
