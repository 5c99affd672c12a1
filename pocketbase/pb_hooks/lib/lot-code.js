// Harvest lot codes (docs/traceability.md): the form the lots hook stores (lots.pb.js) and the one the shop's
// pages and order views accept (src/features/trace/lot.ts, src/features/orders/view.ts). Plain CommonJS without
// require() of its own, so PocketBase, Node's tests and the shop's bundler all load it as it is.

// Capitals, digits and '-', 3 to 20 characters, starting and ending with a letter or digit.
const LOT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,18}[A-Z0-9]$/;

// Generated codes: no 0/O, 1/I/L, so a code read aloud or copied by hand from a label is not misread.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 6;

/**
 * A code in the stored form (capitals, no surrounding spaces), or null when it cannot be one. Labels are read by
 * people, so "hny-2411" is HNY-2411.
 * @param {unknown} code
 * @returns {string | null}
 */
function normaliseCode(code) {
  const value = (typeof code === 'string' ? code : '').trim().toUpperCase();
  return LOT_CODE_PATTERN.test(value) ? value : null;
}

/**
 * True when `code` is a lot code in the stored form.
 * @param {unknown} code
 * @returns {code is string}
 */
function isLotCode(code) {
  return typeof code === 'string' && LOT_CODE_PATTERN.test(code);
}

module.exports = { LOT_CODE_PATTERN, CODE_ALPHABET, CODE_LENGTH, normaliseCode, isLotCode };
