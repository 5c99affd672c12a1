// Section "photos": the shop with phone-camera photos instead of the demo's small drawings.
//
// A stack of its own (startBenchStack in stack.mjs: PocketBase with the demo seed, a production build, the shop
// server), except that before the build the newest visible products (the ones the product list shows first, the bench's
// product page among them) get a main image and two gallery pictures that are 4000×3000 JPEGs of 3-5 MB, made here
// with sharp (gradients and noise at several scales, which JPEG compresses about as it does a photo) and uploaded
// through PocketBase's API as a superuser. Then:
//   - first view on a phone of `/`, `/products` and the product page, measured as the weight section measures it
//     (measurePage in weight.mjs): total and image bytes against the weight budget, and the largest image response,
//     which must be a resized copy, never an original (docs/images.md);
//   - the service worker's image cache (src/features/offline/sw.ts, docs/offline.md): a phone with the worker opens
//     the home page, the product list, every visible product page, the blog and every article, each scrolled to the
//     bottom so lazy images load, then the caches are read in the page (entries and bytes of each).
import { basename } from 'node:path';
import { chromium, devices } from 'playwright';
import sharp from 'sharp';
import { startBenchStack } from './stack.mjs';
import { readAllPublishedPostSlugs } from '../../server/data/posts.ts';
import { listNewestVisibleProducts, readAllVisibleProductSlugs, updateProduct } from '../../server/data/products.ts';
import { postPath, productPath } from '../../src/lib/paths.ts';
import { sourceModule } from './source-module.mjs';
import { KB, row } from './stats.mjs';
import { benchPages, pageProblem } from './targets.mjs';
import { BROWSER_ARGS, categoryOf, chromePath, measurePage, WEIGHT_BUDGETS } from './weight.mjs';

const MB = 1000 * KB;

/** What a phone camera writes: 12 megapixels, JPEG quality 90, 3-5 MB (within PocketBase's 5 MiB per image field). */
export const PHOTO = { width: 4000, height: 3000, quality: 90, minBytes: 3 * MB, maxBytes: 5 * MB };
/** Products that get photos (the newest visible ones), each a main image and this many gallery pictures. */
const PHOTO_PRODUCTS = 12;
const GALLERY_PHOTOS = 2;
/** Distinct photos made; each upload is a file of its own in PocketBase (its own name, so its own image URLs). */
const VARIANTS = 6;

export const PHOTO_BUDGETS = {
  // No answer near an original's size (3-5 MB): the largest image a phone page asks for is the product page's 800 px
  // AVIF (WebP where not accepted); scripts and pages are far smaller.
  largestResponse: { max: 300 * KB },
  // docs/offline.md: the worker keeps at most 150 images, resized AVIF of ~2-60 KB each on a phone (WebP of ~20-120 KB
  // without AVIF): ~15 MB at most.
  cacheBytes: { max: 15 * MB },
  cacheLargestEntry: { max: 120 * KB },
};

/** A small deterministic generator (mulberry32): the same photos on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform noise with one value per `cell` pixels, enlarged smoothly (cubic) to the photo's size. */
async function noiseLayer(rand, cell, channels) {
  const { width, height } = PHOTO;
  const w = Math.max(2, Math.ceil(width / cell));
  const h = Math.max(2, Math.ceil(height / cell));
  const small = Buffer.alloc(w * h * channels);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(rand() * 256);
  if (w === width && h === height) return small;
  let enlarged = sharp(small, { raw: { width: w, height: h, channels } }).resize(width, height, {
    kernel: 'cubic',
    fit: 'fill',
  });
  // sharp hands a one-channel picture back as sRGB: keep one channel.
  if (channels === 1) enlarged = enlarged.extractChannel(0);
  const big = await enlarged.raw().toBuffer();
  if (big.length !== width * height * channels) throw new Error(`noise layer: ${big.length} bytes, not ${channels}`);
  return big;
}

