// Build-time collections, loaded from PocketBase with the public (anonymous)
// API rules: only visible products, published posts, farmers, active banners.
// Each record is parsed with zod; one that cannot be built (no name, a slug
// breaking src/lib/slug.mjs) is left out, a broken list field or picture is
// dropped or replaced by the placeholder, and every such case is named in the
// build record (src/lib/build-report.ts): never a failed build.
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { PUBLISHED_BANNERS } from './lib/data/banners';
import { PUBLISHED_FARMERS } from './lib/data/farmers';
import { PUBLISHED_POSTS } from './lib/data/posts';
import { PUBLISHED_PRODUCTS, productFileUrl } from './lib/data/products';
import { parseProduct, type Product } from './lib/data/products.parse';
import type { PocketRecord } from './lib/data/record';
import { publishedLoader, type Published } from './lib/data/published-loader';
import { isUnbuildable, unbuildable, type Unbuildable } from './lib/build-report';
import { fileUrl } from './lib/pocketbase';
import { slugProblem } from './lib/buildable';
import { parseBanner, type Banner } from './lib/data/banners.parse';
import { parseFarmer, type Farmer } from './lib/data/farmers.parse';
import { parsePost, type BlogPost } from './lib/data/posts.parse';

const filesOf = (collection: string) => (id: string, file: string) => fileUrl(collection, id, file);

function collectionOf<T>(
  { collection, filter, sort }: Published,
  parse: (record: PocketRecord, warn: (message: string) => void) => T | null | Unbuildable,
  whyNot: string,
  /** The entry's main picture, whose dominant colour the loader adds as `tint` (published-loader.ts). */
  picture?: (data: T) => string,
) {
  return defineCollection({
    loader: publishedLoader({
      collection,
      filter,
      sort,
      transform: (record, warn) => {
        const parsed = parse(record, warn);
        if (parsed === null) return unbuildable(whyNot);
        return isUnbuildable(parsed) ? parsed : (parsed as Record<string, unknown>);
      },
      ...(picture ? { picture: (data: Record<string, unknown>) => picture(data as T) } : {}),
    }),
    schema: z.custom<T>((value) => typeof value === 'object' && value !== null),
  });
}

export const collections = {
  products: collectionOf<Product>(
    PUBLISHED_PRODUCTS,
    (record, warn) => {
      const slug = slugProblem(String(record.slug ?? '').trim());
      // An empty slug is fine: the page's address is then the product's id.
      if (slug && String(record.slug ?? '').trim() !== '') return unbuildable(slug);
      return parseProduct(record, {
        fileUrl: productFileUrl,
        onWarn: (message) => warn(message),
        checkFiles: true,
      });
    },
    'it has no name, or its price is not a number',
    (p) => p.imageUrl,
  ),
  posts: collectionOf<BlogPost>(
    PUBLISHED_POSTS,
    (record, warn) => {
      const slug = slugProblem(String(record.slug ?? '').trim());
      return slug ? unbuildable(slug) : parsePost(record, filesOf(PUBLISHED_POSTS.collection), warn);
    },
    'it has no title or no slug',
    (p) => p.coverImageUrl,
  ),
  farmers: collectionOf<Farmer>(
    PUBLISHED_FARMERS,
    (record, warn) => parseFarmer(record, filesOf(PUBLISHED_FARMERS.collection), warn),
    'it has no name',
  ),
  banners: collectionOf<Banner>(
    PUBLISHED_BANNERS,
    (record, warn) => parseBanner(record, filesOf(PUBLISHED_BANNERS.collection), warn),
    'it could not be read',
    (b) => b.imageUrl,
  ),
};
