// The email address a shopper may give at checkout (docs/notifications.md "Email"), written once: the shop's checks
// (src/features/checkout/validation.ts, through src/lib/email-address.ts) and the order hook (orders.js,
// checkPlacement) both use it. Dot-separated words of the characters an address may hold unquoted, an @, and a
// domain of two or more labels ending in a letter: a subset of what PocketBase's email field accepts (orders.email),
// so an address the shop takes is never refused when the order is saved. Plain CommonJS without require() of its
// own, so PocketBase, Node's tests and the shop's bundler all load it as it is.

/** The longest address SMTP carries. */
const EMAIL_MAX = 254;

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z])?$/;

/**
 * True when `value` is an address the checkout takes (already trimmed).
 * @param {unknown} value
 * @returns {boolean}
 */
function isEmailAddress(value) {
  return typeof value === 'string' && value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

module.exports = { EMAIL_MAX, EMAIL_PATTERN, isEmailAddress };