/** An RGB colour from hue (degrees), saturation and lightness (0-1). */
function hsl(hue, s, l) {
  const k = (n) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  return [0, 8, 4].map((n) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
}

/**
 * The raw pixels of one photo: a vertical colour gradient (sky to ground), colour blotches at two scales, a smooth
 * texture, and fine detail (3-pixel texture and per-pixel grain) scaled by `detail`, which sets the JPEG's size.
 */
function compose(layers, hue, detail) {
  const { width, height } = PHOTO;
  const out = new Uint8ClampedArray(width * height * 3);
  const top = hsl(hue, 0.55, 0.72);
  const bottom = hsl((hue + 50) % 360, 0.45, 0.32);
  const { large, medium, texture, fine, pixel } = layers;
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const base = [0, 1, 2].map((c) => top[c] * (1 - t) + bottom[c] * t);
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const light = 0.2 * (texture[p] - 128) + detail * (0.3 * (fine[p] - 128) + 0.15 * (pixel[p] - 128));
      const q = p * 3;
      out[q] = base[0] + 0.4 * (large[q] - 128) + 0.12 * (medium[q] - 128) + light;
      out[q + 1] = base[1] + 0.4 * (large[q + 1] - 128) + 0.12 * (medium[q + 1] - 128) + light;
      out[q + 2] = base[2] + 0.4 * (large[q + 2] - 128) + 0.12 * (medium[q + 2] - 128) + light;
    }
  }
  return Buffer.from(out.buffer);
}

/**
 * One 4000×3000 JPEG of 3-5 MB: the fine detail is searched (bisection) until the file lands within 3.5-4.5 MB,
 * starting from the last photo's, which usually lands at once.
 */
