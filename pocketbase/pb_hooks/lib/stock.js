// Stock on lots: the order hook's allocation (in the order's own transaction),
// returns on cancel, and the figures on lots and products. The rules are the
// plain functions of stock-rules.js; this file reads and writes PocketBase.
// docs/rules.md §5 Stock allocation, docs/traceability.md "Stock and pre-orders".
//
// Raw SQL on purpose for the writes to lots and products: they run inside the
// order's write transaction for every order (record saves would run the lots
// hooks and change the products' `updated` stamps, which the shop server uses
// to notice price edits), and they never touch a field an operator types.

const { lib } = require(`${__hooks}/lib/modules.js`);

const rules = require(`${__hooks}/lib/stock-rules.js`);

/** @typedef {import('./stock-rules.js').StockLot} StockLot */
/** @typedef {import('./stock-rules.js').Draw} Draw */

/**
 * An order line as the order's `items` JSON holds it (parsed, so any shape: each use checks what it reads).
 * The allocation reads `id` and `quantity`, and annotate() adds `lots`, `lot` and `shipsFrom`.
 * @typedef {Record<string, any>} OrderLine
 */

/**
 * A line the plan fills: `index` its place in the order's items, `take` its draws.
 * @typedef {{ index: number, productId: string, take: Draw[], shipsFrom: string }} PlannedLine
 */

/**
 * A line the plan cannot fill: `left` what could be ordered instead.
 * @typedef {{ index: number, id: string, left: number }} ShortLine
 */

/**
 * An order's plan (plan()): `lines` when every line can be filled, else `short` and no draws. One shape with both
 * optional rather than a union: without strictNullChecks (pocketbase/tsconfig.json) a test of `short` would not
 * narrow a union, and the hooks test `short` before they read `lines`.
 * @typedef {{ lines?: PlannedLine[], short?: ShortLine[] }} Plan
 */

/**
 * SQL placeholders for a list: `{:p0}, {:p1}, ...` and their values.
 * @param {string[]} ids
 * @param {string} prefix
 */
function holes(ids, prefix) {
  /** @type {Record<string, string>} */
  const params = {};
  const list = ids.map((id, i) => {
    params[`${prefix}${i}`] = id;
    return `{:${prefix}${i}}`;
  });
  return { params: params, sql: list.join(', ') };
}

/** @param {OrderLine[]} items */
function uniqueIds(items) {
  /** @type {string[]} */
  const ids = [];
  for (const item of items) {
    if (item && typeof item.id === 'string' && item.id && ids.indexOf(item.id) < 0) ids.push(item.id);
  }
  return ids;
}

/**
 * The SQL condition of a lot that counts stock (`alias`: "l." or ""): it holds units, is open for pre-order, or orders
 * took more from it than it holds. A lot whose units were lowered to 0 after orders drew from it still counts (its
 * product stays tracked and sold out), so lowering a lot never turns its product into one sold without limit; only a
 * lot no order drew from is "only traced" at 0 units (docs/rules.md "Stock allocation").
 * @param {string} alias
 */
function holdsStock(alias) {
  return `(${alias}units > 0 OR ${alias}stock_status = 'pre-order' OR ${alias}shortfall > 0)`;
}

/**
 * Every lot that holds stock for these products (a stock-tracked product has at least one), by product id.
 * @param {CoreApp} app
 * @param {string[]} productIds
 */
function stockLots(app, productIds) {
  /** @type {Record<string, StockLot[]>} */
  const byProduct = {};
  if (productIds.length === 0) return byProduct;
  const h = holes(productIds, 'p');
  const rows = arrayOf(
    new DynamicModel({
      id: '',
      product: '',
      code: '',
      stock_status: '',
      remaining: 0,
      harvest_date: '',
      best_before: '',
      created: '',
    }),
  );
  app
    .db()
    .newQuery(
      'SELECT l.id, l.product, l.code, l.stock_status, l.remaining, l.harvest_date, l.best_before, l.created ' +
        'FROM lots l JOIN web_products p ON p.id = l.product ' +
        `WHERE l.product IN (${h.sql}) AND p.not_stock_tracked = FALSE AND ${holdsStock('l.')}`,
    )
    .bind(h.params)
    .all(rows);
  for (const row of rows) {
    const lot = {
      id: row.id,
      product: row.product,
      code: row.code,
      stock_status: row.stock_status,
      remaining: row.remaining,
      harvest_date: row.harvest_date,
      best_before: row.best_before,
      created: row.created,
    };
    if (!byProduct[row.product]) byProduct[row.product] = [];
    byProduct[row.product].push(lot);
  }
  return byProduct;
}

