// Build-time collections, loaded from PocketBase with the public (anonymous)
// API rules: only visible products, published posts, farmers, active banners.
// Each record is parsed with zod; a malformed one is logged and skipped, a
// malformed list field is logged and treated as empty (never a failed build).
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { RecordModel } from 'pocketbase';
import { pocketbaseLoader } from './lib/pocketbase-loader';
import { fileUrl } from './lib/pocketbase';
import { parseProductRecord, type Product } from './features/catalog/product-parse';
import { parseBannerRecord, parseFarmerRecord, parsePostRecord, type Banner, type BlogPost, type Farmer } from './features/content/records';

const filesOf = (collection: string) => (id: string, file: string) => fileUrl(collection, id, file);

function collectionOf<T>(
  collection: string,
  filter: string,
  sort: string,
  parse: (record: RecordModel, warn: (message: string) => void) => T | null,
) {
  return defineCollection({
    loader: pocketbaseLoader({
      collection,
      filter,
      sort,
      transform: (record, warn) => {
        const parsed = parse(record, warn);
        if (!parsed) warn('skipped: the record does not parse');
        return parsed as Record<string, unknown> | null;
      },
    }),
    schema: z.custom<T>((value) => typeof value === 'object' && value !== null),
  });
}

export const collections = {
  products: collectionOf<Product>('web_products', 'isVisible = true', '-created', (record, warn) =>
    parseProductRecord(record, { fileUrl: filesOf('web_products'), onWarn: (message) => warn(message) }),
  ),
  posts: collectionOf<BlogPost>('posts', 'is_published = true', '-created', (record) => parsePostRecord(record, filesOf('posts'))),
  farmers: collectionOf<Farmer>('farmers', '', 'sort', (record) => parseFarmerRecord(record, filesOf('farmers'))),
  banners: collectionOf<Banner>('banners', 'active = true', 'sort', (record) => parseBannerRecord(record, filesOf('banners'))),
};
