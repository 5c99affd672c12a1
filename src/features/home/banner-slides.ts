// The home page's banner slides as the carousel shows them (BannerCarousel.astro), and as the page's head preloads the
// first one (src/pages/index.astro): art direction, a 16:9 crop on phones, the full 8:3 banner from md up. Their
// texts in the page's language: bannerTextsIn.
import type { Banner } from '../../lib/data/banners.parse';
import { type Locale, type NamesIn, namesIn } from '../../lib/i18n';
import { type OptimisedImage, optimisedImage } from '../../lib/images/page-images';
import { widthSrcset } from '../../lib/images/responsive';

/** From md up the wide banner shows instead: the <picture>'s <source> media. */
export const WIDE_MEDIA = '(min-width: 768px)';
/** How wide the wide banner shows: the <source>'s sizes. */
export const WIDE_SIZES = '(min-width: 1280px) 1248px, 100vw';
/** The wide banner's candidates. */
const WIDE_WIDTHS = [1024, 1280, 1600, 2000, 2496] as const;

/**
 * The banner's Nepali texts, trimmed ("" or absent: not written). Read from the record with its English fields
 * (src/lib/data/banners.parse.ts); optional so that a banner without them reads as one with nothing in Nepali.
 */
export interface BannerNepali {
  headlineNe?: string;
  ctaLabelNe?: string;
  altNe?: string;
}

export type BannerSlide = Banner &
  BannerNepali & {
    mobile: OptimisedImage;
    /** The wide banner's srcset (one URL when the upload is too small for two widths). */
    wide: string;
    /** Its largest file: the preload's href, for browsers that do not read its srcset. */
    wideSrc: string;
  };

export function bannerSlides(banners: (Banner & BannerNepali)[]): Promise<BannerSlide[]> {
  return Promise.all(
    banners.map(async (banner) => {
      const [mobile, medium, large] = await Promise.all([
        optimisedImage(banner.imageUrl, 640, 360),
        optimisedImage(banner.imageUrl, 1024, 384),
        optimisedImage(banner.imageUrl, 1600, 600),
      ]);
      // Within 1.25 of each other up to a desktop's 2x (1,248 px drawn at 1280 px and wider).
      const wide =
        large.src === medium.src
          ? large.src
          : widthSrcset(large.src, WIDE_WIDTHS) || `${medium.src} 1024w, ${large.src} 1600w`;
      return { ...banner, mobile, wide, wideSrc: large.src };
    }),
  );
}

/** A text and the language it is written in. */
export type ShownText = NamesIn['main'];

/**
 * A banner's headline, button and picture description in `locale` (docs/operators.md "Nepali texts"): on the Nepali
 * home page the Nepali ones where the operator wrote them, else the English ones, marked as English (namesIn, the one
 * rule for that). A headline or button left empty in English stays empty unless written in Nepali.
 */
export function bannerTextsIn(
  banner: Pick<Banner, 'headline' | 'ctaLabel' | 'alt'> & BannerNepali,
  locale: Locale,
): { headline: ShownText; ctaLabel: ShownText; alt: ShownText } {
  const shown = (english: string, nepali: string | undefined) => namesIn(english, nepali, locale).main;
  return {
    headline: shown(banner.headline, banner.headlineNe),
    ctaLabel: shown(banner.ctaLabel, banner.ctaLabelNe),
    alt: shown(banner.alt, banner.altNe),
  };
}
