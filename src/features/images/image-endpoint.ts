// The shop's `/_image` endpoint (astro.config.mjs, image.endpoint): resizes a
// PocketBase image for pages rendered on demand (products newer than the
// build). Unlike Astro's generic endpoint it takes sources only from
// PocketBase's files of the public collections, fetches them as the shop's
// service account (so shoppers' traffic never spends a guest rate-limit budget
// in PocketBase), accepts only raster bytes in and sends only raster bytes out,
// under a policy that lets nothing run (src/features/images/image-guard.mjs).
import type { APIRoute } from 'astro';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { IMAGE_RESPONSE_HEADERS, RASTER_FORMATS, pocketbaseFileSource, sniffRaster } from './image-guard.mjs';
import { pocketbaseUrl, PB_REQUEST_TIMEOUT_MS } from '../../lib/pocketbase';
import { resetServiceClient, serviceClient } from '../../lib/pocketbase.server';

export const prerender = false;

/** Largest width or height `/_image` makes (pages ask for at most 800 px at 2x). */
const MAX_SIDE = 2400;
/** Largest source it reads (PocketBase's own limit on image fields is 5 MB). */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

const refuse = (status: number, text: string) =>
  new Response(text, { status, headers: { ...IMAGE_RESPONSE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The service account's token, or none (e.g. `astro dev` without the account set): files are public either way. */
async function serviceToken(): Promise<string | null> {
  if (!process.env.SHOP_SERVICE_EMAIL || !process.env.SHOP_SERVICE_PASSWORD) return null;
  try {
    return (await serviceClient()).authStore.token;
  } catch {
    return null;
  }
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

const side = (value: string | null) => {
  if (value === null) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_SIDE ? n : null;
};

export const GET: APIRoute = async ({ url }) => {
  const source = pocketbaseFileSource(url.searchParams.get('href'), pocketbaseUrl());
  if (!source) return refuse(404, 'Not Found');
  const format = (url.searchParams.get('f') ?? 'webp').toLowerCase();
  const width = side(url.searchParams.get('w'));
  const height = side(url.searchParams.get('h'));
  if (!RASTER_FORMATS.includes(format) || width === null || height === null) return refuse(400, 'Invalid request');

  const input = await fetchSource(source);
  if (!input) return refuse(404, 'Not Found');
  // The bytes decide, not the name: an SVG (or HTML, or anything else) named "photo.png" is refused here.
  if (!sniffRaster(input)) return refuse(415, 'Only raster images are served');

  const service = await getConfiguredImageService();
  if (!('transform' in service)) return refuse(500, 'Image service unavailable');
  const transform = service.parseURL ? await service.parseURL(url, imageConfig) : undefined;
  let output: Uint8Array;
  try {
    ({ data: output } = await service.transform(
      input,
      { ...transform, src: source.href, width, height, format: format === 'jpg' ? 'jpeg' : format } as never,
      imageConfig,
    ));
  } catch {
    return refuse(415, 'Only raster images are served');
  }
  const type = sniffRaster(output);
  if (!type) return refuse(415, 'Only raster images are served');
  return new Response(output as unknown as BodyInit, {
    status: 200,
    headers: { ...IMAGE_RESPONSE_HEADERS, 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000' },
  });
};
