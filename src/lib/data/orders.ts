// What an order line keeps of its product (docs/rules.md §3 Order items): its picture and its Nepali name, written
// when the order is placed (src/features/orders/line-image.ts) and read back by the same rules from the stored line
// (orders.parse.ts) and from the browser's copy of the last order (src/features/orders/last-order.ts). Importable
// anywhere, the browser included: no client, no zod.

/** Longest Nepali name an order line keeps (a product name, far longer than any real one). */
const MAX_LINE_NAME = 200;

/**
 * The stored picture reference: the product's `image` field as it was (a file name of the product record, a path on
 * this site or an absolute http(s) URL); "" for anything else.
 */
export function lineImageRef(value: unknown): string {
  if (typeof value !== 'string') return '';
  const ref = value.trim();
  if (ref === '' || ref.length > 300) return '';
  if (/^https?:\/\/[^\s"'<>]+$/i.test(ref) || /^\/(?![/\\])[^\s"'<>]*$/.test(ref) || /^[\w.-]+$/.test(ref)) return ref;
  return '';
}

/** A line's Nepali name: trimmed text up to MAX_LINE_NAME characters, else "" (none). */
export function lineNepaliName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const name = value.trim();
  return name.length <= MAX_LINE_NAME ? name : '';
}
