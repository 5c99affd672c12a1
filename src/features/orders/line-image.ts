// Each order line keeps a reference to its product's main image and its Nepali
// name, taken from the product record when the order is placed, so the order
// page can show them later, on any device and in Nepali (the browser's own copy
// of the order is only a hint and is gone in another browser). What a line may
// keep is the data layer's rule (src/lib/data/orders.ts), which reads the stored
// lines back by it. Pure.
import { lineImageRef, lineNepaliName } from '../../lib/data/orders';

/** Adds `image` to each line from the products' facts (by id); lines of unknown products get "". */
export function withLineImages<T extends { id: string }>(
  items: readonly T[],
  images: ReadonlyMap<string, string | undefined>,
): (T & { image: string })[] {
  return items.map((item) => ({ ...item, image: lineImageRef(images.get(item.id)) }));
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
