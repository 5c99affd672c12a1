// What a new shopper notices: real-looking pictures, no fake videos, a blog with
// its own dates and covers, the right words, phone numbers as people write them,
// order thumbnails and skeleton, ordering without JavaScript and via WhatsApp.
import type { Page } from '@playwright/test';
import { setting } from '@/lib/settings.mjs';
import { test, expect, hydrated } from '@tests/harness/browser';
import { cartLine, choose, openCart, openCheckout, seedBrowser } from '@tests/harness/browser-cart';
import { showOrderDetails } from '@tests/harness/order-page';
import { adminPb } from '@tests/harness/stack';
// The shop's contact details as src/lib/site.ts reads them (that module reads astro:env/client, which only a build provides).
const site = {
  whatsappNumber: setting('PUBLIC_WHATSAPP_NUMBER'),
  supportPhone: setting('PUBLIC_SUPPORT_PHONE'),
  email: setting('PUBLIC_SUPPORT_EMAIL'),
};

/** Mean colour of the middle of an image on the page (drawn on a canvas). */
async function centreColour(page: Page, selector: string): Promise<{ r: number; g: number; b: number }> {
  return page
    .locator(selector)
    .first()
    .evaluate(async (el) => {
      const img = el as HTMLImageElement;
      if (!img.complete || img.naturalWidth === 0)
        await new Promise((ok) => img.addEventListener('load', ok, { once: true }));
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const w = canvas.width;
      const h = canvas.height;
      const data = ctx.getImageData(
        Math.round(w * 0.4),
        Math.round(h * 0.4),
        Math.round(w * 0.2),
        Math.round(h * 0.15),
      ).data;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let i = 0; i < data.length; i += 4) {
        r += data[i]!;
        g += data[i + 1]!;
        b += data[i + 2]!;
      }
      const n = data.length / 4;
      return { r: r / n, g: g / n, b: b / n };
    });
}

test.describe('pictures', () => {
  test('each product has its own recognisable picture: an apple is red, a kiwi green, a tomato red, a potato brown', async ({
    page,
  }) => {
    const mainImage = '[aria-roledescription="slide"] img';
    await page.goto('/products/jumla-apple');
    const apple = await centreColour(page, mainImage);
    expect(apple.r).toBeGreaterThan(apple.g + 80);
    await page.goto('/products/dolakha-kiwi');
    const kiwi = await centreColour(page, mainImage);
    expect(kiwi.g).toBeGreaterThan(kiwi.r + 20);
    await page.goto('/products/organic-potato');
    const potato = await centreColour(page, mainImage);
    expect(potato.r).toBeGreaterThan(potato.b + 40);
    expect(Math.abs(potato.r - apple.r) + Math.abs(potato.g - apple.g)).toBeGreaterThan(60);
  });

  test('category tiles carry one label each, with the corrected spelling; the link keeps the stored value', async ({
    page,
  }) => {
    await page.goto('/');
    const herbs = page.locator('[data-category-tile]').nth(1);
    await expect(herbs).toHaveAttribute('href', '/products?category=Herbs+%26+Shurbs');
    await expect(herbs).toContainText('Herbs & Shrubs');
    await expect(page.locator('main')).not.toContainText('Shurbs'); // the tabs (desktop) and the select (phone)
    await expect(page.locator('main')).toContainText('Herbs & Shrubs');
    // The product list's filters show the same label, and filter by the stored value.
    await page.goto('/products?category=Herbs+%26+Shurbs');
    await hydrated(page, 'ProductBrowser');
    const radio = page.locator('input[name="category"][value="Herbs & Shurbs"]'); // in the (closed) filter sheet
    await expect(radio).toBeChecked();
    await expect(page.locator('label', { has: radio })).toHaveText('Herbs & Shrubs');
    await expect(page.locator('main')).not.toContainText('Shurbs');
  });
});

test.describe('videos', () => {
  test('a product without a video file shows no player; of the farmers only the one with a clip has a player', async ({
    page,
  }) => {
    await page.goto('/products/jumla-apple');
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(4); // main image + 3 gallery images
    await expect(page.locator('video')).toHaveCount(0);
    await page.goto('/');
    const farmers = page.locator('[data-home-section="farmers"]');
    await expect(farmers.getByRole('heading', { name: 'Meet Our Farmers' })).toBeVisible();
    // The first farmer's clip (public/videos, made by scripts/seed/farmer-video.mjs): a11y-rough-edges.spec.ts plays it.
    await expect(farmers.locator('video')).toHaveCount(1);
    await expect(farmers.locator('[data-play-button]')).toHaveCount(0);
  });
});

