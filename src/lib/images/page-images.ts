// Image URLs for PocketBase files in pages: the build writes links to the shop's image endpoint
// (src/lib/images/), which resizes each file once, on first request, and caches the result on disk. The build
// itself transforms no image (it reads each main picture once, ever, for its placeholder colour:
// placeholder-colours.server.ts), and never writes a PocketBase host in the HTML (the endpoint fetches from
// PocketBase itself).
import { imageEndpointUrl, pocketbaseFileOf, type RequestedFormat } from './image-url';
import { pocketbaseUrl } from '../pocketbase';
import { LAZY_IMAGE_PRIORITY } from './loading-priority';
import { widthSrcset } from './responsive';

/**
 * An image's widths that only dense screens (2x and more) draw, where compression shows less, are made at
 * DENSE_IMAGE_QUALITY (WebP's scale; AVIF's follows, AVIF_QUALITY_OF_WEBP), chosen with SSIM on real photos
 * (bench/README.md, "Real photos"). Each kind of image says from which width on (over what a 1x desktop draws).
 */
export const DENSE_IMAGE_QUALITY = 50;
/** Covers: a 1x desktop draws at most 736 px (an article's). */
export const COVER_DENSE_FROM = 900;

/**
 * 16:9 covers (blog cards, the featured post, an article's cover, the home page's latest posts): a step at every 1.25
 * or less from 360 px (a card's 1x) to 1,472 px (an article's 2x), with 1,080 for a 390 px phone at 3x (358 CSS px
 * drawn). Each `sizes` is its layout's (docs/images.md, "Sizes and loading").
 */
export const COVER_WIDTHS = [360, 400, 480, 560, 640, 720, 900, 1080, 1200, 1472] as const;

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * One quality for every product image (WebP's scale; AVIF's follows from it, AVIF_QUALITY_OF_WEBP in image-url.ts):
 * the same source at the same size then has one transform per format, so e.g. the product page's 2x thumbnail and
 * another page's 1x image of that size are encoded once.
 */
export const IMAGE_QUALITY = 65;
/** AVIF to browsers that accept it, WebP to the rest: the endpoint decides per request (negotiatedTransform). */
const FORMAT: RequestedFormat = 'auto';

/**
 * Loading hints of an <img> (the attribute names as Astro writes them). A page's main (LCP) image loads at once, with
 * high priority, and is decoded in the frame that paints it: with decoding="async" a phone painted it one or more
 * frames after it arrived, so below-the-fold images fetched meanwhile competed with it. Every other image waits until
 * it nears the viewport, decodes off the main thread and keeps low priority (LAZY_IMAGE_PRIORITY).
 */
export function imageLoadingHints(main: boolean) {
  return main
    ? ({ loading: 'eager', fetchpriority: 'high', decoding: 'sync' } as const)
    : ({ loading: 'lazy', decoding: 'async', fetchpriority: LAZY_IMAGE_PRIORITY } as const);
}

export interface OptimisedImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/** The endpoint URL of `url` at one size, or null when `url` is not a file of the shop's PocketBase. */
export function resizedUrl(url: string, width: number, height: number): string | null {
  const file = pocketbaseFileOf(url, pocketbaseUrl());
  return file && imageEndpointUrl({ ...file, width, height, format: FORMAT, quality: IMAGE_QUALITY });
}

/**
 * `url` resized to `width`×`height` (cropped to fill), with a 2x candidate for dense screens, or `widths` candidates. An empty URL gives the
 * placeholder; a URL outside the shop's PocketBase (an operator's external link) is used as it is.
 */
export async function optimisedImage(
  url: string,
  width: number,
  height: number,
  widths?: readonly number[],
  denseFrom = Number.POSITIVE_INFINITY,
): Promise<OptimisedImage> {
  if (!url) return { src: PLACEHOLDER_IMAGE, srcset: '', width, height };
  const src = resizedUrl(url, width, height);
  if (!src) return { src: url, srcset: '', width, height };
  // With `widths`: width candidates, for an image whose `sizes` says how wide it is drawn.
  if (widths) {
    const srcset = widthSrcset(src, widths, { fromWidth: denseFrom, quality: DENSE_IMAGE_QUALITY });
    return { src, srcset, width, height };
  }
  return { src, srcset: `${src} 1x, ${resizedUrl(url, width * 2, height * 2)} 2x`, width, height };
}
