// The shop's public addresses (a product, a farmer, a blog post, a lot's trace page and label sheet, an order) for
// the pages, islands and the bench. Written once, in pocketbase/pb_hooks/lib/paths.js, because PocketBase's lot hook
// stores a lot's trace and label sheet URLs and cannot import from src/, while the shop can import from the hooks.
// Each returns the English path; a Nepali link is localizedPath(path, 'ne') (src/lib/i18n.ts).
import paths from '../../pocketbase/pb_hooks/lib/paths.js';

/** What a product's address is made of. */
export type ProductAddress = { id: string; slug?: string | null };

/** A product's slug, or its id when it has none, not encoded: the parameter of its page's route. */
export const productSegment: (product: ProductAddress) => string = paths.productSegment;
/** "/products/{slug}", or "/products/{id}" when the product has no slug (docs/rules.md §2/§4). */
export const productPath: (product: ProductAddress) => string = paths.productPath;
/** The id of a farmer's card on the farmers page. */
export const farmerAnchor: (id: string) => string = paths.farmerAnchor;
/** "/farmers#farmer-{id}": a farmer's card on the farmers page. */
export const farmerPath: (id: string) => string = paths.farmerPath;
/** "/blog/{slug}". */
export const postPath: (slug: string) => string = paths.postPath;
/** "/blog" for page 1, "/blog/page/{n}" after it. */
export const postListPath: (page: number) => string = paths.postListPath;
/** "/t/{code}": a lot's trace page. */
export const tracePath: (code: string) => string = paths.tracePath;
/** "/t/{code}/labels": a lot's printable label sheet. */
export const traceLabelsPath: (code: string) => string = paths.traceLabelsPath;
/** "/order/{orderNumber}". */
export const orderPath: (orderNumber: string) => string = paths.orderPath;
