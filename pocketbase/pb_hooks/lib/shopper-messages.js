// The outbox of messages to the shopper (docs/notifications.md): lib/order-events.js calls queueMessage() for each
// event the shopper hears about, inside the event's write transaction, so an event and its message commit together
// or not at all, and the unique index on (order, event_seq, channel) keeps it to one message per event and channel:
// an SMS always, an email too when the shopper gave an address. What a message says and when it may go are
// lib/message-rules.js.

const { lib } = require(`${__hooks}/lib/modules.js`);

/**
 * Whether an SMS provider is set (SMS_PROVIDER, server/runtime-config.ts hands it to PocketBase): with none, the
 * embedded default, messages are written and shown but marked not sent.
 */
function smsProviderSet() {
  const provider = String($os.getenv('SMS_PROVIDER') || '')
    .trim()
    .toLowerCase();
  return provider !== '' && provider !== 'off';
}

const OPTED_OUT_NOTE = 'not sent: the shopper asked for no messages';
/** A step an operator took back before its message went (withdrawStep); the desk words it (src/features/desk/words.ts). */
const TAKEN_BACK_NOTE = 'not sent: the step was taken back before it went';
const WAITING = "(state = 'queued' || state = 'held' || state = 'failed')";

/**
 * The order's mobile number as message_optouts keeps it (its last 10 digits), or '' when it has none.
 * @param {core.Record} order
 */
function mobileOf(order) {
  const digits = order.getString('phone').replace(/\D/g, '');
  return /^9[78]\d{8}$/.test(digits.slice(-10)) ? digits.slice(-10) : '';
}

/**
 * A number just opted out (message_optouts): its messages still waiting to go (held for quiet hours or the day's cap,
 * queued, or failed and to be tried again) are not sent: its orders' SMS and email alike, and its back-in-stock
 * messages. The one confirming a new order and a back-in-stock code still are, as an opt-out never stops them
 * (queueAlertMessage). A message being handed over (`sending`) is left to finish.
 * @param {CoreApp} txApp
 * @param {string} phone the 10-digit mobile number
 */
function stopWaitingMessages(txApp, phone) {
  const waiting = `event != 'placed' && event != 'alert_code' && ${WAITING}`;
  // Its orders, known by the SMS written to the number; a back-in-stock message has no order (and is found below).
  const orders = new Set(
    txApp
      .findRecordsByFilter('messages', "channel = 'sms' && recipient = {:phone} && order != ''", '', 0, 0, {
        phone: phone,
      })
      .map((row) => row.getString('order')),
  );
  const rows = txApp.findRecordsByFilter('messages', `order = '' && recipient = {:phone} && ${waiting}`, '', 0, 0, {
    phone: phone,
  });
  for (const order of orders) {
    rows.push(...txApp.findRecordsByFilter('messages', `order = {:order} && ${waiting}`, '', 0, 0, { order: order }));
  }
  for (const row of rows) {
    row.set('state', 'not_sent');
    row.set('note', OPTED_OUT_NOTE);
    txApp.saveNoValidate(row);
  }
}

/**
 * An operator's undo of a mis-tap (lib/lifecycle.js isUndo): the undone step's messages still waiting (held for the
 * quiet hours or the day's cap, queued, or failed and to be tried again) are not sent, so the shopper is not told at
 * 07:00 of a step the order is no longer at. One being handed over (`sending`) or sent was told, and stays.
 * @param {CoreApp} txApp
 * @param {string} orderId
 * @param {string} event the undone step's (lib/message-rules.js eventOfStatus); '' for a step not told
 */
function withdrawStep(txApp, orderId, event) {
  if (!event) return;
  const filter = `order = {:order} && event = {:event} && ${WAITING}`;
  for (const row of txApp.findRecordsByFilter('messages', filter, '', 0, 0, { order: orderId, event: event })) {
    row.set('state', 'not_sent');
    row.set('note', TAKEN_BACK_NOTE);
    txApp.saveNoValidate(row);
  }
}

/**
 * Whether the latest telling of `event` on the order (its messages of the newest step, every channel) was taken back
 * before it went (withdrawStep): the step done again is then told, though it redoes one (lib/lifecycle.js
 * redoesToldStep). An earlier trip's "on its way", sent, does not stand for a second trip's taken back. False when
 * there is none.
 * @param {CoreApp} txApp
 * @param {string} orderId
 * @param {string} event
 */
function allTakenBack(txApp, orderId, event) {
  const params = { order: orderId, event: event };
  const newest = txApp.findRecordsByFilter(
    'messages',
    'order = {:order} && event = {:event}',
    '-event_seq',
    1,
    0,
    params,
  );
  if (newest.length === 0) return false;
  const step = txApp.findRecordsByFilter(
    'messages',
    'order = {:order} && event = {:event} && event_seq = {:seq}',
    '',
    0,
    0,
    {
      order: orderId,
      event: event,
      seq: newest[0].getInt('event_seq'),
    },
  );
  return step.every((row) => row.getString('note') === TAKEN_BACK_NOTE);
}

