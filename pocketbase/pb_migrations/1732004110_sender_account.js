/// <reference path="../pb_data/types.d.ts" />
// The sender's own account (docs/notifications.md "The sender's account"): `message_senders`, an auth collection
// `npm start` provisions like the shop's service account (server/backend.ts), with a password of its own kept in the
// data folder (server/credentials.ts senderCredentials). It reads and writes the outbox and reads the sending limits;
// the shop's service account (the shop's server and publisher) no longer reads either. The mail server's settings
// (GET /api/shop/mail-server, pb_hooks/shopper-messages.pb.js) and the claim route (pb_hooks/message-claims.pb.js)
// answer this account, not the service account. It reads no order: messages name their order by id only, and
// `orders` stays staff's (an expand of `order` gives nothing).

const SENDER = '@request.auth.collectionName = "message_senders"';
const SERVICE = '@request.auth.collectionName = "shop_service"';
// Staff read an order's messages only: a back-in-stock code goes to a phone, not an order (1732003200_stock_alerts.js).
const STAFF = '(@request.auth.collectionName = "staff" && order != "")';
const FIXED = ['order', 'event_seq', 'event', 'channel', 'recipient', 'language', 'text', 'receipt'];
const CLAIM = ['claim_token', 'lease_until'];
const NOT_SENDING = '(@request.body.state:isset = false || @request.body.state != "sending")';

/** @param {string} who */
const writes = (who) =>
  `${who} && ${[...FIXED, ...CLAIM].map((f) => `@request.body.${f}:isset = false`).join(' && ')} && ${NOT_SENDING}`;

migrate(
  (app) => {
    const senders = new Collection({
      type: 'auth',
      name: 'message_senders',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ['email'] },
      fields: [
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(senders);

    const messages = app.findCollectionByNameOrId('messages');
    messages.listRule = `(${SENDER}) || ${STAFF}`;
    messages.viewRule = `(${SENDER}) || ${STAFF}`;
    messages.updateRule = writes(SENDER);
    app.save(messages);

    const limits = app.findCollectionByNameOrId('message_limits');
    limits.listRule = SENDER;
    limits.viewRule = SENDER;
    app.save(limits);
  },
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.listRule = `(${SERVICE}) || ${STAFF}`;
    messages.viewRule = `(${SERVICE}) || ${STAFF}`;
    messages.updateRule = writes(SERVICE);
    app.save(messages);
    const limits = app.findCollectionByNameOrId('message_limits');
    limits.listRule = SERVICE;
    limits.viewRule = SERVICE;
    app.save(limits);
    app.delete(app.findCollectionByNameOrId('message_senders'));
  },
);