async function makePhoto(seed, hue, startDetail) {
  const rand = random(seed);
  const layers = {
    large: await noiseLayer(rand, 400, 3),
    medium: await noiseLayer(rand, 60, 3),
    texture: await noiseLayer(rand, 12, 1),
    fine: await noiseLayer(rand, 3, 1),
    pixel: await noiseLayer(rand, 1, 1),
  };
  const { width, height, quality, minBytes, maxBytes } = PHOTO;
  let low = 0;
  let high = 8;
  let detail = startDetail;
  let jpeg = null;
  for (let tries = 0; tries < 12; tries++) {
    jpeg = await sharp(compose(layers, hue, detail), { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length >= 3.5 * MB && jpeg.length <= 4.5 * MB) break;
    if (jpeg.length < 4 * MB) low = detail;
    else high = detail;
    detail = (low + high) / 2;
  }
  if (!jpeg || jpeg.length < minBytes || jpeg.length > maxBytes)
    throw new Error(`photo ${seed}: no JPEG of 3-5 MB (last ${jpeg?.length} bytes at detail ${detail})`);
  return { jpeg, detail };
}

/**
 * Before the build: the newest visible products get photos (main image and gallery), uploaded as a superuser. Returns
 * what was uploaded: products, the stored file names and the photos' sizes.
 */
async function usePhotos(adminPb, { products, log }) {
  const started = Date.now();
  const photos = [];
  let detail = 1;
  for (let i = 0; i < VARIANTS; i++) {
    const photo = await makePhoto(1000 + i, (i * 360) / VARIANTS, detail);
    detail = photo.detail;
    photos.push(photo.jpeg);
  }
  const sizes = photos.map((p) => p.length);
  log(
    `photos: ${VARIANTS} JPEGs of ${PHOTO.width}×${PHOTO.height} made in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes.map((s) => `${(s / MB).toFixed(2)} MB`).join(', ')}`,
  );
  const items = await listNewestVisibleProducts(adminPb, products);
  const files = new Set();
  let n = 0;
  const uploading = Date.now();
  for (const product of items) {
    const file = (label) => {
      const bytes = photos[n++ % photos.length];
      return new File([bytes], `${product.slug}-${label}.jpg`, { type: 'image/jpeg' });
    };
    const gallery = Array.from({ length: GALLERY_PHOTOS }, (_, i) => file(`photo-${i + 2}`));
    // The gallery's list emptied: the uploaded gallery files show in upload order (src/lib/data/products.parse.ts).
    const saved = await updateProduct(adminPb, product.id, {
      image: file('photo-1'),
      gallery: [],
      gallery_files: gallery,
    });
    for (const name of [saved.image, ...(saved.gallery_files ?? [])]) files.add(name);
  }
  log(
    `photos: ${files.size} files uploaded to ${items.length} products in ${((Date.now() - uploading) / 1000).toFixed(1)} s`,
  );
  return { slugs: items.map((p) => p.slug), files, sizes };
}

/** The file and size an image endpoint answer is for ("x_photo_1_abc.jpg at w=800"), or the path of another image. */
function imageName(resource) {
  if (resource.url !== '/_image') return resource.url;
  const q = new URLSearchParams(resource.search ?? '');
  const size = [q.get('w') && `w=${q.get('w')}`, q.get('h') && `h=${q.get('h')}`].filter(Boolean).join(', ');
  return `${basename(q.get('href') ?? '?')} at ${size} (${q.get('f') ?? '?'})`;
}

const fileOf = (resource) =>
  resource.url === '/_image' ? basename(new URLSearchParams(resource.search ?? '').get('href') ?? '') : '';

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** First view of each page, as the weight section measures it, with its image answers named. */
async function firstViews(browser, { shopUrl, pages, photos, log }) {
  const rows = [];
  const details = {};
  for (const { name, path } of pages) {
    const item = path ?? name;
    const problem = await pageProblem(shopUrl, path);
    if (problem) {
      rows.push(row('photos', item, 'total', null, 'bytes', WEIGHT_BUDGETS.total, problem));
      continue;
    }
    const result = await measurePage(browser, new URL(path, shopUrl).href);
    const images = result.resources.filter((r) => categoryOf(r.type, '') === 'images' || r.url === '/_image');
    const ofPhotos = images.filter((r) => photos.files.has(fileOf(r)));
    const largest = images.reduce((a, b) => (b.bytes > (a?.bytes ?? -1) ? b : a), null);
    const largestAny = result.resources.reduce((a, b) => (b.bytes > (a?.bytes ?? -1) ? b : a), null);
    const originals = result.resources.filter((r) => r.url.startsWith('/api/files/'));
    const b = result.bytes;
    details[name] = {
      path,
      bytes: b,
      requests: result.requests,
      failed: result.failed,
      images: images.map((r) => ({
        name: imageName(r),
        bytes: r.bytes,
        status: r.status,
        photo: ofPhotos.includes(r),
      })),
    };
    log(
      `photos ${item}: ${result.requests} requests, ${kb(b.total)} (images ${kb(b.images)}: ${images.length}, ${ofPhotos.length} of the photos), largest image ${largest ? `${kb(largest.bytes)} ${imageName(largest)}` : 'none'}`,
    );
    const photoNote =
      path === pages.find((p) => p.name === 'product')?.path
        ? `, a product with photos: ${photos.slugs.includes(decodeURIComponent(path.split('/').pop() ?? '')) ? 'yes' : 'no'}`
        : '';
    rows.push(
      row(
        'photos',
        item,
        'total',
        b.total,
        'bytes',
        WEIGHT_BUDGETS.total,
        `images ${kb(b.images)} in ${images.length} answers, ${ofPhotos.length} of them from the photos (${kb(ofPhotos.reduce((s, r) => s + r.bytes, 0))}); JS ${kb(b.js)}, HTML + CSS ${kb(b.html + b.css)}; ${result.requests} requests${photoNote}`,
      ),
    );
    const notes = [
      largestAny === largest
        ? `an image: ${imageName(largest)}`
        : `${largestAny?.url}; largest image ${largest ? `${kb(largest.bytes)} ${imageName(largest)}` : 'none'}`,
      `${originals.length} requests for an original (/api/files/)`,
      result.failed.length && `failed or ≥ 400: ${result.failed.join(', ')}`,
    ];
    rows.push(
      row(
        'photos',
        item,
        'largest response',
        largestAny?.bytes ?? 0,
        'bytes',
        PHOTO_BUDGETS.largestResponse,
        notes.filter(Boolean).join('; '),
      ),
    );
  }
  return { rows, details };
}

/** In the page: every same-origin image URL it requested (the worker's image route takes these). */
function imagesRequested() {
  return performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter(
      (u) =>
        u.origin === location.origin &&
        (u.pathname === '/_image' || /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(u.pathname)),
    )
    .map((u) => u.href);
}

/** In the page: each Cache Storage cache, its entries, their body bytes and its largest entry. */
async function readCaches() {
  const out = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    let bytes = 0;
    let largest = { url: '', bytes: 0 };
    const requests = await cache.keys();
    for (const request of requests) {
      const response = await cache.match(request);
      const size = response ? (await response.blob()).size : 0;
      bytes += size;
      if (size > largest.bytes) largest = { url: request.url, bytes: size };
    }
    out.push({ name, entries: requests.length, bytes, largest });
  }
  return out;
}