test.describe('blog', () => {
  test('posts carry their own publication dates and covers; the featured post is not repeated under Latest Articles', async ({
    page,
  }) => {
    await page.goto('/blog');
    const featuredTitle = (
      await page
        .locator('section[aria-label="Featured article"] h2, section[aria-label="Featured article"] h3')
        .first()
        .innerText()
    ).trim();
    expect(featuredTitle).not.toBe('');
    const grid = page.getByTestId('blog-grid');
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    await expect(grid).not.toContainText(featuredTitle);

    const dates = await grid.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(new Set(dates).size).toBe(dates.length); // no two posts share the seed day
    expect([...dates].sort().reverse()).toEqual(dates); // newest first by publication date
    const months = new Set(dates.map((d) => d.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(2); // spread over past months

    // The first image of each card is its cover: every post has its own.
    const covers = await grid
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('img')?.getAttribute('src') ?? ''));
    expect(covers.every((src) => src !== '' && !src.includes('placeholder'))).toBe(true);
    expect(new Set(covers).size).toBe(covers.length);
  });

  test('an article shows the publication date the operator set', async ({ page }) => {
    const pb = await adminPb();
    const post = await pb.collection('posts').getFirstListItem('slug = "millets-are-back"');
    expect(post.published_at).not.toBe('');
    expect(post.published_at.slice(0, 10)).not.toBe(post.created.slice(0, 10));
    await page.goto('/blog/millets-are-back');
    const long = new Date(post.published_at.replace(' ', 'T')).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.locator('article time, main time').first()).toHaveText(long);
  });
});

