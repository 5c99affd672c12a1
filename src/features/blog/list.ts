/**
 * Which posts go where, docs/rules.md §2 "Blog list" / "Blog article" and §9 (featured at most 3 with 1 shown large; related:
 * latest 4, drop the current one, keep 3). Pure: works on any post-like objects.
 */
import { BLOG_PAGE_SIZE } from './pagination';

/** docs/rules.md §9: featured posts picked on page 1 (only the first is shown, as the large card). */
export const FEATURED_LIMIT = 3;
/** docs/rules.md §7 note: the article page looks at the latest 4 posts... */
export const RELATED_FETCH = 4;
/** ...and shows up to 3 of them that are not the current post. */
export const RELATED_SHOWN = 3;

interface Dated {
  created: string;
  /** The publication date; posts without one use created. */
  published?: string;
  id?: string;
}

/** Milliseconds of an ISO or PocketBase ("2026-11-22 10:00:00.000Z") date; unreadable → 0 (sorts last). */
function timeOf(value: string): number {
  const t = Date.parse(value.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  return Number.isNaN(t) ? 0 : t;
}

/** When a post counts as published: its publication date, else its creation. */
export function publishedAt(post: Dated): string {
  return post.published?.trim() || post.created;
}

/**
 * Newest first by publication date (docs/rules.md §7 sorts by created; the operator's publication date takes its place,
 * falling back to created). Equal dates keep their order; does not change the input.
 */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => timeOf(publishedAt(b)) - timeOf(publishedAt(a)));
}

/**
 * The "Latest Articles" grid of a list page: the page's posts without the one already shown as the large featured
 * card, so no post appears twice on the page.
 */
export function latestArticles<T>(posts: readonly T[], featured: T | null | undefined): T[] {
  return featured ? posts.filter((p) => p !== featured) : [...posts];
}

/** Number of list pages: 0 when there are no posts. */
export function totalPages(count: number, size = BLOG_PAGE_SIZE): number {
  return count > 0 ? Math.ceil(count / size) : 0;
}

/** The posts shown on a 1-based list page. */
export function postsOnPage<T>(posts: readonly T[], page: number, size = BLOG_PAGE_SIZE): T[] {
  return posts.slice((page - 1) * size, page * size);
}

/** docs/rules.md §2: up to FEATURED_LIMIT featured posts picked from the page's posts, in order. */
export function featuredOf<T extends { isFeatured: boolean }>(posts: readonly T[], limit = FEATURED_LIMIT): T[] {
  return posts.filter((p) => p.isFeatured).slice(0, limit);
}

/** docs/rules.md §7: of the latest RELATED_FETCH posts (newest first), drop the current one and keep RELATED_SHOWN. */
export function relatedPosts<T extends { slug: string }>(newest: readonly T[], currentSlug: string): T[] {
  return newest
    .slice(0, RELATED_FETCH)
    .filter((p) => p.slug !== currentSlug)
    .slice(0, RELATED_SHOWN);
}
