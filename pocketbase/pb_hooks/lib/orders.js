// Helpers for orders.pb.js (loaded with require inside each handler).

const { lib } = require(`${__hooks}/lib/modules.js`);

const ORDER_FIELDS = [
  'customerName',
  'phone',
  'email',
  'district',
  'city',
  'landmark',
  'notes',
  'subtotal',
  'deliveryCharge',
  'discount_amount',
  'delivery_discount_amount',
  'total',
  'coupon_used',
  'orderDate',
  'estimatedDelivery',
  'language',
];
const PRIVATE_FIELDS = ['customerName', 'phone', 'email', 'district', 'city', 'landmark', 'notes'];

/**
 * A placement request's body (JSON from the shop server, src/features/checkout/): read as these fields once
 * checkPlacement() passed it. Optional as declared because PocketBase hands the hooks the body as a plain dictionary;
 * `order` stays a dictionary of any (its fields are copied as they are, ORDER_FIELDS above).
 * @typedef {object} PlacementBody
 * @property {string} [idempotencyKey]
 * @property {string} [requestHash]
 * @property {Record<string, any>} [order]
 * @property {Record<string, string>} [productStamps]
 * @property {string} [campaignId]
 * @property {number} [budgetCharge]
 * @property {number} [budgetRequired]
 * @property {import('./delivery-schedule.js').DeliveryChoice} [delivery]
 * @property {string} [paymentMethod] cod (absent: cod), esewa or khalti (docs/payments.md)
 */

/** @param {unknown} key */
function isIdempotencyKey(key) {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(key);
}

// SHA-256 (hex) of what the shopper asked for, made by the shop server
// (src/features/checkout/request-fingerprint.server.ts) and stored with the order.
/** @param {unknown} hash */
function isRequestHash(hash) {
  return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash);
}

// A repeated idempotency key: the stored order only to the request that placed
// it (same fingerprint). Anything else, including an order stored without a
// fingerprint, gets a conflict that names nothing of the order, not even its
// number: a key someone saw or guessed is not a password.
/**
 * @param {core.Record} existing
 * @param {string} requestHash as the request gave it (any JSON value: checked here)
 */
function replayAnswer(existing, requestHash) {
  const stored = existing.getString('requestHash');
  if (isRequestHash(requestHash) && stored && $security.equal(stored, requestHash)) {
    return { status: 200, body: placedView(existing, true) };
  }
  return { status: 409, body: { code: 'idempotency_key_reused' } };
}

/** @param {unknown} n */
function isMoney(n) {
  return typeof n === 'number' && Number.isFinite(n) && n >= 0;
}

