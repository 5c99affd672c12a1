// Build-time image optimisation for PocketBase files: pages and islands get
// small WebP files from /_astro/, never a link to PocketBase itself.
import { getImage } from 'astro:assets';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * One WebP quality for every product image: the same source at the same size then has one transform hash, so the
 * card's 2x image and the product page's 800w image are encoded once (large catalogues build faster).
 */
export const IMAGE_QUALITY = 65;

export interface OptimisedImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * Resizes a remote image to `width`×`height` (and 2x for dense screens).
 * An empty URL, or one that cannot be fetched at build time, gives the placeholder.
 */
export async function optimisedImage(url: string, width: number, height: number): Promise<OptimisedImage> {
  if (!url) return { src: PLACEHOLDER_IMAGE, srcset: '', width, height };
  try {
    const image = await getImage({ src: url, width, height, densities: [1, 2], format: 'webp', quality: IMAGE_QUALITY });
    return { src: image.src, srcset: image.srcSet.attribute, width, height };
  } catch (err) {
    console.warn(`[images] could not optimise ${url}: ${(err as Error).message}`);
    return { src: PLACEHOLDER_IMAGE, srcset: '', width, height };
  }
}
