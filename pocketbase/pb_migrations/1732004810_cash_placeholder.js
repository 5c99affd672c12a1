/// <reference path="../pb_data/types.d.ts" />
// Messages no longer ask a shopper who paid by eSewa or Khalti to keep cash ready: templates say the cash to have
// ready with {cash}, which is empty for an order a wallet paid (or is paying), so that sentence is left out of its
// messages (pb_hooks/lib/message-rules.js fillTemplate); {total} stays the order's total. The templates a shop still
// has as it started are rewritten here; one an operator rewrote that still asks for cash with {total} is left as it
// is and listed in an operator note, to change by hand.

// The fields' help, placeholders part (each field's help is at most 300 characters).
const OLD_HELP =
  'Placeholders: {order} (the order number, required), {total} (the amount to pay), {day} (the delivery day), {link} (the order page).';
const NEW_HELP =
  'Placeholders: {order} (order number, required), {total}, {cash} (cash due at the door; empty if a wallet paid), {day}, {link}.';

/** event → field → [as the shop started, with {cash}]. */
const REWRITES = {
  placed: {
    email_en: [
      'Thank you for your order {order}. The total to pay in cash on delivery is {total}. We will write again when it is confirmed. See your order: {link}',
      'Thank you for your order {order}. The total to pay in cash on delivery is {cash}. We will write again when it is confirmed. See your order: {link}',
    ],
    email_ne: [
      'अर्डर {order} का लागि धन्यवाद। डेलिभरीमा नगद तिर्नुपर्ने जम्मा रकम {total} हो। अर्डर पक्का भएपछि हामी फेरि लेख्नेछौं। आफ्नो अर्डर हेर्नुहोस्: {link}',
      'अर्डर {order} का लागि धन्यवाद। डेलिभरीमा नगद तिर्नुपर्ने जम्मा रकम {cash} हो। अर्डर पक्का भएपछि हामी फेरि लेख्नेछौं। आफ्नो अर्डर हेर्नुहोस्: {link}',
    ],
  },
  confirmed: {
    email_en: [
      'Your order {order} is confirmed. It should reach you by {day}. Please keep {total} ready in cash. See your order: {link}',
      'Your order {order} is confirmed. It should reach you by {day}. Please keep {cash} ready in cash. See your order: {link}',
    ],
    email_ne: [
      'तपाईंको अर्डर {order} पक्का भयो। यो {day} सम्म तपाईंकहाँ आइपुग्नेछ। कृपया {total} नगद तयार राख्नुहोस्। आफ्नो अर्डर हेर्नुहोस्: {link}',
      'तपाईंको अर्डर {order} पक्का भयो। यो {day} सम्म तपाईंकहाँ आइपुग्नेछ। कृपया {cash} नगद तयार राख्नुहोस्। आफ्नो अर्डर हेर्नुहोस्: {link}',
    ],
  },
  out_for_delivery: {
    sms_en: [
      'Krishi Bazaar: order {order} is on its way to you today. Please keep {total} ready in cash.',
      'Krishi Bazaar: order {order} is on its way to you today. Please keep {cash} ready in cash.',
    ],
    sms_ne: [
      'कृषि बजार: अर्डर {order} आज तपाईंकहाँ आउँदैछ। कृपया {total} नगद तयार राख्नुहोस्।',
      'कृषि बजार: अर्डर {order} आज तपाईंकहाँ आउँदैछ। कृपया {cash} नगद तयार राख्नुहोस्।',
    ],
    email_en: [
      'Your order {order} is on its way to you today. Please keep {total} ready in cash. {link}',
      'Your order {order} is on its way to you today. Please keep {cash} ready in cash. {link}',
    ],
    email_ne: [
      'तपाईंको अर्डर {order} आज तपाईंकहाँ आउँदैछ। कृपया {total} नगद तयार राख्नुहोस्। {link}',
      'तपाईंको अर्डर {order} आज तपाईंकहाँ आउँदैछ। कृपया {cash} नगद तयार राख्नुहोस्। {link}',
    ],
  },
  packed: {
    sms_en: [
      'Krishi Bazaar: your order {order} is packed. New total {total}, to pay on delivery. {link}',
      'Krishi Bazaar: your order {order} is packed. New total {total}. To pay on delivery: {cash}. {link}',
    ],
    sms_ne: [
      'कृषि बजार: तपाईंको अर्डर {order} प्याक भयो। नयाँ जम्मा {total}, डेलिभरीमा तिर्नुहोस्। {link}',
      'कृषि बजार: तपाईंको अर्डर {order} प्याक भयो। नयाँ जम्मा {total}। डेलिभरीमा तिर्ने: {cash}। {link}',
    ],
    email_en: [
      'Your order {order} is packed. Some lines were weighed or changed, so the total to pay on delivery is now {total}. See what changed and why: {link}',
      'Your order {order} is packed. Some lines were weighed or changed, so its total is now {total}. To pay on delivery: {cash}. See what changed and why: {link}',
    ],
    email_ne: [
      'तपाईंको अर्डर {order} प्याक भयो। केही सामान तौलिएको वा फेरिएकाले डेलिभरीमा तिर्ने जम्मा अब {total} भयो। के फेरियो र किन, यहाँ हेर्नुहोस्: {link}',
      'तपाईंको अर्डर {order} प्याक भयो। केही सामान तौलिएको वा फेरिएकाले जम्मा अब {total} भयो। डेलिभरीमा तिर्ने: {cash}। के फेरियो र किन, यहाँ हेर्नुहोस्: {link}',
    ],
  },
};

