// Helpers for order-integrity.pb.js and site-builds.pb.js: what an operator
// may not change in the dashboard, and the order corrections that replace
// such edits (docs/operators.md, "Correcting an order").

const { calendarDay } =
  typeof __hooks === 'string' ? require(`${__hooks}/lib/delivery-days.js`) : require('./delivery-days.js');
const { lineWeightsProblem, lessLots } =
  typeof __hooks === 'string' ? require(`${__hooks}/lib/packing-rules.js`) : require('./packing-rules.js');

// Written once at placement (pb_hooks/lib/orders.js): the amounts, the items, and the keys a shopper's links use.
const ORDER_MONEY = ['subtotal', 'deliveryCharge', 'discount_amount', 'delivery_discount_amount', 'total'];
const ORDER_FIXED = ORDER_MONEY.concat(['items', 'coupon_used', 'orderNumber']);
// Money is whole rupees (docs/rules.md "Money"), as placement and packing make it: the wallets are asked in them.
const WHOLE_RUPEES = 'Write whole rupees, 0 or more, e.g. 450 (no paisa).';

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
    if (!Number.isInteger(n) || n < 0) errors[name] = WHOLE_RUPEES;
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

/**
 * Why a line's lots (the harvest lots it was drawn from: stock writes them, an operator may name one for a line a
 * correction adds) or its pre-order's first day cannot be read; '' when they can. Packing, the payouts and the kept
 * payees read each lot as { code, quantity }, and the desk's day moves `shipsFrom` as a day: anything else would stop
 * the payout report for every order of its days, or the order's moves.
 * @param {number} index the line's place, from 0
 * @param {Record<string, unknown>} line
 */
function lotsProblem(index, line) {
  const draws = line.lots;
  const drawn = (/** @type {any} */ d) =>
    d &&
    typeof d === 'object' &&
    typeof d.code === 'string' &&
    d.code.trim() !== '' &&
    Number.isInteger(d.quantity) &&
    d.quantity >= 0;
  const lotsOk = draws === undefined || draws === null || (Array.isArray(draws) && draws.every(drawn));
  const lotOk = line.lot === undefined || line.lot === null || typeof line.lot === 'string';
  const shipsOk =
    line.shipsFrom === undefined ||
    line.shipsFrom === null ||
    line.shipsFrom === '' ||
    (typeof line.shipsFrom === 'string' && calendarDay(line.shipsFrom) === line.shipsFrom);
  if (lotsOk && lotOk && shipsOk) return '';
  return `Item line ${index + 1}: its "lots" are the harvest lots it came from, each {"code": "LOT-...", "quantity": 1} with the lot's code and whole units, "lot" one lot's code and "shipsFrom" a day, e.g. "2026-12-01"; leave them as the order has them.`;
}

/**
 * Why a line's lots, first day or typed weights cannot be read ('' when they can): lotsProblem, then
 * lib/packing-rules.js lineWeightsProblem.
 * @param {number} index
 * @param {Record<string, unknown>} line
 */
function lineProblem(index, line) {
  return lotsProblem(index, line) || lineWeightsProblem(index, line);
}

/**
 * Whether a line's lots, first day and weights are those of one of the order's own lines of its product (copied
 * unchanged: an order kept from before they were checked is still corrected).
 * @param {Record<string, unknown>} line
 * @param {unknown[]} kept the order's lines now
 */
function copiedUnchanged(line, kept) {
  /** @param {any} l */
  const checked = (l) =>
    JSON.stringify([l.lots, l.lot, l.shipsFrom, l.pricePerKg, l.nominalKg, l.tolerance, l.weightKg]);
  return kept.some(
    (k) => k && typeof k === 'object' && /** @type {any} */ (k).id === line.id && checked(k) === checked(line),
  );
}

// Item lines as the order stores them: a non-empty list of objects, each with a name, a quantity of at least 1
// and a price of 0 or more; their lots and weights as lotsProblem and lineWeightsProblem read them, but for those
// copied unchanged from `kept`.
/**
 * @param {unknown} items parsed JSON, any shape
 * @param {unknown[]} [kept] the order's lines now
 */
