// Section "photos": the shop with camera photos instead of the demo's small drawings.
//
// A stack of its own (startBenchStack in stack.mjs: PocketBase with the demo seed, a production build, the shop
// server), except that before the build the newest visible products (the ones the product list shows first, the bench's
// product page among them) get a main image and two gallery pictures: real photographs of 3000-6000 px from Debian
// packages (scripts/real-photos.mjs), uploaded through PocketBase's API as a superuser. The next product gets three
// copies of one noise image (gradients and noise at several scales, 4000×3000, 3.5-4.5 MB), the worst case for an
// encoder, reported apart. Then:
//   - first view on a phone of `/`, `/products`, the product page and the noise product's page, N times each, measured
//     as the weight section measures it (measurePage in weight.mjs): total and image bytes, the largest answer (which
//     must be a resized copy, never an original, docs/images.md), and image bytes per 1,000 pixels drawn;
//   - the service worker's image cache (src/features/offline/sw.ts, docs/offline.md): a phone with the worker opens
//     the home page, the product list, every visible product page, the blog and every article, each scrolled to the
//     bottom so lazy images load, then the caches are read in the page (entries and bytes of each).
import { basename } from 'node:path';
import { chromium, devices } from 'playwright';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import { startBenchStack } from './stack.mjs';
import { readAllPublishedPostSlugs } from '../../server/data/posts.ts';
import { listNewestVisibleProducts, readAllVisibleProductSlugs, updateProduct } from '../../server/data/products.ts';
import { postPath, productPath } from '../../src/lib/paths.ts';
import { sourceModule } from './source-module.mjs';
import { KB, median, row } from './stats.mjs';
import { MAX_UPLOAD_BYTES, realPhotos } from '../real-photos.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { benchPages, pageProblem } from './targets.mjs';
import { BROWSER_ARGS, categoryOf, chromePath, measurePage } from './weight.mjs';

const MB = 1000 * KB;

/** The noise worst case: 12 megapixels, JPEG quality 90, 3-5 MB (within PocketBase's 5 MiB per image field). */
export const PHOTO = { width: 4000, height: 3000, quality: 90, minBytes: 3 * MB, maxBytes: 5 * MB };
/** Products that get photos (the newest visible ones), each a main image and this many gallery pictures. */
const PHOTO_PRODUCTS = 12;
const GALLERY_PHOTOS = 2;
/** First views of each page (median reported). */
const RUNS = 3;

