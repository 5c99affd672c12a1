// The order status lifecycle: which status may follow which, which need a
// reason, and which timestamp each one sets. The table itself is
// order-lifecycle.json beside this file; the shop's server reads the same
// table (src/features/orders/lifecycle.ts), and docs/order-desk.md describes it.
// Plain CommonJS so PocketBase's hooks require() it and Node's tests can too.

const table = require(
  typeof __hooks !== 'undefined' ? `${__hooks}/lib/order-lifecycle.json` : './order-lifecycle.json',
);

function isStatus(value) {
  return typeof value === 'string' && table.statuses.indexOf(value) !== -1;
}

// Next statuses along the lifecycle (what the desk offers).
function nextStatuses(from) {
  return isStatus(from) ? table.transitions[from].slice() : [];
}

// A change is allowed when it follows the lifecycle; superusers (the
// dashboard) may also undo the last step, to fix a mis-tap.
function canChange(from, to, superuser) {
  if (!isStatus(from) || !isStatus(to) || from === to) return false;
  if (table.transitions[from].indexOf(to) !== -1) return true;
  return !!superuser && (table.corrections[from] || []).indexOf(to) !== -1;
}

function needsReason(status) {
  return table.reasonRequired.indexOf(status) !== -1;
}

function isFinal(status) {
  return isStatus(status) && table.transitions[status].length === 0;
}

// Why a change may not be made, in words for staff and operators; "" when it may.
function changeProblem(from, to, reason, superuser) {
  if (!isStatus(to)) return `Status must be one of: ${table.statuses.join(', ')}.`;
  if (from === to) return '';
  if (!canChange(from, to, superuser)) {
    const next = isStatus(from) ? table.transitions[from] : [];
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
  if (needsReason(to) && text === '') return `Say why the order is ${to} (the shopper sees the reason).`;
  if (text.length > table.reasonMaxLength) return `The reason is longer than ${table.reasonMaxLength} characters.`;
  return '';
}

module.exports = {
  STATUSES: table.statuses,
  INITIAL: table.initial,
  TIME_FIELDS: table.timeFields,
  REASON_MAX: table.reasonMaxLength,
  isStatus,
  nextStatuses,
  canChange,
  needsReason,
  isFinal,
  changeProblem,
};
