// Cash on delivery and payouts, the reads and writes (docs/rules.md "Cash and payouts"); the rules are in
// lib/cash-rules.js, the routes in cash.pb.js. Every change to an order here is saved through the order's own save,
// so its events (cash_collected, refused, settled) commit with it (lib/order-events.js calls eventsOf()).

const { lib } = require(`${__hooks}/lib/modules.js`);

const CASH_KEY = '@eventCash';
// The cash fields are the desk's: written only by its routes (cash.pb.js, each with its event) and taken back by an
// operator's undo (takeBack), never typed through the records API or the dashboard, where a save would change the
// money with no event.
const CASH_FIELDS = ['cash_collected', 'cash_rider', 'cash_at', 'cash_reason', 'cash_note', 'settlement'];
const DAY_MS = 86400000;

/**
 * Notes the cash event this save writes: `cash_collected` (delivered with cash), `refused` (refused at the door) or
 * `settled` (a settlement entry took its cash in), `cash_undone` (an operator's undo took it back, takeBack).
 * @param {core.Record} order
 * @param {{ kind: 'cash_collected' | 'refused' | 'settled' | 'cash_undone', details: Record<string, unknown>, reason?: string }} event
 */
function noteCash(order, event) {
  order.set(CASH_KEY, JSON.stringify(event));
}

/**
 * Records what the rider took at the door (delivered with cash, or refused), with its event: the cash fields are
 * written here only (cash.pb.js's two routes), as one change with the order's status.
 * @param {core.Record} order
 * @param {string} rider the signed-in staff member's id
 * @param {{ collected: number, reason: string, note: string }} cash
 * @param {{ kind: 'cash_collected' | 'refused', details: Record<string, unknown>, reason?: string }} event
 */
function recordCash(order, rider, cash, event) {
  order.set('cash_collected', cash.collected);
  order.set('cash_rider', rider);
  order.set('cash_at', new DateTime());
  order.set('cash_reason', cash.reason);
  order.set('cash_note', cash.note);
  noteCash(order, event);
}

/**
 * An operator's undo in the dashboard (lib/lifecycle.js CORRECTIONS: a delivery back to Out for Delivery, a refusal
 * back to Open) takes the cash record with it, so the rider's day stops counting cash that was never taken and the
 * rider records it again when the order is delivered or refused for real. Only for a day not closed yet: a closed
 * day's undo is refused before this (lib/order-status.js SETTLED_UNDO). Notes a `cash_undone` event with what was
 * recorded. Called by applyChange on the order's own save, so the event commits with the change.
 * @param {core.Record} order
 */
function takeBack(order) {
  const rider = order.getString('cash_rider');
  if (rider === '') return;
  const refused = order.getString('cash_reason') === 'refused';
  noteCash(order, {
    kind: 'cash_undone',
    details: {
      due: refused
        ? order.getFloat('total')
        : lib('cash-rules').cashDue(
            order.getFloat('total'),
            order.getString('payment_state'),
            order.getString('payment_method'),
          ),
      collected: order.getFloat('cash_collected'),
      rider: rider,
      at: order.getString('cash_at'),
      reason: order.getString('cash_reason'),
      note: order.getString('cash_note'),
    },
  });
  order.set('cash_collected', 0);
  order.set('cash_rider', '');
  order.set('cash_at', '');
  order.set('cash_reason', '');
  order.set('cash_note', '');
}

/**
 * Why a correction (order-integrity.pb.js) may not give an order this total; '' when it may. Once a lead has closed
 * the rider's day, its figures are kept as closed: a new total on a delivery in it would change what the day was due
 * with no entry saying so (the cash actually taken is put right by a correction entry on the settlement page). Lines
 * may still be corrected at the same total, and a refusal's total is in no day's cash due.
 * @param {core.Record} order the order as stored
 * @param {number} total the corrected total
 */
function settledTotalProblem(order, total) {
  if (order.getString('settlement') === '' || order.getString('cash_reason') === 'refused') return '';
  const { cashDue, paisa } = lib('cash-rules');
  const method = order.getString('payment_method');
  const state = order.getString('payment_state');
  const due = cashDue(order.getFloat('total'), state, method);
  if (paisa(due) === paisa(cashDue(total, state, method))) return '';
  return `This order's cash is in its rider's closed day, which was due Rs. ${due} for it: its total cannot change now, or the closed day's figures would. Correct its lines keeping the total; if the cash taken was wrong, a lead adds a correction entry on that day's settlement page.`;
}

