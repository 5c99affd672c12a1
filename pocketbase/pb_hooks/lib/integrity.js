// Helpers for order-integrity.pb.js and site-builds.pb.js: what an operator
// may not change in the dashboard, and the order corrections that replace
// such edits (docs/operators.md, "Correcting an order").

// Written once at placement (pb_hooks/lib/orders.js): the amounts, the items, and the keys a shopper's links use.
const ORDER_MONEY = ['subtotal', 'deliveryCharge', 'discount_amount', 'delivery_discount_amount', 'total'];
const ORDER_FIXED = ORDER_MONEY.concat(['items', 'coupon_used', 'orderNumber']);

const CORRECTION_HINT =
  'It was set when the order was placed and cannot be edited. To correct it, create a record in order_corrections with the new value and the reason (docs/operators.md, "Correcting an order").';

// The same JSON value written differently ("[1, 2]" and "[1,2]") is no change.
/**
 * @param {string} a
 * @param {string} b
 */
function sameJson(a, b) {
  /** @param {string} text */
  const norm = (text) => {
    const raw = String(text || '').trim();
    if (raw === '' || raw === 'null') return 'null';
    try {
      return JSON.stringify(JSON.parse(raw));
    } catch (_) {
      return raw;
    }
  };
  return norm(a) === norm(b);
}

// The names of the fixed fields `record` changes against its stored state.
/** @param {core.Record} record */
function changedFixedFields(record) {
  const original = record.original();
  /** @type {string[]} */
  const changed = [];
  for (const name of ORDER_FIXED) {
    const same =
      ORDER_MONEY.indexOf(name) >= 0
        ? record.getFloat(name) === original.getFloat(name)
        : name === 'items'
          ? sameJson(record.getString(name), original.getString(name))
          : record.getString(name) === original.getString(name);
    if (!same) changed.push(name);
  }
  return changed;
}

// A rupee amount to the paisa, as the checkout computes it (src/features/checkout/totals.ts).
const round2 = (/** @type {number} */ n) => Math.round(n * 100) / 100;

// The order's money after a correction: each given value replaces the order's; the total, when not given, is
// worked out; a given total must equal it. Returns { values } or { errors: { field: message } }.
/**
 * @param {Record<string, number>} current the order's amounts, by field
 * @param {Record<string, unknown>} given the amounts a correction gives (as typed: checked here)
 * @returns {{ values?: Record<string, number>, errors?: Record<string, string> }}
 */
function correctedMoney(current, given) {
  /** @type {Record<string, number>} */
  const values = {};
  /** @type {Record<string, string>} */
  const errors = {};
  for (const name of ORDER_MONEY) {
    if (given[name] === undefined) {
      values[name] = current[name];
      continue;
    }
    const n = Number(given[name]);
    // Money is whole rupees (docs/rules.md "Money"), as placement and packing make it: the wallets are asked in them.
    if (!Number.isInteger(n) || n < 0) errors[name] = 'Write whole rupees, 0 or more, e.g. 450 (no paisa).';
    else values[name] = n;
  }
  if (Object.keys(errors).length > 0) return { errors: errors };
  const worked = round2(
    values.subtotal + values.deliveryCharge - values.discount_amount - values.delivery_discount_amount,
  );
  if (given.total === undefined) values.total = Math.max(0, worked);
  else if (round2(values.total) !== Math.max(0, worked))
    return {
      errors: {
        total: `The total must be subtotal + delivery charge - discounts = Rs. ${Math.max(0, worked)}; leave it empty to have it worked out.`,
      },
    };
  return { values: values };
}

// Item lines as the order stores them: a non-empty list of objects, each with a name, a quantity of at least 1
// and a price of 0 or more.
/** @param {unknown} items parsed JSON, any shape */
function itemsProblem(items) {
  const example =
    'e.g. [{"productId": "...", "name": "Jumla Apple", "unit": "1 KG", "price": 320, "quantity": 2}] (copy the order\'s items and edit them)';
  if (!Array.isArray(items) || items.length === 0) return `Items must be a non-empty list of lines, ${example}.`;
  for (let i = 0; i < items.length; i++) {
    const line = items[i];
    const ok =
      line &&
      typeof line === 'object' &&
      !Array.isArray(line) &&
      typeof line.name === 'string' &&
      line.name.trim() !== '' &&
      Number.isInteger(line.quantity) &&
      // A line packing left out keeps quantity 0 with what was ordered (docs/rules.md "Packing: weights and substitutions").
      (line.quantity >= 1 || (line.quantity === 0 && !!line.ordered)) &&
      typeof line.price === 'number' &&
      line.price >= 0;
    if (!ok)
      return `Item line ${i + 1} needs a "name", a whole "quantity" of 1 or more and a "price" of 0 or more, ${example}.`;
  }
  return '';
}

// What a build-record field must hold when someone other than the publisher creates one: fields the publisher fills
// in must be empty. Returns the names of those that are not.
const PUBLISHER_FIELDS = [
  'startedAt',
  'finishedAt',
  'durationMs',
  'pagesBuilt',
  'buildId',
  'log',
  'summary',
  'live',
  'started_nepal',
  'finished_nepal',
  'skipped_count',
  'skipped',
  'deploy_status',
  'holds_until',
];

// Whether a request comes from the publisher (the shop's service account).
/** @param {core.Record | undefined} auth */
function isPublisher(auth) {
  return !!auth && auth.collection().name === 'shop_service';
}

// A 400 whose messages the dashboard shows under each field (ValidationError, not plain objects).
/**
 * @param {Record<string, string>} errors message by field name
 * @param {string} [message]
 * @param {string} [code]
 */
function fieldErrors(errors, message, code) {
  /** @type {Record<string, ValidationError>} */
  const data = {};
  for (const name in errors) data[name] = new ValidationError(code || 'validation_not_allowed', errors[name]);
  return new BadRequestError(message || 'Please fix the highlighted fields.', data);
}

// Records the shop writes in the same transaction as the change they record: an order's history, its stock draws, a
// rider's cash settlements. A hand-made, edited or deleted one would rewrite what happened (the stock a lot counts,
// the cash a rider owes), so every request is refused, a superuser's too; an order's delete still takes its history
// and draws with it (a cascade, not a request).
/** @type {Record<string, string>} */
const KEPT_RECORDS = {
  order_history:
    'An order\'s history is written by the shop as things happen, and is kept as it is. To change an order, change its status or create a correction in order_corrections (docs/operators.md, "Correcting an order").',
  order_allocations:
    'Stock draws are written by the shop when an order takes its units from a lot, and are kept as they are. To change what an order takes, create a correction in order_corrections or cancel the order.',
  cash_settlements:
    'A cash settlement is kept as the desk closed it. To put a rider\'s day right, a lead adds a correction entry for that rider and day on the desk (docs/operations.md, "Cash and payouts").',
};

/** @param {core.Record} record */
function keptRecordRefusal(record) {
  return new BadRequestError(KEPT_RECORDS[record.collection().name]);
}

module.exports = {
  isPublisher,
  KEPT_RECORDS,
  keptRecordRefusal,
  fieldErrors,
  ORDER_MONEY,
  ORDER_FIXED,
  CORRECTION_HINT,
  PUBLISHER_FIELDS,
  sameJson,
  changedFixedFields,
  correctedMoney,
  itemsProblem,
};
