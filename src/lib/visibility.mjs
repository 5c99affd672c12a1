// Which products shoppers may see (docs/rules.md, Visibility), written once. Plain JS, so that the server's reads
// (server/data/products.ts, for the publisher and the bench) import it as Node runs them, and the shop's TypeScript
// does too. PocketBase's list rules apply the same rule to anonymous clients
// (pocketbase/pb_migrations/1732000000_shop_schema.js); they run inside PocketBase and stay as they are.
// tests/unit/repo/visibility-filter.test.ts keeps the filter from being spelled out anywhere else.

/** PocketBase filter for the products shoppers may see. Combine it with `&&` to add conditions. */
export const VISIBLE_FILTER = 'isVisible = true';

/**
 * Whether shoppers may see this product: the code's twin of VISIBLE_FILTER. Only an explicit true counts, so a
 * missing or unreadable flag hides the product.
 * @template {object} T
 * @param {T | null | undefined} record
 * @returns {record is T & { isVisible: true }}
 */
export function isShopperVisible(record) {
  return /** @type {{ isVisible?: unknown } | null | undefined} */ (record)?.isVisible === true;
}
