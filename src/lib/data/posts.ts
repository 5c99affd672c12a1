// The posts collection as the build publishes it (src/content.config.ts): published posts, newest first.
export const PUBLISHED_POSTS = { collection: 'posts', filter: 'is_published = true', sort: '-created' };