/**
 * Why a staff record may not be deleted; '' when it may. PocketBase empties a deleted record's links without checks:
 * a rider's unsettled orders would lose their `cash_rider`, and no day could settle that cash; and the settlements
 * (the ledger keeps who handed over and who closed each day) refuse it with PocketBase's own raw words. Either way
 * a new password takes the person's access away (docs/order-desk.md).
 * @param {CoreApp} app
 * @param {core.Record} staff
 */
function staffDeleteProblem(app, staff) {
  const name = staff.getString('name') || staff.getString('email');
  const instead = 'To take their access away, set a new password on the record instead.';
  const unsettled = app.countRecords('orders', $dbx.hashExp({ cash_rider: staff.id, settlement: '' }));
  if (unsettled > 0) {
    return `${name} recorded cash or refusals on ${unsettled} order(s) whose day a lead has not closed yet: deleting the record would lose who holds that cash. A lead closes those days first. ${instead}`;
  }
  const named = app.findRecordsByFilter('cash_settlements', 'rider = {:s} || closed_by = {:s}', '', 1, 0, {
    s: staff.id,
  });
  if (named.length > 0) {
    return `${name} is named in the cash settlements, which keep who handed over and who closed each day for good: the record stays. ${instead}`;
  }
  return '';
}

/**
 * Why a save through the records API or the dashboard is refused when it changes a cash field; '' when it does not.
 * Checked before the save's status change (lib/order-status.js protectInternal), whose undo may take the cash back.
 * @param {core.Record} order
 */
function typedCashProblem(order) {
  const original = order.original();
  const changed = CASH_FIELDS.find((name) => order.getString(name) !== original.getString(name));
  return changed
    ? `${changed} is recorded by the desk (cash at the door, settlements) and cannot be changed here.`
    : '';
}

/**
 * Writes the cash event noted on this save, if any (called by lib/order-events.js afterWrite()).
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {string} actor
 */
function eventsOf(txApp, order, actor) {
  const noted = order.getString(CASH_KEY);
  if (noted === '') return;
  const event = JSON.parse(noted);
  lib('order-history').record(txApp, order.id, {
    kind: event.kind,
    status: order.getString('status'),
    reason: event.reason || '',
    actor: actor,
    details: event.details,
  });
}

/** The Nepal day's first instant (ms) and the next day's, for "YYYY-MM-DD". */
/** @param {string} day */
function dayBounds(day) {
  const offset = lib('nepal-clock').NEPAL_OFFSET_MINUTES * 60000;
  const start = Date.parse(`${day}T00:00:00Z`) - offset;
  return { start: start, end: start + DAY_MS };
}

/** PocketBase's stored form of an instant. */
/** @param {number} ms */
function pbDate(ms) {
  return new Date(ms).toISOString().replace('T', ' ');
}

/** @param {core.Record} r */
function cashOrderOf(r) {
  return {
    id: r.id,
    orderNumber: r.getString('orderNumber'),
    customerName: r.getString('customerName'),
    status: r.getString('status'),
    // What the rider was to collect: nothing for an order a wallet paid; the total for a cash order.
    total: lib('cash-rules').cashDue(r.getFloat('total'), r.getString('payment_state'), r.getString('payment_method')),
    collected: r.getFloat('cash_collected'),
    reason: r.getString('cash_reason'),
    note: r.getString('cash_note'),
    at: r.getString('cash_at'),
    settlement: r.getString('settlement'),
  };
}

/**
 * The orders a rider recorded cash (or a refusal) for on a Nepal day, oldest first.
 * @param {CoreApp} app
 * @param {string} day
 * @param {string} rider
 */
function riderOrders(app, day, rider) {
  const b = dayBounds(day);
  return app
    .findRecordsByFilter(
      'orders',
      'cash_rider = {:rider} && cash_at >= {:start} && cash_at < {:end}',
      'cash_at',
      0,
      0,
      { rider: rider, start: pbDate(b.start), end: pbDate(b.end) },
    )
    .map(cashOrderOf);
}

/**
 * The lots a delivered line is paid out by: those it was drawn from; else, for a product sold without stock on lots,
 * the lot its label names (`lot`, the product's latest when it was ordered), all its units from it.
 * @param {Record<string, any>} item
 * @returns {{ code: string, quantity: number }[]}
 */
function payoutLots(item) {
  // An order kept from before its lines were checked (lib/integrity.js lotsProblem) may hold a draw that is no lot.
  const draws = Array.isArray(item.lots)
    ? item.lots.filter((/** @type {any} */ d) => d && typeof d === 'object' && typeof d.code === 'string')
    : [];
  if (draws.length > 0) return draws;
  const quantity = Number(item.quantity) || 0;
  return typeof item.lot === 'string' && item.lot !== '' && quantity > 0
    ? [{ code: item.lot, quantity: quantity }]
    : [];
}

