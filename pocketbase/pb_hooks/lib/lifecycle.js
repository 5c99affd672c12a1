// The order status lifecycle: which status may follow which, which need a reason, and which timestamp each one
// sets. The one copy: PocketBase's hooks require() it (order-status.js) and the shop imports it
// (src/features/orders/lifecycle.ts); docs/order-desk.md describes it. Plain CommonJS without require() of its own,
// so PocketBase, Node's tests and the shop's bundler all load it as it is.

/** @typedef {'Open' | 'Confirmed' | 'Out for Delivery' | 'Delivered' | 'Cancelled' | 'Delivery failed'} OrderStatus */

/** @type {OrderStatus[]} */
const STATUSES = ['Open', 'Confirmed', 'Out for Delivery', 'Delivered', 'Cancelled', 'Delivery failed'];
/** @type {OrderStatus} */
const INITIAL = 'Open';
/** @type {Record<OrderStatus, OrderStatus[]>} */
const TRANSITIONS = {
  Open: ['Confirmed', 'Cancelled'],
  Confirmed: ['Out for Delivery', 'Cancelled'],
  'Out for Delivery': ['Delivered', 'Delivery failed'],
  'Delivery failed': ['Out for Delivery', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};
// What a superuser (the dashboard) may undo: the last step, to fix a mis-tap.
/** @type {Partial<Record<OrderStatus, OrderStatus[]>>} */
const CORRECTIONS = {
  Confirmed: ['Open'],
  'Out for Delivery': ['Confirmed'],
  Delivered: ['Out for Delivery'],
  Cancelled: ['Open'],
  'Delivery failed': ['Out for Delivery'],
};
/** @type {OrderStatus[]} */
const REASON_REQUIRED = ['Cancelled', 'Delivery failed'];
const REASON_MAX = 300;
// The timestamp field each status sets when an order enters it (Open has none: `created` is its time).
/** @type {Record<Exclude<OrderStatus, 'Open'>, string>} */
const TIME_FIELDS = {
  Confirmed: 'confirmed_at',
  'Out for Delivery': 'out_for_delivery_at',
  Delivered: 'delivered_at',
  Cancelled: 'cancelled_at',
  'Delivery failed': 'failed_at',
};

/**
 * @param {unknown} value
 * @returns {value is OrderStatus}
 */
function isStatus(value) {
  return typeof value === 'string' && STATUSES.indexOf(/** @type {OrderStatus} */ (value)) !== -1;
}

/**
 * Next statuses along the lifecycle (what the desk offers).
 * @param {string} from
 * @returns {OrderStatus[]}
 */
function nextStatuses(from) {
  return isStatus(from) ? TRANSITIONS[from].slice() : [];
}

/**
 * A change is allowed when it follows the lifecycle; superusers may also undo the last step (CORRECTIONS).
 * @param {string} from
 * @param {string} to
 * @param {boolean} [superuser]
 * @returns {boolean}
 */
function canChange(from, to, superuser) {
  if (!isStatus(from) || !isStatus(to) || from === to) return false;
  if (TRANSITIONS[from].indexOf(to) !== -1) return true;
  return !!superuser && (CORRECTIONS[from] || []).indexOf(to) !== -1;
}

/**
 * Whether a change is an operator's undo of the last step (CORRECTIONS) and not also a step forward: the shopper is
 * told nothing of it (lib/order-events.js), having heard of the step it undoes, and hears of the next one when it
 * comes. Delivery failed → Out for Delivery is both (another attempt), so it is told.
 * @param {string} from
 * @param {string} to
 * @returns {boolean}
 */
function isUndo(from, to) {
  if (!isStatus(from) || !isStatus(to)) return false;
  return TRANSITIONS[from].indexOf(to) === -1 && (CORRECTIONS[from] || []).indexOf(to) !== -1;
}

/**
 * Whether a step forward to `to` redoes a step the shopper was told of and an operator took back (isUndo), however
 * many steps were taken back before it: then it is not told again (lib/order-events.js). The statuses are walked as an
 * editor's undo and redo: an undo puts the step it takes back on a stack, a step forward to the top one redoes it, any
 * other empties it. The status the order began at (its `placed` entry) was not told as that step.
 * @param {{ kind: string, status: string }[]} entries the order's `placed` and `status` entries before this one,
 *   oldest first
 * @param {string} to
 */
function redoesToldStep(entries, to) {
  /** @type {{ status: string, told: boolean }[]} the statuses that led to the current one, the current one last */
  const path = [];
  /** @type {{ status: string, told: boolean }[]} the steps taken back, the last one taken back last */
  let undone = [];
  for (const entry of entries) {
    const current = path[path.length - 1];
    if (current && isUndo(current.status, entry.status)) {
      undone.push(/** @type {{ status: string, told: boolean }} */ (path.pop()));
      // Back to where the order was last at that status (after a failed attempt and out again, Confirmed is further
      // back than one step); never at it, it is a status the shopper was not told of.
      const at = path.map((p) => p.status).lastIndexOf(entry.status);
      if (at >= 0) path.length = at + 1;
      else path.push({ status: entry.status, told: false });
    } else {
      if (undone.length > 0 && undone[undone.length - 1].status === entry.status) undone.pop();
      else undone = [];
      path.push({ status: entry.status, told: entry.kind === 'status' });
    }
  }
  const last = undone[undone.length - 1];
  return !!last && last.told && last.status === to;
}

/**
 * Cancelled and Delivery failed need a reason, shown to the shopper.
 * @param {string} status
 * @returns {boolean}
 */
function needsReason(status) {
  return isStatus(status) && REASON_REQUIRED.indexOf(status) !== -1;
}

/**
 * Nothing follows (Delivered, Cancelled).
 * @param {string} status
 * @returns {boolean}
 */
function isFinal(status) {
  return isStatus(status) && TRANSITIONS[status].length === 0;
}

/**
 * Why a change may not be made, in words for staff and operators; "" when it may.
 * @param {string} from
 * @param {string} to
 * @param {unknown} reason
 * @param {boolean} [superuser]
 * @returns {string}
 */
function changeProblem(from, to, reason, superuser) {
  if (!isStatus(to)) return `Status must be one of: ${STATUSES.join(', ')}.`;
  if (from === to) return '';
  if (!canChange(from, to, superuser)) {
    const next = nextStatuses(from);
    return (
      'An order that is ' +
      (from || 'without status') +
      ' cannot become ' +
      to +
      '.' +
      (next.length ? ` Next can be: ${next.join(', ')}.` : ' It is final.')
    );
  }
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (needsReason(to) && text === '') return `Say why the order is marked "${to}" (the shopper sees the reason).`;
  if (text.length > REASON_MAX) return `The reason is longer than ${REASON_MAX} characters.`;
  return '';
}

module.exports = {
  STATUSES,
  INITIAL,
  TIME_FIELDS,
  REASON_MAX,
  isStatus,
  nextStatuses,
  canChange,
  isUndo,
  redoesToldStep,
  needsReason,
  isFinal,
  changeProblem,
};
