// The shop's image endpoint (`/_image`, set as Astro's image endpoint in astro.config.mjs): resizes a PocketBase
// file to the size, format and quality in the URL the build wrote (src/features/images/image-url.ts), once per
// file: the result is kept on disk (transform-cache.server.ts) and served as immutable, so browsers and a CDN keep
// it for a year. Only PocketBase files (the URL names a file path, the server adds its own PocketBase host), only
// raster sources (raster.ts), and only the parameters the pages use.
import type { APIRoute } from 'astro';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { pocketbaseUrl } from '../../lib/pocketbase';
import { parseImageRequest, pocketbaseFilePath, transformCacheKey, type ImageTransform } from './image-url';
import { rasterFormat } from './raster';
import { TransformCache } from './transform-cache.server';

export const prerender = false;

/** A product photo is at most a few MB (the schema caps uploads); anything larger is refused, not read whole. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const SOURCE_TIMEOUT_MS = 10_000;
/** Transforms at once: each takes a core for a moment; more would only queue inside libvips with more memory. */
const MAX_PARALLEL_TRANSFORMS = 2;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PLACEHOLDER = '/placeholder.svg';

const CONTENT_TYPES: Record<ImageTransform['format'], string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

let cache: TransformCache | undefined;
/** The process's cache (created on first use, so IMAGE_CACHE_DIR is read at run time). */
export function transformCache(): TransformCache {
  return (cache ??= new TransformCache());
}

class SourceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let running = 0;
const queue: (() => void)[] = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_TRANSFORMS) await new Promise<void>((go) => queue.push(go));
  running++;
  try {
    return await task();
  } finally {
    running--;
    queue.shift()?.();
  }
}

async function fetchSource(t: ImageTransform): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetch(pocketbaseUrl() + pocketbaseFilePath(t), {
      redirect: 'error',
      signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS),
    });
  } catch (err) {
    throw new SourceError(503, `PocketBase did not answer: ${(err as Error).message}`);
  }
  if (res.status === 404 || res.status === 400) throw new SourceError(404, 'No such file.');
  if (!res.ok) throw new SourceError(503, `PocketBase answered ${res.status}.`);
  if (Number(res.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) throw new SourceError(413, 'The file is too large.');
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > MAX_SOURCE_BYTES) throw new SourceError(413, 'The file is too large.');
  return bytes;
}

const logger = {
  info: () => {},
  debug: () => {},
  warn: (...args: unknown[]) => console.warn('[images]', ...args),
  error: (...args: unknown[]) => console.error('[images]', ...args),
};

async function transform(t: ImageTransform): Promise<Buffer> {
  const source = await fetchSource(t);
  if (!rasterFormat(source)) throw new SourceError(415, 'The file is not a raster image (JPEG, PNG, GIF, WebP or AVIF).');
  const service = await getConfiguredImageService();
  if (!('transform' in service)) throw new Error('The configured image service cannot transform images.');
  const result = await limited(() =>
    service.transform(
      source,
      { src: pocketbaseFilePath(t), width: t.width, height: t.height, format: t.format, quality: t.quality },
      imageConfig,
      // @ts-expect-error Astro's services take its logger as a fourth argument (used for warnings only).
      logger,
    ),
  ).catch((err: Error) => {
    // A damaged upload: refused like any file that is not an image.
    throw new SourceError(415, `The file could not be read as an image: ${err.message}`);
  });
  // The service hands back the source unchanged when it cannot encode it: never serve that.
  if (result.format !== t.format) throw new SourceError(415, 'The file could not be converted.');
  return Buffer.from(result.data);
}

function text(status: number, message: string, cacheControl = 'no-store'): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

export const GET: APIRoute = async ({ request }) => {
  const parsed = parseImageRequest(new URL(request.url).searchParams);
  if ('error' in parsed) return text(400, parsed.error, 'public, max-age=3600');
  try {
    const { data, hit } = await transformCache().getOrMake(transformCacheKey(parsed), () => transform(parsed));
    return new Response(new Uint8Array(data), {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[parsed.format],
        'Content-Length': String(data.length),
        'Cache-Control': IMMUTABLE,
        'X-Image-Cache': hit ? 'hit' : 'miss',
      },
    });
  } catch (err) {
    if (err instanceof SourceError && err.status === 404) {
      // A missing file shows the placeholder, as a failed image does in the browser (spec §8 "Images fail to load").
      return new Response(null, { status: 302, headers: { Location: PLACEHOLDER, 'Cache-Control': 'public, max-age=300' } });
    }
    if (err instanceof SourceError && err.status === 503) {
      return new Response(null, { status: 302, headers: { Location: PLACEHOLDER, 'Cache-Control': 'no-store' } });
    }
    if (err instanceof SourceError) return text(err.status, err.message, 'public, max-age=300');
    console.error(`[images] could not transform ${transformCacheKey(parsed)}:`, err);
    return text(500, 'The image could not be made.');
  }
};
