// Images sized to what is drawn, and loaded when they are needed (docs/images.md, "Sizes and loading").
//
// On a 390 px phone at device pixel ratio 3 (the mobile project) and on a 1280 px desktop at 1 (the desktop
// project), each page is opened, scrolled to the bottom so its lazy images load, and every image the browser
// fetched through the image endpoint is compared with the box it is drawn in, in device pixels:
//   - never more than 1.25 times the drawn width (wasted bytes), and
//   - never less than the drawn width (blurry), unless the original is smaller than what was asked for (the endpoint
//     never enlarges).
// Cropped images (object-fit: cover) are compared on the side that fills the box.
// Then, at the load event, before any scrolling: only images in the first screen are eager, at most one has
// fetchpriority="high" and it is on that screen, every other image is lazy, and a carousel's later slides have not
// been fetched. (Chromium fetches lazy images up to 1,250 px below the screen at once: lazy is the promise checked.)
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';

const PAGES = ['/', '/products', '/products/cauliflower', '/blog', '/blog/millets-are-back'];

const PROFILES = {
  mobile: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

async function context(browser: Browser, project: string, baseURL: string | undefined): Promise<BrowserContext> {
  const profile = project === 'mobile' ? PROFILES.mobile : PROFILES.desktop;
  return browser.newContext({ ...profile, baseURL, serviceWorkers: 'block' });
}

/** Scrolls to the bottom by half screens and waits until every loading image is complete. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(innerHeight / 2)) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 80));
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.loading === 'lazy' || img.complete));
  await page.waitForLoadState('networkidle');
}

interface Drawn {
  url: string;
  asked: number;
  naturalWidth: number;
  naturalHeight: number;
  boxWidth: number;
  boxHeight: number;
  ratio: number;
  capped: boolean;
}

/**
 * Every visible, loaded image from the image endpoint: what was fetched against what is drawn (device pixels). The
 * fetched file's own pixels are read by decoding it again (from the cache): an <img> with `w` candidates reports its
 * natural size divided by the density the browser chose, not the file's.
 */
function drawnImages(page: Page): Promise<Drawn[]> {
  return page.evaluate(async () => {
    const dpr = devicePixelRatio;
    const out: Drawn[] = [];
    for (const img of document.images) {
      if (!img.complete || img.naturalWidth === 0 || !img.currentSrc) continue;
      const url = new URL(img.currentSrc);
      if (url.pathname !== '/_image') continue;
      const rect = img.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || getComputedStyle(img).visibility === 'hidden') continue;
      const file = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
      const boxWidth = rect.width * dpr;
      const boxHeight = rect.height * dpr;
      const cover = getComputedStyle(img).objectFit === 'cover';
      const sx = file.width / boxWidth;
      const sy = file.height / boxHeight;
      // The side that sets the scale: the smaller one when cropped to fill, the larger when the whole image shows.
      const ratio = cover ? Math.min(sx, sy) : Math.max(sx, sy);
      const asked = Number(url.searchParams.get('w') ?? url.searchParams.get('h') ?? 0);
      const askedHeight = Number(url.searchParams.get('h') ?? 0);
      // The endpoint never enlarges: a file narrower or shorter than asked is as large as the original allows.
      const capped = file.width < asked || (askedHeight > 0 && file.height < askedHeight);
      out.push({
        url: url.pathname + url.search,
        asked,
        naturalWidth: file.width,
        naturalHeight: file.height,
        boxWidth: Math.round(boxWidth),
        boxHeight: Math.round(boxHeight),
        ratio: Math.round(ratio * 1000) / 1000,
        capped,
      });
      file.close();
    }
    return out;
  });
}