/**
 * A rider's day: the orders, the entries so far and the figures (the settlement's page and its close read the same).
 * @param {CoreApp} app
 * @param {string} day
 * @param {string} rider
 */
function riderDay(app, day, rider) {
  const orders = riderOrders(app, day, rider);
  const entries = entriesOf(app, day, rider);
  return {
    orders: orders,
    entries: entries,
    figures: lib('cash-rules').dayFigures(orders, entries),
  };
}

/**
 * The settlement entries of a rider's day, oldest first.
 * @param {CoreApp} app
 * @param {string} day
 * @param {string} rider
 */
function entriesOf(app, day, rider) {
  return app
    .findRecordsByFilter('cash_settlements', 'day = {:day} && rider = {:rider}', 'created', 0, 0, {
      day: day,
      rider: rider,
    })
    .map((r) => ({
      id: r.id,
      kind: r.getString('kind'),
      due: r.getFloat('due'),
      collected: r.getFloat('collected'),
      handed_over: r.getFloat('handed_over'),
      order_count: r.getInt('order_count'),
      note: r.getString('note'),
      closed_by: nameOf(app, r.getString('closed_by')),
      created: r.getString('created'),
    }));
}

/** @param {CoreApp} app @param {string} id */
function nameOf(app, id) {
  try {
    const staff = app.findRecordById('staff', id);
    return staff.getString('name') || staff.getString('email');
  } catch (_) {
    return '';
  }
}

/**
 * An order's lines as stored (a list; once, some were stored as a JSON string inside the JSON), objects only.
 * @param {core.Record} order
 * @returns {Record<string, any>[]}
 */
function orderItems(order) {
  try {
    const raw = JSON.parse(order.getString('items') || '[]');
    const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? JSON.parse(raw) : [];
    return Array.isArray(items) ? items.filter((i) => i && typeof i === 'object') : [];
  } catch (_) {
    return [];
  }
}

/**
 * The cooperatives records by their matching key (lib/cash-rules.js coopKey): a lot names its cooperative as typed
 * (lots.cooperative is free text) and is paid under the cooperative's own name and commission, however its case and
 * spaces were typed ("sindhu  coop" is "Sindhu Coop").
 * @param {CoreApp} app
 * @returns {Record<string, core.Record>}
 */
function cooperativesByKey(app) {
  const { coopKey } = lib('cash-rules');
  /** @type {Record<string, core.Record>} */
  const byKey = {};
  for (const coop of app.findAllRecords('cooperatives')) byKey[coopKey(coop.getString('name'))] = coop;
  return byKey;
}

/**
 * Who a lot pays, as it and the cooperatives stand now: its cooperative (its Nepali name the record's, else the
 * lot's own `cooperative_ne`) at the cooperative's commission (none without a record), and its farmers' names.
 * @param {CoreApp} app
 * @param {core.Record} lot
 * @param {Record<string, core.Record>} coops cooperativesByKey
 * @returns {{ cooperative: string, cooperativeNe: string, commissionPercent: number, farmers: string }}
 */
function lotPayee(app, lot, coops) {
  const typed = lot.getString('cooperative').trim();
  const coop = coops[lib('cash-rules').coopKey(typed)];
  /** @type {string[]} */
  const farmers = [];
  for (const id of lot.getStringSlice('farmers')) {
    try {
      farmers.push(app.findRecordById('farmers', id).getString('name'));
    } catch (_) {
      // a farmer deleted since: the lot's other farmers remain
    }
  }
  return {
    cooperative: coop ? coop.getString('name').trim() : typed,
    cooperativeNe: coop?.getString('name_ne').trim() || lot.getString('cooperative_ne').trim(),
    commissionPercent: coop ? coop.getFloat('commission_percent') : 0,
    farmers: farmers.join(', '),
  };
}

/**
 * Keeps on the order, as it is delivered, who each lot it drew from pays (`orders.payees`, by lot code): the payout
 * report pays them, so a farmer deleted or taken off the lot, or a cooperative renamed or its commission changed,
 * after the delivery does not change what was owed for it. A lot a later correction adds is kept as it stands then.
 * An undo of the delivery drops them (they are kept again at the next delivery); an order not delivered holds none.
 * Called in the order's save (order-events.pb.js), after the request's checks (lib/order-status.js protectInternal
 * refuses them typed).
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {string} from the stored status ("" for a new order)
 */
