// The slug rule (a product's or a post's web address: /products/{slug}, /blog/{slug}) for the shop's code and the
// seed. Written once, in pocketbase/pb_hooks/lib/slug.js, because PocketBase's save hook cannot import from src/ and
// the shop can import from the hooks.
import slug from '../../pocketbase/pb_hooks/lib/slug.js';

export const { SLUG_PATTERN, SLUG_MAX_LENGTH, isSlug, charactersOutsideSlug, toSlug } = slug;
