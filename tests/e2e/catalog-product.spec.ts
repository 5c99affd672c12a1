// /products/{slug} (docs/rules.md §2 "Product detail", §4 product detail adding, §8
// out-of-stock toast, §9 quantity and sticky bar), against the seeded data.
import { GALLERY_THUMB_WIDTHS } from '@/lib/image-sizes';
import type { Locator, Page } from '@playwright/test';
import type { RecordModel } from 'pocketbase';
import { test, expect, hydrated } from '@tests/harness/browser';
import { adminClient } from '@tests/harness/stack';

/** The slide sits at the start of its horizontal scroller (the page itself may cut it vertically). */
async function expectSlideShown(slide: Locator) {
  await expect(async () => {
    const offset = await slide.evaluate((el) => {
      let box: HTMLElement | null = el.parentElement;
      while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      return box ? Math.abs(el.getBoundingClientRect().left - box.getBoundingClientRect().left) : Infinity;
    });
    expect(offset).toBeLessThan(2);
  }).toPass();
}

/** src/lib/site.ts brand (that module reads astro:env/client, so it is not imported here). */
const BRAND = 'Krishi Bazaar';

let bySlug: Map<string, RecordModel>;
test.beforeAll(async () => {
  const pb = await adminClient();
  const all = await pb.collection('web_products').getFullList();
  bySlug = new Map(all.map((p) => [p.slug as string, p]));
});
const product = (slug: string) => bySlug.get(slug)!;

const cartItems = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('krishi-cart'))) ?? '[]') as {
    slug: string;
    quantity: number;
  }[];
const stickyBar = (page: Page) => page.getByTestId('sticky-bar');