export const PHOTO_BUDGETS = {
  // Issue #46: a page with photos weighs no more than 200 KB on a phone's first view, a product page 150 KB, and no
  // single answer (a resized photo included) is over 100 KB.
  total: { max: 200 * KB },
  productTotal: { max: 150 * KB },
  largestResponse: { max: 100 * KB },
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
 * Before the build: the newest visible products get real photos (main image and gallery), and the next one the noise
 * worst case, uploaded as a superuser. Returns what was uploaded: products, the stored file names and the photos.
 */
async function usePhotos(adminPb, { products, log }) {
  const started = Date.now();
  const real = await realPhotos();
  log(
    `photos: ${real.length} real photos read in ${((Date.now() - started) / 1000).toFixed(1)} s: ${real.map((p) => `${p.file} ${p.width}×${p.height} ${(p.jpeg.length / MB).toFixed(2)} MB`).join(', ')}`,
  );
  const noise = (await makePhoto(1000, 120, 1)).jpeg;
  const items = await listNewestVisibleProducts(adminPb, products + 1);
  const withPhotos = items.slice(0, products);
  const noisy = items[products];
  const files = new Set();
  const noiseFiles = new Set();
  let n = 0;
  const uploading = Date.now();
  const upload = async (product, pick, into) => {
    const file = (label) => new File([pick()], `${product.slug}-${label}.jpg`, { type: 'image/jpeg' });
    const gallery = Array.from({ length: GALLERY_PHOTOS }, (_, i) => file(`photo-${i + 2}`));
    // The gallery's list emptied: the uploaded gallery files show in upload order (src/lib/data/products.parse.ts).
    const saved = await updateProduct(adminPb, product.id, {
      image: file('photo-1'),
      gallery: [],
      gallery_files: gallery,
    });
    for (const name of [saved.image, ...(saved.gallery_files ?? [])]) into.add(name);
  };
  for (const product of withPhotos) await upload(product, () => real[n++ % real.length].jpeg, files);
  if (noisy) await upload(noisy, () => noise, noiseFiles);
  log(
    `photos: ${files.size} files uploaded to ${withPhotos.length} products, ${noiseFiles.size} noise images to ${noisy?.slug ?? 'none'}, in ${((Date.now() - uploading) / 1000).toFixed(1)} s`,
  );
  return {
    slugs: withPhotos.map((p) => p.slug),
    files,
    real,
    sizes: real.map((p) => p.jpeg.length),
    noise: { slug: noisy?.slug ?? null, files: noiseFiles, bytes: noise.length },
  };
}

/**
 * Quality per size class, by SSIM (ssim.js, its default "weber" algorithm) against the same photo resized without
 * loss: for each class's width, every real photo is cropped square and resized as the endpoint does (sharp, cover),
 * then encoded as AVIF and WebP at several qualities. Reported: the median SSIM and bytes of each, so a class's
 * quality is the lowest whose median SSIM stays at or above the target.
 */
export const QUALITY_CLASSES = [
  { name: 'card 1x-2x (≤ 300 px)', width: 300, webp: [55, 65, 75], avif: [40, 45, 52, 60] },
  { name: 'dense (≥ 360 px: cards at 3x, main image)', width: 520, webp: [40, 50, 65], avif: [32, 40, 52] },
  { name: 'main image at 3x', width: 1080, webp: [40, 50, 65], avif: [32, 40, 52] },
];
export const SSIM_TARGET = 0.9;

/** RGB pixels as the RGBA that ssim.js reads. */
function rgba(rgb) {
  const out = new Uint8ClampedArray((rgb.length / 3) * 4);
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    out[j] = rgb[i];
    out[j + 1] = rgb[i + 1];
    out[j + 2] = rgb[i + 2];
    out[j + 3] = 255;
  }
  return out;
}

export async function qualitySweep(photos, { classes = QUALITY_CLASSES, log = () => {} } = {}) {
  const out = [];
  for (const cls of classes) {
    const scores = new Map();
    for (const photo of photos) {
      // Resized once (one decode of the camera photo), then each encoding made from those pixels.
      const reference = await sharp(photo.jpeg)
        .rotate()
        .resize(cls.width, cls.width, { fit: 'cover' })
        .removeAlpha()
        .raw()
        .toBuffer();
      const raw = { raw: { width: cls.width, height: cls.width, channels: 3 } };
      const ref = { data: rgba(reference), width: cls.width, height: cls.width };
      const encodings = [
        ...cls.webp.map((q) => ({ format: 'webp', q })),
        ...cls.avif.map((q) => ({ format: 'avif', q })),
      ];
      for (const { format, q } of encodings) {
        const encoded = await sharp(reference, raw)[format]({ quality: q }).toBuffer();
        const decoded = await sharp(encoded).removeAlpha().raw().toBuffer();
        const { mssim } = ssim(ref, { data: rgba(decoded), width: cls.width, height: cls.width });
        const key = `${format} ${q}`;
        const list = scores.get(key) ?? { format, q, ssim: [], bytes: [] };
        list.ssim.push(mssim);
        list.bytes.push(encoded.length);
        scores.set(key, list);
      }
    }
    const rows = [...scores.values()].map((s) => ({
      format: s.format,
      q: s.q,
      ssim: median(s.ssim),
      bytes: median(s.bytes),
    }));
    log(
      `photos: quality ${cls.name} at ${cls.width} px: ${rows.map((r) => `${r.format} q${r.q} SSIM ${r.ssim.toFixed(3)} ${kb(r.bytes)}`).join('; ')}`,
    );
    out.push({ ...cls, rows });
  }
  return out;
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

/** In the page: the device pixels drawn by every loaded image of the image endpoint (its box, on screen or not). */
function drawnImagePixels() {
  let pixels = 0;
  let count = 0;
  for (const img of document.images) {
    if (!img.complete || img.naturalWidth === 0 || !img.currentSrc) continue;
    if (new URL(img.currentSrc).pathname !== '/_image') continue;
    const rect = img.getBoundingClientRect();
    pixels += rect.width * rect.height * devicePixelRatio * devicePixelRatio;
    count++;
  }
  return { pixels: Math.round(pixels), count };
}

/** The drawn pixels of the images a phone's first view loads (the Pixel 7 profile measurePage uses). */
async function drawnPixels(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    return await page.evaluate(drawnImagePixels);
  } finally {
    await context.close();
  }
}