/**
 * Plans the order's draws: { lines: [{ index, take, shipsFrom }] } or
 * { short: [{ index, id, left }] } naming every line that cannot be filled. Reads only.
 * @param {CoreApp} app
 * @param {OrderLine[]} items
 * @returns {Plan}
 */
function plan(app, items) {
  const lots = stockLots(app, uniqueIds(items));
  /** @type {PlannedLine[]} */
  const lines = [];
  /** @type {ShortLine[]} */
  const short = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const productLots = item && lots[item.id];
    if (!productLots) continue; // not stock-tracked: sells as before
    const quantity = Math.floor(Number(item.quantity));
    // A line packed short to nothing takes nothing (a cancelled order reopened, lib/stock.js reopen).
    if (quantity === 0 && Number(item.quantity) === 0) continue;
    const result = rules.planLine(productLots, quantity);
    if (result.short) short.push({ index: i, id: item.id, left: result.left });
    else lines.push({ index: i, productId: item.id, take: result.take, shipsFrom: result.shipsFrom });
  }
  return short.length > 0 ? { short: short } : { lines: lines };
}

/**
 * Recomputes products' stock summary from their lots (stock_tracked, stock_left, preorder_left, preorder_ships).
 * @param {CoreApp} app
 * @param {string[]} productIds
 */
function summarise(app, productIds) {
  if (productIds.length === 0) return;
  const h = holes(productIds, 'p');
  app
    .db()
    .newQuery(
      'UPDATE web_products SET ' +
        `stock_tracked = (not_stock_tracked = FALSE AND EXISTS (SELECT 1 FROM lots l WHERE l.product = web_products.id AND ${holdsStock('l.')})), ` +
        "stock_left = COALESCE((SELECT SUM(l.remaining) FROM lots l WHERE l.product = web_products.id AND l.stock_status IN ('', 'on sale')), 0), " +
        "preorder_left = COALESCE((SELECT SUM(l.remaining) FROM lots l WHERE l.product = web_products.id AND l.stock_status = 'pre-order'), 0), " +
        "preorder_ships = COALESCE((SELECT MIN(l.harvest_date) FROM lots l WHERE l.product = web_products.id AND l.stock_status = 'pre-order' AND l.remaining > 0), '') " +
        `WHERE id IN (${h.sql})`,
    )
    .bind(h.params)
    .execute();
}

/**
 * The stock summary of one product as it would be saved now (for the product's own save hook).
 * @param {CoreApp} app
 * @param {string} productId
 * @param {boolean} notTracked
 */
function summaryOf(app, productId, notTracked) {
  const row = new DynamicModel({ holding: 0, stock_left: 0, preorder_left: 0, preorder_ships: '' });
  app
    .db()
    .newQuery(
      `SELECT COUNT(CASE WHEN ${holdsStock('')} THEN 1 END) AS holding, ` +
        "COALESCE(SUM(CASE WHEN stock_status IN ('', 'on sale') THEN remaining END), 0) AS stock_left, " +
        "COALESCE(SUM(CASE WHEN stock_status = 'pre-order' THEN remaining END), 0) AS preorder_left, " +
        "COALESCE(MIN(CASE WHEN stock_status = 'pre-order' AND remaining > 0 THEN harvest_date END), '') AS preorder_ships " +
        'FROM lots WHERE product = {:id}',
    )
    .bind({ id: productId })
    .one(row);
  return {
    stock_tracked: !notTracked && row.holding > 0,
    stock_left: row.stock_left,
    preorder_left: row.preorder_left,
    preorder_ships: row.preorder_ships,
  };
}

/**
 * What orders took from a lot: every draw not returned, and those of orders not delivered yet.
 * @param {CoreApp} app
 * @param {string} lotId
 */
function takenFrom(app, lotId) {
  const row = new DynamicModel({ taken: 0, undelivered: 0 });
  app
    .db()
    .newQuery(
      'SELECT COALESCE(SUM(a.quantity), 0) AS taken, ' +
        "COALESCE(SUM(CASE WHEN o.status != 'Delivered' THEN a.quantity END), 0) AS undelivered " +
        'FROM order_allocations a JOIN orders o ON o.id = a.`order` WHERE a.lot = {:lot} AND a.returned = FALSE',
    )
    .bind({ lot: lotId })
    .one(row);
  return { taken: row.taken, undelivered: row.undelivered };
}

