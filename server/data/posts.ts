// The posts collection as the bench (scripts/bench/) reads it: the published posts, as the build publishes them
// (src/lib/data/posts.ts), newest first.
import type PocketBase from 'pocketbase';
import type { PostsResponse } from '../../src/lib/data/pocketbase-types.ts';
import { PUBLISHED_POSTS } from '../../src/lib/data/posts.ts';

export type PostSlug = Pick<PostsResponse, 'slug'>;

/** The newest published post, or null when none is. */
export async function findNewestPublishedPost(pb: PocketBase): Promise<PostSlug | null> {
  const page = await pb
    .collection('posts')
    .getList<PostSlug>(1, 1, { filter: PUBLISHED_POSTS.filter, sort: '-created,-id', fields: 'slug' });
  return page.items[0] ?? null;
}

/** Every published post, newest first. */
export function readAllPublishedPostSlugs(pb: PocketBase): Promise<PostSlug[]> {
  return pb
    .collection('posts')
    .getFullList<PostSlug>({ filter: PUBLISHED_POSTS.filter, sort: '-created,-id', fields: 'slug', batch: 500 });
}
