// Build-time checks that keep one bad record from failing the whole build:
// page addresses the static build can write, and pictures the image pipeline
// can read. Pure rules, shared by the product, post, farmer and banner parsers.

import { PHOTO_EXTENSIONS } from './image-formats.mjs';
import { charactersOutsideSlug, isSlug, SLUG_MAX_LENGTH, toSlug } from './slug.mjs';

/**
 * Why the build leaves out a record with this slug, or null. A slug becomes one path segment (/products/{slug},
 * /blog/{slug}), and the build takes the rule PocketBase stores slugs by (src/lib/slug.mjs): a page the build
 * writes is then one the dashboard can save and the live product lookup finds. Only a record that escaped the
 * dashboard's check (a direct database write) can break it.
 */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'it has no slug (the last part of its web address); give it one, e.g. "fresh-mango"';
  if (isSlug(slug)) return null;
  if (slug.length > SLUG_MAX_LENGTH)
    return `its slug is longer than ${SLUG_MAX_LENGTH} characters; shorten it to lowercase letters a-z, digits and single hyphens, e.g. "fresh-mango"`;
  const rule = `use only lowercase letters a-z, digits and single hyphens between them, e.g. "${toSlug(slug) || 'fresh-mango'}"`;
  const outside = [...new Set(charactersOutsideSlug(slug).map(describeCharacter))];
  if (outside.length === 0) return `its slug "${slug}" starts or ends with a hyphen, or has two in a row; ${rule}`;
  return `its slug "${slug}" holds ${outside.join(', ')}; ${rule}`;
}

/** A character no slug holds, as the build report names it. */
function describeCharacter(character: string): string {
  if (character === ' ') return 'a space';
  if (character.toLowerCase() !== character) return 'capitals';
  if (/\p{L}|\p{M}/u.test(character)) return 'letters other than a-z';
  return `"${character}"`;
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
