/// <reference path="../types.d.ts" />
// Messages to the shopper (docs/notifications.md). The outbox is written with each order event (lib/order-events.js,
// lib/shopper-messages.js); here, what an operator may write in a template: only the placeholders the shop fills in,
// and always {order} ({code} or {product} for a back-in-stock request's two: lib/message-rules.js templateProblem),
// in both languages, whichever way the save comes.

onRecordValidate((e) => {
  const rules = require(`${__hooks}/lib/message-rules.js`);
  /** @type {Record<string, ValidationError>} */
  const errors = {};
  /** @type {string[]} */
  const problems = [];
  for (const name of ['sms_en', 'sms_ne']) {
    const problem = rules.templateProblem(e.record.getString(name), e.record.getString('event'));
    if (!problem) continue;
    // A ValidationError (not a plain object), so the dashboard shows the message under the field.
    errors[name] = new ValidationError('validation_invalid_placeholder', problem);
    problems.push(`${name}: ${problem}`);
  }
  if (problems.length > 0) throw new BadRequestError(problems.join(' '), errors);
  e.next();
}, 'message_templates');