/** Scrolls to the bottom by half screens, so lazy images load as a shopper scrolling through would load them. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight / 2)) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 120));
    }
  });
  // Then until no request has finished for a second (at most 20 s): the lazy images the scrolling started.
  await page.evaluate(async () => {
    const count = () => performance.getEntriesByType('resource').length;
    let last = count();
    let quietSince = Date.now();
    for (const end = Date.now() + 20_000; Date.now() < end && Date.now() - quietSince < 1000; ) {
      await new Promise((done) => setTimeout(done, 100));
      if (count() !== last) {
        last = count();
        quietSince = Date.now();
      }
    }
  });
}

/**
 * A phone with the worker browses `paths`; its image cache is read every 10 pages and at the end (the largest entry
 * and the most entries and bytes it held), and every cache at the end.
 */
async function browseWithWorker(browser, { shopUrl, paths, imagesCache, log }) {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/', shopUrl).href, { waitUntil: 'load', timeout: 60_000 });
    // The worker registers after load; from here on it handles every request of the pages below.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const seen = new Set();
    let visited = 0;
    const peak = { entries: 0, bytes: 0, largest: { url: '', bytes: 0 }, samples: [] };
    const sample = async () => {
      const images = (await page.evaluate(readCaches)).find((c) => c.name === imagesCache);
      if (!images) return;
      peak.samples.push({ pages: visited, entries: images.entries, bytes: images.bytes });
      peak.entries = Math.max(peak.entries, images.entries);
      peak.bytes = Math.max(peak.bytes, images.bytes);
      if (images.largest.bytes > peak.largest.bytes) peak.largest = images.largest;
    };
    for (const path of paths) {
      const response = await page.goto(new URL(path, shopUrl).href, { waitUntil: 'load', timeout: 60_000 });
      if (!response?.ok()) log(`photos: ${path} answered ${response?.status()}`);
      await scrollThrough(page);
      for (const url of await page.evaluate(imagesRequested)) seen.add(url);
      visited++;
      if (visited % 10 === 0) {
        await sample();
        log(`photos: ${visited}/${paths.length} pages opened with the worker, ${seen.size} images`);
      }
    }
    // The worker's expiration runs after each image is put in the cache: give the last ones time to settle.
    await page.waitForTimeout(3000);
    await sample();
    const cachesRead = await page.evaluate(readCaches);
    return { visited, distinctImages: seen.size, caches: cachesRead, peak };
  } finally {
    await context.close();
  }
}

