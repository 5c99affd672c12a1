// Image URLs for PocketBase files, and the rules for reading them back (pure: used by the build, which writes
// the URLs into pages, and by the server's image endpoint, src/features/images/endpoint.ts, which answers them).
//
// The build transforms no image: it writes `/_image?href=/api/files/{collection}/{record}/{file}&w=…&h=…&f=webp&q=…`.
// The endpoint transforms each (file, size, format, quality) once, on the first request, and keeps the result on
// disk (transform-cache.server.ts). PocketBase gives a file a new name when it changes, so a URL's image never
// changes and is served as immutable: a browser or CDN keeps it for a year. docs/images.md says more.

/** The endpoint's route (Astro's default image route, configured in astro.config.mjs). */
export const IMAGE_ROUTE = '/_image';

/** Output formats the endpoint produces. */
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Largest width or height the endpoint makes (the 2x banner is 3200 px wide). */
export const MAX_IMAGE_SIDE = 3200;

/** A PocketBase file: /api/files/{collection}/{record}/{file}. */
export interface PocketBaseFile {
  collection: string;
  record: string;
  file: string;
}

export interface ImageTransform extends PocketBaseFile {
  width: number;
  height: number;
  format: ImageFormat;
  quality: number;
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
  const parts = url.slice(prefix.length).split('?')[0]!.split('/');
  if (parts.length !== 3) return null;
  let file: string;
  try {
    file = decodeURIComponent(parts[2]!);
  } catch {
    return null;
  }
  const found = { collection: parts[0]!, record: parts[1]!, file };
  return validFile(found) ? found : null;
}

/** The PocketBase path of a file, as the endpoint's `href` holds it. */
export function pocketbaseFilePath(f: PocketBaseFile): string {
  return `/api/files/${f.collection}/${f.record}/${encodeURIComponent(f.file)}`;
}

/** The endpoint URL for one transform. Slashes stay readable in `href` (valid in a query string). */
export function imageEndpointUrl(t: ImageTransform): string {
  const href = encodeURIComponent(pocketbaseFilePath(t)).replace(/%2F/g, '/');
  return `${IMAGE_ROUTE}?href=${href}&w=${t.width}&h=${t.height}&f=${t.format}&q=${t.quality}`;
}

function intParam(params: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = params.get(name);
  if (raw === null || !/^[1-9][0-9]{0,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

/**
 * Reads an endpoint request's query: the transform, or the reason it is refused. Only PocketBase file paths,
 * bounded sizes, the known formats and a quality of 1-100; no other parameter (each variant costs a transform and
 * disk space, so the URL space is kept to what the pages use).
 */
export function parseImageRequest(params: URLSearchParams): ImageTransform | { error: string } {
  for (const key of params.keys()) {
    if (!['href', 'w', 'h', 'f', 'q'].includes(key)) return { error: `Unknown parameter "${key}".` };
  }
  const href = params.get('href') ?? '';
  const match = /^\/api\/files\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(href);
  if (!match) return { error: 'href must be a PocketBase file path (/api/files/{collection}/{record}/{file}).' };
  let file: string;
  try {
    file = decodeURIComponent(match[3]!);
  } catch {
    return { error: 'href is not a valid path.' };
  }
  const source = { collection: match[1]!, record: match[2]!, file };
  if (!validFile(source)) return { error: 'href is not a valid PocketBase file path.' };
  const width = intParam(params, 'w', 1, MAX_IMAGE_SIDE);
  const height = intParam(params, 'h', 1, MAX_IMAGE_SIDE);
  if (width === null || height === null) return { error: `w and h must be whole numbers from 1 to ${MAX_IMAGE_SIDE}.` };
  const format = params.get('f') ?? '';
  if (!(IMAGE_FORMATS as readonly string[]).includes(format)) return { error: `f must be one of ${IMAGE_FORMATS.join(', ')}.` };
  const quality = intParam(params, 'q', 1, 100);
  if (quality === null) return { error: 'q must be a whole number from 1 to 100.' };
  return { ...source, width, height, format: format as ImageFormat, quality };
}

/** The cache's name for a transform: one file per (PocketBase file, size, format, quality). */
export function transformCacheKey(t: ImageTransform): string {
  return `${t.collection}/${t.record}/${t.file}@${t.width}x${t.height}q${t.quality}.${t.format}`;
}
