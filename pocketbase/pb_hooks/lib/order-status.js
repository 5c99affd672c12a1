// Helpers for order-status.pb.js and desk.pb.js (loaded with require inside each handler).

const { lib } = require(`${__hooks}/lib/modules.js`);
const lifecycle = require(`${__hooks}/lib/lifecycle.js`);

// Written once at placement (pb_hooks/lib/orders.js); a missing field reads as "" and never differs. The payment
// fields change only through the payment routes (payments.pb.js), which save without a request.
const INTERNAL_FIELDS = [
  'idempotencyKey',
  'accessToken',
  'requestHash',
  'payment_method',
  'payment_state',
  'budget_charged',
];

const SETTLED_UNDO =
  "This order's cash is in its rider's closed day (its settlement): it cannot be moved back. If the delivery or the refusal was recorded by mistake, a lead records a correction on that day's settlement page.";

// Written as part of an event and nowhere else: a status change times itself and counts failed attempts
// (applyChange), packing keeps the total first quoted and marks the order packed (lib/packing.js). Changed by hand
// they would move an order between payout periods (delivered_at) or unmark its packing with no event at all.
const EVENT_FIELDS = Object.values(lifecycle.TIME_FIELDS).concat(['failedAttempt', 'packed_at', 'quoted_total']);

// Refuses a change to the fields only the shop writes (at placement, or with an event).
/** @param {core.Record} record */
function protectInternal(record) {
  const original = record.original();
  for (const name of INTERNAL_FIELDS) {
    if (record.getString(name) !== original.getString(name)) {
      return `${name} is set by the shop when the order is placed and cannot be changed.`;
    }
  }
  for (const name of EVENT_FIELDS) {
    if (record.getString(name) !== original.getString(name)) {
      return `${name} is written with the order's status changes and its packing, and cannot be changed by hand.`;
    }
  }
  // Kept as the order is delivered (lib/cash.js freezePayees); compared as JSON, as the dashboard sends it back.
  if (!lib('integrity').sameJson(record.getString('payees'), original.getString('payees')))
    return 'The payees field is kept when the order is delivered (whom each lot paid then) and cannot be changed by hand.';
  return lib('cash').typedCashProblem(record);
}

// Checks the status change on `record` (against its stored state) and, when
// allowed, times it: returns "" or why it is refused.
/**
 * @param {core.Record} record
 * @param {boolean} superuser
 * @param {CoreApp} [app] for a superuser's undo of a cancel, which reads the order's payments
 */
function applyChange(record, superuser, app) {
  const from = record.original().getString('status');
  const to = record.getString('status');
  if (from === to) return '';
  const reason = record.getString('status_reason').trim();
  const problem = lifecycle.changeProblem(from, to, reason, superuser);
  if (problem) return problem;
  // An operator's undo of a delivery or a refusal at the door whose cash is in a closed rider's day: recorded again,
  // it would keep the old settlement and never be settled, and the closed day would lose it (lib/cash.js).
  if ((from === 'Delivered' || from === 'Cancelled') && record.getString('settlement') !== '') return SETTLED_UNDO;
  // An operator's undo of a wallet-paid order's cancel: its payment pays for it again, unless it went back meanwhile.
  if (from === 'Cancelled' && app) {
    const paying = lib('payment-state');
    if (paying.paidByWallet(record.getString('payment_state'), record.getString('payment_method'))) {
      const restored = uncancelledPayment(app, record);
      if (restored === null) return paying.UNCANCEL_REFUNDED;
      record.set('payment_state', restored);
    }
  }
  // An order waiting for its wallet payment is confirmed by the payment, not by hand (docs/payments.md).
  const paying = record.getString('payment_state');
  if (to !== 'Cancelled' && (paying === 'awaiting' || paying === 'unpaid'))
    return lib('payment-state').CONFIRM_WAITS_FOR_PAYMENT;
  // Looked up by any status read from the record: none for Open.
  const field = /** @type {Record<string, string>} */ (lifecycle.TIME_FIELDS)[to];
  if (field) record.set(field, new DateTime());
  record.set('status_reason', lifecycle.needsReason(to) ? reason : '');
  if (to === 'Delivery failed') record.set('failedAttempt', record.getInt('failedAttempt') + 1);
  if (to === 'Cancelled') owePaymentBack(record);
  // The undo of a delivery or a refusal whose day is still open: its cash record goes with it (lib/cash.js takeBack).
  if (from === 'Delivered' || from === 'Cancelled') lib('cash').takeBack(record);
  return '';
}

