/// <reference path="../types.d.ts" />
// Delivery reports from Kannel (docs/notifications.md, "Providers"). The sender hands each SMS to Kannel's sendsms
// with a dlr-url pointing here (server/notify/sms-kannel.ts): the message's id, the message's receipt_key (a random
// key written when the message is first claimed: lib/message-claims.js, the same for every attempt) and Kannel's
// report type (%d) and the network's answer (%A). A report without the message's current key is refused, so no one
// but the gateway that was handed the message can write its receipt.

routerAdd('GET', '/api/shop/sms-receipt', (e) => {
  const receipts = require(`${__hooks}/lib/sms-receipts.js`);
  const query = e.request.url.query();
  const id = String(query.get('m') || '').slice(0, 40);
  const key = String(query.get('k') || '').slice(0, 80);
  const type = Number(query.get('t'));
  const answer = String(query.get('a') || '').slice(0, 200);
  if (!/^[a-z0-9]{15}$/.test(id) || !key)
    return e.json(400, { message: 'A delivery report needs m (the message) and k (its key).' });
  // Read and written in one write transaction: the sender settles the same message at about the same moment
  // (lib/message-claims.js settleMessages), and a save of a copy read before its settlement wrote the whole row back
  // as it was, losing the provider's id (seen on CI: a message sent and reported, its provider_id empty).
  /** @type {{ status: number, message: string } | null} */
  const refused = require(`${__hooks}/lib/write-transaction.js`).writeTransaction($app, (txApp) => {
    /** @type {core.Record | null} */
    let message = null;
    try {
      message = txApp.findRecordById('messages', id);
    } catch (_) {
      return { status: 404, message: 'No such message.' };
    }
    if (!message || !receipts.sameKey(message.getString('receipt_key'), key)) {
      return { status: 403, message: 'This report does not carry the message key.' };
    }
    const change = receipts.receiptChange(type, answer, message.getString('state'), message.getString('receipt'));
    if (!change)
      return { status: 400, message: `Unknown report type ${query.get('t')} (Kannel's %d: 1, 2, 4, 8 or 16).` };
    if (change.receipt !== undefined) message.set('receipt', change.receipt);
    if (change.state) message.set('state', change.state);
    if (change.state === 'sent' && !message.getString('sent_at')) message.set('sent_at', new DateTime());
    if (change.note !== undefined) message.set('note', change.note);
    // its own fields only, as the claim's (lib/message-claims.js): a row the schema would now refuse keeps its report
    txApp.saveNoValidate(message);
    return null;
  });
  if (refused) return e.json(refused.status, { message: refused.message });
  return e.json(200, { recorded: true });
});