/**
 * A lot's reserved/remaining/shortfall from its settings (a lot record, saved or being saved).
 * @param {CoreApp} app
 * @param {core.Record} lot
 */
function figuresOf(app, lot) {
  const taken = lot.id ? takenFrom(app, lot.id) : { taken: 0, undelivered: 0 };
  return rules.lotFigures(
    {
      units: lot.getInt('units'),
      stock_status: lot.getString('stock_status'),
      expected_units: lot.getInt('expected_units'),
      preorder_cap: lot.getInt('preorder_cap'),
    },
    taken.taken,
    taken.undelivered,
  );
}

/**
 * Recomputes the figures of these lots (after a return or a delivery) and their products' summaries.
 * @param {CoreApp} app
 * @param {string[]} lotIds
 */
function refreshLots(app, lotIds) {
  // Read and written in one write transaction (joins the caller's when there is one): figures read before an
  // order committed and written after it would put that order's units back on sale.
  lib('write-transaction').writeTransaction(app, (txApp) => {
    /** @type {string[]} */
    const products = [];
    for (const id of lotIds) {
      let lot;
      try {
        lot = txApp.findRecordById('lots', id);
      } catch (_) {
        continue;
      }
      const f = figuresOf(txApp, lot);
      txApp
        .db()
        .newQuery('UPDATE lots SET reserved = {:r}, remaining = {:m}, shortfall = {:s} WHERE id = {:id}')
        .bind({ r: f.reserved, m: f.remaining, s: f.shortfall, id: id })
        .execute();
      const product = lot.getString('product');
      if (product && products.indexOf(product) < 0) products.push(product);
    }
    summarise(txApp, products);
    // Units given back (a cancelled order) may open a product again: its back-in-stock requests are told.
    lib('stock-alerts').tellOpened(txApp, products);
  });
}

/**
 * A plan's draws summed per lot ([{ lot, n }], as one JSON parameter) and its products.
 * @param {Plan} planned
 */
function drawsPerLot(planned) {
  /** @type {Record<string, number>} */
  const perLot = {};
  /** @type {string[]} */
  const products = [];
  for (const line of planned.lines) {
    for (const draw of line.take) perLot[draw.lot] = (perLot[draw.lot] || 0) + draw.quantity;
    if (products.indexOf(line.productId) < 0) products.push(line.productId);
  }
  const draws = Object.keys(perLot).map((lot) => ({ lot: lot, n: perLot[lot] }));
  return { count: draws.length, json: JSON.stringify(draws), products: products };
}

const DRAWS = "(SELECT j.value ->> 'lot' AS lot, j.value ->> 'n' AS n FROM json_each({:draws}) j) d";

/**
 * Takes the planned draws from the lots, in one statement. Guarded
 * (`remaining >= n`) although the write transaction already serialises
 * orders: a lot never goes below 0, and a failed guard throws (the order's
 * transaction is rolled back).
 * @param {CoreApp} app
 * @param {Plan} planned
 */
function take(app, planned) {
  const d = drawsPerLot(planned);
  if (d.count === 0) return;
  const result = app
    .db()
    .newQuery(
      `UPDATE lots SET remaining = lots.remaining - d.n, reserved = lots.reserved + d.n FROM ${DRAWS} ` +
        'WHERE lots.id = d.lot AND lots.remaining >= d.n',
    )
    .bind({ draws: d.json })
    .execute();
  if (result.rowsAffected() !== d.count) throw new Error('a lot no longer holds what the plan took from it');
  summarise(app, d.products);
}

/**
 * take() for a plan made before the write lock (orders.pb.js): when every lot
 * it draws from still holds its units, takes them and returns the plan; else
 * takes nothing and returns null, and the caller plans again under the lock.
 * @param {CoreApp} app
 * @param {Plan} planned
 * @returns {Plan | null}
 */
function tryTake(app, planned) {
  const d = drawsPerLot(planned);
  if (d.count > 0) {
    const row = new DynamicModel({ n: 0 });
    app
      .db()
      .newQuery(`SELECT COUNT(*) AS n FROM lots JOIN ${DRAWS} ON lots.id = d.lot WHERE lots.remaining >= d.n`)
      .bind({ draws: d.json })
      .one(row);
    if (row.n !== d.count) return null;
  }
  take(app, planned);
  return planned;
}

