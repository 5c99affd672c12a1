// The posts collection's records (docs/rules.md §3 Blog post), parsed for the blog's pages: what the build's loader
// hands out (src/content.config.ts, PUBLISHED_POSTS of ./posts.ts). Pure: no client, no I/O.
import { z } from 'zod';
import { type FileUrl, num, pictureUrl, text } from './fields';

type Warn = (message: string) => void;

const postRecord = z.object({
  id: z.string().min(1),
  slug: z.string().trim().min(1),
  title: z.string().trim().min(1),
  excerpt: text,
  content: text,
  cover_image: text,
  /** Pictures uploaded to place in the content (see blog/content-images.ts). */
  images: z.unknown().optional(),
  tags: z.unknown(),
  category: text,
  author_name: text,
  author_name_ne: text,
  author_avatar: text,
  reading_time: num,
  is_featured: z
    .unknown()
    .optional()
    .transform((v) => v === true),
  seo_title: text,
  seo_description: text,
  created: text,
  updated: text,
  published_at: text,
  title_ne: text,
  excerpt_ne: text,
  content_ne: text,
  category_ne: text,
});

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Raw HTML from PocketBase: sanitize before rendering. */
  content: string;
  coverImageUrl: string;
  /** File names of the pictures uploaded for the content. */
  images: string[];
  tags: string[];
  category: string;
  authorName: string;
  /** The author's name in Nepali (author_name_ne; "" when not written). */
  authorNameNe: string;
  authorAvatarUrl: string;
  readingTime: number;
  isFeatured: boolean;
  seoTitle: string;
  seoDescription: string;
  created: string;
  updated: string;
  /** The publication date the operator set (published_at), or when the post was created. */
  published: string;
  /** The Nepali versions for the Nepali pages (title_ne, excerpt_ne, content_ne; "" when not written). */
  titleNe: string;
  excerptNe: string;
  /** Raw HTML from PocketBase: sanitize before rendering. */
  contentNe: string;
  /** The category in Nepali (category_ne; "" when not written). */
  categoryNe: string;
}

export function parsePost(raw: unknown, fileUrl: FileUrl, warn?: Warn): BlogPost | null {
  const r = postRecord.safeParse(raw);
  if (!r.success) return null;
  const p = r.data;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    content: p.content,
    coverImageUrl: pictureUrl(fileUrl, p.id, p.cover_image, 'cover_image', warn),
    images: Array.isArray(p.images) ? p.images.filter((f): f is string => typeof f === 'string' && f !== '') : [],
    tags: parseTags(p.tags),
    category: p.category,
    authorName: p.author_name,
    authorNameNe: p.author_name_ne.trim(),
    authorAvatarUrl: pictureUrl(fileUrl, p.id, p.author_avatar, 'author_avatar', warn),
    readingTime: p.reading_time,
    isFeatured: p.is_featured,
    seoTitle: p.seo_title,
    seoDescription: p.seo_description,
    created: p.created,
    updated: p.updated,
    published: p.published_at.trim() || p.created,
    titleNe: p.title_ne.trim(),
    excerptNe: p.excerpt_ne.trim(),
    contentNe: p.content_ne,
    categoryNe: p.category_ne.trim(),
  };
}

/** Trimmed, non-empty, de-duplicated strings of a list (non-strings dropped). */
function cleanTags(list: readonly unknown[]): string[] {
  const tags = list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return [...new Set(tags)];
}

/**
 * docs/rules.md §3 Blog post tags: a list, a JSON string of a list, or comma-separated text → trimmed, non-empty, unique
 * strings in order. A string that looks like JSON ("[...") but does not parse is read as comma text after removing
 * brackets and quotes.
 */
export function parseTags(value: unknown): string[] {
  if (Array.isArray(value)) return cleanTags(value);
  if (typeof value !== 'string') return [];
  const s = value.trim();
  if (s === '') return [];
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return cleanTags(parsed);
    } catch {
      return cleanTags(s.replace(/[[\]"]/g, '').split(','));
    }
  }
  return cleanTags(s.split(','));
}