// The Node server validates with zod first; this is the last line of defence
// against a caller that skipped it.
/** @param {Record<string, any>} body the request's JSON, any shape: this is what checks it */
function checkPlacement(body) {
  if (!isIdempotencyKey(body.idempotencyKey)) {
    return "idempotencyKey must be 16-100 letters, digits, '-' or '_'";
  }
  if (body.requestHash !== undefined && !isRequestHash(body.requestHash)) {
    return 'requestHash must be 64 lowercase hexadecimal digits';
  }
  const order = body.order;
  if (!order || typeof order !== 'object') return 'order is required';
  // The desk would show a blank name or landmark (zero-width spaces, Hangul fillers...): lib/visible-text.js.
  const visibleText = lib('visible-text');
  for (const key of ['customerName', 'landmark']) {
    if (!visibleText.hasVisibleLetter(order[key])) return `${key} must contain at least one letter or digit`;
  }
  // Optional (docs/notifications.md "Email"): absent, null or '' is no address.
  const email = order.email;
  if (email !== undefined && email !== null && email !== '') {
    if (!lib('email-address').isEmailAddress(email)) {
      return 'email must be an email address, or empty';
    }
  }
  if (order.language !== undefined && order.language !== 'en' && order.language !== 'ne')
    return 'language must be en or ne';
  if (lib('packing').choiceOf(order.substitution) === null) return 'substitution must be substitute, call or leave_out';
  if (!Array.isArray(order.items) || order.items.length < 1 || order.items.length > 100)
    return 'items must hold 1-100 lines';
  for (const key of ['subtotal', 'deliveryCharge', 'discount_amount', 'delivery_discount_amount', 'total']) {
    if (
      typeof order[key] !== 'number' ||
      !Number.isFinite(order[key]) ||
      order[key] < 0 ||
      Math.floor(order[key]) !== order[key]
    ) {
      return `${key} must be a whole, non-negative number`;
    }
  }
  if (body.productStamps !== undefined) {
    const stamps = body.productStamps;
    if (!stamps || typeof stamps !== 'object' || Array.isArray(stamps)) return 'productStamps must be an object';
    const ids = Object.keys(stamps);
    if (ids.length > 100) return 'productStamps may name at most 100 products';
    for (const id of ids) {
      if (!/^[A-Za-z0-9_-]{1,50}$/.test(id) || typeof stamps[id] !== 'string') {
        return 'productStamps maps product ids to their updated stamps';
      }
    }
  }
  if (body.delivery !== undefined) {
    const d = body.delivery;
    if (!d || typeof d !== 'object' || Array.isArray(d)) return 'delivery must be an object';
    if (d.branch !== undefined && !/^[A-Za-z0-9_-]{0,50}$/.test(String(d.branch)))
      return 'delivery.branch must be a record id';
    if (d.pickupPoint !== undefined && !/^[A-Za-z0-9_-]{0,50}$/.test(String(d.pickupPoint)))
      return 'delivery.pickupPoint must be a record id';
    if (d.day !== undefined && d.day !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(String(d.day)))
      return 'delivery.day must be a date, YYYY-MM-DD';
    if (d.queued !== undefined && typeof d.queued !== 'boolean') return 'delivery.queued must be true or false';
  }
  if (body.paymentMethod !== undefined && ['cod', 'esewa', 'khalti'].indexOf(body.paymentMethod) === -1)
    return 'paymentMethod must be cod, esewa or khalti';
  if (body.campaignId) {
    if (typeof body.campaignId !== 'string') return 'campaignId must be a string';
    if (!isMoney(body.budgetCharge)) return 'budgetCharge must be a non-negative number';
    if (body.budgetRequired !== undefined && !isMoney(body.budgetRequired)) {
      return 'budgetRequired must be a non-negative number';
    }
  }
  return null;
}

// docs/rules.md §5 steps 2, 3, 5 and 6 again, inside the transaction, against the
// campaign as it is now: the shop server checked the coupon a moment ago, but
// other orders may have spent the budget since. Deducts the order's discounts
// and returns null, or returns the refusal (the shop server words it).
/**
 * @param {CoreApp} app
 * @param {PlacementBody} body
 */
function chargeCampaign(app, body) {
  let campaign;
  try {
    campaign = app.findRecordById('campaigns', body.campaignId);
  } catch (_) {
    return { code: 'coupon_unavailable', remaining_budget: 0 };
  }
  const budget = campaign.getFloat('remaining_budget');
  if (!campaign.getBool('is_active')) return { code: 'coupon_unavailable', remaining_budget: budget };
  // The rule the shop server applied when the coupon was typed (lib/nepal-clock.js): an unreadable end is expired.
  const nepalClock = lib('nepal-clock');
  if (nepalClock.isCampaignExpired(campaign.getString('end_time'), new Date()))
    return { code: 'coupon_expired', remaining_budget: budget };
  const charge = body.budgetCharge;
  const required = body.budgetRequired === undefined ? charge : Math.max(charge, body.budgetRequired);
  if (required > budget) return { code: 'coupon_unavailable', remaining_budget: budget };
  if (budget <= 0) return { code: 'coupon_exhausted', remaining_budget: budget };
  campaign.set('remaining_budget', budget - charge);
  app.save(campaign);
  return null;
}

// The shop server prices an order from its short-lived copy of the products
// (src/features/catalog/product-facts.server.ts) and sends each product's
// `updated` stamp as it read it. True when any of them was saved (or deleted)
// since: the order is refused, and the server reads the products again.
/**
 * @param {CoreApp} app
 * @param {Record<string, string> | undefined} stamps product id → its `updated` stamp
 */
