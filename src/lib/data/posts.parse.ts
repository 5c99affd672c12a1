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
  tags_ne: z.unknown().optional(),
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
  /** The cover's dominant colour, its box's background until it arrives (src/content.config.ts: `picture`). */
  tint?: string;
  /** File names of the pictures uploaded for the content. */
  images: string[];
  tags: string[];
  /** The tags in Nepali (tags_ne), one for each of `tags` in its order; "" for a tag without its Nepali. */
  tagsNe: string[];
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
  const tags = parseTagPairs(p.tags, p.tags_ne);
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    content: p.content,
    coverImageUrl: pictureUrl(fileUrl, p.id, p.cover_image, 'cover_image', warn),
    images: Array.isArray(p.images) ? p.images.filter((f): f is string => typeof f === 'string' && f !== '') : [],
    tags: tags.map(([tag]) => tag),
    tagsNe: tags.map(([, ne]) => ne),
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

/**
 * docs/rules.md §3 Blog post tags: a list, a JSON string of a list, or comma-separated text → trimmed, non-empty, unique
 * strings in order. A string that looks like JSON ("[...") but does not parse is read as comma text after removing
 * brackets and quotes.
 */
export function parseTags(value: unknown): string[] {
  return parseTagPairs(value, []).map(([tag]) => tag);
}

/** A tag list's entries as written (a list, a JSON string of a list, or comma-separated text), nothing dropped. */
function tagEntries(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  const s = value.trim();
  if (s === '') return [];
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      return s.replace(/[[\]"]/g, '').split(',');
    }
  }
  return s.split(',');
}

/**
 * The tags (as parseTags reads them) each with its Nepali twin from `tagsNe` (posts.tags_ne: the same entries in the
 * same order, which pocketbase/pb_hooks/lib/json-fields.js enforces on save): [tag, Nepali or ""]. A Nepali list of
 * another length than the tags pairs nothing (older data): every tag's Nepali is "".
 */
export function parseTagPairs(tags: unknown, tagsNe: unknown): [tag: string, nepali: string][] {
  const english = tagEntries(tags);
  const nepali = tagEntries(tagsNe);
  const paired = nepali.length === english.length;
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (const [i, raw] of english.entries()) {
    if (typeof raw !== 'string' || raw.trim() === '' || seen.has(raw.trim())) continue;
    seen.add(raw.trim());
    const ne = paired ? nepali[i] : '';
    pairs.push([raw.trim(), typeof ne === 'string' ? ne.trim() : '']);
  }
  return pairs;
}
