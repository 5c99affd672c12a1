// Home (docs/rules.md §2): the ten sections in order and their behaviour.
import type { Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';
import { adminClient, builtProductsFilter } from '@tests/harness/stack';
import { AUTO_ADVANCE_MS, TRANSITION_MS } from '@/features/home/banner-carousel';

const SECTION_ORDER = [
  'banner',
  'benefits',
  'categories',
  'products',
  'about',
  'faq',
  'delivery',
  'farmers',
  'press',
  'blog',
];
const section = (page: Page, name: string) => page.locator(`[data-home-section="${name}"]`);

/**
 * The home page with the page's clock under the test's control (Playwright's page.clock: timers and
 * performance.now() move only when the test says), and the banner carousel started. It starts at the first idle
 * moment after load (src/features/home/BannerCarousel.astro), which the clock lets come.
 */
async function readyCarousel(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');
  const carousel = section(page, 'banner');
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute('data-carousel-ready', '', { timeout: 100 });
  }).toPass();
  return carousel;
}

test('the home page lists seeded products with Rs. prices', async ({ page }) => {
  const pb = await adminClient();
  const newest = await pb
    .collection('web_products')
    .getList(1, 8, { filter: builtProductsFilter(pb), sort: '-created,-id' });
  await page.goto('/');
  const product = newest.items[0]!;
  await expect(page.getByText(product.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Rs. ${product.price}`).first()).toBeVisible();
});

test('shows the ten sections in the docs/rules.md order', async ({ page }) => {
  await page.goto('/');
  const order = await page
    .locator('main [data-home-section]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-home-section')));
  expect(order).toEqual(SECTION_ORDER);
  await expect(section(page, 'benefits')).toContainText('Regional Products');
  await expect(section(page, 'benefits')).toContainText('Priority Delivery');
  await expect(section(page, 'benefits')).toContainText('Quality Guarantee');
  await expect(section(page, 'categories').getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(section(page, 'products').getByRole('heading', { name: 'Our Fresh Products' })).toBeVisible();
  await expect(section(page, 'products').getByRole('link', { name: 'View All Products' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(section(page, 'faq').getByRole('heading', { name: 'Common questions' })).toBeVisible();
  await expect(
    section(page, 'delivery').getByRole('heading', { name: 'Fresh delivery you can count on' }),
  ).toBeVisible();
  await expect(section(page, 'delivery').getByRole('listitem')).toHaveCount(3);
  await expect(section(page, 'farmers').getByRole('heading', { name: 'Meet Our Farmers' })).toBeVisible();
  await expect(section(page, 'press').getByRole('heading', { name: 'In the Press' })).toBeVisible();
  await expect(section(page, 'blog').getByRole('heading', { name: 'From the Blog' })).toBeVisible();
});

test('the category tiles link to the product list exactly as docs/rules.md says', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('[data-category-tile]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toEqual([
    '/products?category=Fruits',
    '/products?category=Herbs+%26+Shurbs',
    '/products?category=Honey',
    '/products?category=Spices',
  ]);
});

test('FAQ: five questions, one open at a time, collapsible', async ({ page }) => {
  await page.goto('/');
  const items = section(page, 'faq').locator('details');
  await expect(items).toHaveCount(5);
  await expect(items.locator('summary')).toHaveText([
    /What is Krishi Bazaar\?/,
    /cash on delivery/,
    /farmers supported/,
    /organic/,
    /deliver across Nepal/,
  ]);
  const [first, second] = [items.nth(0), items.nth(1)];
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p')).toBeVisible();
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
  await expect(items.locator('[open]')).toHaveCount(0);
  // The organic answer is honest: not everything is certified.
  await items.nth(3).locator('summary').click();
  await expect(items.nth(3)).toContainText('Not all of it is certified organic');
});

test.describe('banner carousel', () => {
  test('renders the seeded banners, the first image as the eager high-priority LCP', async ({ page }) => {
    const pb = await adminClient();
    const banners = await pb.collection('banners').getFullList({ filter: 'active = true', sort: 'sort' });
    await page.goto('/');
    const slides = section(page, 'banner').locator('[data-carousel-slide]');
    await expect(slides).toHaveCount(banners.length);
    for (const [i, banner] of banners.entries()) {
      const slide = slides.nth(i);
      await expect(slide.locator('a')).toHaveAttribute('href', banner.link);
      await expect(slide.locator('img')).toHaveAttribute('alt', banner.alt);
      if (banner.headline) await expect(slide).toContainText(banner.headline);
      if (banner.ctaLabel) await expect(slide).toContainText(banner.ctaLabel);
    }
    const first = slides.first().locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // Decoded in the frame that paints it (src/lib/images/page-images.ts imageLoadingHints); the others off the main thread.
    await expect(first).toHaveAttribute('decoding', 'sync');
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(slides.nth(1).locator('img')).toHaveAttribute('decoding', 'async');
    await expect(slides.nth(1).locator('img')).toHaveAttribute('fetchpriority', 'low');
    // Images come from the build, never from PocketBase.
    expect(await first.getAttribute('src')).toMatch(/^\/_image\?href=\/api\/files\/banners\//);
  });

  test('advances on its own', async ({ page }) => {
    const carousel = await readyCarousel(page);
    const count = await carousel.locator('[data-carousel-slide]').count();
    await expect(carousel).toHaveAttribute('data-active-slide', '0');
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expect(carousel).toHaveAttribute('data-active-slide', '1');
    await expect(carousel.locator('[data-carousel-slide]').nth(1)).toBeInViewport();
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expect(carousel).toHaveAttribute('data-active-slide', String(2 % count));
  });

  test('arrow keys move it, and only the shown slide is focusable', async ({ page }) => {
    const carousel = await readyCarousel(page);
    const count = await carousel.locator('[data-carousel-slide]').count();
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-active-slide', '1');
    await expect(carousel.locator('[data-carousel-slide]').nth(0)).toHaveJSProperty('inert', true);
    await expect(carousel.locator('[data-carousel-slide]').nth(1)).toHaveJSProperty('inert', false);
    // A key during the 500 ms transition is ignored (the transition lock)...
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(TRANSITION_MS / 2);
    await expect(carousel).toHaveAttribute('data-active-slide', '1');
    // ...and counts once the transition has run.
    await page.clock.runFor(TRANSITION_MS);
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('data-active-slide', '0');
    await page.clock.runFor(TRANSITION_MS + 1);
    await page.keyboard.press('ArrowLeft'); // wraps to the last
    await expect(carousel).toHaveAttribute('data-active-slide', String(count - 1));
  });

  test('a swipe of more than 50 px changes the slide, a shorter one does not', async ({ page }) => {
    const carousel = await readyCarousel(page);
    const box = (await carousel.locator('[data-carousel-viewport]').boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      for (let x = from; x !== to; x += Math.sign(to - from) * 5) await page.mouse.move(x, y);
      await page.mouse.move(to, y);
      await page.mouse.up();
    };
    const mid = box.x + box.width / 2;
    await drag(mid, mid - 30);
    await page.clock.runFor(TRANSITION_MS + 1); // a slide change would have shown by now (and no lock is left)
    await expect(carousel).toHaveAttribute('data-active-slide', '0');
    await drag(mid, mid - 90);
    await expect(carousel).toHaveAttribute('data-active-slide', '1');
    await expect(page).toHaveURL(/\/$/); // dragging does not follow the slide's link
  });
});

test('press carousel: four outlets, clicking one shows its article', async ({ page }) => {
  await page.goto('/');
  const press = section(page, 'press');
  const outlets = press.getByRole('radio');
  await expect(outlets).toHaveCount(4);
  await expect(outlets.first()).toBeChecked();
  const articles = press.locator('[data-press-panel]');
  await expect(articles).toHaveCount(4);
  await expect(articles.nth(0)).toBeVisible();

  await press.locator('[data-press-outlet]').nth(2).click();
  await expect(outlets.nth(2)).toBeChecked();
  await expect(articles.nth(2)).toBeVisible();
  for (const i of [0, 1, 3]) await expect(articles.nth(i)).toBeHidden();
  const shown = articles.nth(2);
  await expect(shown.getByRole('heading')).not.toBeEmpty();
  const view = shown.getByRole('link', { name: /View Article/ });
  await expect(view).toHaveAttribute('href', /^https:\/\//);
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('rel', 'noopener noreferrer');

  // Three of the four outlets link to an external article.
  const external = await articles
    .locator('a')
    .evaluateAll((links) => links.filter((a) => a.getAttribute('href')!.startsWith('https://')).length);
  expect(external).toBe(3);
});

test('press carousel advances on its own with a progress bar', async ({ page }) => {
  await page.goto('/');
  const press = section(page, 'press');
  await press.scrollIntoViewIfNeeded();
  const bar = press.locator('[data-press-progress]').first();
  await expect
    .poll(async () => parseFloat((await bar.getAttribute('style'))?.match(/width:\s*([\d.]+)%/)?.[1] ?? '0'))
    .toBeGreaterThan(5);
  await expect(press.getByRole('radio').nth(1)).toBeChecked({ timeout: 15_000 });
});

test('From the Blog shows the 3 latest published posts', async ({ page }) => {
  const pb = await adminClient();
  const latest = await pb.collection('posts').getList(1, 3, { filter: 'is_published = true', sort: '-created,-id' });
  await page.goto('/');
  const titles = section(page, 'blog').locator('[data-post-title]');
  await expect(titles).toHaveText(latest.items.map((p) => p.title));
  for (const [i, post] of latest.items.entries())
    await expect(titles.nth(i)).toHaveAttribute('href', `/blog/${post.slug}`);
});

test('Meet Our Farmers shows the first three farmers', async ({ page }) => {
  const pb = await adminClient();
  const farmers = await pb.collection('farmers').getList(1, 3, { sort: 'sort' });
  await page.goto('/');
  const cards = section(page, 'farmers').locator('[data-farmer-card]');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText(farmers.items.map((f) => f.name));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows products, the first banner, the FAQ and the footer', async ({ page }) => {
    const pb = await adminClient();
    const newest = await pb
      .collection('web_products')
      .getList(1, 1, { filter: builtProductsFilter(pb), sort: '-created,-id' });
    const [banner] = (await pb.collection('banners').getList(1, 1, { filter: 'active = true', sort: 'sort' })).items;
    await page.goto('/');
    await expect(page.getByText(newest.items[0]!.name, { exact: true }).first()).toBeVisible();
    await expect(
      section(page, 'products')
        .getByText(/Rs\. \d+/)
        .first(),
    ).toBeVisible();
    const firstSlide = section(page, 'banner').locator('[data-carousel-slide]').first();
    await expect(firstSlide.getByRole('img', { name: banner!.alt })).toBeVisible();
    await expect(firstSlide).toBeInViewport();
    const faq = section(page, 'faq').locator('details');
    await faq.first().locator('summary').click();
    await expect(faq.first().locator('p')).toBeVisible();
    await section(page, 'press').locator('[data-press-outlet]').nth(1).click();
    await expect(section(page, 'press').locator('[data-press-panel="1"]')).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Press' })).toBeVisible();
  });
});