/**
 * A wallet-paid order's payment_state once its cancel is undone, or null when its payment went back meanwhile
 * (lib/payment-state.js stateAfterUncancel).
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function uncancelledPayment(app, order) {
  const held = lib('payments').heldOf(app, order.id);
  return lib('payment-state').stateAfterUncancel({ total: order.getFloat('total'), ...held });
}

/**
 * A paid order cancelled (by the desk, the dashboard, or a rider's "Refused at the door" in cash.pb.js) owes its
 * payment back: the shopper's page says so and the desk offers the refund (docs/payments.md "States"). Set on the
 * record before the status change's own save.
 * @param {core.Record} record
 */
function owePaymentBack(record) {
  const paying = record.getString('payment_state');
  if (paying === 'paid' || paying === 'partially_refunded') record.set('payment_state', 'refund_due');
}

/**
 * The records API's refusal of a save that makes a cash-on-delivery order Delivered without its cash (the rule:
 * lib/cash-rules.js deliveryProblem), as an error under the status field; null when the save may go on.
 * @param {core.Record} record
 * @param {string} from the stored status ("" for a new order)
 */
function deliveryRefusal(record, from) {
  const problem = lib('cash-rules').deliveryProblem(
    from,
    record.getString('status'),
    record.getFloat('total'),
    record.getString('payment_state'),
    record.getString('payment_method'),
  );
  return problem ? lib('integrity').fieldErrors({ status: problem }, problem, 'cash_due') : null;
}

// An order made in the dashboard starts Open unless a status is chosen; a chosen one is timed.
/** @param {core.Record} record */
function onCreate(record) {
  // Orders made in the dashboard are paid in cash; only the shop's placement route sets a wallet.
  record.set('payment_method', 'cod');
  record.set('payment_state', 'cod');
  const status = record.getString('status');
  if (status === '') {
    record.set('status', lifecycle.INITIAL);
    return;
  }
  const field = /** @type {Record<string, string>} */ (lifecycle.TIME_FIELDS)[status];
  if (field && record.getString(field) === '') record.set(field, new DateTime());
}

/**
 * Checks an order an operator makes (lib/integrity.js newOrderProblems) and writes what it works out (each line's
 * total, the subtotal and total left empty, a number left empty): the refusal, under its fields, or null.
 * @param {CoreApp} app
 * @param {core.Record} record the new order, before onCreate
 */
function newOrderRefusal(app, record) {
  const integrity = lib('integrity');
  const numbers = ['budget_charged', 'quoted_total', 'cash_collected'];
  const typed = integrity.SHOP_WRITTEN.concat(['coupon_used']).filter((name) =>
    numbers.indexOf(name) >= 0 ? record.getFloat(name) !== 0 : record.getString(name) !== '',
  );
  /** @type {Record<string, number>} */
  const money = {};
  for (const name of integrity.ORDER_MONEY) money[name] = record.getFloat(name);
  const raw = record.getString('items');
  let items = null;
  try {
    items = raw === '' ? null : JSON.parse(raw);
  } catch (_) {
    items = raw; // not JSON: refused as not a list
  }
  const checked = integrity.newOrderProblems({
    items: items,
    money: money,
    typed: typed,
    paymentMethod: record.getString('payment_method'),
  });
  const number = record.getString('orderNumber');
  // A new order begins somewhere along its way, never at an end it has no reason for: a cancelled one would tell the
  // shopper "received" for nothing.
  const status = record.getString('status');
  if (status === 'Cancelled' || status === 'Delivery failed')
    checked.errors.status = `A new order cannot begin ${status}: make it Open (or further along), and change its status on the desk with the reason when that happens.`;
  if (number !== '' && !lib('order-number').ORDER_NUMBER_PATTERN.test(number))
    checked.errors.orderNumber = 'Write it as ORD- and 6 digits, e.g. ORD-123456, or leave it empty to have one made.';
  if (checked.items && !checked.errors.items) {
    const unknown = lib('orders').unknownProductLine(app, checked.items, []);
    if (unknown) checked.errors.items = unknown;
  }
  if (Object.keys(checked.errors).length > 0) return integrity.fieldErrors(checked.errors);
  if (checked.items) record.set('items', checked.items);
  for (const name of integrity.ORDER_MONEY) record.set(name, checked.money[name]);
  if (number === '') record.set('orderNumber', lib('orders').uniqueOrderNumber(app));
  return null;
}

module.exports = { newOrderRefusal, protectInternal, applyChange, owePaymentBack, deliveryRefusal, onCreate };
