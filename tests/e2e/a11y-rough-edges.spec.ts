// The rough edges shoppers met (issue 26), each checked in the browser: the header search at every width, the
// feedback page's phone prefill, "404 Not Found", BS dates on the home page, the shop without JavaScript, the
// nutrition notes, the crossed-out price on small phones, a coupon that saves nothing, the label sheet on a phone and
// one format for money taken off.
import type { Page } from '@playwright/test';
import { expectData } from '@tests/harness/actions-client';
import { test, expect as baseExpect, hydrated as hydratedIsland } from '@tests/harness/browser';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { expectedDelivery, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { anonymousClient } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';

// Islands hydrate and pages render slowly on a busy machine: a longer wait for each state (never a sleep).
const expect = baseExpect.configure({ timeout: 30_000 });
/** Waits until an island's JavaScript has taken over (tests/harness/browser.ts), with the longer wait. */
const hydrated = (page: Page, component: string) => hydratedIsland(page, component, { timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** Opens the header search at the page's width (inline from 1024 px, behind the search button below). */
async function headerSearch(page: Page) {
  const width = page.viewportSize()!.width;
  if (width >= 1024) await expect(page.locator('astro-island[component-url*="SearchBox"]:not([ssr])')).toHaveCount(1);
  else
    await page
      .getByRole('button', { name: 'Open search' })
      .or(page.getByRole('link', { name: 'Search products' }))
      .click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  return box;
}

/** Number of rendered lines of an inline element's text. */
const lineCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });

test.describe('the header search is usable at every width', () => {
  test.skip(({ isMobile }) => isMobile, 'widths are set here; once is enough');

  for (const width of [1024, 820, 320, 390, 768, 1280, 1920]) {
    test(`at ${width} px: room to type, names beside pictures, "No products found" on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const box = await headerSearch(page);
      await expect(box).toBeVisible();
      // Room for the typed text between the icons (the box was 82 px wide at 1024 px).
      const inner = await box.evaluate((el) => {
        const s = getComputedStyle(el);
        return el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
      });
      expect(inner).toBeGreaterThanOrEqual(120);
      // Nothing of the header spills out of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await box.pressSequentially('apple');
      const option = page.getByRole('listbox').getByRole('option').first();
      await expect(option).toBeVisible();
      const name = option.locator('.font-medium').first();
      expect((await name.boundingBox())!.width).toBeGreaterThan(60);
      await box.fill('');
      await box.pressSequentially('zzqqxx');
      const none = page.getByText('No products found');
      await expect(none).toBeVisible();
      expect(await lineCount(page, 'text=No products found')).toBe(1);
    });
  }
});

test("/feedback?phone= prefills the number through the checkout's phone rule", async ({ page }) => {
  await page.goto('/feedback?phone=+9779812345678&orderid=KB-1');
  await hydrated(page, 'FeedbackForm');
  await expect(page.getByLabel(/Phone/)).toHaveValue('9812345678');
  await page.goto('/feedback?phone=%2B977%2098-1234-5678');
  await hydrated(page, 'FeedbackForm');
  await expect(page.getByLabel(/Phone/)).toHaveValue('9812345678');
});

test('unknown products, lots and GTIN paths answer "404 Not Found"', async ({ request }) => {
  for (const path of ['/products/no-such-product', '/t/NO-SUCH-LOT', '/01/00000000000000/10/NOPE', '/no-such-page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.statusText(), path).toBe('Not Found');
  }
});

test('the home page\'s "From the Blog" shows the BS date beside the AD one, as the blog does', async ({ page }) => {
  await page.goto('/');
  const dates = page.locator('[data-home-post-date]');
  await expect(dates.first()).toBeVisible();
  for (const date of await dates.all())
    await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d \(\d{1,2} [A-Z][a-z]+ 20\d\d BS\)$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cards and the header say how to order instead of showing buttons that do nothing', async ({ page }) => {
    await page.goto('/products');
    const card = page.locator('[data-product-card]').first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /Add to Cart/ })).toBeHidden();
    await expect(page.locator('[data-noscript-order]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Shopping cart/ })).toBeHidden();
    const cart = page.getByRole('link', { name: 'The cart needs JavaScript: order on WhatsApp' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', /wa\.me|whatsapp/);
    // The card still leads to its product page, which explains and offers WhatsApp.
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await expect(page.locator('[data-noscript-order]').first()).toContainText('Add to Cart needs JavaScript');
  });
});

test('nutrition notes: below the value they explain, one at a time, closed by a click outside', async ({ page }) => {
  await page.goto('/products/jumla-apple');
  const notes = page.locator('details[data-nutrition-info]');
  expect(await notes.count()).toBeGreaterThanOrEqual(2);
  const first = notes.nth(0);
  const second = notes.nth(1);
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  const note = (await first.locator('p').boundingBox())!;
  const value = (await first.locator('xpath=ancestor::li[1]').locator('p.text-lg').boundingBox())!;
  expect(note.y).toBeGreaterThanOrEqual(value.y + value.height);
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', '');
  await page.getByRole('heading', { name: 'Nutrition Facts' }).click();
  await expect(second).not.toHaveAttribute('open', '');
});

test.describe('small phones', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths');
  for (const width of [360, 390]) {
    test(`at ${width} px the crossed-out price stays on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/products');
      const was = page.locator('[data-product-card] [data-price] s');
      await expect(was.first()).toBeVisible();
      for (let i = 0; i < (await was.count()); i++) {
        const lines = await was
          .nth(i)
          .evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);
        expect(lines).toBe(1);
      }
    });
  }

  test('the label sheet fits a 360 px phone and still prints on one A4 page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const lot = await anonymousClient().collection('lots').getFirstListItem('', { sort: '-harvest_date' });
    await page.goto(`/t/${lot.code}/labels`);
    await expect(page.locator('[data-label]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Printed, the QR codes are 25 mm again, on one A4 page.
    await page.emulateMedia({ media: 'print' });
    const qr = await page
      .locator('[data-label] .qr svg')
      .first()
      .evaluate((n) => n.getBoundingClientRect().width);
    expect(qr).toBeCloseTo((25 / 25.4) * 96, 0);
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });
});

