// The shop's `/_image` endpoint (astro.config.mjs, image.endpoint): resizes the
// PocketBase images pages link to (the build writes the URLs and transforms
// nothing: src/lib/images/image-url.ts), once per file, size, format and
// quality: the result is kept on disk (transform-cache.server.ts) and served as
// immutable. Unlike Astro's generic endpoint it takes sources only from
// PocketBase's files of the public collections, fetches them as the shop's
// service account (so shoppers' traffic never spends a guest rate-limit budget
// in PocketBase), accepts only raster bytes in and sends only raster bytes out,
// under a policy that lets nothing run (src/lib/images/image-guard.mjs).
import type { APIRoute, LocalImageService } from 'astro';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import Negotiator from 'negotiator';
import { IMAGE_RESPONSE_HEADERS, sniffRaster } from './image-guard.mjs';
import {
  AUTO_CHOICES,
  AUTO_FORMAT,
  negotiatedTransform,
  parseImageRequest,
  pocketbaseFilePath,
  transformCacheKey,
  type ImageTransform,
} from './image-url';
import { TransformCache } from './transform-cache.server';
import { pocketbaseUrl, PB_REQUEST_TIMEOUT_MS } from '../pocketbase';
import { catalogReader, resetServiceClient } from '../pocketbase.server';

export const prerender = false;

/** Largest source it reads (PocketBase's own limit on image fields is 5 MB). */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

const PLACEHOLDER_IMAGE = '/placeholder.svg';

let cache: TransformCache | undefined;
/** The process's cache (made on first use, so IMAGE_CACHE_DIR is read at run time). */
function transformCache(): TransformCache {
  cache ??= new TransformCache();
  return cache;
}

const refuse = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { ...IMAGE_RESPONSE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The service account's token, or none (e.g. `astro dev` without the account set): files are public either way. */
async function serviceToken(): Promise<string | null> {
  return (await catalogReader()).authStore.token || null;
}

async function fetchSource(source: URL): Promise<Uint8Array | null> {
  const token = await serviceToken();
  const res = await fetch(source, {
    headers: token ? { Authorization: token } : {},
    redirect: 'error',
    signal: AbortSignal.timeout(PB_REQUEST_TIMEOUT_MS),
  }).catch(() => null);
  if (res?.status === 401 && token) resetServiceClient();
  if (!res?.ok) return null;
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_SOURCE_BYTES) return null;
  const bytes = new Uint8Array(await res.arrayBuffer());
  return bytes.length > MAX_SOURCE_BYTES ? null : bytes;
}

/** Transforms at once: each takes a core for a moment; more would only queue inside libvips with more memory. */
const MAX_PARALLEL_TRANSFORMS = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_TRANSFORMS) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The image service reports through Astro's logger: here the server's console. */
const imageLogger = {
  info: () => {},
  debug: () => {},
  warn: (...args: unknown[]) => console.warn('[images]', ...args),
  error: (...args: unknown[]) => console.error('[images]', ...args),
} as unknown as Parameters<LocalImageService['transform']>[3];

/** Why a transform was not made: answered as `status` (nothing is cached). */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function transform(t: ImageTransform): Promise<Buffer> {
  const input = await fetchSource(new URL(pocketbaseUrl() + pocketbaseFilePath(t)));
  if (!input) throw new Refusal(404, 'Not Found');
  // The bytes decide, not the name: an SVG (or HTML, or anything else) named "photo.png" is refused here.
  if (!sniffRaster(input)) throw new Refusal(415, 'Only raster images are served');
  const service = await getConfiguredImageService();
  if (!('transform' in service)) throw new Refusal(500, 'Image service unavailable');
  let output: Uint8Array;
  try {
    ({ data: output } = await limited(() =>
      service.transform(
        input,
        { src: pocketbaseFilePath(t), width: t.width, height: t.height, format: t.format, quality: t.quality },
        imageConfig,
        imageLogger,
      ),
    ));
  } catch {
    throw new Refusal(415, 'Only raster images are served');
  }
  // The service hands the source back unchanged when it cannot encode it: only the asked raster format goes out.
  if (!sniffRaster(output)) throw new Refusal(415, 'Only raster images are served');
  return Buffer.from(output);
}

/** The answer's own headers for `f=auto`: it depends on the Accept header, so caches keep one answer per Accept. */
const varyHeaders = (format: string): Record<string, string> => (format === AUTO_FORMAT ? { Vary: 'Accept' } : {});

export const GET: APIRoute = async ({ url, request }) => {
  const asked = parseImageRequest(url.searchParams, pocketbaseUrl());
  if ('notFound' in asked) return refuse(404, 'Not Found');
  if ('error' in asked) return refuse(400, asked.error);
  const accept = request.headers.get('accept') ?? '';
  const preferred = new Negotiator({ headers: { accept } }).mediaType([...AUTO_CHOICES]) as
    | (typeof AUTO_CHOICES)[number]
    | undefined;
  const parsed = negotiatedTransform(asked, preferred);
  const key = transformCacheKey(parsed);
  try {
    // Each (file, size, format, quality) is made once and kept on disk: a PocketBase file name never names other
    // bytes, so the answer is the same forever (immutable for browsers and CDNs).
    const { data, hit } = await transformCache().getOrMake(key, () => transform(parsed));
    const type = sniffRaster(data);
    if (!type) return refuse(415, 'Only raster images are served');
    return new Response(new Uint8Array(data), {
      status: 200,
      headers: {
        ...IMAGE_RESPONSE_HEADERS,
        'Content-Type': type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...varyHeaders(asked.format),
        'X-Image-Cache': hit ? 'hit' : 'miss',
      },
    });
  } catch (err) {
    if (err instanceof Refusal && err.status === 404) {
      // A file PocketBase does not have (deleted since the build) or cannot send now: the placeholder, as a failed
      // image shows in the browser; nothing cached, so the image comes back when PocketBase does (the service worker
      // keeps no redirected answer either: ownImage in src/features/offline/sw.ts).
      return new Response(null, {
        status: 302,
        headers: { ...IMAGE_RESPONSE_HEADERS, Location: PLACEHOLDER_IMAGE, 'Cache-Control': 'no-store' },
      });
    }
    if (err instanceof Refusal) return refuse(err.status, err.message);
    console.error(`[images] could not make ${key}:`, err);
    return refuse(500, 'The image could not be made.');
  }
};
