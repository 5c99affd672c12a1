/// <reference path="../pb_data/types.d.ts" />
// Back-in-stock requests (docs/notifications.md "Back in stock"): a shopper asks, on the page of a product that cannot
// be ordered, to be told by SMS when it can; a 6-digit code sent to the number proves it is theirs.
// - stock_alerts: one request per ask, its phone number (personal data: superusers only, no API rule), the page's
//   language, the code's hash, when it expires and the wrong tries; pocketbase/pb_hooks/lib/stock-alerts.js.
// - messages: a row belongs to an order (its events) or to a request (its code, and the one "back in stock"
//   message: a unique index keeps it to one per request). `order` and `event_seq` are no longer required; staff
//   read only the messages of orders.
// - message_templates: the two new events, alert_code and back_in_stock, in English and Nepali.

const ORDER_EVENTS = ['placed', 'confirmed', 'out_for_delivery', 'delivered', 'delivery_failed', 'cancelled'];
const ALERT_EVENTS = ['alert_code', 'back_in_stock'];
// The sender reads the whole outbox (pb_migrations/1732003100_message_sender.js); staff only the orders' messages.
const SERVICE = '@request.auth.collectionName = "shop_service"';
const STAFF_READS = `(${SERVICE}) || @request.auth.collectionName = "staff"`;
const ORDER_MESSAGES_STAFF_READS = `(${SERVICE}) || (@request.auth.collectionName = "staff" && order != "")`;
// What the sender may not change (its own migration's list, with this migration's `alert`).
const FIXED = ['order', 'alert', 'event_seq', 'event', 'channel', 'recipient', 'language', 'text', 'receipt'];
const SENDER_WRITES = `${SERVICE} && ${FIXED.map((f) => `@request.body.${f}:isset = false`).join(' && ')}`;

const TEMPLATES = [
  {
    event: 'alert_code',
    sms_en: 'Krishi Bazaar: your code is {code}. Type it on the page to be told when {product} is back.',
    sms_ne: 'कृषि बजार: तपाईंको कोड {code} हो। {product} फेरि आएपछि खबर पाउन यो कोड पेजमा लेख्नुहोस्।',
  },
  {
    event: 'back_in_stock',
    sms_en: 'Krishi Bazaar: {product} can be ordered again. {link}',
    sms_ne: 'कृषि बजार: {product} फेरि अर्डर गर्न सकिन्छ। {link}',
  },
];

