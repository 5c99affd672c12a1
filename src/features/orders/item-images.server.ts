// Thumbnails for the order page: each line's stored image reference (see
// line-image.ts; OrderLine.image) as a small WebP served by the shop's image endpoint
// (src/lib/images/page-images.ts), never a link to PocketBase nor its address in the page.
import type { OrderLine } from '../../lib/data/orders.parse';
import { productFileUrl } from '../../lib/data/products';
import { resizedUrl } from '../../lib/images/page-images';
import type { OrderView } from './view';

/** Thumbnail size on the order page, 2x for dense screens (drawn at 48 CSS px). */
const THUMB_PX = 96;

function thumbnail(productId: string, ref: string): string {
  const src = /^https?:\/\//i.test(ref) || ref.startsWith('/') ? ref : productFileUrl(productId, ref);
  // Not a file of the shop's PocketBase: no thumbnail (the page shows its placeholder).
  return resizedUrl(src, THUMB_PX, THUMB_PX) ?? '';
}

/** The view with `image` set on every line whose stored line (`lines`, by product id) kept a picture. */
export async function withItemThumbnails(view: OrderView, lines: readonly OrderLine[]): Promise<OrderView> {
  const refs = new Map<string, string>();
  for (const line of lines) if (line.image) refs.set(line.id, line.image);
  if (refs.size === 0) return view;
  const items = view.items.map((item) => {
    const ref = refs.get(item.id);
    return ref ? { ...item, image: thumbnail(item.id, ref) } : item;
  });
  return { ...view, items };
}
