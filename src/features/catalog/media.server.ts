// Images for the product page (docs/rules.md §2 Gallery, "Sourced from"), as URLs of the
// image endpoint (src/lib/images/): the main images as responsive AVIF or WebP (f=auto; 400w and 800w with `sizes`, so phones
// on mobile data get the small file), thumbnails 100x100 (1x/2x).
import { optimisedImage, PLACEHOLDER_IMAGE, resizedUrl } from '../../lib/images/page-images';
import type { Product } from '../../lib/data/products.parse';
import { productMedia } from './product-media';
import { THUMB_SIZE } from '../../lib/image-sizes';
import { farmerMedia, publicFileExists } from './farmer-video';

/** One gallery entry ready for the gallery island. */
export interface GallerySlide {
  type: 'image' | 'video';
  /** The image (main size) or the video URL. */
  src: string;
  srcset: string;
  /** Thumbnail image; "" for videos (the island draws a play tile). */
  thumb: string;
  thumbSrcset: string;
}

export const MAIN_IMAGE_SIZE = 800;
/** How wide the main image is drawn: the full width on phones, half the content width from lg up. */
export const MAIN_IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw';

function mainImage(url: string): { src: string; srcset: string } {
  const sizes = [MAIN_IMAGE_SIZE / 2, MAIN_IMAGE_SIZE].map((w) => ({ w, url: resizedUrl(url, w, w) }));
  // Both sizes or neither: whether there is a resized URL depends on `url` only.
  const large = sizes[1].url;
  if (!sizes[0].url || !large) return { src: url, srcset: '' };
  return { src: large, srcset: sizes.map((s) => `${s.url} ${s.w}w`).join(', ') };
}

/** docs/rules.md §2: the main image first, then the gallery entries; images optimised, videos linked as they are. */
export async function productGallery(product: Pick<Product, 'imageUrl' | 'gallery'>): Promise<GallerySlide[]> {
  // A video entry is shown only when there is a file to play (the same rule as farmers' videos): a path on this
  // site that does not exist, or a plain-http file the page may not load, gives no player at all.
  const media = productMedia(product).filter(
    (item) => item.type !== 'video' || farmerMedia(item.url, publicFileExists).kind === 'video',
  );
  if (media.length === 0) media.push({ type: 'image', url: '' });
  return Promise.all(
    media.map(async (item): Promise<GallerySlide> => {
      if (item.type === 'video') return { type: 'video', src: item.url, srcset: '', thumb: '', thumbSrcset: '' };
      const main = item.url ? mainImage(item.url) : { src: PLACEHOLDER_IMAGE, srcset: '' };
      const thumb = await optimisedImage(item.url, THUMB_SIZE, THUMB_SIZE);
      return { type: 'image', ...main, thumb: thumb.src, thumbSrcset: thumb.srcset };
    }),
  );
}
