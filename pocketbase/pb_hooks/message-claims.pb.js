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
  if (e.auth && e.auth.collection().name === 'message_senders') {
    const claims = require(`${__hooks}/lib/message-claims.js`);
    const body = e.requestInfo().body || {};
    const before = e.record.original();
    if (!claims.holdsClaim(before.getString('claim_token'), body.claimToken, before.getString('state'))) {
      throw new ApiError(409, 'This message is not claimed with this token (another sender may hold it).');
    }
    // Written down: the claim is over, so a sender still holding the old token writes nothing more on it.
    if (e.record.getString('state') !== 'sending') {
      e.record.set('claim_token', '');
      e.record.set('lease_until', '');
    }
  }
  e.next();
}, 'messages');
