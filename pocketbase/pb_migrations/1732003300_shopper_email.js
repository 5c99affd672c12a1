/// <reference path="../pb_data/types.d.ts" />
// Email to the shopper (docs/notifications.md "Email"): an address the shopper may give at checkout, and an email
// beside each SMS when they did.
// - orders.email: optional, private like the phone (only staff and superusers read orders).
// - message_templates: each event's email subject and text in English and Nepali, with the SMS's placeholders.
// - messages.subject: the email's subject as rendered (empty for SMS).

const PLACEHOLDER_HELP =
  'Placeholders: {order} (the order number, required), {total} (the amount to pay), {day} (the delivery day), {link} (the order page).';

/** The demo shop's emails; an operator rewrites them in the dashboard. */
const TEMPLATES = {
  placed: {
    email_subject_en: 'Krishi Bazaar: order {order} received',
    email_subject_ne: 'कृषि बजार: अर्डर {order} प्राप्त भयो',
    email_en:
      'Thank you for your order {order}. The total to pay in cash on delivery is {total}. We will write again when it is confirmed. See your order: {link}',
    email_ne:
      'अर्डर {order} का लागि धन्यवाद। डेलिभरीमा नगद तिर्नुपर्ने जम्मा रकम {total} हो। अर्डर पक्का भएपछि हामी फेरि लेख्नेछौं। आफ्नो अर्डर हेर्नुहोस्: {link}',
  },
  confirmed: {
    email_subject_en: 'Krishi Bazaar: order {order} is confirmed',
    email_subject_ne: 'कृषि बजार: अर्डर {order} पक्का भयो',
    email_en:
      'Your order {order} is confirmed. It should reach you by {day}. Please keep {total} ready in cash. See your order: {link}',
    email_ne:
      'तपाईंको अर्डर {order} पक्का भयो। यो {day} सम्म तपाईंकहाँ आइपुग्नेछ। कृपया {total} नगद तयार राख्नुहोस्। आफ्नो अर्डर हेर्नुहोस्: {link}',
  },
  out_for_delivery: {
    email_subject_en: 'Krishi Bazaar: order {order} is on its way',
    email_subject_ne: 'कृषि बजार: अर्डर {order} बाटोमा छ',
    email_en: 'Your order {order} is on its way to you today. Please keep {total} ready in cash. {link}',
    email_ne: 'तपाईंको अर्डर {order} आज तपाईंकहाँ आउँदैछ। कृपया {total} नगद तयार राख्नुहोस्। {link}',
  },
  delivered: {
    email_subject_en: 'Krishi Bazaar: order {order} was delivered',
    email_subject_ne: 'कृषि बजार: अर्डर {order} पुर्‍याइयो',
    email_en: 'Your order {order} was delivered. Thank you for buying from our farmers! {link}',
    email_ne: 'तपाईंको अर्डर {order} पुर्‍याइयो। हाम्रा किसानबाट किन्नुभएकोमा धन्यवाद! {link}',
  },
  delivery_failed: {
    email_subject_en: 'Krishi Bazaar: we could not deliver order {order}',
    email_subject_ne: 'कृषि बजार: अर्डर {order} पुर्‍याउन सकिएन',
    email_en: 'We could not deliver your order {order} today. We will call you to arrange another day. {link}',
    email_ne: 'आज तपाईंको अर्डर {order} पुर्‍याउन सकिएन। अर्को दिन मिलाउन हामी तपाईंलाई फोन गर्नेछौं। {link}',
  },
  cancelled: {
    email_subject_en: 'Krishi Bazaar: order {order} was cancelled',
    email_subject_ne: 'कृषि बजार: अर्डर {order} रद्द गरियो',
    email_en: 'Your order {order} was cancelled. Questions? Reply to this email or call us. {link}',
    email_ne: 'तपाईंको अर्डर {order} रद्द गरियो। केही सोध्नु छ भने यो इमेलको जवाफ पठाउनुहोस् वा हामीलाई फोन गर्नुहोस्। {link}',
  },
};

const TEMPLATE_FIELDS = [
  { name: 'email_subject_en', max: 200, help: `The email's subject in English. ${PLACEHOLDER_HELP}` },
  { name: 'email_subject_ne', max: 200, help: `The email's subject in Nepali. ${PLACEHOLDER_HELP}` },
  {
    name: 'email_en',
    max: 1500,
    help: `The email in English. ${PLACEHOLDER_HELP} The shop adds how to stop messages at the end.`,
  },
  {
    name: 'email_ne',
    max: 1500,
    help: `The email in Nepali. ${PLACEHOLDER_HELP} The shop adds how to stop messages at the end.`,
  },
];

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.add(
      new Field({
        name: 'email',
        type: 'email',
        help: "The shopper's email address, if they gave one at checkout: their messages go there too.",
      }),
    );
    app.save(orders);

    const templates = app.findCollectionByNameOrId('message_templates');
    for (const field of TEMPLATE_FIELDS) {
      // Not `required`: a back-in-stock request's templates have no email words; shopper-messages.pb.js requires
      // them for every order event.
      templates.fields.add(new Field({ type: 'text', ...field }));
    }
    app.save(templates);
    for (const record of app.findAllRecords('message_templates')) {
      const words = TEMPLATES[/** @type {keyof typeof TEMPLATES} */ (record.getString('event'))];
      if (!words) continue;
      for (const field of TEMPLATE_FIELDS)
        record.set(field.name, words[/** @type {keyof typeof words} */ (field.name)]);
      app.save(record);
    }

    const messages = app.findCollectionByNameOrId('messages');
    messages.fields.add(
      new Field({ name: 'subject', type: 'text', max: 300, help: "The email's subject (empty for SMS)." }),
    );
    // The sender writes only how a message went (pb_migrations/1732003100_message_sender.js): not its subject either.
    messages.updateRule = `${messages.updateRule} && @request.body.subject:isset = false`;
    app.save(messages);
  },
  (app) => {
    app.db().newQuery("DELETE FROM messages WHERE channel = 'email'").execute();
    const messages = app.findCollectionByNameOrId('messages');
    messages.fields.removeByName('subject');
    messages.updateRule = String(messages.updateRule).replace(' && @request.body.subject:isset = false', '');
    app.save(messages);
    const templates = app.findCollectionByNameOrId('message_templates');
    for (const field of TEMPLATE_FIELDS) templates.fields.removeByName(field.name);
    app.save(templates);
    const orders = app.findCollectionByNameOrId('orders');
    orders.fields.removeByName('email');
    app.save(orders);
  },
);
