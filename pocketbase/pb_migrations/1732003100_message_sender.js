/// <reference path="../pb_data/types.d.ts" />
// The sender (server/notify/sender.ts, docs/notifications.md) delivers the outbox:
// - messages: the shop's service account (the sender signs in as it) reads the outbox and may update a message's delivery fields (state,
//   note, attempts, provider_id, receipt_key, send_after, sent_at) and nothing else; what a message says, to whom, for
//   which order stays as the order event wrote it. Staff and shoppers still write nothing.
// - messages.receipt_key: a random key per attempt, carried in the delivery-report URL the gateway calls back
//   (pocketbase/pb_hooks/sms-receipts.pb.js): only the gateway that was handed the message can report on it. Hidden:
//   no API reader sees it.
// - message_limits: the one record with the operator's sending limits (rate, a daily cap of SMS parts, attempts),
//   edited in the dashboard; the sender reads it before each message.

const SERVICE = '@request.auth.collectionName = "shop_service"';
const FIXED = ['order', 'event_seq', 'event', 'channel', 'recipient', 'language', 'text', 'receipt'];
const STAFF = '@request.auth.collectionName = "staff"';
const SENDER_WRITES = `${SERVICE} && ${FIXED.map((f) => `@request.body.${f}:isset = false`).join(' && ')}`;

migrate(
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.listRule = `(${SERVICE}) || ${STAFF}`;
    messages.viewRule = `(${SERVICE}) || ${STAFF}`;
    messages.updateRule = SENDER_WRITES;
    messages.fields.add(
      new Field({
        name: 'receipt_key',
        type: 'text',
        max: 64,
        hidden: true,
        help: "The key of the current attempt's delivery-report URL (the sender writes it).",
      }),
    );
    const state = messages.fields.getByName('state');
    state.help =
      'queued: to send now. held: waits for send_after (quiet hours, 21:00-07:00 Nepal time; a retry after a failed attempt). sending: handed to the gateway. sent: the gateway took it (receipt: what the phone network said). given_up: see the note. not_sent: see the note.';
    app.save(messages);

    const limits = new Collection({
      type: 'base',
      name: 'message_limits',
      listRule: SERVICE,
      viewRule: SERVICE,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'sms_per_second',
          type: 'number',
          min: 0.01,
          max: 100,
          required: true,
          help: 'How many SMS the shop sends per second at most (e.g. 1; 0.2 is one every 5 seconds).',
        },
        {
          name: 'sms_parts_per_day',
          type: 'number',
          onlyInt: true,
          min: 0,
          help: 'The most SMS parts sent in one Nepal day (a long or Nepali message is several parts; the provider bills each). 0: no cap. When it is reached, messages wait for the next day.',
        },
        {
          name: 'cost_per_part',
          type: 'number',
          min: 0,
          help: 'What the provider charges per SMS part, in rupees (for the daily cost shown in the log; 0 or empty: unknown).',
        },
        {
          name: 'max_attempts',
          type: 'number',
          onlyInt: true,
          min: 1,
          max: 50,
          required: true,
          help: 'How many times one message is tried before it is given up (retries wait 30 s, 1 min, 2 min, ... up to 1 h).',
        },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(limits);
    const record = new Record(limits);
    record.load({ sms_per_second: 1, sms_parts_per_day: 2000, cost_per_part: 0, max_attempts: 6 });
    app.save(record);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('message_limits'));
    const messages = app.findCollectionByNameOrId('messages');
    messages.listRule = STAFF;
    messages.viewRule = STAFF;
    messages.updateRule = null;
    messages.fields.removeByName('receipt_key');
    app.save(messages);
  },
);
