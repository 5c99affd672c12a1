// The order number's form (docs/rules.md §9 "Order"): "ORD-" and 6 digits. The order hook draws them
// (orders.js, uniqueOrderNumber); the shop checks numbers in addresses and lookups against the same form
// (src/features/orders/order-number.ts). Plain CommonJS without require() of its own, so PocketBase, Node's tests
// and the shop's bundler all load it as it is.

const ORDER_NUMBER_PREFIX = 'ORD-';
const ORDER_NUMBER_DIGITS = 6;
const ORDER_NUMBER_PATTERN = new RegExp(`^${ORDER_NUMBER_PREFIX}\\d{${ORDER_NUMBER_DIGITS}}$`);

module.exports = { ORDER_NUMBER_PREFIX, ORDER_NUMBER_DIGITS, ORDER_NUMBER_PATTERN };