/** The run with the median total of `runs` (so its parts belong together). */
function medianRun(runs) {
  const m = median(runs.map((r) => r.bytes.total));
  return runs.reduce((a, b) => (Math.abs(b.bytes.total - m) < Math.abs(a.bytes.total - m) ? b : a));
}

/** First view of each page, N times as the weight section measures it, with its image answers named. */
export async function firstViews(browser, { shopUrl, pages, photos, runs, log }) {
  const rows = [];
  const details = {};
  for (const { name, path, noise = false } of pages) {
    const item = noise ? `${path} (noise worst case)` : (path ?? name);
    const problem = await pageProblem(shopUrl, path);
    const budget = noise ? null : name === 'product' ? PHOTO_BUDGETS.productTotal : PHOTO_BUDGETS.total;
    if (problem) {
      rows.push(row('photos', item, 'total', null, 'bytes', budget, problem));
      continue;
    }
    const url = new URL(path, shopUrl).href;
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await measurePage(browser, url));
    const result = medianRun(all);
    const drawn = await drawnPixels(browser, url);
    const ours = noise ? photos.noise.files : photos.files;
    const images = result.resources.filter((r) => categoryOf(r.type, '') === 'images' || r.url === '/_image');
    const ofPhotos = images.filter((r) => ours.has(fileOf(r)));
    const largest = images.reduce((a, b) => (b.bytes > (a?.bytes ?? -1) ? b : a), null);
    const largestAny = result.resources.reduce((a, b) => (b.bytes > (a?.bytes ?? -1) ? b : a), null);
    const originals = result.resources.filter((r) => r.url.startsWith('/api/files/'));
    const b = result.bytes;
    const perKpx = drawn.pixels > 0 ? (b.images / drawn.pixels) * 1000 : null;
    details[item] = {
      path,
      runs: all.map((r) => r.bytes.total),
      bytes: b,
      requests: result.requests,
      failed: result.failed,
      drawn,
      imageBytesPerKpx: perKpx,
      images: images.map((r) => ({
        name: imageName(r),
        bytes: r.bytes,
        status: r.status,
        photo: ofPhotos.includes(r),
      })),
    };
    log(
      `photos ${item}: ${result.requests} requests, ${kb(b.total)} (runs ${all.map((r) => kb(r.bytes.total)).join(', ')}; images ${kb(b.images)}: ${images.length}, ${ofPhotos.length} of the photos), largest image ${largest ? `${kb(largest.bytes)} ${imageName(largest)}` : 'none'}, ${drawn.count} images drawing ${(drawn.pixels / 1e6).toFixed(2)} Mpx`,
    );
    const photoNote =
      name === 'product' && !noise
        ? `, a product with photos: ${photos.slugs.includes(decodeURIComponent(path.split('/').pop() ?? '')) ? 'yes' : 'no'}`
        : '';
    rows.push(
      row(
        'photos',
        item,
        'total',
        b.total,
        'bytes',
        budget,
        `median of ${all.length} (${all.map((r) => kb(r.bytes.total)).join(', ')}); images ${kb(b.images)} in ${images.length} answers, ${ofPhotos.length} of them from the ${noise ? 'noise image' : 'photos'} (${kb(ofPhotos.reduce((s, r) => s + r.bytes, 0))}); JS ${kb(b.js)}, HTML + CSS ${kb(b.html + b.css)}; ${result.requests} requests${photoNote}`,
      ),
      row(
        'photos',
        item,
        'image bytes per 1,000 drawn pixels',
        perKpx === null ? null : Math.round(perKpx * 1000) / 1000,
        'ratio',
        null,
        `${kb(b.images)} of images for ${drawn.count} images drawn on ${(drawn.pixels / 1e6).toFixed(2)} million device pixels (Pixel 7, DPR 2.625; boxes of every loaded endpoint image, on screen or not)`,
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
        noise ? null : PHOTO_BUDGETS.largestResponse,
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

export async function runPhotos({ log, quick = false, lighthouseRuns = 3 }) {
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
    const distinct = new Set(photos.real.map((p) => p.file)).size;
    const longSides = photos.real.map((p) => Math.max(p.width, p.height));
    details.photos = {
      products: photos.slugs,
      files: [...photos.files],
      real: photos.real.map(({ file, licence, width, height, note, jpeg }) => ({
        file,
        licence,
        width,
        height,
        bytes: jpeg.length,
        note,
      })),
      noise: { ...photos.noise, files: [...photos.noise.files] },
    };
    const made = `real photographs from Debian's lomiri-wallpapers-16.04 and -20.04 (CC0/CC-BY/CC-BY-SA, scripts/real-photos.mjs): ${photos.real.map((p) => `${p.file.replace(/\.jpg$/, '')} ${p.width}×${p.height}${p.note === 'as shipped' ? '' : ` (${p.note})`}`).join(', ')}`;
    rows.push(
      row(
        'photos',
        'catalogue',
        'distinct real photos',
        distinct,
        'count',
        { min: 12 },
        `${photos.files.size} files on ${photos.slugs.length} products (main image + ${GALLERY_PHOTOS} gallery); ${made}`,
      ),
      row(
        'photos',
        'catalogue',
        'shortest long side',
        Math.min(...longSides),
        'count',
        { min: 3000 },
        `px; JPEGs of ${(sizes[0] / MB).toFixed(2)}-${(sizes.at(-1) / MB).toFixed(2)} MB (PocketBase takes ≤ ${(MAX_UPLOAD_BYTES / MB).toFixed(2)} MB)`,
      ),
      row(
        'photos',
        'catalogue',
        'noise worst case',
        photos.noise.bytes,
        'bytes',
        null,
        `${PHOTO.width}×${PHOTO.height} JPEG, quality ${PHOTO.quality}, gradients and noise made with sharp, three times on ${photos.noise.slug ?? 'no product'} (main + 2 gallery)`,
      ),
    );

    const sweep = await qualitySweep(quick ? photos.real.slice(0, 3) : photos.real, { log });
    details.quality = sweep;
    for (const cls of sweep) {
      for (const r of cls.rows) {
        rows.push(
          row(
            'photos',
            `quality at ${cls.width} px`,
            `${r.format} q${r.q}: SSIM`,
            Math.round(r.ssim * 1000) / 1000,
            'ratio',
            null,
            `${cls.name}; median of ${quick ? 3 : photos.real.length} photos: ${kb(r.bytes)}; target SSIM ${SSIM_TARGET}`,
          ),
        );
      }
    }

    const pages = (await benchPages(adminPb)).filter((p) => ['home', 'products', 'product'].includes(p.name));
    if (photos.noise.slug)
      pages.push({ name: 'product', path: productPath({ id: '', slug: photos.noise.slug }), noise: true });
    const first = await firstViews(browser, { shopUrl, pages, photos, runs: quick ? 1 : RUNS, log });
    rows.push(...first.rows);
    details.firstView = first.details;

    // Lighthouse with the photos (issue #46): every bench page in English and Nepali on Regular 3G, score ≥ 98 and
    // LCP ≤ 2.5 s; and the home page's TBT against its no-JS copy, N ≥ 5, Slow 4G and Regular 3G (within +50 ms).
    const audited = await runLighthouse({
      shopUrl,
      buildDir: stack.buildDir,
      pages: await benchPages(adminPb),
      runs: lighthouseRuns,
      presets: ['regular-3g'],
      log,
      section: 'photos',
      comparisons: false,
      lcpMaxMs: 2500,
      tbtAgainstCopy: {
        paths: ['/'],
        presets: ['slow-4g', 'regular-3g'],
        runs: quick ? 1 : Math.max(5, lighthouseRuns),
      },
    });
    rows.push(...audited.rows);
    details.lighthouse = audited.details;

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