test.describe('words', () => {
  test('the footer says "Pvt. Ltd. All rights reserved" with one dot', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer').last();
    await expect(footer).toContainText('Pvt. Ltd. All rights reserved');
    await expect(footer).not.toContainText('Ltd..');
  });

  test('a product with no location has no empty "Sourced from" line', async ({ page }) => {
    const pb = await adminPb();
    const slug = `no-location-${Date.now()}`;
    const record = await pb.collection('web_products').create({
      slug,
      name: 'Plain Radish',
      price: 50,
      unit: '1 KG',
      category: 'Vegetables',
      location: '',
      isVisible: true,
      is_available: true,
    });
    try {
      await page.goto(`/products/${slug}`);
      await expect(page.getByRole('heading', { name: 'Plain Radish' })).toBeVisible();
      await expect(page.getByText('100% Organic or Natural produce')).toBeVisible();
      await expect(page.getByText(/Sourced from\s*$/)).toHaveCount(0);
    } finally {
      await pb.collection('web_products').delete(record.id);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms note has spaces around the contact details', async ({ page }) => {
    await page.goto('/feedback');
    // (Playwright's text locators skip <noscript>; CSS ones do not.)
    const note = page.locator('noscript p').filter({ hasText: 'This form needs JavaScript to send.' });
    await expect(note).toBeVisible();
    await expect(note).toContainText(`reach us at ${site.email} or ${site.supportPhone}.`);
  });

  test('Add to Cart says why it does nothing and offers a WhatsApp order naming the product', async ({ page }) => {
    await page.goto('/products/jumla-apple');
    const note = page.locator('[data-noscript-order]');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Add to Cart needs JavaScript');
    const link = note.getByRole('link', { name: 'Order Jumla Apple on WhatsApp' });
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}`);
    expect(url.searchParams.get('text')).toContain('Jumla Apple');

    await page.goto('/products');
    await expect(page.locator('[data-noscript-order]')).toContainText('Add to Cart needs JavaScript');
  });
});

test.describe('shopping path', () => {
  test('"Order via WhatsApp" in the cart sends the items, quantities, prices and subtotal', async ({ page }) => {
    const apple = await cartLine('jumla-apple', 2);
    const honey = await cartLine('chiuri-honey', 1);
    await seedBrowser(page, [apple, honey]);
    const drawer = await openCart(page);
    const link = drawer.getByRole('link', { name: 'Order via WhatsApp' });
    await expect(link).toHaveAttribute('target', '_blank');
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}`);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(`${apple.name} (${apple.unit}) x 2 @ Rs. ${apple.price} = Rs. ${apple.price * 2}`);
    expect(text).toContain(`${honey.name} (${honey.unit}) x 1 @ Rs. ${honey.price} = Rs. ${honey.price}`);
    expect(text).toContain(`Subtotal: Rs. ${apple.price * 2 + honey.price}`);
  });

  test('phone numbers typed or pasted as people write them keep their 10 digits; one digit too many is refused', async ({
    page,
  }) => {
    await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
    const checkout = await openCheckout(page);
    const phone = checkout.getByLabel('Phone Number');
    for (const written of ['+977 9812345678', '98-1234-5678', '9812 345 678']) {
      await phone.fill(written); // a paste
      await expect(phone).toHaveValue('9812345678');
      await phone.fill('');
      await phone.pressSequentially(written); // typed key by key
      await expect(phone).toHaveValue('9812345678');
      await phone.fill('');
    }
    // A digit too many is kept and refused, never cut into somebody else's number.
    await phone.fill('98123456789');
    await expect(phone).toHaveValue('98123456789');
    await checkout.getByRole('button', { name: 'Review Order' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  test('the order page shows item thumbnails from the stored order, on any device, and a skeleton while loading', async ({
    page,
    browser,
  }) => {
    const apple = await cartLine('jumla-apple', 1);
    await seedBrowser(page, [apple]);
    const checkout = await openCheckout(page);
    await checkout.getByLabel('Full Name').fill('Sita Sharma');
    await checkout.getByLabel('Phone Number').fill('+977 9841234567');
    await choose(checkout, 'District', 'Kathmandu', 'Kathmandu');
    await choose(checkout, 'City/Area', 'Tham', /^Thamel/);
    await checkout.getByLabel('Landmark / Address').fill('Near the Narayanhiti gate');
    await checkout.getByRole('button', { name: 'Review Order' }).click();
    await page.getByRole('dialog', { name: 'Confirm Your Order' }).getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);
    const path = new URL(page.url()).pathname;

    // Another browser: nothing in its session, so the picture can only come from the stored order.
    const other = await browser.newContext({ ...(test.info().project.use ?? {}) });
    const fresh = await other.newPage();
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    let asked!: () => void;
    const requested = new Promise<void>((ok) => (asked = ok));
    await fresh.route(/\/_actions\/getOrder/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    // The page's clock is the test's (page.clock): the 1 s minimum passes when the test says, not by waiting.
    await fresh.clock.install();
    await fresh.goto(new URL(path, page.url()).href);
    const skeleton = fresh.getByTestId('order-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('[data-skeleton-block]')).toHaveCount(3);
    await requested; // the island runs and has asked for the order
    await fresh.clock.runFor(1200); // past the docs/rules.md 1 s minimum: still loading, still the skeleton
    await expect(skeleton).toBeVisible();
    release();
    // Without the session only the tracker shows; the phone the order was placed with shows its items.
    await showOrderDetails(fresh, '9841234567');

    // The order line (the page also lists the product's lot under "scan the QR"): the item with its picture.
    const summary = fresh.locator('li', { hasText: apple.name }).filter({ has: fresh.locator('img') });
    await expect(summary).toBeVisible();
    const thumb = summary.locator('img');
    await expect(thumb).toHaveAttribute('src', /^\/_image\?/);
    // The shop's own endpoint with a site-relative file path: no PocketBase address in the page.
    await expect(thumb).not.toHaveAttribute('src', /https?:|https?%3A|127\.0\.0\.1/i);
    await expect
      .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await other.close();
  });
});

test.describe('Nepali text', () => {
  test('Nepali names render as Devanagari glyphs, not as missing-glyph boxes', async ({ page }) => {
    await page.goto('/products/jumla-apple');
    await hydrated(page, 'PurchaseBox').catch(() => null);
    const nepali = page.locator('p[lang="ne"]').first();
    await expect(nepali).toBeVisible();
    const widths = await nepali.evaluate((el) => {
      const text = (el.textContent ?? '').trim();
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = getComputedStyle(el).font;
      // U+0378 is unassigned: every font draws it as the missing-glyph box.
      const boxes = '\u0378'.repeat([...text].length);
      return { text, glyphs: ctx.measureText(text).width, boxes: ctx.measureText(boxes).width };
    });
    expect(widths.text).toMatch(/[\u0900-\u097F]/);
    // Without a Devanagari font each letter is one box, so both widths are equal; with one, vowel signs and
    // conjuncts take little or no room of their own.
    expect(Math.abs(widths.glyphs - widths.boxes) / widths.boxes).toBeGreaterThan(0.1);
  });
});
