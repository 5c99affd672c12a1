// Image sizes shared by build-time code and browser modules (pure constants).

/** Square thumbnails: the product gallery's strip and the header search's results (drawn at 40 px, sharp at 2x). */
export const THUMB_SIZE = 100;

/**
 * The product gallery's thumbnails (six to a row under the main image) as drawn: 53 CSS px on a 390 px phone, 91 px
 * beside the details on a 1280 px desktop; candidates within 1.25 of each other, and 160 for a 390 px phone at 3x
 * (docs/images.md, "Sizes and loading").
 */
export const GALLERY_THUMB_WIDTHS = [100, 120, 150, 160, 200] as const;
export const GALLERY_THUMB_SIZES =
  '(min-width: 1280px) 91px, (min-width: 1024px) calc((100vw - 192px) / 12), (min-width: 640px) calc((100vw - 88px) / 6), calc((100vw - 72px) / 6)';

/** The purchase bar's 48 px picture: steps within 1.25 up to 3x (144 px), with 96 for 2x. */
export const BAR_THUMB_WIDTHS = [48, 60, 72, 90, 96, 112, 128, 144] as const;
export const BAR_THUMB_SIZES = '48px';
