/// <reference path="../pb_data/types.d.ts" />
// The day's back-in-stock codes, counted on every ask under the write lock (pocketbase/pb_hooks/lib/stock-alerts.js
// codesUsedTheirShare), read from an index: without it every message ever written was read on each ask, while
// every other write waited.
migrate(
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.addIndex('idx_messages_event_created', false, 'event, channel, created', '');
    app.save(messages);
  },
  (app) => {
    const messages = app.findCollectionByNameOrId('messages');
    messages.removeIndex('idx_messages_event_created');
    app.save(messages);
  },
);
