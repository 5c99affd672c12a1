/**
 * The priority of every lazily loaded image: the Astro pages' (page-images.ts) and the islands' (ProductCard,
 * ProductGallery, PurchaseBox). Chrome
 * raises an image it finds in the viewport to high priority, so in some loads the first cards under the banner or the
 * product bar's thumbnail went out beside the main image and shared the network with it (bench/README.md "One first
 * view, no extra requests"). Low, they follow it.
 */
export const LAZY_IMAGE_PRIORITY = 'low' as const;