for (const path of PAGES) {
  test(`${path}: every image is fetched at 1 to 1.25 times the pixels it is drawn at`, async ({
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(180_000); // scrolling a long page on a phone of a busy machine
    const ctx = await context(browser, info.project.name, baseURL);
    try {
      const page = await ctx.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await scrollThrough(page);
      const images = await drawnImages(page);
      expect(images.length).toBeGreaterThan(0);
      if (process.env.IMAGE_SIZES_LOG) console.log(path, JSON.stringify(images, null, 1));
      const tooLarge = images.filter((i) => i.ratio > 1.25);
      const blurry = images.filter((i) => i.ratio < 0.995 && !i.capped);
      expect({ tooLarge, blurry }).toEqual({ tooLarge: [], blurry: [] });
    } finally {
      await ctx.close();
    }
  });

  test(`${path}: only the first screen's images are eager, at most one is high priority, the rest wait`, async ({
    browser,
    baseURL,
  }, info) => {
    const ctx = await context(browser, info.project.name, baseURL);
    try {
      const page = await ctx.newPage();
      // At the load event: what the page asked for before the browser went idle (the carousel's script shows its
      // other slides only then).
      await page.goto(path, { waitUntil: 'load' });
      const images = await page.evaluate(() =>
        [...document.images].map((img) => {
          const rect = img.getBoundingClientRect();
          const src = img.currentSrc || img.src;
          const slide = img.closest('[data-carousel-slide]');
          return {
            src: src ? new URL(src, location.href).pathname + new URL(src, location.href).search : '',
            candidates: (img.getAttribute('srcset') ?? '')
              .split(',')
              .map((c) => c.trim().split(/\s+/)[0])
              .filter(Boolean),
            loading: img.getAttribute('loading'),
            priority: img.getAttribute('fetchpriority'),
            top: Math.round(rect.top),
            // A carousel's slide after the first is off screen whatever its box says.
            laterSlide: slide !== null && slide.parentElement?.firstElementChild !== slide,
            aboveFold:
              rect.width > 0 && rect.height > 0 && rect.top < innerHeight && rect.bottom > 0 && rect.left < innerWidth,
          };
        }),
      );
      // What started before the load event (the page's own timing, not the test's).
      const requested = new Set(
        await page.evaluate(() => {
          const loadAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
          return performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime < loadAt)
            .map((e) => new URL(e.name).pathname + new URL(e.name).search);
        }),
      );
      expect(images.length).toBeGreaterThan(0);
      expect(images.filter((i) => i.priority === 'high').length).toBeLessThanOrEqual(1);
      // Eager only in the first screen (the main image, the first row of cards); everything below is lazy.
      const eagerBelow = images.filter((i) => i.loading !== 'lazy' && (!i.aboveFold || i.laterSlide));
      expect(eagerBelow).toEqual([]);
      // A carousel's later slides are not fetched while the page loads.
      const laterFetched = images.filter(
        (i) => i.laterSlide && [i.src, ...i.candidates].some((u) => u && requested.has(u)),
      );
      expect(laterFetched).toEqual([]);
      // The high-priority image, if any, is in the first screen.
      expect(images.filter((i) => i.priority === 'high' && !i.aboveFold)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
}

test('a browser that takes no AVIF (Safari before 16.4) gets WebP, and shows every image', async ({
  browser,
  baseURL,
}, info) => {
  const ctx = await context(browser, info.project.name, baseURL);
  try {
    const page = await ctx.newPage();
    const types: string[] = [];
    // Such a browser's Accept header for images: WebP, no AVIF.
    await page.route('**/_image?**', (route) =>
      route.continue({ headers: { ...route.request().headers(), accept: 'image/webp,image/png,image/*;q=0.8' } }),
    );
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/_image') types.push(response.headers()['content-type'] ?? '');
    });
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    expect(types.length).toBeGreaterThan(0);
    expect([...new Set(types)]).toEqual(['image/webp']);
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.complete && img.currentSrc && img.naturalWidth === 0)
        .map((i) => i.currentSrc),
    );
    expect(broken).toEqual([]);
  } finally {
    await ctx.close();
  }
});
