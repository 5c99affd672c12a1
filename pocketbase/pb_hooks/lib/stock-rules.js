// Stock rules as plain functions on plain values (no PocketBase calls), so the
// unit tests load this file as it is (tests/unit/stock/stock-rules.test.ts).
// The I/O around them is in stock.js. docs/rules.md §5 Stock allocation.

const PREORDER = 'pre-order';
const CLOSED = 'closed';

/**
 * A lot as the allocation reads it (stock.js stockLots()): `remaining` is what can still be sold, and planLine()
 * lowers it as it draws.
 * @typedef {object} StockLot
 * @property {string} id
 * @property {string} [product]
 * @property {string} code
 * @property {string} stock_status
 * @property {number} remaining
 * @property {string} harvest_date
 * @property {string} best_before
 * @property {string} [created]
 */

/**
 * One draw of an order line from a lot: `lot` its id, `code` its printed code.
 * @typedef {{ lot: string, code: string, quantity: number, preorder: boolean }} Draw
 */

/**
 * A lot's settings as lotFigures() reads them.
 * @typedef {{ units: number, stock_status: string, expected_units: number, preorder_cap: number }} LotSettings
 */

/** @param {{ stock_status: string }} lot */
function isPreorder(lot) {
  return lot.stock_status === PREORDER;
}

/**
 * A lot orders may draw from now: on sale (or unset) and not closed.
 * @param {{ stock_status: string }} lot
 */
function isOnSale(lot) {
  return lot.stock_status !== PREORDER && lot.stock_status !== CLOSED;
}

/**
 * "2026-11-02 00:00:00.000Z" → "2026-11-02"; "" for anything else.
 * @param {unknown} value
 */
function day(value) {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(String(value || ''));
  return match ? match[1] : '';
}

/**
 * Which lot goes first: the earliest best-before, or the harvest date for a lot
 * without one (first-expiry-first-out, else oldest harvest first); ties by
 * harvest date, then by which lot was recorded first. Pre-order lots go by
 * their expected harvest date.
 * @param {StockLot} a
 * @param {StockLot} b
 */
function lotOrder(a, b) {
  const keyA = isPreorder(a) ? day(a.harvest_date) : day(a.best_before) || day(a.harvest_date);
  const keyB = isPreorder(b) ? day(b.harvest_date) : day(b.best_before) || day(b.harvest_date);
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  const harvestA = day(a.harvest_date);
  const harvestB = day(b.harvest_date);
  if (harvestA !== harvestB) return harvestA < harvestB ? -1 : 1;
  const createdA = String(a.created || '');
  const createdB = String(b.created || '');
  if (createdA !== createdB) return createdA < createdB ? -1 : 1;
  return String(a.id) < String(b.id) ? -1 : 1;
}

/**
 * One order line drawn from its product's lots (`lots`: every lot of the
 * product that holds stock, with `remaining`). Lots on sale first; only when
 * nothing is left on sale, lots open for pre-order. A line may span lots.
 * Returns { take: [{ lot, code, quantity, preorder }], shipsFrom } or
 * { short: true, left } (what could be ordered instead). Reduces `remaining`
 * on the lots it takes from, so later lines of the same order see it.
 * @param {StockLot[]} lots
 * @param {number} quantity
 */
function planLine(lots, quantity) {
  const onSale = lots.filter((l) => isOnSale(l) && l.remaining > 0).sort(lotOrder);
  let from = onSale;
  let preorder = false;
  if (onSale.length === 0) {
    from = lots.filter((l) => isPreorder(l) && l.remaining > 0).sort(lotOrder);
    preorder = true;
  }
  let left = 0;
  for (const lot of from) left += lot.remaining;
  if (!(quantity > 0) || quantity > left) return { short: true, left: left };
  /** @type {Draw[]} */
  const take = [];
  let need = quantity;
  let shipsFrom = '';
  for (const lot of from) {
    if (need === 0) break;
    const n = Math.min(need, lot.remaining);
    lot.remaining -= n;
    need -= n;
    take.push({ lot: lot.id, code: lot.code, quantity: n, preorder: preorder });
    if (preorder && day(lot.harvest_date) > shipsFrom) shipsFrom = day(lot.harvest_date);
  }
  return { take: take, shipsFrom: shipsFrom };
}