function freezePayees(txApp, order, from) {
  const to = order.getString('status');
  if (to !== 'Delivered') {
    if (to !== from) order.set('payees', null);
    return;
  }
  // Delivered now; or delivered before, and a correction since gave it a line from a lot not kept yet: that lot is
  // kept as it stands now, the others as they were.
  const payees = from === 'Delivered' ? frozenPayees(order) : {};
  /** @type {Record<string, core.Record> | null} */
  let coops = null;
  let added = false;
  for (const item of orderItems(order))
    for (const draw of payoutLots(item)) {
      if (!draw || payees[draw.code]) continue;
      try {
        const lot = txApp.findFirstRecordByData('lots', 'code', draw.code);
        coops = coops || cooperativesByKey(txApp);
        payees[draw.code] = lotPayee(txApp, lot, coops);
        added = true;
      } catch (_) {
        // a lot gone: the report names no payee for it, as before
      }
    }
  if (from !== 'Delivered' || added) order.set('payees', payees);
}

/**
 * The payees an order kept at its delivery, by lot code ({} for none: delivered before they were kept).
 * @param {core.Record} order
 * @returns {Record<string, { cooperative: string, cooperativeNe: string, commissionPercent: number, farmers: string }>}
 */
function frozenPayees(order) {
  try {
    const kept = JSON.parse(order.getString('payees') || 'null');
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? kept : {};
  } catch (_) {
    return {};
  }
}

/**
 * The payout report of delivered orders whose delivery falls on the Nepal days from..to (both included), with the
 * settlements of the same days to reconcile against.
 * @param {CoreApp} app
 * @param {string} from
 * @param {string} to
 */
function payoutReport(app, from, to) {
  const rules = lib('cash-rules');
  const start = dayBounds(from).start;
  const end = dayBounds(to).end;
  const orders = app.findRecordsByFilter(
    'orders',
    "status = 'Delivered' && delivered_at >= {:start} && delivered_at < {:end}",
    'delivered_at',
    0,
    0,
    { start: pbDate(start), end: pbDate(end) },
  );
  /** @type {any[][]} */
  const lines = [];
  /** @type {string[]} */
  const codes = [];
  let ordersTotal = 0;
  let due = 0;
  let collected = 0;
  for (const order of orders) {
    // Paid to whom the lot named when the order was delivered (freezePayees), else to whom it names now.
    const frozen = frozenPayees(order);
    const parsed = orderItems(order).map((i) => ({
      name: String(i.name || ''),
      nameNe: String(i.nameNe || ''),
      quantity: Number(i.quantity) || 0,
      lineTotal:
        i.lineTotal === undefined ? (Number(i.price) || 0) * (Number(i.quantity) || 0) : Number(i.lineTotal) || 0,
      weightKg: typeof i.weightKg === 'number' ? i.weightKg : undefined,
      lots: payoutLots(i).map((d) => (frozen[d.code] ? Object.assign({}, d, { payee: frozen[d.code] }) : d)),
    }));
    for (const line of parsed) for (const d of line.lots) if (d && codes.indexOf(d.code) === -1) codes.push(d.code);
    lines.push(parsed);
    // A wallet paid the part no rider collects (cash-rules.js cashDue): counted apart, so the cash due is what the
    // riders' settlements are due.
    const cash = rules.cashDue(
      order.getFloat('total'),
      order.getString('payment_state'),
      order.getString('payment_method'),
    );
    ordersTotal += rules.paisa(order.getFloat('total'));
    due += rules.paisa(cash);
    collected += rules.paisa(order.getString('cash_rider') ? order.getFloat('cash_collected') : cash);
  }
  const coops = cooperativesByKey(app);
  /** @type {Record<string, import('./cash-rules.js').PayoutLot>} */
  const lots = {};
  for (const code of codes) {
    let lot;
    try {
      lot = app.findFirstRecordByData('lots', 'code', code);
    } catch (_) {
      continue;
    }
    let product = '';
    let productNe = '';
    try {
      const record = app.findRecordById('web_products', lot.getString('product'));
      product = record.getString('name');
      productNe = record.getString('nepaliName');
    } catch (_) {
      product = '';
    }
    lots[code] = Object.assign({ code: code, product: product, productNe: productNe }, lotPayee(app, lot, coops));
  }
  const report = rules.payouts(lines, lots);
  let handedOver = 0;
  let settledDue = 0;
  for (const entry of app.findRecordsByFilter('cash_settlements', 'day >= {:from} && day <= {:to}', 'created', 0, 0, {
    from: from,
    to: to,
  })) {
    handedOver += rules.paisa(entry.getFloat('handed_over'));
    settledDue += rules.paisa(entry.getFloat('due'));
  }
  return {
    from: from,
    to: to,
    orders: orders.length,
    rows: report.rows,
    totals: report.totals,
    // The lines' amounts become the orders' totals through their discounts and delivery charges; of those, what a
    // wallet paid is apart, and the rest is the cash due.
    reconciliation: {
      lines: report.totals.lines,
      adjustments: (ordersTotal - rules.paisa(report.totals.lines)) / 100,
      wallet: (ordersTotal - due) / 100,
      due: due / 100,
      collected: collected / 100,
      settledDue: settledDue / 100,
      handedOver: handedOver / 100,
    },
  };
}