function productsChanged(app, stamps) {
  const ids = Object.keys(stamps || {});
  if (ids.length === 0) return false;
  /** @type {Record<string, string>} */
  const params = {};
  const holes = ids.map((id, i) => {
    params[`p${i}`] = id;
    return `{:p${i}}`;
  });
  const rows = arrayOf(new DynamicModel({ id: '', updated: '' }));
  app
    .db()
    .newQuery(`SELECT id, updated FROM web_products WHERE id IN (${holes.join(', ')})`)
    .bind(params)
    .all(rows);
  /** @type {Record<string, string>} */
  const current = {};
  for (const row of rows) current[row.id] = row.updated;
  return ids.some((id) => current[id] !== stamps[id]);
}

/**
 * The refusal of the first line an operator typed (a phone order, a correction) whose id names no product, or '':
 * such a line takes no stock and is packed, weighed and paid out to no farmer. A line keeping an id the order had
 * (`kept`, its lines before) is not looked up again: its product may have been deleted since.
 * @param {CoreApp} app
 * @param {unknown[]} items lines already checked as lines (lib/integrity.js)
 * @param {unknown[]} kept
 * @returns {string}
 */
function unknownProductLine(app, items, kept) {
  const idOf = (/** @type {unknown} */ line) =>
    line && typeof line === 'object' ? /** @type {{ id?: unknown }} */ (line).id : undefined;
  const ids = items.map(idOf);
  // Kept wherever it now stands: a line before it taken out moves it up.
  const keptIds = kept.map(idOf);
  const asked = /** @type {string[]} */ (ids.filter((id) => typeof id === 'string' && keptIds.indexOf(id) < 0));
  const found = asked.length === 0 ? [] : app.findRecordsByIds('web_products', asked).map((product) => product?.id);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (keptIds.indexOf(id) >= 0 || (typeof id === 'string' && found.indexOf(id) >= 0)) continue;
    if (typeof id !== 'string' || id.trim() === '')
      return `Item line ${i + 1} needs "id": the record id of its product (web_products), as the order's other lines have.`;
    return `Item line ${i + 1}: no product has the id "${id}". Copy the id from the product's record in web_products.`;
  }
  return '';
}

// Raw SQL on purpose: the unique index on idempotencyKey is partial (WHERE
// idempotencyKey != '', so orders made in the dashboard may leave it empty),
// and SQLite only uses a partial index when the query repeats its condition.
// A records filter would scan every order inside the write transaction.
/**
 * @param {CoreApp} app
 * @param {string} key
 */
function findByKey(app, key) {
  const row = new DynamicModel({ id: '' });
  try {
    app
      .db()
      .newQuery("SELECT id FROM orders WHERE idempotencyKey = {:key} AND idempotencyKey != '' LIMIT 1")
      .bind({ key: key })
      .one(row);
  } catch (_) {
    return null; // no row
  }
  return app.findRecordById('orders', row.id);
}

// Raw SQL: it runs inside the write transaction, for every order.
/**
 * @param {CoreApp} app
 * @param {string} number
 */
function numberTaken(app, number) {
  const row = new DynamicModel({ n: 0 });
  try {
    app.db().newQuery('SELECT 1 AS n FROM orders WHERE orderNumber = {:number} LIMIT 1').bind({ number }).one(row);
    return true;
  } catch (_) {
    return false; // no row
  }
}

// Format (lib/order-number.js): "ORD-" + 6 digits, drawn at random from a
// cryptographic source ($security uses Go's crypto/rand), never from the clock:
// a number says nothing about when an order was placed, so knowing roughly when
// a neighbour ordered does not narrow the guess. Drawn inside the write
// transaction, so the check and the insert see the same orders; a number
// already taken is drawn again (the unique index is the final guard).
const NUMBER_ATTEMPTS = 40;
/** @param {CoreApp} app */
function uniqueOrderNumber(app) {
  const form = lib('order-number');
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const number =
      form.ORDER_NUMBER_PREFIX + $security.randomStringWithAlphabet(form.ORDER_NUMBER_DIGITS, '0123456789');
    if (!numberTaken(app, number)) return number;
  }
  // Only when nearly all of the million numbers are in use (docs/order-desk.md).
  throw new Error(`no free order number after ${NUMBER_ATTEMPTS} draws`);
}

// The new order, complete but for its number, made before the write
// transaction: these are reads (the collection, each line's latest lot) and
// field copies, and PocketBase has one write connection, so everything done
// inside the transaction makes every other order wait.
/**
 * @param {CoreApp} app
 * @param {PlacementBody} body
 */
