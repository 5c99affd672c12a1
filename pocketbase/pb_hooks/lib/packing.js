// Packing on the desk (docs/rules.md "Packing: weights and substitutions"): a line weighed, packed short or
// substituted, and the packing marked done. The rules are the plain functions of packing-rules.js; this file reads
// and writes PocketBase inside the route's write transaction (packing.pb.js), and writes the change's event from the
// order's own save (lib/order-events.js calls recordEvent()), so the order, its lots and its history commit together.

const { lib } = require(`${__hooks}/lib/modules.js`);

const rules = require(`${__hooks}/lib/packing-rules.js`);

const PACKING_KEY = '@eventPacking';
const OPEN_STATUSES = ['Open', 'Confirmed'];

/**
 * @typedef {{ kind: 'weighed' | 'short' | 'substituted' | 'packed', reason: string, details: Record<string, unknown> }} PackingEvent
 */

/**
 * @param {core.Record} order
 * @returns {Record<string, any>[]}
 */
function linesOf(order) {
  return lib('stock').itemsOf(order);
}

/**
 * The coupon's item discount as the order used it ({ type, value }), or null (none, or no longer readable).
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function couponOf(app, order) {
  const id = order.getString('coupon_used');
  if (!id) return null;
  try {
    const coupon = app.findRecordById('coupon', id);
    return { type: coupon.getString('discount_type'), value: coupon.getFloat('discount_value') };
  } catch (_) {
    return null;
  }
}

/**
 * The order's money on `lines` (lib/packing-rules.js recompute), with what a correction set apart kept apart.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {Record<string, any>[]} lines
 */
function moneyOf(app, order, lines) {
  const coupon = couponOf(app, order);
  // Only an order corrected has anything set apart: one never corrected is worked out from the rules alone, as
  // before (its coupon read as it is now may differ from the one it was placed with).
  const corrected = app.countRecords('order_corrections', $dbx.hashExp({ order: order.id })) > 0;
  return rules.recompute(
    lines,
    {
      deliveryCharge: order.getFloat('deliveryCharge'),
      discount_amount: order.getFloat('discount_amount'),
      delivery_discount_amount: order.getFloat('delivery_discount_amount'),
    },
    coupon,
    corrected
      ? rules.keptCorrections(
          linesOf(order),
          { subtotal: order.getFloat('subtotal'), discount_amount: order.getFloat('discount_amount') },
          coupon,
        )
      : undefined,
  );
}

/**
 * Sets the order's lines and its money recomputed from them, and notes the event its save writes.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {Record<string, any>[]} lines
 * @param {PackingEvent} event
 */
function applyLines(app, order, lines, event) {
  const money = moneyOf(app, order, lines);
  event.details.totalBefore = order.getFloat('total');
  // The quote, kept once: the shopper's order page says "now Rs. X (quoted Rs. Y)".
  if (order.getFloat('quoted_total') === 0) order.set('quoted_total', order.getFloat('total'));
  event.details.totalAfter = money.total;
  order.set('items', lines);
  for (const name in money) order.set(name, /** @type {any} */ (money)[name]);
  order.set('packed_at', '');
  order.set(PACKING_KEY, JSON.stringify(event));
}

/**
 * Gives `n` units of line `index` back to its lots (the last drawn first): its draws are lowered, then the lots'
 * figures refreshed. Returns what went back ([{ lot, quantity }]).
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {number} index
 * @param {number} n
 */
function returnUnits(app, orderId, index, n) {
  const stock = lib('stock');
  const draws = stock.drawsOf(app, orderId, true).filter((d) => d.line === index);
  /** @type {{ lot: string, quantity: number }[]} */
  const back = [];
  /** @type {string[]} */
  const lots = [];
  let left = n;
  for (let i = draws.length - 1; i >= 0 && left > 0; i--) {
    const draw = draws[i];
    const off = Math.min(draw.quantity, left);
    left -= off;
    if (off === draw.quantity) draw.record.set('returned', true);
    else draw.record.set('quantity', draw.quantity - off);
    app.save(draw.record);
    back.push({ lot: draw.code, quantity: off });
    if (lots.indexOf(draw.lot) < 0) lots.push(draw.lot);
  }
  if (lots.length > 0) stock.refreshLots(app, lots);
  return back;
}

/**
 * @typedef {{ status: number, code: string, problem: string, values: Record<string, any>, message: string }} Refused
 * @typedef {{ status: number, body: object }} Answer as lib/order-change.js answers it
 */

/**
 * A refusal of what staff typed (400), with its key and values for the Nepali desk.
 * @param {{ error?: string, problem?: string, values?: Record<string, any> }} r a packing-rules.js refusal
 * @returns {Refused}
 */
function bad(r) {
  return { status: 400, code: 'invalid', problem: r.problem || '', values: r.values || {}, message: r.error || '' };
}

