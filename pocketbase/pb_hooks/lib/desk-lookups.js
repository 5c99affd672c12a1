// The desk's lookups (desk.pb.js): staff may see one field of records they cannot read themselves (the code of the
// coupon an order used, the name of a staff member its history names), for the keys the desk sends. Written once here
// so every such route takes the same bounded list and leaves out what is not there. Plain CommonJS without require()
// of its own, so PocketBase and Node's tests both load it as it is.

/**
 * The body's `field` (a list; anything else is none) as texts, at most `max`, each mapped to what `find` answers for
 * it. A key `find` throws for (no such record) or answers '' for (nothing to show) is left out.
 * @param {unknown} body
 * @param {string} field
 * @param {number} max
 * @param {(key: string) => string} find
 * @returns {Record<string, string>}
 */
function lookupEach(body, field, max, find) {
  const list = body && typeof body === 'object' ? /** @type {Record<string, unknown>} */ (body)[field] : undefined;
  const keys = Array.isArray(list) ? list.filter((v) => typeof v === 'string').slice(0, max) : [];
  /** @type {Record<string, string>} */
  const found = {};
  for (const key of keys) {
    try {
      const value = find(key);
      if (value) found[key] = value;
    } catch (_) {
      // no such record: the desk shows what it has
    }
  }
  return found;
}

module.exports = { lookupEach };
