// The banners collection's records, parsed for the home page: what the build's loader hands out
// (src/content.config.ts, PUBLISHED_BANNERS of ./banners.ts). Pure: no client, no I/O.
import { z } from 'zod';
import { siteRelativeLink } from '../site-link';
import { type FileUrl, num, pictureUrl, text } from './fields';

type Warn = (message: string) => void;

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
  /** The picture's dominant colour, its box's background until it arrives (src/content.config.ts: `picture`). */
  tint?: string;
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

export function parseBanner(raw: unknown, fileUrl: FileUrl, warn?: Warn): Banner | null {
  const r = bannerRecord.safeParse(raw);
  if (!r.success) return null;
  const { image, link, headline_ne, ctaLabel_ne, alt_ne, ...rest } = r.data;
  return {
    ...rest,
    headlineNe: headline_ne.trim(),
    ctaLabelNe: ctaLabel_ne.trim(),
    altNe: alt_ne.trim(),
    imageUrl: pictureUrl(fileUrl, rest.id, image, 'image', warn),
    link: siteRelativeLink(link.trim(), '/products'),
  };
}