/**
 * A change refused because of the order's state (409), not what staff typed: the key names the problem.
 * @param {string} problem
 * @param {string} message
 * @returns {Refused}
 */
function conflict(problem, message) {
  return { status: 409, code: problem, problem: problem, values: {}, message: message };
}

/**
 * A refusal as the route answers it: the English sentence, and its key and values for the Nepali desk; a change that
 * changed nothing passes through as it is (lib/order-change.js UNCHANGED).
 * @param {Refused | Answer} r
 * @returns {Answer}
 */
function answer(r) {
  if (r === lib('order-change').UNCHANGED) return r;
  const refused = /** @type {Refused} */ (r);
  return {
    status: refused.status,
    body: { code: refused.code, problem: refused.problem, values: refused.values, message: refused.message },
  };
}

/**
 * Draws a substitute line (at `index`, the order's new last line) from its product's lots, as an order's placement
 * does, but only from lots on sale: a substitute goes in the bag now, and a pre-order's harvest is not in yet.
 * Returns the line with its lots, or the refusal when its lots cannot fill it.
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {Record<string, any>} line
 * @param {number} index
 * @returns {{ line?: Record<string, any>, error?: string, problem?: string, values?: Record<string, any> }}
 */
function drawSubstitute(app, orderId, line, index) {
  const stock = lib('stock');
  const planned = stock.plan(app, [line]);
  if (planned.short)
    return rules.refusal('substitute_left', {
      left: planned.short[0].left,
      name: line.name,
      nameNe: line.nameNe || '',
    });
  // Not drawn from stock lots: named by the product's latest lot, as placement names such a line (lib/lots.js
  // withLots), so the farmer's payout (src/features/cash) finds whom it is owed to.
  if (planned.lines.length === 0) return { line: /** @type {any[]} */ (lib('lots').withLots(app, [line]))[0] };
  if (planned.lines[0].take.some((d) => d.preorder)) {
    return rules.refusal('substitute_preorder', { name: line.name, nameNe: line.nameNe || '' });
  }
  for (const l of planned.lines) l.index = index;
  stock.take(app, planned);
  stock.record(app, orderId, planned);
  const take = planned.lines[0].take;
  const out = JSON.parse(JSON.stringify(line));
  out.lots = take.map((d) => ({ code: d.code, quantity: d.quantity }));
  out.lot = take[0].code;
  return { line: out };
}

/**
 * One packing change, inside the route's write transaction: checks it against the order as stored now (the
 * compare-and-set: `seen` is the line as the staff member saw it) and applies it to `order` (not saved: the caller
 * saves it, and the save writes the event). Returns the refusal, or lib/order-change.js UNCHANGED for a change that
 * leaves the line as it was, else null.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {number} index
 * @param {Record<string, any>} body { action, seen, kg, quantity, reason, productId, approvedBy, approvedAt }
 * @param {number} nowMs
 * @returns {Refused | Answer | null}
 */
function change(app, order, index, body, nowMs) {
  const refused = changeLine(app, order, index, body, nowMs);
  if (refused) return refused;
  // A wallet paid the order: its new total weighed against what the shop holds of the payment (docs/payments.md).
  if (!lib('payments').settleNewTotal(app, order))
    return conflict('above_paid', lib('payment-state').PACKING_ABOVE_PAID);
  return null;
}

/**
 * One packing change as `change` describes it, before the payment's rule.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {number} index
 * @param {Record<string, any>} body
 * @param {number} nowMs
 * @returns {Refused | Answer | null}
 */
