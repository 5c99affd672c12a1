// Build-time images for the product page (spec §2 Gallery, "Sourced from"):
// the main images as responsive WebP (400w and 800w with `sizes`, so phones
// on mobile data get the small file), thumbnails 100x100 (1x/2x).
import { getImage } from 'astro:assets';
import { IMAGE_QUALITY, optimisedImage, PLACEHOLDER_IMAGE } from '../../lib/images';
import { productMedia, type Product } from './product-parse';
import { THUMB_SIZE } from '../../lib/image-sizes';

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

async function mainImage(url: string): Promise<{ src: string; srcset: string }> {
  try {
    const image = await getImage({
      src: url,
      width: MAIN_IMAGE_SIZE,
      height: MAIN_IMAGE_SIZE,
      widths: [MAIN_IMAGE_SIZE / 2, MAIN_IMAGE_SIZE],
      sizes: MAIN_IMAGE_SIZES,
      format: 'webp',
      quality: IMAGE_QUALITY,
    });
    return { src: image.src, srcset: image.srcSet.attribute };
  } catch (err) {
    console.warn(`[catalog] could not optimise ${url}: ${(err as Error).message}`);
    return { src: PLACEHOLDER_IMAGE, srcset: '' };
  }
}

/** Spec §2: the main image first, then the gallery entries; images optimised, videos linked as they are. */
export async function productGallery(product: Pick<Product, 'imageUrl' | 'gallery'>): Promise<GallerySlide[]> {
  const media = productMedia(product);
  if (media.length === 0) media.push({ type: 'image', url: '' });
  return Promise.all(
    media.map(async (item): Promise<GallerySlide> => {
      if (item.type === 'video') return { type: 'video', src: item.url, srcset: '', thumb: '', thumbSrcset: '' };
      const main = item.url ? await mainImage(item.url) : { src: PLACEHOLDER_IMAGE, srcset: '' };
      const thumb = await optimisedImage(item.url, THUMB_SIZE, THUMB_SIZE);
      return { type: 'image', ...main, thumb: thumb.src, thumbSrcset: thumb.srcset };
    }),
  );
}
