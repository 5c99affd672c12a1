// The product page's media list (docs/rules.md §2 Gallery), from a parsed product (src/lib/data/products.parse.ts).
// Pure.
import type { GalleryItem, Product } from '../../lib/data/products.parse';

/** docs/rules.md §2 Gallery: the first entry is the main image, followed by the gallery entries. */
export function productMedia(product: Pick<Product, 'imageUrl' | 'gallery'>): GalleryItem[] {
  return product.imageUrl ? [{ type: 'image', url: product.imageUrl }, ...product.gallery] : [...product.gallery];
}