function itemsProblem(items, kept = []) {
  const example =
    'e.g. [{"id": "...", "name": "Jumla Apple", "unit": "1 KG", "price": 320, "quantity": 2}] (copy the order\'s items and edit them)';
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
    const lots = copiedUnchanged(line, kept) ? '' : lineProblem(i, line);
    if (lots) return lots;
  }
  return '';
}

/**
 * The lots a changed line of a correction is paid out by (lib/cash.js payoutLots), when it carries those of a line of
 * the order ("copy the order's items and edit them"): copied onto another product, they are dropped (they would pay
 * that product's farmer for this one: the payouts list the line as having no lot until one is typed); on the same
 * product with fewer units, cut down as packing cuts a short line (the last lot first). Otherwise as typed.
 * @param {Record<string, any>} line
 * @param {unknown[]} kept
 * @returns {{ lots?: unknown, lot?: unknown }}
 */
function copiedLots(line, kept) {
  const sameLots = (/** @type {any} */ k) => JSON.stringify(k.lots) === JSON.stringify(line.lots) && k.lot === line.lot;
  const from = kept.find(
    (/** @type {any} */ k) =>
      k && typeof k === 'object' && (k.lots !== undefined || k.lot !== undefined) && sameLots(k),
  );
  if (!from) return { lots: line.lots, lot: line.lot };
  const was = /** @type {Record<string, any>} */ (from);
  if (was.id !== line.id) return { lots: undefined, lot: undefined };
  const fewer = Number(was.quantity) - Number(line.quantity);
  if (Array.isArray(line.lots) && line.lots.length > 0 && fewer > 0)
    return { lots: lessLots(line.lots, fewer), lot: line.lot };
  return { lots: line.lots, lot: line.lot };
}

/**
 * A correction's lines against the order's (`kept`): each line's total, or why it is refused. Packing and the farmers'
 * payouts sum the lines' totals, so a total copied from the order onto a line whose price or quantity then changed
 * would pay and charge the old amount. A line as it was (a kept line's id, price and quantity) keeps its total (a
 * weighed line's is its weight's price; a phone order's may be one agreed), or takes one typed as a phone order's line
 * does; a changed or new line's total is price × quantity (the old total copied with it is replaced, any other
 * refused), and a weight it carried is dropped (it must be weighed again, as a line packed short is:
 * lib/packing-rules.js shorten).
 * @param {Record<string, any>[]} items lines itemsProblem let through
 * @param {unknown[]} kept the order's lines now
 * @returns {{ items: Record<string, any>[] } | { problem: string }}
 */
function correctedLines(items, kept) {
  const unmatched = kept.filter((k) => k && typeof k === 'object');
  /** @type {Record<string, any>[]} */
  const out = [];
  for (let i = 0; i < items.length; i++) {
    const line = items[i];
    const given = line.lineTotal;
    const label = `Item line ${i + 1} (${line.name})`;
    if (given !== undefined && !(typeof given === 'number' && Number.isInteger(given) && given >= 0))
      return {
        problem: `${label}: its "lineTotal" is whole rupees, 0 or more (no paisa); leave it out to have it worked out.`,
      };
    const at = unmatched.findIndex(
      (/** @type {any} */ k) => k.id === line.id && k.price === line.price && k.quantity === line.quantity,
    );
    if (at !== -1) {
      const was = /** @type {Record<string, any>} */ (unmatched.splice(at, 1)[0]);
      const kept = typeof was.lineTotal === 'number' ? was.lineTotal : line.price * line.quantity;
      out.push(Object.assign({}, line, { lineTotal: given === undefined ? kept : given }));
      continue;
    }
    const worked = line.price * line.quantity;
    // The total copied with the line from the order ("copy the order's items and edit them"): worked out anew.
    const copied = kept.some((/** @type {any} */ k) => k && k.id === line.id && k.lineTotal === given);
    if (given !== undefined && given !== worked && !copied)
      return {
        problem: `${label}: its price or quantity changed, so its "lineTotal" is price × quantity, Rs. ${worked}. Leave it out to have it worked out.`,
      };
    const fresh = Object.assign({}, line, { lineTotal: worked });
    delete fresh.weightKg;
    delete fresh.weightReason;
    Object.assign(fresh, copiedLots(line, kept));
    if (fresh.lots === undefined) delete fresh.lots;
    if (fresh.lot === undefined) delete fresh.lot;
    out.push(fresh);
  }
  return { items: out };
}

