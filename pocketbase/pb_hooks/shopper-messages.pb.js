/// <reference path="../types.d.ts" />
// Messages to the shopper (docs/notifications.md). The outbox is written with each order event (lib/order-events.js,
// lib/shopper-messages.js); here, what an operator may write in a template: only the placeholders the shop fills in,
// and always {order} ({code} or {product} for a back-in-stock request's two: lib/message-rules.js templateProblem),
// in both languages, in the SMS and in the email's subject and text, whichever way the save comes. A back-in-stock
// request is told by SMS only, so its templates have no email words.

onRecordValidate((e) => {
  const rules = require(`${__hooks}/lib/message-rules.js`);
  /** @type {Record<string, ValidationError>} */
  const errors = {};
  /** @type {string[]} */
  const problems = [];
  const event = e.record.getString('event');
  const smsOnly = rules.ALERT_PLACEHOLDERS[/** @type {keyof typeof rules.ALERT_PLACEHOLDERS} */ (event)] !== undefined;
  for (const name of ['sms_en', 'sms_ne', 'email_subject_en', 'email_subject_ne', 'email_en', 'email_ne']) {
    // An older migration saves templates before the email fields exist (pb_migrations/1732003300_shopper_email.js).
    if (!e.record.collection().fields.getByName(name)) continue;
    const text = e.record.getString(name);
    const isEmail = name.startsWith('email_');
    let problem = '';
    if (isEmail && smsOnly) {
      if (text.trim() !== '') problem = 'A back-in-stock request is told by SMS only: leave the email fields empty.';
    } else if (text.trim() === '') {
      problem = isEmail ? 'Write the email words for this event too.' : 'Write the SMS for this event.';
    } else {
      problem =
        rules.templateProblem(text, event) ||
        (name.endsWith('_ne') ? rules.nepaliTemplateProblem(text) : '') ||
        rules.templateLengthProblem(name, text, require(`${__hooks}/lib/lots.js`).siteUrl());
    }
    if (!problem) continue;
    // A ValidationError (not a plain object), so the dashboard shows the message under the field.
    errors[name] = new ValidationError('validation_invalid_placeholder', problem);
    problems.push(`${name}: ${problem}`);
  }
  if (problems.length > 0) throw new BadRequestError(problems.join(' '), errors);
  e.next();
}, 'message_templates');

// A number that opts out (an operator adds it in the dashboard) stops its messages still waiting to go, in the same
// transaction as the opt-out (lib/shopper-messages.js stopWaitingMessages); later ones are written not sent.
onRecordCreateExecute((e) => {
  e.next();
  require(`${__hooks}/lib/shopper-messages.js`).stopWaitingMessages(e.app, e.record.getString('phone'));
}, 'message_optouts');

// A number corrected on an opt-out (a digit typed wrong) stops the messages waiting for the number it names now, as a
// new opt-out does; the number it named before opted out by mistake and is told again from its next message.
onRecordUpdateExecute((e) => {
  const phone = e.record.getString('phone');
  const corrected = phone !== e.record.original().getString('phone');
  e.next();
  if (corrected) require(`${__hooks}/lib/shopper-messages.js`).stopWaitingMessages(e.app, phone);
}, 'message_optouts');

// The mail server the email transport sends through (server/notify/email.ts): PocketBase's own mail settings
// (dashboard: Settings → Mail settings) with the password, which PocketBase's settings API never returns. Superusers
// (who can set these settings anyway) and the sender's own account (message_senders:
// pb_migrations/1732004110_sender_account.js); not the shop's service account.
routerAdd(
  'GET',
  '/api/shop/mail-server',
  (e) => {
    const settings = e.app.settings();
    const smtp = settings.smtp;
    return e.json(200, {
      enabled: smtp.enabled === true,
      host: smtp.host,
      port: smtp.port,
      username: smtp.username,
      password: smtp.password,
      authMethod: smtp.authMethod,
      tls: smtp.tls === true,
      localName: smtp.localName,
      senderAddress: settings.meta.senderAddress,
      senderName: settings.meta.senderName,
    });
  },
  $apis.requireAuth('_superusers', 'message_senders'),
);

// The sending limits, in words (lib/message-rules.js limitsProblems).
onRecordValidate((e) => {
  const problems = require(`${__hooks}/lib/message-rules.js`).limitsProblems({
    sms_per_second: e.record.getFloat('sms_per_second'),
    max_attempts: e.record.getFloat('max_attempts'),
  });
  const refusal = require(`${__hooks}/lib/operators.js`).fieldErrors(problems);
  if (refusal) throw refusal;
  e.next();
}, 'message_limits');
