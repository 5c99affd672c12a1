/// <reference path="../pb_data/types.d.ts" />
// What a message says and whom it is for are written by the shop with its event (lib/shopper-messages.js), never
// through the records API: messages.updateRule as before (1732004880_sms_cap_index.js), and the sender's account, even
// holding a claim, cannot write an email's subject, a back-in-stock message's request (alert) or the message's
// delivery-report key either. The rule built in 1732004100_message_claims.js and 1732004110_sender_account.js listed
// the fields of 1732003100_message_sender.js only, and left these three out.

const FIXED_SINCE = ['subject', 'alert', 'receipt_key'].map((f) => `@request.body.${f}:isset = false`).join(' && ');

migrate(
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    // null: superusers only (an operator's choice), which stays
    if (messages.updateRule !== null) messages.updateRule = `${messages.updateRule} && ${FIXED_SINCE}`;
    app.save(messages);
  },
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    if (messages.updateRule !== null) messages.updateRule = messages.updateRule.replace(` && ${FIXED_SINCE}`, '');
    app.save(messages);
  },
);