/**
 * A cooperative's name is stored tidy (spaces trimmed and single) and names one cooperative only: the payout report
 * matches lots to cooperatives whatever their capitals and spaces (`coopKey`), so a second "sindhu  coop" beside
 * "Sindhu Coop" would silently lose one of the two commissions. Refused under the name, naming the other record.
 * @param {CoreApp} app
 * @param {core.Record} record a cooperatives record being saved
 */
function tidyCooperativeName(app, record) {
  const { coopKey, tidyName } = lib('cash-rules');
  const name = tidyName(record.getString('name'));
  record.set('name', name);
  if (name === '') return;
  for (const other of app.findAllRecords('cooperatives')) {
    if (other.id === record.id || coopKey(other.getString('name')) !== coopKey(name)) continue;
    throw lib('operators').fieldErrors({
      name: `Another cooperative is already named “${other.getString('name').trim()}” (capitals and spaces do not count, as lots name their cooperative as typed): open that one and edit it.`,
    });
  }
}

/**
 * A cooperative renamed is renamed on the lots that name it too: a lot names its cooperative as typed and is paid
 * under the record's name and commission only while the names match (coopKey), so a rename left the lots paid under
 * the old name at no commission. Saved as the operator's own lot saves are (checks, stock, pages); a lot that cannot
 * be saved refuses the rename, naming it. A change of capitals or spaces only still matches, and leaves the lots.
 * Called inside the cooperative's save transaction (cash.pb.js), so the lots and the record change together.
 * @param {CoreApp} txApp
 * @param {core.Record} coop the cooperatives record being saved, its name already tidied (tidyCooperativeName)
 */
function renameOnLots(txApp, coop) {
  const { coopKey } = lib('cash-rules');
  const before = coopKey(coop.original().getString('name'));
  const name = coop.getString('name');
  if (before === '' || before === coopKey(name)) return;
  for (const lot of txApp.findRecordsByFilter('lots', "cooperative != ''", 'code', 0, 0)) {
    if (coopKey(lot.getString('cooperative')) !== before) continue;
    lot.set('cooperative', name);
    try {
      txApp.save(lot);
    } catch (err) {
      throw new BadRequestError(
        `Lot ${lot.getString('code')} names this cooperative and could not be saved with its new name (${String(err?.message ?? err)}): open the lot, put it right, then rename the cooperative again.`,
      );
    }
  }
}

/**
 * Why a lot's save may not go ('' when it may): sent from a form older than the lot (its `updated` sent, as the
 * dashboard sends it, under '@sentVersion'), with a cooperative other than the lot's now that no cooperative is
 * named any more (the name a rename replaced: renameOnLots), or none: the save would write the old name back, or
 * blank one set meanwhile. A cooperative chosen on purpose (one the cooperatives list has) is saved, however old
 * the form.
 * @param {CoreApp} txApp
 * @param {core.Record} lot being saved
 */
function staleCooperativeProblem(txApp, lot) {
  const version = lot.get('@sentVersion');
  if (lot.isNew() || typeof version !== 'string' || version === '') return '';
  const stored = txApp.findRecordById('lots', lot.id);
  const now = stored.getString('cooperative');
  const { coopKey } = lib('cash-rules');
  const sent = coopKey(lot.getString('cooperative'));
  if (version === stored.getString('updated') || sent === coopKey(now)) return '';
  if (cooperativesByKey(txApp)[sent]) return '';
  const named = lot.getString('cooperative').trim();
  return named === ''
    ? `Changed since you opened it: its cooperative is now "${now}". Reload the lot and make your change again.`
    : `Changed since you opened it: its cooperative is now "${now || 'none'}", and no cooperative is named "${named}" any more (renamed?). Reload the lot and make your change again.`;
}

module.exports = {
  tidyCooperativeName,
  renameOnLots,
  staleCooperativeProblem,
  noteCash,
  recordCash,
  takeBack,
  settledTotalProblem,
  typedCashProblem,
  staffDeleteProblem,
  eventsOf,
  dayBounds,
  riderOrders,
  riderDay,
  entriesOf,
  nameOf,
  payoutReport,
  freezePayees,
};