function changeLine(app, order, index, body, nowMs) {
  const status = order.getString('status');
  if (OPEN_STATUSES.indexOf(status) < 0) return bad(rules.refusal('not_open', { status: status }));
  // A wallet payment still open is for the placed total: a new total made the wallet's answer differ, so it was
  // refused and the order expired unpaid with the shopper's money taken (docs/payments.md).
  const paying = order.getString('payment_state');
  if (paying === 'awaiting' || paying === 'unpaid')
    return conflict('awaiting_payment', lib('payment-state').PACKING_WAITS_FOR_PAYMENT);
  const lines = linesOf(order);
  if (!Number.isInteger(index) || index < 0 || index >= lines.length) return bad(rules.refusal('no_line'));
  const line = lines[index];
  const seen = body.seen && typeof body.seen === 'object' ? body.seen : null;
  if (!seen) return bad(rules.refusal('reload_seen'));
  const action = body.action;
  if (action === 'substitute' && seen.substitutes === undefined) return bad(rules.refusal('reload_substitutes'));
  if (!rules.sameState(line, lines, seen)) {
    const now = rules.lineState(line, lines);
    const weight = now.weightKg === null ? '' : `, ${now.weightKg} kg`;
    const substitutes = now.substitutes ? `, with ${now.substitutes} substitute units` : '';
    return {
      status: 409,
      code: 'conflict',
      problem: 'changed',
      values: {
        name: line.name,
        nameNe: line.nameNe || '',
        quantity: now.quantity,
        kg: now.weightKg,
        substitutes: now.substitutes || 0,
      },
      message: `Changed by someone else: ${line.name} is now ${now.quantity} packed${weight}${substitutes}. Reload it and try again.`,
    };
  }
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (action === 'weigh') {
    // A typed weight is digits with at most three decimals ("2,15" as "2.15"); "1e1" or "0x2" is no weight.
    const kg =
      typeof body.kg === 'string'
        ? /^\d+([.,]\d{1,3})?$/.test(body.kg.trim())
          ? Number(body.kg.trim().replace(',', '.'))
          : Number.NaN
        : body.kg;
    const result = rules.weigh(line, typeof kg === 'number' ? kg : Number.NaN, reason);
    if (result.error) return bad(result);
    // The same weight saved twice (a double tap, or a lead checking a rider's figure) is no change: no event, and a
    // packed order stays packed, so its shopper is not sent the `packed` message a second time.
    if (rules.sameWeighing(line, result.line)) return lib('order-change').UNCHANGED;
    lines[index] = result.line;
    applyLines(app, order, lines, {
      kind: 'weighed',
      reason: reason,
      details: {
        line: index,
        name: line.name,
        kgBefore: line.weightKg === undefined ? null : line.weightKg,
        kg: result.line.weightKg,
        pricePerKg: result.line.pricePerKg,
        lineTotalBefore: line.lineTotal,
        lineTotal: result.line.lineTotal,
        outsideTolerance: result.outside === true,
      },
    });
    return null;
  }
  if (action === 'short') {
    const quantity = typeof body.quantity === 'string' ? Number(body.quantity) : body.quantity;
    const result = rules.shorten(line, typeof quantity === 'number' ? quantity : Number.NaN, reason);
    if (result.error) return bad(result);
    const returned = returnUnits(app, order.id, index, line.quantity - result.line.quantity);
    lines[index] = result.line;
    applyLines(app, order, lines, {
      kind: 'short',
      reason: reason,
      details: {
        line: index,
        name: line.name,
        quantityBefore: line.quantity,
        quantity: result.line.quantity,
        lineTotalBefore: line.lineTotal,
        lineTotal: result.line.lineTotal,
        returned: returned,
      },
    });
    return null;
  }
  if (action === 'substitute') {
    if (line.substituteFor) return bad(rules.refusal('substitute_again'));
    const productId = typeof body.productId === 'string' ? body.productId : '';
    const quantity = typeof body.quantity === 'string' ? Number(body.quantity) : body.quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) return bad(rules.refusal('substitute_count'));
    const tooLong = rules.reasonProblem(reason);
    if (tooLong) return bad(tooLong);
    let product;
    try {
      product = app.findRecordById('web_products', productId);
    } catch (_) {
      return bad(rules.refusal('substitute_choose'));
    }
    if (product.id === line.id) return bad(rules.refusal('substitute_same'));
    if (!product.getBool('is_available'))
      return bad(
        rules.refusal('substitute_unavailable', {
          name: product.getString('name'),
          nameNe: product.getString('nepaliName'),
        }),
      );
    if (lines.length >= 100) return bad(rules.refusal('lines_max'));
    const yes = rules.approvalOf(body.approvedBy, body.approvedAt, nowMs);
    if (yes.error) return bad(yes);
    const price = product.getFloat('price');
    const total = price * quantity;
    const already = lines
      .filter((l) => l.substituteFor === line.id)
      .reduce((sum, l) => sum + (Number(l.lineTotal) || 0), 0);
    const check = rules.substituteCheck(order.getString('substitution'), line, total, already, yes.approval);
    if (check.error) return bad(check);
    /** @type {Record<string, any>} */
    const substitute = {
      id: product.id,
      slug: product.getString('slug'),
      name: product.getString('name'),
      unit: product.getString('unit'),
      price: price,
      quantity: quantity,
      lineTotal: total,
      substituteFor: line.id,
      ordered: { quantity: 0, lineTotal: 0, lots: [] },
    };
    const nameNe = product.getString('nepaliName');
    if (nameNe) substitute.nameNe = nameNe;
    if (reason) substitute.substituteReason = reason;
    if (yes.approval) substitute.approval = yes.approval;
    const drawn = drawSubstitute(app, order.id, substitute, lines.length);
    if (drawn.error) return bad(drawn);
    lines.push(drawn.line);
    applyLines(app, order, lines, {
      kind: 'substituted',
      reason: reason,
      details: {
        line: index,
        name: line.name,
        substituteLine: lines.length - 1,
        substitute: substitute.name,
        quantity: quantity,
        lineTotal: total,
        missing: check.missing,
        approval: yes.approval || null,
        lots: drawn.line.lots || [],
      },
    });
    return null;
  }
  return bad(rules.refusal('no_action'));
}

