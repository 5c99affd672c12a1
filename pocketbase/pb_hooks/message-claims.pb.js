/// <reference path="../types.d.ts" />
// The sender claims the messages it hands over (lib/message-claims.js, docs/notifications.md "Two senders"), and
// every later write it makes on a message shows the claim's token: a sender whose claim another took over (its lease
// ran out: it was thought stopped) writes nothing on that message. `sending` is reached only through the claim
// (pb_migrations/1732004100_message_claims.js refuses it, and the claim's fields, in a records API update).

routerAdd(
  'POST',
  '/api/shop/messages/claim',
  (e) => {
    const claims = require(`${__hooks}/lib/message-claims.js`);
    const claim = claims.readClaim(e.requestInfo().body);
    if ('problem' in claim) return e.json(400, { message: claim.problem });
    return e.json(200, claims.claimMessages($app, claim));
  },
  $apis.requireAuth('message_senders'),
);

// How a claimed batch went, in one request and one transaction (lib/message-claims.js settleMessages): each message
// under its claim's token, as the records API's write below; a message another sender holds is skipped and reported.
routerAdd(
  'POST',
  '/api/shop/messages/settle',
  (e) => {
    const claims = require(`${__hooks}/lib/message-claims.js`);
    const settle = claims.readSettle(e.requestInfo().body);
    if ('problem' in settle) return e.json(400, { message: settle.problem });
    return e.json(200, claims.settleMessages($app, settle.items));
  },
  $apis.requireAuth('message_senders'),
);

onRecordUpdateRequest((e) => {
  // An operator's save (the dashboard sends the whole form) never makes a message handed to the gateway due again:
  // a form opened before the sender took it would send it twice (docs/notifications.md "Never twice").
  const before = e.record.original().getString('state');
  const after = e.record.getString('state');
  const handedOver = before === 'sending' || before === 'sent';
  const dueAgain = after === 'queued' || after === 'held' || (after === 'sending' && before === 'sent');
  const integrity = require(`${__hooks}/lib/integrity.js`);
  if (e.hasSuperuserAuth() && handedOver && after !== before && dueAgain) {
    const problem = `This message is ${before === 'sent' ? 'sent' : 'being sent'}: it is not sent again. Reload to see it as it is now.`;
    throw integrity.fieldErrors({ state: problem }, problem);
  }
  // Nor does a form opened before the sender (or another operator) moved the message write its old state back: a
  // message given up, or stopped by hand, would go out after all.
  const version = e.hasSuperuserAuth() && after !== before ? integrity.sentVersion(e) : '';
  if (version !== '' && version !== e.record.original().getString('updated')) {
    const problem = `Changed since you opened it: the message is ${before} now. Reload it and make your change again.`;
    throw integrity.fieldErrors({ state: problem }, problem);
  }
  // Checked again under the write lock (below), against the message as it is then.
  if (e.hasSuperuserAuth()) e.record.set('@readVersion', e.record.original().getString('updated'));
  if (e.auth && e.auth.collection().name === 'message_senders') {
    const claims = require(`${__hooks}/lib/message-claims.js`);
    const body = e.requestInfo().body || {};
    const before = e.record.original();
    if (!claims.holdsClaim(before.getString('claim_token'), body.claimToken, before.getString('state'))) {
      throw new ApiError(409, 'This message is not claimed with this token (another sender may hold it).');
    }
    e.record.set('@claimToken', String(body.claimToken));
    // Written down: the claim is over, so a sender still holding the old token writes nothing more on it.
    if (e.record.getString('state') !== 'sending') {
      e.record.set('claim_token', '');
      e.record.set('lease_until', '');
    }
  }
  e.next();
}, 'messages');

// The checks above read the message before the write lock: a claim (its own transaction) taken between that read and
// this write would be written over (PocketBase saves every column), the message put back to queued with no claim,
// sent by this sender and again by the next claim. So the save goes ahead only if the message is as it was read
// (an operator's), or still held by this sender's claim (a sender's). (Stashed on the record: a handler sees nothing
// of this file around it.)
onRecordUpdateExecute((e) => {
  const readVersion = e.record.get('@readVersion');
  const claimToken = e.record.get('@claimToken');
  if (typeof readVersion !== 'string' && typeof claimToken !== 'string') return e.next();
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    const stored = txApp.findRecordById('messages', e.record.id);
    const state = stored.getString('state');
    if (typeof readVersion === 'string' && stored.getString('updated') !== readVersion) {
      const problem = `Changed since you opened it: the message is ${state} now. Reload it and make your change again.`;
      throw require(`${__hooks}/lib/integrity.js`).fieldErrors({ state: problem }, problem);
    }
    const claims = require(`${__hooks}/lib/message-claims.js`);
    if (typeof claimToken === 'string' && !claims.holdsClaim(stored.getString('claim_token'), claimToken, state))
      throw new ApiError(409, 'This message is not claimed with this token (another sender may hold it).');
    e.next();
  });
}, 'messages');

// An order's message is written with the event it tells of (lib/shopper-messages.js), one per event and channel: one
// made here would take the number of the order's next event, and that event's save would fail. (A message of no
// order, as the bench queues, clashes with nothing.) One handed to the gateway stays, so the day's SMS cap counts it.
onRecordCreateRequest((e) => {
  if (e.record.getString('order') !== '' || e.record.getString('alert') !== '')
    throw new BadRequestError(
      "An order's (or a stock alert's) messages are written by the shop with the change they tell of, and cannot be made here. To tell a shopper something else, phone them (the order's phone number).",
    );
  e.next();
}, 'messages');
onRecordDeleteRequest((e) => {
  const state = e.record.getString('state');
  if (state === 'sending' || state === 'sent')
    throw new BadRequestError(
      "A message handed to the gateway is kept: the day's SMS limit counts it. A message still waiting can be deleted, or set to given_up.",
    );
  e.next();
}, 'messages');
