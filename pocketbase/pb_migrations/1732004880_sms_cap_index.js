/// <reference path="../pb_data/types.d.ts" />
// The day's cap of SMS parts is kept by the claim route, in the claim's write transaction (pocketbase/pb_hooks/lib/
// message-claims.js smsPartsToday): it reads the SMS a gateway took since 00:00 Nepal time. Without this index each
// claim scanned every message ever sent, inside a write transaction, so its cost grew with the shop's history.

migrate(
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.addIndex('idx_messages_sent_at', false, 'channel, sent_at', '');
    app.save(messages);
  },
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.removeIndex('idx_messages_sent_at');
    app.save(messages);
  },
);