const EVENT_HELP =
  'When it is sent: the order was placed, confirmed, sent out for delivery, delivered, could not be delivered, or cancelled; alert_code: the code a shopper types to ask to be told when a product is back; back_in_stock: the product they asked about can be ordered again.';

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    const alerts = new Collection({
      type: 'base',
      name: 'stock_alerts',
      listRule: null,
      viewRule: null,
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
          cascadeDelete: true,
        },
        {
          name: 'phone',
          type: 'text',
          required: true,
          pattern: '^9[78][0-9]{8}$',
          help: 'The 10-digit mobile number (98… or 97…) to tell. Personal data: shown to operators only.',
        },
        { name: 'language', type: 'select', values: ['en', 'ne'], maxSelect: 1, required: true },
        {
          name: 'state',
          type: 'select',
          values: ['pending', 'active', 'done', 'ended'],
          maxSelect: 1,
          required: true,
          help: 'pending: waits for its code. active: will be told once. done: told. ended: the code expired, was guessed wrong too often, was asked again, or the number already asked.',
        },
        { name: 'code_hash', type: 'text', max: 200, hidden: true, help: 'The code, hashed with code_salt.' },
        { name: 'code_salt', type: 'text', max: 100, hidden: true },
        { name: 'code_expires', type: 'date', help: 'The code is refused after this time.' },
        { name: 'attempts', type: 'number', onlyInt: true, min: 0, help: 'Wrong codes typed.' },
        { name: 'told_at', type: 'date', help: 'When the back-in-stock message was written.' },
        { name: 'created', type: 'autodate', onCreate: true },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX idx_stock_alerts_product ON stock_alerts (product, state)',
        'CREATE INDEX idx_stock_alerts_phone ON stock_alerts (phone, created)',
      ],
    });
    app.save(alerts);

    const templates = app.findCollectionByNameOrId('message_templates');
    const templateEvent = templates.fields.getByName('event');
    templateEvent.values = ORDER_EVENTS.concat(ALERT_EVENTS);
    templateEvent.help = EVENT_HELP;
    for (const name of ['sms_en', 'sms_ne']) {
      const field = templates.fields.getByName(name);
      field.help = `${field.help} For alert_code: {code} (required) and {product}; for back_in_stock: {product} (required) and {link}.`;
    }
    app.save(templates);
    for (const row of TEMPLATES) {
      const record = new Record(templates);
      record.load(row);
      app.save(record);
    }

    const messages = app.findCollectionByNameOrId('messages');
    // Staff read the messages of orders (the desk); a request's messages, and so who asked, only operators.
    messages.listRule = ORDER_MESSAGES_STAFF_READS;
    messages.viewRule = ORDER_MESSAGES_STAFF_READS;
    messages.updateRule = SENDER_WRITES;
    messages.fields.getByName('order').required = false;
    const seq = messages.fields.getByName('event_seq');
    seq.required = false;
    seq.min = 0;
    seq.help =
      "The order's history entry this message tells of (its seq): one message per event and channel. 0 for a back-in-stock request's messages.";
    messages.fields.getByName('event').values = ORDER_EVENTS.concat(ALERT_EVENTS);
    messages.fields.add(
      new Field({
        name: 'alert',
        type: 'relation',
        collectionId: alerts.id,
        maxSelect: 1,
        cascadeDelete: true,
        help: 'The back-in-stock request this message belongs to (its code, or the one message that the product is back).',
      }),
    );
    messages.indexes = [
      "CREATE UNIQUE INDEX idx_messages_event ON messages (`order`, event_seq, channel) WHERE `order` != ''",
      "CREATE UNIQUE INDEX idx_messages_alert ON messages (alert, channel) WHERE alert != '' AND event = 'back_in_stock'",
      'CREATE INDEX idx_messages_alert_code ON messages (recipient, event, created)',
      'CREATE INDEX idx_messages_state ON messages (state, send_after)',
    ];
    app.save(messages);
  },
  (app) => {
    app.db().newQuery("DELETE FROM messages WHERE event IN ('alert_code', 'back_in_stock') OR `order` = ''").execute();
    app.db().newQuery("DELETE FROM message_templates WHERE event IN ('alert_code', 'back_in_stock')").execute();
    const messages = app.findCollectionByNameOrId('messages');
    messages.listRule = STAFF_READS;
    messages.viewRule = STAFF_READS;
    messages.updateRule = `${SERVICE} && ${FIXED.filter((f) => f !== 'alert')
      .map((f) => `@request.body.${f}:isset = false`)
      .join(' && ')}`;
    messages.fields.removeByName('alert');
    messages.fields.getByName('order').required = true;
    const seq = messages.fields.getByName('event_seq');
    seq.required = true;
    seq.min = 1;
    seq.help = "The order's history entry this message tells of (its seq): one message per event and channel.";
    messages.fields.getByName('event').values = ORDER_EVENTS;
    messages.indexes = [
      'CREATE UNIQUE INDEX idx_messages_event ON messages (`order`, event_seq, channel)',
      'CREATE INDEX idx_messages_state ON messages (state, send_after)',
    ];
    app.save(messages);

    const templates = app.findCollectionByNameOrId('message_templates');
    const templateEvent = templates.fields.getByName('event');
    templateEvent.values = ORDER_EVENTS;
    for (const name of ['sms_en', 'sms_ne']) {
      const field = templates.fields.getByName(name);
      field.help = field.help.replace(/ For alert_code: .*$/, '');
    }
    templateEvent.help =
      'When it is sent: the order was placed, confirmed, sent out for delivery, delivered, could not be delivered, or cancelled.';
    app.save(templates);

    app.delete(app.findCollectionByNameOrId('stock_alerts'));
  },
);