/**
 * Order lines with the lots they were drawn from: lots [{ code, quantity }], lot (the first), shipsFrom for pre-orders.
 * @param {OrderLine[]} items
 * @param {Plan} planned
 */
function annotate(items, planned) {
  /** @type {Record<number, PlannedLine>} */
  const byIndex = {};
  for (const line of planned.lines) byIndex[line.index] = line;
  return items.map((item, i) => {
    const line = byIndex[i];
    if (!line) return item;
    /** @type {OrderLine} */
    const copy = {};
    for (const key in item) copy[key] = item[key];
    copy.lots = line.take.map((d) => ({ code: d.code, quantity: d.quantity }));
    copy.lot = line.take[0].code;
    if (line.shipsFrom) copy.shipsFrom = line.shipsFrom;
    else delete copy.shipsFrom;
    return copy;
  });
}

/**
 * The latest "ships from" day of the order's pre-order lines, or "".
 * @param {Plan} planned
 */
function shipsFrom(planned) {
  let latest = '';
  for (const line of planned.lines) if (line.shipsFrom > latest) latest = line.shipsFrom;
  return latest;
}

/**
 * The latest "ships from" day of a saved order's pre-ordered lines still packed (a line left out waits for nothing),
 * or "".
 * @param {core.Record} order
 */
function latestShipsFrom(order) {
  let latest = '';
  for (const line of itemsOf(order)) {
    // A day, or none (an order stored before its lines' days were checked: lib/integrity.js lotsProblem).
    const day = lib('delivery-days').calendarDay(line.shipsFrom);
    if (Number(line.quantity) > 0 && day > latest) latest = day;
  }
  return latest;
}

/**
 * One order_allocations row per draw, for the saved order: one INSERT (the rows
 * travel as one JSON parameter), raw SQL like the lot updates above. It runs
 * inside the order's write transaction for every order; a record save per row
 * would check each relation with its own query and run the save hooks, while
 * the rows hold only what the plan made. `created` steps by a millisecond per
 * row, so drawsOf() reads them in the order they were taken.
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {Plan} planned
 */
function record(app, orderId, planned) {
  const rows = [];
  const now = Date.now();
  for (const line of planned.lines) {
    for (const draw of line.take) {
      rows.push({
        id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'),
        line: line.index,
        product: line.productId,
        lot: draw.lot,
        code: draw.code,
        quantity: draw.quantity,
        preorder: draw.preorder === true,
        at: new Date(now + rows.length).toISOString().replace('T', ' '),
      });
    }
  }
  if (rows.length === 0) return;
  app
    .db()
    .newQuery(
      'INSERT INTO order_allocations (id, `order`, line, product, lot, lot_code, quantity, preorder, returned, created, updated) ' +
        "SELECT j.value ->> 'id', {:order}, j.value ->> 'line', j.value ->> 'product', j.value ->> 'lot', j.value ->> 'code', " +
        "j.value ->> 'quantity', j.value ->> 'preorder', FALSE, j.value ->> 'at', j.value ->> 'at' FROM json_each({:rows}) j",
    )
    .bind({ order: orderId, rows: JSON.stringify(rows) })
    .execute();
}

/**
 * An order record's lines as a plain list (JSON fields come to hooks as raw bytes).
 * @param {core.Record} order
 * @returns {OrderLine[]}
 */
function itemsOf(order) {
  try {
    const list = JSON.parse(order.getString('items') || '[]');
    return Array.isArray(list) ? list : [];
  } catch (_) {
    return [];
  }
}

/**
 * The refusal for a plan that cannot be filled: the shop server words it (src/features/checkout/order.ts).
 * @param {Plan} planned
 */
function refusal(planned) {
  return { code: 'out_of_stock', items: planned.short.map((s) => ({ id: s.id, left: s.left })) };
}

/**
 * Notes the draws on the order being placed (orders.pb.js, once they are taken;
 * `items`: its lines, as itemsOf() read them):
 * its lines' lots, and for a pre-order the estimated delivery from the "ships
 * from" day. Call record() once the order is saved.
 * @param {core.Record} order
 * @param {OrderLine[]} items
 * @param {Plan} planned
 */