export async function runPhotos({ log, quick = false }) {
  let photos = null;
  log(`photos: starting a stack whose ${quick ? 4 : PHOTO_PRODUCTS} newest products carry camera photos...`);
  const stack = await startBenchStack({
    log,
    beforeBuild: async (backend) => {
      photos = await usePhotos(backend.adminPb, { products: quick ? 4 : PHOTO_PRODUCTS, log });
    },
  });
  const rows = [];
  const details = {};
  // After the build: loading a source module through Vite sets NODE_ENV=development in this process.
  const { IMAGES_CACHE, MAX_IMAGES } = await sourceModule('features/offline/cache-names.ts').catch(async (err) => {
    await stack.stop();
    throw err;
  });
  const browser = await chromium.launch({ executablePath: chromePath(), args: BROWSER_ARGS });
  try {
    const { adminPb, shopUrl } = stack;
    const sizes = [...photos.sizes].sort((a, b) => a - b);
    const made = `${PHOTO.width}×${PHOTO.height} JPEG, quality ${PHOTO.quality}, made with sharp from gradients and noise`;
    details.photos = { products: photos.slugs, files: [...photos.files], sizes: photos.sizes };
    rows.push(
      row(
        'photos',
        'catalogue',
        'smallest photo',
        sizes[0],
        'bytes',
        { min: PHOTO.minBytes },
        `${photos.files.size} files on ${photos.slugs.length} products (main image + ${GALLERY_PHOTOS} gallery), ${VARIANTS} distinct photos: ${sizes.map((s) => `${(s / MB).toFixed(2)} MB`).join(', ')}; ${made}`,
      ),
      row('photos', 'catalogue', 'largest photo', sizes.at(-1), 'bytes', { max: PHOTO.maxBytes }, made),
    );

    const pages = (await benchPages(adminPb)).filter((p) => ['home', 'products', 'product'].includes(p.name));
    const first = await firstViews(browser, { shopUrl, pages, photos, log });
    rows.push(...first.rows);
    details.firstView = first.details;

    // Every page a shopper can browse to, the photo products' pages last (with the list once more), so the cache
    // ends up holding their images, the largest a phone keeps.
    const products = await readAllVisibleProductSlugs(adminPb);
    const posts = await readAllPublishedPostSlugs(adminPb);
    const others = products
      .filter((p) => !photos.slugs.includes(p.slug))
      .map(productPath)
      .slice(0, quick ? 8 : undefined);
    const paths = [
      '/',
      '/products',
      ...others,
      '/blog',
      ...posts.map((p) => postPath(p.slug)),
      ...photos.slugs.map((slug) => productPath({ id: '', slug })),
      '/products',
    ];
    const browsed = await browseWithWorker(browser, { shopUrl, paths, imagesCache: IMAGES_CACHE, log });
    details.imageCache = browsed;
    const images = browsed.caches.find((c) => c.name === IMAGES_CACHE);
    const { peak } = browsed;
    const otherCaches = browsed.caches
      .filter((c) => c !== images)
      .map((c) => `${c.name.replace(/-https?:.*$/, '')} ${c.entries} entries ${kb(c.bytes)}`)
      .join(', ');
    log(
      `photos: image cache after ${browsed.visited} pages (${browsed.distinctImages} distinct images): ${images ? `${images.entries} entries, ${kb(images.bytes)}` : 'none'}; at most ${peak.entries} entries, ${kb(peak.bytes)}, largest entry ${kb(peak.largest.bytes)}; ${otherCaches}`,
    );
    const item = 'image cache (worker)';
    const largestUrl = peak.largest.url ? new URL(peak.largest.url) : null;
    const largestName = largestUrl ? imageName({ url: largestUrl.pathname, search: largestUrl.search }) : '';
    rows.push(
      row(
        'photos',
        item,
        'distinct images requested',
        browsed.distinctImages,
        'count',
        null,
        `${browsed.visited} pages opened by one phone with the worker, each scrolled to the bottom: /, /products, ${others.length} product pages without photos, /blog, ${posts.length} articles, then the ${photos.slugs.length} product pages with photos and /products again`,
      ),
      row(
        'photos',
        item,
        'entries',
        images?.entries ?? null,
        'count',
        { max: MAX_IMAGES },
        `at the end; at most ${peak.entries} when read every 10 pages; other caches at the end: ${otherCaches || 'none'}`,
      ),
      row(
        'photos',
        item,
        'bytes',
        images?.bytes ?? null,
        'bytes',
        PHOTO_BUDGETS.cacheBytes,
        `response bodies at the end; at most ${kb(peak.bytes)} when read every 10 pages; bound: ${MAX_IMAGES} entries × largest entry ${kb(peak.largest.bytes)} = ${((MAX_IMAGES * peak.largest.bytes) / MB).toFixed(1)} MB`,
      ),
      row(
        'photos',
        item,
        'largest entry',
        peak.largest.bytes || null,
        'bytes',
        PHOTO_BUDGETS.cacheLargestEntry,
        largestName,
      ),
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
  return { rows, details };
}
