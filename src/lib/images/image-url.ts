// Image URLs for PocketBase files, and the rules for reading them back (pure: used by the build, which writes
// the URLs into pages, and by the server's image endpoint, src/lib/images/image-endpoint.ts, which answers them).
//
// The build transforms no image: it writes `/_image?href=/api/files/{collection}/{record}/{file}&w=…&h=…&f=auto&q=…`.
// The endpoint picks the format from the browser's Accept header (AVIF where accepted, else WebP: negotiatedTransform
// below), transforms each (file, size, format, quality) once, on the first request, and keeps the result on
// disk (transform-cache.server.ts). PocketBase gives a file a new name when it changes, so a URL's image never
// changes and is served as immutable: a browser or CDN keeps it for a year. docs/images.md says more.

import { FORMAT_ALIASES, SERVED_FORMATS } from '../image-formats.mjs';
import { pocketbaseFileSource } from './image-guard.mjs';

/** The endpoint's route (Astro's default image route, configured in astro.config.mjs). */
export const IMAGE_ROUTE = '/_image';

/** Output formats the endpoint produces (src/lib/image-formats.mjs). */
export const IMAGE_FORMATS = SERVED_FORMATS;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * `f=auto`: the endpoint answers AVIF to a browser whose Accept header names image/avif and WebP to the others, with
 * `Vary: Accept` (browsers and the service worker's cache keep one answer per Accept). The URL's quality is WebP's.
 */
export const AUTO_FORMAT = 'auto';
export type RequestedFormat = ImageFormat | typeof AUTO_FORMAT;

/**
 * AVIF's quality scale runs lower than WebP's for the same look: on the bench's camera photos (npm run bench --
 * photos) at 400 px, WebP 65 scored SSIM 0.911 and AVIF 50 and 55 scored 0.903 and 0.927, so AVIF at 0.8 of WebP's
 * quality (52) looks alike in 30-40% fewer bytes (docs/images.md).
 */
export const AVIF_QUALITY_OF_WEBP = 0.8;

/** Largest width or height the endpoint makes (the 2x desktop banner is 3200 px wide; sharp never enlarges). */
export const MAX_IMAGE_SIDE = 3200;

/** A PocketBase file: /api/files/{collection}/{record}/{file}. */
export interface PocketBaseFile {
  collection: string;
  record: string;
  file: string;
}

export interface ImageTransform<F extends RequestedFormat = ImageFormat> extends PocketBaseFile {
  /** At least one of width and height. */
  width?: number;
  height?: number;
  format: F;
  /** Undefined: the image service's default. */
  quality?: number;
}

const COLLECTION = /^[A-Za-z0-9_]{1,64}$/;
const RECORD = /^[A-Za-z0-9_-]{1,64}$/;
// PocketBase file names are [a-z0-9_] plus a suffix and an extension; no leading dot, no slash.
const FILE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

function validFile(f: PocketBaseFile): boolean {
  return COLLECTION.test(f.collection) && RECORD.test(f.record) && FILE.test(f.file) && !f.file.includes('..');
}

/**
 * The PocketBase file a URL names, when it is a file of the PocketBase at `base` (the shop's own), else null.
 * `url` is what the content loaders made with fileUrl() (src/lib/pocketbase.ts).
 */
export function pocketbaseFileOf(url: string, base: string): PocketBaseFile | null {
  const prefix = `${base.replace(/\/$/, '')}/api/files/`;
  if (!url.startsWith(prefix)) return null;
  const parts = url.slice(prefix.length).split('?')[0].split('/');
  if (parts.length !== 3) return null;
  let file: string;
  try {
    file = decodeURIComponent(parts[2]);
  } catch {
    return null;
  }
  const found = { collection: parts[0], record: parts[1], file };
  return validFile(found) ? found : null;
}

/** The PocketBase path of a file, as the endpoint's `href` holds it. */
export function pocketbaseFilePath(f: PocketBaseFile): string {
  return `/api/files/${f.collection}/${f.record}/${encodeURIComponent(f.file)}`;
}

/** The endpoint URL for one transform. Slashes stay readable in `href` (valid in a query string). */
export function imageEndpointUrl(t: Required<ImageTransform<RequestedFormat>>): string {
  const href = encodeURIComponent(pocketbaseFilePath(t)).replace(/%2F/g, '/');
  return `${IMAGE_ROUTE}?href=${href}&w=${t.width}&h=${t.height}&f=${t.format}&q=${t.quality}`;
}

function sideParam(params: URLSearchParams, name: string): number | undefined | null {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^[1-9][0-9]{0,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_IMAGE_SIDE ? n : null;
}

/**
 * Reads an endpoint request's query: the transform, `{ notFound }` when `href` is not a file the endpoint may use
 * (src/lib/images/image-guard.mjs decides: PocketBase's own origin, public collections, no tricks), or
 * `{ error }` for other parameters out of bounds. `href` is a PocketBase file path, as the build writes it, or the
 * full PocketBase URL. Optional: `h` or `w` (not both), `f` (WebP), `q` (the image service's default); no other
 * parameter, since each variant costs a transform and disk space. `f=auto` is resolved per request by
 * negotiatedTransform.
 */
export function parseImageRequest(
  params: URLSearchParams,
  pocketbaseBase: string,
): ImageTransform<RequestedFormat> | { notFound: string } | { error: string } {
  for (const key of params.keys()) {
    if (!['href', 'w', 'h', 'f', 'q'].includes(key)) return { error: `Unknown parameter "${key}".` };
  }
  const href = params.get('href') ?? '';
  const base = pocketbaseBase.replace(/\/$/, '');
  const source = pocketbaseFileSource(href.startsWith('/api/files/') ? base + href : href, base);
  const match = source && !source.search ? /^\/api\/files\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(source.pathname) : null;
  let file = '';
  try {
    file = match ? decodeURIComponent(match[3]) : '';
  } catch {
    // refused below
  }
  const found = match && { collection: match[1], record: match[2], file };
  if (!found || !validFile(found)) return { notFound: 'Not Found' };
  const width = sideParam(params, 'w');
  const height = sideParam(params, 'h');
  if (width === null || height === null || (width === undefined && height === undefined)) {
    return { error: `w and h must be whole numbers from 1 to ${MAX_IMAGE_SIDE}, at least one given.` };
  }
  const f = (params.get('f') ?? 'webp').toLowerCase();
  const format = FORMAT_ALIASES.get(f) ?? f;
  if (format !== AUTO_FORMAT && !(IMAGE_FORMATS as readonly string[]).includes(format))
    return { error: `f must be one of ${[AUTO_FORMAT, ...IMAGE_FORMATS].join(', ')}.` };
  const q = params.get('q');
  const quality = q === null ? undefined : /^[1-9][0-9]?$|^100$/.test(q) ? Number(q) : null;
  if (quality === null) return { error: 'q must be a whole number from 1 to 100.' };
  return { ...found, width, height, format: format as RequestedFormat, quality };
}

/** What `f=auto` can become, in the order preferred when a browser's Accept header ranks them alike (as "any type"). */
export const AUTO_CHOICES = ['image/webp', 'image/avif'] as const;

/**
 * The transform to make for a request: `f=auto` becomes AVIF (at AVIF_QUALITY_OF_WEBP of the asked quality) when the
 * browser prefers it (`preferred`: the endpoint's reading of the Accept header among AUTO_CHOICES), else WebP at the
 * asked quality; any other format is made as asked.
 */
export function negotiatedTransform(
  t: ImageTransform<RequestedFormat>,
  preferred: (typeof AUTO_CHOICES)[number] | undefined,
): ImageTransform {
  if (t.format !== AUTO_FORMAT) return t as ImageTransform;
  if (preferred !== 'image/avif') return { ...t, format: 'webp' };
  const quality = t.quality === undefined ? undefined : Math.max(1, Math.round(t.quality * AVIF_QUALITY_OF_WEBP));
  return { ...t, format: 'avif', quality };
}

/** The cache's name for a transform: one file per (PocketBase file, size, format, quality). */
export function transformCacheKey(t: ImageTransform): string {
  return `${t.collection}/${t.record}/${t.file}@${t.width ?? ''}x${t.height ?? ''}q${t.quality ?? ''}.${t.format}`;
}