function noteDraws(order, items, planned) {
  if (planned.lines.length === 0) return;
  order.set('items', annotate(items, planned));
  const ships = shipsFrom(planned);
  if (ships) {
    order.set(
      'estimatedDelivery',
      rules.deliveryFrom(ships, order.getString('orderDate'), order.getString('estimatedDelivery')),
    );
  }
}

/**
 * The products a plan draws from lots (none for a plan that falls short).
 * @param {Plan} planned
 * @returns {string[]}
 */
function drawnProducts(planned) {
  return planned.short ? [] : planned.lines.map((line) => line.productId);
}

/**
 * Lots drawn by an order and not returned: [{ id, lot, code, quantity, line }].
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {boolean} onlyOpen
 */
function drawsOf(app, orderId, onlyOpen) {
  const rows = app.findRecordsByFilter(
    'order_allocations',
    onlyOpen ? 'order = {:o} && returned = false' : 'order = {:o}',
    'line,created',
    0,
    0,
    { o: orderId },
  );
  return rows.map((r) => ({
    id: r.id,
    lot: r.getString('lot'),
    code: r.getString('lot_code'),
    quantity: r.getInt('quantity'),
    line: r.getInt('line'),
    record: r,
  }));
}

/**
 * Gives a cancelled order's units back to the lots they came from, and notes it in the order's history.
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {string} status
 */
function returnStock(app, orderId, status) {
  const draws = drawsOf(app, orderId, true);
  if (draws.length === 0) return;
  /** @type {string[]} */
  const lots = [];
  for (const draw of draws) {
    draw.record.set('returned', true);
    app.save(draw.record);
    if (lots.indexOf(draw.lot) < 0) lots.push(draw.lot);
  }
  refreshLots(app, lots);
  lib('order-history').record(app, orderId, {
    kind: 'stock',
    status: status,
    reason: 'Stock returned to its lots',
    actor: 'shop',
    details: { returned: draws.map((d) => ({ line: d.line, lot: d.code, quantity: d.quantity })) },
  });
}

/** @param {Plan} planned */
function drawList(planned) {
  /** @type {{ line: number, lot: string, quantity: number }[]} */
  const out = [];
  for (const line of planned.lines) {
    for (const d of line.take) out.push({ line: line.index, lot: d.code, quantity: d.quantity });
  }
  return out;
}

/**
 * A cancelled order reopened (an operator's correction): draws its lines again, or says why it cannot.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function redraw(app, order) {
  const items = itemsOf(order);
  const planned = plan(app, items);
  if (planned.short) {
    return `Not enough stock to reopen this order: ${planned.short
      .map((s) => `${items[s.index].name || s.id} has ${s.left} left`)
      .join('; ')}.`;
  }
  if (planned.lines.length === 0) return '';
  take(app, planned);
  record(app, order.id, planned);
  // Its lines name the lots they now come from, which may not be the ones of before: the payout report pays by them
  // and the shopper's trace link follows them. Written straight to the row: the order's save is already done (this
  // runs after it, in its transaction), and a second save would be a second change to the order.
  const annotated = JSON.stringify(annotate(items, planned));
  app
    .db()
    .newQuery('UPDATE orders SET items = {:items} WHERE id = {:id}')
    .bind({ items: annotated, id: order.id })
    .execute();
  order.set('items', annotated);
  lib('order-history').record(app, order.id, {
    kind: 'stock',
    status: order.getString('status'),
    reason: 'Stock taken again from its lots',
    actor: 'shop',
    details: { taken: drawList(planned) },
  });
  return '';
}

/**
 * After an order's status changed (any path): returns, re-draws or moves units from reserved to sold.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {string} from
 * @param {string} to
 */
function afterStatusChange(app, order, from, to) {
  if (to === 'Cancelled') return returnStock(app, order.id, to);
  if (from === 'Cancelled') {
    const problem = redraw(app, order);
    if (problem) throw new BadRequestError(problem);
    return;
  }
  if (to === 'Delivered' || from === 'Delivered') {
    /** @type {string[]} */
    const lots = [];
    for (const draw of drawsOf(app, order.id, true)) if (lots.indexOf(draw.lot) < 0) lots.push(draw.lot);
    refreshLots(app, lots);
  }
}

/**
 * Orders a lot cannot fill (its shortfall), newest first:
 * [{ order, orderNumber, status, customerName, phone, quantity, missing, created }].
 * @param {CoreApp} app
 * @param {string} lotId
 */
