// Images out of the build: the build writes image endpoint URLs and transforms nothing; the server's /_image
// endpoint transforms each PocketBase file once per size, keeps the result on disk (across restarts) and serves
// it as immutable. Against the stack's build, PocketBase and image cache (scripts/lib/test-stack.mjs).
import { MAIN_IMAGE_WIDTHS } from '@/features/catalog/media.server';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OtherShop, startOtherShop } from '@tests/harness/other-shop';
import { adminClient, testStack } from '@tests/harness/stack';

const shop = (path: string, base = testStack().shopUrl) => new URL(path, base).href;
const get = (path: string, base?: string, headers: Record<string, string> = {}) =>
  fetch(shop(path, base), { redirect: 'manual', headers });
/** What Chromium sends for an <img>. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const cacheDir = () => join(testStack().root, 'image-cache');

/** Every file under `dir`, relative paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

let productSlug = '';
let productImage = '';
let imageUrls: string[] = [];

beforeAll(async () => {
  const pb = await adminClient();
  const [product] = await pb
    .collection('web_products')
    .getFullList({ filter: 'isVisible = true && image != ""', sort: '-created,-id' });
  productSlug = product!.slug;
  productImage = product!.image;
  const html = await (await get(`/products/${productSlug}`)).text();
  imageUrls = [...new Set([...html.matchAll(/\/_image\?[^"'\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
});

describe('the build transforms no image', () => {
  it('writes no image file: pages link to the image endpoint, never to the PocketBase host', async () => {
    const client = join(testStack().buildDir, 'client');
    const images = filesUnder(client).filter((f) => /\.(webp|avif|jpe?g|png|gif)$/i.test(f));
    // Only what the repository ships in public/ (no transform output under _astro/).
    expect(images.filter((f) => f.startsWith('_astro'))).toEqual([]);
    const html = await (await get(`/products/${productSlug}`)).text();
    expect(html).not.toContain(testStack().pbUrl);
    expect(imageUrls.length).toBeGreaterThan(2);
    // The product's own image in the sizes the page uses: main 400w to 1200w, card 300 (in the cart's data),
    // thumbnails 100/200; each in the format the browser takes best (f=auto).
    const own = imageUrls.filter((u) => u.includes(productImage));
    for (const side of [300, 400, 800]) expect(own.some((u) => u.includes(`&w=${side}&h=${side}&f=auto`))).toBe(true);
    // The main image keeps its responsive candidates, every width of its ladder (React writes the attribute as
    // srcSet; src/features/catalog/media.server.ts MAIN_IMAGE_WIDTHS).
    const ladder = MAIN_IMAGE_WIDTHS.map((w) => `\\/_image\\?[^",]+ ${w}w`).join(', ');
    expect(new RegExp(`srcset="${ladder}"`, 'i').test(html)).toBe(true);
  });
});

describe('/_image', () => {
  let url = '';
  beforeAll(() => {
    url = imageUrls.find((u) => u.includes(productImage) && u.includes('&w=400&h=400'))!;
  });

  /**
   * The endpoint's answer to `url` for a browser sending `accept`: immutable, of `type`, varying with Accept; asked
   * again, the same bytes from the stored file. Returns the bytes.
   */
  async function storedAnswer(type: string, accept?: string): Promise<Buffer> {
    const headers: Record<string, string> = accept ? { Accept: accept } : {};
    const first = await get(url, undefined, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe(type);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('vary')).toBe('Accept');
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = await get(url, undefined, headers);
    expect(again.headers.get('x-image-cache')).toBe('hit');
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    return bytes;
  }

  it('transforms on the first request, then serves the stored file: immutable, WebP of the asked size', async () => {
    const bytes = await storedAnswer('image/webp');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });

  it('answers AVIF, at its own quality, to a browser that accepts it, kept apart from the WebP', async () => {
    const avif = await storedAnswer('image/avif', BROWSER_ACCEPT);
    expect(avif.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const meta = await (await import('sharp')).default(avif).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 400, 400]);
    // A browser that refuses AVIF, or names only WebP, gets the WebP.
    for (const accept of ['image/avif;q=0,image/webp,*/*', 'image/webp,*/*;q=0.8']) {
      const res = await get(url, undefined, { Accept: accept });
      expect(res.headers.get('content-type'), accept).toBe('image/webp');
    }
    // A format named in the URL is made as asked, whatever the browser accepts, and varies with nothing.
    const named = await get(url.replace('f=auto', 'f=webp'), undefined, { Accept: BROWSER_ACCEPT });
    expect(named.headers.get('content-type')).toBe('image/webp');
    expect(named.headers.get('vary')).toBeNull();
  });

  it('keeps transforms in a private folder, one file per file + size + format + quality', () => {
    const dir = cacheDir();
    const stored = filesUnder(dir);
    const folder = `web_products/${new URLSearchParams(url.split('?')[1]).get('href')!.split('/')[4]}`;
    expect(stored).toContain(`${folder}/${productImage}@400x400q65.webp`);
    expect(stored).toContain(`${folder}/${productImage}@400x400q52.avif`);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'web_products')).mode & 0o777).toBe(0o700);
    for (const f of stored) expect(statSync(join(dir, f)).mode & 0o777, f).toBe(0o600);
  });

  describe('a restarted server (a new build or a new process) on the same cache', () => {
    let other: OtherShop | null = null;
    beforeAll(async () => {
      other = await startOtherShop({ env: { IMAGE_CACHE_DIR: cacheDir() } });
    });
    afterAll(async () => {
      await other?.stop();
    });

    it('transforms nothing already transformed', async () => {
      const res = await get(url, other!.shopUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-image-cache')).toBe('hit');
    });
  });

  it('refuses sizes, formats and parameters the pages never ask for, with 400 (and other sources with 404)', async () => {
    const file = new URLSearchParams(url.split('?')[1]).get('href')!;
    for (const [query, status] of [
      [`href=${file}&w=9999&h=400&f=webp&q=65`, 400],
      [`href=${file}&w=400&h=400&f=svg&q=65`, 400],
      [`href=${file}&w=400&h=400&f=webp&q=65&fit=fill`, 400],
      [`href=${file}&f=webp&q=65`, 400],
      [`href=https://example.com/a.jpg&w=400&h=400&f=webp&q=65`, 404],
      [`href=/api/files/web_products/x/..%2F..%2Fdata.db&w=400&h=400&f=webp&q=65`, 404],
      [`href=/favicon.svg&w=400&h=400&f=webp&q=65`, 404],
    ] as const) {
      const res = await get(`/_image?${query}`);
      expect(res.status, query).toBe(status);
      expect(res.headers.get('content-type'), query).toMatch(/^text\/plain/);
    }
  });

  it('shows the placeholder for a file PocketBase does not have, and caches nothing for it', async () => {
    const before = filesUnder(cacheDir()).length;
    const res = await get('/_image?href=/api/files/web_products/nosuchrecord000/gone.jpg&w=400&h=400&f=webp&q=65');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/placeholder.svg');
    expect(res.headers.get('cache-control')).not.toMatch(/immutable/);
    expect(filesUnder(cacheDir()).length).toBe(before);
  });
});
