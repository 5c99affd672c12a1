// The home page's banner slides as the carousel shows them (BannerCarousel.astro), and as the page's head preloads the
// first one (src/pages/index.astro): art direction, a 16:9 crop on phones, the full 8:3 banner from md up.
import type { Banner } from '../content/records';
import { type OptimisedImage, optimisedImage } from '../../lib/images';

/** From md up the wide banner shows instead: the <picture>'s <source> media. */
export const WIDE_MEDIA = '(min-width: 768px)';
/** How wide the wide banner shows: the <source>'s sizes. */
export const WIDE_SIZES = '(min-width: 1280px) 1248px, 100vw';

export interface BannerSlide extends Banner {
  mobile: OptimisedImage;
  /** The wide banner's srcset (one URL when the upload is too small for two widths). */
  wide: string;
  /** Its largest file: the preload's href, for browsers that do not read its srcset. */
  wideSrc: string;
}

export function bannerSlides(banners: Banner[]): Promise<BannerSlide[]> {
  return Promise.all(
    banners.map(async (banner) => {
      const [mobile, medium, large] = await Promise.all([
        optimisedImage(banner.imageUrl, 640, 360),
        optimisedImage(banner.imageUrl, 1024, 384),
        optimisedImage(banner.imageUrl, 1600, 600),
      ]);
      const wide = large.src === medium.src ? large.src : `${medium.src} 1024w, ${large.src} 1600w`;
      return { ...banner, mobile, wide, wideSrc: large.src };
    }),
  );
}
