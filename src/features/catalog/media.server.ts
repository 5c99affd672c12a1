// Images for the product page (docs/rules.md §2 Gallery, "Sourced from"), as URLs of the
// image endpoint (src/lib/images/): the main images as responsive AVIF or WebP (f=auto; the MAIN_IMAGE_WIDTHS ladder with `sizes`, so phones
// on mobile data get the small file), thumbnails of 100-200 px by their drawn width.
import { DENSE_IMAGE_QUALITY, optimisedImage, PLACEHOLDER_IMAGE, resizedUrl } from '../../lib/images/page-images';
import type { Product } from '../../lib/data/products.parse';
import { productMedia } from './product-media';
import { GALLERY_THUMB_WIDTHS, THUMB_SIZE } from '../../lib/image-sizes';
import { widthSrcset } from '../../lib/images/responsive';
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
/**
 * How wide the main image is drawn: the page's width less its margins on phones (358 CSS px on a 390 px phone), half
 * the content width from lg up (584 px at 1280 px and wider). tests/e2e/image-sizes.spec.ts holds it to what is drawn.
 */
export const MAIN_IMAGE_SIZES =
  '(min-width: 1280px) 584px, (min-width: 1024px) calc((100vw - 112px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';
/**
 * The main image's candidates: within 1.25 of each other from a phone's 1x to a desktop's 2x, with 1080 for a 390 px
 * phone at 3x (1,074 px drawn). From 800 px on only dense screens draw it (a 1x desktop draws 584 px): those are
 * made at DENSE_IMAGE_QUALITY.
 */
export const MAIN_IMAGE_WIDTHS = [400, 500, 600, 640, 800, 1000, 1080, 1200] as const;
const MAIN_DENSE_FROM = 800;

function mainImage(url: string): { src: string; srcset: string } {
  const src = resizedUrl(url, MAIN_IMAGE_SIZE, MAIN_IMAGE_SIZE);
  if (!src) return { src: url, srcset: '' };
  return {
    src,
    srcset: widthSrcset(src, MAIN_IMAGE_WIDTHS, { fromWidth: MAIN_DENSE_FROM, quality: DENSE_IMAGE_QUALITY }),
  };
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
      return {
        type: 'image',
        ...main,
        thumb: thumb.src,
        thumbSrcset: widthSrcset(thumb.src, GALLERY_THUMB_WIDTHS) || thumb.srcset,
      };
    }),
  );
}
