// Build-time collections, loaded from PocketBase with the public (anonymous)
// API rules: only visible products, published posts, farmers, active banners.
// Each record is parsed with zod; one that cannot be built (no name, a slug
// breaking src/lib/slug.mjs) is left out, a broken list field or picture is
// dropped or replaced by the placeholder, and every such case is named in the
// build record (src/lib/build-report.ts): never a failed build.
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { RecordModel } from 'pocketbase';
import { pocketbaseLoader } from './lib/pocketbase-loader';
import { isUnbuildable, unbuildable, type Unbuildable } from './lib/build-report';
import { fileUrl } from './lib/pocketbase';
import { parseProductRecord, type Product } from './features/catalog/product-parse';
import { slugProblem } from './lib/buildable';
import { VISIBLE_FILTER } from './lib/visibility.mjs';
import {
  parseBannerRecord,
  parseFarmerRecord,
  parsePostRecord,
  type Banner,
  type BlogPost,
  type Farmer,
} from './lib/content/records';

const filesOf = (collection: string) => (id: string, file: string) => fileUrl(collection, id, file);

function collectionOf<T>(
  collection: string,
  filter: string,
  sort: string,
  parse: (record: RecordModel, warn: (message: string) => void) => T | null | Unbuildable,
  whyNot: string,
) {
  return defineCollection({
    loader: pocketbaseLoader({
      collection,
      filter,
      sort,
      transform: (record, warn) => {
        const parsed = parse(record, warn);
        if (parsed === null) return unbuildable(whyNot);
        return isUnbuildable(parsed) ? parsed : (parsed as Record<string, unknown>);
      },
    }),
    schema: z.custom<T>((value) => typeof value === 'object' && value !== null),
  });
}

export const collections = {
  products: collectionOf<Product>(
    'web_products',
    VISIBLE_FILTER,
    '-created',
    (record, warn) => {
      const slug = slugProblem(String(record.slug ?? '').trim());
      // An empty slug is fine: the page's address is then the product's id.
      if (slug && String(record.slug ?? '').trim() !== '') return unbuildable(slug);
      return parseProductRecord(record, {
        fileUrl: filesOf('web_products'),
        onWarn: (message) => warn(message),
        checkFiles: true,
      });
    },
    'it has no name, or its price is not a number',
  ),
  posts: collectionOf<BlogPost>(
    'posts',
    'is_published = true',
    '-created',
    (record, warn) => {
      const slug = slugProblem(String(record.slug ?? '').trim());
      return slug ? unbuildable(slug) : parsePostRecord(record, filesOf('posts'), warn);
    },
    'it has no title or no slug',
  ),
  farmers: collectionOf<Farmer>(
    'farmers',
    '',
    'sort',
    (record, warn) => parseFarmerRecord(record, filesOf('farmers'), warn),
    'it has no name',
  ),
  banners: collectionOf<Banner>(
    'banners',
    'active = true',
    'sort',
    (record, warn) => parseBannerRecord(record, filesOf('banners'), warn),
    'it could not be read',
  ),
};
