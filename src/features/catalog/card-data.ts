// The small slice of a product that cards, the search index and the cart
// need: islands receive this, never the whole record (page weight).
import type { CartProduct } from '../cart/rules';
import type { Product } from '../../lib/data/products.parse';

/**
 * The card image's side in pixels, one size for every screen (docs/images.md "Sizes from a camera photo"). A phone's
 * two-column card is about 180 CSS px wide, so 300 px is 1.6x there, and about 1.2x in a desktop's four columns beside
 * the filters. A larger picture (or a 2x candidate, which 2.6x phones would take) put ten cards over a phone's
 * first-view budget: Chromium loads lazy images up to 1,250 px below the screen (2,500 px on 3G).
 */
export const CARD_IMAGE_SIZE = 300;

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
  category: string;
  isFeatured: boolean;
  isOrganic: boolean;
  isNew: boolean;
  isExpress: boolean;
  approxWeight: string;
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
    category: p.category,
    isFeatured: p.isFeatured,
    isOrganic: p.isOrganic,
    isNew: p.isNew,
    isExpress: p.isExpress,
    approxWeight: p.approxWeight,
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
  };
}