test.describe('product page', () => {
  test('shows the product: breadcrumb, names, price, description, details, traceability, nutrition, FAQ', async ({
    page,
  }) => {
    const apple = product('jumla-apple');
    await page.goto('/products/jumla-apple');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await expect(crumbs.getByText(apple.name)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apple.name);
    await expect(page.getByText(apple.nepaliName, { exact: true })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(`Rs. ${apple.price}`);
    await expect(page.getByText(`/ ${apple.unit}`).first()).toBeVisible();
    // Ticked bullets from "✓ " lines.
    await expect(page.getByTestId('product-description').getByRole('listitem').first()).toHaveText(/Naturally grown/);
    await expect(page.getByRole('heading', { name: 'Product Details' })).toBeVisible();
    await expect(page.getByText('Origin: Jumla, Karnali Province')).toBeVisible();
    await expect(page.getByText('Sourced from', { exact: true })).toBeVisible();
    await expect(page.getByText(apple.cooperativeName, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product Traceability' })).toBeVisible();
    await expect(page.getByText(/scan the QR code.*verify.*authenticity.*farm to table/i)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nutrition Facts' })).toBeVisible();
    await expect(page.getByText('52 kcal')).toBeVisible();
    await expect(page.getByText(/may vary with growing conditions and seasonality/)).toBeVisible();
    // Nutrition info popover (context) opens on demand.
    const info = page.locator('details', { has: page.getByText('About Energy') });
    await expect(info.getByText('per 100 g')).toBeHidden();
    await info.locator('summary').click();
    await expect(info.getByText('per 100 g')).toBeVisible();
    // FAQ accordion.
    const faq = page.getByText(apple.faqs[0].question);
    await faq.click();
    await expect(page.getByText(apple.faqs[0].answer)).toBeVisible();
  });

  test('a product without product_info shows the default details list', async ({ page }) => {
    const bare = [...bySlug.values()].find((p) => p.isVisible && !p.product_info)!;
    await page.goto(`/products/${bare.slug}`);
    await expect(page.getByText('100% Organic or Natural produce')).toBeVisible();
    await expect(page.getByText(`Sourced from ${bare.location}`)).toBeVisible();
    await expect(page.getByText('Fresh harvest delivery')).toBeVisible();
  });

  test('gallery: main image first (eager, high priority), thumbnails select; no player for a video that is not there', async ({
    page,
  }) => {
    await page.goto('/products/jumla-apple');
    const slides = page.locator('[aria-roledescription="slide"]');
    // Main image + 3 gallery images (no demo video files ship, so no video entry).
    await expect(slides).toHaveCount(4);
    const main = slides.first().locator('img');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute(
      'src',
      /^\/_image\?href=\/api\/files\/web_products\/.+&w=800&h=800&f=auto&q=\d+$/,
    );
    await expect(main).toHaveAttribute('srcset', /400w.*800w/);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous image' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();

    await hydrated(page, 'ProductGallery');
    const thumbs = page.getByRole('list', { name: 'Choose an image' }).getByRole('button');
    await expect(thumbs).toHaveCount(4);
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(2)).toHaveAttribute('data-active', '');
    await expectSlideShown(slides.nth(2));
    await thumbs.nth(3).click();
    await expectSlideShown(slides.nth(3));
    await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'true');
  });

  test('gallery: a slide after the first is fetched only when it is about to be shown; without JavaScript all show', async ({
    page,
    browser,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(decodeURIComponent(request.url()));
    });
    await page.goto('/products/jumla-apple');
    await hydrated(page, 'ProductGallery');
    const slides = page.locator('[aria-roledescription="slide"]');
    // The last slide's file, read from the <noscript> copy the server sent for it.
    const markup = (await slides.nth(3).locator('noscript').textContent()) ?? '';
    const file = /href=(?:%2F|\/)api(?:%2F|\/)files(?:%2F|\/)web_products(?:%2F|\/)[^/%]+(?:%2F|\/)([^&"]+)/.exec(
      markup,
    )?.[1];
    expect(file, 'the last slide waits in <noscript>').toBeTruthy();
    // The slide's sizes (its thumbnail, one of GALLERY_THUMB_WIDTHS by the drawn width, is fetched with the page).
    const thumbWidth = new RegExp(`[?&]w=(${GALLERY_THUMB_WIDTHS.join('|')})&`);
    const slideSized = (url: string) => url.includes(file!) && !thumbWidth.test(url);
    await page.waitForLoadState('networkidle');
    expect(images.filter(slideSized)).toEqual([]);
    expect(images.length).toBeGreaterThan(0); // the page's own images were seen

    await page.getByRole('list', { name: 'Choose an image' }).getByRole('button').nth(3).click();
    const shown = slides.nth(3).locator('img');
    await expect(shown).toBeVisible();
    // The endpoint encodes a size on its first request, two at a time (src/lib/images/image-endpoint.ts), so under a
    // loaded run this slide can wait behind other tests' images: the wait is long, the check is the same.
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
    expect(images.some(slideSized)).toBe(true);
    // React hydrates the strip with its <noscript> slides as the server sent them.
    expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);

    // With JavaScript off, the <noscript> copies are the slides' images.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
    const noJs = await context.newPage();
    await noJs.goto('/products/jumla-apple');
    await expect(noJs.locator('[aria-roledescription="slide"] img')).toHaveCount(4);
    await context.close();
  });

  test("gallery: a slide swiped to before the gallery's script arrived gets its image", async ({ page }) => {
    // The gallery's script is held until the swipe is done, as on a slow connection (it is fetched after the load
    // event, src/lib/hydrate-on-interaction.ts, so holding it does not hold the page).
    let swiped!: () => void;
    const swipeDone = new Promise<void>((resolve) => {
      swiped = resolve;
    });
    await page.route('**/_astro/ProductGallery*', async (route) => {
      await swipeDone;
      await route.continue();
    });
    await page.goto('/products/jumla-apple', { waitUntil: 'domcontentloaded' });
    const slides = page.locator('[aria-roledescription="slide"]');
    await slides.nth(3).evaluate((slide: HTMLElement) => slide.parentElement?.scrollTo({ left: slide.offsetLeft }));
    await expectSlideShown(slides.nth(3));
    await expect(page.locator('astro-island[component-url*="/ProductGallery."]')).toHaveAttribute('ssr');
    swiped();
    await hydrated(page, 'ProductGallery');
    // At once, not at the third automatic advance (15 s).
    await expect(slides.nth(3).locator('img')).toBeVisible({ timeout: 4000 });
  });

  test('gallery arrows move between items', async ({ page }) => {
    await page.goto('/products/jumla-apple');
    await hydrated(page, 'ProductGallery');
    const slides = page.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    // Hovering pauses auto-advance; the pointer then stays on the gallery. On a
    // slow machine auto-advance may already have moved on, so start from
    // whichever slide is active once the pointer is there.
    await page.getByRole('button', { name: 'Next image' }).hover();
    const start = await slides.evaluateAll((all) => all.findIndex((el) => el.hasAttribute('data-active')));
    expect(start).toBeGreaterThanOrEqual(0);
    const next = (start + 1) % count;
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(slides.nth(next)).toHaveAttribute('data-active', '');
    await expectSlideShown(slides.nth(next));
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(slides.nth(start)).toHaveAttribute('data-active', '');
    // Each click waits for the slide to be in place: while the strip is still scrolling, the slide in view changes as
    // it passes, and a click then counts from that one (as a shopper's would).
    await expectSlideShown(slides.nth(start));
    // Previous from the first wraps to the last.
    for (let i = start; i > 0; i--) {
      await page.getByRole('button', { name: 'Previous image' }).click();
      await expectSlideShown(slides.nth(i - 1));
    }
    await expect(slides.nth(0)).toHaveAttribute('data-active', '');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(slides.nth(count - 1)).toHaveAttribute('data-active', '');
    await expectSlideShown(slides.nth(count - 1));
    // Two quick taps move two slides: the slides the strip passes on its way do not count as taps' starting points.
    // The second tap comes at the strip's second scroll event after the first tap: it still scrolls from the last
    // slide back to the first (about half a second), and the gallery has had a frame to react to the slide passing
    // by. Without the fix the strip ended on the first slide, in both projects.
    const strip = slides.first().locator('..');
    const tappedWhileScrolling = await page.getByRole('button', { name: 'Next image' }).evaluate(
      async (button: HTMLElement, el) => {
        const start = el.scrollLeft;
        let events = 0;
        const moving = new Promise<void>((resolve, reject) => {
          const onScroll = () => {
            if (++events < 2) return;
            el.removeEventListener('scroll', onScroll);
            resolve();
          };
          el.addEventListener('scroll', onScroll);
          setTimeout(() => reject(new Error(`the strip sent ${events} scroll events in 5 s after the tap`)), 5000);
        });
        button.click();
        await moving;
        const midway = el.scrollLeft > 0 && el.scrollLeft < start;
        button.click();
        return midway;
      },
      await strip.elementHandle(),
    );
    expect(tappedWhileScrolling, 'the second tap came while the strip was still scrolling').toBe(true);
    // Read once the strip has stopped on a slide (the slide passing by is shown for a moment either way): still for
    // two frames, at a multiple of its width.
    await expect
      .poll(() =>
        strip.evaluate(async (el) => {
          const before = el.scrollLeft;
          for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
          const still = before === el.scrollLeft;
          return still && Math.abs(before - Math.round(before / el.clientWidth) * el.clientWidth) < 1;
        }),
      )
      .toBe(true);
    expect(await slides.evaluateAll((all) => all.findIndex((el) => el.hasAttribute('data-active')))).toBe(1);
    await expectSlideShown(slides.nth(1));
  });

  test('a product with only its main image has no arrows or thumbnails', async ({ page }) => {
    const single = [...bySlug.values()].find((p) => p.isVisible && p.image && (!p.gallery || p.gallery.length === 0))!;
    await page.goto(`/products/${single.slug}`);
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next image' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous image' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Choose an image' })).toHaveCount(0);
  });

  test('quantity: minus stops at max(1, minOf), plus stops at 99', async ({ page }) => {
    const banana = product('chitwan-banana');
    expect(banana.minOf).toBeGreaterThan(1);
    await page.goto('/products/chitwan-banana');
    await expect(page.getByText(`(min. of ${banana.minOf})`)).toBeVisible();
    await hydrated(page, 'PurchaseBox');
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    const quantity = page.getByTestId('quantity');
    await expect(quantity).toHaveText(String(banana.minOf));
    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(quantity).toHaveText(String(banana.minOf + 1));
    await expect(page.getByRole('button', { name: `Add ${banana.minOf + 1} to Cart` })).toBeVisible();
    await minus.click();
    await expect(quantity).toHaveText(String(banana.minOf));
    await expect(minus).toBeDisabled();

    for (let q = banana.minOf; q < 99; q++) await plus.click();
    await expect(quantity).toHaveText('99');
    await expect(plus).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add 99 to Cart' })).toBeEnabled();
  });

  test('"Add N to Cart" adds N once and shows the bottom bar', async ({ page }) => {
    await page.goto('/products/jumla-apple');
    await hydrated(page, 'PurchaseBox');
    await expect(stickyBar(page)).toHaveAttribute('data-shown', 'false');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add 3 to Cart' }).click();
    expect(await cartItems(page)).toEqual([expect.objectContaining({ slug: 'jumla-apple', quantity: 3 })]);
    await expect(stickyBar(page)).toHaveAttribute('data-shown', 'true');
    await expect(stickyBar(page)).toBeInViewport();
  });

  test('the bottom bar appears after scrolling past the marker and adds the chosen quantity', async ({ page }) => {
    const apple = product('jumla-apple');
    await page.goto('/products/jumla-apple');
    await hydrated(page, 'PurchaseBox');
    await expect(stickyBar(page)).toHaveAttribute('data-shown', 'false');
    await expect(stickyBar(page)).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(stickyBar(page)).toHaveAttribute('data-shown', 'true');
    await expect(stickyBar(page)).toBeInViewport();
    // Names of 40 characters or fewer are shown whole (longer ones are cut; see the unit tests).
    expect(apple.name.length).toBeLessThanOrEqual(40);
    await expect(page.getByTestId('sticky-name')).toHaveText(apple.name);
    await expect(stickyBar(page).getByText(`Rs. ${apple.price}`)).toBeVisible();
    await stickyBar(page).getByRole('button', { name: 'Add to Cart' }).click();
    expect(await cartItems(page)).toEqual([expect.objectContaining({ slug: 'jumla-apple', quantity: 1 })]);
    // Once something was added the bar stays, even back at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(stickyBar(page)).toHaveAttribute('data-shown', 'true');
  });

  test('scrolling back up hides the bar when nothing was added', async ({ page }) => {
    await page.goto('/products/mustang-apple');
    await hydrated(page, 'PurchaseBox');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(stickyBar(page)).toHaveAttribute('data-shown', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(stickyBar(page)).toHaveAttribute('data-shown', 'false');
  });

  test('out of stock: add, plus and minus disabled, label "Out of Stock", pressing add anyway shows the toast', async ({
    page,
  }) => {
    // A short window, so that even a short page scrolls past the 300 px marker.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 420 });
    for (const slug of ['sarlahi-litchi', 'sarlahi-maldaha-mango']) {
      const p = product(slug);
      expect(p.is_available).toBe(false);
      await page.goto(`/products/${slug}`);
      await hydrated(page, 'PurchaseBox');
      await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
      const box = page.locator('astro-island[component-url*="/PurchaseBox."]');
      await expect(box.getByRole('button', { name: 'Out of Stock' }).first()).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
      await expect(page.getByRole('button', { name: /to Cart$/ })).toHaveCount(0);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(stickyBar(page)).toHaveAttribute('data-shown', 'true');
      await stickyBar(page).getByRole('button', { name: 'Out of Stock' }).click();
      await expect(page.getByText(`${p.name} is currently out of stock.`)).toBeVisible();
      await expect(page.getByText('Out of Stock', { exact: true }).last()).toBeVisible();
      expect(await cartItems(page)).toEqual([]);
    }
  });

  test('metadata: title, canonical, description, image and Product structured data', async ({ page }) => {
    const apple = product('jumla-apple');
    await page.goto('/products/jumla-apple');
    await expect(page).toHaveTitle(`Buy ${apple.name} - Rs.${apple.price}/${apple.unit} Direct from ${BRAND}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/jumla-apple$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Crisp, sweet-tart apples/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+\/_image\?href=\/api\/files\/web_products\/.+&f=auto&q=\d+$/,
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#22543d$/i);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Product');
    expect(ld).toBeTruthy();
    expect(ld.name).toBe(apple.name);
    const offer = ld.offers;
    expect(offer.priceCurrency).toBe('NPR');
    expect(Number(offer.price)).toBe(apple.price);
    expect(offer.availability).toBe('https://schema.org/InStock');
    // Valid until 7 days after the build (the build ran shortly before the tests).
    const kathmanduDate = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date(Date.now() + days * 86_400_000));
    expect([kathmanduDate(6), kathmanduDate(7)]).toContain(offer.priceValidUntil);
    const delivery = offer.shippingDetails.deliveryTime;
    expect(delivery.cutoffTime).toMatch(/^16:00(:00)?\+05:45$/);
    expect(delivery.handlingTime).toMatchObject({ minValue: 0, maxValue: 1, unitCode: 'DAY' });
    expect(delivery.businessDays.dayOfWeek).toHaveLength(7);
    expect(offer.shippingDetails.shippingDestination.addressCountry).toBe('NP');
    expect(ld.countryOfOrigin.name).toBe('Nepal');
    expect(offer.seller.address).toMatchObject({
      addressLocality: 'Kathmandu',
      addressRegion: 'Bagmati',
      postalCode: '44600',
      addressCountry: 'NP',
    });
  });

  test('/products/{id} reaches the same product', async ({ page }) => {
    const apple = product('jumla-apple');
    await page.goto(`/products/${apple.id}`);
    await expect(page).toHaveURL(/\/products\/jumla-apple$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apple.name);
  });

  test('the hidden product is not built: not-found view with HTTP 404', async ({ page }) => {
    expect(product('chia-seeds').isVisible).toBe(false);
    for (const path of ['/products/chia-seeds', '/products/no-such-product', `/products/${product('chia-seeds').id}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
      await expect(
        page.getByText(
          "We couldn't find the product you're looking for. It may have been removed or is temporarily unavailable.",
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    }
  });

  test('Back goes one step back in history', async ({ page }) => {
    await page.goto('/products?category=Honey');
    await page.getByRole('link', { name: 'Chiuri Honey', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chiuri Honey');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?category=Honey$/);
  });
});

test.describe('product page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows name, price, description and the first image', async ({ page }) => {
    const apple = product('jumla-apple');
    await page.goto('/products/jumla-apple');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apple.name);
    await expect(page.getByTestId('product-price')).toHaveText(`Rs. ${apple.price}`);
    await expect(page.getByTestId('product-description')).toContainText('Crisp, sweet-tart apples');
    await expect(page.locator('[aria-roledescription="slide"] img').first()).toBeVisible();
    // Back is a plain link to the list.
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/products');
  });

  test('/products/{id} redirects without JavaScript too', async ({ page }) => {
    const apple = product('jumla-apple');
    await page.goto(`/products/${apple.id}`);
    await expect(page).toHaveURL(/\/products\/jumla-apple$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apple.name);
  });
});
