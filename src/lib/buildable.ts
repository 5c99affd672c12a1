// Build-time checks that keep one bad record from failing the whole build:
// page addresses the static build can write, and pictures the image pipeline
// can read. Pure rules, shared by the product, post, farmer and banner parsers.

import { PHOTO_EXTENSIONS } from './image-formats.mjs';

/**
 * A slug becomes one path segment (/products/{slug}, /blog/{slug}): letters, digits, hyphens and underscores only.
 * "/" would make a nested page, "?" and "#" a link that answers 404, and spaces or dots unclear addresses.
 */
const SAFE_SLUG = /^[\p{L}\p{M}\p{N}_-]+$/u;

export function slugProblem(slug: string): string | null {
  if (slug === '') return 'it has no slug (the last part of its web address); give it one, e.g. "fresh-mango"';
  if (SAFE_SLUG.test(slug)) return null;
  const bad = [...new Set([...slug].filter((c) => !SAFE_SLUG.test(c)))]
    .map((c) => (c === ' ' ? 'a space' : `"${c}"`))
    .join(', ');
  return `its slug "${slug}" holds ${bad}, which a web address cannot carry; use lowercase letters, digits and hyphens (e.g. "fresh-mango")`;
}

/** Pictures the build optimises, by file extension: the photo formats of src/lib/image-formats.mjs. */
const RASTER = new RegExp(`\\.(${PHOTO_EXTENSIONS.join('|')})$`, 'i');

/** Whether a file name or URL (its path, before ? or #) names a picture the image pipeline reads. */
export function isRasterImage(ref: string): boolean {
  return RASTER.test(ref.split(/[?#]/, 1)[0] ?? '');
}

/** The file names a record holds in its file fields (single or multiple). */
export function recordFiles(record: Record<string, unknown>, fields: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const field of fields) {
    const value = record[field];
    for (const name of Array.isArray(value) ? value : [value])
      if (typeof name === 'string' && name.trim()) names.add(name.trim());
  }
  return names;
}
