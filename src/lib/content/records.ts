// zod parsers for the build-time records other than products (docs/rules.md §3 Blog
// post, Farmer card; banners): PocketBase records in, page-ready data out.
import { z } from 'zod';
import { siteRelativeLink } from '../site-link';
import { parseTags } from './tags';
import { isRasterImage } from '../buildable';

type FileUrl = (recordId: string, file: string) => string;
const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
const num = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) ? n : 0;
  });
type Warn = (message: string) => void;
/**
 * A picture's URL, or "" (the placeholder) when the record has none or it is not a JPEG, PNG, WebP or AVIF file the
 * build can optimise (older records may hold an SVG or GIF).
 */
function file(fileUrl: FileUrl, id: string, name: string, field = 'image', warn?: Warn): string {
  if (!name) return '';
  if (!isRasterImage(name)) {
    warn?.(
      `the picture in "${field}" (${name}) is not a JPEG, PNG, WebP or AVIF file, so the placeholder is shown; upload one of those`,
    );
    return '';
  }
  return fileUrl(id, name);
}

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

export function parsePostRecord(raw: unknown, fileUrl: FileUrl, warn?: Warn): BlogPost | null {
  const r = postRecord.safeParse(raw);
  if (!r.success) return null;
  const p = r.data;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    content: p.content,
    coverImageUrl: file(fileUrl, p.id, p.cover_image, 'cover_image', warn),
    images: Array.isArray(p.images) ? p.images.filter((f): f is string => typeof f === 'string' && f !== '') : [],
    tags: parseTags(p.tags),
    category: p.category,
    authorName: p.author_name,
    authorAvatarUrl: file(fileUrl, p.id, p.author_avatar, 'author_avatar', warn),
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

const farmerRecord = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  location: text,
  specialty: text,
  image: text,
  years: num,
  story: text,
  videoUrl: text,
  sort: num,
  name_ne: text,
  location_ne: text,
  specialty_ne: text,
  story_ne: text,
});

export interface Farmer {
  id: string;
  name: string;
  location: string;
  specialty: string;
  imageUrl: string;
  years: number;
  story: string;
  videoUrl: string;
  sort: number;
  /** The Nepali versions for the Nepali pages ("" when not written). */
  nameNe: string;
  locationNe: string;
  specialtyNe: string;
  storyNe: string;
}

export function parseFarmerRecord(raw: unknown, fileUrl: FileUrl, warn?: Warn): Farmer | null {
  const r = farmerRecord.safeParse(raw);
  if (!r.success) return null;
  const { image, name_ne, location_ne, specialty_ne, story_ne, ...rest } = r.data;
  return {
    ...rest,
    nameNe: name_ne.trim(),
    locationNe: location_ne.trim(),
    specialtyNe: specialty_ne.trim(),
    storyNe: story_ne.trim(),
    imageUrl: file(fileUrl, rest.id, image, 'image', warn),
  };
}

const bannerRecord = z.object({
  id: z.string().min(1),
  image: text,
  link: text,
  alt: text,
  headline: text,
  ctaLabel: text,
  sort: num,
  headline_ne: text,
  ctaLabel_ne: text,
  alt_ne: text,
});

export interface Banner {
  id: string;
  imageUrl: string;
  /** Only site-relative links are kept (docs/rules.md: /products or /products?sort=new). */
  link: string;
  alt: string;
  headline: string;
  ctaLabel: string;
  sort: number;
  /** The Nepali versions for the Nepali home page ("" when not written). */
  headlineNe: string;
  ctaLabelNe: string;
  altNe: string;
}

export function parseBannerRecord(raw: unknown, fileUrl: FileUrl, warn?: Warn): Banner | null {
  const r = bannerRecord.safeParse(raw);
  if (!r.success) return null;
  const { image, link, headline_ne, ctaLabel_ne, alt_ne, ...rest } = r.data;
  return {
    ...rest,
    headlineNe: headline_ne.trim(),
    ctaLabelNe: ctaLabel_ne.trim(),
    altNe: alt_ne.trim(),
    imageUrl: file(fileUrl, rest.id, image, 'image', warn),
    link: siteRelativeLink(link.trim(), '/products'),
  };
}