// Fields the shop alone writes on an order (placement, the wallets, packing, the desk's cash): an order an operator
// makes leaves them empty. A typed token would open the order's private page to whoever sends it; typed cash would
// sit in a rider's day the rider never took.
const SHOP_WRITTEN = [
  'accessToken',
  'requestHash',
  'budget_charged',
  'quoted_total',
  'packed_at',
  'cash_collected',
  'cash_rider',
  'cash_at',
  'cash_reason',
  'cash_note',
  'settlement',
];

/**
 * What an order an operator makes in the dashboard (a phone order) must hold, as placement makes one: each line
 * names its product by `id` (the key stock, packing and the payouts read), with a whole quantity and whole rupees;
 * a line's total left out is price × quantity (packing sums the lines' totals: a line without one would count 0);
 * the subtotal is the lines' total and the total subtotal + delivery charge - discounts, each worked out when left
 * empty. An order with no lines keeps the total typed. Fields only the shop writes stay empty; a coupon is the
 * checkout's (it charges its campaign), and a wallet pays only through it.
 * @param {{ items: unknown, money: Record<string, number>, typed: string[], paymentMethod: string }} order
 *   `items` parsed (null when empty), `typed` the SHOP_WRITTEN fields (and coupon_used) that hold a value
 * @returns {{ errors: Record<string, string>, items: Record<string, unknown>[] | null, money: Record<string, number> }}
 */
