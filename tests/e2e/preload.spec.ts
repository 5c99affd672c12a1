// A page's main (LCP) image is preloaded from <head> (src/components/layout/PreloadImage.astro), so the browser asks
// for it before its parser reaches the <img>. The preload must pick the very file the <img> (or its <picture>'s
// <source>) shows, or the phone would download two. On each page, on desktop and on a phone: the main image shows
// the file the head announced, and no image is downloaded twice.
import type { Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';

/** Every image URL the page requested, in order (same-origin paths). */
function imageRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return urls;
}

/** The preload links in <head> whose media query matches this screen, and the main image's shown file. */
async function mainImage(page: Page) {
  return page.evaluate(() => {
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const matching = links.filter((link) => !link.media || matchMedia(link.media).matches);
    const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
    const shown = img ? new URL(img.currentSrc) : null;
    return {
      preloads: links.length,
      matching: matching.map((link) => ({
        href: new URL(link.href).pathname + new URL(link.href).search,
        srcset: link.getAttribute('imagesrcset'),
        sizes: link.getAttribute('imagesizes'),
      })),
      img: img && { srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes'), complete: img.complete },
      shown: shown && shown.pathname + shown.search,
      wideSource: img?.closest('picture')?.querySelector('source')?.getAttribute('srcset') ?? null,
    };
  });
}

for (const { name, path } of [
  { name: 'home (the first banner)', path: '/' },
  { name: 'blog (the featured post)', path: '/blog' },
  { name: 'an article (its cover)', path: '/blog/millets-are-back' },
  { name: 'the product list (the first card)', path: '/products' },
  { name: 'a filtered product list (its first card)', path: '/products?category=Fruits&sort=price-high' },
  { name: "a product (the gallery's first image)", path: '/products/cauliflower' },
]) {
  test(`${name}: the head preloads the file the main image shows, and nothing is downloaded twice`, async ({
    page,
  }) => {
    const requested = imageRequests(page);
    await page.goto(path);
    await page.waitForLoadState('load');
    const main = await mainImage(page);
    expect(main.img?.complete).toBe(true);
    expect(main.matching).toHaveLength(1);
    const [preload] = main.matching;
    // The announced candidates are the shown element's: the <source> from md up on home, the <img> otherwise.
    const shownFromSource =
      main.wideSource !== null && (await page.evaluate(() => matchMedia('(min-width: 768px)').matches));
    expect(preload!.srcset).toBe(shownFromSource ? main.wideSource : main.img!.srcset);
    if (!shownFromSource && main.img!.sizes) expect(preload!.sizes).toBe(main.img!.sizes);
    // An image with one file (a product card's) is announced by that file.
    if (!preload!.srcset) expect(preload!.href).toBe(main.shown);
    expect(requested).toContain(main.shown);
    const twice = requested.filter((url, i) => requested.indexOf(url) !== i);
    expect(twice).toEqual([]);
  });
}
