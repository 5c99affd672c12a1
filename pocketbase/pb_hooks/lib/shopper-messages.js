// The outbox of messages to the shopper (docs/notifications.md): lib/order-events.js calls queueMessage() for each
// event the shopper hears about, inside the event's write transaction, so an event and its message commit together
// or not at all, and the unique index on (order, event_seq, channel) keeps it to one message per event. What the
// message says and when it may go are lib/message-rules.js.

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

/**
 * The order's mobile number as message_optouts keeps it (its last 10 digits), or '' when it has none.
 * @param {core.Record} order
 */
function mobileOf(order) {
  const digits = order.getString('phone').replace(/\D/g, '');
  return /^9[78]\d{8}$/.test(digits.slice(-10)) ? digits.slice(-10) : '';
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
 * Writes the SMS telling the shopper of one event of their order (history entry `seq`), or nothing when the event is
 * not one they hear of.
 * @param {CoreApp} txApp the event's transaction
 * @param {core.Record} order
 * @param {string} event one of lib/message-rules.js EVENTS, or '' for none
 * @param {number} seq the event's place in the order's history
 */
function queueMessage(txApp, order, event, seq) {
  if (!event) return;
  const rules = require(`${__hooks}/lib/message-rules.js`);
  const language = order.getString('language') === 'ne' ? 'ne' : 'en';
  const row = new Record(txApp.findCachedCollectionByNameOrId('messages'));
  row.set('order', order.id);
  row.set('event_seq', seq);
  row.set('event', event);
  row.set('channel', 'sms');
  row.set('language', language);
  row.set('attempts', 0);
  const phone = mobileOf(order);
  row.set('recipient', phone);

  let template = null;
  try {
    template = txApp.findFirstRecordByFilter('message_templates', 'event = {:event}', { event: event });
  } catch (_) {
    // an operator deleted it: the message is noted as not sent
  }
  if (template) {
    const site = require(`${__hooks}/lib/lots.js`).siteUrl();
    const path = require(`${__hooks}/lib/paths.js`).orderPath(order.getString('orderNumber'));
    const values = {
      order: order.getString('orderNumber'),
      total: rules.moneyText(order.getFloat('total'), language),
      day: rules.dayText(order.getString('estimatedDelivery'), language),
      link: `${site}${language === 'ne' ? '/ne' : ''}${path}`,
    };
    row.set('text', rules.renderMessage(template.getString(language === 'ne' ? 'sms_ne' : 'sms_en'), values, language));
  }

  const now = Date.now();
  let note = '';
  if (!template) note = 'not sent: no template for this event (message_templates)';
  else if (!phone) note = 'not sent: the order has no Nepali mobile number';
  else if (event !== 'placed' && optedOut(txApp, phone)) note = 'not sent: the shopper asked for no messages';
  else if (!smsProviderSet()) note = 'not sent: no provider';
  if (note) {
    row.set('state', 'not_sent');
    row.set('note', note);
  } else {
    const after = rules.sendAfter(event, now);
    row.set('state', after > now ? 'held' : 'queued');
    row.set('send_after', new DateTime(new Date(after).toISOString()));
  }
  txApp.save(row);
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
  const rules = require(`${__hooks}/lib/message-rules.js`);
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
  let template = null;
  try {
    template = txApp.findFirstRecordByFilter('message_templates', 'event = {:event}', { event: event });
  } catch (_) {
    // an operator deleted it: the message is noted as not sent
  }
  if (template) {
    row.set('text', rules.renderMessage(template.getString(language === 'ne' ? 'sms_ne' : 'sms_en'), values, language));
  }
  const now = Date.now();
  let note = '';
  if (!template) note = 'not sent: no template for this event (message_templates)';
  else if (event !== 'alert_code' && optedOut(txApp, phone)) note = 'not sent: the shopper asked for no messages';
  else if (!smsProviderSet()) note = 'not sent: no provider';
  if (note) {
    row.set('state', 'not_sent');
    row.set('note', note);
  } else {
    const after = rules.sendAfter(event, now);
    row.set('state', after > now ? 'held' : 'queued');
    row.set('send_after', new DateTime(new Date(after).toISOString()));
  }
  txApp.save(row);
}

module.exports = { queueMessage, queueAlertMessage };
