/// <reference path="../pb_data/types.d.ts" />
// The day's cap of SMS parts is kept by the claim route, in the claim's write transaction (pocketbase/pb_hooks/lib/
// message-claims.js smsPartsToday), so two senders never pass it together:
// - messages.sms_parts: the SMS parts the message takes, written when it is claimed, so the day's count is a sum in
//   SQL, not every text of the day measured again on every claim while the write lock is held;
// - idx_messages_sent_at: the day's SMS and their parts read from the index alone, without scanning every message
//   ever sent;
// - messages.updateRule: as before (1732004110_sender_account.js), and sms_parts is not written through the API.

const NOT_PARTS = '@request.body.sms_parts:isset = false';

migrate(
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.fields.add(
      new Field({
        name: 'sms_parts',
        type: 'number',
        onlyInt: true,
        min: 0,
        help: "How many SMS parts this message takes, written when the sender claims it: the day's cap counts them.",
      }),
    );
    messages.addIndex('idx_messages_sent_at', false, 'channel, sent_at, sms_parts', '');
    // null: superusers only (an operator's choice), which stays
    if (messages.updateRule !== null) messages.updateRule = `${messages.updateRule} && ${NOT_PARTS}`;
    app.save(messages);
  },
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.fields.removeByName('sms_parts');
    messages.removeIndex('idx_messages_sent_at');
    if (messages.updateRule !== null) messages.updateRule = messages.updateRule.replace(` && ${NOT_PARTS}`, '');
    app.save(messages);
  },
);
