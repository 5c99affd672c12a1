/// <reference path="../pb_data/types.d.ts" />
// Messages to the shopper (docs/notifications.md): an outbox written in the same transaction as the order event the
// shopper should hear about (pocketbase/pb_hooks/lib/shopper-messages.js), from templates the operator edits in
// English and Nepali.
// - orders.language: the language the shopper ordered in, so their messages are in it.
// - message_templates: one per event, the SMS text in both languages with placeholders; superusers only.
// - messages: one row per event and channel (a unique index: never two for one event); staff read them on the desk,
//   nobody writes them through the API (the hooks do).
// - message_optouts: phone numbers that asked for no more messages (everything but the order's confirmation).

const EVENTS = ['placed', 'confirmed', 'out_for_delivery', 'delivered', 'delivery_failed', 'cancelled'];
const STAFF_READS = '@request.auth.collectionName = "staff"';

/** The templates a new shop starts with; an operator rewrites them in the dashboard. */
const TEMPLATES = [
  {
    event: 'placed',
    sms_en: 'Krishi Bazaar: order {order} received, total {total}. Track it: {link}',
    sms_ne: 'कृषि बजार: तपाईंको अर्डर {order} प्राप्त भयो, जम्मा {total}। हेर्नुहोस्: {link}',
  },
  {
    event: 'confirmed',
    sms_en: 'Krishi Bazaar: order {order} is confirmed. It should reach you by {day}. {link}',
    sms_ne: 'कृषि बजार: अर्डर {order} पक्का भयो। {day} सम्म तपाईंकहाँ आइपुग्नेछ। {link}',
  },
  {
    event: 'out_for_delivery',
    sms_en: 'Krishi Bazaar: order {order} is on its way to you today. Please keep {total} ready in cash.',
    sms_ne: 'कृषि बजार: अर्डर {order} आज तपाईंकहाँ आउँदैछ। कृपया {total} नगद तयार राख्नुहोस्।',
  },
  {
    event: 'delivered',
    sms_en: 'Krishi Bazaar: order {order} was delivered. Thank you for buying from our farmers!',
    sms_ne: 'कृषि बजार: अर्डर {order} पुर्‍याइयो। हाम्रा किसानबाट किन्नुभएकोमा धन्यवाद!',
  },
  {
    event: 'delivery_failed',
    sms_en: 'Krishi Bazaar: we could not deliver order {order} today. We will call you to arrange another day.',
    sms_ne: 'कृषि बजार: आज अर्डर {order} पुर्‍याउन सकिएन। अर्को दिन मिलाउन हामी तपाईंलाई फोन गर्नेछौं।',
  },
  {
    event: 'cancelled',
    sms_en: 'Krishi Bazaar: order {order} was cancelled. Questions? Reply or call us. {link}',
    sms_ne: 'कृषि बजार: अर्डर {order} रद्द गरियो। केही सोध्नु छ भने हामीलाई फोन गर्नुहोस्। {link}',
  },
];

const PLACEHOLDER_HELP =
  'Placeholders: {order} (the order number, required), {total} (the amount to pay), {day} (the delivery day), {link} (the order page). The shop adds how to stop messages at the end.';

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.add(
      new Field({
        name: 'language',
        type: 'select',
        values: ['en', 'ne'],
        maxSelect: 1,
        help: 'The language the shopper ordered in (en English, ne Nepali): their messages are in it. Empty: English.',
      }),
    );
    app.save(orders);

    const templates = new Collection({
      type: 'base',
      name: 'message_templates',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'event',
          type: 'select',
          values: EVENTS,
          maxSelect: 1,
          required: true,
          help: 'When it is sent: the order was placed, confirmed, sent out for delivery, delivered, could not be delivered, or cancelled.',
        },
        { name: 'sms_en', type: 'text', required: true, max: 480, help: `The SMS in English. ${PLACEHOLDER_HELP}` },
        { name: 'sms_ne', type: 'text', required: true, max: 480, help: `The SMS in Nepali. ${PLACEHOLDER_HELP}` },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_message_templates_event ON message_templates (event)'],
    });
    app.save(templates);
    for (const row of TEMPLATES) {
      const record = new Record(templates);
      record.load(row);
      app.save(record);
    }

    const messages = new Collection({
      type: 'base',
      name: 'messages',
      listRule: STAFF_READS,
      viewRule: STAFF_READS,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'order',
          type: 'relation',
          collectionId: orders.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        {
          name: 'event_seq',
          type: 'number',
          onlyInt: true,
          min: 1,
          required: true,
          help: "The order's history entry this message tells of (its seq): one message per event and channel.",
        },
        { name: 'event', type: 'select', values: EVENTS, maxSelect: 1, required: true },
        { name: 'channel', type: 'select', values: ['sms', 'email'], maxSelect: 1, required: true },
        { name: 'recipient', type: 'text', max: 200, help: 'The phone number (SMS) or address (email).' },
        { name: 'language', type: 'select', values: ['en', 'ne'], maxSelect: 1, required: true },
        { name: 'text', type: 'text', max: 2000, help: 'The message as the shopper reads it.' },
        {
          name: 'state',
          type: 'select',
          values: ['queued', 'held', 'sending', 'sent', 'failed', 'given_up', 'not_sent'],
          maxSelect: 1,
          required: true,
          help: 'queued: to send now. held: waits for send_after (quiet hours, 21:00-07:00 Nepal time). sending, sent, failed (will be retried), given_up. not_sent: see the note.',
        },
        { name: 'note', type: 'text', max: 500, help: 'Why it was not sent, or what the gateway answered.' },
        { name: 'attempts', type: 'number', onlyInt: true, min: 0 },
        { name: 'provider_id', type: 'text', max: 200, help: "The gateway's id for the message." },
        { name: 'receipt', type: 'text', max: 500, help: "The gateway's delivery report." },
        { name: 'send_after', type: 'date', help: 'Not sent before this time.' },
        { name: 'sent_at', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_messages_event ON messages (`order`, event_seq, channel)',
        'CREATE INDEX idx_messages_state ON messages (state, send_after)',
      ],
    });
    app.save(messages);

    const optouts = new Collection({
      type: 'base',
      name: 'message_optouts',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'phone',
          type: 'text',
          required: true,
          pattern: '^9[78][0-9]{8}$',
          help: 'The 10-digit mobile number (98… or 97…) that asked for no more messages. Only the message confirming a new order is still sent.',
        },
        { name: 'created', type: 'autodate', onCreate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_message_optouts_phone ON message_optouts (phone)'],
    });
    app.save(optouts);
  },
  (app) => {
    for (const name of ['message_optouts', 'messages', 'message_templates']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.removeByName('language');
    app.save(orders);
  },
);