function newOrderRecord(app, body) {
  const order = body.order;
  const record = new Record(app.findCachedCollectionByNameOrId('orders'));
  for (const key of ORDER_FIELDS) {
    if (order[key] !== undefined && order[key] !== null) record.set(key, order[key]);
  }
  record.set('items', order.items);
  // Sold-by-weight lines keep their price per kg; the shopper's choice for what the harvest cannot give (lib/packing.js).
  const packing = lib('packing');
  record.set('items', packing.withWeights(app, lib('stock').itemsOf(record)));
  record.set('substitution', packing.choiceOf(order.substitution));
  record.set('status', 'Open');
  record.set('orderChannel', 'Website');
  record.set('failedAttempt', 0);
  record.set('idempotencyKey', body.idempotencyKey);
  record.set('requestHash', isRequestHash(body.requestHash) ? body.requestHash : '');
  record.set('accessToken', $security.randomString(40));
  // Paid by wallet: placed awaiting its payment (stock and budget taken as for any order); docs/payments.md.
  const method = body.paymentMethod || 'cod';
  record.set('payment_method', method);
  record.set('payment_state', method === 'cod' ? 'cod' : 'awaiting');
  record.set('budget_charged', body.campaignId && isMoney(body.budgetCharge) ? body.budgetCharge : 0);
  return record;
}

/**
 * The delivery day decided for an order being placed (lib/delivery-schedule.js decide): its day, route or pickup
 * point, and its estimated delivery, noon of that day in Kathmandu (06:15 UTC); a move is noted for its event.
 * @param {core.Record} record
 * @param {{ day: string, route: string, pickupPoint: string, moved: null | { from: string, reason: string } }} decided
 */
function noteDeliveryDay(record, decided) {
  record.set('delivery_day', decided.day);
  record.set('route', decided.route);
  record.set('pickup_point', decided.pickupPoint);
  record.set('estimatedDelivery', lib('delivery-schedule').estimateOf(decided.day));
  if (decided.moved) lib('order-events').noteDayMove(record, decided.moved);
}

/**
 * The order's last move to another delivery day ({ from, to, reason } from its `delivery_day` event, lib/order-events.js),
 * so the shopper's order page says why it comes on another day than they chose; null when it never moved.
 * @param {core.Record} record
 */
function lastDayMove(record) {
  if (!record.id || record.getString('delivery_day') === '') return null;
  const rows = $app.findRecordsByFilter('order_history', "order = {:o} && kind = 'delivery_day'", '-seq', 1, 0, {
    o: record.id,
  });
  if (rows.length === 0) return null;
  // A JSON field's text (get() gives its raw bytes here, which read back as a list of numbers, not the object).
  let move = null;
  try {
    move = JSON.parse(rows[0].getString('details') || 'null');
  } catch (_) {
    return null;
  }
  return move && typeof move === 'object'
    ? { from: String(move.from || ''), to: String(move.to || ''), reason: String(move.reason || '') }
    : null;
}

/**
 * @param {core.Record} record
 * @param {{ from: string, to: string, reason: string } | null} [dayMove] the day move when already known (an order
 *   just placed); read from its history otherwise
 */
function publicFields(record, dayMove) {
  return {
    orderNumber: record.getString('orderNumber'),
    status: record.getString('status'),
    items: record.get('items'),
    subtotal: record.getFloat('subtotal'),
    deliveryCharge: record.getFloat('deliveryCharge'),
    discount_amount: record.getFloat('discount_amount'),
    delivery_discount_amount: record.getFloat('delivery_discount_amount'),
    total: record.getFloat('total'),
    // Packing changed the total (lib/packing.js): what was quoted at checkout; 0 when packing changed nothing.
    quoted_total: record.getFloat('quoted_total'),
    coupon_used: record.getString('coupon_used') || null,
    orderDate: record.getString('orderDate'),
    estimatedDelivery: record.getString('estimatedDelivery'),
    // The day it comes (Nepal date), and where from (docs/rules.md "Delivery days").
    delivery_day: record.getString('delivery_day'),
    route: record.getString('route'),
    pickup_point: record.getString('pickup_point'),
    delivery_move: dayMove === undefined ? lastDayMove(record) : dayMove,
    updated: record.getString('updated'),
    // The lifecycle (order-status.js): when each step happened, and why an order stopped.
    status_reason: record.getString('status_reason'),
    confirmed_at: record.getString('confirmed_at'),
    out_for_delivery_at: record.getString('out_for_delivery_at'),
    delivered_at: record.getString('delivered_at'),
    cancelled_at: record.getString('cancelled_at'),
    failed_at: record.getString('failed_at'),
    // How it is paid (docs/payments.md): the order page shows "paid", "not paid" or "checking".
    payment_method: record.getString('payment_method') || 'cod',
    payment_state: record.getString('payment_state') || 'cod',
    // The cash a rider recorded at the door (lib/cash.js), null before: the order page says what was paid.
    cash_collected: record.getString('cash_rider') ? record.getFloat('cash_collected') : null,
  };
}