function newOrderProblems(order) {
  /** @type {Record<string, string>} */
  const errors = {};
  const money = Object.assign({}, order.money);
  for (const name of order.typed) {
    errors[name] =
      name === 'coupon_used'
        ? 'A coupon is applied at checkout, where it is charged to its campaign. On an order made here, type the discount in discount_amount instead.'
        : `${name} is written by the shop (placement, payments, packing, the desk's cash) and stays empty on an order made here.`;
  }
  if (order.paymentMethod !== '' && order.paymentMethod !== 'cod')
    errors.payment_method =
      "An order made here is paid in cash on delivery: eSewa and Khalti are paid through the shop's checkout. Leave it empty or choose cod.";
  for (const name of ORDER_MONEY) if (!Number.isInteger(money[name]) || money[name] < 0) errors[name] = WHOLE_RUPEES;

  const raw = order.items;
  if (raw === null || raw === undefined || (Array.isArray(raw) && raw.length === 0))
    return { errors, items: null, money };
  const example = 'e.g. [{"id": "...", "name": "Jumla Apple", "price": 320, "quantity": 2}]';
  if (!Array.isArray(raw)) {
    errors.items = `Items must be a list of lines, ${example}.`;
    return { errors, items: null, money };
  }
  /** @type {Record<string, unknown>[]} */
  const items = [];
  let sum = 0;
  for (let i = 0; i < raw.length && !errors.items; i++) {
    const line = raw[i];
    const whole = (/** @type {unknown} */ n) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
    if (!line || typeof line !== 'object' || Array.isArray(line)) {
      errors.items = `Item line ${i + 1} must be one line in braces, ${example}.`;
    } else if (typeof line.id !== 'string' || line.id.trim() === '') {
      errors.items = `Item line ${i + 1} needs "id": the record id of its product (web_products), ${example}.`;
    } else if (typeof line.name !== 'string' || line.name.trim() === '') {
      errors.items = `Item line ${i + 1} needs a "name", ${example}.`;
    } else if (!whole(line.quantity) || (line.quantity === 0 && !line.ordered)) {
      // 0 only as packing leaves a line packed short, with what was ordered (itemsProblem)
      errors.items = `Item line ${i + 1} needs a whole "quantity" of 1 or more, e.g. 2 (units, not kilograms: packing weighs them).`;
    } else if (!whole(line.price) || (line.lineTotal !== undefined && !whole(line.lineTotal))) {
      errors.items = `Item line ${i + 1}: its "price" and "lineTotal" are whole rupees, 0 or more, e.g. 320 (no paisa).`;
    } else if (lineProblem(i, line)) {
      errors.items = lineProblem(i, line);
    } else {
      const lineTotal = line.lineTotal === undefined ? line.price * line.quantity : line.lineTotal;
      items.push(Object.assign({}, line, { lineTotal: lineTotal }));
      sum += lineTotal;
    }
  }
  if (Object.keys(errors).length > 0) return { errors, items: null, money };
  if (money.subtotal === 0) money.subtotal = sum;
  else if (money.subtotal !== sum)
    errors.subtotal = `The subtotal must be the lines' total, Rs. ${sum}; leave it empty to have it worked out.`;
  const worked = Math.max(
    0,
    money.subtotal + money.deliveryCharge - money.discount_amount - money.delivery_discount_amount,
  );
  if (money.total === 0) money.total = worked;
  else if (!errors.subtotal && money.total !== worked)
    errors.total = `The total must be subtotal + delivery charge - discounts = Rs. ${worked}; leave it empty to have it worked out.`;
  return { errors, items, money };
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
// rider's cash settlements, a wallet's payment attempts. A hand-made, edited or deleted one would rewrite what happened (the stock a lot counts,
// the cash a rider owes), so every request is refused, a superuser's too; an order's delete still takes its history
// and draws with it (a cascade, not a request).
/** @type {Record<string, string>} */
const KEPT_RECORDS = {
  order_history:
    'An order\'s history is written by the shop as things happen, and is kept as it is. To change an order, change its status or create a correction in order_corrections (docs/operators.md, "Correcting an order").',
  order_allocations:
    'Stock draws are written by the shop when an order takes its units from a lot, and are kept as they are. To change what an order takes, create a correction in order_corrections or cancel the order.',
  payments:
    "A payment attempt is written by the wallet checks (eSewa, Khalti) as the wallet answers, and is kept as it is: an attempt deleted or edited here loses a shopper's payment or refunds it twice. A refund is recorded on the desk's order page (docs/payments.md).",
  cash_settlements:
    'A cash settlement is kept as the desk closed it. To put a rider\'s day right, a lead adds a correction entry for that rider and day on the desk (docs/operations.md, "Cash and payouts").',
};

/** @param {core.Record} record */
function keptRecordRefusal(record) {
  return new BadRequestError(KEPT_RECORDS[record.collection().name]);
}

/**
 * The `updated` a JSON request sent, or ''. Read from the body as sent: PocketBase's parsed body (requestInfo) puts the
 * record's own `updated` in its place, as it does for every field no request may set.
 * @param {core.RecordRequestEvent} e
 */
function sentVersion(e) {
  const type = String(e.requestInfo().headers.content_type || '');
  if (!type.startsWith('application/json')) return '';
  try {
    // the body is kept for reading again (PocketBase's RereadableReadCloser); an order's JSON is a few KB. A record
    // event reaches the request through its embedded RequestEvent.
    const request = e.request || /** @type {any} */ (e).requestEvent.request;
    const body = JSON.parse(toString(request.body, 1 << 20));
    return body && typeof body.updated === 'string' ? body.updated : '';
  } catch (_) {
    return '';
  }
}

module.exports = {
  isPublisher,
  sentVersion,
  SHOP_WRITTEN,
  newOrderProblems,
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
  correctedLines,
};
