// The small slice of a product that cards, the search index and the cart
// need: islands receive this, never the whole record (page weight).
import type { CartProduct } from '../cart/rules';
import type { Product } from '../../lib/data/products.parse';
import type { WeightFacts } from '../packing/words';

/**
 * The card image's `src` side in pixels: the URL a card's data carries (and what a browser without `srcset` shows).
 * The card draws it at its column's width through CARD_IMAGE_WIDTHS and CARD_IMAGE_SIZES (docs/images.md, "Sizes and
 * loading").
 */
export const CARD_IMAGE_SIZE = 300;

/**
 * The card image's candidates: a step at every 1.25 or less from a phone's 1x to a desktop's 2x (a four-column card
 * is 292-300 CSS px at 1280 px), with 520 for a 390 px phone at 3x (a 173 px column). Chromium takes the candidate
 * nearer in ratio to what is drawn, so every step kept near its neighbours keeps the image within 1 to 1.25 times the
 * drawn pixels (tests/e2e/image-sizes.spec.ts).
 */
export const CARD_IMAGE_WIDTHS = [160, 200, 240, 300, 360, 420, 480, 520, 600] as const;

/**
 * DENSE_IMAGE_QUALITY of src/lib/images/page-images.ts (a build-time module), for the islands: from 360 px on only
 * dense screens draw a card (a 1x desktop draws it at 300 px at most).
 */
export const DENSE_IMAGE_QUALITY = 50;
export const DENSE_FROM_WIDTH = 360;

/**
 * How wide a card is drawn, by the grids that show cards (the product list's and the home page's: two columns under
 * 768 px, three to 1024 px, four above, in a page of at most 1280 px with 16-32 px margins and 12-16 px gaps). For an
 * eager card; lazy ones are sized by the browser from their layout (`sizes="auto"`, with this as the fallback).
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) calc((100vw - 112px) / 4), (min-width: 768px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc((100vw - 44px) / 2)';

export interface ProductCardData {
  id: string;
  slug: string;
  name: string;
  nepaliName: string;
  price: number;
  compareAtPrice: number;
  unit: string;
  minOf: number;
  imageUrl: string;
  /** The image's dominant colour, the box's background until it arrives (absent: the box's pale green). */
  tint?: string;
  category: string;
  isFeatured: boolean;
  isOrganic: boolean;
  isNew: boolean;
  isExpress: boolean;
  approxWeight: string;
  /** Sold by weight: "about 1 kg · Rs. 120/kg · final price on packing" (src/features/packing/words.ts weightHint). */
  weight?: WeightFacts;
  farmerName: string;
  location: string;
  cooperativeName: string;
  /** The cooperative's Nepali name, when it has one: for the Nepali filter sheet's options (listOptions), not islands. */
  cooperativeName_ne?: string;
  hasTraceability: boolean;
  is_available: boolean;
  created: string;
  /**
   * Search keys (src/features/search/keys.ts), only in the list's cards (cards.json): the product list filters on them
   * on the server. Cards given to islands leave them out.
   */
  keys?: string;
}

/** A product's sold-by-weight facts, when it is sold by weight with its settings complete. */
function weightOf(p: Product): WeightFacts | undefined {
  if (!p.sold_by_weight || !(p.weight_price > 0) || !(p.nominal_kg > 0)) return undefined;
  return { nominalKg: p.nominal_kg, weightPrice: p.weight_price, per: p.weight_price_per === '100 g' ? '100 g' : 'kg' };
}

export function toCardData(p: Product, imageUrl = p.imageUrl): ProductCardData {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    nepaliName: p.nepaliName,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    unit: p.unit,
    minOf: p.minOf,
    imageUrl,
    ...(p.tint ? { tint: p.tint } : {}),
    category: p.category,
    isFeatured: p.isFeatured,
    isOrganic: p.isOrganic,
    isNew: p.isNew,
    isExpress: p.isExpress,
    approxWeight: p.approxWeight,
    ...(weightOf(p) ? { weight: weightOf(p) } : {}),
    farmerName: p.farmerName,
    location: p.location,
    cooperativeName: p.cooperativeName,
    ...(p.cooperativeName_ne.trim() ? { cooperativeName_ne: p.cooperativeName_ne.trim() } : {}),
    hasTraceability: p.hasTraceability,
    is_available: p.is_available,
    created: p.created,
  };
}

/**
 * A card as islands get it: without the search keys, which only the server's list filter reads, and the cooperative's
 * Nepali name, which only the filter sheet's options read (page weight).
 */
export function withoutSearchKeys({ keys: _keys, cooperativeName_ne: _ne, ...card }: ProductCardData): ProductCardData {
  return card;
}

/** docs/rules.md §3 cart item from a card (badges as shown on the card). */
export function toCartProduct(
  p: ProductCardData & { left?: number | undefined; ships?: string | undefined },
): CartProduct {
  const badges = [
    p.isExpress && 'EXPRESS',
    p.isFeatured && 'Featured',
    p.isOrganic && 'Organic',
    p.isNew && 'New',
  ].filter((b): b is string => Boolean(b));
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    nepaliName: p.nepaliName || undefined,
    price: p.price,
    unit: p.unit,
    image: p.imageUrl,
    category: p.category,
    badges,
    farmerName: p.farmerName,
    location: p.location,
    hasTraceability: p.hasTraceability,
    is_available: p.is_available,
    minOf: p.minOf || undefined,
    // Live stock (live-availability.ts): the cart's stepper stops at what is left; a pre-order says when it ships.
    ...(p.left !== undefined ? { maxQuantity: p.left } : {}),
    ...(p.ships ? { ships: p.ships } : {}),
    ...(p.weight ? { weight: p.weight } : {}),
  };
}