/**
 * A lot's figures from its settings and what orders took from it:
 * `taken` (every draw not returned) and `undelivered` (those of orders not delivered yet).
 * remaining: what can still be sold (never below 0); shortfall: what was taken beyond the units.
 * @param {LotSettings} lot
 * @param {number} taken
 * @param {number} undelivered
 */
function lotFigures(lot, taken, undelivered) {
  if (isPreorder(lot)) {
    const cap = lot.preorder_cap > 0 ? lot.preorder_cap : lot.expected_units;
    return { reserved: undelivered, remaining: Math.max(0, cap - taken), shortfall: 0 };
  }
  const units = Math.max(Number(lot.units) || 0, 0);
  return {
    reserved: undelivered,
    remaining: lot.stock_status === CLOSED ? 0 : Math.max(0, units - taken),
    shortfall: Math.max(0, taken - units),
  };
}

/**
 * The orders a lot cannot fill after a shortfall (`draws`: its draws, oldest
 * order first, each { order, quantity }): the oldest orders are filled first,
 * so the unfilled ones are the newest; returned newest first.
 * @param {number} units
 * @param {{ order: string, quantity: number }[]} draws
 */
function unfilled(units, draws) {
  let left = Math.max(Number(units) || 0, 0);
  /** @type {{ order: string, quantity: number, missing: number }[]} */
  const out = [];
  for (const draw of draws) {
    if (draw.quantity <= left) left -= draw.quantity;
    else {
      out.push({ order: draw.order, quantity: draw.quantity, missing: draw.quantity - left });
      left = 0;
    }
  }
  return out.reverse();
}

/**
 * The estimated delivery of an order that ships from `shipsFrom` (YYYY-MM-DD):
 * as many days after it as the shop's estimate is after the order date. ISO instant.
 * @param {string} shipsFrom
 * @param {string} orderDate
 * @param {string} estimated
 */
function deliveryFrom(shipsFrom, orderDate, estimated) {
  const start = Date.parse(`${shipsFrom}T00:00:00.000Z`);
  const placed = Date.parse(String(orderDate || '').replace(' ', 'T'));
  const est = Date.parse(String(estimated || '').replace(' ', 'T'));
  if (!Number.isFinite(start)) return estimated;
  const lead = Number.isFinite(placed) && Number.isFinite(est) && est > placed ? est - placed : 2 * 86400000;
  const from = Math.max(start, Number.isFinite(placed) ? placed : start);
  return new Date(from + lead).toISOString();
}

/**
 * Why an order in this status may not be deleted, or "" when it may. Deleting an order deletes its draws, which puts
 * their units back on sale: right while the units are still in the store (Open, Confirmed; a Cancelled order's are
 * back already), wrong once they have left it (docs/rules.md §5 "Deleting an order").
 * @param {string} status
 */
function deleteProblem(status) {
  if (status === 'Delivered') {
    return 'A delivered order cannot be deleted: its units are sold, and deleting it would put them back on sale. It stays in the order list and its history.';
  }
  if (status === 'Out for Delivery' || status === 'Delivery failed') {
    return `An order that is ${status} cannot be deleted: its units have left the store. Record how the delivery ended first (Delivered, or Cancelled with a reason to return the units), then delete it if it must go.`;
  }
  return '';
}

/**
 * Why a lot may not move to another product, or "" when it may. The units orders took from it were sold as its
 * product: moved, they would count against the other product's stock (selling it short) and leave this one on sale
 * without a limit, and the orders' trace would name the wrong lot.
 * @param {number} taken units orders hold or delivered from the lot (draws not returned)
 */
function lotMoveProblem(taken) {
  if (taken <= 0) return '';
  return `Orders took ${taken} ${taken === 1 ? 'unit' : 'units'} of this lot as its product, so it cannot become another product's lot. Create a new lot for the other product, and set this lot's units to what it still has.`;
}

module.exports = {
  PREORDER,
  deleteProblem,
  lotMoveProblem,
  CLOSED,
  isPreorder,
  isOnSale,
  day,
  lotOrder,
  planLine,
  lotFigures,
  unfilled,
  deliveryFrom,
};
