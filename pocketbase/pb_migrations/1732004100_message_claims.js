/// <reference path="../pb_data/types.d.ts" />
// Claims (docs/notifications.md "Two senders", pocketbase/pb_hooks/lib/message-claims.js): a message goes `sending`
// only through POST /api/shop/messages/claim, one transaction that takes it only while it is still due, so two
// senders never hand over the same message.
// - messages.claim_token: the claim's token; the sender's later writes must show it (pb_hooks/message-claims.pb.js).
// - messages.lease_until: until then the claimant is taken to be alive; after, another sender settles the message
//   as left behind (server/notify/sender.ts settleAbandoned).
// - messages.updateRule: as before (1732003100_message_sender.js), and neither these two fields nor the state
//   `sending` may be written through the records API.

const SERVICE = '@request.auth.collectionName = "shop_service"';
const FIXED = ['order', 'event_seq', 'event', 'channel', 'recipient', 'language', 'text', 'receipt'];
const CLAIM = ['claim_token', 'lease_until'];
const NOT_SENDING = '(@request.body.state:isset = false || @request.body.state != "sending")';

/** @param {string} who */
const senderWrites = (who, fields) => `${who} && ${fields.map((f) => `@request.body.${f}:isset = false`).join(' && ')}`;

migrate(
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.fields.add(
      new Field({
        name: 'claim_token',
        type: 'text',
        max: 40,
        help: 'The claim of the sender handing this message over (set while it is sending; the sender writes it).',
      }),
    );
    messages.fields.add(
      new Field({
        name: 'lease_until',
        type: 'date',
        help: 'Until then the sender that claimed it is handing it over; after, a sender takes it as left behind.',
      }),
    );
    messages.updateRule = `${senderWrites(SERVICE, [...FIXED, ...CLAIM])} && ${NOT_SENDING}`;
    app.save(messages);
  },
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.fields.removeByName('claim_token');
    messages.fields.removeByName('lease_until');
    messages.updateRule = senderWrites(SERVICE, FIXED);
    app.save(messages);
  },
);
