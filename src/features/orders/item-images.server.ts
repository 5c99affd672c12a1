// Thumbnails for the order page: each line's stored image reference (see
// line-image.ts) as a small WebP served by the shop itself (astro:assets'
// on-demand image endpoint), never a link to PocketBase.
import { getImage } from 'astro:assets';
import { fileUrl } from '../../lib/pocketbase';
import { storedLineImages } from './line-image';
import type { OrderView } from './view';

/** Thumbnail size on the order page, 2x for dense screens (drawn at 48 CSS px). */
const THUMB_PX = 96;

async function thumbnail(productId: string, ref: string): Promise<string> {
  const src = /^https?:\/\//i.test(ref) || ref.startsWith('/') ? ref : fileUrl('web_products', productId, ref);
  try {
    const image = await getImage({ src, width: THUMB_PX, height: THUMB_PX, format: 'webp' });
    return image.src;
  } catch {
    return '';
  }
}

/** The view with `image` set on every line that has a stored picture. */
export async function withItemThumbnails(view: OrderView, storedItems: unknown): Promise<OrderView> {
  const refs = storedLineImages(storedItems);
  if (refs.size === 0) return view;
  const items = await Promise.all(
    view.items.map(async (item) => {
      const ref = refs.get(item.id);
      return ref ? { ...item, image: await thumbnail(item.id, ref) } : item;
    }),
  );
  return { ...view, items };
}
