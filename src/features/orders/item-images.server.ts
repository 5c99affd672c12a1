// Thumbnails for the order page: each line's stored image reference (see
// line-image.ts) as a small WebP served by the shop's image endpoint
// (src/lib/images/page-images.ts), never a link to PocketBase nor its address in the page.
import { resizedUrl } from '../../lib/images/page-images';
import { fileUrl } from '../../lib/pocketbase';
import { storedLineImages } from './line-image';
import type { OrderView } from './view';

/** Thumbnail size on the order page, 2x for dense screens (drawn at 48 CSS px). */
const THUMB_PX = 96;

function thumbnail(productId: string, ref: string): string {
  const src = /^https?:\/\//i.test(ref) || ref.startsWith('/') ? ref : fileUrl('web_products', productId, ref);
  // Not a file of the shop's PocketBase: no thumbnail (the page shows its placeholder).
  return resizedUrl(src, THUMB_PX, THUMB_PX) ?? '';
}

/** The view with `image` set on every line that has a stored picture. */
export async function withItemThumbnails(view: OrderView, storedItems: unknown): Promise<OrderView> {
  const refs = storedLineImages(storedItems);
  if (refs.size === 0) return view;
  const items = view.items.map((item) => {
    const ref = refs.get(item.id);
    return ref ? { ...item, image: thumbnail(item.id, ref) } : item;
  });
  return { ...view, items };
}
