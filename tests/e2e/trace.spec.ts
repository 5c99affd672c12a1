// Traceability in the browser against the real server and PocketBase: trace
// pages (prebuilt, GS1 Digital Link, on demand, 404), printable QR label
// sheets whose codes are decoded by a QR reader, and the lot links on product,
// order and /qr pages.
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expectData } from '@tests/harness/actions-client';
import { showOrderDetails } from '@tests/harness/order-page';
import { test, expect } from '@tests/harness/browser';
import { orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { anonymousClient, adminPb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { SEED_GTINS } from '../../scripts/seed/lots.mjs';

interface LotRecord {
  id: string;
  code: string;
  product: string;
  harvest_date: string;
  cooperative: string;
  origin_district: string;
  origin_municipality: string;
  certification: string;
  journey: { date: string; step: string; place: string; note?: string }[];
  expand: {
    product: { name: string; nepaliName: string; slug: string; gtin: string };
    farmers: { name: string; story: string }[];
  };
}

/** A product's newest lot, read as any visitor could. */
async function latestLot(slug: string): Promise<LotRecord> {
  const pb = anonymousClient();
  const p = await pb.collection('web_products').getFirstListItem(pb.filter('slug = {:slug}', { slug }));
  return pb.collection('lots').getFirstListItem<LotRecord>(pb.filter('product = {:p}', { p: p.id }), {
    sort: '-harvest_date,-created',
    expand: 'product,farmers',
  });
}

/** The shop's public origin as pages state it (canonical links come from SITE_URL). */
async function siteOrigin(page: Page): Promise<string> {
  await page.goto('/');
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
}

/** Decodes a QR code drawn as SVG markup: rasterised by sharp, read by jsQR. */
async function decodeSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

async function expectFullTracePage(page: Page, lot: LotRecord) {
  const article = page.locator(`[data-trace-lot="${lot.code}"]`);
  await expect(article).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lot.expand.product.name);
  if (lot.expand.product.nepaliName) await expect(article.getByText(lot.expand.product.nepaliName)).toBeVisible();
  await expect(page.getByTestId('buy-again')).toHaveAttribute('href', `/products/${lot.expand.product.slug}`);
  // Dates in AD and Bikram Sambat.
  const harvest = page.getByTestId('harvest-date');
  await expect(harvest.locator('time')).toHaveAttribute('datetime', lot.harvest_date.slice(0, 10));
  await expect(harvest.locator('[data-bs]')).toHaveText(/^\d{1,2} [A-Z][a-z]+ 20\d\d BS$/);
  await expect(page.getByTestId('origin')).toContainText(lot.origin_district);
  await expect(page.getByTestId('origin')).toContainText(lot.origin_municipality);
  await expect(page.getByTestId('cooperative')).toHaveText(lot.cooperative);
  await expect(page.getByTestId('certification')).toContainText(
    {
      'organic certified': 'Organic certified',
      'participatory guarantee': 'Participatory Guarantee System',
      none: 'Not certified',
      '': 'Not certified',
    }[lot.certification] ?? '?',
  );
  const farmers = page.getByTestId('lot-farmer');
  await expect(farmers).toHaveCount(lot.expand.farmers.length);
  for (const farmer of lot.expand.farmers) {
    const card = farmers.filter({ hasText: farmer.name });
    await expect(card.getByRole('img')).toHaveAttribute('src', /\S/);
    await expect(card).toContainText(farmer.story.slice(0, 40));
  }
  const steps = page.getByTestId('journey').locator('li');
  await expect(steps).toHaveCount(lot.journey.length);
  for (const [i, step] of lot.journey.entries()) {
    await expect(steps.nth(i)).toHaveAttribute('data-step', step.step);
    await expect(steps.nth(i)).toContainText(step.place);
    await expect(steps.nth(i).locator('[data-bs]')).toContainText('BS');
  }
}

test.describe('trace pages', () => {
  test('a prebuilt trace page shows the product, lot, farmers, cooperative, origin, certification and journey', async ({
    page,
  }) => {
    const lot = await latestLot('wild-cliff-honey');
    const response = await page.goto(`/t/${lot.code}`);
    expect(response?.status()).toBe(200);
    await expectFullTracePage(page, lot);
    await page.getByTestId('buy-again').click();
    await expect(page).toHaveURL(new RegExp(`/products/${lot.expand.product.slug}$`));
  });

  test('reads the same with JavaScript off', async ({ browser }) => {
    const lot = await latestLot('jumla-apple');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const { shopUrl } = (await import('@tests/harness/stack')).testStack();
    expect((await page.goto(`${shopUrl}/t/${lot.code}`))?.status()).toBe(200);
    await expectFullTracePage(page, lot);
    await context.close();
  });

  test('the GS1 Digital Link path of a product with a GTIN opens the same lot', async ({ page }) => {
    const lot = await latestLot('wild-cliff-honey');
    expect(lot.expand.product.gtin).toBe(SEED_GTINS['wild-cliff-honey']);
    const gtin14 = lot.expand.product.gtin.padStart(14, '0');
    expect((await page.goto(`/01/${gtin14}/10/${lot.code}`))?.status()).toBe(200);
    await expect(page.locator(`[data-trace-lot="${lot.code}"]`)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/t/${lot.code}$`));
    // A GTIN written with 13 digits resolves too; a GTIN of another product does not.
    expect((await page.goto(`/01/${lot.expand.product.gtin}/10/${lot.code}`))?.status()).toBe(200);
    expect((await page.goto(`/01/${SEED_GTINS['chiuri-honey'].padStart(14, '0')}/10/${lot.code}`))?.status()).toBe(404);
  });

  test('an unknown code answers 404 with a friendly page that says how to reach support', async ({ page }) => {
    for (const path of [
      '/t/NO-SUCH-LOT',
      '/t/x',
      '/t/%20',
      '/t/NO-SUCH-LOT/labels',
      '/01/00000000000000/10/NO-SUCH-LOT',
      '/01/abc',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      const notFound = page.getByTestId('lot-not-found');
      await expect(notFound, path).toBeVisible();
      await expect(notFound.getByRole('link', { name: /^\+?[\d-]+$/ })).toHaveAttribute('href', /^tel:/);
      await expect(notFound.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    }
  });

  test('a lot created after the build is reachable at once, on both paths', async ({ page }) => {
    const pb = await adminPb();
    const honey = await product('wild-cliff-honey');
    const code = `LIVE-${Date.now() % 1000000}`;
    const record = await pb.collection('lots').create({
      product: honey.id,
      code,
      harvest_date: '2026-04-13',
      pack_date: '2026-04-14',
      origin_district: 'Lamjung',
      origin_municipality: 'Bhujung',
      cooperative: 'Test Cooperative',
      journey: [{ date: '2026-04-13', step: 'harvested', place: 'Bhujung, Lamjung', note: 'New lot' }],
    });
    try {
      expect((await page.goto(`/t/${code}`))?.status()).toBe(200);
      await expect(page.locator(`[data-trace-lot="${code}"]`)).toBeVisible();
      await expect(page.getByTestId('journey')).toContainText('New lot');
      await expect(page.getByTestId('harvest-date').locator('[data-bs]')).toContainText('BS');
      expect((await page.goto(`/t/${code.toLowerCase()}`))?.status()).toBe(200);
      expect((await page.goto(`/01/${SEED_GTINS['wild-cliff-honey'].padStart(14, '0')}/10/${code}`))?.status()).toBe(
        200,
      );
    } finally {
      await pb.collection('lots').delete(record.id);
    }
    // A new request (the browser may keep the page it saw for a minute).
    expect((await page.request.get(`/t/${code}`)).status()).toBe(404);
  });
});

test.describe('QR label sheets', () => {
  for (const slug of ['wild-cliff-honey', 'timur']) {
    test(`every label's QR code holds exactly the lot's trace URL (${slug})`, async ({ page }) => {
      const origin = await siteOrigin(page);
      const lot = await latestLot(slug);
      const gtin = lot.expand.product.gtin;
      const expected = gtin ? `${origin}/01/${gtin.padStart(14, '0')}/10/${lot.code}` : `${origin}/t/${lot.code}`;
      const response = await page.goto(`/t/${lot.code}/labels`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByTestId('label-target')).toHaveAttribute('href', expected);

      const labels = page.locator('[data-label]');
      await expect(labels).toHaveCount(21);
      const svgs = await labels.locator('.qr').evaluateAll((nodes) => nodes.map((n) => n.innerHTML));
      const decoded = await Promise.all(svgs.map(decodeSvg));
      expect(decoded).toEqual(Array(21).fill(expected));

      const first = labels.first();
      await expect(first).toContainText(lot.expand.product.name);
      if (lot.expand.product.nepaliName)
        await expect(first.locator('[lang="ne"]')).toHaveText(lot.expand.product.nepaliName);
      await expect(first).toContainText(`Lot ${lot.code}`);
      await expect(first).toContainText('Harvested');
      await expect(first).toContainText('BS');
      // 25 mm wide when printed (CSS mm: 96 px per inch), quiet zone included in the drawing (4 modules each side).
      // (On a screen narrower than the sheet the preview is scaled down to fit: a11y-rough-edges.spec.ts.)
      await page.emulateMedia({ media: 'print' });
      const width = await first.locator('.qr svg').evaluate((n) => n.getBoundingClientRect().width);
      expect(width).toBeCloseTo((25 / 25.4) * 96, 0);
      const viewBox = await first.locator('.qr svg').getAttribute('viewBox');
      const modules = Number(viewBox?.split(' ')[2]);
      expect(modules - 8).toBeGreaterThanOrEqual(21);
      // Printed: one A4 page (595 × 842 pt) holding the 21 labels, without the on-screen instructions.
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
      expect(pdf).toMatch(/\/MediaBox\s*\[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
    });
  }

  test('the sheet warns when the shop address is local', async ({ page }) => {
    const origin = await siteOrigin(page);
    const lot = await latestLot('timur');
    await page.goto(`/t/${lot.code}/labels`);
    const local = /localhost|127\.0\.0\.1/.test(origin);
    await expect(page.getByTestId('local-site-warning')).toHaveCount(local ? 1 : 0);
    // On paper too: the warning (across the labels) and the cut lines between them.
    await page.emulateMedia({ media: 'print' });
    if (local) await expect(page.getByTestId('local-site-warning')).toBeVisible();
    const outline = await page
      .locator('[data-label]')
      .first()
      .evaluate((n) => getComputedStyle(n).outlineStyle);
    expect(outline).toBe('dashed');
    await expect(page.getByText('Each label opens')).toBeHidden();
  });
});

test.describe('lot links in the shop', () => {
  test("the product page's traceability box lists the product's recent lots", async ({ page }) => {
    const pb = anonymousClient();
    const honey = await product('jumla-apple');
    const lots = await pb
      .collection('lots')
      .getList(1, 3, { filter: pb.filter('product = {:p}', { p: honey.id }), sort: '-harvest_date,-created' });
    await page.goto('/products/jumla-apple');
    const links = page.getByTestId('product-lots').getByRole('link');
    await expect(links).toHaveCount(lots.items.length);
    for (const [i, lot] of lots.items.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/t/${lot.code}`);
    await links.first().click();
    await expect(page.locator(`[data-trace-lot="${lots.items[0].code}"]`)).toBeVisible();
  });

  test('the order page links to the lots its items came from, and shows BS dates', async ({ page }) => {
    test.setTimeout(90_000);
    const [kathmandu, honey, apple] = await Promise.all([
      place('Kathmandu', 'Baneshwor'),
      product('chiuri-honey'),
      product('jumla-apple'),
    ]);
    const placed = await expectData<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [
        { product: honey, quantity: 1 },
        { product: apple, quantity: 1 },
      ]),
    );
    const [honeyLot, appleLot] = await Promise.all([latestLot('chiuri-honey'), latestLot('jumla-apple')]);
    await page.goto(`/order/${placed.orderNumber}`);
    await showOrderDetails(page, '9812345678'); // the phone of tests/harness/orders.ts's customer
    const links = page.getByTestId('order-lot-links').getByRole('link');
    await expect(links).toHaveCount(2, { timeout: 30_000 });
    await expect(links.filter({ hasText: honey.name })).toHaveAttribute('href', `/t/${honeyLot.code}`);
    await expect(links.filter({ hasText: apple.name })).toHaveAttribute('href', `/t/${appleLot.code}`);
    await expect(page.getByText(/placed on .+\(\d{1,2} [A-Z][a-z]+ 20\d\d BS\)/)).toBeVisible();
    await links.filter({ hasText: apple.name }).click();
    await expect(page.locator(`[data-trace-lot="${appleLot.code}"]`)).toBeVisible();
  });

  test('/qr shows a live example: a real lot, its QR code and link', async ({ page }) => {
    const origin = await siteOrigin(page);
    await page.goto('/qr');
    const example = page.getByTestId('qr-live-example');
    const href = await example.getByTestId('qr-live-link').getAttribute('href');
    const code = href?.split('/').pop() ?? '';
    const pb = anonymousClient();
    const lot = await pb
      .collection('lots')
      .getFirstListItem(pb.filter('code = {:code}', { code }), { expand: 'product' });
    const gtin = lot.expand?.product?.gtin as string;
    const decoded = await decodeSvg(
      await example
        .locator('svg')
        .first()
        .evaluate((n) => n.outerHTML),
    );
    expect(decoded).toBe(gtin ? `${origin}/01/${gtin.padStart(14, '0')}/10/${code}` : `${origin}/t/${code}`);
    await page.goto(href ?? '');
    await expect(page.locator(`[data-trace-lot="${code}"]`)).toBeVisible();
  });
});

test('blog dates show Bikram Sambat beside AD', async ({ page }) => {
  await page.goto('/blog');
  const card = page.getByTestId('blog-card-date').first().locator('..');
  await expect(card.locator('[data-bs]')).toHaveText(/^\(\d{1,2} [A-Z][a-z]+ 20\d\d BS\)$/);
  await page.getByTestId('blog-card-date').first().locator('xpath=ancestor::article//a').first().click();
  await expect(page.locator('article [data-bs], main [data-bs]').first()).toHaveText(/BS\)$/);
});
