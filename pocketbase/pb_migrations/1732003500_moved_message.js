/// <reference path="../pb_data/types.d.ts" />
// The shopper hears when staff or an operator move their order to another delivery day (docs/notifications.md,
// lib/order-events.js queues it with the `delivery_day` event): the `moved` event, for messages and their
// templates, and its template in English and Nepali (SMS and email).

const TEMPLATE = {
  event: 'moved',
  sms_en: 'Krishi Bazaar: your order {order} will now come on {day}. {link}',
  sms_ne: 'कृषि बजार: तपाईंको अर्डर {order} अब {day} मा आउनेछ। {link}',
  email_subject_en: 'Krishi Bazaar: order {order} comes on another day',
  email_subject_ne: 'कृषि बजार: अर्डर {order} अर्को दिन आउँछ',
  email_en: 'Your order {order} will now be delivered on {day}. We are sorry for the change. {link}',
  email_ne: 'तपाईंको अर्डर {order} अब {day} मा पुर्‍याइनेछ। परिवर्तनका लागि माफ गर्नुहोस्। {link}',
};

// The field's help names the events (at most 300 characters): the one before, and the one with `moved`.
const EVENT_HELP_BEFORE =
  'When it is sent: the order was placed, confirmed, sent out for delivery, delivered, could not be delivered, or cancelled; alert_code: the code a shopper types to ask to be told when a product is back; back_in_stock: the product they asked about can be ordered again.';
const EVENT_HELP =
  'When it is sent: the order was placed, confirmed, sent out for delivery, delivered, could not be delivered, cancelled, or moved to another delivery day; alert_code: the code for a back-in-stock request; back_in_stock: the product asked about can be ordered again.';

migrate(
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    const messageEvent = messages.fields.getByName('event');
    messageEvent.values = messageEvent.values.concat(['moved']);
    app.save(messages);

    const templates = app.findCollectionByNameOrId('message_templates');
    const templateEvent = templates.fields.getByName('event');
    templateEvent.values = templateEvent.values.concat(['moved']);
    templateEvent.help = EVENT_HELP;
    app.save(templates);
    const record = new Record(templates);
    record.load(TEMPLATE);
    app.save(record);
  },
  (app) => {
    app.db().newQuery("DELETE FROM messages WHERE event = 'moved'").execute();
    app.db().newQuery("DELETE FROM message_templates WHERE event = 'moved'").execute();
    const messages = app.findCollectionByNameOrId('messages');
    const messageEvent = messages.fields.getByName('event');
    messageEvent.values = messageEvent.values.filter((v) => v !== 'moved');
    app.save(messages);
    const templates = app.findCollectionByNameOrId('message_templates');
    const templateEvent = templates.fields.getByName('event');
    templateEvent.values = templateEvent.values.filter((v) => v !== 'moved');
    templateEvent.help = EVENT_HELP_BEFORE;
    app.save(templates);
  },
);