/**
 * The total the order had when placed: its lines' ordered values (substitutes added none), with the same money rules.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function orderedTotal(app, order) {
  const lines = linesOf(order)
    .filter((l) => !l.substituteFor)
    .map((l) => (l.ordered ? { lineTotal: l.ordered.lineTotal } : l));
  // A correction's part kept as packing keeps it: the total quoted before packing, not before the correction.
  return moneyOf(app, order, lines).total;
}

/**
 * Packing done: the order is marked packed (once per packing: a line changed after it clears the mark), and its
 * `packed` event noted; the shopper hears the new total when it differs from the one they were quoted.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @returns {Refused | null}
 */
function markPacked(app, order) {
  const status = order.getString('status');
  if (OPEN_STATUSES.indexOf(status) < 0) return bad(rules.refusal('not_open', { status: status }));
  if (order.getString('packed_at') !== '')
    return conflict('already_packed', /** @type {string} */ (rules.refusal('already_packed').error));
  const before = orderedTotal(app, order);
  order.set('packed_at', new Date().toISOString().replace('T', ' '));
  order.set(
    PACKING_KEY,
    JSON.stringify({
      kind: 'packed',
      reason: '',
      details: { totalOrdered: before, total: order.getFloat('total'), changed: before !== order.getFloat('total') },
    }),
  );
  return null;
}

/**
 * The packing event of this save (noted by change() or markPacked()), written in the save's transaction; the
 * shopper's `packed` message with it when the packed total differs from the quoted one. Called by
 * lib/order-events.js afterWrite().
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {string} actor
 */
function recordEvent(txApp, order, actor) {
  const noted = order.getString(PACKING_KEY);
  if (noted === '') return;
  /** @type {PackingEvent} */
  const event = JSON.parse(noted);
  const seq = lib('order-history').record(txApp, order.id, {
    kind: event.kind,
    status: order.getString('status'),
    reason: event.reason,
    actor: actor,
    details: event.details,
  });
  if (event.kind === 'packed' && event.details.changed)
    lib('shopper-messages').queueMessage(txApp, order, 'packed', seq);
}

/**
 * An order's lines as placed, each sold-by-weight line with what its packing needs from the product as it is now (the
 * order's price per kg, never a later one): `pricePerKg`, `nominalKg` (one unit) and `tolerance` (percent). Reads only.
 * @param {CoreApp} app
 * @param {Record<string, any>[]} items
 */
function withWeights(app, items) {
  const ids = items.filter((i) => i && typeof i === 'object' && typeof i.id === 'string').map((i) => i.id);
  if (ids.length === 0) return items;
  // One query for every line's product, its weight columns only (the placement's hot path: a full record per line
  // cost more than the rest of this function).
  /** @type {Record<string, string>} */
  const params = {};
  const holes = ids.map((id, i) => {
    params[`p${i}`] = id;
    return `{:p${i}}`;
  });
  const rows = arrayOf(
    // -0 makes a column a float (PocketBase's DynamicModel): with 0 it is an integer, and 0.5 kg failed to read.
    new DynamicModel({ id: '', weight_price: -0, weight_price_per: '', nominal_kg: -0, weight_tolerance: -0 }),
  );
  app
    .db()
    .newQuery(
      'SELECT id, weight_price, weight_price_per, nominal_kg, weight_tolerance FROM web_products ' +
        `WHERE sold_by_weight = TRUE AND id IN (${holes.join(', ')})`,
    )
    .bind(params)
    .all(rows);
  /** @type {Record<string, any>} */
  const byWeight = {};
  for (const row of rows) byWeight[row.id] = row;
  return items.map((item) => {
    const product = item && typeof item === 'object' ? byWeight[item.id] : undefined;
    if (!product) return item;
    const out = JSON.parse(JSON.stringify(item));
    out.pricePerKg = rules.pricePerKg(product.weight_price, product.weight_price_per);
    out.nominalKg = product.nominal_kg;
    out.tolerance = product.weight_tolerance;
    return out;
  });
}

/**
 * The shopper's substitution choice as the placement gives it: one of rules.CHOICES, "call" when absent; null when it
 * is something else.
 * @param {unknown} value
 */
function choiceOf(value) {
  if (value === undefined || value === null || value === '') return 'call';
  return typeof value === 'string' && rules.CHOICES.indexOf(value) >= 0 ? value : null;
}

module.exports = { change, markPacked, answer, recordEvent, orderedTotal, withWeights, choiceOf, couponOf };