function unfilledOrders(app, lotId) {
  const lot = app.findRecordById('lots', lotId);
  const rows = arrayOf(new DynamicModel({ order: '', quantity: 0 }));
  app
    .db()
    .newQuery(
      'SELECT a.`order` AS `order`, a.quantity AS quantity FROM order_allocations a JOIN orders o ON o.id = a.`order` ' +
        'WHERE a.lot = {:lot} AND a.returned = FALSE ORDER BY o.created, a.created',
    )
    .bind({ lot: lotId })
    .all(rows);
  const draws = rows.map((r) => ({ order: r.order, quantity: r.quantity }));
  return rules.unfilled(lot.getInt('units'), draws);
}

/**
 * Why a correction (order_corrections, pb_hooks/order-integrity.pb.js) may not give an order still to be delivered
 * these lines; '' when it may. The order's stock is held line by line (order_allocations.line): a line that holds
 * units, or one that would sell a stock-kept product, keeps its product and quantity at its place, or the lots would
 * sell units twice, keep some reserved for ever, or give back another product's. The desk's packing (short,
 * substitute, weigh: lib/packing.js) changes such lines with their stock. A delivered or cancelled order holds none.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {OrderLine[]} items the corrected lines
 */
function correctionProblem(app, order, items) {
  const status = order.getString('status');
  if (status === 'Delivered' || status === 'Cancelled') return '';
  const current = itemsOf(order);
  /** @type {Record<number, boolean>} */
  const holds = {};
  for (const draw of drawsOf(app, order.id, true)) holds[draw.line] = true;
  const kept = stockLots(app, uniqueIds(items));
  for (let i = 0; i < Math.max(current.length, items.length); i++) {
    const before = current[i];
    const after = items[i];
    if (before && after && before.id === after.id && Number(before.quantity) === Number(after.quantity)) continue;
    if (holds[i] || (after && kept[after.id])) {
      return `Line ${i + 1} takes units from the lots: change its product or quantity with the desk's packing (short or substitute), so its stock follows. A correction may change prices, and the lines of products not kept in stock.`;
    }
  }
  return '';
}

/**
 * Why a pre-order lot's harvest may not move to this later day; '' when it may: orders drawn from it are booked for
 * delivery before the new day (their lines "ship from" the old one), and would be packed with no harvest to pack.
 * The desk moves their days first (the new harvest day or later); then the harvest moves.
 * @param {CoreApp} txApp
 * @param {core.Record} lot the lot being saved, its stored harvest in original()
 */
function harvestMoveProblem(txApp, lot) {
  const days = lib('delivery-days');
  const day = days.pickedDay(lot.getString('harvest_date'));
  const before = days.pickedDay(lot.original().getString('harvest_date'));
  if (lot.isNew() || lot.getString('stock_status') !== 'pre-order' || day === '' || day <= before) return '';
  const rows = arrayOf(new DynamicModel({ orderNumber: '', delivery_day: '' }));
  txApp
    .db()
    .newQuery(
      'SELECT DISTINCT o.orderNumber AS orderNumber, o.delivery_day AS delivery_day FROM order_allocations a ' +
        'JOIN orders o ON o.id = a.`order` WHERE a.lot = {:lot} AND a.returned = FALSE ' +
        "AND o.status NOT IN ('Delivered', 'Cancelled') AND o.delivery_day != '' AND o.delivery_day < {:day} " +
        'ORDER BY o.delivery_day, o.orderNumber LIMIT 4',
    )
    .bind({ lot: lot.id, day: day })
    .all(rows);
  if (rows.length === 0) return '';
  const named = rows.slice(0, 3).map((row) => `${row.orderNumber} (${row.delivery_day})`);
  return `Orders from this lot are booked before ${day}: ${named.join(', ')}${rows.length > 3 ? ' and more' : ''}. Move their delivery days to ${day} or later on the desk first, then the harvest.`;
}

module.exports = {
  shipsFrom,
  latestShipsFrom,
  itemsOf,
  plan,
  drawnProducts,
  refusal,
  take,
  tryTake,
  noteDraws,
  record,
  summarise,
  summaryOf,
  figuresOf,
  takenFrom,
  refreshLots,
  returnStock,
  afterStatusChange,
  drawsOf,
  unfilledOrders,
  correctionProblem,
  harvestMoveProblem,
};