/**
 * Whether PocketBase's mail settings (dashboard: Settings → Mail settings) send through an SMTP server: without one,
 * emails are written and shown but marked not sent.
 * @param {CoreApp} app
 */
function mailServerSet(app) {
  return app.settings().smtp.enabled === true;
}

/**
 * @param {CoreApp} app
 * @param {string} phone
 */
function optedOut(app, phone) {
  try {
    app.findFirstRecordByFilter('message_optouts', 'phone = {:phone}', { phone: phone });
    return true;
  } catch (_) {
    return false;
  }
}

/**
 * A new outbox row for one event and channel, its state not yet set.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {string} event
 * @param {number} seq
 * @param {'sms' | 'email'} channel
 * @param {'en' | 'ne'} language
 * @param {string} recipient
 */
function newRow(txApp, order, event, seq, channel, language, recipient) {
  const row = new Record(txApp.findCachedCollectionByNameOrId('messages'));
  row.set('order', order.id);
  row.set('event_seq', seq);
  row.set('event', event);
  row.set('channel', channel);
  row.set('language', language);
  row.set('attempts', 0);
  row.set('recipient', recipient);
  return row;
}

/**
 * The cash the shopper should have ready at the door, as the message says it ("Rs. 340"), or '' when there is none:
 * an order paid, or to be paid, by eSewa or Khalti.
 * @param {core.Record} order
 * @param {'en' | 'ne'} language
 */
function cashToHaveReady(order, language) {
  const due = lib('cash-rules').cashDue(
    order.getFloat('total'),
    order.getString('payment_state'),
    order.getString('payment_method'),
  );
  return due > 0 ? lib('message-rules').moneyText(due, language) : '';
}

/**
 * Why the message in `row` cannot go as it is ('' when it can), having cut its text and subject to what the record
 * holds: a message no send could take must not stay queued, where every claim of the outbox would fail on it.
 * @param {core.Record} row
 * @param {'sms' | 'email'} channel
 */
function fitted(row, channel) {
  const rules = lib('message-rules');
  const problem = rules.messageTooLong({ channel, text: row.getString('text'), subject: row.getString('subject') });
  if (problem) {
    row.set('text', row.getString('text').slice(0, rules.MESSAGE_LIMITS.text));
    row.set('subject', row.getString('subject').slice(0, rules.MESSAGE_LIMITS.subject));
  }
  return problem;
}

/**
 * Not sent, with the reason; or queued, or held until the quiet hours end (lib/message-rules.js sendAfter).
 * @param {core.Record} row
 * @param {string} note '' when it may be sent
 * @param {string} event
 */
function setState(row, note, event) {
  if (note) {
    row.set('state', 'not_sent');
    row.set('note', note);
    return;
  }
  const now = Date.now();
  const after = lib('message-rules').sendAfter(event, now);
  row.set('state', after > now ? 'held' : 'queued');
  row.set('send_after', new DateTime(new Date(after).toISOString()));
}

const TEMPLATE_WORDS = ['sms_en', 'sms_ne', 'email_subject_en', 'email_subject_ne', 'email_en', 'email_ne'];

/**
 * The operator's message templates by event (lib/read-cache.js: read again only after one is edited).
 * @param {CoreApp} txApp
 * @returns {Record<string, Record<string, string>>}
 */
function templatesOf(txApp) {
  return lib('read-cache').cached('templates', 'by-event', () => {
    /** @type {Record<string, Record<string, string>>} */
    const byEvent = {};
    for (const record of txApp.findRecordsByFilter('message_templates', "id != ''", '', 1000, 0)) {
      /** @type {Record<string, string>} */
      const words = {};
      for (const field of TEMPLATE_WORDS) words[field] = record.getString(field);
      byEvent[record.getString('event')] = words; // one template per event (a unique index)
    }
    return byEvent;
  });
}

/**
 * Writes the messages telling the shopper of one event of their order (history entry `seq`): the SMS, and the email
 * when the order has an address; nothing when the event is not one they hear of. An opt-out (message_optouts, by the
 * order's mobile number) stops both; quiet hours hold both.
 * @param {CoreApp} txApp the event's transaction
 * @param {core.Record} order
 * @param {string} event one of lib/message-rules.js EVENTS, or '' for none
 * @param {number} seq the event's place in the order's history
 */