test('a coupon that takes nothing off this order says so plainly', async ({ page }) => {
  // Two kilos of apples: fruit's delivery formula makes delivery free, so a delivery-only coupon saves nothing.
  await seedBrowser(page, [await cartLine('jumla-apple', 2)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  await expect(checkout.getByTestId('totals-delivery')).toHaveText('Rs. 0');
  await checkout.getByRole('button', { name: 'Have a promocode?' }).click();
  await checkout.getByLabel('Promocode', { exact: true }).fill('FREEDELIVERY');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByTestId('applied-coupon')).toBeVisible();
  await expect(checkout.getByTestId('coupon-saves-nothing')).toHaveText(
    'Coupon FREEDELIVERY saves nothing on this order: its discount is on delivery, and delivery is already free.',
  );
});

test('money taken off reads "-Rs. 100" on the order page, as in the checkout', async ({ page }) => {
  const [kathmandu, apple] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('jumla-apple')]);
  const lines = [{ product: apple, quantity: 2 }];
  const placed = await expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, lines, {
      couponCode: 'DASHAIN100',
      expectedTotal: apple.price * 2 + expectedDelivery(lines, kathmandu.amount) - 100,
    }),
  );
  const kept = JSON.stringify({ ...placed.order, accessToken: placed.accessToken });
  await page.addInitScript((stored) => sessionStorage.setItem('lastOrder', stored), kept);
  await page.goto(`/order/${placed.orderNumber}`);
  await expect(page.getByText('-Rs. 100', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main')).not.toContainText('- Rs.');
});

test.describe('a demo that looks like a real shop', () => {
  test('six distinct farmer portraits, credited on the about page', async ({ page, request }) => {
    await page.goto('/farmers');
    const photos = page.locator('main img[alt]').filter({ hasNotText: '' });
    const sources = await page
      .locator('main li img, main article img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
    expect(await photos.count()).toBeGreaterThanOrEqual(6);
    const first6 = sources.slice(0, 6);
    const bodies = await Promise.all(first6.map(async (src) => (await request.get(src)).body()));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(6);
    await page.goto('/about');
    await expect(page.locator('[data-picture-credits]')).toContainText('farmer portraits');
    await expect(page.locator('[data-picture-credits]')).toContainText('MIT licence');
  });

  test('the /qr hero holds a real QR code that opens the product it names', async ({ page }) => {
    const jsQR = (await import('jsqr')).default;
    const sharp = (await import('sharp')).default;
    await page.goto('/qr');
    const qr = page.locator('[data-hero-qr]');
    const target = await qr.getAttribute('data-hero-qr');
    const svg = await qr.innerHTML();
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .resize(400, 400, { kernel: 'nearest' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    expect(decoded).toBe(target);
    expect(new URL(decoded ?? '').pathname).toBe('/products/wild-cliff-honey');
  });

  test('"Meet Our Farmers" has a playable video with a poster that loads nothing until played', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/videos/')) videoRequests.push(r.url());
    });
    await page.goto('/');
    const video = page.locator('[data-home-section="farmers"] video').first();
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /.+/);
    await expect(video).toHaveAttribute('playsinline', '');
    expect(videoRequests).toEqual([]);
    // Played: it loads, and time runs.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(3);
  });
});