const FIELDS = ['sms_en', 'sms_ne', 'email_subject_en', 'email_subject_ne', 'email_en', 'email_ne'];
// A template an operator rewrote that still speaks of cash with {total}: listed for them to change.
const ASKS_FOR_CASH = /cash|on delivery|नगद|डेलिभरीमा/i;

/**
 * Rewrites each template field that is exactly `from` (index 0 or 1 of REWRITES) to the other.
 * @param {core.App} app
 * @param {0 | 1} from
 * @returns {string[]} the fields, as "event field", that ask for cash with {total} and were not rewritten
 */
function rewrite(app, from) {
  const left = [];
  for (const record of app.findAllRecords('message_templates')) {
    const event = record.getString('event');
    const known = REWRITES[event] || {};
    let changed = false;
    for (const field of FIELDS) {
      if (!record.collection().fields.getByName(field)) continue;
      const text = record.getString(field);
      const pair = known[field];
      if (pair && text === pair[from]) {
        record.set(field, pair[1 - from]);
        changed = true;
      } else if (from === 0 && text.indexOf('{total}') >= 0 && ASKS_FOR_CASH.test(text)) {
        left.push(`${event} ${field}: "${text}"`);
      }
    }
    // Saved without the hooks' checks: the placeholder they now accept is this migration's own.
    if (changed) app.saveNoValidate(record);
  }
  return left;
}

/**
 * @param {core.App} app
 * @param {string} from
 * @param {string} to
 */
function setHelp(app, from, to) {
  const templates = app.findCollectionByNameOrId('message_templates');
  for (const field of FIELDS) {
    const f = templates.fields.getByName(field);
    if (f) f.help = f.help.replace(from, to);
  }
  app.save(templates);
}

migrate(
  (app) => {
    setHelp(app, OLD_HELP, NEW_HELP);
    const left = rewrite(app, 0);
    if (left.length === 0) return;
    const note = new Record(app.findCollectionByNameOrId('operator_notes'));
    note.set('title', `Message templates that ask for cash with {total} (${left.length})`);
    note.set(
      'note',
      'A shopper who paid by eSewa or Khalti would be asked to keep cash ready. In each of these, write {cash} where the ' +
        'cash to pay at the door is meant: it is empty for an order a wallet paid, and then its sentence is left out.\n' +
        left.join('\n'),
    );
    app.save(note);
  },
  (app) => {
    rewrite(app, 1);
    setHelp(app, NEW_HELP, OLD_HELP);
  },
);