function queueMessage(txApp, order, event, seq) {
  if (!event) return;
  const rules = lib('message-rules');
  const language = order.getString('language') === 'ne' ? 'ne' : 'en';
  const phone = mobileOf(order);
  const email = order.getString('email').trim();

  // Undefined when an operator deleted it: the message is noted as not sent.
  const template = templatesOf(txApp)[event];
  /** @type {Record<string, string>} */
  let values = {};
  if (template) {
    const site = lib('lots').siteUrl();
    const path = lib('paths').orderPath(order.getString('orderNumber'));
    values = {
      order: order.getString('orderNumber'),
      total: rules.moneyText(order.getFloat('total'), language),
      // Nothing to ask for at the door when a wallet paid (lib/cash-rules.js cashDue, as the rider's cash form).
      cash: cashToHaveReady(order, language),
      day: rules.dayText(order.getString('estimatedDelivery'), language),
      link: `${site}${language === 'ne' ? '/ne' : ''}${path}`,
    };
  }
  const noTemplate = 'not sent: no template for this event (message_templates)';
  const stopped = event !== 'placed' && phone !== '' && optedOut(txApp, phone);
  const optedOutNote = OPTED_OUT_NOTE;

  const sms = newRow(txApp, order, event, seq, 'sms', language, phone);
  if (template) {
    sms.set('text', rules.renderMessage(template[language === 'ne' ? 'sms_ne' : 'sms_en'], values, language));
  }
  const smsTooLong = template ? fitted(sms, 'sms') : '';
  let smsNote = '';
  if (!template) smsNote = noTemplate;
  else if (smsTooLong) smsNote = smsTooLong;
  else if (!phone) smsNote = 'not sent: the order has no Nepali mobile number';
  else if (stopped) smsNote = optedOutNote;
  else if (!smsProviderSet()) smsNote = 'not sent: no provider';
  setState(sms, smsNote, event);
  // As the order's history rows (lib/order-history.js): made here from the order, so saved without the record
  // API's checks; the unique index (one message per event and channel) still holds.
  txApp.saveNoValidate(sms);

  if (!email) return;
  const mail = newRow(txApp, order, event, seq, 'email', language, email);
  if (template) {
    const words = rules.renderEmail(
      template[language === 'ne' ? 'email_subject_ne' : 'email_subject_en'],
      template[language === 'ne' ? 'email_ne' : 'email_en'],
      values,
      language,
    );
    mail.set('subject', words.subject);
    mail.set('text', words.text);
  }
  const mailTooLong = template ? fitted(mail, 'email') : '';
  let mailNote = '';
  if (!template) mailNote = noTemplate;
  else if (mailTooLong) mailNote = mailTooLong;
  else if (stopped) mailNote = optedOutNote;
  else if (!mailServerSet(txApp)) mailNote = 'not sent: no mail server';
  setState(mail, mailNote, event);
  txApp.saveNoValidate(mail);
}

/**
 * Writes the SMS of a back-in-stock request (lib/stock-alerts.js): its code (`alert_code`, sent even to a number that
 * opted out: they asked for it, and at any hour) or the one message that the product is back (`back_in_stock`: not
 * to a number that opted out, and held through the quiet hours). A row with `alert` and no `order`; a unique index
 * keeps it to one back_in_stock message per request.
 * @param {CoreApp} txApp the transaction of the ask or of the save that opened the product
 * @param {core.Record} alert the stock_alerts record
 * @param {'alert_code' | 'back_in_stock'} event
 * @param {Record<string, string>} values the placeholders' values ({code}, {product}, {link})
 */
function queueAlertMessage(txApp, alert, event, values) {
  const rules = lib('message-rules');
  const language = alert.getString('language') === 'ne' ? 'ne' : 'en';
  const phone = alert.getString('phone');
  const row = new Record(txApp.findCachedCollectionByNameOrId('messages'));
  row.set('alert', alert.id);
  row.set('event_seq', 0);
  row.set('event', event);
  row.set('channel', 'sms');
  row.set('language', language);
  row.set('attempts', 0);
  row.set('recipient', phone);
  // Undefined when an operator deleted it: the message is noted as not sent.
  const template = templatesOf(txApp)[event];
  if (template) {
    row.set('text', rules.renderMessage(template[language === 'ne' ? 'sms_ne' : 'sms_en'], values, language));
  }
  const tooLong = template ? fitted(row, 'sms') : '';
  let note = '';
  if (!template) note = 'not sent: no template for this event (message_templates)';
  else if (tooLong) note = tooLong;
  else if (event !== 'alert_code' && optedOut(txApp, phone)) note = 'not sent: the shopper asked for no messages';
  else if (!smsProviderSet()) note = 'not sent: no provider';
  setState(row, note, event);
  txApp.save(row);
}

/**
 * Whether a message about to be claimed is to a number that opted out since it was written: one being handed over
 * when the opt-out came (stopWaitingMessages leaves it) may be waiting again, for a retry or released from a batch
 * stopped early (its attempt given back). The claim stops it (lib/message-claims.js). The order's confirmation and a
 * back-in-stock code go whatever the opt-out, as when they are written.
 * @param {CoreApp} txApp
 * @param {core.Record} message
 */
function optedOutSince(txApp, message) {
  const event = message.getString('event');
  if (event === 'placed' || event === 'alert_code') return false;
  let phone = message.getString('channel') === 'sms' ? message.getString('recipient') : '';
  if (!phone && message.getString('order') !== '') {
    try {
      phone = mobileOf(txApp.findRecordById('orders', message.getString('order')));
    } catch (_) {
      phone = '';
    }
  }
  return phone !== '' && optedOut(txApp, phone);
}

module.exports = {
  queueMessage,
  queueAlertMessage,
  stopWaitingMessages,
  withdrawStep,
  allTakenBack,
  optedOutSince,
  OPTED_OUT_NOTE,
};
