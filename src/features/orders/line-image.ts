// Each order line keeps a reference to its product's main image and its Nepali
// name, taken from the product record when the order is placed, so the order
// page can show them later, on any device and in Nepali (the browser's own copy
// of the order is only a hint and is gone in another browser). Pure.

/** The stored reference: the product's `image` field as it was (a file name, a site path or an http(s) URL). */
export function lineImageRef(value: unknown): string {
  if (typeof value !== 'string') return '';
  const ref = value.trim();
  if (ref === '' || ref.length > 300) return '';
  // A file name of the product record, a path on this site, or an absolute http(s) URL; nothing else is kept.
  if (/^https?:\/\/[^\s"'<>]+$/i.test(ref) || /^\/(?![/\\])[^\s"'<>]*$/.test(ref) || /^[\w.-]+$/.test(ref)) return ref;
  return '';
}

/** Adds `image` to each line from the products' facts (by id); lines of unknown products get "". */
export function withLineImages<T extends { id: string }>(
  items: readonly T[],
  images: ReadonlyMap<string, string | undefined>,
): (T & { image: string })[] {
  return items.map((item) => ({ ...item, image: lineImageRef(images.get(item.id)) }));
}

/** Image refs of stored order lines (the `items` JSON of an order record), by product id. */
export function storedLineImages(items: unknown): Map<string, string> {
  let list: unknown = items;
  if (typeof items === 'string') {
    try {
      list = JSON.parse(items);
    } catch {
      return new Map();
    }
  }
  const out = new Map<string, string>();
  if (!Array.isArray(list)) return out;
  for (const line of list) {
    if (!line || typeof line !== 'object') continue;
    const { id, image } = line as { id?: unknown; image?: unknown };
    const ref = lineImageRef(image);
    if (typeof id === 'string' && ref) out.set(id, ref);
  }
  return out;
}

/** Longest Nepali name an order line keeps (a product name, far longer than any real one). */
const MAX_LINE_NAME = 200;

/** A stored line's Nepali name: trimmed text up to MAX_LINE_NAME characters, else "" (none). */
export function lineNepaliName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const name = value.trim();
  return name.length <= MAX_LINE_NAME ? name : '';
}

/** Adds `nameNe` to each line whose product has a Nepali name (by id); other lines are left as they are. */
export function withLineNepaliNames<T extends { id: string }>(
  items: readonly T[],
  names: ReadonlyMap<string, string | undefined>,
): (T & { nameNe?: string })[] {
  return items.map((item) => {
    const nameNe = lineNepaliName(names.get(item.id));
    return nameNe ? { ...item, nameNe } : item;
  });
}