// For the shop server only (these routes require the shop_service account):
// everything, so it can build the shopper's copy of the order they placed.
/**
 * @param {core.Record} record
 * @param {boolean} replayed
 */
function placedView(record, replayed) {
  /** @type {Record<string, unknown>} */
  const view = publicFields(record, replayed ? undefined : lib('order-events').placedDayMove(record));
  view.private = true;
  for (const key of PRIVATE_FIELDS) view[key] = record.getString(key);
  view.accessToken = record.getString('accessToken');
  view.details = true;
  view.replayed = replayed;
  return view;
}

/**
 * The closure (a festival, a strike) of the day an order still to come is booked on, when the operator closed that
 * day after it was placed: its page says so until staff move it. Null otherwise. Read on a lookup only: a placement
 * is refused a closed day (lib/delivery-schedule.js).
 * @param {core.Record} record
 * @returns {{ name: string, name_ne: string } | null}
 */
function dayClosed(record) {
  const day = record.getString('delivery_day');
  const status = record.getString('status');
  if (day === '' || status === 'Delivered' || status === 'Cancelled') return null;
  const schedule = lib('delivery-schedule');
  const range = lib('delivery-days').closedRangeOf(day, schedule.closedRanges($app, day));
  return range ? { name: range.name || '', name_ne: range.name_ne || '' } : null;
}

// The last 10 digits of a phone number as written ("+977 98-1234-5678" →
// "9812345678"); "" when it has fewer (src/lib/phone.ts stores exactly these).
/** @param {unknown} value */
function phoneDigits(value) {
  const digits = String(value || '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
}

// What a lookup by number reveals (SECURITY.md "Order numbers and lookups"):
// - the number alone: the status tracker only (status and the time of each
//   step), since numbers are short and may be guessed;
// - with the phone number the order was placed with: also its items, totals,
//   dates and any reason;
// - with the order's access token (the shopper's own order link): also the
//   delivery details.
/**
 * @param {core.Record} record
 * @param {string} token
 * @param {string} phone
 */
function lookupView(record, token, phone) {
  const expected = record.getString('accessToken');
  if (token && expected && $security.equal(token, expected)) {
    /** @type {Record<string, unknown>} */
    const view = publicFields(record);
    view.day_closed = dayClosed(record);
    view.day_not_served = lib('delivery-schedule').offDayPlace($app, record);
    view.details = true;
    view.private = true;
    for (const key of PRIVATE_FIELDS) view[key] = record.getString(key);
    return view;
  }
  const given = phoneDigits(phone);
  const stored = phoneDigits(record.getString('phone'));
  if (given && stored && $security.equal(given, stored)) {
    /** @type {Record<string, unknown>} */
    const view = publicFields(record);
    view.day_closed = dayClosed(record);
    view.day_not_served = lib('delivery-schedule').offDayPlace($app, record);
    view.details = true;
    view.private = false;
    return view;
  }
  return {
    orderNumber: record.getString('orderNumber'),
    status: record.getString('status'),
    confirmed_at: record.getString('confirmed_at'),
    out_for_delivery_at: record.getString('out_for_delivery_at'),
    delivered_at: record.getString('delivered_at'),
    cancelled_at: record.getString('cancelled_at'),
    failed_at: record.getString('failed_at'),
    details: false,
    private: false,
  };
}

module.exports = {
  isIdempotencyKey,
  replayAnswer,
  checkPlacement,
  chargeCampaign,
  findByKey,
  productsChanged,
  unknownProductLine,
  newOrderRecord,
  noteDeliveryDay,
  uniqueOrderNumber,
  placedView,
  lookupView,
};
