// Build-time data for the blog pages: published posts from the `posts` content
// collection (already zod-parsed by the loader) and card-ready views with
// images resized by the shop's image endpoint (never a PocketBase URL in the HTML).
import { getCollection } from 'astro:content';
import type { Locale } from '../../lib/i18n';
import { COVER_DENSE_FROM, COVER_WIDTHS, optimisedImage, type OptimisedImage } from '../../lib/images/page-images';
import { plainTextExcerpt, readingTimeLabel } from './excerpt';
import { postPath } from '../../lib/paths';
import { newestFirst } from './list';
import { authorIn, postSummaryIn, postTitleIn, type PostWithNepali } from './post-texts';

/** Every published post, newest first (docs/rules.md §7: sort -created, is_published = true). */
export async function publishedPosts(): Promise<PostWithNepali[]> {
  return newestFirst((await getCollection('posts')).map((entry) => entry.data));
}

export interface BlogCardView {
  slug: string;
  /** The cover's dominant colour, its box's background until it arrives. */
  tint?: string;
  href: string;
  title: string;
  /** The title's language when it is not the page's (a Nepali page showing an English title): its `lang`. */
  titleLang?: Locale;
  category: string;
  /** The category in Nepali ("" when not written): Nepali pages show it instead (PostBadges.astro). */
  categoryNe: string;
  isFeatured: boolean;
  /** When the post was published (a PocketBase date), shown "November 22, 2026 (6 Mangsir 2083 BS)" by ShopDate. */
  published: string;
  /** "5 min read" */
  readingTime: string;
  /** 150-character plain-text excerpt of the content (on Nepali pages: of the Nepali excerpt or article). */
  excerpt: string;
  /** The excerpt's language when it is not the page's: its `lang`. */
  excerptLang?: Locale;
  authorName: string;
  /** The author's name's language when it is not the page's (an English name on a Nepali page): its `lang`. */
  authorLang?: Locale;
  cover: OptimisedImage;
  /** null: show an icon instead. */
  avatar: OptimisedImage | null;
}

/**
 * Image sizes: grid card, the large featured card, the article cover, author avatars. `sizes` is the <img> attribute
 * (how wide each shows on screen), which the page's preload of its main image repeats (PreloadImage.astro).
 */
export const COVER_SIZES = {
  // Three columns of a 1,152 px page (357 CSS px) from lg up, two from sm, the page's width less its margins below.
  card: {
    width: 640,
    height: 360,
    sizes:
      '(min-width: 1152px) 357px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
  },
  featured: {
    width: 960,
    height: 540,
    // From md up the cover fills its half of the card, cropped: at 1152 px and wider a box of 560 × 344 CSS px (the
    // text's height), which a 16:9 file covers from 612 px wide.
    sizes: '(min-width: 1152px) 612px, (min-width: 768px) calc((100vw - 32px) / 2), calc(100vw - 32px)',
  },
  article: { width: 1200, height: 675, sizes: '(min-width: 768px) 736px, calc(100vw - 32px)' },
} as const;
const AVATAR_SIZE = 40;
/** An author's picture is drawn at 32 or 40 CSS px (AuthorByline.astro): 1x, 2x and 3x of both. */
const AVATAR_WIDTHS = [32, 40, 64, 80, 96, 120] as const;

export async function authorAvatar(post: PostWithNepali): Promise<OptimisedImage | null> {
  return post.authorAvatarUrl ? optimisedImage(post.authorAvatarUrl, AVATAR_SIZE, AVATAR_SIZE, AVATAR_WIDTHS) : null;
}

/** A post's card in `locale` (its title and excerpt in Nepali on Nepali pages where the post has them). */
export async function toCardView(
  post: PostWithNepali,
  size: keyof typeof COVER_SIZES = 'card',
  locale: Locale = 'en',
): Promise<BlogCardView> {
  const { width, height } = COVER_SIZES[size];
  const [cover, avatar] = await Promise.all([
    optimisedImage(post.coverImageUrl, width, height, COVER_WIDTHS, COVER_DENSE_FROM),
    authorAvatar(post),
  ]);
  const title = postTitleIn(post, locale);
  const excerpt = postSummaryIn(post, locale, plainTextExcerpt(post.content));
  return {
    slug: post.slug,
    ...(post.tint ? { tint: post.tint } : {}),
    href: postPath(post.slug),
    title: title.text,
    ...(title.lang === locale ? {} : { titleLang: title.lang }),
    category: post.category,
    categoryNe: post.categoryNe,
    isFeatured: post.isFeatured,
    published: post.published,
    readingTime: readingTimeLabel(post.readingTime, locale),
    excerpt: excerpt.text,
    ...(excerpt.lang === locale ? {} : { excerptLang: excerpt.lang }),
    ...authorIn(post, locale),
    cover,
    avatar,
  };
}
