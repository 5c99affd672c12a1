// The shop's public addresses of a product, a farmer, a blog post, a lot's trace page and label sheet, and an order,
// written once. Here rather than in src/ because PocketBase's lot hook (lots.pb.js) stores a lot's trace_url and
// label_sheet_url and cannot import TypeScript, while the shop can import the hooks' CommonJS: the pages, islands
// and the bench take these through src/lib/paths.ts. Plain CommonJS without require() of its own, so PocketBase,
// Node and the shop's bundler all load it as it is. tests/unit/repo/paths-home.test.ts keeps them from being spelled
// out anywhere else.
//
// Each is the English path; a Nepali page's link is the same path under /ne (src/lib/i18n.ts localizedPath). Every
// parameter is one path segment, encoded: a space, "/", "?", "#" or a Nepali letter in it cannot end the segment or
// start a query or an anchor.

/**
 * The last part of a product's address, not yet encoded: its slug, or its id when it has none (docs/rules.md §2/§4).
 * @param {{ id: string, slug?: string | null }} product
 * @returns {string}
 */
function productSegment(product) {
  const slug = product.slug ? product.slug.trim() : '';
  return slug ? slug : product.id;
}

/**
 * "/products/{slug}", or "/products/{id}" when the product has no slug.
 * @param {{ id: string, slug?: string | null }} product
 * @returns {string}
 */
function productPath(product) {
  return `/products/${encodeURIComponent(productSegment(product))}`;
}

/**
 * The id of a farmer's card on the farmers page (its anchor).
 * @param {string} id
 * @returns {string}
 */
function farmerAnchor(id) {
  return `farmer-${id}`;
}

/**
 * "/farmers#farmer-{id}": a farmer's card on the farmers page (farmers have no page of their own).
 * @param {string} id
 * @returns {string}
 */
function farmerPath(id) {
  return `/farmers#${encodeURIComponent(farmerAnchor(id))}`;
}

/**
 * "/blog/{slug}": a blog post.
 * @param {string} slug
 * @returns {string}
 */
function postPath(slug) {
  return `/blog/${encodeURIComponent(slug)}`;
}

/**
 * A page of the blog list: page 1 is "/blog", later pages are "/blog/page/{n}".
 * @param {number} page
 * @returns {string}
 */
function postListPath(page) {
  return page <= 1 ? '/blog' : `/blog/page/${encodeURIComponent(String(page))}`;
}

/**
 * "/t/{code}": a lot's trace page, the short path its labels print.
 * @param {string} code
 * @returns {string}
 */
function tracePath(code) {
  return `/t/${encodeURIComponent(code)}`;
}

/**
 * "/t/{code}/labels": a lot's printable label sheet.
 * @param {string} code
 * @returns {string}
 */
function traceLabelsPath(code) {
  return `${tracePath(code)}/labels`;
}

/**
 * "/order/{orderNumber}": an order's page, where the shopper lands after placing it (docs/rules.md §4).
 * @param {string} orderNumber
 * @returns {string}
 */
function orderPath(orderNumber) {
  return `/order/${encodeURIComponent(orderNumber)}`;
}

module.exports = {
  productSegment,
  productPath,
  farmerAnchor,
  farmerPath,
  postPath,
  postListPath,
  tracePath,
  traceLabelsPath,
  orderPath,
};
